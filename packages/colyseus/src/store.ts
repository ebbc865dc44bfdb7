/**
 * Where rooms keep their games: a {@link RoomStore} holds each room's {@link StoredRoom} — the
 * record (`toJSON`), the moves in notation, the seats with their tokens, the clocks — written
 * before every accepted move is broadcast, and a lease that says which process runs the room.
 * {@link memoryStore} keeps them in this process (lost with it); `redisStore` keeps them in
 * Redis, where another process or a restart finds them.
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

/** A room's game as stored: enough to bring the room back exactly. */
export interface StoredRoom {
  /** The layout's version, 1. */
  readonly version: 1;
  /** The name the room type is defined under in the server (`talpa`). */
  readonly roomName: string;
  /** The game's id. */
  readonly game: string;
  /** The preset's name. */
  readonly preset: string;
  /** The options of `create`. */
  readonly options: unknown;
  /** The position's `toJSON()`. */
  readonly record: unknown;
  /** The moves in notation, in order. */
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
  readonly result: { readonly scores: readonly number[]; readonly winners: readonly number[] } | null;
}

/**
 * Storage for rooms. Every write names the lease `owner` (a random id per room instance): a
 * write from an instance that no longer holds the room's lease is refused, so that two
 * processes never both write one room.
 */
export interface RoomStore {
  /** A short name for messages (`memory`, `redis 127.0.0.1:6379`). */
  readonly name: string;
  /** Whether rooms outlive this process (and so may be resumed elsewhere). */
  readonly durable: boolean;
  /** Takes the lease of `roomId` for `ttlMs` if nobody holds it; whether it was taken. */
  claim(roomId: string, owner: string, ttlMs: number): Promise<boolean>;
  /** Extends the lease `owner` holds; `false` when it holds it no more. */
  renew(roomId: string, owner: string, ttlMs: number): Promise<boolean>;
  /**
   * Writes the room (and renews the lease) if `owner` holds the lease; `false` otherwise. A
   * room whose game is not over is listed by {@link RoomStore.openRooms}.
   */
  save(roomId: string, owner: string, room: StoredRoom, ttlMs: number): Promise<boolean>;
  /** The room stored under `roomId`, as written (the caller validates it). */
  load(roomId: string): Promise<unknown>;
  /** The ids of rooms whose game is not over and that were not closed. */
  openRooms(): Promise<string[]>;
  /** The open rooms that no process holds (their lease ran out): the ones to resume. */
  orphanRooms(): Promise<string[]>;
  /** Gives up the lease (the room stays open: another process may resume it). */
  release(roomId: string, owner: string): Promise<void>;
  /** Closes the room: no longer open, the lease given up; its record kept for a while. */
  close(roomId: string, owner: string): Promise<void>;
  /** Closes the store's connections. */
  quit(): Promise<void>;
}

/**
 * A store in this process's memory: rooms are lost with the process (the default where no
 * Redis is given). Leases still apply, within the process.
 */
export function memoryStore(): RoomStore {
  const rooms = new Map<string, string>();
  const open = new Set<string>();
  const leases = new Map<string, { owner: string; until: number }>();
  const holder = (roomId: string): string | undefined => {
    const lease = leases.get(roomId);
    return lease !== undefined && lease.until > Date.now() ? lease.owner : undefined;
  };
  return {
    name: 'memory',
    durable: false,
    async claim(roomId, owner, ttlMs) {
      if (holder(roomId) !== undefined) return false;
      leases.set(roomId, { owner, until: Date.now() + ttlMs });
      return true;
    },
    async renew(roomId, owner, ttlMs) {
      if (holder(roomId) !== owner) return false;
      leases.set(roomId, { owner, until: Date.now() + ttlMs });
      return true;
    },
    async save(roomId, owner, room, ttlMs) {
      if (holder(roomId) !== owner) return false;
      leases.set(roomId, { owner, until: Date.now() + ttlMs });
      rooms.set(roomId, JSON.stringify(room));
      if (room.end === null) open.add(roomId);
      else open.delete(roomId);
      return true;
    },
    async load(roomId) {
      const text = rooms.get(roomId);
      return text === undefined ? undefined : JSON.parse(text);
    },
    async openRooms() {
      return [...open];
    },
    async orphanRooms() {
      return [...open].filter((id) => holder(id) === undefined);
    },
    async release(roomId, owner) {
      if (holder(roomId) === owner) leases.delete(roomId);
    },
    async close(roomId, owner) {
      const h = holder(roomId);
      if (h !== undefined && h !== owner) return;
      leases.delete(roomId);
      open.delete(roomId);
      rooms.delete(roomId);
    },
    async quit() {},
  };
}

const STORED_KEYS = [
  'version',
  'roomName',
  'game',
  'preset',
  'options',
  'record',
  'moves',
  'seats',
  'clock',
  'clocks',
  'started',
  'end',
  'result',
];

/**
 * `data` as a {@link StoredRoom} of the shape the room writes; the game's record in it is
 * checked by the room (it replays it by the rules).
 *
 * @throws {@link RoomError} `bad-record` naming the first field that is wrong.
 */
export function readStoredRoom(data: unknown): StoredRoom {
  const bad = (what: string): never => {
    throw new RoomError(`stored room: ${what}`, 'bad-record');
  };
  if (!isPlainObject(data)) return bad(`not an object (${describeValue(data)})`);
  for (const key of Object.keys(data))
    if (!STORED_KEYS.includes(key)) bad(`unknown field ${describeValue(key)}`);
  const d = data as Record<string, unknown>;
  if (d.version !== 1) bad('version is not 1');
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
    version: 1,
    roomName: d.roomName as string,
    game: d.game as string,
    preset: d.preset as string,
    options: d.options,
    record: d.record,
    moves: d.moves as string[],
    seats: seats as StoredSeat[],
    clock: clock as StoredRoom['clock'],
    clocks: clock === null ? [] : (d.clocks as number[]),
    started: d.started as boolean,
    end: d.end as GameEnd | null,
    result: result as StoredRoom['result'],
  };
}
