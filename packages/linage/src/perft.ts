/**
 * Placement-only perft, the form in which Linage's move-generator facts are published.
 *
 * @module
 */

import { OptionsError } from '@quadrille/core';
import type { LinagePosition } from './position.js';

/**
 * The number of sequences of exactly `depth` stone placements from `pos`, passes and pie moves
 * excluded (a pass is always legal and leaves the board as it was, so counting it would only add
 * lower-depth counts: from the start, core's full `perft(pos, 2)` equals
 * `placementPerft(pos, 2) + 2 * placementPerft(pos, 1) + 1`). `placementPerft(pos, 0)` is 1;
 * outside the play phase there is no placement, so deeper counts are 0.
 *
 * @throws `OptionsError` for a negative or non-integer depth.
 */
export function placementPerft(pos: LinagePosition, depth: number): number {
  if (!Number.isInteger(depth) || depth < 0)
    throw new OptionsError('perft depth must be a non-negative integer');
  if (depth === 0) return 1;
  if (depth === 1) return pos.placementCount();
  const pass = pos.grid.size;
  let total = 0;
  for (const move of pos.legalMoves()) {
    if (move >= pass) continue;
    const child = pos.clone();
    child.play(move);
    total += placementPerft(child, depth - 1);
  }
  return total;
}
