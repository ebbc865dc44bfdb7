#!/usr/bin/env node
// `npm run release:smoke`: a real registry round trip, as a stranger would see a release.
//
// 1. Installs Verdaccio (pinned) into a temporary directory — not into the repository — and
//    starts it on 127.0.0.1 at a free port, with its config and storage in that directory.
// 2. Builds every package (meanwhile Verdaccio and the app's tools install), then publishes each
//    with `npm publish` (its prepack checks the build), the registry overridden for this run
//    only: the app's .npmrc points the @quadrille scope and the auth token at Verdaccio.
// 3. In a fresh app outside the repository, installs the packages from Verdaccio (and their
//    third-party dev tools from the normal registry: only @quadrille/* is scoped to Verdaccio)
//    and runs the app in scripts/release-smoke/app: ESM and CommonJS scripts that play every game
//    through the protocol, instanceof across the two builds of core, tsc under nodenext and
//    bundler, an esbuild browser bundle free of Node APIs, `quadrille help` and a short match
//    (which must not load @quadrille/study: a loader hook refuses it), and a vitest test running
//    checkGame on a custom game; and every relative link in the
//    installed packages' READMEs (and the guides they ship) names a file in the package.
// 4. The projects of examples/ (scripts/release-smoke/examples.mjs): copied as they are into one
//    folder, their dependencies installed once (while the app's checks run), then each
//    example's own `npm test` (browser examples drive Chromium, like the e2e tests).
// Verdaccio is stopped and the temporary directory removed whatever happens (finally, signals).
// Prints each step and the duration. `--keep` keeps the temporary directory, to look into a
// failure (a failing step prints its command's output either way); `--skip-build`
// publishes the packages as last built (.ci/run builds them just before); `--skip-examples`
// leaves out step 4 (.ci/run runs every example from the clone with `npm run example` instead:
// the same projects on the same builds).
import { spawn } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brokenLinks } from './package-docs.mjs';
import { exampleNames, installExamples, testExample } from './release-smoke/examples.mjs';
import { cataloguePackages, publishablePackages } from './workspace-packages.mjs';

/** Verdaccio, pinned: the last 6.x that runs on Node 20 (6.9 needs Node 22). */
const VERDACCIO = 'verdaccio@6.8.0';
/** The Node versions the installed packages are run on besides this one (the `node` package's binaries). */
const NODE_VERSIONS = [22, 24, 26];

const root = join(import.meta.dirname, '..');
/**
 * What a stranger installs into the app (folders of packages/): every game of the catalogue and
 * the tools the app's scripts use; core and examples come along when published.
 */
const APP_PACKAGES = [
  ...cataloguePackages(root),
  'games',
  'ai',
  'testing',
  'cli',
  'core',
  'examples',
  'board',
  'solve',
  'play',
];
const started = performance.now();
const keep = process.argv.includes('--keep');
const tmp = mkdtempSync(join(tmpdir(), 'quadrille-smoke-'));
let registryProcess;
let failed = false;

class StepFailure extends Error {}

/** The environment for child commands: no npm_* variables from an enclosing `npm run`. */
function cleanEnv(extra = {}) {
  const env = {};
  for (const [k, v] of Object.entries(process.env)) if (!/^npm_/i.test(k)) env[k] = v;
  return { ...env, ...extra };
}

/** Runs a command; resolves to its stdout, or throws a StepFailure with the output's tail. */
function run(command, args, { cwd = tmp, env = cleanEnv(), timeoutMs = 180_000 } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    children.add(child);
    let output = '';
    let stdout = '';
    child.stdout.on('data', (d) => {
      output += d;
      stdout += d;
    });
    child.stderr.on('data', (d) => {
      output += d;
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('error', (e) => {
      clearTimeout(timer);
      reject(new StepFailure(`cannot run ${command}: ${e.message}`));
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      children.delete(child);
      if (code === 0) return resolve(stdout);
      const tail = output.trimEnd().split('\n').slice(-40).join('\n');
      const how = signal === null ? `exit code ${code}` : `signal ${signal} (timeout ${timeoutMs / 1000} s?)`;
      reject(new StepFailure(`\`${[command, ...args].join(' ')}\` failed with ${how}\n${tail}`));
    });
  });
}

async function step(name, action) {
  const t0 = performance.now();
  console.log(`release smoke: ${name} …`);
  try {
    const note = await action();
    const took = `${((performance.now() - t0) / 1000).toFixed(1)} s`;
    const detail = typeof note === 'string' && note.trim() !== '' ? ` — ${note.trim()}` : '';
    console.log(`release smoke: ${name}: ok (${took})${detail}`);
  } catch (e) {
    console.log(`release smoke: ${name}: FAILED`);
    const message = e instanceof StepFailure ? e.message : (e?.stack ?? String(e));
    throw new StepFailure(`step '${name}' failed:\n${message}`);
  }
}

/** The checks in the app are independent: each failure is reported and the others still run. */
const failures = [];
async function check(name, action) {
  try {
    await step(name, action);
    return true;
  } catch (e) {
    failures.push(name);
    console.error(`${e.message}\n`);
    return false;
  }
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Commands still running: stopped with Verdaccio if the smoke is interrupted. */
const children = new Set();

function stopProcesses() {
  for (const child of children) child.kill('SIGKILL');
  if (registryProcess !== undefined && registryProcess.exitCode === null) registryProcess.kill('SIGKILL');
  registryProcess = undefined;
}

function cleanUp() {
  stopProcesses();
  if (keep) console.log(`release smoke: temporary files kept in ${tmp}`);
  else {
    rmSync(tmp, { recursive: true, force: true });
    if (failed) console.log('release smoke: run it again with --keep to keep its temporary files');
  }
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    console.log(`\nrelease smoke: ${signal}, stopping`);
    cleanUp();
    process.exit(130);
  });
}
// A last resort if the process exits some other way: the registry must not outlive it.
process.on('exit', stopProcesses);

function registryLog() {
  const file = join(tmp, 'registry', 'verdaccio.log');
  return existsSync(file)
    ? readFileSync(file, 'utf8').trimEnd().split('\n').slice(-20).join('\n')
    : '(no log)';
}

async function waitForRegistry(url) {
  const deadline = performance.now() + 60_000;
  while (performance.now() < deadline) {
    if (registryProcess?.exitCode !== null)
      throw new StepFailure(`Verdaccio exited at start:\n${registryLog()}`);
    try {
      if ((await fetch(`${url}-/ping`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new StepFailure(`Verdaccio did not answer on ${url} within 60 s`);
}

/** Installs Verdaccio, starts it on a free port and creates a user; resolves to { url, token }. */
async function startRegistry(registryDir) {
  await step(`install ${VERDACCIO} into the temporary directory`, async () => {
    mkdirSync(registryDir);
    // verdaccio-audit asks for node-fetch by the dist-tag `cjs`, which some registry mirrors
    // lack; 2.7.0 is what that tag names.
    const manifest = { private: true, overrides: { 'verdaccio-audit': { 'node-fetch': '2.7.0' } } };
    writeFileSync(join(registryDir, 'package.json'), JSON.stringify(manifest));
    // The harness's own tools, pinned: from npm's cache when it has them (what is under test is
    // what gets published below, never cached).
    await run(
      'npm',
      ['install', '--no-audit', '--no-fund', '--prefer-offline', '--ignore-scripts', VERDACCIO],
      {
        cwd: registryDir,
      },
    );
  });
  const port = await freePort();
  const url = `http://127.0.0.1:${port}/`;
  await step('start Verdaccio on 127.0.0.1', async () => {
    // Only what is published here is served: no uplinks, so nothing is proxied or cached.
    const config = [
      `storage: ${JSON.stringify(join(registryDir, 'storage'))}`,
      'auth:',
      '  htpasswd:',
      `    file: ${JSON.stringify(join(registryDir, 'htpasswd'))}`,
      'uplinks: {}',
      'packages:',
      "  '**':",
      '    access: $all',
      '    publish: $authenticated',
      `listen: 127.0.0.1:${port}`,
      'web:',
      '  enable: false',
      'log: { type: stdout, format: pretty, level: warn }',
    ].join('\n');
    writeFileSync(join(registryDir, 'config.yaml'), `${config}\n`);
    const bin = join(registryDir, 'node_modules/verdaccio/bin/verdaccio');
    const log = openSync(join(registryDir, 'verdaccio.log'), 'w');
    registryProcess = spawn(process.execPath, [bin, '--config', join(registryDir, 'config.yaml')], {
      cwd: registryDir,
      env: cleanEnv(),
      stdio: ['ignore', log, log],
    });
    await waitForRegistry(url);
    return url;
  });
  let token;
  await step('create a registry user (what `npm adduser` does)', async () => {
    const res = await fetch(`${url}-/user/org.couchdb.user:smoke`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'smoke', password: 'smoke-password', type: 'user', roles: [] }),
    });
    token = (await res.json()).token;
    if (!res.ok || typeof token !== 'string') throw new StepFailure(`Verdaccio answered ${res.status}`);
  });
  return { url, token };
}

/** The fresh app with its third-party tools (from the normal registry), the same versions as the repository's. */
async function prepareApp(app) {
  const versions = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).devDependencies;
  const esbuild = JSON.parse(readFileSync(join(root, 'node_modules/esbuild/package.json'), 'utf8')).version;
  const tools = ['typescript', 'vitest', 'fast-check', '@types/node'].map((n) => `${n}@${versions[n]}`);
  await step("install the app's tools (typescript, esbuild, vitest, fast-check)", async () => {
    cpSync(join(import.meta.dirname, 'release-smoke', 'app'), app, { recursive: true });
    const manifest = { name: 'smoke-app', private: true, type: 'module', allowScripts: { esbuild: true } };
    writeFileSync(join(app, 'package.json'), JSON.stringify(manifest));
    // The repository's versions of these tools: from npm's cache when it has them.
    await run(
      'npm',
      ['install', '--no-audit', '--no-fund', '--prefer-offline', ...tools, `esbuild@${esbuild}`],
      {
        cwd: app,
      },
    );
  });
}

/** Builds every package (what each prepack would do), once, before publishing, in build order. */
async function buildAll(packages) {
  await step(`build ${packages.size} packages`, async () => {
    const dirs = [...packages.keys()].map((dir) => `packages/${dir}`);
    await run(process.execPath, [join(root, 'scripts', 'build.mjs'), ...dirs], {
      cwd: root,
      timeoutMs: 900_000,
    });
  });
}

async function main() {
  const packages = publishablePackages(root);
  const app = join(tmp, 'app');
  const skipBuild = process.argv.includes('--skip-build');
  // Independent of each other: the registry, the app's tools and the build run side by side.
  const setup = await Promise.allSettled([
    startRegistry(join(tmp, 'registry')),
    prepareApp(app),
    skipBuild ? undefined : buildAll(packages),
  ]);
  const refused = setup.filter((r) => r.status === 'rejected').map((r) => r.reason.message);
  if (refused.length > 0) throw new StepFailure(refused.join('\n'));
  const { url, token } = setup[0].value;

  // The app's .npmrc sends @quadrille/* (and the token) to Verdaccio and everything else to the
  // normal registry; publishing runs from the app directory, so it reads the same file.
  const host = url.replace(/^http:/, '');
  writeFileSync(join(app, '.npmrc'), `@quadrille:registry=${url}\n${host}:_authToken=${token}\n`);

  await step(`publish ${packages.size} packages to Verdaccio`, async () => {
    const scoped = (await run('npm', ['config', 'get', '@quadrille:registry'], { cwd: app })).trim();
    if (scoped !== url) throw new StepFailure(`@quadrille would publish to ${scoped}, not ${url}: refusing`);
    // prepack only checks the build it would make: every package was just built.
    const env = cleanEnv({ QUADRILLE_PREPACK_SKIP_BUILD: '1' });
    // A few at a time: each publish mostly waits (npm's start-up, the upload). Started in build
    // order, as a release publishes them (the registry itself does not check dependencies).
    const queue = [...packages.keys()];
    const publishNext = async () => {
      for (let dir = queue.shift(); dir !== undefined; dir = queue.shift()) {
        await run('npm', ['publish', join(root, 'packages', dir), '--registry', url], { cwd: app, env });
      }
    };
    await Promise.all([publishNext(), publishNext(), publishNext()]);
    return [...packages.values()].map((p) => `${p.name}@${p.version}`).join(' ');
  });

  await step('install the packages from Verdaccio into the app', async () => {
    const ours = APP_PACKAGES.filter((dir) => packages.has(dir)).map((dir) => {
      const { name, version } = packages.get(dir);
      return `${name}@${version}`;
    });
    await run('npm', ['install', '--no-audit', '--no-fund', ...ours], { cwd: app });
    // What every tarball must hold: the license, the README, the changelog once there is one.
    const missing = [];
    for (const dir of APP_PACKAGES.filter((d) => packages.has(d))) {
      const installed = join(app, 'node_modules', packages.get(dir).name);
      const wanted = ['LICENSE', 'README.md', 'dist/index.js', 'dist/index.cjs', 'dist/index.d.ts'];
      if (existsSync(join(root, 'packages', dir, 'CHANGELOG.md'))) wanted.push('CHANGELOG.md');
      for (const file of wanted) if (!existsSync(join(installed, file))) missing.push(`${dir}/${file}`);
    }
    if (missing.length > 0) throw new StepFailure(`missing from the tarballs: ${missing.join(', ')}`);
    if (packages.has('examples')) {
      writeFileSync(
        join(app, 'test', 'custom-game.ts'),
        "import { mnk } from '@quadrille/examples';\n\nexport const customGame = { game: mnk, options: { width: 4, height: 4, k: 3 } };\n",
      );
    }
    return ours.join(' ');
  });

  await check("every relative link in the installed packages' READMEs and guides resolves", async () => {
    const scope = join(app, 'node_modules', '@quadrille');
    const installed = readdirSync(scope);
    const broken = installed.flatMap((dir) =>
      brokenLinks(join(scope, dir), join(scope, dir, 'README.md')).map(
        (link) => `@quadrille/${dir}: ${link}`,
      ),
    );
    if (broken.length > 0) throw new StepFailure(`links that lead nowhere:\n${broken.join('\n')}`);
    const guides = installed.flatMap((dir) =>
      existsSync(join(scope, dir, 'docs')) ? readdirSync(join(scope, dir, 'docs'), { recursive: true }) : [],
    );
    return `${installed.length} packages, ${guides.filter((f) => String(f).endsWith('.md')).length} guides`;
  });

  // examples/: their dependencies install (a network-bound wait) while the app's checks run.
  const examples = exampleNames(root);
  const examplesDir = join(tmp, 'examples');
  const examplesInstalled = process.argv.includes('--skip-examples')
    ? Promise.resolve(false)
    : check(`install the dependencies of ${examples.length} examples, once`, () => {
        mkdirSync(examplesDir);
        const published = new Set([...packages.values()].map((p) => p.name));
        const npmrc = readFileSync(join(app, '.npmrc'), 'utf8');
        return installExamples({ root, dir: examplesDir, names: examples, published, npmrc, run });
      });

  const node = (args, options) => run(process.execPath, args, { cwd: app, ...options });
  const bin = (name) => join(app, 'node_modules', '.bin', name);

  await check('ESM script plays every game', () => node(['play.mjs']));
  await check('CommonJS script plays every game', () => node(['play.cjs']));
  await check('instanceof across the ESM and CommonJS builds of core', () => node(['dual.mjs']));

  await check('tsc --noEmit under moduleResolution nodenext (ESM and CJS files)', async () => {
    writeFileSync(
      join(app, 'typed-cjs.cts'),
      [
        "import { mctsPlayer } from '@quadrille/ai';",
        "import { QuadrilleError } from '@quadrille/core';",
        "import { talpa } from '@quadrille/talpa';",
        "export const moves: number = talpa.create({ variant: 'beginner' }).legalMoves().length;",
        'export const player = mctsPlayer({ seed: 1, iterations: 10 });',
        'export const isQuadrille = (e: unknown): boolean => e instanceof QuadrilleError;',
        '',
      ].join('\n'),
    );
    await run(bin('tsc'), ['-p', 'tsconfig.nodenext.json'], { cwd: app });
  });
  await check('tsc --noEmit under moduleResolution bundler', () =>
    run(bin('tsc'), ['-p', 'tsconfig.bundler.json'], { cwd: app }),
  );

  await check('esbuild browser bundle without Node APIs', async () => {
    const out = join(app, 'dist', 'browser.js');
    await run(
      bin('esbuild'),
      [
        'browser.mjs',
        '--bundle',
        '--platform=browser',
        '--format=esm',
        '--target=es2022',
        `--outfile=${out}`,
      ],
      { cwd: app },
    );
    const text = readFileSync(out, 'utf8');
    const found = [
      [/["']node:[a-z/_]+["']/, 'a node: import'],
      [/\bprocess\s*\??\.\s*[A-Za-z_]/, 'process'],
      [/\bBuffer\s*[.(]/, 'Buffer'],
      [/\brequire\s*\(/, 'require()'],
    ].filter(([re]) => re.test(text));
    if (found.length > 0)
      throw new StepFailure(`the bundle uses ${found.map(([, what]) => what).join(', ')}`);
    await node([out]); // plain ES2022: it runs as is
    return `${Math.round(text.length / 1024)} KiB`;
  });

  // A page on the board and its computer worker, two entry points as the board's guide says: no
  // bundler warning (an ignored bare import of a shared chunk is an error here).
  await check('esbuild: a board page and its computer worker, without a warning', async () => {
    await run(
      bin('esbuild'),
      [
        'board-page.mjs',
        'board-worker.mjs',
        '--bundle',
        '--platform=browser',
        '--format=esm',
        '--target=es2022',
        `--outdir=${join(app, 'dist', 'board')}`,
        '--log-override:ignored-bare-import=error',
      ],
      { cwd: app },
    );
  });

  await check('npx quadrille help', async () => {
    const out = await run('npx', ['--no', 'quadrille', 'help'], { cwd: app });
    if (!out.includes('Usage: quadrille')) throw new StepFailure(`unexpected help:\n${out}`);
  });
  await check('quadrille match (one short Talpa game)', async () => {
    const args = [
      '--no',
      'quadrille',
      'match',
      'talpa',
      '--variant',
      'beginner',
      '--games',
      '1',
      '--iterations',
      '30',
    ];
    const out = await run('npx', args, { cwd: app });
    if (!out.includes('average length')) throw new StepFailure(`no result table:\n${out}`);
  });

  await check('quadrille match loads no @quadrille/study (a loader hook refuses it)', async () => {
    // The CLI's own test hook (packages/cli/test/fixtures), on the installed build this time.
    for (const file of ['forbid-study.mjs', 'forbid-study-hooks.mjs'])
      cpSync(join(root, 'packages', 'cli', 'test', 'fixtures', file), join(app, file));
    const cli = join(app, 'node_modules', '@quadrille', 'cli', 'dist', 'bin.js');
    const match = ['match', 'talpa', '--variant', 'beginner', '--games', '1', '--iterations', '10'];
    const out = await run(process.execPath, ['--import', './forbid-study.mjs', cli, ...match], { cwd: app });
    if (!out.includes('average length')) throw new StepFailure(`no result table:\n${out}`);
    // The control: `study` does load it, so the hook is not asleep.
    const study = ['study', 'talpa', '--a', 'random', '--b', 'random', '--games', '1', '--workers', '1'];
    const refused = await run(process.execPath, ['--import', './forbid-study.mjs', cli, ...study], {
      cwd: app,
    }).then(
      () => false,
      (e) => String(e.message).includes('@quadrille/study was loaded'),
    );
    if (!refused) throw new StepFailure('quadrille study ran although the hook refuses @quadrille/study');
  });

  await check('quadrille perft of a custom game (--module @quadrille/examples)', async () => {
    const args = ['--no', 'quadrille', 'perft', 'mnk', '--module', '@quadrille/examples', '--depth', '3'];
    const out = await run('npx', args, { cwd: app });
    if (!/^3\s+504\s/m.test(out)) throw new StepFailure(`unexpected perft:\n${out}`);
  });
  await check(
    'quadrille solve of a custom game, its proof checked (--module @quadrille/examples)',
    async () => {
      const args = [
        '--no',
        'quadrille',
        'solve',
        'mnk',
        '--module',
        '@quadrille/examples',
        '--memory',
        '8',
        '--json',
      ];
      const out = await run('npx', args, { cwd: app });
      const result = JSON.parse(out.trim().split('\n').at(-1));
      if (result.outcome !== 'draw' || result.checked !== true)
        throw new StepFailure(`unexpected solve:\n${out}`);
    },
  );
  await check(
    'no queue or online dependencies installed unasked (BullMQ, Colyseus: optional peers)',
    async () => {
      const found = [
        'bullmq',
        'ioredis',
        'msgpackr-extract',
        '@quadrille/colyseus',
        '@colyseus/core',
        '@colyseus/schema',
        'express',
      ].filter((d) => existsSync(join(app, 'node_modules', d)));
      if (found.length > 0) throw new StepFailure(`installed without being asked for: ${found.join(', ')}`);
    },
  );

  // The Node versions people run: the registry's `node` package brings each binary.
  for (const version of NODE_VERSIONS) {
    await check(`Node ${version}: ESM, CommonJS, the CLI and a worker-thread search`, async () => {
      const nodeArgs = (args) => ['-y', `node@${version}`, ...args];
      const printed = (await run('npx', nodeArgs(['--version']), { cwd: app })).trim();
      for (const script of ['play.mjs', 'play.cjs', 'worker-search.mjs'])
        await run('npx', nodeArgs([script]), { cwd: app });
      const cli = join(app, 'node_modules', '@quadrille', 'cli', 'dist', 'bin.js');
      const out = await run(
        'npx',
        nodeArgs([cli, 'perft', 'talpa', '--variant', 'beginner', '--depth', '2']),
        { cwd: app },
      );
      if (!/^2\s+\d+/m.test(out)) throw new StepFailure(`unexpected perft on Node ${version}:\n${out}`);
      return printed;
    });
  }

  await check(
    `vitest: checkGame on a custom game (${packages.has('examples') ? 'mnk from @quadrille/examples' : 'an inline game'})`,
    () =>
      run(bin('vitest'), ['run', '--root', app, '--reporter', 'dot'], {
        cwd: app,
        env: cleanEnv({ CI: '1' }),
      }).then(() => undefined),
  );

  // examples/: each example's own `npm test`, in its copy.
  if (await examplesInstalled) {
    for (const name of examples)
      await check(`example ${name}: npm test`, () => testExample({ dir: examplesDir, name, run }));
  }
  if (failures.length > 0) {
    throw new StepFailure(`${failures.length} check(s) failed: ${failures.join('; ')}`);
  }
}

const seconds = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;
try {
  await main();
} catch (e) {
  failed = true;
  console.error(`\nrelease smoke FAILED: ${e instanceof StepFailure ? e.message : (e?.stack ?? e)}`);
  process.exitCode = 1;
} finally {
  cleanUp();
  console.log(`release smoke: ${failed ? 'FAILED' : 'passed'} in ${seconds()} (Verdaccio stopped)`);
}
