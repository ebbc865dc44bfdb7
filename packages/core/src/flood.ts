/**
 * Flood fill on grids: connected components of a cell set (labels, counts, sizes), components
 * of a colour map, bit-parallel region growing, and edge-to-edge connection tests.
 *
 * @module
 */

import * as bits from './bits.js';
import { CellSet } from './cellset.js';
import { GeometryError } from './errors.js';
import type { Cell, Edge, Grid } from './grid.js';

/** 4 = orthogonal neighbours only; 8 = orthogonal and diagonal. */
export type Connectivity = 4 | 8;

/** Connected components of a set of cells. */
export interface Components {
  /** Per cell: the 0-based component label, or -1 for cells outside the set. */
  readonly labels: Int32Array;
  /** Number of components. */
  readonly count: number;
  /** Cells per component, indexed by label. */
  readonly sizes: readonly number[];
}

function checkConnectivity(c: number): void {
  if (c !== 4 && c !== 8)
    throw new GeometryError(`connectivity must be 4 or 8, got ${String(c)}`, 'bad-connectivity');
}

/**
 * Labels the connected components of `set`. Labels are assigned in ascending order of each
 * component's lowest cell.
 */
export function components(set: CellSet, connectivity: Connectivity = 4): Components {
  checkConnectivity(connectivity);
  const grid = set.grid;
  return labelBy(grid, connectivity, (c) => (set.has(c) ? 0 : -1));
}

/** Connected components of a colour map and the colour of each. */
export interface ColourComponents extends Components {
  /** The colour of each component, indexed by label. */
  readonly colours: readonly number[];
}

/**
 * Groups: connected components of equal colour in `colours` (one value per cell). Cells whose
 * colour is negative (empty, blocked) belong to no group.
 *
 * @throws {@link GeometryError} if `colours` does not have one entry per cell.
 */
export function colourComponents(
  grid: Grid,
  colours: ArrayLike<number>,
  connectivity: Connectivity = 4,
): ColourComponents {
  checkConnectivity(connectivity);
  if (colours.length !== grid.size) {
    throw new GeometryError(`expected ${grid.size} colours, got ${colours.length}`, 'bad-colours');
  }
  const colourOfLabel: number[] = [];
  const result = labelBy(grid, connectivity, (c) => (colours[c]! < 0 ? -1 : colours[c]!), colourOfLabel);
  return { ...result, colours: colourOfLabel };
}

/** Shared BFS labelling: cells with equal non-negative keys that touch share a label. */
function labelBy(
  grid: Grid,
  connectivity: Connectivity,
  keyOf: (cell: Cell) => number,
  keysOut?: number[],
): Components {
  const labels = new Int32Array(grid.size).fill(-1);
  const sizes: number[] = [];
  const queue = new Int32Array(grid.size);
  const orth = grid.orthogonal;
  const diag = grid.diagonal;
  for (let start = 0; start < grid.size; start++) {
    const key = keyOf(start);
    if (key < 0 || labels[start] !== -1) continue;
    const label = sizes.length;
    labels[start] = label;
    let head = 0;
    let tail = 0;
    queue[tail++] = start;
    while (head < tail) {
      const c = queue[head++]!;
      for (let k = 0; k < 4; k++) {
        const n = orth[c * 4 + k]!;
        if (n >= 0 && labels[n] === -1 && keyOf(n) === key) {
          labels[n] = label;
          queue[tail++] = n;
        }
        if (connectivity === 8) {
          const d = diag[c * 4 + k]!;
          if (d >= 0 && labels[d] === -1 && keyOf(d) === key) {
            labels[d] = label;
            queue[tail++] = d;
          }
        }
      }
    }
    sizes.push(tail);
    keysOut?.push(key);
  }
  return { labels, count: sizes.length, sizes };
}

/**
 * Bit-parallel flood fill: `out` = every cell of `within` connected to a cell of
 * `seeds ∩ within` (orthogonally). Allocation-free given `scratch` (grid.words words, not
 * aliasing the others); `out` may alias `seeds`.
 */
export function floodInto(
  grid: Grid,
  within: Uint32Array,
  seeds: Uint32Array,
  out: Uint32Array,
  scratch: Uint32Array,
  scratch2: Uint32Array,
): void {
  bits.and(out, seeds, within);
  for (;;) {
    bits.dilateOrthogonal(scratch2, out, grid, scratch);
    bits.and(scratch2, scratch2, within);
    if (bits.equals(scratch2, out)) return;
    out.set(scratch2);
  }
}

/** The cells of `within` orthogonally connected to some cell of `seeds`. */
export function flood(within: CellSet, seeds: CellSet): CellSet {
  const grid = within.grid;
  if (!seeds.grid.equals(grid)) throw new GeometryError('flood: seeds are on another grid', 'grid-mismatch');
  const out = new Uint32Array(grid.words);
  floodInto(grid, within.words, seeds.words, out, new Uint32Array(grid.words), new Uint32Array(grid.words));
  return CellSet.fromWords(grid, out);
}

/** The cells along an edge of the grid, as a set. */
export function edgeSet(grid: Grid, edge: Edge): CellSet {
  return CellSet.of(grid, grid.edgeCells(edge));
}

/**
 * Whether some orthogonally connected part of `set` touches both edges — e.g. a Talpa path from
 * the top row to the bottom row.
 */
export function connectsEdges(set: CellSet, from: Edge, to: Edge): boolean {
  return edgePath(set, from, to) !== undefined;
}

/**
 * The cells of `set` that lie on some connected part touching both edges (the union of all such
 * components), or `undefined` if there is none.
 */
export function edgePath(set: CellSet, from: Edge, to: Edge): CellSet | undefined {
  const grid = set.grid;
  const reached = flood(set, edgeSet(grid, from));
  const target = edgeSet(grid, to);
  if (!reached.intersects(target)) return undefined;
  // Keep only the components that touch `to` as well.
  return flood(reached, reached.intersect(target));
}
