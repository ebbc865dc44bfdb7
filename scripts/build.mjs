#!/usr/bin/env node
// `npm run build`: builds the workspace packages that have a build script, each after the
// @quadrille/* packages it depends on (scripts/workspace-packages.mjs' build order), so that the
// root's workspaces can be folder patterns (`npm run build --workspaces` builds in the order the
// folders sort). `node scripts/build.mjs packages/games packages/core` builds only those (still
// each after what it depends on): what `npm run example` and the release smoke build.
//
// Packages that do not depend on each other build side by side, one per core (scripts/jobs.mjs):
// a build is mostly one TypeScript program for its `.d.ts`, on one core. Each package's output is
// printed in one piece when it is done. The first failure stops the starting of builds; the
// script fails once the ones running are done.
import { join } from 'node:path';
import { eachAtOnce, jobCount, runCaptured } from './jobs.mjs';
import { buildOrder, workspacePackages } from './workspace-packages.mjs';

/** Builds at once, at most: each holds a TypeScript program (about half a GB). */
const MAX_JOBS = 4;

const root = join(import.meta.dirname, '..');
const packages = buildOrder(workspacePackages(root));
const wanted = process.argv.slice(2);
const unknown = wanted.filter((dir) => !packages.some((p) => p.dir === dir));
if (unknown.length > 0) {
  console.error(`build: no workspace package in ${unknown.join(', ')}`);
  process.exit(2);
}
const toBuild = packages.filter(
  ({ dir, pkg }) => pkg.scripts?.build !== undefined && (wanted.length === 0 || wanted.includes(dir)),
);
/** The packages of this build that `p` waits for: its @quadrille/* dependencies and peers. */
const waitsFor = ({ pkg }) => {
  const names = new Set([...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.peerDependencies ?? {})]);
  return toBuild.filter((q) => names.has(q.name));
};

const t0 = performance.now();
const jobs = jobCount(MAX_JOBS);
try {
  await eachAtOnce(
    toBuild,
    jobs,
    async ({ dir }) => {
      const r = await runCaptured('npm', ['run', 'build'], { cwd: join(root, dir) });
      console.log(`build: ${dir} (${r.seconds.toFixed(0)} s)`);
      process.stdout.write(r.output);
      if (!r.ok) throw new Error(`build: ${dir} failed (${r.status})`);
    },
    waitsFor,
  );
} catch (e) {
  console.error(e.message);
  process.exit(1);
}
console.log(
  `build: ${toBuild.length} packages in ${((performance.now() - t0) / 1000).toFixed(0)} s (${jobs} at a time)`,
);
