/**
 * Domino slots: every pair of orthogonally adjacent cells of a grid, numbered in canonical
 * order (by lower cell, then the horizontal slot before the vertical one), with the tables the
 * move generator needs. One {@link SlotTable} per grid, shared by every position on it through
 * the bounded table cache. Every table is linear in the number of cells.
 *
 * @module
 */

import { bits, type Cell, Direction, type Grid } from '@quadrille/core';
import { slotSetWords, slotTableBytes, tableCache } from './limits.js';

/** Cells around a slot: up to 6 orthogonal neighbours of its two halves, `-1` padded. */
export const HALO = 6;

/** Slots sharing a cell with a slot: up to 3 through each of its two cells. */
export const SLOT_NEIGHBOURS = 6;

/**
 * The domino slots of a grid. A slot's lower cell comes first (lower rank, then lower file),
 * which is also the cell order of the notation (`d1-e1`, `a3-a4`).
 *
 * The black square is not part of the table: it is an occupied cell like any other, so the
 * table (and move ids) do not depend on where it stands.
 */
export class SlotTable {
  /** The grid. */
  readonly grid: Grid;
  /** Number of slots on the whole grid (ignoring the black square). */
  readonly count: number;
  /** The lower cell of each slot. */
  readonly first: Int32Array;
  /** The upper cell of each slot (east or north of `first`). */
  readonly second: Int32Array;
  /**
   * {@link HALO} cells per slot: the cells orthogonally adjacent to either half (the squares
   * the restriction forbids after this piece), `-1` padded.
   */
  readonly halo: Int32Array;
  /** Per cell: the slot from this cell to its east neighbour, or -1. */
  readonly eastSlot: Int32Array;
  /** Per cell: the slot from this cell to its north neighbour, or -1. */
  readonly northSlot: Int32Array;
  /** Every cell of the grid, as bitset words (core's shared `bits.masksOf(grid).all`). */
  readonly all: Uint32Array;
  /** Every cell but the last file, as bitset words (core's `bits.masksOf(grid).notLastFile`). */
  readonly notLastFile: Uint32Array;
  /** Scratch bitsets for {@link SlotTable.scan} (the results: free starts east and north). */
  readonly eastStarts: Int32Array;
  /** See {@link SlotTable.eastStarts}. */
  readonly northStarts: Int32Array;
  /** Per cell: the up to 4 slots that cover it, `-1` padded. */
  readonly cellSlots: Int32Array;
  /**
   * Words of a slot set (bit `s` for slot `s`), or 0 when the grid has more slots than
   * `MAX_SLOT_WORDS` words hold. Positions on grids with slot sets keep the set of open
   * slots (both cells empty) up to date, so that move generation is a few word operations and
   * then one step per legal slot, in id order: the hot path of random playouts.
   */
  readonly slotWords: number;
  /**
   * {@link SlotTable.slotWords} words per slot: the slots sharing a cell with it, itself
   * included (placing a piece there closes them).
   */
  readonly overlapping: Int32Array;
  /**
   * {@link SlotTable.slotWords} words per slot: the slots with a cell in its halo (the
   * restriction forbids them after a piece there).
   */
  readonly touching: Int32Array;
  /**
   * On grids with slot sets only (else empty): `grid.words` words per slot, its
   * {@link SlotTable.halo} as a cell bitset, so that a new piece finds its same-colour neighbours
   * with one AND per word. (Small: such grids have at most `32 × MAX_SLOT_WORDS` slots.)
   */
  readonly haloCells: Int32Array;
  /**
   * On grids with slot sets only (else empty): per slot, {@link SLOT_NEIGHBOURS} pairs (another
   * slot sharing a cell with it, that slot's other cell), `-1` padded: the slots that taking the
   * piece back may reopen, and the cell each one still needs empty.
   */
  readonly neighbours: Int32Array;
  /** A scratch slot set for move generation (overwritten by every call). */
  readonly slotScratch: Int32Array;
  private readonly free: Int32Array;

  private constructor(grid: Grid) {
    this.grid = grid;
    const { size, words } = grid;
    const first: number[] = [];
    const second: number[] = [];
    this.eastSlot = new Int32Array(size).fill(-1);
    this.northSlot = new Int32Array(size).fill(-1);
    for (let c = 0; c < size; c++) {
      const east = grid.orthogonal[4 * c + Direction.East]!;
      const north = grid.orthogonal[4 * c + Direction.North]!;
      // East before north: c + 1 < c + width, so slots stay sorted by (lower cell, upper cell).
      if (east >= 0) {
        this.eastSlot[c] = first.length;
        first.push(c);
        second.push(east);
      }
      if (north >= 0) {
        this.northSlot[c] = first.length;
        first.push(c);
        second.push(north);
      }
    }
    this.count = first.length;
    this.first = Int32Array.from(first);
    this.second = Int32Array.from(second);
    this.halo = new Int32Array(this.count * HALO).fill(-1);
    for (let s = 0; s < this.count; s++) {
      const a = first[s]!;
      const b = second[s]!;
      let k = 0;
      for (const half of [a, b]) {
        for (let d = 0; d < 4; d++) {
          const n = grid.orthogonal[4 * half + d]!;
          if (n >= 0 && n !== a && n !== b) this.halo[s * HALO + k++] = n;
        }
      }
    }
    const masks = bits.masksOf(grid);
    this.all = masks.all;
    this.notLastFile = masks.notLastFile;
    this.eastStarts = new Int32Array(words);
    this.northStarts = new Int32Array(words);
    this.free = new Int32Array(words);
    this.cellSlots = new Int32Array(4 * size).fill(-1);
    for (let s = 0; s < this.count; s++) {
      for (const c of [first[s]!, second[s]!]) {
        let k = 4 * c;
        while (this.cellSlots[k]! >= 0) k++;
        this.cellSlots[k] = s;
      }
    }
    this.slotWords = slotSetWords(this.count);
    this.overlapping = new Int32Array(this.count * this.slotWords);
    this.touching = new Int32Array(this.count * this.slotWords);
    this.slotScratch = new Int32Array(this.slotWords);
    this.haloCells = new Int32Array(this.slotWords === 0 ? 0 : this.count * words);
    this.neighbours = new Int32Array(this.slotWords === 0 ? 0 : this.count * 2 * SLOT_NEIGHBOURS).fill(-1);
    if (this.slotWords === 0) return;
    for (let s = 0; s < this.count; s++) {
      let k = s * 2 * SLOT_NEIGHBOURS;
      for (const c of [first[s]!, second[s]!]) {
        for (let j = 4 * c; j < 4 * c + 4; j++) {
          const t = this.cellSlots[j]!;
          if (t < 0 || t === s) continue;
          this.neighbours[k++] = t;
          this.neighbours[k++] = this.first[t] === c ? this.second[t]! : this.first[t]!;
        }
      }
    }
    for (let k = 0; k < this.halo.length; k++) {
      const n = this.halo[k]!;
      if (n >= 0) this.haloCells[Math.floor(k / HALO) * words + (n >>> 5)]! |= 1 << (n & 31);
    }
    for (let s = 0; s < this.count; s++) {
      this.addCoveringSlots(this.overlapping, s, first[s]!);
      this.addCoveringSlots(this.overlapping, s, second[s]!);
      for (let k = s * HALO; k < (s + 1) * HALO && this.halo[k]! >= 0; k++)
        this.addCoveringSlots(this.touching, s, this.halo[k]!);
    }
  }

  /** Adds the slots covering `cell` to the slot set of `slot` in `sets`. */
  private addCoveringSlots(sets: Int32Array, slot: number, cell: Cell): void {
    for (let k = 4 * cell; k < 4 * cell + 4; k++) {
      const t = this.cellSlots[k]!;
      if (t >= 0) sets[slot * this.slotWords + (t >>> 5)]! |= 1 << (t & 31);
    }
  }

  /**
   * The slot table of a grid, shared through the bounded table cache (see `TABLE_CACHE_LIMITS`).
   * `linkage.create` checks the size of its tables (`MAX_TABLE_BYTES`) before it asks for one.
   */
  static of(grid: Grid): SlotTable {
    const key = `slots:${grid.width}x${grid.height}`;
    const cached = tableCache.get(key);
    if (cached instanceof SlotTable) return cached;
    const t = new SlotTable(grid);
    tableCache.set(key, t, slotTableBytes(grid.width, grid.height, t.slotWords));
    return t;
  }

  /** Whether `cell` is in the {@link SlotTable.halo} of `slot` (the restriction after a piece there). */
  inHalo(slot: number, cell: Cell): boolean {
    const halo = this.halo;
    for (let k = slot * HALO; k < slot * HALO + HALO; k++) if (halo[k] === cell) return true;
    return false;
  }

  /** The slot covering cells `a` and `b` (either order), or -1 if they are not adjacent. */
  slotOf(a: Cell, b: Cell): number {
    if (!this.grid.contains(a) || !this.grid.contains(b)) return -1;
    const lo = Math.min(a, b);
    const hi = Math.max(a, b);
    const east = this.eastSlot[lo]!;
    if (east >= 0 && this.second[east] === hi) return east;
    const north = this.northSlot[lo]!;
    if (north >= 0 && this.second[north] === hi) return north;
    return -1;
  }

  /**
   * Finds the slots whose two cells are empty and, unless `near` is -1, outside the halo of slot
   * `near` (the cells the restriction forbids after a piece there); the empty cells are those
   * not in the bitset stored in `state` at word offset `blocked`. Afterwards bit `c` of
   * {@link SlotTable.eastStarts} (of {@link SlotTable.northStarts}) is set when the slot
   * `eastSlot[c]` (`northSlot[c]`) is free. Returns the number of free slots. Allocation-free;
   * the scratch results are overwritten by the next call.
   */
  scan(state: readonly number[], blocked: number, near: number): number {
    const { all, notLastFile, free, eastStarts, northStarts, halo } = this;
    const n = free.length;
    const width = this.grid.width;
    const q = width >>> 5;
    const r = width & 31;
    for (let i = 0; i < n; i++) free[i] = all[i]! & ~state[blocked + i]!;
    if (near >= 0) {
      // The halo of the marked piece is at most 6 cells: cleared one by one.
      for (let k = near * HALO; k < near * HALO + HALO; k++) {
        const c = halo[k]!;
        if (c >= 0) free[c >>> 5]! &= ~(1 << (c & 31));
      }
    }
    let count = 0;
    for (let i = 0; i < n; i++) {
      const f = free[i]!;
      const next = i + 1 < n ? free[i + 1]! : 0;
      // A slot starts at c when c and c + 1 (east) or c + width (north) are both free.
      const east = f & ((f >>> 1) | (next << 31)) & notLastFile[i]!;
      const lo = i + q < n ? free[i + q]! : 0;
      const hi = i + q + 1 < n ? free[i + q + 1]! : 0;
      const north = f & (r === 0 ? lo : (lo >>> r) | (hi << (32 - r)));
      eastStarts[i] = east;
      northStarts[i] = north;
      count += bits.popcount32(east) + bits.popcount32(north);
    }
    return count;
  }
}
