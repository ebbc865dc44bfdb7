#!/usr/bin/env node
// Every package's `prepack` (run by `npm pack` and `npm publish` in the package's directory):
// builds the package, writes its docs/ (the guides its README links to, copied from the
// repository's docs/ by scripts/package-docs.mjs), then checks that every file its package.json
// points to (exports, main, module, types, bin), its LICENSE and README, and every file its README
// links to are there. Any failure stops the pack with a message, so an unbuilt or incomplete
// tarball can never be made. With QUADRILLE_PREPACK_SKIP_BUILD=1 (the caller has just built
// every package, as the release smoke does) it does not build.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brokenLinks, writePackageDocs } from './package-docs.mjs';

const dir = process.cwd();
const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));

function fail(message) {
  console.error(`\nprepack ${pkg.name}: ${message}\n`);
  process.exit(1);
}

if (process.env.QUADRILLE_PREPACK_SKIP_BUILD !== '1') {
  try {
    execFileSync('npm', ['run', 'build'], { stdio: 'inherit' });
  } catch {
    fail("the build failed (see above); in a fresh clone run 'npm ci' at the repository root first");
  }
}

/** Every path string in an exports / bin value. */
function targets(value) {
  if (typeof value === 'string') return [value];
  if (value === null || typeof value !== 'object') return [];
  return Object.values(value).flatMap(targets);
}

const required = [
  ...targets(pkg.exports),
  ...targets(pkg.bin),
  ...[pkg.main, pkg.module, pkg.types].filter((p) => p !== undefined),
  'LICENSE',
  'README.md',
];
const missing = [...new Set(required)].filter((p) => !existsSync(join(dir, p)));
if (missing.length > 0) fail(`missing after the build: ${missing.join(', ')}`);

try {
  writePackageDocs(dir);
} catch (e) {
  fail(`its guides: ${e.message}`);
}
const broken = brokenLinks(dir, join(dir, 'README.md'));
if (broken.length > 0) fail(`links that lead nowhere in the package: ${broken.join(', ')}`);
