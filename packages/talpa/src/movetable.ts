/**
 * The move table of a board: every move that can ever be played on it, numbered densely.
 *
 * Ids ascend in this order: captures sorted by (from-cell, direction N/E/S/W), then removals
 * sorted by cell, then `pass`. On the standard board that is 224 captures (ids 0..223), 64
 * removals (224..287) and pass (288). A position's legal moves are therefore ascending when
 * generated in that order. Tables are built once per board size and shared through a bounded
 * cache ({@link TABLE_CACHE_LIMITS}).
 *
 * @module
 */

import { BoundedCache, bits, type Cell, Direction, Grid } from '@quadrille/core';
import { keyTables } from './keys.js';
import { TABLE_CACHE_LIMITS, tableBytes } from './limits.js';

/** What the shared move-table cache holds: see {@link MoveTable.cacheUsage}. */
export interface TableCacheUsage {
  /** The number of board sizes whose tables it holds. */
  readonly entries: number;
  /** Their estimated bytes (see `tableBytes`). */
  readonly bytes: number;
}

/**
 * The precomputed moves and masks of one board size, shared by every position of that size:
 * treat every array as read-only (like core's `Grid` neighbour tables).
 */
export class MoveTable {
  /** The board. */
  readonly grid: Grid;
  /** Number of capture ids (ids `0..captures-1`). */
  readonly captures: number;
  /** The first removal id; removal of cell `c` is `removalBase + c`. */
  readonly removalBase: number;
  /** The id of `pass` (the largest id). */
  readonly pass: number;
  /** Number of move ids, `pass + 1`. */
  readonly size: number;
  /** Per capture id: the capturing piece's cell. */
  readonly from: Int32Array;
  /** Per capture id: the captured piece's cell. */
  readonly to: Int32Array;
  /** Per capture id: the `Direction` from `from` to `to`. */
  readonly direction: Uint8Array;
  /** Per `4 * from + direction`: the capture id, or -1 where `to` is off the board. */
  readonly captureAt: Int32Array;
  /** Cells not on the last file (their east neighbour is on the board); core's shared mask. */
  readonly notLastFile: Uint32Array;
  /** Cells not on the first file; core's shared mask. */
  readonly notFirstFile: Uint32Array;
  /** A rank (the board width) in bits = `32 * rankWords + rankBits`, for bitboard shifts. */
  readonly rankWords: number;
  /** See {@link MoveTable.rankWords}. */
  readonly rankBits: number;
  /** Per cell: the board edges it lies on (1 bottom, 2 top, 4 left, 8 right). */
  readonly edges: Uint8Array;
  /**
   * Per `2 * cell + player`: the line across the player's way that the cell lies on, ranks
   * first (Red's: rank `r` is line `r`), then files (Blue's: file `f` is line `height + f`).
   */
  readonly line: Uint8Array;
  /**
   * Per `4 * cell + direction`: the gap between neighbouring lines that the step crosses, or -1
   * off the board. The gaps between ranks come first (gap `r` between ranks `r` and `r + 1`),
   * then those between files (`height - 1 + f` between files `f` and `f + 1`). Red's gaps are
   * crossed north and south (directions 0 and 2), Blue's east and west (1 and 3): player `p`
   * crosses them in directions `p` and `p + 2`.
   */
  readonly gap: Int16Array;
  /**
   * Per side and move id, the change the move makes to a position's key: the low half at
   * `2 * (side * size + move)`, the high half after it.
   */
  readonly moveKeys: Int32Array;
  /** The low half of the start position's key (before the side to move is folded in). */
  readonly startKeyLo: number;
  /** The high half of the start position's key. */
  readonly startKeyHi: number;
  /** Per side and move id, the change the move makes to the keys of a position's mirror images (see `keys.ts`). */
  readonly mirrorMoveKeys: Int32Array;
  /** Per mirror image, cell and player, the key of that piece on the cell's image (see `keys.ts`). */
  readonly mirrorSquares: Int32Array;

  private constructor(grid: Grid) {
    this.grid = grid;
    const orth = grid.orthogonal;
    this.captureAt = new Int32Array(grid.size * 4).fill(-1);
    let n = 0;
    for (let i = 0; i < orth.length; i++) if (orth[i]! >= 0) this.captureAt[i] = n++;
    this.captures = n;
    this.from = new Int32Array(n);
    this.to = new Int32Array(n);
    this.direction = new Uint8Array(n);
    for (let i = 0; i < orth.length; i++) {
      const id = this.captureAt[i]!;
      if (id < 0) continue;
      this.from[id] = i >>> 2;
      this.to[id] = orth[i]!;
      this.direction[id] = i & 3;
    }
    this.removalBase = n;
    this.pass = n + grid.size;
    this.size = this.pass + 1;
    const masks = bits.masksOf(grid);
    this.notLastFile = masks.notLastFile;
    this.notFirstFile = masks.notFirstFile;
    this.edges = new Uint8Array(grid.size);
    this.line = new Uint8Array(2 * grid.size);
    this.gap = new Int16Array(4 * grid.size).fill(-1);
    this.rankWords = grid.width >>> 5;
    this.rankBits = grid.width & 31;
    const fileGaps = grid.height - 1; // where the gaps between files start
    for (let c = 0; c < grid.size; c++) {
      const f = grid.fileOf(c);
      const r = grid.rankOf(c);
      this.line[2 * c] = r;
      this.line[2 * c + 1] = grid.height + f;
      if (r < grid.height - 1) this.gap[4 * c + Direction.North] = r;
      if (r > 0) this.gap[4 * c + Direction.South] = r - 1;
      if (f < grid.width - 1) this.gap[4 * c + Direction.East] = fileGaps + f;
      if (f > 0) this.gap[4 * c + Direction.West] = fileGaps + f - 1;
      this.edges[c] =
        (r === 0 ? 1 : 0) |
        (r === grid.height - 1 ? 2 : 0) |
        (f === 0 ? 4 : 0) |
        (f === grid.width - 1 ? 8 : 0);
    }
    const keys = keyTables({
      width: grid.width,
      height: grid.height,
      captures: n,
      ids: this.size,
      from: this.from,
      to: this.to,
    });
    this.moveKeys = keys.moveKeys;
    this.startKeyLo = keys.startLo;
    this.startKeyHi = keys.startHi;
    this.mirrorMoveKeys = keys.mirrorMoveKeys;
    this.mirrorSquares = keys.mirrorSquares;
  }

  /**
   * The shared table of a `width` × `height` board (validated options: see `resolveOptions`,
   * which also keeps the tables under `MAX_TABLE_BYTES`).
   */
  static of(width: number, height: number): MoveTable {
    const key = width * 1024 + height;
    return (
      tables.get(key) ?? tables.set(key, new MoveTable(Grid.of(width, height)), tableBytes(width, height))
    );
  }

  /**
   * What the shared table cache holds now: the number of board sizes and their estimated bytes
   * (never more than {@link TABLE_CACHE_LIMITS}), for servers that watch their memory.
   */
  static cacheUsage(): TableCacheUsage {
    return { entries: tables.size, bytes: tables.bytes };
  }

  /** The capture id of the piece on `from` moving in `direction`, or -1 if off the board. */
  capture(from: Cell, direction: Direction): number {
    return this.captureAt[from * 4 + direction]!;
  }

  /** The removal id of `cell`. */
  removal(cell: Cell): number {
    return this.removalBase + cell;
  }

  /** Whether `move` is an id of this table. */
  contains(move: number): boolean {
    return Number.isInteger(move) && move >= 0 && move < this.size;
  }
}

const tables = new BoundedCache<number, MoveTable>(TABLE_CACHE_LIMITS);
