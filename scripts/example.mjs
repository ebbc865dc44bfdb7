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
// last built (CI builds them just before). The copies live in <tmpdir>/quadrille-examples/ (kept
// between runs, so that the second install is quick); the path is printed.
import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { exampleNames } from './release-smoke/examples.mjs';
import { publishablePackages } from './workspace-packages.mjs';

const root = join(import.meta.dirname, '..');
const work = join(tmpdir(), 'quadrille-examples');
const tarballs = join(work, 'packages');
/** What an example's folder may hold that is not the example: never copied. */
const NOT_COPIED = new Set(['node_modules', 'dist', 'package-lock.json', 'test-artifacts']);
const USAGE = `usage: npm run example -- <name> [script…]   (scripts run in order: build, start, test …; default start)
       npm run example -- --all [script…]      (every example; default test)
examples: ${exampleNames(root).join(', ')}`;

/** Runs a command with the terminal; resolves to its exit code. */
function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    // Ctrl-C reaches the child through the terminal; a SIGTERM to this script must reach it too
    // (a dev server left running would hold its port).
    const forward = () => child.kill('SIGTERM');
    process.once('SIGTERM', forward);
    child.on('error', reject);
    child.on('close', (code, signal) => {
      process.off('SIGTERM', forward);
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
  rmSync(tarballs, { recursive: true, force: true });
  mkdirSync(tarballs, { recursive: true });
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
  mkdirSync(work, { recursive: true });
  for (const name of examples) {
    const to = join(work, name);
    rmSync(to, { recursive: true, force: true });
    cpSync(join(root, 'examples', name), to, {
      recursive: true,
      filter: (src) => !NOT_COPIED.has(basename(src)),
    });
  }
  const manifest = { name: 'quadrille-examples', private: true, workspaces: examples, overrides: packed };
  writeFileSync(join(work, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  // The packages change between runs under one version: install them afresh.
  rmSync(join(work, 'package-lock.json'), { force: true });
  rmSync(join(work, 'node_modules', '@quadrille'), { recursive: true, force: true });
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

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (e) => {
    console.error(`example: ${e.message}`);
    process.exitCode = 1;
  },
);
