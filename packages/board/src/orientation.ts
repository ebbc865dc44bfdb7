/**
 * Turning the board: {@link orient} lays a {@link BoardView} out as seen after a number of
 * quarter turns clockwise — the cells moved, not the picture rotated, so that cell names, marks
 * and text stay upright — and maps cells between the game's numbering and the screen's. The
 * screen's numbering is a view's own: `row * width + column`, row 0 at the bottom.
 *
 * @module
 */

import type { BoardView, CellView, Overlay } from '@quadrille/core';
import type { Orientation } from './settings.js';

/** A view laid out for the screen, and the two ways between game cells and screen cells. */
export interface Oriented {
  /** The view with its cells in screen order (width and height swapped by a quarter turn). */
  readonly view: BoardView;
  /** The screen cell of each game cell. */
  readonly toScreen: (cell: number) => number;
  /** The game cell of each screen cell. */
  readonly toGame: (screen: number) => number;
  /** The text under each screen column, left to right (a file letter, or a rank at 90° and 270°). */
  readonly columnLabels: readonly string[];
  /** The text beside each screen row, bottom to top. */
  readonly rowLabels: readonly string[];
}

/** The file letters and the rank digits of a cell name (`aa12` → `aa`, `12`). */
function nameParts(name: string): [string, string] {
  const m = /^([a-z]+)(\d+)$/i.exec(name);
  return m === null ? [name, name] : [m[1]!, m[2]!];
}

/**
 * `view` as seen after `orientation` degrees clockwise. At 0 the view is returned as it is.
 *
 * @example
 * ```ts
 * const { view, toScreen } = orient(talpa.view(pos), 180);
 * view.cells[0].name; // the top-right cell of the game's board, now bottom left
 * ```
 */
export function orient(view: BoardView, orientation: Orientation): Oriented {
  const { width: w, height: h } = view;
  const turned = orientation === 90 || orientation === 270;
  const sw = turned ? h : w;
  const sh = turned ? w : h;
  const toScreen = (cell: number): number => {
    const f = cell % w;
    const r = (cell - f) / w;
    switch (orientation) {
      case 0:
        return cell;
      case 90:
        return (w - 1 - f) * sw + r;
      case 180:
        return (h - 1 - r) * sw + (w - 1 - f);
      case 270:
        return f * sw + (h - 1 - r);
    }
  };
  const back = new Int32Array(w * h);
  for (let c = 0; c < w * h; c++) back[toScreen(c)] = c;
  const toGame = (screen: number): number => back[screen]!;
  const names = (index: 0 | 1, pick: (i: number) => number, count: number) =>
    Array.from({ length: count }, (_, i) => nameParts(view.cells[toGame(pick(i))]?.name ?? '')[index]);
  // Under a column the file letters (the rank numbers once turned a quarter); beside a row the other.
  const columnLabels = names(turned ? 1 : 0, (x) => x, sw);
  const rowLabels = names(turned ? 0 : 1, (y) => y * sw, sh);
  if (orientation === 0) return { view, toScreen, toGame, columnLabels, rowLabels };
  const cells: CellView[] = Array.from({ length: w * h }, (_, s) => view.cells[toGame(s)]!);
  const overlays: Overlay[] = view.overlays.map((o) => ({ ...o, cells: o.cells.map(toScreen) }));
  return {
    view: { ...view, width: sw, height: sh, cells, overlays },
    toScreen,
    toGame,
    columnLabels,
    rowLabels,
  };
}
