/**
 * Seeded randomness: {@link Rng}, xoshiro128** (Blackman & Vigna, 2018) on four 32-bit words,
 * seeded through SplitMix32. It uses only 32-bit integer arithmetic (`Math.imul`, shifts), so a
 * seed gives the same stream on every JavaScript engine and platform.
 *
 * @module
 */

import { OptionsError } from './errors.js';

/** SplitMix32 step: a well-mixed 32-bit value from a 32-bit state (used for seeding). */
function splitmix32(state: number): number {
  let z = (state + 0x9e3779b9) | 0;
  z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
  z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
  return (z ^ (z >>> 16)) >>> 0;
}

/**
 * A seeded pseudo-random generator (xoshiro128**). Not for cryptography.
 *
 * Reference values (pinned by the tests, and cross-checked there against an independent
 * re-implementation; `Rng.fromState([1, 2, 3, 4])` reproduces the published xoshiro128** test
 * vector 11520, 0, 5927040, 70819200, …):
 *
 * | seed | first three `nextU32()` |
 * |---|---|
 * | 0 | 50113177, 1317682150, 1654315219 |
 * | 42 | 2014437610, 2536506388, 439704051 |
 * | -1 | 2626877245, 3663601781, 4239757141 |
 *
 * @example
 * ```ts
 * const rng = new Rng(42);
 * rng.nextU32(); // 2014437610
 * rng.int(6); // a die roll, 0..5
 * const child = rng.fork(); // an independent, reproducible stream
 * ```
 */
export class Rng {
  private s0: number;
  private s1: number;
  private s2: number;
  private s3: number;

  /**
   * Seeds the generator. With `lo` and `hi` the low and high 32-bit words of the seed's two's
   * complement (`lo = seed mod 2^32`, `hi = ⌊seed / 2^32⌋ mod 2^32`) and `mix` the SplitMix32
   * output function (add 0x9e3779b9, then the murmur3 finaliser): `s0 = mix(lo ^ (hi * 0x632be5ab))`,
   * `s1 = mix(s0 ^ hi)`, `s2 = mix(s1)`, `s3 = mix(s2)` (all mod 2^32). Distinct seeds give
   * distinct states.
   *
   * @param seed - any safe integer (its low 53 bits are used); the same seed gives the same
   *   stream everywhere.
   * @throws {@link OptionsError} if `seed` is not a safe integer.
   */
  constructor(seed: number) {
    if (!Number.isSafeInteger(seed))
      throw new OptionsError(`seed must be a safe integer, got ${String(seed)}`);
    const lo = seed >>> 0;
    const hi = Math.floor(seed / 0x100000000) >>> 0;
    let x = splitmix32(lo ^ Math.imul(hi, 0x632be5ab));
    this.s0 = x;
    x = splitmix32(x ^ hi);
    this.s1 = x;
    x = splitmix32(x);
    this.s2 = x;
    x = splitmix32(x);
    this.s3 = x;
    if ((this.s0 | this.s1 | this.s2 | this.s3) === 0) this.s0 = 1; // the all-zero state is a fixed point
  }

  /** The next 32-bit unsigned integer. */
  nextU32(): number {
    const result = Math.imul(rotl(Math.imul(this.s1, 5), 7), 9) >>> 0;
    const t = this.s1 << 9;
    this.s2 ^= this.s0;
    this.s3 ^= this.s1;
    this.s1 ^= this.s2;
    this.s0 ^= this.s3;
    this.s2 ^= t;
    this.s3 = rotl(this.s3, 11);
    return result;
  }

  /** A float uniformly distributed in [0, 1) with 32 bits of randomness. */
  nextFloat(): number {
    return this.nextU32() / 0x100000000;
  }

  /**
   * An integer uniformly distributed in [0, n), without modulo bias.
   *
   * For n < 2^21 (every move count) it uses Lemire's multiply-and-shift method, which needs a
   * division only on the rare draws that may be biased; larger n use plain rejection sampling.
   *
   * @param n - an integer from 1 to 2^32.
   * @throws {@link OptionsError} for an invalid `n`.
   */
  int(n: number): number {
    if ((n & 0x1fffff) === n && n > 0) return this.smallInt(n);
    if (!Number.isInteger(n) || n < 1 || n > 0x100000000) {
      throw new OptionsError(`Rng.int needs an integer from 1 to 2^32, got ${String(n)}`);
    }
    // Accept only draws below the largest multiple of n that fits in 32 bits.
    const limit = 0x100000000 - (0x100000000 % n);
    for (;;) {
      const x = this.nextU32();
      if (x < limit) return x % n;
    }
  }

  /** `int(n)` for 1 ≤ n < 2^21, where `x * n` (x < 2^32) is exact in a double (< 2^53). */
  private smallInt(n: number): number {
    let m = this.nextU32() * n;
    let low = m >>> 0; // m mod 2^32, exact: ToUint32 reduces the whole integer value
    if (low < n) {
      // Reject the 2^32 mod n low values that would over-represent some results.
      const threshold = (0x100000000 - n) % n;
      while (low < threshold) {
        m = this.nextU32() * n;
        low = m >>> 0;
      }
    }
    return (m - low) / 0x100000000;
  }

  /** A uniformly chosen element of a non-empty array. */
  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new OptionsError('Rng.pick needs a non-empty array');
    return items[this.int(items.length)]!;
  }

  /** Shuffles `items` in place (Fisher–Yates) and returns it. */
  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      const t = items[i]!;
      items[i] = items[j]!;
      items[j] = t;
    }
    return items;
  }

  /**
   * A new, independent generator seeded from this one's stream (this one advances). Use it to
   * give each player, game or worker its own reproducible stream.
   */
  fork(): Rng {
    const child = new Rng(0);
    child.s0 = splitmix32(this.nextU32());
    child.s1 = splitmix32(this.nextU32() ^ 0x1b873593);
    child.s2 = splitmix32(this.nextU32() ^ 0xcc9e2d51);
    child.s3 = splitmix32(this.nextU32() ^ 0xe6546b64);
    if ((child.s0 | child.s1 | child.s2 | child.s3) === 0) child.s0 = 1;
    return child;
  }

  /** The internal state, to save a generator. */
  getState(): [number, number, number, number] {
    return [this.s0 >>> 0, this.s1 >>> 0, this.s2 >>> 0, this.s3 >>> 0];
  }

  /**
   * A generator restored from {@link Rng.getState}.
   *
   * @throws {@link OptionsError} for a malformed or all-zero state.
   */
  static fromState(state: readonly number[]): Rng {
    if (
      !Array.isArray(state) ||
      state.length !== 4 ||
      !state.every((x) => Number.isInteger(x) && x >= 0 && x <= 0xffffffff) ||
      state.every((x) => x === 0)
    ) {
      throw new OptionsError('Rng state must be four 32-bit unsigned integers, not all zero');
    }
    const r = new Rng(0);
    [r.s0, r.s1, r.s2, r.s3] = state as [number, number, number, number];
    return r;
  }
}

function rotl(x: number, k: number): number {
  return (x << k) | (x >>> (32 - k));
}
