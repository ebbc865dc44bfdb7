/**
 * {@link view}: a Linage position as core's plain-data `BoardView`: the neutral stones, the
 * regions each side owns, the lines that make them theirs, the last stone, and the score.
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
import { decodeMove, type LinageMove, type Side } from './moves.js';
import type { LinagePosition } from './position.js';
import { statusLine } from './render.js';

/** Colour indices of the view: the two sides, then the neutral stones. */
const VERTICAL = 0;
const HORIZONTAL = 1;
const STONE = 2;

const colourOfSide = (side: Side): number => (side === 'vertical' ? VERTICAL : HORIZONTAL);

/**
 * The lines of the owned regions, as maximal runs of at least `lineLength` empty points: in
 * columns for Vertical's regions, in rows for Horizontal's (the lines that make each region
 * theirs; free regions hold both kinds and get none).
 */
function ownedLines(pos: LinagePosition): Overlay[] {
  const { width, height } = pos.grid;
  const length = pos.rules.lineLength;
  const lines: Overlay[] = [];
  const scan = (
    count: number,
    span: number,
    cellAt: (line: number, i: number) => number,
    side: Side,
  ): void => {
    for (let line = 0; line < count; line++) {
      let run: number[] = [];
      const close = (): void => {
        if (run.length >= length) lines.push({ kind: 'line', cells: run, owner: colourOfSide(side) });
        run = [];
      };
      for (let i = 0; i < span; i++) {
        const c = cellAt(line, i);
        if (pos.ownerAt(c) === side) run.push(c);
        else close();
      }
      close();
    }
  };
  scan(width, height, (file, rank) => rank * width + file, 'vertical');
  scan(height, width, (rank, file) => rank * width + file, 'horizontal');
  return lines;
}

/** The point a move places a stone on, if it is a placement. */
const moveCells = (pos: LinagePosition, move: LinageMove) => decodeMove(pos.grid, move)?.cells ?? [];

/**
 * The position as a `BoardView`. Colour 0 is Vertical, 1 Horizontal (with their seats once the
 * pie rule, if any, has decided), 2 the neutral stones. Overlays: one `region` per region a side
 * owns, the `line`s that make it theirs, the last stone, and (with `targets`) the points where a
 * stone may go.
 *
 * @example
 * ```ts
 * const pos = linage.create({ size: 5 });
 * pos.play(linage.parseMove(pos, 'c3'));
 * view(pos).cells.filter((c) => c.owner === 2).length; // 1
 * ```
 *
 * @throws `OptionsError` for options that are not `{ targets?: boolean }`.
 */
export function view(pos: LinagePosition, options?: ViewOptions): BoardView {
  const { targets } = readViewOptions(options);
  const { grid } = pos;
  const cells: CellView[] = emptyCellViews(grid);
  const regionCells: [number[], number[]] = [[], []];
  for (let c = 0; c < grid.size; c++) {
    if (pos.isStone(c)) cells[c] = { ...cells[c]!, owner: STONE, glyph: 'stone' };
    else {
      const owner = pos.ownerAt(c);
      if (owner === 'vertical' || owner === 'horizontal') regionCells[colourOfSide(owner)]!.push(c);
    }
  }
  const overlays: Overlay[] = [];
  regionCells.forEach((owned, colour) => {
    if (owned.length > 0) overlays.push({ kind: 'region', cells: owned, owner: colour });
  });
  overlays.push(...ownedLines(pos));
  const last = pos.history.at(-1);
  if (last !== undefined) overlays.push({ kind: 'last-move', cells: moveCells(pos, last) });
  if (targets) overlays.push(targetsOverlay(pos, (m) => moveCells(pos, m)));
  const score = pos.score();
  const decided = pos.verticalSeat !== undefined;
  const over = pos.isOver();
  return {
    game: 'linage',
    width: grid.width,
    height: grid.height,
    cells,
    overlays,
    colours: [
      { name: 'Vertical', ...(decided ? { seat: pos.seatOf('vertical') } : {}), score: score.vertical },
      { name: 'Horizontal', ...(decided ? { seat: pos.seatOf('horizontal') } : {}), score: score.horizontal },
      { name: 'Stone' },
    ],
    ...(over
      ? {}
      : { seatToMove: pos.turn, ...(pos.phase === 'play' ? { toMove: colourOfSide(pos.sideToMove) } : {}) }),
    status: statusLine(pos),
    over,
  };
}
