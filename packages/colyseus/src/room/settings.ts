/**
 * {@link QuadrilleRoomOptions}: how a room type is set up on the server, and
 * {@link readRoomSettings}, which checks them and fills in the defaults.
 *
 * @module
 */

import type { MctsLevel } from '@quadrille/ai';
import { levelOf } from '@quadrille/play';
import { memoryStore, type RoomStore } from '../store.js';
import type { RoomWatch } from '../watch.js';

/** How a room type is set up on the server (these are the server's, never a client's). */
export interface QuadrilleRoomOptions {
  /**
   * Where the room keeps its game (default: one {@link memoryStore} shared by the rooms made
   * without a store, lost with the process). Give `redisStore(url)` for rooms that survive a
   * crash and can be resumed by another process.
   */
  readonly store?: RoomStore;
  /**
   * Seconds a seated client that dropped (or left) keeps its seat (default 60): it comes back
   * with Colyseus's reconnection or by joining with its token. After that the seat is free.
   */
  readonly reconnectSeconds?: number;
  /** The highest computer level a client may ask for (default 4: 400 simulations a move). */
  readonly maxComputerLevel?: MctsLevel;
  /** The most clients in one room, players and spectators (default 64). */
  readonly maxClients?: number;
  /**
   * Milliseconds of a room's lease in the store (default 10,000): a room whose process died is
   * resumed by another process after at most this long.
   */
  readonly leaseMs?: number;
  /** The most messages a client may send a second before it is dropped (default 20). */
  readonly maxMessagesPerSecond?: number;
  /**
   * Milliseconds a person seat has for each move once the game runs (default: no limit). A seat
   * that does not move in time loses, as when its clock runs out (`end: 'time'`).
   */
  readonly moveTimeoutMs?: number;
  /**
   * Milliseconds a room may stay with no person seat connected (default: no limit): then it
   * ends, its clients (spectators) are disconnected and it is closed in the store.
   */
  readonly idleMs?: number;
  /**
   * What the server watches: limits across rooms and metrics. {@link startServer} gives its
   * own; a room defined by hand has none.
   */
  readonly watch?: RoomWatch;
}

/** {@link QuadrilleRoomOptions} with the defaults filled in (each field is documented there). */
export interface RoomSettings {
  readonly store: RoomStore;
  readonly reconnectSeconds: number;
  readonly maxComputerLevel: MctsLevel;
  readonly maxClients: number;
  readonly leaseMs: number;
  readonly maxMessagesPerSecond: number;
  readonly moveTimeoutMs: number | undefined;
  readonly idleMs: number | undefined;
  readonly watch: RoomWatch | undefined;
}

const shared = { store: undefined as RoomStore | undefined };

/** The store of the rooms made without one: one per process, in memory. */
function defaultStore(): RoomStore {
  shared.store ??= memoryStore();
  return shared.store;
}

/**
 * `settings` checked, with the defaults filled in.
 *
 * @throws `RangeError` unless `reconnectSeconds` >= 0, `maxComputerLevel` is 1 to 8, and
 *   `leaseMs`, `moveTimeoutMs` and `idleMs` are at least 1000.
 */
export function readRoomSettings(settings: QuadrilleRoomOptions = {}): RoomSettings {
  const reconnectSeconds = settings.reconnectSeconds ?? 60;
  const maxComputerLevel = settings.maxComputerLevel ?? 4;
  const leaseMs = settings.leaseMs ?? 10_000;
  const { moveTimeoutMs, idleMs } = settings;
  if (
    !(reconnectSeconds >= 0) ||
    // A level of the one scale, by its number (a name is no number of computers' levels).
    levelOf(maxComputerLevel) !== maxComputerLevel ||
    !(leaseMs >= 1000) ||
    !(moveTimeoutMs === undefined || moveTimeoutMs >= 1000) ||
    !(idleMs === undefined || idleMs >= 1000)
  )
    throw new RangeError(
      'quadrilleRoom: reconnectSeconds >= 0, maxComputerLevel 1..8, leaseMs, moveTimeoutMs and idleMs >= 1000',
    );
  return {
    store: settings.store ?? defaultStore(),
    reconnectSeconds,
    maxComputerLevel,
    maxClients: settings.maxClients ?? 64,
    leaseMs,
    maxMessagesPerSecond: settings.maxMessagesPerSecond ?? 20,
    moveTimeoutMs,
    idleMs,
    watch: settings.watch,
  };
}
