#!/usr/bin/env node
// Checks every built package the way npm consumers see it: the shared metadata and LICENSE
// (scripts/package-metadata.mjs --check), the guides the READMEs link to
// (scripts/package-docs.mjs --check), publint (package.json, exports, files) and
// are-the-types-wrong (types resolve for node10, node16 CJS/ESM and bundlers).
// Run `npm run build` first.
//
// The packages are packed once, all in one `npm pack` (each prepack then only checks the build
// made before), into a temporary directory removed at the end; publint and are-the-types-wrong
// read those tarballs — what npm would publish — side by side, one package per core
// (scripts/jobs.mjs), each package's output printed in one piece.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eachAtOnce, jobCount, runCaptured } from './jobs.mjs';
import { publishablePackages } from './workspace-packages.mjs';

/** Packages checked at once, at most: each check loads TypeScript. */
const MAX_JOBS = 4;

const root = join(import.meta.dirname, '..');
const bin = (name) => join(root, 'node_modules', '.bin', name);
let failed = 0;
for (const script of ['package-metadata.mjs', 'package-docs.mjs']) {
  try {
    execFileSync(process.execPath, [join(root, 'scripts', script), '--check'], { stdio: 'inherit' });
  } catch {
    failed++;
  }
}
const packages = publishablePackages(root);
const built = [...packages.keys()].filter((dir) => {
  if (existsSync(join(root, 'packages', dir, 'dist'))) return true;
  console.error(`packages/${dir}: no dist/ (run npm run build first)`);
  failed++;
  return false;
});
const tarballs = mkdtempSync(join(tmpdir(), 'quadrille-lint-pkg-'));
// On exit, however it comes (a signal too: scripts/jobs.mjs then exits).
process.on('exit', () => rmSync(tarballs, { recursive: true, force: true }));
// Its prepack only checks the build made before (the one this lint is about).
const env = { ...process.env, QUADRILLE_PREPACK_SKIP_BUILD: '1' };
const flags = built.flatMap((dir) => ['-w', `packages/${dir}`]);
const pack = await runCaptured('npm', ['pack', '--silent', '--pack-destination', tarballs, ...flags], {
  cwd: root,
  env,
});
if (!pack.ok) {
  process.stdout.write(pack.output);
  console.error(`lint:pkg: npm pack failed (${pack.status})`);
  failed++;
}
const files = readdirSync(tarballs);
const results = await eachAtOnce(built, jobCount(MAX_JOBS), async (dir) => {
  const { name, version } = packages.get(dir);
  const file = `${name.slice(1).replace('/', '-')}-${version}.tgz`;
  if (!files.includes(file)) {
    console.error(`packages/${dir}: npm pack made no ${file}`);
    return 1;
  }
  const tarball = join(tarballs, file);
  const checks = [
    ['publint', [tarball, '--strict']],
    ['attw', [tarball, '--format', 'ascii', ...esmOnlyExclusions(join(root, 'packages', dir))]],
  ];
  const runs = [];
  for (const [tool, args] of checks) runs.push(await runCaptured(bin(tool), args, { cwd: root }));
  console.log(`packages/${dir}:`);
  const broken = checks.filter(([tool], i) => {
    process.stdout.write(runs[i].output);
    if (!runs[i].ok) console.error(`packages/${dir}: ${tool} failed (${runs[i].status})`);
    return !runs[i].ok;
  });
  return broken.length;
});
failed += results.reduce((a, b) => a + b, 0);

/**
 * attw's `--exclude-entrypoints` for the subpaths a package ships as ES modules only, by design
 * (no `require` condition: `@quadrille/board/standalone`, for `<script type="module">`), which
 * CommonJS cannot resolve; every other subpath must resolve everywhere.
 */
function esmOnlyExclusions(dir) {
  const { exports = {} } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  const esmOnly = Object.entries(exports)
    .filter(
      ([, target]) =>
        typeof target === 'object' && target.import !== undefined && target.require === undefined,
    )
    .map(([subpath]) => subpath);
  return esmOnly.length === 0 ? [] : ['--exclude-entrypoints', ...esmOnly];
}

if (failed > 0) {
  console.error(`lint:pkg: ${failed} check(s) failed`);
  process.exit(1);
}
console.log('lint:pkg: every package passed publint and are-the-types-wrong');
