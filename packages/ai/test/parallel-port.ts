/**
 * Search "threads" in this thread for the parallel player's tests: each is {@link serveSearch}
 * on one end of a `MessageChannel` (an EventTarget port, as a Web Worker's scope is), so the
 * protocol runs exactly as between threads, only without the cost and nondeterminism of real
 * ones. `@quadrille/examples` is handed over preloaded, as a bundled Web Worker would.
 */
import { MessageChannel } from 'node:worker_threads';
import * as examples from '@quadrille/examples';
import type { ThreadEndpoint, ThreadEvent } from '../src/parallel/coordinator.js';
import { type SearchPort, serveSearch } from '../src/parallel/worker.js';

/** The game of these tests, named as a thread finds it. */
export const MNK = { module: '@quadrille/examples', game: 'mnk' } as const;

/**
 * A spawn function for in-process threads, counting the threads it started; `modules` are
 * handed over preloaded too, beside `@quadrille/examples`.
 */
export function inProcessThreads(modules: Readonly<Record<string, unknown>> = {}): {
  spawn: () => ThreadEndpoint;
  readonly started: number;
} {
  let started = 0;
  return {
    spawn() {
      started++;
      const { port1, port2 } = new MessageChannel();
      serveSearch({
        port: port2 as unknown as SearchPort,
        modules: { '@quadrille/examples': examples, ...modules },
      });
      return {
        postMessage: (message) => port1.postMessage(message),
        addEventListener: (type, listener) => {
          if (type === 'message') port1.addEventListener('message', (e) => listener(e as ThreadEvent));
        },
        terminate: () => {
          port1.close();
        },
      };
    },
    get started() {
      return started;
    },
  };
}

/**
 * A thread that never answers (hung, or silently dead as a browser may leave a worker), with a
 * hook to make it report an error event instead.
 */
export function silentThread(): ThreadEndpoint & { fail(message: string): void } {
  const errorListeners: ((event: ThreadEvent) => void)[] = [];
  return {
    postMessage: () => undefined,
    addEventListener: (type, listener) => {
      if (type === 'error') errorListeners.push(listener);
    },
    terminate: () => undefined,
    fail: (message) => {
      for (const listener of errorListeners) listener({ message });
    },
  };
}
