/**
 * Placement-only perft, the form in which Linage's move-generator facts are published.
 *
 * @module
 */

import { OptionsError } from '@quadrille/core';
import type { LinageMove } from './moves.js';
import type { LinagePosition } from './position.js';

/**
 * The number of sequences of exactly `depth` stone placements from `pos`, passes and pie moves
 * excluded (a pass is always legal and leaves the board as it was, so counting it would only add
 * lower-depth counts: from the start, core's full `perft(pos, 2)` equals
 * `placementPerft(pos, 2) + 2 * placementPerft(pos, 1) + 1`). `placementPerft(pos, 0)` is 1;
 * outside the play phase there is no placement, so deeper counts are 0. Counted in place (play,
 * recurse, undo): `pos` is left as it was.
 *
 * @throws `OptionsError` for a negative or non-integer depth.
 */
export function placementPerft(pos: LinagePosition, depth: number): number {
  if (!Number.isInteger(depth) || depth < 0)
    throw new OptionsError('perft depth must be a non-negative integer');
  if (depth === 0) return 1;
  return countPlacements(pos, depth, []);
}

/** {@link placementPerft} in place: play, recurse, undo; one move buffer per depth. */
function countPlacements(pos: LinagePosition, depth: number, buffers: LinageMove[][]): number {
  if (depth === 1) return pos.placementCount();
  let moves = buffers[depth];
  if (moves === undefined) buffers[depth] = moves = [];
  const pass = pos.grid.size;
  let total = 0;
  for (let i = 0, n = pos.legalMovesInto(moves); i < n; i++) {
    const move = moves[i]!;
    if (move >= pass) continue;
    pos.play(move);
    total += countPlacements(pos, depth - 1, buffers);
    pos.undo();
  }
  return total;
}
