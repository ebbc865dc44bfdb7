/**
 * The notation and typed views of a board's move ids, from its move table alone (no position):
 * what positions write into their JSON and what `notation.ts`'s functions stand on.
 *
 * @module
 */

import { type Cell, describeValue, IllegalMoveError, NotationError, Reason } from '@quadrille/core';
import type { MoveTable } from './movetable.js';

/** The name of a direction, from the capturing piece towards the captured one. */
export type DirectionName = 'north' | 'east' | 'south' | 'west';

/** Indexed by core's `Direction` (N, E, S, W), the order of the move table. */
const DIRECTION_NAMES: readonly DirectionName[] = ['north', 'east', 'south', 'west'];

/** A typed view of a move. */
export type MoveView =
  | {
      readonly kind: 'capture';
      /** The capturing piece's square, which becomes empty. */
      readonly from: Cell;
      /** The captured piece's square, where the capturer lands. */
      readonly to: Cell;
      /** From `from` towards `to`. */
      readonly direction: DirectionName;
      /** `[from, to]`: the squares selected to make it, in that order. */
      readonly cells: readonly [Cell, Cell];
    }
  | {
      readonly kind: 'removal';
      /** The square of the removed (own) piece. */
      readonly cell: Cell;
      /** `[cell]`. */
      readonly cells: readonly [Cell];
    }
  | { readonly kind: 'pass'; readonly cells: readonly [] };

/** The longest text the parser looks at; longer input is `'too-long'`. */
const MAX_MOVE_TEXT = 32;
/** `cell` or `cell x cell`; cell names end in digits, so an `x` file letter is unambiguous. */
const MOVE_PATTERN = /^([a-z]+[0-9]+)(?:x([a-z]+[0-9]+))?$/;

/** @internal `describeMove` on a bare table. */
export function describeMoveOf(table: MoveTable, move: number): MoveView {
  if (!table.contains(move)) {
    throw new IllegalMoveError(
      `${describeValue(move)} is not a Talpa move id on the ${table.grid.width}x${table.grid.height} board`,
      Reason.NotAMove,
    );
  }
  if (move < table.captures) {
    const from = table.from[move]!;
    const to = table.to[move]!;
    return {
      kind: 'capture',
      from,
      to,
      direction: DIRECTION_NAMES[table.direction[move]!]!,
      cells: [from, to],
    };
  }
  if (move < table.pass) {
    const cell = move - table.removalBase;
    return { kind: 'removal', cell, cells: [cell] };
  }
  return { kind: 'pass', cells: [] };
}

/** @internal `formatMove` on a bare table. */
export function formatMoveOf(table: MoveTable, move: number): string {
  const view = describeMoveOf(table, move);
  const grid = table.grid;
  if (view.kind === 'capture') return `${grid.name(view.from)}x${grid.name(view.to)}`;
  if (view.kind === 'removal') return grid.name(view.cell);
  return 'pass';
}

/** @internal The move id written `text` on a board, legal or not. */
export function parseMoveOf(table: MoveTable, text: string): number {
  if (typeof text !== 'string')
    throw new NotationError(`a Talpa move must be a string, got ${describeValue(text)}`, Reason.NotAString);
  const shown = describeValue(text);
  if (text.length > MAX_MOVE_TEXT)
    throw new NotationError(`${shown} is too long for a Talpa move`, Reason.TooLong);
  const clean = text.trim().toLowerCase();
  if (clean === 'pass') return table.pass;
  const match = MOVE_PATTERN.exec(clean);
  if (match === null)
    throw new NotationError(`${shown} is not a Talpa move (c3xc4, c3 or pass)`, Reason.Malformed);
  const grid = table.grid;
  const from = grid.parse(match[1]!);
  if (match[2] === undefined) return table.removal(from);
  const to = grid.parse(match[2]);
  for (let d = 0; d < 4; d++) {
    if (grid.orthogonal[from * 4 + d] === to) return table.captureAt[from * 4 + d]!;
  }
  throw new IllegalMoveError(`${clean}: ${match[2]} is not next to ${match[1]}`, 'not-adjacent');
}
