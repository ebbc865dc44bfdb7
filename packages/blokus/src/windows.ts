/**
 * {@link WindowMasks}: placements and forbidden cells in one layout, so that the move generator
 * tests a placement with one AND and `play` marks a piece's cells forbidden with one OR per
 * window it touches.
 *
 * @module
 */

import { type Grid, OptionsError } from '@quadrille/core';
import { buildLists, type FlatLists } from './flat-lists.js';

/**
 * Placements as masks over a square window of the board, so that testing one against a
 * colour's forbidden cells is a single AND (two for pieces spanning more than 5 cells). The
 * window of a placement sits at its anchor, the lowest rank and file of its bounding box; its
 * cell at `dx` files and `dy` ranks from the anchor is bit `dy * side + dx` of the mask (words
 * of 32 bits, lowest first). A position keeps, for each colour and each window, the forbidden
 * cells of that window in the same layout.
 *
 * Windows are anchored on a padded board: `side` extra files and ranks below and to the left
 * (a window anchored there can still reach the board), one above and to the right. Anchors off
 * the board hold no placement, but they let `play` mark the windows around a piece through
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
  /**
   * 32-bit words per mask: 1 when `side` is at most 5, 2 up to 7, 3 for 8 — always room for
   * {@link WINDOW_SENTINEL} after the `side²` cell bits.
   */
  readonly words: number;
  /** The number of windows (anchors on the padded board). */
  readonly windows: number;
  /** The distinct masks, `words` words each. */
  readonly masks: Int32Array;
  /**
   * Each placement as `cellWindow[anchor] | maskStart << ANCHOR_BITS`: where the window at its
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

/**
 * The low bits of a {@link WindowMasks} code, holding the anchor's window offset: room for
 * (32 + 8 + 1)² windows of 3 words, the most a board of the rules (at most 32 × 32, pieces at
 * most 8 long) needs.
 */
export const ANCHOR_BITS = 13;

/** The mask of the {@link ANCHOR_BITS} low bits of a code. */
export const ANCHOR_MASK = (1 << ANCHOR_BITS) - 1;

/**
 * The top bit of a window's last word, which is no cell. Positions keep it set in every window
 * and set it in their own copy of a piece's masks once the piece is placed: testing a candidate
 * of a used piece then fails in the same AND that tests its cells, with no separate check.
 */
export const WINDOW_SENTINEL = 1 << 31;

/**
 * Builds the {@link WindowMasks} of `count` placements on `grid`, given their cells.
 *
 * @throws `OptionsError` (`bad-size`) when the windows do not fit in {@link ANCHOR_BITS}: a
 *   board larger than the rules allow.
 */
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
  const words = ((side * side) >>> 5) + 1; // at least one bit to spare: the sentinel
  // A piece's ring reaches one file or rank beyond the piece, and a window `side - 1` further
  // down and left: so `side` of padding there, and 1 above and to the right.
  const paddedWidth = grid.width + side + 1;
  const windows = paddedWidth * (grid.height + side + 1);
  if (windows * words > ANCHOR_MASK + 1) {
    throw new OptionsError(
      `a ${grid.width}x${grid.height} board with pieces ${side} long needs ${windows * words} window words, more than ${ANCHOR_MASK + 1}`,
      'bad-size',
    );
  }
  const windowOf = (file: number, rank: number) => ((rank + side) * paddedWidth + file + side) * words;
  const cellWindow = Int32Array.from({ length: grid.size }, (_, c) =>
    windowOf(grid.fileOf(c), grid.rankOf(c)),
  );
  const masks: number[] = [];
  const shapes: Shape[] = [];
  const maskIndex = new Map<string, number>();
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
    let index = maskIndex.get(key);
    if (index === undefined) {
      index = maskIndex.size;
      maskIndex.set(key, index);
      masks.push(...mask);
      shapes.push(shape);
    }
    code[p] = cellWindow[anchor]! + ((index * words) << ANCHOR_BITS);
  }
  // Indexed by mask start, like the codes; with two words per mask the odd lists stay empty.
  const footprintLists = (cellsOfShape: (shape: Shape) => Shape) =>
    buildLists(
      masks.length,
      (m, push) => {
        if (m % words !== 0) return;
        for (const v of footprint(cellsOfShape(shapes[m / words]!), side, paddedWidth, words)) push(v);
      },
      (values) => Int32Array.from(values),
    );
  return {
    side,
    words,
    windows,
    masks: Int32Array.from(masks),
    code,
    cellWindow,
    occupy: footprintLists((shape) => shape),
    claim: footprintLists(withRing),
  };
}

/** Cells as offsets `[dx, dy]` from an anchor. */
type Shape = readonly (readonly [number, number])[];

/** The cells of a shape and their orthogonal neighbours outside it. */
function withRing(shape: Shape): Shape {
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
function footprint(cells: Shape, side: number, paddedWidth: number, words: number): number[] {
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
