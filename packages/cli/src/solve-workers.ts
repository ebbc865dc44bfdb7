/**
 * {@link startLocalWorkers}: the worker processes `quadrille solve --redis URL --workers N`
 * starts on this machine — each `quadrille solve --worker`, exactly what another machine runs.
 * They hold an IPC channel to this process and stop when it closes, so that a coordinator that
 * dies (even by SIGKILL) leaves no worker behind.
 *
 * @module
 */

import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Io } from './io.js';

/** Run from source (tests, `tsx`), the workers run the CLI from source too. */
const FROM_SOURCE = import.meta.url.endsWith('.ts');
const BIN = fileURLToPath(new URL(FROM_SOURCE ? './bin.ts' : './bin.js', import.meta.url));
/** How long a worker has to hand its job back after SIGTERM before it is killed, ms. */
const STOP_MS = 10_000;

/** Worker processes started by {@link startLocalWorkers}. */
export interface LocalWorkers {
  /** Stops them (SIGTERM: each hands its job back) and waits until they have exited. */
  stop(): Promise<void>;
}

/**
 * Starts `count` processes of `quadrille solve --worker ...args`. One that exits before
 * {@link LocalWorkers.stop} is reported on `io.stderr` with the last line it wrote.
 */
export function startLocalWorkers(count: number, args: readonly string[], io: Io): LocalWorkers {
  let stopping = false;
  const children: ChildProcess[] = [];
  for (let i = 0; i < count; i++) {
    const child = spawn(
      process.execPath,
      [
        ...(FROM_SOURCE ? ['--import', 'tsx', '--conditions=@quadrille/source'] : []),
        BIN,
        'solve',
        '--worker',
        ...args,
      ],
      { stdio: ['ignore', 'ignore', 'pipe', 'ipc'] },
    );
    let last = '';
    child.stderr!.on('data', (d: Buffer) => {
      const lines = d.toString().trim().split('\n');
      last = lines.at(-1) ?? last;
    });
    child.once('exit', (code, signal) => {
      if (!stopping)
        io.stderr.write(`quadrille: solve worker ${child.pid} exited (${code ?? signal}): ${last}\n`);
    });
    children.push(child);
  }
  return {
    async stop() {
      stopping = true;
      await Promise.all(children.map(stopChild));
    },
  };
}

/** SIGTERM, then SIGKILL if it has not exited after {@link STOP_MS}. */
function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_MS);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
