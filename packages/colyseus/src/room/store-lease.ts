/**
 * {@link StoreLease}: one room's hold on its store — the lease it takes, renews and gives up, and
 * the writes it makes under it. A write the store refuses means another process holds the room
 * now: the lease is lost for good, and the room is told once.
 *
 * @module
 */

import type { RoomStore } from '../store.js';
import type { StoredRoom } from '../stored-room.js';

/** What a {@link StoreLease} tells its room. */
export interface LeaseEvents {
  /** The lease is lost (another process holds the room): called once. */
  lost(): void;
  /** A write failed (the store is unreachable). */
  failed(): void;
}

/** A room's lease in its store, and its writes. */
export class StoreLease {
  readonly #store: RoomStore;
  readonly #roomId: string;
  readonly #owner: string;
  readonly #leaseMs: number;
  readonly #events: LeaseEvents;
  #lost = false;
  #released = false;

  /**
   * @param owner - the room's secret lease owner (random per room instance).
   * @param leaseMs - how long the lease lasts unless renewed.
   */
  constructor(store: RoomStore, roomId: string, owner: string, leaseMs: number, events: LeaseEvents) {
    this.#store = store;
    this.#roomId = roomId;
    this.#owner = owner;
    this.#leaseMs = leaseMs;
    this.#events = events;
  }

  /** Whether the lease was lost. */
  get lost(): boolean {
    return this.#lost;
  }

  /** Takes the lease of a new room; whether it was free. */
  claim(): Promise<boolean> {
    return this.#store.claim(this.#roomId, this.#owner, this.#leaseMs);
  }

  /**
   * Writes `room` under the lease (renewing it); whether the store took it. Never throws: a
   * failed write is `false` (and {@link LeaseEvents.failed}), a refused one loses the lease.
   */
  async save(room: StoredRoom): Promise<boolean> {
    if (this.#lost) return false;
    try {
      const held = await this.#store.save(this.#roomId, this.#owner, room, this.#leaseMs);
      if (!held) this.#lose();
      return held;
    } catch {
      this.#events.failed();
      return false;
    }
  }

  /** Renews the lease (a failed renewal is tried again next time; a refused one loses it). */
  async renew(): Promise<void> {
    if (this.#lost) return;
    try {
      if (!(await this.#store.renew(this.#roomId, this.#owner, this.#leaseMs))) this.#lose();
    } catch {
      // Redis away: the next renewal tries again; the lease runs out by itself meanwhile.
    }
  }

  /**
   * Gives the room up in the store, once: `keepOpen` leaves it open for another process to
   * resume (a server shutting down mid-game); otherwise it is closed. Never throws.
   */
  async letGo(keepOpen: boolean): Promise<void> {
    if (this.#lost || this.#released) return;
    this.#released = true;
    try {
      if (keepOpen) await this.#store.release(this.#roomId, this.#owner);
      else await this.#store.close(this.#roomId, this.#owner);
    } catch {
      // The lease runs out by itself.
    }
  }

  #lose(): void {
    if (this.#lost) return;
    this.#lost = true;
    this.#events.lost();
  }
}
