/**
 * {@link StoredRoom}: what a room writes to its store — the game once, as its options and its
 * moves in notation, with the seats, the clocks and the result — and {@link readStoredRoom},
 * which reads it back, in this layout (version 2) or the one rooms wrote before (version 1,
 * which also held the position's `toJSON()`: the same game a second time).
 *
 * @module
 */

import { describeValue, isPlainObject } from '@quadrille/core';
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
  /** The layout's version, 2. */
  readonly version: 2;
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
  /** The clock settings, or `null`. */
  readonly clock: { readonly total: number; readonly increment: number } | null;
  /** Milliseconds left per seat (empty without a clock). */
  readonly clocks: readonly number[];
  /** Whether every person seat has been taken (moves and clocks run). */
  readonly started: boolean;
  /** How the game ended, or `null` while it runs. */
  readonly end: GameEnd | null;
  /** The result when it ended: scores and winners per seat. */
  readonly result: GameResult | null;
}

/** The fields of a stored room, in both layouts. */
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
 * `data` as a {@link StoredRoom} of the shape a room writes — version 2, or version 1 (whose
 * `record`, the same game as its moves, is left out: the moves are what the room replays). The
 * game in it is checked by the room, which replays its moves by the rules.
 *
 * @throws {@link RoomError} `bad-record` naming the first field that is wrong.
 */
export function readStoredRoom(data: unknown): StoredRoom {
  const bad = (what: string): never => {
    throw new RoomError(`stored room: ${what}`, 'bad-record');
  };
  if (!isPlainObject(data)) return bad(`not an object (${describeValue(data)})`);
  const d = data as Record<string, unknown>;
  if (d.version !== 1 && d.version !== 2) bad('version is not 1 or 2');
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
  const clock = d.clock;
  if (clock !== null) {
    if (!isPlainObject(clock) || !Number.isInteger(clock.total) || !Number.isInteger(clock.increment))
      bad('clock is not { total, increment }');
    if (
      !Array.isArray(d.clocks) ||
      d.clocks.length !== seats.length ||
      !d.clocks.every((c) => Number.isFinite(c))
    )
      bad('clocks are not one number per seat');
  }
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
    version: 2,
    roomName: d.roomName as string,
    game: d.game as string,
    preset: d.preset as string,
    options: d.options,
    moves: d.moves as string[],
    seats: (seats as StoredSeat[]).map(({ token, name, computer }) => ({ token, name, computer })),
    clock: clock as StoredRoom['clock'],
    clocks: clock === null ? [] : (d.clocks as number[]),
    started: d.started as boolean,
    end: d.end as GameEnd | null,
    result: result as GameResult | null,
  };
}
