/**
 * {@link UnionFind}: disjoint sets over `0..n-1` with union by size and path halving, on typed
 * arrays, for incremental connectivity (groups that only ever merge).
 *
 * @module
 */

import { GeometryError } from './errors.js';

/** Disjoint sets over the integers `0..n-1`. */
export class UnionFind {
  private readonly parent: Int32Array;
  private readonly sizes: Int32Array;
  private sets: number;

  /**
   * @param n - number of elements, each initially its own set.
   * @throws {@link GeometryError} unless `n` is an integer from 0 to 2^28.
   */
  constructor(n: number) {
    if (!Number.isInteger(n) || n < 0 || n > 1 << 28) {
      throw new GeometryError(
        `UnionFind size must be an integer from 0 to 2^28, got ${String(n)}`,
        'bad-size',
      );
    }
    this.parent = new Int32Array(n);
    this.sizes = new Int32Array(n);
    this.sets = n;
    this.reset();
  }

  /** Number of elements. */
  get length(): number {
    return this.parent.length;
  }

  /** Number of disjoint sets. */
  get count(): number {
    return this.sets;
  }

  /** Makes every element its own set again. */
  reset(): void {
    for (let i = 0; i < this.parent.length; i++) this.parent[i] = i;
    this.sizes.fill(1);
    this.sets = this.parent.length;
  }

  /**
   * The representative of `x`'s set.
   *
   * @throws {@link GeometryError} unless `x` is an integer in `0..length-1`.
   */
  find(x: number): number {
    const p = this.parent;
    // Checked once here, so that union/connected/sizeOf are covered too: a non-element would
    // read `undefined` from the typed array, and union() would then corrupt the parent links and
    // the set count instead of failing.
    if (!Number.isInteger(x) || x < 0 || x >= p.length) {
      throw new GeometryError(
        `${String(x)} is not an element of a UnionFind of size ${p.length}`,
        'out-of-range',
      );
    }
    while (p[x] !== x) {
      const gp = p[p[x]!]!;
      p[x] = gp;
      x = gp;
    }
    return x;
  }

  /**
   * Merges the sets of `a` and `b`; returns whether they were different sets.
   *
   * @throws {@link GeometryError} unless both are elements.
   */
  union(a: number, b: number): boolean {
    let ra = this.find(a);
    let rb = this.find(b);
    if (ra === rb) return false;
    if (this.sizes[ra]! < this.sizes[rb]!) {
      const t = ra;
      ra = rb;
      rb = t;
    }
    this.parent[rb] = ra;
    this.sizes[ra]! += this.sizes[rb]!;
    this.sets--;
    return true;
  }

  /**
   * Whether `a` and `b` are in the same set.
   *
   * @throws {@link GeometryError} unless both are elements.
   */
  connected(a: number, b: number): boolean {
    return this.find(a) === this.find(b);
  }

  /**
   * The number of elements in `x`'s set.
   *
   * @throws {@link GeometryError} unless `x` is an element.
   */
  sizeOf(x: number): number {
    return this.sizes[this.find(x)]!;
  }

  /** An independent copy. */
  clone(): UnionFind {
    const u = new UnionFind(0);
    (u as unknown as { parent: Int32Array }).parent = this.parent.slice();
    (u as unknown as { sizes: Int32Array }).sizes = this.sizes.slice();
    u.sets = this.sets;
    return u;
  }
}
