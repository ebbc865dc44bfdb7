/**
 * A room's clocks in one place: their settings ({@link ClockSettings}, read from a client's
 * create options by {@link readClock}) and {@link TurnClock}, the accounting — the milliseconds
 * each seat has left, what a turn costs (the time used, the increment after a move, never more
 * than {@link MAX_CLOCK_MS}), the move time of a person seat, and the turn's timers (the one that
 * ends a turn whose time ran out, and the tick that shows the running clock).
 *
 * @module
 */

import { describeValue, failOptions, OptionsError, Reason, readRecord } from '@quadrille/core';
import { type LongTimer, setLongTimeout } from '../long-timer.js';

/** A clock's settings, in milliseconds. */
export interface ClockSettings {
  /** Milliseconds for the whole game. */
  readonly total: number;
  /** Milliseconds added after each of the seat's moves. */
  readonly increment: number;
}

/** The most milliseconds a clock may hold: one day. */
export const MAX_CLOCK_MS = 86_400_000;

const CLOCK_KEYS = ['total', 'increment'] as const;

/** How often a running clock is shown again, in milliseconds. */
const TICK_MS = 1000;

/** `ms` within what a clock may hold: 0 to {@link MAX_CLOCK_MS}, whatever the increments added. */
export function capClock(ms: number): number {
  return Math.min(MAX_CLOCK_MS, Math.max(0, ms));
}

/**
 * The clock of a client's create options (`{ total, increment? }`), or `undefined` for none.
 *
 * @throws `OptionsError`: `unknown-option` for another field, `bad-clock` for a total outside
 *   1000 to {@link MAX_CLOCK_MS} or an increment outside 0 to {@link MAX_CLOCK_MS}.
 */
export function readClock(value: unknown): ClockSettings | undefined {
  if (value === undefined) return undefined;
  const clock = readRecord(value, CLOCK_KEYS, 'clock', failOptions, Reason.UnknownOption);
  const total = clock.total;
  const increment = clock.increment ?? 0;
  if (!Number.isInteger(total) || (total as number) < 1000 || (total as number) > MAX_CLOCK_MS)
    throw new OptionsError(
      `clock.total must be milliseconds from 1000 to ${MAX_CLOCK_MS}, got ${describeValue(total)}`,
      'bad-clock',
    );
  if (!Number.isInteger(increment) || (increment as number) < 0 || (increment as number) > MAX_CLOCK_MS)
    throw new OptionsError(
      `clock.increment must be milliseconds from 0 to ${MAX_CLOCK_MS}, got ${describeValue(increment)}`,
      'bad-clock',
    );
  return { total: total as number, increment: increment as number };
}

/** What the running turn tells the room. */
export interface TurnEvents {
  /** The seat's time (its clock or its move time) ran out. */
  timeUp(): void;
  /** The seat's clock now shows `ms` (every second while its turn runs). */
  tick(ms: number): void;
}

/** The turn under way: whose, since when, and its timers. */
interface RunningTurn {
  readonly seat: number;
  readonly person: boolean;
  readonly since: number;
  readonly flag: LongTimer | undefined;
  readonly ticker: ReturnType<typeof setInterval> | undefined;
}

/**
 * The clocks of a room's seats and the turn under way. Between turns (before every seat is
 * taken, after the end) no clock runs. Times come from `Date.now()`.
 */
export class TurnClock {
  /** The clock settings, or `null` for a room without a clock. */
  readonly settings: ClockSettings | null;
  readonly #moveTimeoutMs: number | undefined;
  #clocks: readonly number[];
  #turn: RunningTurn | undefined;

  /**
   * @param settings - the room's clock, or `null`.
   * @param clocks - milliseconds left per seat (empty without a clock); each is capped to
   *   {@link MAX_CLOCK_MS} (a record written before clocks were capped, or by hand).
   * @param moveTimeoutMs - milliseconds a person seat has for each move, if limited.
   */
  constructor(settings: ClockSettings | null, clocks: readonly number[], moveTimeoutMs?: number) {
    this.settings = settings;
    this.#clocks = settings === null ? [] : clocks.map(capClock);
    this.#moveTimeoutMs = moveTimeoutMs;
  }

  /** Milliseconds left per seat, as of the start of the turn under way (empty without a clock). */
  get clocks(): readonly number[] {
    return this.#clocks;
  }

  /** The seat whose turn runs, or `undefined` between turns. */
  get turn(): number | undefined {
    return this.#turn?.seat;
  }

  /**
   * Starts `seat`'s turn now (ending any other): its clock runs, `events.timeUp` fires once its
   * clock or (for a `person`) its move time runs out, and `events.tick` shows its clock every
   * second. The timer waits in pieces, as a clock may hold more than a Node timer waits.
   */
  start(seat: number, person: boolean, events: TurnEvents): void {
    this.stop();
    const since = Date.now();
    const left = this.#left(seat, person, since, since);
    const flag = left === Number.POSITIVE_INFINITY ? undefined : setLongTimeout(left, () => events.timeUp());
    const clock = this.settings === null ? undefined : this.#clocks[seat]!;
    const ticker =
      clock === undefined
        ? undefined
        : setInterval(() => events.tick(Math.max(0, clock - (Date.now() - since))), TICK_MS);
    this.#turn = { seat, person, since, flag, ticker };
  }

  /** Ends the turn under way, if any: no clock runs and no timer fires. */
  stop(): void {
    const turn = this.#turn;
    if (turn === undefined) return;
    turn.flag?.clear();
    if (turn.ticker !== undefined) clearInterval(turn.ticker);
    this.#turn = undefined;
  }

  /**
   * Milliseconds the seat to move has left now for its move: its clock, and its move time if it
   * is a person's; `Infinity` with neither, or between turns.
   */
  left(): number {
    const turn = this.#turn;
    if (turn === undefined) return Number.POSITIVE_INFINITY;
    return this.#left(turn.seat, turn.person, turn.since, Date.now());
  }

  /**
   * The clocks once the turn under way ends now: its seat is charged the time it used (down to
   * 0), plus the increment if it `moved`, capped to {@link MAX_CLOCK_MS}. Between turns, the
   * clocks as they are. Nothing changes until {@link TurnClock.set}.
   */
  charged(moved: boolean): readonly number[] {
    const turn = this.#turn;
    const settings = this.settings;
    if (turn === undefined || settings === null) return this.#clocks;
    const clocks = [...this.#clocks];
    const used = Date.now() - turn.since;
    clocks[turn.seat] = capClock(Math.max(0, clocks[turn.seat]! - used) + (moved ? settings.increment : 0));
    return clocks;
  }

  /** Takes `clocks` (from {@link TurnClock.charged}, once they are stored) as the seats' clocks. */
  set(clocks: readonly number[]): void {
    this.#clocks = clocks;
  }

  #left(seat: number, person: boolean, since: number, now: number): number {
    const used = now - since;
    const clock = this.settings === null ? Number.POSITIVE_INFINITY : this.#clocks[seat]! - used;
    const move =
      this.#moveTimeoutMs !== undefined && person ? this.#moveTimeoutMs - used : Number.POSITIVE_INFINITY;
    return Math.min(clock, move);
  }
}
