/**
 * The notation of a game's move ids, from its move table alone (no position): what positions
 * write into their JSON and what `notation.ts`'s `formatMove` and `parseMove` stand on.
 *
 * @module
 */

import { describeValue, NotationError, Reason } from '@quadrille/core';
import { COLOURS, colourIndex } from './colours.js';
import type { LinkageMove, MoveTable } from './moves.js';

/** Longest text the parser looks at (a placement on a 256×256 board is 12 characters). */
const MAX_LENGTH = 40;

const PLACEMENT = /^([a-z])([a-z]{1,2}\d{1,3})-([a-z]{1,2}\d{1,3})$/;
const BLACK = /^black\s+([a-z]{1,2}\d{1,3})$/;

/**
 * @internal The notation of a move id of `table`.
 *
 * @throws `IllegalMoveError` (reason `'not-a-move'`) if `move` is not an id of `table`.
 */
export function formatMoveOf(table: MoveTable, move: unknown): string {
  const view = table.view(move);
  const grid = table.slots.grid;
  switch (view.kind) {
    case 'place':
      return `${view.letter}${grid.name(view.cells[0])}-${grid.name(view.cells[1])}`;
    case 'pass':
      return 'pass';
    case 'black':
      return `black ${grid.name(view.cell)}`;
    case 'role':
      return view.role;
  }
}

/**
 * @internal The move id of `table` that `text` names (whether or not it is legal anywhere).
 *
 * @throws `NotationError` with `reason` `'not-a-string'`, `'too-long'`, `'malformed'`,
 *   `'bad-colour'` (a letter that is no colour of this game), `'bad-cell'` (a cell off the
 *   board) or `'not-a-domino'` (two cells that are not orthogonally adjacent).
 */
export function parseMoveOf(table: MoveTable, text: unknown): LinkageMove {
  if (typeof text !== 'string')
    throw new NotationError(`a move must be a string, got ${describeValue(text)}`, Reason.NotAString);
  const shown = JSON.stringify(text.slice(0, MAX_LENGTH));
  if (text.length > MAX_LENGTH) throw new NotationError(`${shown}… is too long to be a move`, Reason.TooLong);
  const s = text.trim().toLowerCase();
  if (s === 'pass') return table.pass as LinkageMove;
  if (s === 'more') return table.more as LinkageMove;
  if (s === 'fewer') return table.fewer as LinkageMove;
  const grid = table.slots.grid;
  const black = BLACK.exec(s);
  if (black !== null) return (table.blackBase + grid.parse(black[1]!)) as LinkageMove;
  const m = PLACEMENT.exec(s);
  if (m === null) {
    throw new NotationError(
      `${shown} is not a move (expected e.g. Rd1-e1, pass, black d4, more, fewer)`,
      Reason.Malformed,
    );
  }
  const colour = colourIndex(m[1]!);
  if (colour < 0 || colour >= table.colours) {
    const letters = COLOURS.slice(0, table.colours)
      .map((c) => c.letter)
      .join(', ');
    throw new NotationError(`${shown}: the colour must be one of ${letters}`, 'bad-colour');
  }
  const slot = table.slots.slotOf(grid.parse(m[2]!), grid.parse(m[3]!));
  if (slot < 0)
    throw new NotationError(`${shown}: the two cells are not orthogonally adjacent`, 'not-a-domino');
  return table.placement(slot, colour);
}
