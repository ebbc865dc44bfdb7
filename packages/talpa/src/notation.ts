/**
 * Move notation (a1 = bottom-left): a capture is `from` `x` `to` (`c3xc4`), a removal is the
 * square of the removed piece (`c3`), and a pass is `pass`. Parsing ignores case and surrounding
 * spaces. Also the typed view of a move, {@link describeMove}.
 *
 * @module
 */

import { IllegalMoveError } from '@quadrille/core';
import { describeMoveOf, formatMoveOf, type MoveView, parseMoveOf } from './move-notation.js';
import type { TalpaMove, TalpaPosition } from './position.js';

export type { DirectionName, MoveView } from './move-notation.js';

/**
 * The typed view of `move` (any id of the position's move table, legal here or not).
 *
 * @throws `IllegalMoveError` (reason `'not-a-move'`) if `move` is not an id of the table.
 */
export function describeMove(pos: TalpaPosition, move: TalpaMove): MoveView {
  return describeMoveOf(pos.table, move);
}

/**
 * `move` in notation: `c3xc4`, `c3` or `pass`.
 *
 * @throws `IllegalMoveError` (reason `'not-a-move'`) if `move` is not an id of the table.
 */
export function formatMove(pos: TalpaPosition, move: TalpaMove): string {
  return formatMoveOf(pos.table, move);
}

/**
 * The move written `text`, checked against `pos`.
 *
 * @example
 * ```ts
 * import { parseMove, talpa } from '@quadrille/talpa';
 *
 * const pos = talpa.create();
 * pos.play(parseMove(pos, 'c3xc4')); // Red's piece on c3 takes Blue's on c4
 * parseMove(pos, 'c3'); // throws IllegalMoveError 'capture-required': captures come first
 * ```
 *
 * @throws `NotationError` for text that is not a move on this board (core's shared reasons
 *   `'not-a-string'`, `'too-long'`, `'malformed'`, and core's `'bad-cell'` for a square that
 *   is not on the board).
 * @throws `IllegalMoveError` for a well-formed move that is not legal in `pos` (reason
 *   `'not-adjacent'` for a capture between squares that do not touch, else an
 *   {@link IllegalReason}).
 */
export function parseMove(pos: TalpaPosition, text: string): TalpaMove {
  const move = parseMoveOf(pos.table, text);
  const why = pos.illegalReason(move);
  if (why !== undefined) throw new IllegalMoveError(`${text.trim()} is not legal here (${why})`, why);
  return move as TalpaMove;
}
