/**
 * Pentobi's move notation: the comma-separated names of the covered cells, sorted by rank then
 * file (`c10,d10,e10,c11,c12`; a1 is bottom-left). Parsing accepts any order, any case and
 * spaces around the names. Also colour names for GTP-style input.
 *
 * @module
 */

import { describeValue, IllegalMoveError, NotationError, Reason } from '@quadrille/core';
import { formatCells, parseCells } from './cell-notation.js';
import type { BlokusMove, BlokusPosition } from './position.js';
import type { BlokusRules } from './rules.js';

export { formatCells, parseCells };

/**
 * The placement covering exactly the cells named in `text`.
 *
 * @throws `NotationError` for malformed text.
 * @throws `IllegalMoveError` if no piece of the set covers exactly these cells.
 */
export function parsePlacement(rules: BlokusRules, text: string): number {
  const cells = parseCells(rules.grid, text);
  const p = rules.table.find(cells);
  if (p < 0) {
    throw new IllegalMoveError(
      `${formatCells(rules.grid, cells)} is not the shape of any piece`,
      'not-a-piece',
    );
  }
  return p;
}

/**
 * The notation of placement `move` (the colour does not appear).
 *
 * @throws `IllegalMoveError` `not-a-move` if `move` is not a placement id of these rules.
 */
export function formatMove(pos: BlokusPosition, move: BlokusMove): string {
  const t = pos.rules.table;
  if (!Number.isInteger(move) || move < 0 || move >= t.count) {
    throw new IllegalMoveError(`${describeValue(move)} is not a placement id`, Reason.NotAMove);
  }
  return formatCells(pos.rules.grid, t.cellsOf(move));
}

/**
 * Parses a move of `colour` (default: the colour to move).
 *
 * @example
 * ```ts
 * const pos = blokus.create({ variant: 'duo' });
 * const move = parseMove(pos, 'E10, e11, f11, g11, g12'); // any order, any case
 * formatMove(pos, move); // 'e10,e11,f11,g11,g12'
 * parseMove(pos, 'a1'); // throws IllegalMoveError: not on a starting point
 * ```
 *
 * @throws `NotationError` for malformed text.
 * @throws `IllegalMoveError` if the cells are not a legal placement of a piece the colour
 *   still has (or the game is over).
 */
export function parseMove(pos: BlokusPosition, text: string, colour: number = pos.colourToMove): BlokusMove {
  const p = parsePlacement(pos.rules, text);
  if (colour < 0) throw new IllegalMoveError('the game is over', Reason.GameOver);
  if (!pos.isLegalFor(colour, p)) {
    // playFor on an illegal move throws the explanatory error and changes nothing.
    pos.clone().playFor(colour, p as BlokusMove);
  }
  return p as BlokusMove;
}

/**
 * The colour named by `text`: its name (`blue`, `purple`…), its SGF letter (`1`–`4`, `B`/`W`),
 * or in Duo also `b`/`w`; case-insensitive.
 *
 * @throws `NotationError` if no colour has that name.
 */
export function parseColour(rules: BlokusRules, text: string): number {
  const t = typeof text === 'string' ? text.trim().toLowerCase() : '';
  for (let c = 0; c < rules.colours; c++) {
    if (rules.colourNames[c] === t || rules.colourLetters[c]!.toLowerCase() === t) return c;
  }
  throw new NotationError(`${describeValue(text)} is not a colour of this game`, 'bad-colour');
}
