/**
 * {@link policyPlayer}: a player from a game's baseline policy (core's `MovePolicy`, such as
 * Blokus' `greedy`): it chooses without searching, from a seeded stream.
 *
 * @module
 */

import { type MoveOf, type MovePolicy, OptionsError, type Position, Rng } from '@quadrille/core';
import { type MoveChoice, type Player, unsearchedChoice } from './player.js';

/**
 * A player that plays `policy`'s choice, with randomness from a stream seeded `seed`: the same
 * seed and positions give the same moves.
 *
 * @param name - the player's name (the policy's name in its game's `policies`).
 * @throws `OptionsError` if `seed` is not a safe integer.
 * @example
 * ```ts
 * import { policyPlayer } from '@quadrille/ai';
 * import { blokus } from '@quadrille/blokus';
 *
 * const greedy = policyPlayer('greedy', blokus.policies!.greedy!, 1);
 * const { move } = await greedy.chooseMove(blokus.create({ variant: 'duo' }));
 * ```
 */
export function policyPlayer<P extends Position<number>>(
  name: string,
  policy: MovePolicy<P>,
  seed: number,
): Player<P> {
  const rng = new Rng(seed);
  return {
    name,
    chooseMove<Q extends P>(pos: Q): Promise<MoveChoice<MoveOf<Q>>> {
      try {
        if (pos.isOver()) throw new OptionsError('the game is over: there is no move to choose');
        return Promise.resolve(unsearchedChoice(policy.choose(pos, rng) as MoveOf<Q>));
      } catch (e) {
        return Promise.reject(e);
      }
    },
  };
}
