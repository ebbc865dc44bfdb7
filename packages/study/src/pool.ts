/**
 * {@link GamePool}: a study's games played on `worker_threads`, one game per thread at a time,
 * so a study uses every core and the calling thread stays free (a queue worker must keep
 * renewing its job locks while games run).
 *
 * @module
 */

import { ThreadPool } from '@quadrille/play/node';
import type { PlayRequest } from './messages.js';
import type { GameRecord } from './record.js';
import type { StudySpec } from './spec.js';

/**
 * Run from source (tests, `tsx`), this module is a `.ts` file and so is its thread's; built,
 * the thread is the `.js` file beside this one.
 */
const THREAD_URL = new URL(import.meta.url.endsWith('.ts') ? './thread.ts' : './thread.js', import.meta.url);

/**
 * A fixed number of game threads. {@link GamePool.play} queues a game and resolves to its
 * record; {@link GamePool.close} ends the threads.
 *
 * @example
 * ```ts
 * const pool = new GamePool(2);
 * const records = await Promise.all([0, 1, 2, 3].map((i) => pool.play(spec, i)));
 * await pool.close();
 * ```
 */
export class GamePool extends ThreadPool<PlayRequest, GameRecord> {
  /** @param size - the number of threads (at least 1). */
  constructor(size: number) {
    super(THREAD_URL, size);
  }

  /**
   * Plays game `index` of `spec` on the next free thread.
   *
   * @returns the record; rejects with a `GameFailure` (of `@quadrille/play/node`) if the game threw or its thread died.
   */
  play(spec: StudySpec, index: number): Promise<GameRecord> {
    return this.run({ spec, index }, index);
  }
}
