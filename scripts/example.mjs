#!/usr/bin/env node
// `npm run example -- <name> [script…]`: runs an example of examples/ from this clone, before any
// package is on the public registry. Builds the workspace packages the example uses (and the ones
// they use), packs each with `npm pack` (its prepack checks the build), copies the example as it
// is into a folder outside the repository, installs it there with the packed @quadrille/*
// packages in place of the registry's (npm `overrides`; the rest from the registry as usual), and
// runs its `npm run <script>` for each script given, in order (default `start`). The example's own
// files are never rewritten.
//
// `--all [script]` does it for every example at once (one install, script default `test`), and
// prints `N passed, N failed`, one per example: CI runs it. `--skip-build` packs the packages as
// last built (CI builds them just before). The copies live in a fresh <tmpdir>/quadrille-examples-…
// of this run (the path is printed), removed when it ends, however it ends: runs side by side
// never share one.
import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { exampleNames } from './release-smoke/examples.mjs';
import { publishablePackages } from './workspace-packages.mjs';

const root = join(import.meta.dirname, '..');
const work = mkdtempSync(join(tmpdir(), 'quadrille-examples-'));
const tarballs = join(work, 'packages');
/** What an example's folder may hold that is not the example: never copied. */
const NOT_COPIED = new Set(['node_modules', 'dist', 'package-lock.json', 'test-artifacts']);
const USAGE = `usage: npm run example -- <name> [script…]   (scripts run in order: build, start, test …; default start)
       npm run example -- --all [script…]      (every example; default test)
examples: ${exampleNames(root).join(', ')}`;

/** The commands running now, and the signal that stopped this script (if one did). */
const children = new Set();
let interrupted;
// Ctrl-C reaches the children through the terminal, and a SIGTERM to this script must reach them
// too (a dev server left running would hold its port); this script then stops after them and
// removes its folder.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    interrupted = signal;
    for (const child of children) child.kill(signal);
  });
}

/** Runs a command with the terminal; resolves to its exit code. */
function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    if (interrupted !== undefined) return resolve(130);
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    children.add(child);
    child.on('error', (e) => {
      children.delete(child);
      reject(e);
    });
    child.on('close', (code, signal) => {
      children.delete(child);
      resolve(signal === null ? (code ?? 1) : 128);
    });
  });
}

/** Runs a command that must succeed. */
async function must(command, args, options) {
  const code = await run(command, args, options);
  if (code !== 0) throw new Error(`\`${[command, ...args].join(' ')}\` failed with exit code ${code}`);
}

/** The published workspace packages by name, in build order: their folder (`packages/core`) and package.json. */
function workspacePackages() {
  const byName = new Map();
  for (const [dir, pkg] of publishablePackages(root)) byName.set(pkg.name, { dir: `packages/${dir}`, pkg });
  return byName;
}

/** The @quadrille/* packages `names` use, directly or through each other (peers included). */
function closure(names, packages) {
  const needed = new Set();
  const visit = (name) => {
    if (needed.has(name) || !packages.has(name)) return;
    needed.add(name);
    const { pkg } = packages.get(name);
    for (const field of ['dependencies', 'peerDependencies', 'optionalDependencies'])
      for (const dep of Object.keys(pkg[field] ?? {})) visit(dep);
  };
  names.forEach(visit);
  return needed;
}

/** The @quadrille/* packages an example depends on (dependencies and devDependencies). */
function quadrilleDeps(example) {
  const pkg = JSON.parse(readFileSync(join(root, 'examples', example, 'package.json'), 'utf8'));
  return [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.devDependencies ?? {})].filter((d) =>
    d.startsWith('@quadrille/'),
  );
}

/** Builds (unless skipped) and packs `needed` into the tarballs folder; resolves to name → tarball. */
async function pack(needed, packages, skipBuild) {
  // `packages` is in build order (each package after what it uses).
  const dirs = [...packages.values()].filter(({ pkg }) => needed.has(pkg.name)).map(({ dir }) => dir);
  const flags = dirs.flatMap((dir) => ['-w', dir]);
  if (!skipBuild) await must(process.execPath, [join(root, 'scripts', 'build.mjs'), ...dirs], { cwd: root });
  mkdirSync(tarballs);
  const env = { ...process.env, QUADRILLE_PREPACK_SKIP_BUILD: '1' };
  await must('npm', ['pack', '--silent', '--pack-destination', tarballs, ...flags], { cwd: root, env });
  const files = readdirSync(tarballs);
  const byName = {};
  for (const name of needed) {
    const { pkg } = packages.get(name);
    const file = `${name.slice(1).replace('/', '-')}-${pkg.version}.tgz`;
    if (!files.includes(file)) throw new Error(`npm pack made no ${file}`);
    byName[name] = `file:${join(tarballs, file)}`;
  }
  return byName;
}

/** Copies `examples` into the work folder, a workspace of them, and installs them with `packed`. */
async function install(examples, packed) {
  for (const name of examples) {
    cpSync(join(root, 'examples', name), join(work, name), {
      recursive: true,
      filter: (src) => !NOT_COPIED.has(basename(src)),
    });
  }
  const manifest = { name: 'quadrille-examples', private: true, workspaces: examples, overrides: packed };
  writeFileSync(join(work, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  await must('npm', ['install', '--no-audit', '--no-fund'], { cwd: work });
}

async function main(args) {
  const skipBuild = args.includes('--skip-build');
  const all = args.includes('--all');
  const positionals = args.filter((a) => !a.startsWith('--'));
  const first = positionals[0];
  const known = exampleNames(root);
  if (args.includes('--help') || (!all && first === undefined)) {
    console.log(USAGE);
    return args.includes('--help') ? 0 : 2;
  }
  const examples = all ? known : [first];
  const given = all ? positionals : positionals.slice(1);
  const scripts = given.length > 0 ? given : [all ? 'test' : 'start'];
  if (!all && !known.includes(first)) {
    console.error(`example: no example '${first}'\n${USAGE}`);
    return 2;
  }
  const packages = workspacePackages();
  const needed = closure(examples.flatMap(quadrilleDeps), packages);
  console.log(`example: packing ${[...needed].sort().join(', ')}`);
  const packed = await pack(needed, packages, skipBuild);
  await install(examples, packed);
  let failed = 0;
  for (const name of examples) {
    if (interrupted !== undefined) break;
    let code = 0;
    for (const script of scripts) {
      console.log(`example: ${name}: npm run ${script} (in ${join(work, name)})`);
      code = await run('npm', ['run', script], { cwd: join(work, name) });
      if (code !== 0) break;
    }
    if (code !== 0) failed++;
    if (all) console.log(`example: ${name}: ${code === 0 ? 'ok' : `FAILED (exit code ${code})`}`);
    else return code;
  }
  console.log(`${examples.length - failed} passed, ${failed} failed`);
  return failed === 0 ? 0 : 1;
}

main(process.argv.slice(2))
  .then(
    (code) => {
      process.exitCode = interrupted === undefined ? code : 130;
    },
    (e) => {
      console.error(`example: ${e.message}`);
      process.exitCode = interrupted === undefined ? 1 : 130;
    },
  )
  .finally(() => rmSync(work, { recursive: true, force: true }));
