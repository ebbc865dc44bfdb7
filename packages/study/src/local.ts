/**
 * {@link runStudy}: a study on this machine — in this thread with one worker, or on a
 * {@link GamePool} of worker threads.
 *
 * @module
 */

import { availableParallelism } from 'node:os';
import type { AnyGameDescription } from '@quadrille/core';
import { loadGame } from '@quadrille/play';
import { GameFailure } from '@quadrille/play/node';
import { type FailedGame, type StudyResult, studyResult } from './failure.js';
import { GamePool } from './pool.js';
import type { GameRecord } from './record.js';
import type { StudySpec } from './spec.js';
import { playStudyGame } from './study-game.js';

/** Settings of {@link runStudy}. */
export interface LocalRunOptions {
  /** Threads to play on (default: the number of cores); 1 plays in the calling thread. */
  readonly workers?: number;
  /** Indices already played (e.g. read back from a results file): they are not replayed. */
  readonly skip?: ReadonlySet<number>;
  /**
   * The game, already loaded, for `workers: 1` (default: loaded from the spec's module).
   * Threads always load it from the module.
   */
  readonly game?: AnyGameDescription;
  /** Called with each record as its game ends (in order of finishing, not of index). */
  onRecord?(record: GameRecord): void;
  /** Called for each game that failed. */
  onFailure?(failure: FailedGame): void;
}

/**
 * Plays every game of `spec` not in `skip`, and resolves to the records (by index) and the
 * games that failed. The same spec gives the same records with any number of workers (under an
 * iteration budget), since each game depends on the spec and its index alone.
 *
 * @example
 * ```ts
 * const spec = defineStudy({ module: '@quadrille/games', game: 'talpa', options: { size: 6 },
 *   players: ['mcts', 'mcts'], budget: { iterations: 100 }, games: 20 });
 * const { records } = await runStudy(spec, { workers: 2 });
 * console.log(formatStudySummary(summariseStudy(records, spec.players)));
 * ```
 */
export async function runStudy(spec: StudySpec, options: LocalRunOptions = {}): Promise<StudyResult> {
  const workers = options.workers ?? availableParallelism();
  const todo = Array.from({ length: spec.games }, (_, i) => i).filter((i) => !options.skip?.has(i));
  const records: GameRecord[] = [];
  const failures: FailedGame[] = [];
  const done = (record: GameRecord) => {
    records.push(record);
    options.onRecord?.(record);
  };
  const fail = (index: number, error: unknown) => {
    const failure = { index, error: messageOf(error) };
    failures.push(failure);
    options.onFailure?.(failure);
  };
  if (workers <= 1) {
    const game = options.game ?? (await loadGame(spec));
    for (const index of todo) {
      try {
        done(await playStudyGame(game, spec, index));
      } catch (e) {
        fail(index, e);
      }
    }
    return studyResult(records, failures);
  }
  const pool = new GamePool(Math.min(workers, Math.max(1, todo.length)));
  try {
    // A window of twice the threads in flight: the queue never runs dry, and a 10-million-game
    // study does not hold 10 million promises.
    let next = 0;
    const lane = async () => {
      while (next < todo.length) {
        const index = todo[next++]!;
        await pool.play(spec, index).then(done, (e) => fail(index, e));
      }
    };
    await Promise.all(Array.from({ length: pool.size * 2 }, lane));
  } finally {
    await pool.close();
  }
  return studyResult(records, failures);
}

function messageOf(error: unknown): string {
  if (error instanceof GameFailure) return error.detail;
  return error instanceof Error ? error.message : String(error);
}
