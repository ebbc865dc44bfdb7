/**
 * The symmetries of an m,n,k board: where each cell goes under each of them. Every line of `k`
 * stays a line, and neither seat's role depends on the board's orientation, so a position and
 * its images are worth the same to each seat: `canonicalKeyInto` gives them one key.
 *
 * @module
 */

import type { Grid } from '@quadrille/core';

/** The symmetries of each board, made once per board. */
const known = new WeakMap<Grid, readonly Int32Array[]>();

/**
 * The images of the cells under the board's symmetries other than the identity: the 7 of the
 * square on a square board (turns and mirrors), the 3 mirror images and half turn otherwise.
 * `images[s][cell]` is where `cell` goes under symmetry `s`.
 */
export function symmetriesOf(grid: Grid): readonly Int32Array[] {
  const cached = known.get(grid);
  if (cached !== undefined) return cached;
  const { width, height } = grid;
  const images: Int32Array[] = [];
  for (const swap of width === height ? [false, true] : [false]) {
    for (let flips = 0; flips < 4; flips++) {
      if (!swap && flips === 0) continue; // the identity
      const image = new Int32Array(grid.size);
      for (let cell = 0; cell < grid.size; cell++) {
        let f = grid.fileOf(cell);
        let r = grid.rankOf(cell);
        if (swap) [f, r] = [r, f];
        if (flips & 1) f = width - 1 - f;
        if (flips & 2) r = height - 1 - r;
        image[cell] = grid.cell(f, r);
      }
      images.push(image);
    }
  }
  known.set(grid, images);
  return images;
}
