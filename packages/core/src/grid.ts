/**
 * Grid geometry: a width × height board of cells, indexed `rank * width + file` with `a1` the
 * bottom-left cell (file 0, rank 0). Indices therefore ascend by rank, then by file — the order
 * Pentobi's notation sorts cells in.
 *
 * {@link Grid.of} shares instances (and so neighbour tables and cached bitset masks) through a
 * bounded cache of the {@link GRID_CACHE_LIMITS | most recently used} sizes: two grids of the same
 * size are usually the same object, but compare them with {@link Grid.equals}, never `===`.
 *
 * @module
 */

import { BoundedCache, type BoundedCacheLimits } from './bounded-cache.js';
import { GeometryError, NotationError } from './errors.js';

/** The largest supported width or height. */
export const MAX_GRID_SIDE = 256;

/** A cell index on some grid: `rank * width + file`. */
export type Cell = number;

/** Orthogonal directions, in the order neighbour tables use. */
export const Direction = { North: 0, East: 1, South: 2, West: 3 } as const;
/** One of {@link Direction}. */
export type Direction = (typeof Direction)[keyof typeof Direction];

/** The four edges of a board. */
export type Edge = 'top' | 'bottom' | 'left' | 'right';

/**
 * The budget of the shared grid cache: 64 sizes and 32 MiB (a 256×256 grid costs about 6 MiB of
 * neighbour tables and names). Sizes come from untrusted options, so the cache must not grow
 * without bound.
 */
export const GRID_CACHE_LIMITS: BoundedCacheLimits = { maxEntries: 64, maxBytes: 32 * 2 ** 20 };

const cache = new BoundedCache<number, Grid>(GRID_CACHE_LIMITS);

/** Estimated bytes of a grid of `size` cells: two Int32 neighbour tables, names and their map. */
const gridBytes = (size: number): number => size * (2 * 16 + 96);

/**
 * A rectangular grid with precomputed neighbour tables.
 *
 * Neighbour tables are flat `Int32Array`s with 4 slots per cell (`-1` where the neighbour is off
 * the board): `orthogonal[4 * cell + d]` for {@link Direction} `d`, and `diagonal[4 * cell + k]`
 * for NE, SE, SW, NW.
 */
export class Grid {
  /** Number of files (columns). */
  readonly width: number;
  /** Number of ranks (rows). */
  readonly height: number;
  /** Number of cells, `width * height`. */
  readonly size: number;
  /** Number of 32-bit words a cell bitset over this grid needs. */
  readonly words: number;
  /** Orthogonal neighbours: N, E, S, W per cell, `-1` off the board. */
  readonly orthogonal: Int32Array;
  /** Diagonal neighbours: NE, SE, SW, NW per cell, `-1` off the board. */
  readonly diagonal: Int32Array;
  private readonly names: string[];
  private readonly byName: Map<string, Cell>;

  private constructor(width: number, height: number) {
    this.width = width;
    this.height = height;
    this.size = width * height;
    this.words = (this.size + 31) >>> 5;
    this.orthogonal = new Int32Array(this.size * 4);
    this.diagonal = new Int32Array(this.size * 4);
    this.names = new Array<string>(this.size);
    this.byName = new Map();
    for (let cell = 0; cell < this.size; cell++) {
      const f = cell % width;
      const r = (cell - f) / width;
      const at = (df: number, dr: number): number => {
        const nf = f + df;
        const nr = r + dr;
        return nf >= 0 && nf < width && nr >= 0 && nr < height ? nr * width + nf : -1;
      };
      this.orthogonal.set([at(0, 1), at(1, 0), at(0, -1), at(-1, 0)], cell * 4);
      this.diagonal.set([at(1, 1), at(1, -1), at(-1, -1), at(-1, 1)], cell * 4);
      const name = fileName(f) + String(r + 1);
      this.names[cell] = name;
      this.byName.set(name, cell);
    }
  }

  /**
   * The grid of the given dimensions (a shared instance while it is in the bounded cache).
   *
   * @param width - number of files, 1..{@link MAX_GRID_SIDE}.
   * @param height - number of ranks, 1..{@link MAX_GRID_SIDE}; defaults to `width`.
   * @throws {@link GeometryError} for a non-integer or out-of-range dimension.
   */
  static of(width: number, height: number = width): Grid {
    checkSide('width', width);
    checkSide('height', height);
    const key = width * 1024 + height;
    let grid = cache.get(key);
    if (grid === undefined) grid = cache.set(key, new Grid(width, height), gridBytes(width * height));
    return grid;
  }

  /** Whether `other` has the same dimensions (and so the same cells and names). */
  equals(other: Grid): boolean {
    return this === other || (this.width === other.width && this.height === other.height);
  }

  /** Whether `cell` is an integer index on this grid. */
  contains(cell: number): cell is Cell {
    return Number.isInteger(cell) && cell >= 0 && cell < this.size;
  }

  /**
   * The cell at (file, rank), both 0-based.
   *
   * @throws {@link GeometryError} if off the board.
   */
  cell(file: number, rank: number): Cell {
    if (!this.onBoard(file, rank)) {
      throw new GeometryError(`(${file}, ${rank}) is off the ${this.width}x${this.height} grid`, 'off-board');
    }
    return rank * this.width + file;
  }

  /** Whether the 0-based (file, rank) is on the board. */
  onBoard(file: number, rank: number): boolean {
    return (
      Number.isInteger(file) &&
      Number.isInteger(rank) &&
      file >= 0 &&
      file < this.width &&
      rank >= 0 &&
      rank < this.height
    );
  }

  /** The 0-based file of a cell. */
  fileOf(cell: Cell): number {
    return cell % this.width;
  }

  /** The 0-based rank of a cell. */
  rankOf(cell: Cell): number {
    return Math.floor(cell / this.width);
  }

  /**
   * The name of a cell: file letters (`a`..`z`, `aa`, `ab`, …) then the 1-based rank.
   *
   * @throws {@link GeometryError} if `cell` is not on this grid.
   */
  name(cell: Cell): string {
    this.check(cell);
    return this.names[cell]!;
  }

  /**
   * The cell named `text` (case-insensitive, surrounding spaces ignored).
   *
   * @throws {@link NotationError} for a malformed name or one off this grid.
   */
  parse(text: string): Cell {
    const cell = this.tryParse(text);
    if (cell === undefined) {
      const shown = typeof text === 'string' ? JSON.stringify(text.slice(0, 40)) : typeof text;
      throw new NotationError(`${shown} is not a cell of the ${this.width}x${this.height} grid`, 'bad-cell');
    }
    return cell;
  }

  /** Like {@link Grid.parse} but returns `undefined` instead of throwing. */
  tryParse(text: string): Cell | undefined {
    if (typeof text !== 'string' || text.length > 12) return undefined;
    return this.byName.get(text.trim().toLowerCase());
  }

  /**
   * Throws unless `cell` is an integer index on this grid.
   *
   * @throws {@link GeometryError}
   */
  check(cell: number): asserts cell is Cell {
    if (!this.contains(cell)) {
      throw new GeometryError(
        `${String(cell)} is not a cell index of the ${this.width}x${this.height} grid`,
        'off-board',
      );
    }
  }

  /**
   * The cells along an edge, ascending.
   *
   * @throws {@link GeometryError} for a string that is not an {@link Edge}.
   */
  edgeCells(edge: Edge): Cell[] {
    const out: Cell[] = [];
    const { width, height } = this;
    if (edge === 'bottom') for (let f = 0; f < width; f++) out.push(f);
    else if (edge === 'top') for (let f = 0; f < width; f++) out.push((height - 1) * width + f);
    else if (edge === 'left') for (let r = 0; r < height; r++) out.push(r * width);
    else if (edge === 'right') for (let r = 0; r < height; r++) out.push(r * width + width - 1);
    // Untyped callers: anything else used to be taken silently as 'right'.
    else throw new GeometryError(`${String(edge)} is not an edge (top, bottom, left, right)`, 'bad-edge');
    return out;
  }

  /** The four corner cells: a1, the bottom-right, the top-right, the top-left (deduplicated). */
  corners(): Cell[] {
    const { width, height } = this;
    return [...new Set([0, width - 1, height * width - 1, (height - 1) * width])];
  }

  /** `'WxH'`, e.g. `'20x20'`. */
  toString(): string {
    return `${this.width}x${this.height}`;
  }
}

/**
 * The letters of a 0-based file: `a`..`z`, then `aa`, `ab`, … (bijective base 26).
 *
 * @throws {@link GeometryError} unless `file` is a non-negative integer.
 */
export function fileName(file: number): string {
  // Without this, -1 gave '' and fractions gave wrong letters, silently.
  if (!Number.isInteger(file) || file < 0) {
    throw new GeometryError(`${String(file)} is not a file index`, 'bad-file');
  }
  let n = file + 1;
  let s = '';
  while (n > 0) {
    const d = (n - 1) % 26;
    s = String.fromCharCode(97 + d) + s;
    n = (n - 1 - d) / 26;
  }
  return s;
}

function checkSide(what: string, n: number): void {
  if (!Number.isInteger(n) || n < 1 || n > MAX_GRID_SIDE) {
    throw new GeometryError(
      `grid ${what} must be an integer from 1 to ${MAX_GRID_SIDE}, got ${String(n)}`,
      'bad-size',
    );
  }
}
