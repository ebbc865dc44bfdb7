/**
 * The script of a search thread on Node's `worker_threads`: {@link serveSearch} on the thread's
 * `parentPort`. Started by `spawnNodeThread` of `@quadrille/ai/node`.
 *
 * @module
 */

import { parentPort } from 'node:worker_threads';
import { serveSearch } from './worker.js';

const port = parentPort;
if (port !== null) {
  serveSearch({
    port: {
      postMessage: (message) => port.postMessage(message),
      addEventListener: (_type, listener) => port.on('message', (data: unknown) => listener({ data })),
    },
  });
}
