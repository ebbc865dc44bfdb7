/**
 * `dist/standalone-worker.js`: the computer's worker for `@quadrille/board/standalone` — the
 * search, serving the games of `@quadrille/games`, in one self-contained module that
 * `attachComputer` of the standalone build starts from beside itself.
 *
 * @module
 */

import { catalogue } from '@quadrille/games';
import { serveComputer } from './serve-computer.js';

serveComputer(catalogue);
