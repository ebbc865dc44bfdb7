/**
 * {@link RoomWatch}: what the rooms of a server tell it — rooms opened and closed, clients
 * joined and gone, moves and store errors — so that it keeps its limits across rooms
 * (`limits.ts`) and its metrics (`metrics.ts`).
 *
 * @module
 */

import type { Rejection } from './errors.js';

/** What a room tells its server. Each call is cheap; the limits' may throw a refusal. */
export interface RoomWatch {
  /**
   * A room opens (`resumed`: brought back from the store). A new room over a server-wide
   * limit is refused here.
   *
   * @throws {@link RoomError} `too-many-rooms` for a new room past the server's count.
   */
  opened(roomId: string, resumed: boolean): void;
  /**
   * Called once a new room built its game: refuses it when the memory held passes the budget.
   *
   * @throws {@link RoomError} `memory-budget`.
   */
  checkMemory(): void;
  /** A room is gone (disposed, or its create refused). */
  closed(roomId: string): void;
  /** A client joined a room. */
  joined(sessionId: string): void;
  /** A client left a room (for good: not a drop it may come back from). */
  left(sessionId: string): void;
  /** A move was accepted (`rejection` undefined) or refused, after `seconds`. */
  moved(rejection: Rejection | undefined, seconds: number): void;
  /** The store failed a write. */
  storeFailed(): void;
}
