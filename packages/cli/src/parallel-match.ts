/**
 * {@link runParallelMatch}: the games of a match on worker threads (`@quadrille/play/node`'s
 * `ThreadPool`), each thread with players, and engine processes, of its own. Every game depends
 * on the {@link MatchSpec} and its number alone, so under an iteration budget the results are those of
 * the same match played in one thread; they are reported in game order.
 *
 * @module
 */

import type { AnyGameDescription } from '@quadrille/core';
import { GameStopped, type PlayedGame } from '@quadrille/play';
import { ThreadPool } from '@quadrille/play/node';
import { EngineError } from './gtp/engine-error.js';
import type { MatchSpec } from './match-spec.js';

/** Main thread → match thread: play game `index` of `spec`. */
export interface MatchGameRequest {
  /** The match. */
  readonly spec: MatchSpec;
  /** The game's number, from 0. */
  readonly index: number;
}

/** A played game that can cross threads: the final position as its `toJSON()`. */
export type SentGameResult = Omit<PlayedGame, 'position'> & { readonly position: unknown };

/** Match thread → main thread: the game's result, an engine's failure, or that it was stopped. */
export type MatchGameReply =
  | { readonly result: SentGameResult }
  | { readonly engineError: string }
  | { readonly stopped: true };

/**
 * Run from source (tests, `tsx`), this module is a `.ts` file and so is the thread's; built,
 * the thread is the `.js` file beside the bundle.
 */
const THREAD_URL = new URL(
  import.meta.url.endsWith('.ts') ? './match-thread.ts' : './match-thread.js',
  import.meta.url,
);

/** Callbacks and controls of {@link runParallelMatch}. */
export interface ParallelMatchOptions {
  /** Called after each game, in game order. */
  onGame?(result: PlayedGame, index: number): void;
  /** Stops the match: the games in progress are abandoned and their players closed. */
  readonly signal?: AbortSignal;
}

/**
 * Plays the games of `spec` on `workers` threads. The first failure stops the games still
 * running (their engines are closed) and is thrown once every thread is done.
 *
 * @param game - the game, loaded here too (to restore the final positions).
 * @throws play's `GameStopped` when `signal` aborts; {@link EngineError} when an engine failed;
 *   play's `GameFailure` for anything else that went wrong in a thread (a bug).
 */
export async function runParallelMatch(
  spec: MatchSpec,
  game: AnyGameDescription,
  workers: number,
  { onGame, signal }: ParallelMatchOptions = {},
): Promise<PlayedGame[]> {
  const pool = new ThreadPool<MatchGameRequest, MatchGameReply>(THREAD_URL, Math.min(workers, spec.games));
  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= pool.close();
    return closing;
  };
  const stop = () => void close();
  signal?.addEventListener('abort', stop, { once: true });
  const results: PlayedGame[] = [];
  let reported = 0;
  let failure: unknown;
  let next = 0;
  const lane = async () => {
    while (next < spec.games && failure === undefined && signal?.aborted !== true) {
      const index = next++;
      try {
        const reply = await pool.run({ spec, index }, index);
        if ('stopped' in reply) throw new GameStopped();
        if ('engineError' in reply) throw new EngineError(reply.engineError);
        results[index] = { ...reply.result, position: game.fromJSON(reply.result.position) };
        for (; results[reported] !== undefined; reported++) onGame?.(results[reported]!, reported);
      } catch (e) {
        failure ??= e;
        void close();
      }
    }
  };
  try {
    await Promise.all(Array.from({ length: pool.size }, lane));
  } finally {
    signal?.removeEventListener('abort', stop);
    await close();
  }
  if (signal?.aborted === true) throw new GameStopped();
  if (failure !== undefined) throw failure;
  return results;
}
