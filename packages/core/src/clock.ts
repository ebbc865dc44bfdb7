/**
 * The game clock every package shares: {@link ClockSettings} (main time with a Fischer
 * increment, then Canadian byo-yomi periods), its limits ({@link CLOCK_LIMITS}), its readers
 * (typed settings, untrusted JSON, the `SECONDS[+INCREMENT]` text of a command line), its words,
 * and {@link GameClock}, the account of one seat's time that the search, GTP and the command
 * line keep (and an online room can: one per seat, stored as numbers). Every mistake is an
 * `OptionsError` with reason `bad-clock`.
 *
 * @module
 */

import { OptionsError } from './errors.js';
import { describeValue, type Fail, isPlainObject, readRecord } from './untrusted.js';

/**
 * A game clock, in milliseconds: `totalMs` of main time, `incrementMs` added after each move
 * made in main time (Fischer's increment), and once the main time is spent, Canadian byo-yomi:
 * `byoMs` for every `stones` moves (GTP's `time_settings`; "stones" is GTP's word for the moves
 * of a period). The optional fields default to 0; byo-yomi needs both of its fields.
 *
 * @example
 * ```ts
 * import { describeClock } from '@quadrille/core';
 *
 * console.log(describeClock({ totalMs: 60_000, incrementMs: 2000 })); // => 60 s a game + 2 s a move
 * console.log(describeClock({ totalMs: 300_000, byoMs: 30_000, stones: 5 })); // => 300 s a game, then byo-yomi: 30 s for every 5 moves
 * ```
 */
export interface ClockSettings {
  /** Milliseconds of main time for the game (0 only with byo-yomi: the game starts in it). */
  readonly totalMs: number;
  /** Milliseconds added after each move made in main time (default 0; needs main time). */
  readonly incrementMs?: number;
  /** Milliseconds of each byo-yomi period once the main time is spent (default 0: none). */
  readonly byoMs?: number;
  /** Moves to play in each byo-yomi period (default 0: none; given with `byoMs`). */
  readonly stones?: number;
}

/** A day in milliseconds. */
const DAY_MS = 86_400_000;

/**
 * The most a clock may hold, one constant for every reader and keeper:
 * - `totalMs`: main time of a day — and no clock ever holds more, whatever its increments add
 *   ({@link GameClock} caps the time left there), so a timer or a stored record stays small;
 * - `incrementMs` and `byoMs`: a day each, as the main time: more could never be spent;
 * - `stones`: 1000 moves a period, far past any real byo-yomi (Go's hold a few dozen at most).
 */
export const CLOCK_LIMITS = {
  /** The most main time, and the most time a clock holds: a day. */
  totalMs: DAY_MS,
  /** The largest increment: a day. */
  incrementMs: DAY_MS,
  /** The longest byo-yomi period: a day. */
  byoMs: DAY_MS,
  /** The most moves in a byo-yomi period. */
  stones: 1000,
} as const;

/** The keys of a clock, in the order of {@link ClockSettings}. */
const CLOCK_KEYS = ['totalMs', 'incrementMs', 'byoMs', 'stones'] as const;

/** The keys of a stored {@link ClockState}, both required. */
const STATE_KEYS = ['remainingMs', 'periodMovesLeft'] as const;

/** Throws the `OptionsError` of every clock mistake: reason `bad-clock`. */
function badClock(message: string): never {
  throw new OptionsError(message, 'bad-clock');
}

/** A {@link Fail} for core's untrusted-data readers: `bad-clock`, whatever the reader's own reason. */
const failClock: Fail = (message) => badClock(message);

/**
 * `value` as a plain object with keys among `keys` only, `required` among them (core's
 * `readRecord`: no getter runs, no `__proto__` is read), every mistake `bad-clock`.
 */
function readClockRecord(
  value: unknown,
  keys: readonly string[],
  required: readonly string[],
  what: string,
): Record<string, unknown> {
  const record = readRecord(value, keys, what, failClock, 'bad-clock');
  const missing = required.filter((key) => !Object.hasOwn(record, key));
  if (missing.length > 0) badClock(`${what} needs ${missing.join(' and ')}`);
  return record;
}

/** Whether `value` is a number from 0 to `max`. */
function inRange(value: unknown, max: number): value is number {
  return typeof value === 'number' && value >= 0 && value <= max;
}

/**
 * `clock` checked, the optional fields filled in with 0.
 *
 * @throws `OptionsError` (reason `bad-clock`) unless every field is a number from 0 to its
 *   {@link CLOCK_LIMITS} (`stones` a whole number), `byoMs` and `stones` are both 0 or both
 *   positive, and the clock has time: main time, or byo-yomi (then no increment, which is only
 *   credited in main time).
 */
export function checkClock(clock: ClockSettings): Required<ClockSettings> {
  if (!isPlainObject(clock)) {
    badClock(`a clock is { totalMs, incrementMs?, byoMs?, stones? }, got ${describeValue(clock)}`);
  }
  const { totalMs, incrementMs = 0, byoMs = 0, stones = 0 } = clock;
  for (const [key, value] of [
    ['totalMs', totalMs],
    ['incrementMs', incrementMs],
    ['byoMs', byoMs],
  ] as const) {
    if (!inRange(value, CLOCK_LIMITS[key])) {
      badClock(
        `clock.${key} must be milliseconds from 0 to ${CLOCK_LIMITS[key]}, got ${describeValue(value)}`,
      );
    }
  }
  if (!(inRange(stones, CLOCK_LIMITS.stones) && Number.isInteger(stones))) {
    badClock(
      `clock.stones must be a whole number of moves from 0 to ${CLOCK_LIMITS.stones}, got ${describeValue(stones)}`,
    );
  }
  if (byoMs > 0 !== stones > 0) {
    badClock(`byo-yomi needs both byoMs and stones (or neither), got byoMs ${byoMs} and stones ${stones}`);
  }
  if (totalMs === 0 && (stones === 0 || incrementMs > 0)) {
    badClock(
      stones === 0
        ? 'a clock needs time: a positive totalMs, or byo-yomi'
        : 'a clock with no main time has no increment: the increment is credited in main time only',
    );
  }
  return { totalMs, incrementMs, byoMs, stones };
}

/**
 * A clock read from untrusted data (JSON from a file, a job, the network): a plain object with
 * `totalMs` and any of `incrementMs`, `byoMs`, `stones`, and nothing else, checked by
 * {@link checkClock}.
 *
 * @throws `OptionsError` (reason `bad-clock`) for anything else; never another exception.
 */
export function readClock(value: unknown): Required<ClockSettings> {
  return checkClock(readClockRecord(value, CLOCK_KEYS, ['totalMs'], 'a clock') as unknown as ClockSettings);
}

/**
 * Seconds as a command line writes them: digits with an optional fraction (`60`, `0.5`, `.5`,
 * `2.`), no sign, exponent or `Infinity`. Unambiguous, so that it runs in linear time on any text.
 */
const SECONDS = String.raw`(?:\d+(?:\.\d*)?|\.\d+)`;

/** `SECONDS` or `SECONDS+INCREMENT`. */
const CLOCK_TEXT = new RegExp(`^(${SECONDS})(?:\\+(${SECONDS}))?$`);

/**
 * A clock written `SECONDS[+INCREMENT]` (a command line's `--clock 60+2`): seconds of main time
 * and, if given, seconds of increment, in whole milliseconds (`1.1` is 1100 ms). Only the fields
 * written are set.
 *
 * @throws `OptionsError` (reason `bad-clock`) for other text, or a clock {@link checkClock} refuses
 *   (no time, or more than {@link CLOCK_LIMITS}).
 * @example
 * ```ts
 * import { readClockText } from '@quadrille/core';
 *
 * console.log(JSON.stringify(readClockText('60+2'))); // => {"totalMs":60000,"incrementMs":2000}
 * ```
 */
export function readClockText(text: string): ClockSettings {
  const match = typeof text === 'string' ? CLOCK_TEXT.exec(text) : null;
  if (match === null) {
    badClock(`a clock is SECONDS or SECONDS+INCREMENT, got ${describeValue(text)}`);
  }
  const ms = (written: string) => Math.round(Number(written) * 1000);
  const clock = {
    totalMs: ms(match[1]!),
    ...(match[2] === undefined ? {} : { incrementMs: ms(match[2]) }),
  };
  checkClock(clock);
  return clock;
}

/** Milliseconds as seconds in words: `2 s`, `0.5 s`. */
function seconds(ms: number): string {
  return `${ms / 1000} s`;
}

/**
 * The clock in words: `60 s a game`, `60 s a game + 2 s a move`, `300 s a game, then byo-yomi:
 * 30 s for every 5 moves`, `byo-yomi: 10 s a move`.
 *
 * @throws `OptionsError` (reason `bad-clock`) for an invalid clock.
 */
export function describeClock(clock: ClockSettings): string {
  const { totalMs, incrementMs, byoMs, stones } = checkClock(clock);
  const main =
    incrementMs === 0
      ? `${seconds(totalMs)} a game`
      : `${seconds(totalMs)} a game + ${seconds(incrementMs)} a move`;
  if (stones === 0) return main;
  const byoYomi = `byo-yomi: ${seconds(byoMs)} ${stones === 1 ? 'a move' : `for every ${stones} moves`}`;
  return totalMs === 0 ? byoYomi : `${main}, then ${byoYomi}`;
}

/** What a clock reads before a move: what a search's schedule needs to plan it. */
export interface ClockReading {
  /** Milliseconds left on the mover's clock (below 0: its flag has fallen). */
  readonly remainingMs: number;
  /** Milliseconds the clock gains after this move (default 0). */
  readonly incrementMs?: number;
  /**
   * How many moves the time left must last, when the clock says so (in a byo-yomi period: the
   * moves left in it, as GTP's `time_left` gives them).
   */
  readonly movesToGo?: number;
}

/**
 * A {@link GameClock}'s account as plain numbers, for storage (`JSON.stringify` writes it;
 * {@link GameClock.fromJSON} reads it back).
 */
export interface ClockState {
  /** Milliseconds left: of main time, or of the current byo-yomi period (below 0: flag fallen). */
  readonly remainingMs: number;
  /** Moves left in the current byo-yomi period; 0 in main time. */
  readonly periodMovesLeft: number;
}

/**
 * The account of one seat's time in one game, on a {@link ClockSettings} clock: the time left
 * (of main time, then of the current byo-yomi period), charged after each move with the time it
 * took. A move in main time earns the increment; a move that spends the main time enters
 * byo-yomi (less what it overran), whose period starts afresh once its moves are played; a move
 * that overruns the time left with nothing more to come makes the flag fall
 * ({@link GameClock.flagged}: the seat has lost on time, and its clock stops). The time left
 * stays within {@link CLOCK_LIMITS}`.totalMs` (a day) of 0 either way, whatever the increments
 * add or a move overruns. Keep one per seat: a player keeps its own, a room one per seat (and
 * stores each one's {@link GameClock.toJSON}).
 *
 * @example
 * ```ts
 * import { GameClock } from '@quadrille/core';
 *
 * const clock = new GameClock({ totalMs: 60_000, incrementMs: 2000 });
 * clock.charge(5000); // a move that took 5 s
 * console.log(clock.remainingMs); // => 57000
 * const saved = JSON.stringify(clock);
 * console.log(GameClock.fromJSON({ totalMs: 60_000, incrementMs: 2000 }, JSON.parse(saved)).remainingMs); // => 57000
 * ```
 */
export class GameClock {
  /** The settings, checked and filled in. */
  readonly settings: Required<ClockSettings>;
  private left = 0;
  private periodMoves = 0;

  /**
   * A clock at the start of a game: the whole main time (or, with no main time, the first
   * byo-yomi period).
   *
   * @throws `OptionsError` (reason `bad-clock`) for invalid settings.
   */
  constructor(settings: ClockSettings) {
    this.settings = checkClock(settings);
    this.reset();
  }

  /**
   * A clock on `settings` in the state {@link GameClock.toJSON} wrote, read from untrusted data:
   * exactly `{ remainingMs, periodMovesLeft }`, as {@link GameClock.set} takes them.
   *
   * @throws `OptionsError` (reason `bad-clock`) for invalid settings or state.
   */
  static fromJSON(settings: ClockSettings, data: unknown): GameClock {
    const clock = new GameClock(settings);
    const state = readClockRecord(data, STATE_KEYS, STATE_KEYS, 'a clock state');
    clock.set(state.remainingMs as number, state.periodMovesLeft as number);
    return clock;
  }

  /** Milliseconds left: of main time, or of the current byo-yomi period (below 0 once the flag has fallen). */
  get remainingMs(): number {
    return this.left;
  }

  /** Moves left to play in the current byo-yomi period; 0 in main time. */
  get periodMovesLeft(): number {
    return this.periodMoves;
  }

  /** Whether the seat has lost on time: a move overran all the time it had. */
  get flagged(): boolean {
    return this.left < 0;
  }

  /**
   * The most milliseconds the next move may take before the flag falls: the time left, and in
   * main time a byo-yomi period beyond it (a room's timer waits this long). 0 once flagged.
   */
  get maxMoveMs(): number {
    if (this.flagged) return 0;
    return this.periodMoves === 0 && this.settings.stones > 0 ? this.left + this.settings.byoMs : this.left;
  }

  /** Starts the clock afresh for a new game. */
  reset(): void {
    const { totalMs, byoMs, stones } = this.settings;
    [this.left, this.periodMoves] = totalMs === 0 ? [byoMs, stones] : [totalMs, 0];
  }

  /**
   * Sets the account from a reading that knows better (a GTP controller's `time_left`, a caller's
   * `timeLeftMs`, a stored state): the time left (negative: the flag has fallen) and the moves
   * left in the current byo-yomi period (0: main time).
   *
   * @throws `OptionsError` (reason `bad-clock`), changing nothing, unless `remainingMs` is a number
   *   within a day of 0 either way ({@link CLOCK_LIMITS}`.totalMs`) and `periodMovesLeft` a whole
   *   number from 0 to the clock's `stones`.
   */
  set(remainingMs: number, periodMovesLeft = 0): void {
    const limit = CLOCK_LIMITS.totalMs;
    if (!(typeof remainingMs === 'number' && Math.abs(remainingMs) <= limit)) {
      badClock(
        `the time left must be milliseconds from -${limit} to ${limit}, got ${describeValue(remainingMs)}`,
      );
    }
    const { stones } = this.settings;
    if (!(inRange(periodMovesLeft, stones) && Number.isInteger(periodMovesLeft))) {
      badClock(
        `the moves left in a byo-yomi period must be a whole number from 0 to ${stones}, got ${describeValue(periodMovesLeft)}`,
      );
    }
    this.left = remainingMs;
    this.periodMoves = periodMovesLeft;
  }

  /**
   * Counts a move that took `usedMs` (a clock that went backwards costs nothing). Once the flag
   * has fallen, nothing more is counted.
   *
   * @throws `OptionsError` (reason `bad-clock`), changing nothing, for a time that is not finite.
   */
  charge(usedMs: number): void {
    if (!(typeof usedMs === 'number' && Number.isFinite(usedMs))) {
      badClock(`a move's time must be a finite number, got ${describeValue(usedMs)}`);
    }
    if (this.flagged) return;
    const { incrementMs, byoMs, stones } = this.settings;
    let left = this.left - Math.max(0, usedMs);
    if (this.periodMoves > 0) {
      // In byo-yomi: a period's last move in time starts the next period.
      if (left >= 0 && --this.periodMoves === 0) [left, this.periodMoves] = [byoMs, stones];
    } else if (left <= 0 && stones > 0) {
      // Main time spent: byo-yomi begins, less what this move overran (the flag falls if that is all of it).
      [left, this.periodMoves] = [left + byoMs, stones];
    } else if (left >= 0) {
      left += incrementMs;
    }
    // Within a day either way, as a reading may set it: a stored account always reads back.
    this.left = Math.max(-CLOCK_LIMITS.totalMs, Math.min(CLOCK_LIMITS.totalMs, left));
  }

  /** What the clock reads for the next move: the time left, the increment it earns, the moves it must last. */
  reading(): ClockReading {
    const { left, periodMoves } = this;
    return periodMoves > 0
      ? { remainingMs: left, incrementMs: 0, movesToGo: periodMoves }
      : { remainingMs: left, incrementMs: this.settings.incrementMs };
  }

  /** The account as plain numbers, for storage. */
  toJSON(): ClockState {
    return { remainingMs: this.left, periodMovesLeft: this.periodMoves };
  }
}
