/**
 * The messages between a {@link parallelPlayer} and its search threads, and how an error crosses
 * from a thread to the caller. Everything here is plain data: structured clone carries it
 * between threads in Node (`worker_threads`) and browsers (Web Workers) alike.
 *
 * @module
 */

import { type ErrorCode, type GameModule, QuadrilleError } from '@quadrille/core';
import type { MctsOptions } from '../options.js';
import type { MoveChoice } from '../player.js';
import type { SharedTreeData } from '../tree.js';

/**
 * The search options a thread's MCTS player gets: every {@link MctsOptions} field that is plain
 * data, but the game clock (the parallel player keeps it, and gives each search its time).
 * Knowledge and rewards are functions, so they come from the game's module (core's
 * `GameModule`: the description's own knowledge, or the export its `knowledge` names).
 */
// An interface rather than a type alias so that ParallelOptions' type hierarchy has a parent to
// show in the API docs (TypeDoc links an alias parent to nothing).
export interface ThreadOptions extends Omit<MctsOptions, 'knowledge' | 'reward' | 'clock'> {}

/**
 * A thread's part in a search on the player's game clock: the time it may search, and whether it
 * stops once its move is decided.
 */
export interface ThreadPlan {
  /** Milliseconds, from when the thread starts the search (once it has loaded the game). */
  readonly timeMs: number;
  /**
   * How many threads' simulations reach this thread's tree: it stops once its move is decided
   * at that many times its own pace, and says `decided` (the lead of a shared tree: every
   * thread; with a tree of its own: 1). 0: it searches on until stopped or out of time (a thread
   * that joins a shared tree: its lead decides for it).
   */
  readonly deciding: number;
}

/** Caller → thread. */
export type ToThread =
  /** Load the game and make the thread's player (sent once, before the first search). */
  | { readonly type: 'init'; readonly game: GameModule; readonly options: ThreadOptions }
  /**
   * Search the position `position` (its `toJSON()`) and reply with the thread's choice. With
   * `tree`, on that shared tree: the `lead` thread advances or restarts it from the position and
   * says `ready`, then the others join. With `plan`, on the player's clock: that much time,
   * not the thread's own budget.
   */
  | {
      readonly type: 'search';
      readonly id: number;
      readonly position: unknown;
      readonly tree?: SharedTreeData;
      readonly lead?: boolean;
      readonly plan?: ThreadPlan;
    }
  /** Stop search `id` now and reply with the best move so far. */
  | { readonly type: 'stop'; readonly id: number };

/** Thread → caller. */
export type FromThread =
  /** The thread's choice in search `id`. */
  | { readonly type: 'result'; readonly id: number; readonly choice: MoveChoice }
  /** The lead thread has the shared tree ready for search `id`: the others may join. */
  | { readonly type: 'ready'; readonly id: number }
  /** The thread stopped search `id` early, its move decided (see {@link ThreadPlan.deciding}); its result follows. */
  | { readonly type: 'decided'; readonly id: number }
  /** Why search `id` failed (loading the game, rebuilding the position or searching it). */
  | { readonly type: 'error'; readonly id: number; readonly error: WireError }
  /** A heartbeat, sent every {@link HEARTBEAT_MS} while searching: the thread is alive. */
  | { readonly type: 'alive' };

/** Milliseconds between two heartbeats of a searching thread. */
export const HEARTBEAT_MS = 1000;

/** An error as it crosses threads: class name, message and, for Quadrille's errors, code and reason. */
export interface WireError {
  /** The error's class name (`OptionsError`, `SetupError`, `TypeError` …). */
  readonly name: string;
  /** Its message. */
  readonly message: string;
  /** The stable code of a `QuadrilleError`. */
  readonly code?: string;
  /** The stable reason of a `QuadrilleError`, if it has one. */
  readonly reason?: string;
}

/** `error` (anything thrown) as plain data. */
export function toWire(error: unknown): WireError {
  if (error instanceof QuadrilleError) {
    return { name: error.name, message: error.message, code: error.code, reason: error.reason };
  }
  if (error instanceof Error) return { name: error.name, message: error.message };
  return { name: 'Error', message: String(error) };
}

/**
 * The error to throw in the caller: a Quadrille error is rebuilt with its code and reason, so
 * `instanceof OptionsError` (or `SetupError` …) holds as if the search had run here; any other
 * error becomes a {@link SearchThreadError} naming the thread.
 */
export function fromWire(wire: WireError, thread: number): Error {
  if (wire.code !== undefined) {
    const error = new QuadrilleError(wire.code as ErrorCode, wire.message, wire.reason);
    error.name = wire.name;
    return error;
  }
  return new SearchThreadError(thread, 'failed', `${wire.name}: ${wire.message}`);
}

/** Why a search thread let its search down. */
export type SearchThreadFailure =
  /** It threw something that is not a Quadrille error (a bug, a module that would not load). */
  | 'failed'
  /** It died: an uncaught error, an exit, a message that could not be read. */
  | 'crashed'
  /** It sent nothing for longer than the player's `stallMs`. */
  | 'stalled'
  /** The player was closed while searching, or asked to search after being closed. */
  | 'closed';

/**
 * The brand of a {@link SearchThreadError}, registered globally so that the copies of the class
 * in this package's entries and builds (ESM and CommonJS each bundle their own) recognise each
 * other's errors in `instanceof`, as core's errors do.
 */
const BRAND: unique symbol = Symbol.for('@quadrille/ai/SearchThreadError') as never;

/**
 * A search thread failed, so a parallel search could not finish. Not a bad-input error (those
 * are Quadrille errors, rebuilt as such): the threads, their modules or the host went wrong. The
 * player stays usable: its next search starts fresh threads.
 */
export class SearchThreadError extends Error {
  /** `instanceof` by brand, so that it holds across copies of this class. */
  static override [Symbol.hasInstance](value: unknown): boolean {
    return typeof value === 'object' && value !== null && (value as Record<symbol, unknown>)[BRAND] === true;
  }

  /** The index of the thread (0-based), or -1 when no single thread is to blame. */
  readonly thread: number;
  /** What happened, as a stable tag. */
  readonly reason: SearchThreadFailure;

  /**
   * @param thread - the failing thread, or -1.
   * @param reason - what happened.
   * @param detail - the details, for humans.
   */
  constructor(thread: number, reason: SearchThreadFailure, detail: string) {
    super(
      thread < 0 ? `search threads ${reason}: ${detail}` : `search thread ${thread} ${reason}: ${detail}`,
    );
    this.name = 'SearchThreadError';
    Object.defineProperty(this, BRAND, { value: true });
    this.thread = thread;
    this.reason = reason;
  }
}
