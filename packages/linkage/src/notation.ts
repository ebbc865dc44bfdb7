/**
 * Move notation. A placement is the colour letter and the two cells, lower cell first (lower
 * rank, then lower file): `Rd1-e1`, `Wa3-a4`. The forced pass is `pass`. The setup moves of
 * the pie rule are `black d4` (seat 0 puts the black square on d4) and `more` / `fewer`
 * (seat 1 takes that role).
 *
 * Parsing ignores case and surrounding spaces and accepts a placement's cells in either order;
 * formatting always writes the canonical form above.
 *
 * @module
 */

import { IllegalMoveError } from '@quadrille/core';
import { formatMoveOf, parseMoveOf } from './move-notation.js';
import type { LinkageMove } from './moves.js';
import type { LinkagePosition } from './position.js';

/**
 * The notation of a move: `Rd1-e1`, `pass`, `black d4`, `more`, `fewer` (whether or not it is
 * legal in `pos`).
 *
 * @throws `IllegalMoveError` (reason `'not-a-move'`) if `move` is not a move id of the game.
 */
export function formatMove(pos: LinkagePosition, move: LinkageMove): string {
  return formatMoveOf(pos.table, move);
}

/**
 * The legal move that `text` names in `pos`. Case and surrounding spaces are ignored, and a
 * placement's cells may come in either order.
 *
 * @example
 * ```ts
 * const pos = linkage.create();
 * pos.play(parseMove(pos, 'Yd6-e6'));
 * formatMove(pos, parseMove(pos, 'wb1-a1')); // 'Wa1-b1'
 * ```
 * @throws `NotationError` for text that is no move and
 *   `IllegalMoveError` for a move that is not legal here, with the `IllegalReason` as `reason`.
 */
export function parseMove(pos: LinkagePosition, text: string): LinkageMove {
  const move = parseMoveOf(pos.table, text);
  const reason = pos.illegalReason(move);
  if (reason !== undefined) {
    throw new IllegalMoveError(`${text.trim()} is not legal here (${reason})`, reason);
  }
  return move;
}
