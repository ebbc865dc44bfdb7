/**
 * {@link randomPlayer}: a uniformly random legal move, the baseline every other player must beat.
 *
 * @module
 */

import { OptionsError, type Position, Rng } from '@quadrille/core';
import type { MoveChoice, Player } from './player.js';

/**
 * A player that picks a uniformly random legal move from a seeded stream: the same seed and the
 * same positions give the same moves.
 *
 * @param seed - any safe integer.
 * @throws {@link OptionsError} if `seed` is not a safe integer.
 */
export function randomPlayer<M extends number = number>(seed: number): Player<M> {
  const rng = new Rng(seed);
  return {
    name: 'random',
    chooseMove(pos: Position<M>): Promise<MoveChoice<M>> {
      try {
        return Promise.resolve(chooseRandom(pos, rng));
      } catch (e) {
        return Promise.reject(e);
      }
    },
  };
}

function chooseRandom<M extends number>(pos: Position<M>, rng: Rng): MoveChoice<M> {
  const moves = pos.legalMoves();
  if (moves.length === 0) throw new OptionsError('the game is over: there is no move to choose');
  const move = moves[rng.int(moves.length)]!;
  return {
    move,
    stats: { iterations: 0, elapsedMs: 0, visits: 0, value: Number.NaN, pv: [move], candidates: [], aborted: false },
  };
}
