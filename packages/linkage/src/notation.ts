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

import { describeValue, IllegalMoveError, NotationError, Reason } from '@quadrille/core';
import { COLOURS, colourIndex } from './colours.js';
import type { LinkageMove, MoveTable } from './moves.js';
import type { LinkagePosition } from './position.js';

/** Longest text the parser looks at (a placement on a 256×256 board is 12 characters). */
const MAX_LENGTH = 40;

const PLACEMENT = /^([a-z])([a-z]{1,2}\d{1,3})-([a-z]{1,2}\d{1,3})$/;
const BLACK = /^black\s+([a-z]{1,2}\d{1,3})$/;

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
