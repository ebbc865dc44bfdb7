/**
 * Legal moves into a reused buffer: the game's `legalMovesInto` where it has one (no
 * allocation), else a copy of `legalMoves()`.
 *
 * @module
 */

import type { Position } from '@quadrille/core';

/** Writes the legal moves of `pos` to `out[0 .. n)` and returns `n`. */
export function movesInto(pos: Position<number>, out: number[]): number {
  if (pos.legalMovesInto !== undefined) return pos.legalMovesInto(out);
  const moves = pos.legalMoves();
  for (let i = 0; i < moves.length; i++) out[i] = moves[i]!;
  return moves.length;
}

/**
 * The length of a per-move buffer of `length` that must hold `n` entries: `length`, doubled as
 * often as it takes (a search grows its buffers only at a position with more moves than any
 * before).
 */
export function bufferLength(length: number, n: number): number {
  let size = length;
  while (size < n) size *= 2;
  return size;
}
