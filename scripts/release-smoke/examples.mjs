// The release smoke's part for examples/: every example tested against the packages just
// published to Verdaccio, as someone who copied its folder would run it.
//
// Each example is copied as it is (without node_modules, dist or a lockfile) into one folder
// whose package.json lists the copies as npm workspaces, so that a single `npm install` (with the
// app's .npmrc: @quadrille/* from Verdaccio, the rest from the normal registry) installs the
// dependencies of all of them; then each example's own `npm test` runs in its folder. An
// example's package.json is never rewritten: its @quadrille/* ranges (`^0.2.0`) must admit the
// versions published here, or the install fails — so a release that breaks the examples' API
// (a new 0.x minor) fails here until the examples are moved to it.
import { cpSync, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';

/** What an example's folder may hold that is not the example: never copied. */
const NOT_COPIED = new Set(['node_modules', 'dist', 'package-lock.json', 'test-artifacts']);

/** The examples: the folders of `examples/` with a package.json, by name. */
export function exampleNames(root) {
  const dir = join(root, 'examples');
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory() && existsSync(join(dir, e.name, 'package.json')))
    .map((e) => e.name)
    .sort();
}

/**
 * Copies the examples into `dir` and installs their dependencies there, once for all. Resolves
 * to the examples' names.
 *
 * @param published - the published packages' names.
 * @param npmrc - the app's .npmrc text (the @quadrille scope on Verdaccio).
 */
export async function installExamples({ root, dir, names, published, npmrc, run }) {
  const problems = [];
  for (const name of names) {
    const from = join(root, 'examples', name);
    const pkg = JSON.parse(readFileSync(join(from, 'package.json'), 'utf8'));
    if (pkg.private !== true) problems.push(`${name}: not "private": true`);
    if (pkg.scripts?.test === undefined) problems.push(`${name}: no test script`);
    for (const field of ['dependencies', 'devDependencies']) {
      for (const dep of Object.keys(pkg[field] ?? {})) {
        if (dep.startsWith('@quadrille/') && !published.has(dep))
          problems.push(`${name}: ${dep} is not a published package`);
      }
    }
    cpSync(from, join(dir, name), { recursive: true, filter: (src) => !NOT_COPIED.has(basename(src)) });
  }
  if (problems.length > 0) throw new Error(problems.join('\n'));
  const manifest = { name: 'quadrille-examples', private: true, workspaces: names };
  writeFileSync(join(dir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  writeFileSync(join(dir, '.npmrc'), npmrc);
  await run('npm', ['install', '--no-audit', '--no-fund'], { cwd: dir, timeoutMs: 300_000 });
  return names.join(', ');
}

/** Runs one example's `npm test` in its copy; resolves to the counts its test runner printed. */
export async function testExample({ dir, name, run }) {
  // Without colours: vitest colours its summary when FORCE_COLOR or CI is set, even in a pipe.
  const out = stripVTControlCharacters(
    await run('npm', ['test'], { cwd: join(dir, name), timeoutMs: 240_000 }),
  );
  // node --test's closing lines (`# pass N`, `# fail N`), or vitest's (`Tests  N passed (N)`).
  const count = (label) => out.match(new RegExp(`^# ${label} (\\d+)$`, 'm'))?.[1];
  if (count('pass') !== undefined) return `${count('pass')} passed, ${count('fail') ?? 0} failed`;
  return out.match(/^\s*Tests\s+(.*\bpassed\b.*?)\s*\(\d+\)\s*$/m)?.[1] ?? '';
}
