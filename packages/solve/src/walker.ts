/**
 * {@link Walker}: the one position a search walks up and down the game tree with. It plays and
 * takes back moves with the game's `undo` where the game has one (every Quadrille game and
 * example does), and otherwise keeps a copy per ply — slower, but any game of the protocol can
 * be solved. It also says which key names a position in the search's table: the position's own,
 * or its canonical key where the game has one and symmetries are used.
 *
 * @module
 */

import type { Position } from '@quadrille/core';
import { readCanonicalKey, readKey } from './key.js';

/** Plays and takes back moves on a private copy of a position. */
export class Walker {
  /** The position where the walk stands. */
  pos: Position<number>;
  private readonly canUndo: boolean;
  private readonly stack: Position<number>[] = [];
  /**
   * Whether the table is keyed by canonical keys, one for a position and its symmetric images
   * (asked for, and the game's positions have `canonicalKeyInto`).
   */
  readonly symmetric: boolean;

  /**
   * @param root - where the walk starts; it is copied, never modified.
   * @param symmetry - whether to key the table by canonical keys where the game has them.
   */
  constructor(root: Position<number>, symmetry = false) {
    this.pos = root.clone();
    this.canUndo = typeof this.pos.undo === 'function';
    this.symmetric = symmetry && typeof this.pos.canonicalKeyInto === 'function';
  }

  /** Splits the table key of the walk's position into `split` (see `key.ts`). */
  readTableKey(): void {
    if (this.symmetric) readCanonicalKey(this.pos);
    else readKey(this.pos);
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
