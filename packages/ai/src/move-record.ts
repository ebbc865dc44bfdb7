/**
 * {@link MoveRecord}: the moves of one simulation and their movers, as a search's RAVE
 * statistics need them, in typed arrays reused by every simulation.
 *
 * @module
 */

import type { PlayoutRecord } from '@quadrille/core';

/** A growable list of (move, seat) pairs; see the module comment. */
export class MoveRecord implements PlayoutRecord {
  moves = new Int32Array(256);
  seats = new Int8Array(256);
  length = 0;

  push(move: number, seat: number): void {
    if (this.length === this.moves.length) this.grow();
    this.moves[this.length] = move;
    this.seats[this.length++] = seat;
  }

  private grow(): void {
    const moves = new Int32Array(2 * this.moves.length);
    moves.set(this.moves);
    const seats = new Int8Array(moves.length);
    seats.set(this.seats);
    this.moves = moves;
    this.seats = seats;
  }
}
