/**
 * {@link Table}: the solver's transposition table, in one `Int32Array` of a size fixed at the
 * start. The proof and disproof numbers of every position searched are kept under the
 * position's key; when a bucket is full, the entry with the least work behind it is replaced
 * (after Nagai's SmallTreeGC), so that a search that outgrows its table slows down instead of
 * running out of memory.
 *
 * @module
 */

import { OptionsError } from '@quadrille/core';

/** Proof and disproof numbers saturate here: "infinite", the mark of a solved position. */
export const INF = 0x3fff_ffff;

/** Int32 fields per entry: key low, key high, proof number, disproof number, work, best move. */
const STRIDE = 6;
/** Entries per bucket: a key may sit in any of them. */
const WAYS = 4;
/** Bytes per entry. */
export const ENTRY_BYTES = STRIDE * 4;
/** The smallest table: one bucket is not a table. */
const MIN_ENTRIES = 1024;

const LO = 0;
const HI = 1;
const PN = 2;
const DN = 3;
const WORK = 4;
const BEST = 5;

/**
 * A fixed-size transposition table. Entries are addressed by an offset into {@link Table.data}
 * (returned by {@link Table.find}); the numbers are those of the search's question (pn = 0: the
 * seat it asks about wins there; dn = 0: it does not).
 */
export class Table {
  /** The entries, {@link STRIDE} int32 each. */
  readonly data: Int32Array;
  /** The number of entries. */
  readonly entries: number;
  /** The number of entries in use. */
  used = 0;
  /** The number of entries overwritten by another position's. */
  replaced = 0;
  private readonly bucketMask: number;
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
   * @param bytes - the most memory the table may take; it takes the largest power of two of
   *   entries that fits.
   * @param listed - how many used entries to remember for a cheap {@link Table.clear} (0, the
   *   default, for a table cleared seldom: 4 bytes each, beside `bytes`).
   * @throws `OptionsError` (reason `bad-memory`) for less than room for 1024 entries, or
   *   more than this JavaScript engine can allocate.
   */
  constructor(bytes: number, listed = 0) {
    let entries = MIN_ENTRIES;
    while (entries * 2 * ENTRY_BYTES <= bytes) entries *= 2;
    if (!(bytes >= MIN_ENTRIES * ENTRY_BYTES)) {
      throw new OptionsError(`memory must be at least ${MIN_ENTRIES * ENTRY_BYTES} bytes`, 'bad-memory');
    }
    try {
      this.data = new Int32Array(entries * STRIDE);
    } catch {
      throw new OptionsError(`cannot allocate a table of ${entries * ENTRY_BYTES} bytes`, 'bad-memory');
    }
    this.entries = entries;
    this.bucketMask = entries / WAYS - 1;
    this.usedAt = new Int32Array(Math.min(listed, entries));
  }

  /** The memory the entries take, in bytes. */
  get bytes(): number {
    return this.data.byteLength;
  }

  /** The offset of the first entry of the key's bucket. */
  private bucket(hi: number, lo: number): number {
    return ((lo ^ Math.imul(hi, 0x9e3779b1)) & this.bucketMask) * WAYS * STRIDE;
  }

  /** The offset of the key's entry, or -1 if the table does not hold it. */
  find(hi: number, lo: number): number {
    const d = this.data;
    const start = this.bucket(hi, lo);
    for (let o = start; o < start + WAYS * STRIDE; o += STRIDE) {
      if (d[o + LO] === lo && d[o + HI] === hi && d[o + WORK] !== 0) return o;
    }
    return -1;
  }

  /**
   * The offset of the key's entry, trying `hint` (where it was found before) first: a search
   * reads its children's entries again and again, and most stay where they were.
   */
  findFrom(hint: number, hi: number, lo: number): number {
    const d = this.data;
    if (hint >= 0 && d[hint + LO] === lo && d[hint + HI] === hi && d[hint + WORK] !== 0) return hint;
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

  /**
   * Stores a position's numbers, replacing its old entry, else an empty one, else the one of
   * its bucket with the least work (that costs least to search again).
   *
   * @param work - the nodes searched below the position, at least 1 (0 marks an empty entry).
   * @param best - the move that decided a solved position, or -1.
   */
  store(hi: number, lo: number, pn: number, dn: number, work: number, best: number): void {
    const d = this.data;
    const start = this.bucket(hi, lo);
    let target = -1;
    let least = Number.POSITIVE_INFINITY;
    for (let o = start; o < start + WAYS * STRIDE; o += STRIDE) {
      const w = d[o + WORK]!;
      if (w === 0 || (d[o + LO] === lo && d[o + HI] === hi)) {
        if (w === 0) this.take(o);
        target = o;
        break;
      }
      if (w < least) {
        least = w;
        target = o;
      }
    }
    if (d[target + WORK] !== 0 && (d[target + LO] !== lo || d[target + HI] !== hi)) this.replaced++;
    d[target + LO] = lo;
    d[target + HI] = hi;
    d[target + PN] = pn;
    d[target + DN] = dn;
    // Work saturates: an int32 must not wrap to a negative (then "least work") entry.
    d[target + WORK] = work > INF ? INF : work < 1 ? 1 : work;
    d[target + BEST] = best;
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
      for (let i = 0; i < this.used; i++) this.data.fill(0, this.usedAt[i]!, this.usedAt[i]! + STRIDE);
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
