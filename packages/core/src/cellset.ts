/**
 * {@link CellSet}: an immutable set of cells of one {@link Grid}, stored as a bitset on 32-bit
 * words (a 20×20 board is 13 words). Every operation returns a new set; for allocation-free
 * hot paths use the kernels in `bits.ts` on raw `Uint32Array`s.
 *
 * @module
 */

import * as bits from './bits.js';
import { GeometryError } from './errors.js';
import type { Cell, Grid } from './grid.js';

/** An immutable set of cells of one grid. */
export class CellSet implements Iterable<Cell> {
  /** The grid the cells belong to. */
  readonly grid: Grid;
  /** @internal The words; never mutated after construction. */
  readonly words: Uint32Array;

  private constructor(grid: Grid, words: Uint32Array) {
    this.grid = grid;
    this.words = words;
  }

  /** The empty set on `grid`. */
  static empty(grid: Grid): CellSet {
    return new CellSet(grid, new Uint32Array(grid.words));
  }

  /** Every cell of `grid`. */
  static full(grid: Grid): CellSet {
    return new CellSet(grid, bits.masksOf(grid).all.slice());
  }

  /**
   * The set of the given cells.
   *
   * @throws {@link GeometryError} if a cell is not on the grid.
   */
  static of(grid: Grid, cells: Iterable<number>): CellSet {
    const w = new Uint32Array(grid.words);
    for (const c of cells) {
      grid.check(c);
      bits.setBit(w, c);
    }
    return new CellSet(grid, w);
  }

  /**
   * A set over a copy of raw words (bits past the grid's last cell must be clear).
   *
   * @throws {@link GeometryError} for a wrong word count or stray bits.
   */
  static fromWords(grid: Grid, words: ArrayLike<number>): CellSet {
    if (words.length !== grid.words) {
      throw new GeometryError(
        `expected ${grid.words} words for a ${grid} grid, got ${words.length}`,
        'bad-words',
      );
    }
    const w = Uint32Array.from(words);
    const all = bits.masksOf(grid).all;
    for (let i = 0; i < w.length; i++) {
      if ((w[i]! & ~all[i]!) !== 0) throw new GeometryError('bits set past the last cell', 'bad-words');
    }
    return new CellSet(grid, w);
  }

  /** A copy of the words, for allocation-free work with the `bits` kernels. */
  toWords(): Uint32Array {
    return this.words.slice();
  }

  /** Whether `cell` is in the set (false for anything not a cell of the grid). */
  has(cell: number): boolean {
    return this.grid.contains(cell) && bits.hasBit(this.words, cell);
  }

  /**
   * The set with `cell` added.
   *
   * @throws {@link GeometryError} if `cell` is not on the grid.
   */
  with(cell: Cell): CellSet {
    this.grid.check(cell);
    const w = this.words.slice();
    bits.setBit(w, cell);
    return new CellSet(this.grid, w);
  }

  /**
   * The set with `cell` removed.
   *
   * @throws {@link GeometryError} if `cell` is not on the grid.
   */
  without(cell: Cell): CellSet {
    this.grid.check(cell);
    const w = this.words.slice();
    bits.clearBit(w, cell);
    return new CellSet(this.grid, w);
  }

  /** Cells in either set. */
  union(other: CellSet): CellSet {
    return this.combine(other, bits.or);
  }

  /** Cells in both sets. */
  intersect(other: CellSet): CellSet {
    return this.combine(other, bits.and);
  }

  /** Cells in this set but not in `other`. */
  diff(other: CellSet): CellSet {
    return this.combine(other, bits.andNot);
  }

  /** Cells in exactly one of the sets. */
  xor(other: CellSet): CellSet {
    return this.combine(other, bits.xor);
  }

  /** Every cell of the grid not in this set. */
  complement(): CellSet {
    return this.map((dst, src) => bits.complement(dst, src, this.grid));
  }

  /** Whether the sets share a cell. */
  intersects(other: CellSet): boolean {
    this.sameGrid(other);
    return bits.intersects(this.words, other.words);
  }

  /** Whether every cell of this set is in `other`. */
  isSubsetOf(other: CellSet): boolean {
    this.sameGrid(other);
    return bits.isSubset(this.words, other.words);
  }

  /** Whether the set is empty. */
  isEmpty(): boolean {
    return bits.isEmpty(this.words);
  }

  /** Number of cells. */
  get size(): number {
    return bits.popcount(this.words);
  }

  /** Whether both sets are on the same grid and hold the same cells. */
  equals(other: CellSet): boolean {
    return this.grid.equals(other.grid) && bits.equals(this.words, other.words);
  }

  /** The lowest cell, or `undefined` if empty. */
  first(): Cell | undefined {
    for (let w = 0; w < this.words.length; w++) {
      const x = this.words[w]!;
      if (x !== 0) return (w << 5) + bits.lowestBit32(x);
    }
    return undefined;
  }

  /** The cells in ascending order. */
  *[Symbol.iterator](): Iterator<Cell> {
    const words = this.words;
    for (let w = 0; w < words.length; w++) {
      let x = words[w]!;
      while (x !== 0) {
        const t = x & -x;
        yield (w << 5) + 31 - Math.clz32(t);
        x ^= t;
      }
    }
  }

  /** The cells in ascending order, as an array. */
  toArray(): Cell[] {
    const out: Cell[] = [];
    bits.forEachBit(this.words, (c) => out.push(c));
    return out;
  }

  /** Every cell moved one rank up; cells leaving the board vanish. */
  shiftNorth(): CellSet {
    return this.map((d, s) => bits.shiftNorth(d, s, this.grid));
  }

  /** Every cell moved one rank down. */
  shiftSouth(): CellSet {
    return this.map((d, s) => bits.shiftSouth(d, s, this.grid));
  }

  /** Every cell moved one file right. */
  shiftEast(): CellSet {
    return this.map((d, s) => bits.shiftEast(d, s, this.grid));
  }

  /** Every cell moved one file left. */
  shiftWest(): CellSet {
    return this.map((d, s) => bits.shiftWest(d, s, this.grid));
  }

  /** The set plus every cell orthogonally adjacent to it. */
  dilate(): CellSet {
    return this.map((d, s) => bits.dilateOrthogonal(d, s, this.grid, bits.masksOf(this.grid).scratch));
  }

  /** The set plus every cell diagonally adjacent to it. */
  dilateDiagonal(): CellSet {
    return this.map((d, s) => bits.dilateDiagonal(d, s, this.grid, bits.masksOf(this.grid).scratch));
  }

  /** The cells orthogonally adjacent to the set but not in it. */
  neighbours(): CellSet {
    const w = new Uint32Array(this.words.length);
    bits.dilateOrthogonal(w, this.words, this.grid, bits.masksOf(this.grid).scratch, false);
    bits.andNot(w, w, this.words);
    return new CellSet(this.grid, w);
  }

  /** The cell names, comma-separated, e.g. `'a1,b1'`. */
  toString(): string {
    return this.toArray()
      .map((c) => this.grid.name(c))
      .join(',');
  }

  private map(fn: (dst: Uint32Array, src: Uint32Array) => void): CellSet {
    const w = new Uint32Array(this.words.length);
    fn(w, this.words);
    return new CellSet(this.grid, w);
  }

  private combine(other: CellSet, fn: (dst: Uint32Array, a: Uint32Array, b: Uint32Array) => void): CellSet {
    this.sameGrid(other);
    const w = new Uint32Array(this.words.length);
    fn(w, this.words, other.words);
    return new CellSet(this.grid, w);
  }

  private sameGrid(other: CellSet): void {
    if (!other.grid.equals(this.grid)) {
      throw new GeometryError(
        `cell sets on different grids (${this.grid} and ${other.grid})`,
        'grid-mismatch',
      );
    }
  }
}
