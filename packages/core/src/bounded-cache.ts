/**
 * A bounded least-recently-used cache for per-geometry tables. Games build move tables once per
 * board size and share them between positions; the sizes come from options that may come from
 * untrusted JSON, so an unbounded cache would let a client exhaust a server's memory one distinct
 * size at a time. Every Quadrille cache is one of these, with a documented entry and byte budget.
 *
 * An entry that is still used by a live position stays alive through that position after it is
 * evicted; the cache only stops holding it.
 *
 * @module
 */

import { OptionsError } from './errors.js';

/** The limits of a {@link BoundedCache}. */
export interface BoundedCacheLimits {
  /** At most this many entries (a positive integer). */
  readonly maxEntries: number;
  /** At most this many bytes, as estimated by the cost each entry is stored with. */
  readonly maxBytes: number;
}

/**
 * A map with least-recently-used eviction by entry count and by total byte cost.
 *
 * @example
 * ```ts
 * const tables = new BoundedCache<string, Int32Array>({ maxEntries: 8, maxBytes: 64 * 2 ** 20 });
 * const table = tables.get('8x8') ?? tables.set('8x8', new Int32Array(64), 64 * 4);
 * tables.size; // 1
 * ```
 */
export class BoundedCache<K, V> {
  /** The limits this cache keeps. */
  readonly limits: BoundedCacheLimits;
  // A Map iterates in insertion order: re-inserting on use keeps the oldest entry first.
  private readonly entries = new Map<K, { readonly value: V; readonly bytes: number }>();
  private total = 0;

  /**
   * @throws {@link OptionsError} unless both limits are positive (integer entries).
   */
  constructor(limits: BoundedCacheLimits) {
    if (!Number.isInteger(limits.maxEntries) || limits.maxEntries < 1)
      throw new OptionsError('maxEntries must be a positive integer');
    if (!(limits.maxBytes > 0)) throw new OptionsError('maxBytes must be positive');
    this.limits = { maxEntries: limits.maxEntries, maxBytes: limits.maxBytes };
  }

  /** The number of entries held. */
  get size(): number {
    return this.entries.size;
  }

  /** The summed byte cost of the entries held. */
  get bytes(): number {
    return this.total;
  }

  /** The value stored under `key` (now the most recently used), or `undefined`. */
  get(key: K): V | undefined {
    const entry = this.entries.get(key);
    if (entry === undefined) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  /**
   * Stores `value` under `key` with its estimated cost, evicting the least recently used entries
   * until both limits hold, and returns `value`. A value that alone exceeds `maxBytes` is returned
   * but not stored.
   */
  set(key: K, value: V, bytes: number): V {
    const old = this.entries.get(key);
    if (old !== undefined) {
      this.entries.delete(key);
      this.total -= old.bytes;
    }
    if (bytes > this.limits.maxBytes) return value;
    this.entries.set(key, { value, bytes });
    this.total += bytes;
    for (const [oldest, entry] of this.entries) {
      if (this.entries.size <= this.limits.maxEntries && this.total <= this.limits.maxBytes) break;
      this.entries.delete(oldest);
      this.total -= entry.bytes;
    }
    return value;
  }

  /** Drops every entry. */
  clear(): void {
    this.entries.clear();
    this.total = 0;
  }
}
