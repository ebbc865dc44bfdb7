/**
 * {@link view}: a Talpa position as core's plain-data `BoardView`, for `@quadrille/svg` or any
 * other renderer: pieces as stones by owner, the last move, the winner's edge-to-edge path.
 *
 * @module
 */

import {
  type BoardView,
  type CellView,
  emptyCellViews,
  type Overlay,
  readViewOptions,
  targetsOverlay,
  type ViewOptions,
} from '@quadrille/core';
import { describeMove } from './notation.js';
import { winningPath } from './paths.js';
import { PLAYER_NAMES } from './player.js';
import type { TalpaMove, TalpaPosition } from './position.js';
import { statusLine } from './render.js';

/** The cells a move touches: a capture's two squares, a removal's square, nothing for a pass. */
const moveCells = (pos: TalpaPosition, move: TalpaMove) => describeMove(pos, move).cells;

/**
 * The position as a `BoardView`: Red is colour 0, Blue colour 1 (as the seats); overlays for the
 * last move, the winning path once there is one, and (with `targets`) the squares the side to
 * move may use. JSON data, cheap enough to call after every move.
 *
 * @example
 * ```ts
 * const v = view(talpa.create({ size: 6 }));
 * v.cells.filter((c) => c.owner === 0).length; // 18
 * ```
 *
 * @throws `OptionsError` for options that are not `{ targets?: boolean }`.
 */
export function view(pos: TalpaPosition, options?: ViewOptions): BoardView {
  const { targets } = readViewOptions(options);
  const cells: CellView[] = emptyCellViews(pos.grid);
  for (let c = 0; c < cells.length; c++) {
    const owner = pos.pieceAt(c);
    if (owner !== undefined) cells[c] = { ...cells[c]!, owner, glyph: 'stone' };
  }
  const overlays: Overlay[] = [];
  const last = pos.history.at(-1);
  if (last !== undefined) overlays.push({ kind: 'last-move', cells: moveCells(pos, last) });
  const path = winningPath(pos);
  if (path !== undefined)
    overlays.push({ kind: 'path', cells: path, owner: pos.winner!, label: 'winning path' });
  if (targets) overlays.push(targetsOverlay(pos, (m) => moveCells(pos, m)));
  const outcome = pos.outcome();
  return {
    game: 'talpa',
    width: pos.grid.width,
    height: pos.grid.height,
    cells,
    overlays,
    colours: PLAYER_NAMES.map((name, seat) => ({
      name,
      seat,
      ...(outcome === undefined ? {} : { score: outcome.scores[seat]! }),
    })),
    ...(pos.isOver() ? {} : { toMove: pos.turn, seatToMove: pos.turn }),
    status: statusLine(pos),
    over: pos.isOver(),
  };
}
