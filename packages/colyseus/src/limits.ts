/**
 * {@link ServerLimits}: what one server process holds at most, across its rooms — rooms in all,
 * rooms and seats per client address, creates per address per minute, the memory of the
 * games' tables — and {@link LimitKeeper}, which counts and refuses with a {@link RoomError}.
 *
 * @module
 */

import { collectGarbage } from './collect-garbage.js';
import { RoomError } from './errors.js';
import type { RoomWatch } from './watch.js';

/** A server's limits (every one per process). Defaults: {@link DEFAULT_LIMITS}. */
export interface ServerLimits {
  /** Rooms the process holds in all (new creates refused past it: `too-many-rooms`). */
  readonly maxRooms?: number;
  /** Open rooms created from one client address (`address-rooms`). */
  readonly maxRoomsPerAddress?: number;
  /** Seats (connections, and reservations not yet used) from one client address (`address-seats`). */
  readonly maxSeatsPerAddress?: number;
  /** Creates (`create`, `joinOrCreate`) from one client address in a minute (`create-rate`). */
  readonly maxCreatesPerMinute?: number;
  /**
   * Bytes of memory the process's JavaScript may hold (heap used and external memory, where the
   * games' tables live) after a new room built its game; a create past it is refused
   * (`memory-budget`).
   */
  readonly memoryBudgetBytes?: number;
  /** Bytes of a matchmaking request's body (HTTP 413 `body-too-large` past it, before parsing). */
  readonly maxBodyBytes?: number;
  /**
   * Whether a client's address is read from the last `X-Forwarded-For` entry (set by your
   * proxy) rather than from the socket (default `false`: a client could forge the header).
   */
  readonly trustProxy?: boolean;
}

/** The default of every {@link ServerLimits} field. */
export const DEFAULT_LIMITS: Readonly<Required<ServerLimits>> = {
  maxRooms: 1000,
  maxRoomsPerAddress: 20,
  maxSeatsPerAddress: 50,
  maxCreatesPerMinute: 30,
  memoryBudgetBytes: 512 * 2 ** 20,
  maxBodyBytes: 16 * 1024,
  trustProxy: false,
};

/** The least milliseconds between two collections of garbage forced by the memory budget. */
const COLLECT_EVERY_MS = 2000;

/** Milliseconds a reserved seat counts for its address before its client connects. */
const RESERVATION_MS = 20_000;

interface Session {
  readonly address: string;
  readonly roomId: string;
  readonly since: number;
  joined: boolean;
}

/**
 * Counts rooms, seats and creates against {@link ServerLimits}: the matchmaking route asks it
 * before a request ({@link LimitKeeper.admit}) and tells it the seat reserved
 * ({@link LimitKeeper.reserved}); the rooms tell it the rest through {@link RoomWatch}.
 */
export class LimitKeeper implements Omit<RoomWatch, 'moved' | 'storeFailed'> {
  /** The limits kept, defaults filled in. */
  readonly limits: Readonly<Required<ServerLimits>>;
  /** Open rooms by id, with the address that created them ('' when not known). */
  private readonly rooms = new Map<string, string>();
  private readonly sessions = new Map<string, Session>();
  private readonly creates = new Map<string, number[]>();
  private collectedAt = Number.NEGATIVE_INFINITY;
  private sweptAt = 0;

  /** @throws RangeError for a limit that is not a positive number. */
  constructor(limits: ServerLimits = {}) {
    this.limits = { ...DEFAULT_LIMITS, ...definedOnly(limits) };
    for (const [key, value] of Object.entries(this.limits))
      if (typeof value === 'number' && !(value >= 1))
        throw new RangeError(`limits.${key} must be at least 1`);
  }

  /** The rooms open in this process. */
  get roomCount(): number {
    return this.rooms.size;
  }

  /**
   * Refuses a matchmaking request from `address` that would pass its address's limits.
   *
   * @throws {@link RoomError} `address-seats`, `address-rooms` or `create-rate`.
   */
  admit(method: string, address: string, now = Date.now()): void {
    if (method === 'reconnect') return;
    if (this.seatsOf(address, now) >= this.limits.maxSeatsPerAddress)
      throw new RoomError(
        `at most ${this.limits.maxSeatsPerAddress} seats from one address`,
        'address-seats',
      );
    if (method !== 'create' && method !== 'joinOrCreate') return;
    let owned = 0;
    for (const owner of this.rooms.values()) if (owner === address) owned++;
    if (owned >= this.limits.maxRoomsPerAddress)
      throw new RoomError(
        `at most ${this.limits.maxRoomsPerAddress} open rooms created from one address`,
        'address-rooms',
      );
    this.forgetOldCreates(now);
    const recent = (this.creates.get(address) ?? []).filter((t) => now - t < 60_000);
    if (recent.length >= this.limits.maxCreatesPerMinute)
      throw new RoomError(
        `at most ${this.limits.maxCreatesPerMinute} rooms created a minute from one address`,
        'create-rate',
      );
    recent.push(now);
    this.creates.set(address, recent);
  }

  /**
   * Drops the addresses that created nothing this last minute, once a minute at most: so that
   * many addresses (an IPv6 range) cannot grow the map for ever.
   */
  private forgetOldCreates(now: number): void {
    if (now - this.sweptAt < 60_000) return;
    this.sweptAt = now;
    for (const [address, times] of this.creates)
      if (times.every((t) => now - t >= 60_000)) this.creates.delete(address);
  }

  /** A seat was reserved for `address` in `roomId`; a new room it made is its room. */
  reserved(method: string, address: string, roomId: string, sessionId: string, now = Date.now()): void {
    const fresh = ![...this.sessions.values()].some((s) => s.roomId === roomId);
    if ((method === 'create' || method === 'joinOrCreate') && fresh && this.rooms.get(roomId) === '')
      this.rooms.set(roomId, address);
    if (!this.sessions.has(sessionId))
      this.sessions.set(sessionId, { address, roomId, since: now, joined: false });
  }

  /** A room opens: refused when it is new and the server holds `maxRooms`. */
  opened(roomId: string, resumed: boolean): void {
    // A resumed room was admitted once already: it comes back whatever the count.
    if (!resumed && this.rooms.size >= this.limits.maxRooms)
      throw new RoomError(`this server holds at most ${this.limits.maxRooms} rooms`, 'too-many-rooms');
    this.rooms.set(roomId, '');
  }

  /**
   * Refuses a new room once the memory held passes the budget. Over it, garbage is collected
   * first (at most every {@link COLLECT_EVERY_MS}): the tables of closed rooms do not count.
   */
  checkMemory(now = Date.now()): void {
    if (this.memoryHeld() <= this.limits.memoryBudgetBytes) return;
    if (now - this.collectedAt >= COLLECT_EVERY_MS) {
      this.collectedAt = now;
      collectGarbage();
    }
    if (this.memoryHeld() > this.limits.memoryBudgetBytes)
      throw new RoomError(
        `this server's rooms hold all the memory it gives games (${Math.round(this.limits.memoryBudgetBytes / 2 ** 20)} MiB)`,
        'memory-budget',
      );
  }

  /** Bytes the process's JavaScript holds: its heap, and the memory outside it (typed arrays). */
  private memoryHeld(): number {
    const { heapUsed, external } = process.memoryUsage();
    return heapUsed + external;
  }

  /** A room is gone: its count and its seats with it. */
  closed(roomId: string): void {
    this.rooms.delete(roomId);
    for (const [id, s] of this.sessions) if (s.roomId === roomId) this.sessions.delete(id);
  }

  /** A client connected to its reserved seat. */
  joined(sessionId: string): void {
    const session = this.sessions.get(sessionId);
    if (session !== undefined) session.joined = true;
  }

  /** A client is gone: its seat no longer counts for its address. */
  left(sessionId: string): void {
    this.sessions.delete(sessionId);
  }

  /** The seats `address` holds: its connections, and its reservations not yet too old to use. */
  private seatsOf(address: string, now: number): number {
    let n = 0;
    for (const [id, s] of this.sessions) {
      if (!s.joined && now - s.since > RESERVATION_MS) this.sessions.delete(id);
      else if (s.address === address) n++;
    }
    return n;
  }
}

/** `limits` without its `undefined` fields (so that defaults fill them). */
function definedOnly(limits: ServerLimits): ServerLimits {
  return Object.fromEntries(Object.entries(limits).filter(([, v]) => v !== undefined));
}
