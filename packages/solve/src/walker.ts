/**
 * {@link Walker}: the one position a search walks up and down the game tree with. It plays and
 * takes back moves with the game's `undo` where the game has one (every Quadrille game and
 * example does), and otherwise keeps a copy per ply — slower, but any game of the protocol can
 * be solved.
 *
 * @module
 */

import type { Position } from '@quadrille/core';

/** Plays and takes back moves on a private copy of a position. */
export class Walker {
  /** The position where the walk stands. */
  pos: Position<number>;
  private readonly canUndo: boolean;
  private readonly stack: Position<number>[] = [];

  /** @param root - where the walk starts; it is copied, never modified. */
  constructor(root: Position<number>) {
    this.pos = root.clone();
    this.canUndo = typeof this.pos.undo === 'function';
  }

  /** Plays `move` (legal here). */
  play(move: number): void {
    if (this.canUndo) {
      this.pos.play(move);
      return;
    }
    this.stack.push(this.pos);
    this.pos = this.pos.clone();
    this.pos.play(move);
  }

  /** Takes back the last move {@link Walker.play} played. */
  undo(): void {
    if (this.canUndo) (this.pos.undo as () => number)();
    else this.pos = this.stack.pop() as Position<number>;
  }
}
