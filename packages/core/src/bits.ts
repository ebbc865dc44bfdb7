/**
 * In-place bitset kernels over `Uint32Array` words: the allocation-free fast path under
 * {@link CellSet}. Bit `i` is bit `i & 31` of word `i >>> 5`; cell `i` of a {@link Grid} is
 * bit `i`. Destination and source arrays may alias unless a function says otherwise. Every
 * function touches exactly `grid.words` (or the given number of) words.
 *
 * @module
 */

import type { Grid } from './grid.js';

/** Number of set bits in a 32-bit integer. */
export function popcount32(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  x = (x + (x >>> 4)) & 0x0f0f0f0f;
  return Math.imul(x, 0x01010101) >>> 24;
}

/** Number of set bits in `a`. */
export function popcount(a: Uint32Array): number {
  let n = 0;
  for (let i = 0; i < a.length; i++) n += popcount32(a[i]!);
  return n;
}

/** Index of the lowest set bit of a non-zero 32-bit integer. */
export function lowestBit32(x: number): number {
  return 31 - Math.clz32(x & -x);
}

/** Whether bit `i` is set. */
export function hasBit(a: Uint32Array, i: number): boolean {
  return ((a[i >>> 5]! >>> (i & 31)) & 1) === 1;
}

/** Sets bit `i`. */
export function setBit(a: Uint32Array, i: number): void {
  a[i >>> 5]! |= 1 << (i & 31);
}

/** Clears bit `i`. */
export function clearBit(a: Uint32Array, i: number): void {
  a[i >>> 5]! &= ~(1 << (i & 31));
}

/** `dst = a | b`. */
export function or(dst: Uint32Array, a: Uint32Array, b: Uint32Array): void {
  for (let i = 0; i < dst.length; i++) dst[i] = a[i]! | b[i]!;
}

/** `dst = a & b`. */
export function and(dst: Uint32Array, a: Uint32Array, b: Uint32Array): void {
  for (let i = 0; i < dst.length; i++) dst[i] = a[i]! & b[i]!;
}

/** `dst = a & ~b`. */
export function andNot(dst: Uint32Array, a: Uint32Array, b: Uint32Array): void {
  for (let i = 0; i < dst.length; i++) dst[i] = a[i]! & ~b[i]!;
}

/** `dst = a ^ b`. */
export function xor(dst: Uint32Array, a: Uint32Array, b: Uint32Array): void {
  for (let i = 0; i < dst.length; i++) dst[i] = a[i]! ^ b[i]!;
}

/** Whether `a & b` is non-empty. */
export function intersects(a: Uint32Array, b: Uint32Array): boolean {
  for (let i = 0; i < a.length; i++) if ((a[i]! & b[i]!) !== 0) return true;
  return false;
}

/** Whether every bit of `a` is set in `b`. */
export function isSubset(a: Uint32Array, b: Uint32Array): boolean {
  for (let i = 0; i < a.length; i++) if ((a[i]! & ~b[i]!) !== 0) return false;
  return true;
}

/** Whether no bit is set. */
export function isEmpty(a: Uint32Array): boolean {
  for (let i = 0; i < a.length; i++) if (a[i] !== 0) return false;
  return true;
}

/** Whether `a` and `b` hold the same bits. */
export function equals(a: Uint32Array, b: Uint32Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/**
 * `dst = src << k` across words (towards higher indices); bits shifted past the last word are
 * lost. `dst` and `src` may alias.
 */
export function shiftUp(dst: Uint32Array, src: Uint32Array, k: number): void {
  const n = dst.length;
  const q = k >>> 5;
  const r = k & 31;
  for (let i = n - 1; i >= 0; i--) {
    const j = i - q;
    const hi = j >= 0 ? src[j]! : 0;
    const lo = j - 1 >= 0 ? src[j - 1]! : 0;
    dst[i] = r === 0 ? hi : (hi << r) | (lo >>> (32 - r));
  }
}

/** `dst = src >>> k` across words (towards lower indices). `dst` and `src` may alias. */
export function shiftDown(dst: Uint32Array, src: Uint32Array, k: number): void {
  const n = dst.length;
  const q = k >>> 5;
  const r = k & 31;
  for (let i = 0; i < n; i++) {
    const j = i + q;
    const lo = j < n ? src[j]! : 0;
    const hi = j + 1 < n ? src[j + 1]! : 0;
    dst[i] = r === 0 ? lo : (lo >>> r) | (hi << (32 - r));
  }
}

/** Precomputed masks of a grid, shared by every bitset kernel on it. */
export interface GridMasks {
  /** Every cell of the grid. */
  readonly all: Uint32Array;
  /** Every cell but the last file (cells that can move east). */
  readonly notLastFile: Uint32Array;
  /** Every cell but the first file (cells that can move west). */
  readonly notFirstFile: Uint32Array;
  /** Scratch space of `grid.words` words for kernels that need one (not re-entrant). */
  readonly scratch: Uint32Array;
}

const maskCache = new WeakMap<Grid, GridMasks>();

/** The shared masks of a grid (computed once). */
export function masksOf(grid: Grid): GridMasks {
  let m = maskCache.get(grid);
  if (m === undefined) {
    const all = new Uint32Array(grid.words);
    const notLastFile = new Uint32Array(grid.words);
    const notFirstFile = new Uint32Array(grid.words);
    for (let c = 0; c < grid.size; c++) {
      setBit(all, c);
      const f = c % grid.width;
      if (f !== grid.width - 1) setBit(notLastFile, c);
      if (f !== 0) setBit(notFirstFile, c);
    }
    m = { all, notLastFile, notFirstFile, scratch: new Uint32Array(grid.words) };
    maskCache.set(grid, m);
  }
  return m;
}

/** `dst = ~a`, restricted to the grid's cells. */
export function complement(dst: Uint32Array, a: Uint32Array, grid: Grid): void {
  const all = masksOf(grid).all;
  for (let i = 0; i < dst.length; i++) dst[i] = ~a[i]! & all[i]!;
}

/** `dst` = every cell of `src` moved one rank up (north); cells leaving the board vanish. */
export function shiftNorth(dst: Uint32Array, src: Uint32Array, grid: Grid): void {
  shiftUp(dst, src, grid.width);
  const all = masksOf(grid).all;
  for (let i = 0; i < dst.length; i++) dst[i]! &= all[i]!;
}

/** `dst` = every cell of `src` moved one rank down (south). */
export function shiftSouth(dst: Uint32Array, src: Uint32Array, grid: Grid): void {
  shiftDown(dst, src, grid.width);
}

/** `dst` = every cell of `src` moved one file right (east); the last file vanishes. */
export function shiftEast(dst: Uint32Array, src: Uint32Array, grid: Grid): void {
  const m = masksOf(grid).notLastFile;
  and(dst, src, m);
  shiftUp(dst, dst, 1);
}

/** `dst` = every cell of `src` moved one file left (west); the first file vanishes. */
export function shiftWest(dst: Uint32Array, src: Uint32Array, grid: Grid): void {
  const m = masksOf(grid).notFirstFile;
  and(dst, src, m);
  shiftDown(dst, dst, 1);
}

/**
 * `dst` = the cells orthogonally adjacent to some cell of `src`, plus `src` itself when
 * `includeSelf`. Uses `scratch` as temporary space (must not alias `dst` or `src`). Allocates
 * only when `dst` aliases `src`.
 */
export function dilateOrthogonal(
  dst: Uint32Array,
  src: Uint32Array,
  grid: Grid,
  scratch: Uint32Array,
  includeSelf = true,
): void {
  // Rows first: horizontal neighbours; then vertical neighbours of src itself.
  shiftEast(scratch, src, grid);
  const acc = dst === src ? new Uint32Array(dst.length) : dst;
  for (let i = 0; i < acc.length; i++) acc[i] = scratch[i]! | (includeSelf ? src[i]! : 0);
  shiftWest(scratch, src, grid);
  or(acc, acc, scratch);
  shiftNorth(scratch, src, grid);
  or(acc, acc, scratch);
  shiftSouth(scratch, src, grid);
  or(acc, acc, scratch);
  if (acc !== dst) dst.set(acc);
}

/**
 * `dst` = the cells diagonally adjacent to some cell of `src`, plus `src` itself when
 * `includeSelf`. Uses `scratch` (must not alias `dst` or `src`). Allocates only when `dst`
 * aliases `src`.
 */
export function dilateDiagonal(
  dst: Uint32Array,
  src: Uint32Array,
  grid: Grid,
  scratch: Uint32Array,
  includeSelf = true,
): void {
  const acc = dst === src ? new Uint32Array(dst.length) : dst;
  // The shifts distribute over union: move (east ∪ west) north and south, 4 shifts instead of 8.
  shiftWest(acc, src, grid);
  shiftEast(scratch, src, grid);
  or(scratch, scratch, acc);
  shiftNorth(acc, scratch, grid);
  shiftSouth(scratch, scratch, grid);
  or(acc, acc, scratch);
  if (includeSelf) or(acc, acc, src);
  if (acc !== dst) dst.set(acc);
}

/**
 * Calls `fn` for every set bit in ascending order. Faster than materialising an array.
 */
export function forEachBit(a: Uint32Array, fn: (i: number) => void): void {
  for (let w = 0; w < a.length; w++) {
    let x = a[w]!;
    while (x !== 0) {
      const t = x & -x;
      fn((w << 5) + 31 - Math.clz32(t));
      x ^= t;
    }
  }
}
