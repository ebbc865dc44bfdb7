/**
 * The placement table (Pentobi's "precomputed moves"): every placement of every orientation of
 * every piece on an empty board, built once per (board, piece set) and shared by all positions.
 * A move id is an index into it.
 *
 * Besides each placement's cells, the table holds what `play` and the move generator need so
 * that neither computes geometry at run time: the new attach points (diagonal neighbours that
 * are not orthogonal ones), for each (cell, set of its orthogonal neighbours, piece) the
 * placements of that piece covering the cell and none of those neighbours, and each placement
 * as a window mask with the windows its cells and neighbours fall in (see {@link WindowMasks}),
 * so that the generator tests it with one AND and `play` forbids its cells with one OR per window.
 *
 * @module
 */

import { BoundedCache, type Cell, type Grid, OptionsError, placements } from '@quadrille/core';
import { buildLists, type FlatLists } from './flat-lists.js';
import { TABLE_CACHE_LIMITS } from './limits.js';
import type { PieceSet } from './pieces.js';
import { ANCHOR_BITS, type WindowMasks, windowMasks } from './windows.js';
import { blokusZobrist } from './zobrist.js';

/** The shared table of placements of a piece set on a grid. */
export class PlacementTable {
  /** The board. */
  readonly grid: Grid;
  /** The pieces. */
  readonly pieceSet: PieceSet;
  /** Number of placements (move ids are `0 .. count - 1`). */
  readonly count: number;
  /** Cells per placement slot: the largest piece size. */
  readonly stride: number;
  /** The piece of each placement. */
  readonly piece: Uint16Array;
  /** The orientation (index into the piece's orientations) of each placement. */
  readonly orientation: Uint8Array;
  /** The number of cells of each placement. */
  readonly size: Uint8Array;
  /** Cells of placement `p`: `cells[p * stride .. p * stride + size[p])`, ascending. */
  readonly cells: Uint16Array;
  /** The cells of each placement as a window mask, for the move generator's tests. */
  readonly body: WindowMasks;
  /** Diagonal neighbours that are not orthogonal neighbours (the new attach points), no order. */
  readonly corners: FlatLists<Uint16Array>;
  /**
   * Placements of piece `k` covering cell `c` and none of the orthogonal neighbours of `c` in
   * `mask` (bit `d` = neighbour in `Direction` `d`): list number `(c * 16 + mask) * pieces + k`.
   * Pentobi's "adjacent status" trick: an attach point's forbidden neighbours rule out most
   * placements before any of their cells is looked at. The lists of all pieces for one cell and
   * mask are adjacent, so adding an attach point's placements reads one stretch of memory.
   */
  readonly covering: FlatLists<Uint16Array | Uint32Array>;
  /** Number of pieces in the set. */
  readonly pieces: number;
  /**
   * The masks (their starts in `body.masks`, as in a placement's code) of each piece's
   * orientations: list `k` is piece `k`'s. A position marks these as spent when a colour places
   * the piece, so the piece's remaining candidates fail their next test instead of being
   * cleared from the bitset one word at a time (ids go by anchor, so they are spread out).
   */
  readonly pieceMasks: FlatLists<Int32Array>;
  /** Number of 32-bit words of a bitset over placement ids. */
  readonly words: number;
  /** The Zobrist feature values of positions on this board with this piece set (see `zobrist.ts`). */
  readonly zobrist: Int32Array;

  private constructor(grid: Grid, pieceSet: PieceSet) {
    this.grid = grid;
    this.pieceSet = pieceSet;
    this.pieces = pieceSet.pieces.length;
    this.stride = pieceSet.maxSize;
    const all: { piece: number; orientation: number; anchor: number; cells: readonly Cell[] }[] = [];
    for (const piece of pieceSet.pieces) {
      for (const pl of placements(piece.shape, grid)) all.push({ piece: piece.index, ...pl });
    }
    // Ids go by anchor, then piece, then orientation. The candidates of a colour lie near its
    // attach points, so this packs them into fewer words of its candidate bitset than a
    // piece-major order (70 against 102 words per generation in Duo random games; walking
    // those words is most of the move generator's time).
    all.sort((a, b) => a.anchor - b.anchor || a.piece - b.piece || a.orientation - b.orientation);
    const n = all.length;
    this.count = n;
    this.piece = new Uint16Array(n);
    this.orientation = new Uint8Array(n);
    this.size = new Uint8Array(n);
    this.cells = new Uint16Array(n * this.stride);
    all.forEach((pl, p) => {
      this.piece[p] = pl.piece;
      this.orientation[p] = pl.orientation;
      this.size[p] = pl.cells.length;
      this.cells.set(pl.cells, p * this.stride);
    });
    // Stamps instead of sets: inPiece[c] === p when c is a cell of p, orth/diag likewise.
    const inPiece = new Int32Array(grid.size).fill(-1);
    const orth = new Int32Array(grid.size).fill(-1);
    const diag = new Int32Array(grid.size).fill(-1);
    const ring = (p: number, table: Int32Array, stamp: Int32Array, push: (c: number) => void) => {
      for (const c of all[p]!.cells) inPiece[c] = p;
      for (const c of all[p]!.cells) {
        for (let k = 4 * c; k < 4 * c + 4; k++) {
          const nb = table[k]!;
          if (nb >= 0 && inPiece[nb] !== p && stamp[nb] !== p) {
            stamp[nb] = p;
            push(nb);
          }
        }
      }
    };
    // Cells: boards have at most 32 x 32 of them, so 16 bits suffice.
    this.corners = buildLists(
      n,
      (p, push) => {
        ring(p, grid.orthogonal, orth, () => {}); // stamp p's orthogonal ring
        ring(p, grid.diagonal, diag, (c) => {
          if (orth[c] !== p) push(c);
        });
      },
      (values) => Uint16Array.from(values),
    );
    this.covering = this.coveringLists();
    this.body = windowMasks(grid, n, (p) =>
      this.cells.subarray(p * this.stride, p * this.stride + this.size[p]!),
    );
    this.words = (n + 31) >>> 5;
    this.pieceMasks = this.pieceMaskLists();
    this.zobrist = blokusZobrist(grid.size, pieceSet.instances);
  }

  /** Builds {@link PlacementTable.pieceMasks}. */
  private pieceMaskLists(): FlatLists<Int32Array> {
    const pieceOf = new Map<number, number>();
    for (let p = 0; p < this.count; p++) {
      const mask = this.body.code[p]! >>> ANCHOR_BITS;
      // Retiring a piece retires its masks: two pieces with one shape would retire each other.
      if ((pieceOf.get(mask) ?? this.piece[p]) !== this.piece[p]) {
        throw new OptionsError('two pieces of the set have the same shape', 'bad-pieces');
      }
      pieceOf.set(mask, this.piece[p]!);
    }
    return buildLists(
      this.pieces,
      (k, push) => {
        for (const [mask, piece] of pieceOf) if (piece === k) push(mask);
      },
      (values) => Int32Array.from(values),
    );
  }

  /** Builds {@link PlacementTable.covering} in two passes (count, then fill) over typed arrays. */
  private coveringLists(): FlatLists<Uint16Array | Uint32Array> {
    const lists = this.grid.size * this.pieces * 16;
    const start = new Int32Array(lists + 1);
    const orth = this.grid.orthogonal;
    const { cells, stride, count } = this;
    // covered[i]: which orthogonal neighbours of the i-th cell slot are in the same placement.
    const covered = new Uint8Array(cells.length);
    for (let p = 0; p < count; p++) {
      const base = p * stride;
      const end = base + this.size[p]!;
      for (let i = base; i < end; i++) {
        const c = cells[i]!;
        let bits = 0;
        for (let d = 0; d < 4; d++) {
          const nb = orth[4 * c + d]!;
          for (let j = base; j < end; j++) if (cells[j] === nb) bits |= 1 << d;
        }
        covered[i] = bits;
        for (let mask = 0; mask < 16; mask++) {
          if ((mask & bits) === 0) start[(c * 16 + mask) * this.pieces + this.piece[p]! + 1]!++;
        }
      }
    }
    for (let i = 0; i < lists; i++) start[i + 1]! += start[i]!;
    const fill = start.slice(0, lists);
    const data = count > 0xffff ? new Uint32Array(start[lists]!) : new Uint16Array(start[lists]!);
    for (let p = 0; p < count; p++) {
      const base = p * stride;
      for (let i = base; i < base + this.size[p]!; i++) {
        for (let mask = 0; mask < 16; mask++) {
          const list = (cells[i]! * 16 + mask) * this.pieces + this.piece[p]!;
          if ((mask & covered[i]!) === 0) data[fill[list]!++] = p;
        }
      }
    }
    return { start, data };
  }

  /**
   * The tables of recently used geometries, bounded by {@link TABLE_CACHE_LIMITS}: many custom
   * variants must not pile up tables of megabytes each. Positions keep their own table alive,
   * so evicting one is always safe.
   */
  static readonly cache = new BoundedCache<string, PlacementTable>(TABLE_CACHE_LIMITS);

  /** The shared table for this grid and piece set (built on first use). */
  static of(grid: Grid, pieceSet: PieceSet): PlacementTable {
    const key = `${grid.width}x${grid.height}/${pieceSet.key}`;
    const table = PlacementTable.cache.get(key);
    if (table !== undefined) return table;
    const built = new PlacementTable(grid, pieceSet);
    return PlacementTable.cache.set(key, built, built.bytes);
  }

  /** The bytes held by this table's typed arrays. */
  get bytes(): number {
    const lists = (l: FlatLists<Uint16Array | Uint32Array | Int32Array>) =>
      l.start.byteLength + l.data.byteLength;
    const b = this.body;
    return (
      this.piece.byteLength +
      this.orientation.byteLength +
      this.size.byteLength +
      this.cells.byteLength +
      lists(this.corners) +
      lists(this.covering) +
      lists(this.pieceMasks) +
      this.zobrist.byteLength +
      b.masks.byteLength +
      b.code.byteLength +
      b.cellWindow.byteLength +
      lists(b.occupy) +
      lists(b.claim)
    );
  }

  /**
   * An upper bound of the bytes {@link PlacementTable.of} would allocate for this grid and piece
   * set, from the piece shapes alone (nothing is built): options are checked against
   * `MAX_TABLE_BYTES` with it before any table exists.
   */
  static bytesFor(grid: Grid, pieceSet: PieceSet): number {
    let count = 0;
    let coveringEntries = 0;
    let cornerEntries = 0;
    for (const piece of pieceSet.pieces) {
      for (const o of piece.orientations) {
        const n = Math.max(0, grid.width - o.width + 1) * Math.max(0, grid.height - o.height + 1);
        count += n;
        // Each cell of a placement is in the lists of the neighbour masks that miss the piece:
        // all 16 for a monomino, at most 8 otherwise (a cell has a neighbour in the piece).
        coveringEntries += n * piece.size * (piece.size === 1 ? 16 : 8);
        cornerEntries += n * (2 * piece.size + 2);
      }
    }
    const id = count > 0xffff ? 4 : 2;
    const lists = grid.size * 16 * pieceSet.pieces.length + 1;
    const side = Math.max(1, ...pieceSet.pieces.map((p) => Math.max(p.shape.width, p.shape.height)));
    return (
      count * (2 + 1 + 1 + 2 * pieceSet.maxSize + 4 + 4) + // piece, orientation, size, cells, code, corner starts
      2 * cornerEntries +
      id * coveringEntries +
      4 * lists +
      4 * grid.size + // cell windows
      8 * (4 * (grid.size + pieceSet.instances) + 5) + // Zobrist values
      8 * 8 * side * side * 3 * 8 * pieceSet.pieces.length // masks and their footprints, generously
    );
  }

  /** The number of placements `of(grid, pieceSet)` would have, without building the table. */
  static countFor(grid: Grid, pieceSet: PieceSet): number {
    let n = 0;
    for (const piece of pieceSet.pieces) {
      for (const o of piece.orientations) {
        n += Math.max(0, grid.width - o.width + 1) * Math.max(0, grid.height - o.height + 1);
      }
    }
    return n;
  }

  /** The cells of placement `p`, ascending (a new array). */
  cellsOf(p: number): Cell[] {
    const base = p * this.stride;
    return Array.from(this.cells.subarray(base, base + this.size[p]!));
  }

  /** The placement covering exactly these cells (any order), or -1. */
  find(cells: readonly Cell[]): number {
    const sorted = [...cells].sort((a, b) => a - b);
    const first = sorted[0];
    if (first === undefined || !this.grid.contains(first) || sorted.length > this.stride) return -1;
    // Only placements covering the lowest cell can match: look them up per piece of that size.
    for (const piece of this.pieceSet.pieces) {
      if (piece.size !== sorted.length) continue;
      const list = first * 16 * this.pieces + piece.index;
      for (let i = this.covering.start[list]!; i < this.covering.start[list + 1]!; i++) {
        const p = this.covering.data[i]!;
        const base = p * this.stride;
        if (sorted.every((c, j) => this.cells[base + j] === c)) return p;
      }
    }
    return -1;
  }
}
