/**
 * {@link bookPlayer}: a player that plays its opening book's move where the book has one (a
 * game's `OpeningBook`, such as a Pentobi book read by Blokus) and asks another player
 * everywhere else.
 *
 * @module
 */

import { type MoveOf, type OpeningBook, type Position, Rng } from '@quadrille/core';
import { type ChooseOptions, type MoveChoice, type Player, unsearchedChoice } from './player.js';

/**
 * `player` with `book` in front of it: in a position the book holds, one of its good moves (chosen
 * with a stream seeded `seed`) without searching; elsewhere, `player`'s choice.
 *
 * @throws `OptionsError` if `seed` is not a safe integer.
 * @example
 * ```ts
 * import { bookPlayer, mctsPlayer } from '@quadrille/ai';
 * import { blokus, openingBook } from '@quadrille/blokus';
 *
 * const book = openingBook(myBookText); // a Pentobi book: good moves marked TE[1]
 * const player = bookPlayer(book, mctsPlayer({ seed: 1, knowledge: blokus.knowledge }), 1);
 * ```
 */
export function bookPlayer<P extends Position<number>>(
  book: OpeningBook<P>,
  player: Player<P>,
  seed: number,
): Player<P> {
  const rng = new Rng(seed);
  return {
    name: player.name,
    chooseMove<Q extends P>(pos: Q, options?: ChooseOptions): Promise<MoveChoice<MoveOf<Q>>> {
      let move: MoveOf<P> | undefined;
      try {
        move = book.choose(pos, rng);
      } catch (e) {
        return Promise.reject(e);
      }
      return move === undefined
        ? player.chooseMove(pos, options)
        : Promise.resolve(unsearchedChoice(move as MoveOf<Q>));
    },
  };
}
