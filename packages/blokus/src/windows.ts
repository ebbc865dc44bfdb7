/**
 * {@link WindowMasks}: placements and forbidden cells in one layout, so that the move generator
 * tests a placement with one AND and `play` marks a piece's cells forbidden with one OR per
 * window it touches.
 *
 * @module
 */

import type { Grid } from '@quadrille/core';
import type { FlatLists } from './placements.js';

/**
 * Placements as masks over a square window of the board, so that testing one against a
 * colour's forbidden cells is a single AND (two for pieces spanning more than 5 cells). The
 * window of a placement sits at its anchor, the lowest rank and file of its bounding box; its
 * cell at `dx` files and `dy` ranks from the anchor is bit `dy * side + dx` of the mask (words
 * of 32 bits, lowest first). A position keeps, for each colour and each window, the forbidden
 * cells of that window in the same layout.
 *
 * Windows are anchored on a padded board: `pad` extra files and ranks on every side. Anchors
 * off the board hold no placement, but they let `play` mark the windows around a piece through
 * fixed offsets from the piece's own window ({@link WindowMasks.occupy}, {@link WindowMasks.claim})
 * without clipping at the edges; the bits they set off the board are never tested.
 *
 * Placements of one fixed orientation share their mask, so a placement is stored as one
 * 32-bit code, and the masks, one per orientation, stay in the fastest cache: the move
 * generator's test of a candidate reads one small record instead of a mask of its own.
 */
export interface WindowMasks {
  /** The side of the window: the longest side of any placement's bounding box (at most 8). */
  readonly side: number;
  /** 32-bit words per mask: 1 when `side` is at most 5, else 2. */
  readonly words: number;
  /** Files and ranks of padding around the board (`side`: enough for a piece's whole ring). */
  readonly pad: number;
  /** The number of windows (anchors on the padded board). */
  readonly windows: number;
  /** The distinct masks, `words` words each. */
  readonly masks: Int32Array;
  /**
   * Each placement as `window * words | maskStart << ANCHOR_BITS`: where the window at its
   * anchor starts in a colour's windows, and where its mask starts in `masks`, both in words.
   */
  readonly code: Int32Array;
  /** Where the window anchored at each board cell starts, in words (its bit 0 is the cell). */
  readonly cellWindow: Int32Array;
  /**
   * For the mask starting at word `m` of `masks` (list `m`): what placing it forbids to every
   * colour, its own cells, as pairs (word offset from the placement's window, bits to set).
   */
  readonly occupy: FlatLists<Int32Array>;
  /** Likewise its cells and their orthogonal neighbours: what a placement forbids to its own colour. */
  readonly claim: FlatLists<Int32Array>;
}

/** The low bits of a {@link WindowMasks} code, holding the anchor's window offset. */
export const ANCHOR_BITS = 13;

/** Builds the {@link WindowMasks} of `count` placements on `grid`, given their cells. */
export function windowMasks(
  grid: Grid,
  count: number,
  cellsOf: (p: number) => ArrayLike<number>,
): WindowMasks {
  const anchors = new Int32Array(count);
  let side = 1;
  for (let p = 0; p < count; p++) {
    const cells = cellsOf(p);
    let file0 = grid.width;
    let rank0 = grid.height;
    for (let i = 0; i < cells.length; i++) {
      file0 = Math.min(file0, grid.fileOf(cells[i]!));
      rank0 = Math.min(rank0, grid.rankOf(cells[i]!));
    }
    for (let i = 0; i < cells.length; i++) {
      side = Math.max(side, grid.fileOf(cells[i]!) - file0 + 1, grid.rankOf(cells[i]!) - rank0 + 1);
    }
    anchors[p] = grid.cell(file0, rank0);
  }
  const words = (side * side + 31) >>> 5;
  const pad = side;
  const paddedWidth = grid.width + 2 * pad;
  const windowOf = (file: number, rank: number) => ((rank + pad) * paddedWidth + file + pad) * words;
  const cellWindow = Int32Array.from({ length: grid.size }, (_, c) =>
    windowOf(grid.fileOf(c), grid.rankOf(c)),
  );
  const masks: number[] = [];
  const shapes: (readonly [number, number])[][] = [];
  const maskNumber = new Map<string, number>();
  const code = new Int32Array(count);
  const mask = new Int32Array(words);
  for (let p = 0; p < count; p++) {
    const cells = cellsOf(p);
    const anchor = anchors[p]!;
    const shape: [number, number][] = [];
    mask.fill(0);
    for (let i = 0; i < cells.length; i++) {
      const dx = grid.fileOf(cells[i]!) - grid.fileOf(anchor);
      const dy = grid.rankOf(cells[i]!) - grid.rankOf(anchor);
      const bit = dy * side + dx;
      mask[bit >>> 5]! |= 1 << (bit & 31);
      shape.push([dx, dy]);
    }
    const key = mask.join();
    let number = maskNumber.get(key);
    if (number === undefined) {
      number = maskNumber.size;
      maskNumber.set(key, number);
      masks.push(...mask);
      shapes.push(shape);
    }
    code[p] = cellWindow[anchor]! + ((number * words) << ANCHOR_BITS);
  }
  // Lists are indexed by mask start; with two words per mask the odd ones stay empty.
  const lists = (
    cellsOfShape: (shape: readonly (readonly [number, number])[]) => (readonly [number, number])[],
  ) => {
    const start = new Int32Array(masks.length + 1);
    const data: number[] = [];
    for (let m = 0; m < masks.length; m++) {
      start[m] = data.length;
      if (m % words === 0)
        data.push(...footprint(cellsOfShape(shapes[m / words]!), side, paddedWidth, words));
    }
    start[masks.length] = data.length;
    return { start, data: Int32Array.from(data) };
  };
  return {
    side,
    words,
    pad,
    windows: paddedWidth * (grid.height + 2 * pad),
    masks: Int32Array.from(masks),
    code,
    cellWindow,
    occupy: lists((shape) => [...shape]),
    claim: lists(withRing),
  };
}

/** The cells of a shape (offsets from its anchor) and their orthogonal neighbours outside it. */
function withRing(shape: readonly (readonly [number, number])[]): (readonly [number, number])[] {
  const key = (x: number, y: number) => `${x},${y}`;
  const seen = new Set(shape.map(([x, y]) => key(x, y)));
  const out = [...shape];
  for (const [x, y] of shape) {
    for (const [nx, ny] of [
      [x + 1, y],
      [x - 1, y],
      [x, y + 1],
      [x, y - 1],
    ] as const) {
      if (!seen.has(key(nx, ny))) {
        seen.add(key(nx, ny));
        out.push([nx, ny]);
      }
    }
  }
  return out;
}

/**
 * The windows containing any of `cells` (offsets from an anchor), as pairs (word offset from the
 * anchor's window, bits of those cells in that word), in memory order. A cell at `(x, y)` is bit
 * `dy * side + dx` of the window anchored at `(x - dx, y - dy)`.
 */
function footprint(
  cells: readonly (readonly [number, number])[],
  side: number,
  paddedWidth: number,
  words: number,
): number[] {
  const bits = new Map<number, number>();
  for (const [x, y] of cells) {
    for (let dy = 0; dy < side; dy++) {
      for (let dx = 0; dx < side; dx++) {
        const bit = dy * side + dx;
        const at = ((y - dy) * paddedWidth + x - dx) * words + (bit >>> 5);
        bits.set(at, (bits.get(at) ?? 0) | (1 << (bit & 31)));
      }
    }
  }
  return [...bits].sort((a, b) => a[0] - b[0]).flat();
}
