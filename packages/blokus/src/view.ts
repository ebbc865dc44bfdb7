/**
 * {@link view}: a Blokus position as core's plain-data `BoardView`: squares by colour, empty
 * starting points, the last piece placed, each colour's score and the pieces it still holds (as
 * shapes, for a tray).
 *
 * @module
 */

import {
  type BoardView,
  type CellView,
  type ColourView,
  emptyCellViews,
  type Overlay,
  readViewOptions,
  targetsOverlay,
  type ViewOptions,
} from '@quadrille/core';
import { describeMove } from './describe.js';
import type { BlokusPosition } from './position.js';
import { capital, statusLine } from './render.js';

/** Colour `colour` as the view shows it: name, seat (none for classic3's shared colour), pieces. */
function colourView(pos: BlokusPosition, colour: number): ColourView {
  const { colourNames, colourSeat, pieceSet } = pos.rules;
  const seat = colourSeat[colour]!;
  return {
    name: capital(colourNames[colour]!),
    ...(seat >= 0 ? { seat } : {}),
    score: pos.colourScore(colour),
    pieces: pos.piecesLeft(colour).map((p) => {
      const piece = pieceSet.pieces[p]!;
      return { name: piece.name, cells: piece.shape.cells };
    }),
  };
}

/**
 * The position as a `BoardView`: colour indices as in the rules (`blue`, `yellow`, `red`,
 * `green`; Duo's `purple`, `orange`); overlays for the empty starting points, the last piece
 * placed and (with `targets`) every square some legal placement of the colour to move covers.
 *
 * @example
 * ```ts
 * const v = view(blokus.create({ variant: 'duo' }));
 * v.colours.map((c) => c.pieces.length); // [21, 21]
 * ```
 *
 * @throws `OptionsError` for options that are not `{ targets?: boolean }`.
 */
export function view(pos: BlokusPosition, options?: ViewOptions): BoardView {
  const { targets } = readViewOptions(options);
  const { grid, colours, starts } = pos.rules;
  const cells: CellView[] = emptyCellViews(grid);
  for (let c = 0; c < grid.size; c++) {
    const owner = pos.colourAt(c);
    if (owner >= 0) cells[c] = { ...cells[c]!, owner, glyph: 'piece' };
  }
  const overlays: Overlay[] = [];
  starts.forEach((points, colour) => {
    const open = points.filter((c) => pos.colourAt(c) < 0);
    if (open.length > 0)
      overlays.push({ kind: 'highlight', cells: open, owner: colour, label: 'starting point' });
  });
  const last = pos.history.at(-1);
  if (last !== undefined) {
    overlays.push({ kind: 'last-move', cells: describeMove(pos, last, pos.historyColours.at(-1)!).cells });
  }
  if (targets) overlays.push(targetsOverlay(pos, (m) => describeMove(pos, m).cells));
  const toMove = pos.colourToMove;
  return {
    game: 'blokus',
    width: grid.width,
    height: grid.height,
    cells,
    overlays,
    colours: Array.from({ length: colours }, (_, colour) => colourView(pos, colour)),
    ...(toMove >= 0 ? { toMove, seatToMove: pos.turn } : {}),
    status: statusLine(pos),
    over: pos.isOver(),
  };
}
