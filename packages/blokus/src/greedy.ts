/**
 * {@link greedy}: the baseline that places the biggest piece opening the most new corners — a
 * {@link MovePolicy} (no search), offered to tools as the player `greedy`.
 *
 * @module
 */

import type { MovePolicy } from '@quadrille/core';
import type { BlokusMove, BlokusPosition } from './position.js';

/**
 * The number of attach points a placement would open for the colour to move: its diagonal
 * neighbours that are empty and not edge-adjacent to that colour (a cheap, public-API estimate
 * of Pentobi's "new corners").
 */
export function newCorners(pos: BlokusPosition, move: BlokusMove): number {
  const { table, grid } = pos.rules;
  const colour = pos.colourToMove;
  const { start, data } = table.corners;
  let n = 0;
  for (let i = start[move]!; i < start[move + 1]!; i++) {
    const cell = data[i]!;
    if (pos.colourAt(cell) !== -1) continue;
    let touchesOwn = false;
    for (let d = 0; d < 4; d++) {
      const nb = grid.orthogonal[cell * 4 + d]!;
      if (nb >= 0 && pos.colourAt(nb) === colour) touchesOwn = true;
    }
    if (!touchesOwn) n++;
  }
  return n;
}

/**
 * The greedy baseline: among the legal moves, the biggest piece that opens the most new corners
 * ({@link newCorners}), ties broken at random.
 *
 * @example
 * ```ts
 * const pos = blokus.create({ variant: 'duo' });
 * pos.play(greedy.choose(pos, new Rng(1))); // a pentomino on e10
 * ```
 */
export const greedy: MovePolicy<BlokusPosition> = {
  choose(pos: BlokusPosition, rng) {
    const size = pos.rules.table.size;
    let best = -1;
    let ties: BlokusMove[] = [];
    for (const m of pos.legalMoves()) {
      const score = size[m]! * 1000 + newCorners(pos, m);
      if (score > best) {
        best = score;
        ties = [m];
      } else if (score === best) ties.push(m);
    }
    return rng.pick(ties);
  },
};
