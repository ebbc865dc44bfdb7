/**
 * {@link BoardView}: a plain-data picture of a position, the one description every renderer
 * draws (after AbstractPlay, where each game describes its board and one renderer draws them
 * all). A game's `view(pos)` builds it; `@quadrille/svg` turns it into SVG; an app may draw it
 * any way it likes. It is JSON data: no classes, no DOM, no functions.
 *
 * Cells are numbered as on the game's {@link Grid}: `rank * width + file`, `a1` bottom-left.
 *
 * @module
 */

import { Reason } from './errors.js';
import type { Grid } from './grid.js';
import type { Point } from './polyomino.js';
import { describeValue, failOptions, readRecord } from './untrusted.js';

/** How an occupied cell is drawn, besides its colour (so colour is never the only cue). */
export type Glyph = 'stone' | 'square' | 'piece';

/** One cell of a {@link BoardView}. */
export interface CellView {
  /** The cell's name (`e5`). */
  readonly name: string;
  /** The colour index of what occupies the cell (an index into {@link BoardView.colours}). */
  readonly owner?: number;
  /** How the occupant is drawn: a round stone, a square tile, a polyomino piece's square. */
  readonly glyph?: Glyph;
  /** A short label drawn on the cell (a start-point mark, a move number). */
  readonly label?: string;
}

/**
 * Something drawn over the board. `cells` are cell indices; `owner` (where present) is a colour
 * index. The kinds:
 * - `last-move`: the cells the last move changed;
 * - `highlight`: cells to draw attention to (a selection, a start point);
 * - `targets`: where the side to move may play;
 * - `group`: a connected group (Linkage);
 * - `line`: a line of stones that scores or decides (Linage);
 * - `region`: an owned region (Linage);
 * - `path`: an ordered edge-to-edge path, first cell to last (Talpa's winning path).
 */
export interface Overlay {
  /** What the cells are. */
  readonly kind: 'last-move' | 'highlight' | 'targets' | 'group' | 'line' | 'region' | 'path';
  /** The cells, as indices (ordered for a `path`). */
  readonly cells: readonly number[];
  /** The colour the overlay belongs to, if any. */
  readonly owner?: number;
  /** A short text, for a legend or a tooltip. */
  readonly label?: string;
}

/** One colour (or side) of the game. */
export interface ColourView {
  /** Its name in the game (`Blue`, `Red`, `Vertical`). */
  readonly name: string;
  /** The seat that plays it; absent for a neutral colour (Linkage's black square, Linage's stones). */
  readonly seat?: number;
  /** Its score so far or at the end, if the game counts one. */
  readonly score?: number;
  /** Pieces it still holds (Blokus), each as the cells of its shape, `[file, rank]` from 0. */
  readonly pieces?: readonly PieceView[];
}

/** A piece in a colour's tray. */
export interface PieceView {
  /** The piece's name in the game's notation (`I5`, `X`). */
  readonly name: string;
  /** Its cells in its standard orientation, `[file, rank]` pairs from `[0, 0]`. */
  readonly cells: readonly Point[];
}

/** A plain-data description of a position for drawing. JSON-serialisable. */
export interface BoardView {
  /** The game's id (`blokus`). */
  readonly game: string;
  /** Files. */
  readonly width: number;
  /** Ranks. */
  readonly height: number;
  /** One entry per cell, index = cell. */
  readonly cells: readonly CellView[];
  /** What is drawn over the board, in drawing order. */
  readonly overlays: readonly Overlay[];
  /** The colours, index = colour. */
  readonly colours: readonly ColourView[];
  /** The colour to move, while the game runs, where the game has one (not Linkage or Linage). */
  readonly toMove?: number;
  /** The seat to move, while the game runs. */
  readonly seatToMove?: number;
  /** A one-line status in words (`Blue to move`, `Red wins by 3`). */
  readonly status: string;
  /** Whether the game is over. */
  readonly over: boolean;
}

/** Options every game's `view(pos, options?)` accepts. */
export interface ViewOptions {
  /** Add a `targets` overlay: the cells the side to move's legal moves touch (default false). */
  readonly targets?: boolean;
}

/**
 * The cells of an empty board view of `grid`, to fill in: one `{ name }` per cell. Games start
 * from it and add owners.
 */
export function emptyCellViews(grid: Grid): CellView[] {
  const cells = new Array<CellView>(grid.size);
  for (let c = 0; c < grid.size; c++) cells[c] = { name: grid.name(c) };
  return cells;
}

/**
 * The settings of a `view(pos, options?)` call, checked like any options: an `OptionsError`
 * for anything but a plain object of known options.
 */
export function readViewOptions(options: ViewOptions | undefined): { readonly targets: boolean } {
  if (options === undefined) return { targets: false };
  readRecord(options, ['targets'], 'view options', failOptions, Reason.UnknownOption);
  const targets = options.targets ?? false;
  if (typeof targets !== 'boolean')
    failOptions(`targets must be true or false, got ${describeValue(targets)}`, Reason.BadType);
  return { targets };
}

/**
 * The `targets` overlay of the cells `cellsOf` gives for each legal move of `pos` (deduplicated,
 * ascending).
 */
export function targetsOverlay<M extends number>(
  pos: { legalMoves(): readonly M[] },
  cellsOf: (move: M) => readonly number[],
): Overlay {
  const seen = new Set<number>();
  for (const move of pos.legalMoves()) for (const c of cellsOf(move)) seen.add(c);
  return { kind: 'targets', cells: [...seen].sort((a, b) => a - b) };
}
