#!/usr/bin/env node
// Checks every built package the way npm consumers see it: the shared metadata and LICENSE
// (scripts/package-metadata.mjs --check), the guides the READMEs link to
// (scripts/package-docs.mjs --check), publint (package.json, exports, files) and
// are-the-types-wrong (types resolve for node10, node16 CJS/ESM and bundlers).
// Run `npm run build` first.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { publishablePackages } from './workspace-packages.mjs';

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
for (const dir of publishablePackages(root).keys()) {
  const pkg = join(root, 'packages', dir);
  if (!existsSync(join(pkg, 'dist'))) {
    console.error(`packages/${dir}: no dist/ (run npm run build first)`);
    failed++;
    continue;
  }
  for (const [tool, args] of [
    ['publint', [pkg, '--strict']],
    ['attw', ['--pack', pkg, '--format', 'ascii', ...esmOnlyExclusions(pkg)]],
  ]) {
    try {
      // attw packs the package: its prepack then only checks the build made before.
      const env = { ...process.env, QUADRILLE_PREPACK_SKIP_BUILD: '1' };
      execFileSync(bin(tool), args, { stdio: 'inherit', env });
    } catch {
      console.error(`packages/${dir}: ${tool} failed`);
      failed++;
    }
  }
}
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
