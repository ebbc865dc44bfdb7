/**
 * {@link GameRecord}: what {@link checkGame} saw at each ply of one game, for the checks that
 * come back to earlier positions (the replay, undoing the game, swapped move orders).
 *
 * @module
 */

import type { Position } from '@quadrille/core';
import { hashMoves, type State } from './position-state.js';
import { safeStringify } from './violation.js';

/** One game's moves and, per ply, the turn, a summary, the key and (at JSON plies) the JSON. */
export class GameRecord {
  /** The moves played. */
  readonly line: number[] = [];
  /** The seat to move at each ply (including the final position). */
  readonly turns: number[] = [];
  /** A hash of the legal moves at each ply. */
  readonly legalHashes: number[] = [];
  /** The fingerprint and outcome at each ply. */
  readonly views: string[] = [];
  /** The key at each ply, for games with keys. */
  readonly keys: (bigint | undefined)[] = [];
  /** The JSON at the plies that had the JSON checks. */
  readonly jsons: (string | undefined)[] = [];

  /** Records the position of `state`, the current ply. */
  add(state: State): void {
    this.turns.push(state.pos.turn);
    this.legalHashes.push(hashMoves(state.legal));
    this.views.push(viewOf(state.print, state.pos));
    this.keys.push(state.key);
    this.jsons.push(state.json);
  }
}

/** A fingerprint (see `fingerprint`) with the position's outcome. */
export function viewOf(print: string, pos: Position<number>): string {
  return `${print} outcome ${safeStringify(pos.outcome())}`;
}
