/**
 * A deliberately naive Blokus referee for tests: legality cell by cell from the board alone, and
 * a generator that tries every orientation of every remaining piece at every offset (core's
 * `placements`), sharing nothing with the engine's tables.
 */
import type { BlokusPosition, BlokusRules } from '@quadrille/blokus';
import { type Placement, placements } from '@quadrille/core';

const cache = new WeakMap<BlokusRules, Placement[][]>();

/** Core's placements of each piece of the rules' set (cached per rules object). */
function allPlacements(rules: BlokusRules): Placement[][] {
  let list = cache.get(rules);
  if (list === undefined) {
    list = rules.pieceSet.pieces.map((piece) => placements(piece.shape, rules.grid));
    cache.set(rules, list);
  }
  return list;
}

/** Whether covering `cells` is a legal placement for `colour`, judged from the board only. */
export function naiveIsLegal(pos: BlokusPosition, colour: number, cells: readonly number[]): boolean {
  const { grid, starts } = pos.rules;
  if (cells.some((c) => pos.colourAt(c) !== -1)) return false;
  if (pos.placedCount(colour) === 0) return cells.some((c) => starts[colour]!.includes(c));
  let corner = false;
  for (const c of cells) {
    const f = grid.fileOf(c);
    const r = grid.rankOf(c);
    for (const [df, dr] of [
      [1, 0],
      [-1, 0],
      [0, 1],
      [0, -1],
    ] as const) {
      if (grid.onBoard(f + df, r + dr) && pos.colourAt(grid.cell(f + df, r + dr)) === colour) return false;
    }
    for (const [df, dr] of [
      [1, 1],
      [-1, 1],
      [1, -1],
      [-1, -1],
    ] as const) {
      if (grid.onBoard(f + df, r + dr) && pos.colourAt(grid.cell(f + df, r + dr)) === colour) corner = true;
    }
  }
  return corner;
}

/** Every legal placement of `colour` as sorted cell lists joined by commas, sorted. */
export function naiveMoves(pos: BlokusPosition, colour: number): string[] {
  const out: string[] = [];
  for (const piece of pos.rules.pieceSet.pieces) {
    if (!pos.hasPiece(colour, piece.index)) continue;
    for (const pl of allPlacements(pos.rules)[piece.index]!) {
      if (naiveIsLegal(pos, colour, pl.cells)) out.push(pl.cells.join(','));
    }
  }
  return out.sort();
}
