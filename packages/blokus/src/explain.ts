/**
 * {@link explainSelection}: why a selection of squares can lead to no legal Blokus placement,
 * naming the rule it breaks — the words a board shows instead of a bare "illegal".
 *
 * @module
 */

import type { Cell } from '@quadrille/core';
import type { BlokusPosition } from './position.js';
import { capital } from './render.js';

/** The rules a selection can break, as {@link explainSelection} names them (its sentences start so). */
export const BLOKUS_SELECTION_RULES = {
  overlap: 'Overlaps a piece',
  edge: 'Touches its own colour along an edge',
  corner: 'No corner contact',
  start: 'Misses the starting point',
  used: 'Piece already played',
  shape: 'Fits no piece',
  over: 'The game is over',
} as const;

/** A list of names: `e10`, `e10 and f10`, `e10, f10 and g10`. */
function listed(names: readonly string[]): string {
  return names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/**
 * Why no legal placement of the colour to move covers all of `cells` (the squares a person has
 * selected, any order) — with `whole`, exactly `cells` (a piece put down, cells typed in full):
 * one sentence that starts with the rule broken (see {@link BLOKUS_SELECTION_RULES}), or
 * `undefined` when some legal placement covers them (the selection can still become a move) or
 * `cells` is empty. Rules the selection itself breaks come
 * first (a taken square, a square beside the colour's own piece); otherwise every piece that
 * could cover the squares is tried, and the rule that rules out the last of them is named: the
 * piece is already played, it would overlap a piece, touch its own colour along an edge, miss the
 * starting point (a colour's first piece) or have no corner contact with its colour.
 *
 * Never throws and leaves `pos` unchanged; indices that are no cell, or repeated, are named as
 * such. This is `blokus.input.explain`.
 *
 * @example
 * ```ts
 * const pos = blokus.create({ variant: 'duo' });
 * explainSelection(pos, [pos.rules.grid.parse('a1')]);
 * // 'Misses the starting point: Purple's first piece must cover e10.'
 * ```
 */
export function explainSelection(
  pos: BlokusPosition,
  cells: readonly number[],
  whole = false,
): string | undefined {
  const { grid, table, colourNames, starts } = pos.rules;
  if (cells.length === 0) return undefined;
  if (!cells.every((c) => Number.isInteger(c) && grid.contains(c)) || new Set(cells).size !== cells.length)
    return `${BLOKUS_SELECTION_RULES.shape}: the selection names a square twice, or one off the board.`;
  const colour = pos.colourToMove;
  if (colour < 0) return `${BLOKUS_SELECTION_RULES.over}.`;
  const name = (c: Cell) => grid.name(c);
  const who = capital(colourNames[colour]!);

  const taken = cells.filter((c) => pos.colourAt(c) >= 0);
  if (taken.length > 0)
    return `${BLOKUS_SELECTION_RULES.overlap}: ${listed(taken.map(name))} ${taken.length > 1 ? 'are' : 'is'} already covered.`;
  const beside = besideOwn(pos, colour, cells);
  if (beside !== undefined)
    return `${BLOKUS_SELECTION_RULES.edge}: ${name(beside[0])} is beside ${who}'s piece on ${name(beside[1])}.`;

  // Every placement covering the selection (with `whole`, the one covering exactly it), then the
  // ones each rule leaves, in the order the rules are checked; the rule that leaves none is named.
  let left = whole ? exactPlacement(pos, cells) : placementsCovering(pos, cells);
  if (left.length === 0) {
    return `${BLOKUS_SELECTION_RULES.shape}: no piece covers ${whole ? 'exactly ' : ''}${listed(cells.map(name))}${whole ? '' : ' together'}.`;
  }
  const pieceNames = (list: readonly number[]) =>
    listed([...new Set(list.map((p) => table.piece[p]!))].map((k) => pos.rules.pieceSet.pieces[k]!.name));
  const unused = left.filter((p) => pos.hasPiece(colour, table.piece[p]!));
  if (unused.length === 0)
    return `${BLOKUS_SELECTION_RULES.used}: ${who} has already placed ${pieceNames(left)}, the only ${left.some((p) => table.piece[p] !== table.piece[left[0]!]) ? 'pieces' : 'piece'} that would fit.`;
  left = unused;
  const free = left.filter((p) => table.cellsOf(p).every((c) => pos.colourAt(c) < 0));
  if (free.length === 0)
    return `${BLOKUS_SELECTION_RULES.overlap}: every piece that covers these squares would cover a taken one.`;
  left = free;
  const apart = left.filter((p) => besideOwn(pos, colour, table.cellsOf(p)) === undefined);
  if (apart.length === 0)
    return `${BLOKUS_SELECTION_RULES.edge}: every piece that covers these squares would be beside ${who}'s own.`;
  if (apart.some((p) => pos.isLegalFor(colour, p))) return undefined;
  if (pos.placedSquares(colour) === 0) {
    return `${BLOKUS_SELECTION_RULES.start}: ${who}'s first piece must cover ${listed(starts[colour]!.map(name)).replace(/ and /, ' or ')}.`;
  }
  return `${BLOKUS_SELECTION_RULES.corner}: a piece here would not touch ${who}'s pieces at a corner.`;
}

/** The placement of the rules' table covering exactly `cells`, as a list of none or one. */
function exactPlacement(pos: BlokusPosition, cells: readonly Cell[]): number[] {
  const p = pos.rules.table.find(cells);
  return p < 0 ? [] : [p];
}

/** A square of `cells` with an orthogonal neighbour of `colour`, and that neighbour; or undefined. */
function besideOwn(pos: BlokusPosition, colour: number, cells: readonly Cell[]): [Cell, Cell] | undefined {
  const { orthogonal } = pos.rules.grid;
  for (const c of cells) {
    for (let d = 0; d < 4; d++) {
      const n = orthogonal[c * 4 + d]!;
      if (n >= 0 && pos.colourAt(n) === colour) return [c, n];
    }
  }
  return undefined;
}

/** Every placement of the rules' table that covers all of `cells` (valid, distinct, not empty). */
function placementsCovering(pos: BlokusPosition, cells: readonly Cell[]): number[] {
  const { table } = pos.rules;
  const out: number[] = [];
  if (cells.length > table.stride) return out;
  const first = cells[0]!;
  // The placements covering the first cell, per piece: the table's lists for "no neighbour ruled out".
  for (let k = 0; k < table.pieces; k++) {
    const list = first * 16 * table.pieces + k;
    for (let i = table.covering.start[list]!; i < table.covering.start[list + 1]!; i++) {
      const p = table.covering.data[i]!;
      const base = p * table.stride;
      const own = table.cells.subarray(base, base + table.size[p]!);
      if (cells.every((c) => own.includes(c))) out.push(p);
    }
  }
  return out;
}
