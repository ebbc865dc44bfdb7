/**
 * {@link replayMoves}: the replay at the end of every game's `fromJSON` — a document's recorded
 * moves played from the start, each read in the game's notation, any fault a `SetupError`.
 *
 * @module
 */

import { isQuadrilleError, Reason, SetupError } from './errors.js';
import type { MoveOf, Position } from './protocol.js';

/**
 * Plays the recorded `moves` on `pos` (the game's start, built from the document's options) in
 * order, each read by `parse` (the game's `parseMove`: a Quadrille error for text that names no
 * legal move there), and returns `pos`. Read the moves with `readStrings` first, so that their
 * number and types are checked before any is played.
 *
 * @example
 * ```ts
 * const doc = readDocument(data, 'mygame', ['moves']);
 * const moves = readStrings(doc.moves, 'moves', MAX_PLIES, failSetup);
 * return replayMoves(start(doc.options), moves, parseMove);
 * ```
 *
 * @throws `SetupError` with reason `'bad-moves'` for a move that does not parse or is not legal
 *   where it comes (the message names its index and says why); anything but a Quadrille error
 *   from `parse` or `play` (a bug) is thrown as it is.
 */
export function replayMoves<P extends Position<number>>(
  pos: P,
  moves: readonly string[],
  parse: (pos: P, text: string) => MoveOf<P>,
): P {
  for (let i = 0; i < moves.length; i++) {
    try {
      pos.play(parse(pos, moves[i]!));
    } catch (e) {
      if (!isQuadrilleError(e)) throw e;
      throw new SetupError(`moves[${i}]: ${e.message}`, Reason.BadMoves);
    }
  }
  return pos;
}
