/**
 * {@link Table}: the solver's transposition table, in one `Int32Array` of a size fixed at the
 * start. The proof and disproof numbers of every position searched are kept under the
 * position's key; when a bucket is full, the entry with the least work behind it is replaced
 * (after Nagai's SmallTreeGC), so that a search that outgrows its table slows down instead of
 * running out of memory.
 *
 * A bucket is one 64-byte cache line holding three entries: looking a key up costs one miss
 * of the processor's caches, the solver's main cost once the table outgrows them (four entries
 * of 24 bytes, the earlier layout, spanned two lines and made lookups a quarter of the time).
 *
 * @module
 */

import { OptionsError } from '@quadrille/core';

/** Proof and disproof numbers saturate here: "infinite", the mark of a solved position. */
export const INF = 0x3fff_ffff;

/** Int32 fields per entry: key low, key high, proof number, disproof number, best move. */
const STRIDE = 5;
/** Entries per bucket: a key may sit in any of them. */
const WAYS = 3;
/** Int32s per bucket: its entries, padded to a cache line. */
const BUCKET_INTS = 16;
/** Bytes per bucket (one cache line): the table's unit of memory. */
export const BUCKET_BYTES = BUCKET_INTS * 4;
/** Bytes per entry, on average (a bucket's 64 over its three entries). */
export const ENTRY_BYTES = BUCKET_BYTES / WAYS;
/** The smallest table: a few buckets are not a table. */
const MIN_BUCKETS = 256;

const LO = 0;
const HI = 1;
const PN = 2;
const DN = 3;
const BEST = 4;

/**
 * The work behind each entry of a bucket is kept as a level of 10 bits in the bucket's last
 * int32 (the line's padding): 0 for an empty entry, else 1 + ⌊32 · log₂(work)⌋ — steps of 2%,
 * fine enough to replace the entry with the least work as if the work were exact (coarser
 * levels, tried first, made df-pn thrash in small tables).
 */
const LEVELS = BUCKET_INTS - 1;
const LEVEL_BITS = 10;
const LEVEL_MASK = (1 << LEVEL_BITS) - 1;

/** The work level of `work` nodes (≥ 1), 1 to 1023. */
function workLevel(work: number): number {
  return Math.min(LEVEL_MASK, 1 + Math.floor(32 * Math.log2(work > 1 ? work : 1)));
}

/** The table's bytes for `entries` entries (a multiple of {@link WAYS}), as a checkpoint records them. */
export function tableBytes(entries: number): number {
  return (entries / WAYS) * BUCKET_BYTES;
}

/**
 * A fixed-size transposition table. Entries are addressed by an offset into {@link Table.data}
 * (returned by {@link Table.find}); the numbers are those of the search's question (pn = 0: the
 * seat it asks about wins there; dn = 0: it does not).
 */
export class Table {
  /** The buckets, {@link BUCKET_INTS} int32 each: {@link WAYS} entries of {@link STRIDE}, then padding. */
  readonly data: Int32Array;
  /** The number of entries. */
  readonly entries: number;
  /** The number of entries in use. */
  used = 0;
  /** The number of entries overwritten by another position's. */
  replaced = 0;
  private readonly buckets: number;
  /**
   * The offsets of the entries in use, in the order they were first used, while there are no
   * more than it holds: clearing a table that holds few entries then costs those entries, not
   * the table's size (a worker of a distributed solve clears its table between jobs, most of
   * them small, and filling 1.5 GiB with zeros takes a second).
   */
  private readonly usedAt: Int32Array;
  /** Whether {@link Table.usedAt} lists every entry in use (false once it overflowed). */
  private listed = true;

  /**
   * @param bytes - the most memory the table may take; it takes as many 64-byte buckets of
   *   three entries as fit.
   * @param listed - how many used entries to remember for a cheap {@link Table.clear} (0, the
   *   default, for a table cleared seldom: 4 bytes each, beside `bytes`).
   * @throws `OptionsError` (reason `bad-memory`) for less than room for 256 buckets, or
   *   more than this JavaScript engine can allocate.
   */
  constructor(bytes: number, listed = 0) {
    if (!(bytes >= MIN_BUCKETS * BUCKET_BYTES)) {
      throw new OptionsError(`memory must be at least ${MIN_BUCKETS * BUCKET_BYTES} bytes`, 'bad-memory');
    }
    // Whole buckets, fewer than 2^32 / 4 so that a bucket's offset is an int32.
    const buckets = Math.min(Math.floor(bytes / BUCKET_BYTES), 2 ** 27 - 1);
    try {
      this.data = new Int32Array(buckets * BUCKET_INTS);
    } catch {
      throw new OptionsError(`cannot allocate a table of ${buckets * BUCKET_BYTES} bytes`, 'bad-memory');
    }
    this.buckets = buckets;
    this.entries = buckets * WAYS;
    this.usedAt = new Int32Array(Math.min(listed, this.entries));
  }

  /** The memory the entries take, in bytes. */
  get bytes(): number {
    return this.data.byteLength;
  }

  /**
   * The offset of the key's bucket: the hash's high bits scaled to the bucket count (a
   * multiplication, not a division: the count need not be a power of two, so that the table
   * takes the memory it is given).
   */
  private bucket(hi: number, lo: number): number {
    const hash = (lo ^ Math.imul(hi, 0x9e3779b1)) >>> 0;
    return Math.floor((hash * this.buckets) / 2 ** 32) * BUCKET_INTS;
  }

  /** The offset of the key's entry, or -1 if the table does not hold it. */
  find(hi: number, lo: number): number {
    const d = this.data;
    const start = this.bucket(hi, lo);
    for (let o = start; o < start + WAYS * STRIDE; o += STRIDE) {
      // An empty entry's key reads 0, 0: only that key needs its level looked at.
      if (d[o + LO] === lo && d[o + HI] === hi && ((lo | hi) !== 0 || this.level(o) !== 0)) return o;
    }
    return -1;
  }

  /**
   * The offset of the key's entry, trying `hint` (where it was found before) first: a search
   * reads its children's entries again and again, and most stay where they were.
   */
  findFrom(hint: number, hi: number, lo: number): number {
    const d = this.data;
    if (
      hint >= 0 &&
      d[hint + LO] === lo &&
      d[hint + HI] === hi &&
      ((d[hint + PN]! | d[hint + DN]!) & LEVEL_BITS) !== 0
    )
      return hint;
    return this.find(hi, lo);
  }

  /** The proof number of the entry at `offset`. */
  pn(offset: number): number {
    return this.data[offset + PN]!;
  }

  /** The disproof number of the entry at `offset`. */
  dn(offset: number): number {
    return this.data[offset + DN]!;
  }

  /** The best move recorded with the entry at `offset` (-1 for none). */
  best(offset: number): number {
    return this.data[offset + BEST]!;
  }

  /** The work level of the entry at `offset`: 0 if empty, else 1 to 1023 (see {@link workLevel}). */
  private level(offset: number): number {
    const way = (offset % BUCKET_INTS) / STRIDE;
    return (this.data[offset - way * STRIDE + LEVELS]! >>> (way * LEVEL_BITS)) & LEVEL_MASK;
  }

  /** Sets the work level of the entry at `offset`. */
  private setLevel(offset: number, level: number): void {
    const way = (offset % BUCKET_INTS) / STRIDE;
    const at = offset - way * STRIDE + LEVELS;
    const shift = way * LEVEL_BITS;
    this.data[at] = (this.data[at]! & ~(LEVEL_MASK << shift)) | (level << shift);
  }

  /**
   * Stores a position's numbers, replacing its old entry, else an empty one, else the one of
   * its bucket with the least work (that costs least to search again).
   *
   * @param pn - the proof number, 0 to {@link INF}.
   * @param dn - the disproof number, 0 to {@link INF}.
   * @param work - the nodes searched below the position, at least 1.
   * @param best - the move that decided a solved position, or -1.
   */
  store(hi: number, lo: number, pn: number, dn: number, work: number, best: number): void {
    const d = this.data;
    const start = this.bucket(hi, lo);
    const levels = d[start + LEVELS]!;
    let target = -1;
    let least = LEVEL_MASK + 1;
    for (let o = start, shift = 0; o < start + WAYS * STRIDE; o += STRIDE, shift += LEVEL_BITS) {
      const level = (levels >>> shift) & LEVEL_MASK;
      if (level === 0 || (d[o + LO] === lo && d[o + HI] === hi)) {
        if (level === 0) this.take(o);
        target = o;
        break;
      }
      if (level < least) {
        least = level;
        target = o;
      }
    }
    if (this.level(target) !== 0 && (d[target + LO] !== lo || d[target + HI] !== hi)) this.replaced++;
    d[target + LO] = lo;
    d[target + HI] = hi;
    d[target + PN] = pn;
    d[target + DN] = dn;
    d[target + BEST] = best;
    this.setLevel(target, workLevel(work));
  }

  /**
   * Takes the entries of another table of the same size (a checkpoint's).
   *
   * @param used - how many of them are in use.
   */
  load(data: Int32Array, used: number): void {
    this.data.set(data);
    this.used = used;
    this.listed = false;
  }

  /** Empties the table. */
  clear(): void {
    if (this.listed) {
      for (let i = 0; i < this.used; i++) {
        const o = this.usedAt[i]!;
        this.data.fill(0, o, o + STRIDE);
        this.setLevel(o, 0);
      }
    } else this.data.fill(0);
    this.used = 0;
    this.replaced = 0;
    this.listed = true;
  }

  /** Counts an empty entry taken into use, listing it while the list has room. */
  private take(offset: number): void {
    if (this.used < this.usedAt.length) this.usedAt[this.used] = offset;
    else this.listed = false;
    this.used++;
  }

  /** The share of entries in use, 0 to 1. */
  get fill(): number {
    return this.used / this.entries;
  }
}
