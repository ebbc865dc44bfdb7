#!/usr/bin/env node
/**
 * `npx quadrille …` in a clone of the repository: the `quadrille` command of packages/cli run
 * from its TypeScript sources (through tsx and the `@quadrille/source` export condition), so
 * that it needs no build and never reaches for the registry. Installed users get the built
 * `quadrille` of `@quadrille/cli` instead.
 */
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const tsx = import.meta.resolve('tsx');
const child = spawn(
  process.execPath,
  [
    '--conditions=@quadrille/source',
    '--import',
    tsx,
    join(root, 'packages/cli/src/bin.ts'),
    ...process.argv.slice(2),
  ],
  { stdio: 'inherit' },
);
// Ctrl-C reaches the child through the terminal's process group; do not die before it has answered.
process.on('SIGINT', () => undefined);
child.on('exit', (code, signal) => {
  if (signal !== null) process.kill(process.pid, signal);
  else process.exitCode = code ?? 1;
});
