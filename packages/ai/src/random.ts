/**
 * {@link randomPlayer}: a uniformly random legal move, the baseline every other player must beat.
 *
 * @module
 */

import { type MoveOf, OptionsError, type Position, Rng } from '@quadrille/core';
import { type MoveChoice, type Player, unsearchedChoice } from './player.js';

/**
 * A player that picks a uniformly random legal move from a seeded stream: the same seed and the
 * same positions give the same moves.
 *
 * @param seed - any safe integer.
 * @throws `OptionsError` if `seed` is not a safe integer.
 */
export function randomPlayer<P extends Position<number> = Position<number>>(seed: number): Player<P> {
  const rng = new Rng(seed);
  return {
    name: 'random',
    chooseMove<Q extends P>(pos: Q): Promise<MoveChoice<MoveOf<Q>>> {
      try {
        return Promise.resolve(chooseRandom(pos, rng));
      } catch (e) {
        return Promise.reject(e);
      }
    },
  };
}

function chooseRandom<P extends Position<number>>(pos: P, rng: Rng): MoveChoice<MoveOf<P>> {
  const moves = pos.legalMoves() as readonly MoveOf<P>[];
  if (moves.length === 0) throw new OptionsError('the game is over: there is no move to choose');
  return unsearchedChoice(moves[rng.int(moves.length)]!);
}
