/**
 * {@link TurnClock}: what a room adds to core's game clock. Each seat's time is core's
 * `GameClock` (charged after each move: the increment, byo-yomi, a fallen flag — none of it
 * counted here); the room adds the turn under way and its timers (the one that ends a turn whose
 * time ran out, from the clock's `maxMoveMs` and a person's move time, and the tick that shows
 * the running clock), what ends a turn without a move costs (a resignation, a time-out), and
 * the numbers its clients see ({@link ShownClock}).
 *
 * @module
 */

import { type ClockSettings, type ClockState, GameClock } from '@quadrille/core';
import { type LongTimer, setLongTimeout } from '../long-timer.js';

/** How often a running clock is shown again, in milliseconds. */
const TICK_MS = 1000;

/** What a seat's clock shows its clients (the synced `clock` and `periodMovesLeft` of its seat). */
export interface ShownClock {
  /** Milliseconds left, of main time or of the current byo-yomi period (never below 0); -1 without a clock. */
  readonly clock: number;
  /** Moves left to play in the current byo-yomi period; 0 in main time or without byo-yomi. */
  readonly periodMovesLeft: number;
}

/** What a room without a clock shows for every seat. */
const NO_CLOCK: ShownClock = { clock: -1, periodMovesLeft: 0 };

/** What the running turn tells the room. */
export interface TurnEvents {
  /** The seat's time (its clock or its move time) ran out. */
  timeUp(): void;
  /** The seat's clock now shows `shown` (every second while its turn runs). */
  tick(shown: ShownClock): void;
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
 * taken, after the end) no clock runs. Times come from `Date.now()`, or the `now` a caller
 * passes so that one instant decides both whether a move was in time and what it costs.
 */
export class TurnClock {
  /** The clock settings (checked, every field filled in), or `null` for a room without a clock. */
  readonly settings: Required<ClockSettings> | null;
  readonly #moveTimeoutMs: number | undefined;
  #accounts: readonly GameClock[];
  #turn: RunningTurn | undefined;

  /**
   * @param settings - the room's clock, or `null`.
   * @param clocks - each seat's account as `GameClock.toJSON()` wrote it (empty without a clock).
   * @param moveTimeoutMs - milliseconds a person seat has for each move, if limited.
   * @throws `OptionsError` (reason `bad-clock`) for an account the settings cannot hold.
   */
  constructor(
    settings: Required<ClockSettings> | null,
    clocks: readonly ClockState[],
    moveTimeoutMs?: number,
  ) {
    this.settings = settings;
    this.#accounts = accountsOf(settings, clocks);
    this.#moveTimeoutMs = moveTimeoutMs;
  }

  /** Each seat's account as of the start of the turn under way, to store (empty without a clock). */
  get clocks(): readonly ClockState[] {
    return this.#accounts.map((account) => account.toJSON());
  }

  /** The seat whose turn runs, or `undefined` between turns. */
  get turn(): number | undefined {
    return this.#turn?.seat;
  }

  /** What `seat`'s clock shows as of the start of the turn under way. */
  shown(seat: number): ShownClock {
    const account = this.#accounts[seat];
    return account === undefined ? NO_CLOCK : show(account.toJSON());
  }

  /**
   * Starts `seat`'s turn now (ending any other): its clock runs, `events.timeUp` fires once all
   * the time its move may take is spent (its clock's `maxMoveMs`, a byo-yomi period beyond the
   * main time included) or, for a `person`, its move time, and `events.tick` shows its clock
   * every second. The timer waits in pieces, as a move time may be longer than a Node timer waits.
   */
  start(seat: number, person: boolean, events: TurnEvents): void {
    this.stop();
    const since = Date.now();
    const left = this.#left(seat, person, 0);
    const flag = left === Number.POSITIVE_INFINITY ? undefined : setLongTimeout(left, () => events.timeUp());
    const account = this.#accounts[seat];
    const ticker =
      account === undefined
        ? undefined
        : setInterval(() => events.tick(show(runDown(account, Date.now() - since))), TICK_MS);
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
   * Milliseconds the seat to move has left at `now` for its move (0 or less: its time is up):
   * all its clock allows, and its move time if it is a person's; `Infinity` with neither, or
   * between turns.
   */
  left(now: number = Date.now()): number {
    const turn = this.#turn;
    if (turn === undefined) return Number.POSITIVE_INFINITY;
    return this.#left(turn.seat, turn.person, now - turn.since);
  }

  /**
   * The accounts once the turn under way ends at `now`. If its seat `moved`, its clock is charged
   * the move (core's `GameClock.charge`: the time used, then the increment or the byo-yomi
   * period's count); if not (a resignation, a time-out), it keeps what ran down, no less than 0,
   * and earns nothing. Between turns, the accounts as they are. Nothing changes until
   * {@link TurnClock.set}.
   */
  charged(moved: boolean, now: number = Date.now()): readonly ClockState[] {
    const turn = this.#turn;
    const clocks = this.clocks;
    if (turn === undefined || this.settings === null) return clocks;
    const account = this.#accounts[turn.seat]!;
    const used = now - turn.since;
    const after = GameClock.fromJSON(this.settings, clocks[turn.seat]);
    if (moved) after.charge(used);
    else {
      const { remainingMs, periodMovesLeft } = runDown(account, used);
      after.set(Math.max(0, remainingMs), periodMovesLeft);
    }
    return clocks.map((clock, seat) => (seat === turn.seat ? after.toJSON() : clock));
  }

  /** Takes `clocks` (from {@link TurnClock.charged}, once they are stored) as the seats' accounts. */
  set(clocks: readonly ClockState[]): void {
    this.#accounts = accountsOf(this.settings, clocks);
  }

  #left(seat: number, person: boolean, used: number): number {
    const account = this.#accounts[seat];
    const clock = account === undefined ? Number.POSITIVE_INFINITY : account.maxMoveMs - used;
    const move =
      this.#moveTimeoutMs !== undefined && person ? this.#moveTimeoutMs - used : Number.POSITIVE_INFINITY;
    return Math.min(clock, move);
  }
}

/** One `GameClock` per seat on `settings` from the stored accounts (none without a clock). */
function accountsOf(settings: Required<ClockSettings> | null, clocks: readonly ClockState[]): GameClock[] {
  return settings === null ? [] : clocks.map((clock) => GameClock.fromJSON(settings, clock));
}

/**
 * `account` `used` ms into a turn with no move made: the time left running down, and once the
 * main time is spent, the first byo-yomi period (less what ran over), as core's `charge` enters
 * it. Below 0: the move's time is up.
 */
function runDown(account: GameClock, used: number): ClockState {
  const { byoMs, stones } = account.settings;
  const remainingMs = account.remainingMs - Math.max(0, used);
  const periodMovesLeft = account.periodMovesLeft;
  return periodMovesLeft === 0 && remainingMs <= 0 && stones > 0
    ? { remainingMs: remainingMs + byoMs, periodMovesLeft: stones }
    : { remainingMs, periodMovesLeft };
}

/** What an account shows: its time left (no less than 0) and its byo-yomi moves. */
function show({ remainingMs, periodMovesLeft }: ClockState): ShownClock {
  return { clock: Math.max(0, remainingMs), periodMovesLeft };
}
