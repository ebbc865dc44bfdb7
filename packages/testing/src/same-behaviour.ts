/**
 * Whether two positions behave as the same position: the kit cannot see a game's board, so it
 * compares what the rules show (turn, legal moves, outcome) now and along shared random
 * continuations to the end of the game. Used to tell a key collision or a missed transposition
 * from two positions that really differ.
 *
 * @module
 */

import type { Position, Rng } from '@quadrille/core';
import { rulesView } from './position-state.js';
import { sameNumbers } from './structure.js';

/** Random continuations played from both positions. */
const CONTINUATIONS = 2;

/**
 * How `a` and `b` differ, as far as the rules show, now or after the same random moves; or
 * `undefined` if they behaved the same everywhere. Plays on clones; `a` and `b` are unchanged.
 *
 * @param maxPlies - the longest continuation played.
 */
export function behaviourDifference(
  a: Position<number>,
  b: Position<number>,
  rng: Rng,
  maxPlies: number,
): string | undefined {
  for (let c = 0; c < CONTINUATIONS; c++) {
    const x = a.clone();
    const y = b.clone();
    for (let ply = 0; ; ply++) {
      const legal = x.legalMoves();
      const other = y.legalMoves();
      const viewX = rulesView(x, legal);
      const viewY = rulesView(y, other);
      if (viewX !== viewY || !sameNumbers(legal, other)) {
        const after = ply === 0 ? '' : ` after the same ${ply} random moves`;
        return `${viewX} vs ${viewY}${after}`;
      }
      if (legal.length === 0 || ply >= maxPlies) break;
      const move = legal[rng.int(legal.length)]!;
      x.play(move);
      y.play(move);
    }
  }
  return undefined;
}
