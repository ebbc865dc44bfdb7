/**
 * {@link StoredRoom}: what a room writes to its store — the game once, as its options and its
 * moves in notation, with the seats, the clocks (core's clock and each seat's `GameClock`
 * account) and the result — and {@link readStoredRoom}, which reads it back, in this layout
 * (version 3) or the ones rooms wrote before: version 2, whose clock was `{ total, increment }`
 * with one number per seat, and version 1, which also held the position's `toJSON()` (the same
 * game a second time).
 *
 * @module
 */

import {
  CLOCK_LIMITS,
  type ClockSettings,
  type ClockState,
  checkClock,
  describeValue,
  GameClock,
  isPlainObject,
  readClock,
} from '@quadrille/core';
import { RoomError } from './errors.js';

/** A seat as stored: the token that holds it (empty when free), the name, the computer level. */
export interface StoredSeat {
  /** The secret a client rejoins the seat with; empty while nobody holds it. */
  readonly token: string;
  /** The player's name. */
  readonly name: string;
  /** The computer's level, or 0 for a person. */
  readonly computer: number;
}

/** How a game ended: by the rules, a resignation, or a clock. */
export type GameEnd = 'rules' | 'resigned' | 'time';

/** A finished game's result: scores and winners per seat. */
export interface GameResult {
  /** One score per seat. */
  readonly scores: readonly number[];
  /** The seats that won. */
  readonly winners: readonly number[];
}

/** A room's game as stored: enough to bring the room back exactly. */
export interface StoredRoom {
  /** The layout's version, 3. */
  readonly version: 3;
  /** The name the room type is defined under in the server (`talpa`). */
  readonly roomName: string;
  /** The game's id. */
  readonly game: string;
  /** The preset's name. */
  readonly preset: string;
  /** The options of `create`. */
  readonly options: unknown;
  /** The moves in notation, in order: the game, replayed by the rules when the room resumes. */
  readonly moves: readonly string[];
  /** One per seat, in order. */
  readonly seats: readonly StoredSeat[];
  /** The clock, core's settings with every field filled in, or `null`. */
  readonly clock: Required<ClockSettings> | null;
  /** Each seat's account, as its `GameClock.toJSON()` writes it (empty without a clock). */
  readonly clocks: readonly ClockState[];
  /** Whether every person seat has been taken (moves and clocks run). */
  readonly started: boolean;
  /** How the game ended, or `null` while it runs. */
  readonly end: GameEnd | null;
  /** The result when it ended: scores and winners per seat. */
  readonly result: GameResult | null;
}

/** The fields of a stored room, in every layout. */
const KEYS = [
  'version',
  'roomName',
  'game',
  'preset',
  'options',
  'moves',
  'seats',
  'clock',
  'clocks',
  'started',
  'end',
  'result',
];
/** Version 1's one field more: the position's `toJSON()`, the moves' game a second time. */
const VERSION_1_RECORD = 'record';

/**
 * `data` as a {@link StoredRoom} of the shape a room writes — version 3, or an older one: version
 * 2's clock `{ total, increment }` becomes core's `{ totalMs, incrementMs }` and its number per
 * seat the account of a clock in main time (held to 0 to a day, as rooms loaded them), and
 * version 1's `record`, the same game as its moves, is left out (the moves are what the room
 * replays). The clocks are checked by core's clock; the game in it is checked by the room, which
 * replays its moves by the rules.
 *
 * @throws {@link RoomError} `bad-record` naming the first field that is wrong.
 */
export function readStoredRoom(data: unknown): StoredRoom {
  const bad = (what: string): never => {
    throw new RoomError(`stored room: ${what}`, 'bad-record');
  };
  if (!isPlainObject(data)) return bad(`not an object (${describeValue(data)})`);
  const d = data as Record<string, unknown>;
  if (d.version !== 1 && d.version !== 2 && d.version !== 3) bad('version is not 1, 2 or 3');
  for (const key of Object.keys(data))
    if (!KEYS.includes(key) && !(d.version === 1 && key === VERSION_1_RECORD))
      bad(`unknown field ${describeValue(key)}`);
  for (const key of ['roomName', 'game', 'preset'] as const)
    if (typeof d[key] !== 'string') bad(`${key} is not text`);
  if (!Array.isArray(d.moves) || !d.moves.every((m) => typeof m === 'string')) bad('moves are not text');
  const seats = d.seats;
  if (!Array.isArray(seats) || seats.length === 0) return bad('no seats');
  for (const s of seats) {
    if (
      !isPlainObject(s) ||
      typeof s.token !== 'string' ||
      typeof s.name !== 'string' ||
      !Number.isInteger(s.computer)
    )
      bad('a seat is not { token, name, computer }');
  }
  const { clock, clocks } = d.version === 3 ? readClocks(d, seats.length) : readNumberClocks(d, seats.length);
  if (typeof d.started !== 'boolean') bad('started is not a boolean');
  if (d.end !== null && d.end !== 'rules' && d.end !== 'resigned' && d.end !== 'time')
    bad('end is not a way to end');
  const result = d.result;
  if (result !== null) {
    if (
      !isPlainObject(result) ||
      !Array.isArray(result.scores) ||
      !result.scores.every((x) => Number.isFinite(x)) ||
      !Array.isArray(result.winners) ||
      !result.winners.every((x) => Number.isInteger(x))
    )
      bad('result is not { scores, winners }');
  }
  return {
    version: 3,
    roomName: d.roomName as string,
    game: d.game as string,
    preset: d.preset as string,
    options: d.options,
    moves: d.moves as string[],
    seats: (seats as StoredSeat[]).map(({ token, name, computer }) => ({ token, name, computer })),
    clock,
    clocks,
    started: d.started as boolean,
    end: d.end as GameEnd | null,
    result: result as GameResult | null,
  };
}

/** A record's clock and accounts, as {@link StoredRoom} holds them. */
type StoredClocks = Pick<StoredRoom, 'clock' | 'clocks'>;

/** Throws `bad-record` for the clocks: `what`, and why core's clock refused them. */
function badClocks(what: string, e: unknown): never {
  throw new RoomError(`stored room: ${what} (${e instanceof Error ? e.message : String(e)})`, 'bad-record');
}

/** Version 3's clocks: core's clock settings, and one `GameClock` account on them per seat. */
function readClocks(d: Record<string, unknown>, seats: number): StoredClocks {
  if (d.clock === null) return { clock: null, clocks: [] };
  let clock: Required<ClockSettings>;
  try {
    clock = readClock(d.clock);
  } catch (e) {
    return badClocks('clock is not a clock', e);
  }
  return { clock, clocks: readAccounts(clock, d.clocks, seats, (c) => c) };
}

/**
 * Version 1 and 2's clocks: `{ total, increment }` in whole milliseconds, and the milliseconds
 * left per seat, each held to 0 to a day (records written before the room capped its clocks hold
 * more; the room always loaded them so).
 */
function readNumberClocks(d: Record<string, unknown>, seats: number): StoredClocks {
  const old = d.clock;
  if (old === null) return { clock: null, clocks: [] };
  if (!isPlainObject(old) || !Number.isInteger(old.total) || !Number.isInteger(old.increment))
    throw new RoomError('stored room: clock is not { total, increment }', 'bad-record');
  let clock: Required<ClockSettings>;
  try {
    clock = checkClock({ totalMs: old.total as number, incrementMs: old.increment as number });
  } catch (e) {
    return badClocks('clock is not a clock', e);
  }
  const asAccount = (ms: unknown): unknown =>
    typeof ms === 'number' && Number.isFinite(ms)
      ? { remainingMs: Math.min(CLOCK_LIMITS.totalMs, Math.max(0, ms)), periodMovesLeft: 0 }
      : ms;
  return { clock, clocks: readAccounts(clock, d.clocks, seats, asAccount) };
}

/** `clocks` as one account per seat on `clock`, each read (after `convert`) by core's `GameClock.fromJSON`. */
function readAccounts(
  clock: Required<ClockSettings>,
  clocks: unknown,
  seats: number,
  convert: (stored: unknown) => unknown,
): ClockState[] {
  if (!Array.isArray(clocks) || clocks.length !== seats)
    throw new RoomError('stored room: clocks are not one per seat', 'bad-record');
  // Array.from, not map: a hole is read (and refused) too.
  return Array.from(clocks, (stored: unknown) => {
    try {
      return GameClock.fromJSON(clock, convert(stored)).toJSON();
    } catch (e) {
      return badClocks("a seat's clock is not an account of the clock", e);
    }
  });
}
