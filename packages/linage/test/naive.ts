/**
 * A from-scratch oracle for Linage, straight from the rules page and sharing no code with the
 * engine: regions by flood fill over the empty points, lines by scanning runs, ownership by
 * counting, legality by "place, recompute everything, check".
 */
import type { Grid } from '@quadrille/core';

export type NaiveOwner = 'vertical' | 'horizontal' | 'free';

export interface NaiveRegion {
  readonly cells: number[];
  readonly horizontal: number;
  readonly vertical: number;
  readonly owner: NaiveOwner;
}

/** `empty[c]` true for an empty point. */
export function naiveRegions(grid: Grid, empty: readonly boolean[], len: number): NaiveRegion[] {
  const { width, height } = grid;
  const label = new Array<number>(grid.size).fill(-1);
  const regions: number[][] = [];
  for (let s = 0; s < grid.size; s++) {
    if (!empty[s] || label[s] !== -1) continue;
    const cells = [s];
    label[s] = regions.length;
    for (let i = 0; i < cells.length; i++) {
      const c = cells[i]!;
      const f = c % width;
      const r = Math.floor(c / width);
      const nbs = [
        [f + 1, r],
        [f - 1, r],
        [f, r + 1],
        [f, r - 1],
      ];
      for (const [nf, nr] of nbs) {
        if (nf! < 0 || nf! >= width || nr! < 0 || nr! >= height) continue;
        const n = nr! * width + nf!;
        if (empty[n] && label[n] === -1) {
          label[n] = regions.length;
          cells.push(n);
        }
      }
    }
    regions.push(cells.sort((a, b) => a - b));
  }
  const h = new Array<number>(regions.length).fill(0);
  const v = new Array<number>(regions.length).fill(0);
  for (let r = 0; r < height; r++) {
    for (let f = 0; f + len <= width; f++) {
      let whole = true;
      for (let j = 0; j < len; j++) whole &&= empty[r * width + f + j] === true;
      if (whole) h[label[r * width + f]!]!++;
    }
  }
  for (let f = 0; f < width; f++) {
    for (let r = 0; r + len <= height; r++) {
      let whole = true;
      for (let j = 0; j < len; j++) whole &&= empty[(r + j) * width + f] === true;
      if (whole) v[label[r * width + f]!]!++;
    }
  }
  return regions.map((cells, i) => ({
    cells,
    horizontal: h[i]!,
    vertical: v[i]!,
    owner: h[i] === 0 ? 'vertical' : v[i] === 0 ? 'horizontal' : 'free',
  }));
}

/** Whether a stone on `cell` is legal: empty, in a free region, and every region keeps a line. */
export function naiveLegal(grid: Grid, empty: readonly boolean[], len: number, cell: number): boolean {
  if (!empty[cell]) return false;
  const region = naiveRegions(grid, empty, len).find((r) => r.cells.includes(cell))!;
  if (region.owner !== 'free') return false;
  const after = empty.slice();
  after[cell] = false;
  return naiveRegions(grid, after, len).every((r) => r.horizontal + r.vertical > 0);
}

/** Naive territory: points of regions owned by each side. */
export function naiveTerritory(
  grid: Grid,
  empty: readonly boolean[],
  len: number,
): { vertical: number; horizontal: number } {
  let vertical = 0;
  let horizontal = 0;
  for (const r of naiveRegions(grid, empty, len)) {
    if (r.owner === 'vertical') vertical += r.cells.length;
    if (r.owner === 'horizontal') horizontal += r.cells.length;
  }
  return { vertical, horizontal };
}
