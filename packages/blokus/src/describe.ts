/**
 * {@link describeMove}: the typed view of a move id.
 *
 * @module
 */

import { describeValue, IllegalMoveError, Reason } from '@quadrille/core';
import type { BlokusMove, BlokusPosition } from './position.js';

/** What a move is: who places which piece, how turned, where. */
export interface MoveDescription {
  /** The colour placing it (the colour to move, or the one given). */
  readonly colour: number;
  /** That colour's name (`blue`, `purple`, …). */
  readonly colourName: string;
  /** The piece's index in the rules' piece set. */
  readonly piece: number;
  /** The piece's name (`F`, `I5`, `1`, …). */
  readonly pieceName: string;
  /** The orientation: an index into the piece's distinct fixed orientations. */
  readonly orientation: number;
  /** The covered cells (indices), ascending. */
  readonly cells: readonly number[];
  /** The covered cells' names, in the same order. */
  readonly cellNames: readonly string[];
}

/**
 * Describes `move` as played by `colour` (default: the colour to move; -1 once the game is
 * over). It does not check legality.
 *
 * @throws `IllegalMoveError` if `move` is not a placement id of these rules.
 */
export function describeMove(
  pos: BlokusPosition,
  move: BlokusMove,
  colour: number = pos.colourToMove,
): MoveDescription {
  const { table, pieceSet, grid, colourNames } = pos.rules;
  if (!Number.isInteger(move) || move < 0 || move >= table.count) {
    throw new IllegalMoveError(`${describeValue(move)} is not a placement id`, Reason.NotAMove);
  }
  const piece = pieceSet.pieces[table.piece[move]!]!;
  const cells = table.cellsOf(move);
  return {
    colour,
    colourName: colourNames[colour] ?? 'none',
    piece: piece.index,
    pieceName: piece.name,
    orientation: table.orientation[move]!,
    cells,
    cellNames: cells.map((c) => grid.name(c)),
  };
}
