/**
 * The fixed tables of one board geometry (width × height, line length), built once and shared by
 * every position on it: the 8-cell ring around each point, the anchors of the lines ending at a
 * point, and the local-connectivity tables that decide in O(1) whether removing a point can
 * disconnect its region.
 *
 * @module
 */

import { BoundedCache, type BoundedCacheLimits, Grid, zobristTable } from '@quadrille/core';

/**
 * Ring directions around a point, in cyclic order: N, NE, E, SE, S, SW, W, NW. Consecutive ring
 * points are orthogonal neighbours of each other, so the ring is an 8-cycle; the orthogonal
 * direction `d` of core's `Direction` (N, E, S, W) is ring index `2 * d`.
 */
const RING_STEPS: readonly (readonly [number, number])[] = [
  [0, 1],
  [1, 1],
  [1, 0],
  [1, -1],
  [0, -1],
  [-1, -1],
  [-1, 0],
  [-1, 1],
];

/**
 * For every 8-bit ring mask (bit `k` set when ring point `k` is empty) and ring index `k`: the
 * index (0..3) of the arc (maximal run of empty ring points) holding ring point `k`, or -1 if
 * that point is not empty. Index `mask * 8 + k`. Empty ring points in the same arc are connected
 * around the centre without passing through it.
 */
export const ARC_OF: Int8Array = buildArcs();

/**
 * For every ring mask: 1 when all empty orthogonal neighbours lie in one arc, so filling the
 * centre cannot split its region (the point is "simple").
 */
export const SIMPLE: Uint8Array = buildSimple();

/**
 * For every ring mask, the ring index of the first point of each maximal run of points that are
 * not empty (stones, or off the board), going round the ring; -1 past the last. Index
 * `mask * 4 + i`. The points of one run are 8-connected to each other, so one of them stands for
 * the run in the board's stone walls.
 */
export const RING_RUNS: Int8Array = buildRuns();

/**
 * For every ring mask, the number of arcs holding an orthogonal neighbour. When a stone's ring
 * has two or more, the stretches of ring between them are each one wall (see the board's
 * `joinWalls`), and the stone can only split its region if two of them were joined already.
 */
export const ORTH_ARCS: Uint8Array = buildOrthArcs();

function buildRuns(): Int8Array {
  const table = new Int8Array(256 * 4).fill(-1);
  for (let mask = 0; mask < 255; mask++) {
    // Start just after an empty point so that no run wraps around the start (mask 255 has none).
    let start = 0;
    while (((mask >>> start) & 1) === 0 && start < 8) start++;
    let runs = 0;
    let inRun = false;
    for (let i = 1; i <= 8; i++) {
      const k = (start + i) & 7;
      const wall = ((mask >>> k) & 1) === 0;
      if (wall && !inRun) table[mask * 4 + runs++] = k;
      inRun = wall;
    }
  }
  return table;
}

function buildOrthArcs(): Uint8Array {
  const table = new Uint8Array(256);
  for (let mask = 0; mask < 256; mask++) {
    let arcs = 0;
    for (let k = 0; k < 8; k += 2) {
      const a = ARC_OF[mask * 8 + k]!;
      if (a >= 0) arcs |= 1 << a;
    }
    for (; arcs !== 0; arcs &= arcs - 1) table[mask]!++;
  }
  return table;
}

/**
 * The bits of a board's `lineBits` byte per point: which whole lines pass through it, start at
 * it or end at it. A ring point supports its centre (lies on a line avoiding it) when it lies on
 * a line across the direction from the centre, or on the one line along that direction that
 * starts at it and runs away from the centre (any line, for a diagonal ring point): per ring
 * index N, E, S, W `hThrough | vStart`, `vThrough | hStart`, `hThrough | vEnd`,
 * `vThrough | hEnd`, and `hThrough | vThrough` for the diagonals.
 */
export const LINE_BITS = {
  /** A whole horizontal line passes through the point. */
  hThrough: 1,
  /** A whole vertical line passes through the point. */
  vThrough: 2,
  /** The whole horizontal line anchored at the point runs east from it. */
  hStart: 4,
  /** The whole vertical line anchored at the point runs north from it. */
  vStart: 8,
  /** A whole horizontal line ends (east end) at the point. */
  hEnd: 16,
  /** A whole vertical line ends (north end) at the point. */
  vEnd: 32,
} as const;

/**
 * The local verdict as a table: for every ring mask `m` and support mask `s` (bit `k` set when
 * ring point `k` lies on a line avoiding the centre), at `m << 8 | s`, the arcs of `m` that hold
 * an orthogonal neighbour but no supporting point (bit `a` for arc `a`). 64 KiB, shared: one
 * lookup replaces a branch per ring point, and those branches, taken at random on a random
 * board, were most of the cost of the test.
 */
export const UNSUPPORTED: Uint8Array = buildUnsupported();

function buildUnsupported(): Uint8Array {
  const table = new Uint8Array(256 * 256);
  for (let mask = 0; mask < 256; mask++) {
    let need = 0;
    for (let k = 0; k < 8; k += 2) {
      const a = ARC_OF[mask * 8 + k]!;
      if (a >= 0) need |= 1 << a;
    }
    for (let support = 0; support < 256; support++) {
      let have = 0;
      for (let k = 0; k < 8; k++) {
        const a = ARC_OF[mask * 8 + k]!;
        if (a >= 0 && ((support >>> k) & 1) === 1) have |= 1 << a;
      }
      table[(mask << 8) | support] = need & ~have;
    }
  }
  return table;
}

function buildArcs(): Int8Array {
  const table = new Int8Array(256 * 8).fill(-1);
  for (let mask = 1; mask < 256; mask++) {
    // Start just after an empty slot of the cycle so no arc wraps around the start.
    let start = 0;
    while (start < 8 && (mask >>> start) & 1) start++;
    let arc = -1;
    let inArc = false;
    for (let i = 1; i <= 8; i++) {
      const k = (start + i) & 7;
      const set = ((mask >>> k) & 1) === 1;
      if (set && !inArc) arc++;
      inArc = set;
      if (set) table[mask * 8 + k] = arc;
    }
  }
  return table;
}

function buildSimple(): Uint8Array {
  const table = new Uint8Array(256);
  for (let mask = 0; mask < 256; mask++) {
    let arcs = 0;
    for (let k = 0; k < 8; k += 2) {
      const a = ARC_OF[mask * 8 + k]!;
      if (a >= 0) arcs |= 1 << a;
    }
    table[mask] = (arcs & (arcs - 1)) === 0 ? 1 : 0;
  }
  return table;
}

/**
 * The largest board (in points) whose {@link Topology.near} windows are a table of every point's
 * window: 1,024 points take 128 KiB (a 19×19 board 17 KiB).
 */
export const NEAR_TABLE_POINTS = 1024;

/** The salt of Linage's Zobrist features (see core's `zobristTable`): one stone per point. */
const STONE_SALT = 0x4c696e61; // 'Lina'

/**
 * The budget of the shared cache of geometries (`Topology.of`): the 64 most recently used
 * geometries, at most 64 MiB of tables in all (a 256×256 board costs about 14 MiB, the standard
 * 11×11 about 60 KiB). Sizes come from options that may come from untrusted JSON, so the cache
 * must not grow without bound; a geometry dropped from it lives on in the positions using it.
 */
export const TABLE_CACHE_LIMITS: BoundedCacheLimits = { maxEntries: 64, maxBytes: 64 * 2 ** 20 };

const cache = new BoundedCache<number, Topology>(TABLE_CACHE_LIMITS);
/** The last geometry asked for: games are created over and over on one board (no cache lookup). */
let last: Topology | undefined;

/**
 * The bytes of the tables of one geometry: what {@link Topology} allocates (its arrays and the
 * grid's, by core's estimate) plus the empty board kept as the template of new positions.
 * Computed from the numbers alone, before anything is allocated.
 */
export function tableBytes(width: number, height: number, lineLength: number): number {
  const n = width * height;
  const words = (n + 31) >>> 5;
  const near = n <= NEAR_TABLE_POINTS ? n * words : words;
  // ring 8, fileOf/rankOf/endH/endV 4, mark 1, queue 4, touched 1, touchMark 1, zobrist 2 (Int32).
  const topology = (21 * n + near) * 4;
  // core's Grid: two Int32 neighbour tables (4 per point) and the point names with their map.
  const grid = n * (2 * 16 + 96);
  return topology + grid + boardBytes(n, words, maxRegions(n, lineLength));
}

/**
 * Bytes of the one buffer holding a board's arrays (see `RegionBoard` for the layout): per
 * point regionOf and witness (Int32), per point and one more the stone walls (Int32), hThrough
 * and vThrough (Uint16), five Uint8 arrays; per region three Int32 counts; the hard, legal and
 * wide bitsets and their shadow copies; then the room reserved for the undo journal.
 */
export function boardBytes(points: number, words: number, regions: number): number {
  return stateBytes(points, words, regions) + journalReserve(points) * 4;
}

/** Bytes of a board's state: {@link boardBytes} without the journal. */
export function stateBytes(points: number, words: number, regions: number): number {
  return (3 * points + 1 + 3 * regions + 6 * words) * 4 + points * 8 + lineBitsLength(points);
}

/**
 * The length of a board's `lineBits`: one byte per point from index 1 (index 0 stands for "off
 * the board", always 0), rounded up to 4 bytes so that the journal after it stays aligned.
 */
export function lineBitsLength(points: number): number {
  return (points + 4) & ~3;
}

/**
 * The Int32 values of undo journal a board keeps in its own buffer: 8 per point (a stone on
 * 11×11 or 19×19 journals about 9 in random games, the stone walls' writes included, and random
 * games cover about half the points), at most 16,384. One allocation serves most games; a longer
 * journal moves to an array of its own, doubling.
 */
export function journalReserve(points: number): number {
  return Math.min(8 * points, 16_384);
}

/**
 * An upper bound on the number of regions: every region holds a line, so at least `lineLength`
 * points, and regions never vanish, only split.
 */
function maxRegions(points: number, lineLength: number): number {
  return Math.floor(points / lineLength) + 1;
}

/**
 * The shared tables of one geometry. Obtain with {@link Topology.of}, which caches them in a
 * cache bounded by {@link TABLE_CACHE_LIMITS}.
 */
export class Topology {
  /** The grid (cell names, orthogonal neighbour table). */
  readonly grid: Grid;
  /** Number of files. */
  readonly width: number;
  /** Number of ranks. */
  readonly height: number;
  /** Number of points. */
  readonly size: number;
  /** Points per line. */
  readonly lineLength: number;
  /** Ring neighbours, 8 per point in {@link RING_STEPS} order, -1 off the board. */
  readonly ring: Int32Array;
  /** The 0-based file of every point. */
  readonly fileOf: Int32Array;
  /** The 0-based rank of every point. */
  readonly rankOf: Int32Array;
  /** The anchor (west end) of the horizontal line whose east end is the point, or -1. */
  readonly endH: Int32Array;
  /** The anchor (south end) of the vertical line whose north end is the point, or -1. */
  readonly endV: Int32Array;
  /** An upper bound on the number of regions (see `maxRegions`). */
  readonly maxRegions: number;
  /** The Zobrist values of a stone on each point (low and high halves, see core's `zobristTable`). */
  readonly stoneKeys: Int32Array;
  /**
   * The windows read through {@link nearOf}: per point, the bitset (`grid.words` words) of the
   * points within `lineLength + 1` files and ranks of it, whose hard points a stone there may
   * change (see the board's `recheckHardNear`). On boards of at most {@link NEAR_TABLE_POINTS}
   * points, a table of every point's window (at `point * words`); on larger boards, where the
   * table would be too big, one window refilled on demand.
   */
  readonly near: Uint32Array;
  /** Whether {@link near} is the table of every point's window. */
  readonly nearTable: boolean;
  /** Without the table: the point whose window {@link near} holds, or -1. */
  private nearCell = -1;
  /** Scratch: visit stamps for flood fills (shared; flood fills never nest). */
  readonly mark: Int32Array;
  /** Scratch: four BFS queues of `size` entries each. */
  readonly queue: Int32Array;
  /** Scratch: the points a stone touched (see the board's `destroyLinesThrough`). */
  readonly touched: Int32Array;
  /**
   * Scratch: per point, the stamp of the last stone that touched it ({@link nextTouchStamp}):
   * the board's rechecks search anew from every point touched by the current stone.
   */
  readonly touchMark: Int32Array;
  private touchStamp = 0;
  /** Scratch: per-group heads, tails and union-find parents of the split search (4 each). */
  readonly groups: Int32Array = new Int32Array(12);
  private stamp = 0;

  private constructor(width: number, height: number, lineLength: number, nearTablePoints: number) {
    this.grid = Grid.of(width, height);
    this.width = width;
    this.height = height;
    this.size = width * height;
    this.lineLength = lineLength;
    const n = this.size;
    this.ring = new Int32Array(n * 8);
    this.fileOf = new Int32Array(n);
    this.rankOf = new Int32Array(n);
    this.endH = new Int32Array(n);
    this.endV = new Int32Array(n);
    for (let c = 0; c < n; c++) {
      const f = c % width;
      const r = (c - f) / width;
      this.fileOf[c] = f;
      this.rankOf[c] = r;
      for (let k = 0; k < 8; k++) {
        const [df, dr] = RING_STEPS[k]!;
        const nf = f + df;
        const nr = r + dr;
        this.ring[c * 8 + k] = nf >= 0 && nf < width && nr >= 0 && nr < height ? nr * width + nf : -1;
      }
      this.endH[c] = f >= lineLength - 1 ? c - (lineLength - 1) : -1;
      this.endV[c] = r >= lineLength - 1 ? c - (lineLength - 1) * width : -1;
    }
    this.nearTable = n <= nearTablePoints;
    this.near = new Uint32Array(this.nearTable ? n * this.grid.words : this.grid.words);
    if (this.nearTable) for (let c = 0; c < n; c++) this.toggleNear(c, c * this.grid.words);
    this.maxRegions = maxRegions(n, lineLength);
    this.stoneKeys = zobristTable(STONE_SALT, n);
    this.mark = new Int32Array(n);
    this.queue = new Int32Array(n * 4);
    this.touched = new Int32Array(n);
    this.touchMark = new Int32Array(n);
  }

  /**
   * The offset in {@link near} of the window of `cell`. On boards without the table this
   * refills the one window, valid until the next call.
   */
  nearOf(cell: number): number {
    if (this.nearTable) return cell * this.grid.words;
    // Toggling the previous window off clears only the words it set.
    if (this.nearCell >= 0) this.toggleNear(this.nearCell, 0);
    this.toggleNear(cell, 0);
    this.nearCell = cell;
    return 0;
  }

  /** Flips, in {@link near} from word `offset` on, the bits of the window of `cell`, row by row. */
  private toggleNear(cell: number, offset: number): void {
    const { width, height } = this;
    const reach = this.lineLength + 1;
    const f = this.fileOf[cell]!;
    const r = this.rankOf[cell]!;
    const f0 = Math.max(0, f - reach);
    const f1 = Math.min(width - 1, f + reach);
    for (let row = Math.max(0, r - reach); row <= Math.min(height - 1, r + reach); row++) {
      const lo = row * width + f0;
      const hi = row * width + f1;
      for (let w = lo >>> 5; w <= hi >>> 5; w++) {
        let mask = ~0;
        if (w === lo >>> 5) mask &= ~0 << (lo & 31);
        if (w === hi >>> 5 && (hi & 31) !== 31) mask &= (1 << ((hi & 31) + 1)) - 1;
        this.near[offset + w]! ^= mask;
      }
    }
  }

  /**
   * The shared tables for a geometry (the caller has validated the numbers, and checked
   * {@link tableBytes} against the budget).
   */
  static of(width: number, height: number, lineLength: number): Topology {
    if (
      last !== undefined &&
      last.width === width &&
      last.height === height &&
      last.lineLength === lineLength
    )
      return last;
    // Sides and line lengths are at most 256.
    const key = (width * 512 + height) * 512 + lineLength;
    last =
      cache.get(key) ??
      cache.set(
        key,
        new Topology(width, height, lineLength, NEAR_TABLE_POINTS),
        tableBytes(width, height, lineLength),
      );
    return last;
  }

  /** The number of geometries cached and their bytes (for the memory tests). */
  static cacheUse(): { readonly size: number; readonly bytes: number } {
    return { size: cache.size, bytes: cache.bytes };
  }

  /**
   * A topology of its own (not shared) that has the {@link near} table only if the board has at
   * most `nearTablePoints` points: the tests play the same games with and without the table.
   */
  static uncached(width: number, height: number, lineLength: number, nearTablePoints: number): Topology {
    return new Topology(width, height, lineLength, nearTablePoints);
  }

  /** A stamp for {@link touchMark} that no point holds yet. */
  nextTouchStamp(): number {
    if (this.touchStamp === 0x3fff_ffff) {
      this.touchMark.fill(0);
      this.touchStamp = 0;
    }
    return ++this.touchStamp;
  }

  /**
   * A fresh base for visit stamps: values `base .. base + 3` are unused in {@link mark} until
   * the next call.
   */
  nextStamp(): number {
    if (this.stamp > 0x3fff_fff0) {
      this.mark.fill(0);
      this.stamp = 0;
    }
    this.stamp += 4;
    return this.stamp;
  }
}
