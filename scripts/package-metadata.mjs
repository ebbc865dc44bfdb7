#!/usr/bin/env node
// The metadata every published package carries, in one place: `node scripts/package-metadata.mjs`
// writes it into each packages/*/package.json (and copies the root LICENSE beside it, since npm
// only packs a package's own files); `--check` reports the packages that differ, for lint:pkg.
// It touches only these metadata fields, never dependencies or exports.
import { copyFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { publishablePackages } from './workspace-packages.mjs';

const root = join(import.meta.dirname, '..');
const check = process.argv.includes('--check');

/** Fields every package shares; `description` and `keywords` are each package's own. */
const SHARED = {
  author: 'The Quadrille authors',
  license: 'MIT',
  engines: { node: '>=22' },
  // `src` ships because the `@quadrille/source` export condition and the source maps point into it;
  // `docs` holds the guides the README links to (scripts/package-docs.mjs writes it at pack time).
  files: ['dist', 'src', 'docs', 'CHANGELOG.md', 'LICENSE', 'README.md'],
  publishConfig: { access: 'public' },
};
/** Builds the package before `npm pack` / `npm publish`, and fails if the result is incomplete. */
const PREPACK = 'node ../../scripts/prepack.mjs';
/** Fields that must not be there: the project has no public home yet, so no invented URLs. */
const ABSENT = ['repository', 'homepage', 'bugs'];

/** The published packages' folders (absolute). */
function packageDirs() {
  return [...publishablePackages(root).keys()].map((dir) => join(root, 'packages', dir));
}

/**
 * The files with side effects: no module of ours, but the chunks esbuild shares between a
 * package's entry points (`dist/chunk-*.js`). An entry imports the chunks it needs through other
 * chunks bare (`import "./chunk-X.js"`, to load them in parallel); were the chunks marked
 * side-effect-free, bundlers would warn on every build that they ignore those imports (esbuild's
 * `ignored-bare-import`). Bundlers still drop the unused code inside a chunk. A binary runs on
 * import.
 */
const SHARED_CHUNKS = './dist/chunk-*.js';

/** The package.json with the shared metadata applied (key order kept, new keys after `description`). */
function withMetadata(pkg) {
  const sideEffects = [SHARED_CHUNKS, ...(pkg.bin === undefined ? [] : Object.values(binMap(pkg)))];
  const wanted = { ...SHARED, sideEffects };
  const out = {};
  for (const [key, value] of Object.entries(pkg)) {
    if (ABSENT.includes(key)) continue;
    out[key] = key in wanted ? wanted[key] : value;
    if (key === 'description') for (const [k, v] of Object.entries(wanted)) if (!(k in pkg)) out[k] = v;
  }
  for (const [k, v] of Object.entries(wanted)) if (!(k in out)) out[k] = v;
  out.scripts = { ...out.scripts, prepack: PREPACK };
  return out;
}

function binMap(pkg) {
  return typeof pkg.bin === 'string' ? { [pkg.name]: pkg.bin } : pkg.bin;
}

function problems(dir) {
  const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  if (pkg.private === true) return [];
  const found = [];
  const expected = withMetadata(pkg);
  for (const key of new Set([...Object.keys(expected), ...ABSENT])) {
    if (JSON.stringify(pkg[key]) !== JSON.stringify(expected[key])) found.push(`field '${key}'`);
  }
  for (const key of ['description', 'keywords']) if (pkg[key] === undefined) found.push(`no '${key}'`);
  const license = join(dir, 'LICENSE');
  if (!existsSync(license) || readFileSync(license, 'utf8') !== readFileSync(join(root, 'LICENSE'), 'utf8')) {
    found.push('LICENSE differs from the root LICENSE');
  }
  return found;
}

let bad = 0;
for (const dir of packageDirs()) {
  const name = dir.slice(root.length + 1);
  if (check) {
    const found = problems(dir);
    if (found.length > 0) {
      bad++;
      console.error(`${name}: ${found.join(', ')} (run node scripts/package-metadata.mjs)`);
    }
    continue;
  }
  const file = join(dir, 'package.json');
  const pkg = JSON.parse(readFileSync(file, 'utf8'));
  if (pkg.private === true) continue;
  writeFileSync(file, `${JSON.stringify(withMetadata(pkg), null, 2)}\n`);
  copyFileSync(join(root, 'LICENSE'), join(dir, 'LICENSE'));
  console.log(`${name}: metadata written`);
}
if (bad > 0) process.exit(1);
