/**
 * The notation of a set of cells, as Pentobi writes a placement: the comma-separated names of
 * the cells, sorted by rank then file (`c10,d10,e10,c11,c12`; a1 is bottom-left). What
 * positions write into their JSON and `notation.ts`'s moves stand on.
 *
 * @module
 */

import { type Cell, describeValue, type Grid, NotationError, Reason } from '@quadrille/core';

const MAX_MOVE_TEXT = 256;

/** The notation of a set of cells: names sorted by rank, then file. */
export function formatCells(grid: Grid, cells: readonly Cell[]): string {
  return [...cells]
    .sort((a, b) => a - b)
    .map((c) => grid.name(c))
    .join(',');
}

/**
 * The cells named in `text` (comma-separated, any order and case, spaces tolerated).
 *
 * @throws `NotationError` for an empty list, an unknown cell name or a repeated cell.
 */
export function parseCells(grid: Grid, text: string): Cell[] {
  if (typeof text !== 'string')
    throw new NotationError(`a move must be a string, got ${describeValue(text)}`, Reason.NotAString);
  if (text.length > MAX_MOVE_TEXT)
    throw new NotationError(`move text longer than ${MAX_MOVE_TEXT} characters`, Reason.TooLong);
  const parts = text.split(',');
  const cells: Cell[] = [];
  for (const part of parts) {
    const cell = grid.tryParse(part);
    if (cell === undefined) {
      throw new NotationError(
        `${describeValue(part.trim())} is not a cell of the ${grid} board`,
        Reason.Malformed,
      );
    }
    if (cells.includes(cell))
      throw new NotationError(`cell ${grid.name(cell)} is listed twice`, 'repeated-cell');
    cells.push(cell);
  }
  return cells;
}
