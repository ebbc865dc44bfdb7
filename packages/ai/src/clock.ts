/**
 * The search's schedule on a game clock: how the time left on a player's clock (core's
 * `GameClock`, on core's `ClockSettings`) becomes the time of one move ({@link timeForMove},
 * {@link moveTime}), which a game's knowledge can shape (`GameKnowledge.timeShare`: Blokus
 * spends most of its time on its opening), and the reading a player plans from
 * ({@link plannedReading}).
 *
 * @module
 */

import {
  type ClockReading,
  type GameClock,
  type GameKnowledge,
  OptionsError,
  type Position,
} from '@quadrille/core';
import type { ChooseOptions } from './player.js';

/**
 * The share of the time left that a move gets when neither the game's knowledge nor the caller
 * says more: 1/20, as if 20 moves were left whatever the game (the first move of a game gets
 * 5% of the clock, the 20th about 2%; the clock never runs out).
 */
export const DEFAULT_TIME_SHARE = 1 / 20;

/**
 * The largest share of the time left that the game's knowledge can give one move: even a move
 * the knowledge takes for the last keeps half the clock in hand, in case it is not.
 */
export const MAX_TIME_SHARE = 0.5;

/** The share of the time left held back for what the search does not count (replies, I/O, clean-up). */
export const CLOCK_RESERVE_SHARE = 0.05;

/** The most time held back by {@link CLOCK_RESERVE_SHARE}: one second. */
export const CLOCK_RESERVE_MAX_MS = 1000;

/** The least time a move gets, however little is left: the search still returns a move. */
export const MIN_MOVE_MS = 1;

/**
 * The schedule: milliseconds for this move, given the clock and the share of the time left
 * this move should get (`1 / movesToGo`, or the game's `timeShare`). A reserve of
 * {@link CLOCK_RESERVE_SHARE} of the time left (at most {@link CLOCK_RESERVE_MAX_MS}) is held
 * back for what the search does not count; the move gets `share` of the rest, plus most of the
 * increment it will earn (90%: the clock still gains a little each move); never more than the
 * rest, never less than {@link MIN_MOVE_MS}. Pure: the same reading gives the same time.
 *
 * @param reading - the clock, and the share of its time left that this move gets, in (0, 1].
 * @throws `OptionsError` (reason `bad-clock`) for a share outside (0, 1] or a reading that is
 *   not numbers.
 * @example
 * ```ts
 * import { timeForMove } from '@quadrille/ai';
 *
 * // A minute left, 5% of it for this move, 2 s increment: 5% of 59 s, plus 1.8 s.
 * console.log(timeForMove({ remainingMs: 60_000, incrementMs: 2000, share: 0.05 })); // => 4750
 * ```
 */
export function timeForMove(reading: ClockReading & { readonly share: number }): number {
  const { remainingMs, incrementMs = 0, share } = reading;
  if (!(share > 0 && share <= 1)) {
    throw new OptionsError(
      `a move's share of the clock must be in (0, 1], got ${String(share)}`,
      'bad-clock',
    );
  }
  if (!(Number.isFinite(remainingMs) && Number.isFinite(incrementMs) && incrementMs >= 0)) {
    throw new OptionsError(
      `a clock reading needs finite times, got ${String(remainingMs)} left + ${String(incrementMs)}`,
      'bad-clock',
    );
  }
  const reserve = Math.min(CLOCK_RESERVE_MAX_MS, CLOCK_RESERVE_SHARE * Math.max(0, remainingMs));
  const usable = Math.max(0, remainingMs - reserve);
  const planned = share * usable + 0.9 * incrementMs;
  return Math.max(MIN_MOVE_MS, Math.round(Math.min(planned, usable)));
}

/**
 * The share of the time left the mover should spend on `pos`: `1 / movesToGo` when the clock
 * gives it, else the knowledge's `timeShare(pos)` (clamped to (0, {@link MAX_TIME_SHARE}]),
 * else {@link DEFAULT_TIME_SHARE}.
 */
export function moveShare<P extends Position<number>>(
  pos: P,
  knowledge?: GameKnowledge<P>,
  movesToGo?: number,
): number {
  if (movesToGo !== undefined && movesToGo >= 1) return 1 / Math.floor(movesToGo);
  const share = knowledge?.timeShare?.(pos);
  if (share === undefined || !(share > 0)) return DEFAULT_TIME_SHARE;
  return Math.min(MAX_TIME_SHARE, share);
}

/**
 * Milliseconds for the move in `pos` by the schedule: {@link timeForMove} with the share
 * {@link moveShare} gives. What `mctsPlayer({ clock })` searches for each move, and what a GTP
 * engine can show before it searches.
 *
 * @example
 * ```ts
 * import { moveTime } from '@quadrille/ai';
 * import { blokus } from '@quadrille/blokus';
 *
 * const pos = blokus.create({ variant: 'duo' });
 * // Blokus front-loads: its first move gets about a sixth of the time left.
 * const ms = moveTime(pos, { remainingMs: 60_000 }, blokus.knowledge);
 * console.log(ms > 8000 && ms < 12_000); // => true
 * ```
 */
export function moveTime<P extends Position<number>>(
  pos: P,
  reading: ClockReading,
  knowledge?: GameKnowledge<P>,
): number {
  return timeForMove({ ...reading, share: moveShare(pos, knowledge, reading.movesToGo) });
}

/**
 * The reading a player on `clock` plans its next move from: the caller's when it gives one
 * (`timeLeftMs`, and `movesToGo` when its clock says how many moves that time must last), else
 * the clock's own account. The clock takes the caller's time left and keeps counting from it.
 *
 * @throws `OptionsError` (reason `bad-clock`), changing nothing, for a `movesToGo` that is not a
 *   positive integer or a `timeLeftMs` the clock refuses (not within a day of 0).
 */
export function plannedReading(
  clock: GameClock,
  { timeLeftMs, movesToGo }: Pick<ChooseOptions, 'timeLeftMs' | 'movesToGo'>,
): ClockReading {
  if (movesToGo !== undefined && !(Number.isInteger(movesToGo) && movesToGo >= 1)) {
    throw new OptionsError(`movesToGo must be a positive integer, got ${String(movesToGo)}`, 'bad-clock');
  }
  if (timeLeftMs !== undefined) {
    // The caller's moves to go are a byo-yomi period's when the clock has periods that long.
    const inPeriod = movesToGo !== undefined && movesToGo <= clock.settings.stones;
    clock.set(timeLeftMs, inPeriod ? movesToGo : 0);
  }
  const reading = clock.reading();
  return movesToGo === undefined ? reading : { ...reading, movesToGo };
}
