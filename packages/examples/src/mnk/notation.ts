/**
 * The m,n,k-game's move notation: the cell's name (`a1` is the bottom-left corner).
 *
 * @module
 */

import { describeValue, IllegalMoveError, NotationError, Reason } from '@quadrille/core';
import type { MnkMove, MnkPosition } from './position.js';

// #region notation
/** The move in the game's notation: its cell's name, such as `b2`. */
export function formatMnkMove(pos: MnkPosition, move: MnkMove): string {
  return pos.grid.name(move);
}

/**
 * The move `text` names, if it is legal in `pos`.
 *
 * @throws `NotationError` with reason `not-a-string` or `malformed` (not a cell of this board).
 * @throws `IllegalMoveError` with reason `occupied` or `game-over`.
 */
export function parseMnkMove(pos: MnkPosition, text: string): MnkMove {
  if (typeof text !== 'string') {
    throw new NotationError(`a move must be a string, got ${describeValue(text)}`, Reason.NotAString);
  }
  const cell = pos.grid.tryParse(text); // trims, ignores case, refuses long text
  if (cell === undefined) {
    throw new NotationError(`${describeValue(text)} is not a cell of this board`, Reason.Malformed);
  }
  if (!pos.isLegal(cell)) {
    if (pos.isOver()) throw new IllegalMoveError('the game is over', Reason.GameOver);
    throw new IllegalMoveError(`${pos.grid.name(cell)} is taken`, 'occupied');
  }
  return cell;
}
// #endregion
