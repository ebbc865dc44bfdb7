/**
 * What tools need to show the m,n,k-game: each move's typed description, the seats, and the
 * board as core's plain-data `BoardView`.
 *
 * @module
 */

import {
  type BoardView,
  type CellView,
  describeValue,
  emptyCellViews,
  IllegalMoveError,
  NAMED_COLOURS,
  type Overlay,
  Reason,
  readViewOptions,
  type SeatDescription,
  statusLine,
  targetsOverlay,
  type ViewOptions,
} from '@quadrille/core';
import type { MnkMove, MnkPosition } from './position.js';

// #region view
/** A move as a value: the cell it fills. */
export interface MnkMoveDescription {
  /** The cell's index. */
  readonly cell: number;
  /** The cell's name (`b2`). */
  readonly name: string;
  /** `[cell]`: the cell a person selects to make the move. */
  readonly cells: readonly [number];
}

/**
 * The move `move` names on `pos`'s board (legal or not).
 *
 * @throws `IllegalMoveError` with reason `not-a-move` for a number that is not a cell.
 */
export function describeMnkMove(pos: MnkPosition, move: MnkMove): MnkMoveDescription {
  if (!pos.grid.contains(move)) {
    throw new IllegalMoveError(`${describeValue(move)} is not a cell of this board`, Reason.NotAMove);
  }
  return { cell: move, name: pos.grid.name(move), cells: [move] };
}

/** The seats: X (seat 0, first) and O. */
export const MNK_SEATS: readonly SeatDescription[] = [
  { name: 'X', colour: NAMED_COLOURS.blue! },
  { name: 'O', colour: NAMED_COLOURS.orange! },
];

/**
 * The position as a `BoardView` for `@quadrille/svg` or any renderer: stones by seat, the last
 * move, and (with `targets`) the empty cells.
 *
 * @throws `OptionsError` for options that are not `{ targets?: boolean }`.
 */
export function mnkView(pos: MnkPosition, options?: ViewOptions): BoardView {
  const { targets } = readViewOptions(options);
  const cells: CellView[] = emptyCellViews(pos.grid);
  pos.board.forEach((seat, c) => {
    if (seat >= 0) cells[c] = { ...cells[c]!, owner: seat, glyph: 'stone' };
  });
  const overlays: Overlay[] = [];
  const last = pos.history.at(-1);
  if (last !== undefined) overlays.push({ kind: 'last-move', cells: [last] });
  if (targets) overlays.push(targetsOverlay(pos, (m) => [m]));
  const over = pos.isOver();
  return {
    game: 'mnk',
    width: pos.grid.width,
    height: pos.grid.height,
    cells,
    overlays,
    colours: MNK_SEATS.map((s, seat) => ({ name: s.name, seat })),
    ...(over ? {} : { toMove: pos.turn, seatToMove: pos.turn }),
    status: statusLine(
      pos,
      MNK_SEATS.map((s) => s.name),
    ),
    over,
  };
}
// #endregion
