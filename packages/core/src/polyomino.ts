/**
 * Polyominoes: shapes of orthogonally connected cells, their 8 symmetries (the dihedral group of
 * the square), distinct fixed orientations, canonical keys, enumeration of all free polyominoes
 * of a size, and their placements on a grid.
 *
 * Coordinates are `[x, y]` with x growing to the right (files) and y growing upwards (ranks), as
 * on the board. A shape is always normalised: its lowest x and y are 0 and its cells are sorted
 * by y, then x (the order Pentobi's notation lists cells in).
 *
 * @module
 */

import { CellSet } from './cellset.js';
import { GeometryError } from './errors.js';
import type { Cell, Grid } from './grid.js';

/** A cell of a shape: `[x, y]`. */
export type Point = readonly [x: number, y: number];

/**
 * One of the 8 symmetries of the square, `0..7`: `t & 3` quarter turns anticlockwise, applied
 * after a mirror image in the y axis (x → −x) when `t & 4`. 0 is the identity.
 */
export type Transform = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7;

/** All 8 transforms. */
export const TRANSFORMS: readonly Transform[] = [0, 1, 2, 3, 4, 5, 6, 7];

/** The largest size {@link enumeratePolyominoes} accepts (4,655 free shapes). */
export const MAX_ENUMERATION_SIZE = 10;

/** The largest number of cells a shape may have. */
export const MAX_SHAPE_CELLS = 4096;

/** Applies transform `t` to a point. */
export function transformPoint(t: Transform, x: number, y: number): [number, number] {
  if (t & 4) x = -x;
  for (let r = t & 3; r > 0; r--) {
    const nx = -y;
    y = x;
    x = nx;
  }
  // `+ 0` turns -0 (from negating 0) into 0, so results deep-equal the literals users write.
  return [x + 0, y + 0];
}

/** The transform equal to applying `first`, then `second`. */
export function composeTransforms(first: Transform, second: Transform): Transform {
  // Identify the composite by its action on two independent points.
  const probe = (x: number, y: number) => {
    const [a, b] = transformPoint(first, x, y);
    return transformPoint(second, a, b);
  };
  const [p, q] = [probe(1, 0), probe(0, 1)];
  for (const t of TRANSFORMS) {
    const [a, b] = [transformPoint(t, 1, 0), transformPoint(t, 0, 1)];
    if (a[0] === p[0] && a[1] === p[1] && b[0] === q[0] && b[1] === q[1]) return t;
  }
  throw new Error('unreachable: the symmetries of the square are closed under composition');
}

/** The transform that undoes `t`. */
export function inverseTransform(t: Transform): Transform {
  for (const u of TRANSFORMS) if (composeTransforms(t, u) === 0) return u;
  throw new Error('unreachable: every symmetry has an inverse');
}

/** An immutable, normalised polyomino. */
export class Polyomino {
  /** The cells, normalised and sorted by y, then x. */
  readonly cells: readonly Point[];
  /** 1 + the largest x. */
  readonly width: number;
  /** 1 + the largest y. */
  readonly height: number;
  /** The fixed key: equal for equal shapes in the same orientation. */
  readonly key: string;
  private freeKeyCache: string | undefined;
  private orientationsCache: readonly Polyomino[] | undefined;

  private constructor(cells: Point[]) {
    this.cells = cells;
    let w = 0;
    let h = 0;
    for (const [x, y] of cells) {
      if (x + 1 > w) w = x + 1;
      if (y + 1 > h) h = y + 1;
    }
    this.width = w;
    this.height = h;
    this.key = `${w}x${h}:${cells.map(([x, y]) => `${x}.${y}`).join(',')}`;
  }

  /**
   * A polyomino from its cells (any position, any order).
   *
   * @throws {@link GeometryError} for no cells, non-integer or duplicate coordinates, or cells
   *   that are not orthogonally connected.
   */
  static fromCells(points: Iterable<readonly [number, number]>): Polyomino {
    const list: Point[] = [];
    const seen = new Set<string>();
    for (const p of points) {
      if (list.length >= MAX_SHAPE_CELLS)
        throw new GeometryError(`a shape has at most ${MAX_SHAPE_CELLS} cells`, 'bad-shape');
      if (!Array.isArray(p) || p.length !== 2 || !Number.isSafeInteger(p[0]) || !Number.isSafeInteger(p[1])) {
        throw new GeometryError('shape cells must be [x, y] pairs of integers', 'bad-shape');
      }
      const k = `${p[0]},${p[1]}`;
      if (seen.has(k)) throw new GeometryError(`duplicate cell [${k}] in shape`, 'bad-shape');
      seen.add(k);
      list.push([p[0], p[1]]);
    }
    if (list.length === 0) throw new GeometryError('a shape needs at least one cell', 'empty-shape');
    if (!isConnected(list))
      throw new GeometryError('shape cells are not orthogonally connected', 'not-connected');
    return Polyomino.normalised(list);
  }

  /**
   * A polyomino from ASCII art: one line per row, top row first; `.`, spaces and tabs are
   * empty, any other character (code point) is a cell. Leading/trailing blank lines are ignored.
   *
   * @example
   * ```ts
   * Polyomino.fromAscii(`
   *   ##
   *   #.
   * `); // the V tromino
   * ```
   * @throws {@link GeometryError} as {@link Polyomino.fromCells}.
   */
  static fromAscii(art: string): Polyomino {
    if (typeof art !== 'string') throw new GeometryError('ASCII art must be a string', 'bad-shape');
    if (art.length > 100_000) throw new GeometryError('ASCII art too long', 'bad-shape');
    const lines = art.split(/\r?\n/);
    while (lines.length > 0 && lines[0]!.trim() === '') lines.shift();
    while (lines.length > 0 && lines[lines.length - 1]!.trim() === '') lines.pop();
    const points: [number, number][] = [];
    lines.forEach((line, row) => {
      // By code point, not UTF-16 unit: '🟦' is one cell, not two.
      let x = 0;
      for (const ch of line) {
        if (ch !== '.' && ch !== ' ' && ch !== '\t') points.push([x, lines.length - 1 - row]);
        x++;
      }
    });
    return Polyomino.fromCells(points);
  }

  private static normalised(points: Point[]): Polyomino {
    let minX = Number.POSITIVE_INFINITY;
    let minY = Number.POSITIVE_INFINITY;
    for (const [x, y] of points) {
      if (x < minX) minX = x;
      if (y < minY) minY = y;
    }
    // `+ 0` turns -0 (a -0 input coordinate minus a 0 minimum) into 0: a normalised shape's
    // cells must deep-equal plain literals such as [0, 1].
    const cells = points.map(([x, y]) => [x - minX + 0, y - minY + 0] as const);
    cells.sort((a, b) => a[1] - b[1] || a[0] - b[0]);
    return new Polyomino(cells);
  }

  /** Number of cells. */
  get size(): number {
    return this.cells.length;
  }

  /** The shape after transform `t`, normalised. */
  transform(t: Transform): Polyomino {
    return Polyomino.normalised(this.cells.map(([x, y]) => transformPoint(t, x, y)));
  }

  /**
   * The distinct fixed orientations, each listed once, in order of the first transform that
   * produces it (so `orientations()[0]` is this shape). Their number divides 8.
   */
  orientations(): readonly Polyomino[] {
    if (this.orientationsCache === undefined) {
      const seen = new Map<string, Polyomino>();
      for (const t of TRANSFORMS) {
        const p = this.transform(t);
        if (!seen.has(p.key)) seen.set(p.key, p);
      }
      this.orientationsCache = [...seen.values()];
    }
    return this.orientationsCache;
  }

  /** The free (canonical) key: equal for shapes equal up to rotation and reflection. */
  get freeKey(): string {
    if (this.freeKeyCache === undefined) {
      let best: string | undefined;
      for (const o of this.orientations()) if (best === undefined || o.key < best) best = o.key;
      this.freeKeyCache = best!;
    }
    return this.freeKeyCache;
  }

  /** Whether the shapes are equal in this orientation. */
  equals(other: Polyomino): boolean {
    return this.key === other.key;
  }

  /** Whether the shapes are equal up to rotation and reflection. */
  isSameFree(other: Polyomino): boolean {
    return this.freeKey === other.freeKey;
  }

  /** ASCII art, top row first, `#` for cells and `.` for gaps. */
  toAscii(): string {
    const rows: string[][] = [];
    for (let y = 0; y < this.height; y++) rows.push(new Array<string>(this.width).fill('.'));
    for (const [x, y] of this.cells) rows[this.height - 1 - y]![x] = '#';
    return rows.map((r) => r.join('')).join('\n');
  }

  /** The fixed key. */
  toString(): string {
    return this.key;
  }
}

function isConnected(points: readonly Point[]): boolean {
  const key = (x: number, y: number) => `${x},${y}`;
  const all = new Set(points.map(([x, y]) => key(x, y)));
  const seen = new Set<string>([key(points[0]![0], points[0]![1])]);
  const stack: Point[] = [points[0]!];
  while (stack.length > 0) {
    const [x, y] = stack.pop()!;
    for (const [dx, dy] of [
      [1, 0],
      [-1, 0],
      [0, 1],
      [0, -1],
    ] as const) {
      const k = key(x + dx, y + dy);
      if (all.has(k) && !seen.has(k)) {
        seen.add(k);
        stack.push([x + dx, y + dy]);
      }
    }
  }
  return seen.size === all.size;
}

/**
 * All free polyominoes of `size` cells (1, 1, 2, 5, 12, 35, 108, 369, 1285, 4655 for sizes
 * 1..10), each in its canonical orientation (the one whose key is smallest), sorted by key.
 *
 * @throws {@link GeometryError} unless `1 <= size <= MAX_ENUMERATION_SIZE`.
 */
export function enumeratePolyominoes(size: number): Polyomino[] {
  if (!Number.isInteger(size) || size < 1 || size > MAX_ENUMERATION_SIZE) {
    throw new GeometryError(
      `polyomino size must be an integer from 1 to ${MAX_ENUMERATION_SIZE}`,
      'bad-size',
    );
  }
  return freeLevels(size)[size - 1]!;
}

/** The free polyominoes of each size 1..`size` (index = size - 1), grown once, size by size. */
function freeLevels(size: number): Polyomino[][] {
  let level = new Map<string, Polyomino>();
  const mono = Polyomino.fromCells([[0, 0]]);
  level.set(mono.freeKey, mono);
  const levels = [canonicalSorted(level)];
  for (let n = 2; n <= size; n++) {
    const nextLevel = new Map<string, Polyomino>();
    for (const shape of level.values()) {
      const occupied = new Set(shape.cells.map(([x, y]) => `${x},${y}`));
      for (const [x, y] of shape.cells) {
        for (const [dx, dy] of [
          [1, 0],
          [-1, 0],
          [0, 1],
          [0, -1],
        ] as const) {
          const k = `${x + dx},${y + dy}`;
          if (occupied.has(k)) continue;
          const grown = Polyomino.fromCells([...shape.cells, [x + dx, y + dy]]);
          if (!nextLevel.has(grown.freeKey)) nextLevel.set(grown.freeKey, grown);
        }
      }
    }
    level = nextLevel;
    levels.push(canonicalSorted(level));
  }
  return levels;
}

/** Each shape in its canonical orientation (the one whose key is its free key), sorted by key. */
function canonicalSorted(shapes: Map<string, Polyomino>): Polyomino[] {
  return [...shapes.values()]
    .map((p) => p.orientations().find((o) => o.key === p.freeKey)!)
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

/**
 * All free polyominoes with `minSize..maxSize` cells, by size then key (empty when
 * `minSize > maxSize`).
 *
 * @throws {@link GeometryError} unless both sizes are integers from 1 to
 *   {@link MAX_ENUMERATION_SIZE}.
 */
export function enumeratePolyominoesUpTo(maxSize: number, minSize = 1): Polyomino[] {
  for (const n of [minSize, maxSize]) {
    if (!Number.isInteger(n) || n < 1 || n > MAX_ENUMERATION_SIZE) {
      throw new GeometryError(
        `polyomino sizes must be integers from 1 to ${MAX_ENUMERATION_SIZE}`,
        'bad-size',
      );
    }
  }
  if (minSize > maxSize) return [];
  // One growth to maxSize yields every smaller size on the way.
  return freeLevels(maxSize)
    .slice(minSize - 1)
    .flat();
}

/** A shape placed on a grid. */
export interface Placement {
  /** Index into `shape.orientations()`. */
  readonly orientation: number;
  /** The cell of the orientation's (0, 0) point: bottom-left of its bounding box. */
  readonly anchor: Cell;
  /** The covered cells, ascending. */
  readonly cells: readonly Cell[];
}

/**
 * Every placement of `shape` on `grid`: each distinct orientation at each translation where it
 * fits, ordered by orientation, then by anchor cell.
 */
export function placements(shape: Polyomino, grid: Grid): Placement[] {
  const out: Placement[] = [];
  shape.orientations().forEach((o, orientation) => {
    for (let rank = 0; rank + o.height <= grid.height; rank++) {
      for (let file = 0; file + o.width <= grid.width; file++) {
        // Cells are sorted by y then x, so the cell indices come out ascending.
        const cells = o.cells.map(([x, y]) => (rank + y) * grid.width + file + x);
        out.push({ orientation, anchor: rank * grid.width + file, cells });
      }
    }
  });
  return out;
}

/** The cells of a placement as a {@link CellSet}. */
export function placementSet(grid: Grid, placement: Placement): CellSet {
  return CellSet.of(grid, placement.cells);
}
