/**
 * {@link view}: a Linkage position as core's plain-data `BoardView`: squares by colour, the
 * black square, the groups (the count that decides the game), the marked piece that restricts
 * the next move, and the last piece placed.
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
import { COLOURS } from './colours.js';
import type { LinkageMove } from './moves.js';
import { BLACK, EMPTY, type LinkagePosition } from './position.js';
import { statusLine } from './render.js';

const capital = (name: string): string => name.charAt(0).toUpperCase() + name.slice(1);

/** The cells a move covers: a placement's two squares, the black square, nothing otherwise. */
function moveCells(pos: LinkagePosition, move: LinkageMove): readonly number[] {
  return pos.table.view(move).cells;
}

/**
 * The position as a `BoardView`. Colours `0 … colours - 1` are the piece colours (white, blue,
 * red, yellow, …; no seat owns them) and the last colour is the neutral black square. Overlays:
 * one `group` per group of two or more squares, the marked piece as a `highlight` (the next
 * piece may not touch it), the last move, and (with `targets`) every square a legal move covers.
 *
 * @example
 * ```ts
 * const v = view(linkage.create());
 * v.colours.map((c) => c.name); // ['White', 'Blue', 'Red', 'Yellow', 'Black']
 * ```
 *
 * @throws `OptionsError` for options that are not `{ targets?: boolean }`.
 */
export function view(pos: LinkagePosition, options?: ViewOptions): BoardView {
  const { targets } = readViewOptions(options);
  const { grid } = pos;
  const black = pos.rules.colours;
  const cells: CellView[] = emptyCellViews(grid);
  for (let c = 0; c < grid.size; c++) {
    const colour = pos.colourAt(c);
    if (colour === EMPTY) continue;
    cells[c] = { ...cells[c]!, owner: colour === BLACK ? black : colour, glyph: 'square' };
  }
  const overlays: Overlay[] = [];
  const groups = pos.groupComponents();
  const members: number[][] = Array.from({ length: groups.count }, () => []);
  for (let c = 0; c < grid.size; c++) {
    const label = groups.labels[c]!;
    if (label >= 0) members[label]!.push(c);
  }
  members.forEach((cellsOfGroup, label) => {
    if (cellsOfGroup.length > 1)
      overlays.push({ kind: 'group', cells: cellsOfGroup, owner: groups.colours[label]! });
  });
  const marked = pos.marked;
  if (marked !== undefined) overlays.push({ kind: 'highlight', cells: [...marked], label: 'marked piece' });
  const last = pos.history.at(-1);
  if (last !== undefined) overlays.push({ kind: 'last-move', cells: moveCells(pos, last) });
  if (targets) overlays.push(targetsOverlay(pos, (m) => moveCells(pos, m)));
  const outcome = pos.outcome();
  return {
    game: 'linkage',
    width: grid.width,
    height: grid.height,
    cells,
    overlays,
    colours: [
      ...COLOURS.slice(0, pos.rules.colours).map((c) => ({ name: capital(c.name) })),
      { name: 'Black' },
    ],
    ...(outcome === undefined ? { seatToMove: pos.turn } : {}),
    status: statusLine(pos),
    over: pos.isOver(),
  };
}
