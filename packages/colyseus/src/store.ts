/**
 * Where rooms keep their games: a {@link RoomStore} holds each room's {@link StoredRoom} — the
 * options and the moves in notation, the seats with their tokens, the clocks, the result —
 * written before every accepted move is broadcast, and a lease that says which process runs the
 * room. {@link memoryStore} keeps them in this process (lost with it); `redisStore` keeps them in
 * Redis, where another process or a restart finds them.
 *
 * @module
 */

import type { StoredRoom } from './stored-room.js';

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
