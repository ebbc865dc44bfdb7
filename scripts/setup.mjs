#!/usr/bin/env node
// `npm run setup`: installs the system programs the tests start, where they are missing, on a
// Debian or Ubuntu machine — `redis-server` (the study queue's tests run a real Redis) and, with
// `--browser`, `chromium` (the browser tests) and `chromium-headless-shell` (the same engine
// without the whole browser, which the documentation site's check prefers; optional: left out where
// apt-get cannot install it, the check then runs the whole browser). It uses apt-get as
// root, or through `sudo` when that needs no password; anywhere else it says what to install and
// fails. Nothing is installed when everything is there, so it is cheap to run before every test
// run.
import { spawnSync } from 'node:child_process';

const wanted = [{ command: 'redis-server', pkg: 'redis-server' }];
if (process.argv.includes('--browser')) {
  wanted.push({ command: 'chromium', pkg: 'chromium' });
  // Optional: the site's check falls back to the whole browser where the package is missing.
  wanted.push({ command: 'chromium-headless-shell', pkg: 'chromium-headless-shell', optional: true });
}

const has = (command) => spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
const missing = wanted.filter((w) => !has(w.command));
if (missing.length === 0) {
  console.log(`setup: ${wanted.map((w) => w.command).join(', ')} already installed`);
  process.exit(0);
}
const packages = missing.filter((m) => !m.optional).map((m) => m.pkg);
const optional = missing.filter((m) => m.optional).map((m) => m.pkg);
const root = typeof process.getuid === 'function' && process.getuid() === 0;
const sudo = !root && has('sudo') && spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' }).status === 0;
if (!has('apt-get') || (!root && !sudo)) {
  if (packages.length === 0) {
    console.log(
      `setup: ${optional.join(', ')} not installed (optional: sudo apt-get install -y ${optional.join(' ')})`,
    );
    process.exit(0);
  }
  console.error(
    `setup: please install ${packages.join(' ')} (on Debian: sudo apt-get install -y ${packages.join(' ')})`,
  );
  process.exit(1);
}
/** Runs `args` (through sudo when needed); whether it succeeded, exiting unless `mayFail`. */
const run = (args, mayFail = false) => {
  const [cmd, ...rest] = sudo ? ['sudo', '-n', ...args] : args;
  const { status } = spawnSync(cmd, rest, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (status !== 0 && !mayFail) {
    console.error(`setup: '${args.join(' ')}' failed`);
    process.exit(1);
  }
  return status === 0;
};
console.log(`setup: installing ${[...packages, ...optional].join(', ')} with apt-get`);
run(['apt-get', 'update', '-qq']);
if (packages.length > 0) run(['apt-get', 'install', '-y', '-qq', ...packages]);
// An optional package this system's Debian does not have is left out, not an error.
for (const pkg of optional) {
  if (!run(['apt-get', 'install', '-y', '-qq', pkg], true))
    console.log(`setup: ${pkg} not installed (optional)`);
}
const still = missing.filter((m) => !m.optional && !has(m.command));
if (still.length > 0) {
  console.error(`setup: ${still.map((m) => m.command).join(', ')} still missing after apt-get`);
  process.exit(1);
}
console.log(
  `setup: installed ${missing
    .filter((m) => has(m.command))
    .map((m) => m.pkg)
    .join(', ')}`,
);
