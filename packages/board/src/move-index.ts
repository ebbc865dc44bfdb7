/**
 * {@link MoveIndex}: the legal moves of one position with the cells a person selects for each,
 * asked of the game once, so that a board can answer every click, hover and hint of that
 * position without asking again.
 *
 * @module
 */

import { type AnyGameDescription, matchSelection, type Position, type SelectionMatch } from '@quadrille/core';

/** The legal moves of a position and their cells, by the game's input mapping. */
export class MoveIndex {
  /** Whether the order of selection matters. */
  readonly ordered: boolean;
  /** The legal moves, ascending. */
  readonly moves: readonly number[];
  /** The legal moves made without a cell (a pass, a choice of side), ascending. */
  readonly cellFree: readonly number[];
  private readonly cells: Map<number, readonly number[]>;
  private readonly pos: Position<number>;

  /** Indexes the legal moves of `pos`, which must not change while the index is used. */
  constructor(game: Pick<AnyGameDescription, 'input'>, pos: Position<number>) {
    this.pos = pos;
    this.ordered = game.input.ordered;
    this.moves = pos.legalMoves();
    this.cells = new Map(this.moves.map((m) => [m, game.input.cells(pos, m)]));
    this.cellFree = this.moves.filter((m) => this.cellsOf(m).length === 0);
  }

  /** The cells of legal move `move` (empty for a move that is not legal here). */
  cellsOf(move: number): readonly number[] {
    return this.cells.get(move) ?? [];
  }

  /** What `selection` makes: core's `matchSelection`, on the cells indexed here. */
  match(selection: readonly number[]): SelectionMatch<number> {
    const input = { ordered: this.ordered, cells: (_pos: unknown, m: number) => this.cellsOf(m) };
    return matchSelection({ input }, this.pos, selection);
  }

  /**
   * The cells that could come next after `selection`: those that some legal move has beside the
   * selected ones (in order: its next cell), ascending. Every cell of some move when the
   * selection is empty.
   */
  next(selection: readonly number[]): number[] {
    const found = new Set<number>();
    for (const move of this.moves) {
      const cells = this.cellsOf(move);
      if (cells.length <= selection.length) continue;
      if (this.ordered) {
        if (selection.every((c, i) => cells[i] === c)) found.add(cells[selection.length]!);
      } else if (selection.every((c) => cells.includes(c))) {
        for (const c of cells) if (!selection.includes(c)) found.add(c);
      }
    }
    return [...found].sort((a, b) => a - b);
  }
}
