/**
 * `@quadrille/ai/node`: parallel search on Node's `worker_threads`. {@link spawnNodeThread}
 * starts a search thread; {@link parallelPlayer} here is the package's `parallelPlayer` with it
 * as the default `spawn`. The main entry, `@quadrille/ai`, stays free of Node-only imports.
 *
 * @module
 */

import { Worker } from 'node:worker_threads';
import type { Position } from '@quadrille/core';
import {
  type ParallelOptions,
  type ParallelPlayer,
  parallelPlayer as playerOn,
  type ThreadEndpoint,
  type ThreadEvent,
} from './coordinator.js';

/**
 * Run from source (tests, `tsx`), this module is a `.ts` file and its thread must load
 * TypeScript too, so the thread starts by registering tsx (a worker ignores `--import` in
 * `execArgv` on Node 20). Built, the thread is the `.js` file beside this one.
 */
const FROM_SOURCE = import.meta.url.endsWith('.ts');
const THREAD_URL = new URL(FROM_SOURCE ? './node-thread.ts' : './node-thread.js', import.meta.url);

function startWorker(): Worker {
  if (!FROM_SOURCE) return new Worker(THREAD_URL);
  const boot = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(THREAD_URL.href)}); });`;
  return new Worker(boot, { eval: true, execArgv: ['--conditions=@quadrille/source'] });
}

/**
 * Starts a search thread on `worker_threads`, as a {@link ThreadEndpoint}: its uncaught errors,
 * unreadable messages and unexpected exits arrive as `error` events. The thread does not keep
 * the process alive by itself (a player's search under way does), so a script that forgets
 * `close()` still ends.
 */
export function spawnNodeThread(): ThreadEndpoint {
  const worker = startWorker();
  const listeners: { [K in 'message' | 'error']: ((event: ThreadEvent) => void)[] } = {
    message: [],
    error: [],
  };
  const emit = (type: 'message' | 'error', event: ThreadEvent) => {
    for (const listener of listeners[type]) listener(event);
  };
  let terminated = false;
  worker.on('message', (data: unknown) => emit('message', { data }));
  worker.on('messageerror', (error) => emit('error', { message: `unreadable message: ${error.message}` }));
  worker.on('error', (error) => emit('error', { message: `${error.name}: ${error.message}` }));
  worker.on('exit', (code) => {
    if (!terminated) emit('error', { message: `the thread exited with code ${code}` });
  });
  // After the listeners: a 'message' listener references the thread's port again.
  worker.unref();
  return {
    postMessage: (message) => worker.postMessage(message),
    addEventListener: (type, listener) => listeners[type].push(listener),
    terminate() {
      terminated = true;
      return worker.terminate();
    },
  };
}

/** Options of {@link parallelPlayer} on Node: `spawn` defaults to {@link spawnNodeThread}. */
export interface NodeParallelOptions extends Omit<ParallelOptions, 'spawn'> {
  /** Starts a search thread (default {@link spawnNodeThread}). */
  readonly spawn?: ParallelOptions['spawn'];
}

/**
 * `parallelPlayer` of `@quadrille/ai` with its threads on `worker_threads` by default.
 *
 * @example
 * ```ts
 * import { parallelPlayer } from '@quadrille/ai/node';
 * import { availableParallelism } from 'node:os';
 *
 * const ai = parallelPlayer({
 *   threads: availableParallelism(),
 *   game: { module: '@quadrille/talpa', game: 'talpa' },
 *   timeMs: 1000,
 * });
 * // … await ai.chooseMove(pos) for every move of the game …
 * await ai.close();
 * ```
 */
export function parallelPlayer<P extends Position<number> = Position<number>>(
  options: NodeParallelOptions,
): ParallelPlayer<P> {
  return playerOn<P>({ ...options, spawn: options.spawn ?? spawnNodeThread });
}
