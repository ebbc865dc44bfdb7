#!/usr/bin/env node
// `npm run build`: builds the workspace packages that have a build script, each after the
// @quadrille/* packages it depends on (scripts/workspace-packages.mjs' build order), so that the
// root's workspaces can be folder patterns (`npm run build --workspaces` builds in the order the
// folders sort). `node scripts/build.mjs packages/games packages/core` builds only those (still in
// build order): what `npm run example` and the release smoke build. Stops at the first failure.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { buildOrder, workspacePackages } from './workspace-packages.mjs';

const root = join(import.meta.dirname, '..');
const packages = buildOrder(workspacePackages(root));
const wanted = process.argv.slice(2);
const unknown = wanted.filter((dir) => !packages.some((p) => p.dir === dir));
if (unknown.length > 0) {
  console.error(`build: no workspace package in ${unknown.join(', ')}`);
  process.exit(2);
}
const t0 = performance.now();
let built = 0;
for (const { dir, pkg } of packages) {
  if (pkg.scripts?.build === undefined || (wanted.length > 0 && !wanted.includes(dir))) continue;
  console.log(`build: ${dir}`);
  const r = spawnSync('npm', ['run', 'build'], { cwd: join(root, dir), stdio: 'inherit' });
  if (r.status !== 0) {
    console.error(`build: ${dir} failed (${r.signal ?? `exit code ${r.status}`})`);
    process.exit(r.status ?? 1);
  }
  built++;
}
console.log(`build: ${built} packages in ${((performance.now() - t0) / 1000).toFixed(0)} s`);
