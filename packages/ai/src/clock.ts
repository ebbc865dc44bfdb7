/**
 * A game clock for the search: {@link ClockSettings} (time for the whole game and an increment
 * a move), the {@link GameClock} a player keeps of its own time, and the schedule that turns
 * the time left into the time of one move ({@link timeForMove}, {@link moveTime}), which a
 * game's knowledge can shape (`GameKnowledge.timeShare`: Blokus spends most of its time on its
 * opening).
 *
 * @module
 */

import {
  describeValue,
  type GameKnowledge,
  isPlainObject,
  OptionsError,
  type Position,
} from '@quadrille/core';

/** A game clock: time for the whole game, and an increment added after each move (Fischer's). */
export interface ClockSettings {
  /** Milliseconds for the whole game (positive). */
  readonly totalMs: number;
  /** Milliseconds added to the clock after each move (default 0). */
  readonly incrementMs?: number;
}

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
 * `clock` checked, the increment filled in.
 *
 * @throws `OptionsError` (reason `bad-clock`) unless `totalMs` is a positive finite number and
 *   `incrementMs`, if given, a finite number of at least 0.
 */
export function checkClock(clock: ClockSettings): Required<ClockSettings> {
  if (!isPlainObject(clock)) {
    throw new OptionsError(`a clock is { totalMs, incrementMs? }, got ${describeValue(clock)}`, 'bad-clock');
  }
  const { totalMs, incrementMs = 0 } = clock;
  if (!(typeof totalMs === 'number' && totalMs > 0 && Number.isFinite(totalMs))) {
    throw new OptionsError(`clock.totalMs must be a positive number, got ${String(totalMs)}`, 'bad-clock');
  }
  if (!(typeof incrementMs === 'number' && incrementMs >= 0 && Number.isFinite(incrementMs))) {
    throw new OptionsError(
      `clock.incrementMs must be a number of at least 0, got ${String(incrementMs)}`,
      'bad-clock',
    );
  }
  return { totalMs, incrementMs };
}

/**
 * A clock read from untrusted data (a job, a file): a plain object with `totalMs` and
 * optionally `incrementMs`, and nothing else.
 *
 * @throws `OptionsError` (reason `bad-clock`) for anything else.
 */
export function readClock(value: unknown): Required<ClockSettings> {
  if (!isPlainObject(value) || Object.keys(value).some((k) => k !== 'totalMs' && k !== 'incrementMs')) {
    throw new OptionsError(
      `a clock is { totalMs: positive number, incrementMs?: number ≥ 0 }, got ${describeValue(value)}`,
      'bad-clock',
    );
  }
  return checkClock(value as unknown as ClockSettings);
}

/**
 * The clock in words: `60 s a game` or `60 s a game + 2 s a move`.
 *
 * @example
 * ```ts
 * import { describeClock } from '@quadrille/ai';
 *
 * console.log(describeClock({ totalMs: 60_000, incrementMs: 2000 })); // => 60 s a game + 2 s a move
 * ```
 */
export function describeClock(clock: ClockSettings): string {
  const { totalMs, incrementMs } = checkClock(clock);
  const game = `${totalMs / 1000} s a game`;
  return incrementMs === 0 ? game : `${game} + ${incrementMs / 1000} s a move`;
}

/** What the schedule needs to know about a clock at one move (see {@link timeForMove}). */
export interface ClockReading {
  /** Milliseconds left on the mover's clock (0 or less: none). */
  readonly remainingMs: number;
  /** Milliseconds the clock gains after this move (default 0). */
  readonly incrementMs?: number;
  /**
   * How many moves the time left must last, when the clock says so (Canadian byo-yomi: the
   * stones left in the period, as GTP's `time_left` gives them); else the game's schedule decides.
   */
  readonly movesToGo?: number;
}

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
 * A player's account of its own clock in one game: the time left, less the time each move took,
 * plus the increment after each. `mctsPlayer({ clock })` keeps one; a caller that knows better
 * (a GTP controller's `time_left`) sets it.
 */
export class GameClock {
  /** The settings, checked. */
  readonly settings: Required<ClockSettings>;
  private left: number;

  /**
   * @param settings - the clock.
   * @throws `OptionsError` (reason `bad-clock`) for invalid settings.
   */
  constructor(settings: ClockSettings) {
    this.settings = checkClock(settings);
    this.left = this.settings.totalMs;
  }

  /** Milliseconds left (negative once the time is overspent). */
  get remainingMs(): number {
    return this.left;
  }

  /** Starts the clock afresh for a new game: the whole `totalMs` left. */
  reset(): void {
    this.left = this.settings.totalMs;
  }

  /**
   * Sets the time left (a controller's reading).
   *
   * @throws `OptionsError` (reason `bad-clock`) for a time that is not a finite number.
   */
  set(remainingMs: number): void {
    if (!Number.isFinite(remainingMs)) {
      throw new OptionsError(
        `the time left must be a finite number, got ${String(remainingMs)}`,
        'bad-clock',
      );
    }
    this.left = remainingMs;
  }

  /** Counts a move that took `usedMs`: the time left falls by it, then gains the increment. */
  charge(usedMs: number): void {
    this.left = this.left - Math.max(0, usedMs) + this.settings.incrementMs;
  }

  /** The reading of the schedule: the time left and the increment. */
  reading(): ClockReading {
    return { remainingMs: this.left, incrementMs: this.settings.incrementMs };
  }
}
