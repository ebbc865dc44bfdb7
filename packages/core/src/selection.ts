/**
 * Making a move by selecting cells, for any described game: {@link matchSelection} tells which
 * legal moves a selection of cells makes and whether more cells could still make one, from the
 * game's {@link MoveInput} alone. A board, a terminal prompt and the property-test kit share it.
 *
 * @module
 */

import type { GameDescription } from './description.js';
import type { Position } from './protocol.js';

/** What a selection of cells makes in a position. */
export interface SelectionMatch<M extends number> {
  /**
   * The legal moves whose cells are exactly the selection (in order where order matters),
   * ascending: none, one, or several that cells alone do not tell apart (Linkage's colours).
   */
  readonly moves: readonly M[];
  /** Whether some legal move has these cells and more (the selection starts a longer move). */
  readonly extensible: boolean;
}

/**
 * The legal moves of `pos` that `selection` makes, by the game's input mapping. An empty
 * selection makes no move (moves without cells, such as a pass, are made by a button); a
 * selection that names a cell twice makes none either.
 *
 * @example
 * ```ts
 * const pos = talpa.create({ size: 6 });
 * matchSelection(talpa, pos, [pos.grid.cell('a1')]); // { moves: [], extensible: true }
 * ```
 */
export function matchSelection<P extends Position<M>, M extends number>(
  game: Pick<GameDescription<P, M>, 'input'>,
  pos: P,
  selection: readonly number[],
): SelectionMatch<M> {
  const { input } = game;
  const moves: M[] = [];
  let extensible = false;
  if (new Set(selection).size !== selection.length) return { moves, extensible };
  for (const move of pos.legalMoves()) {
    const cells = input.cells(pos, move);
    if (cells.length < selection.length || cells.length === 0) continue;
    const starts = input.ordered
      ? selection.every((c, i) => cells[i] === c)
      : selection.every((c) => cells.includes(c));
    if (!starts) continue;
    if (cells.length === selection.length) {
      if (selection.length > 0) moves.push(move);
    } else extensible = true;
  }
  return { moves, extensible };
}

/** The legal moves of `pos` that have no cells to select (a pass, a choice): a board's buttons. */
export function cellFreeMoves<P extends Position<M>, M extends number>(
  game: Pick<GameDescription<P, M>, 'input'>,
  pos: P,
): M[] {
  return pos.legalMoves().filter((m) => game.input.cells(pos, m).length === 0);
}
