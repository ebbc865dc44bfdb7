/**
 * Confidence intervals for a proportion by Wilson's score method, which stays inside [0, 1]
 * and behaves for small samples and for proportions near 0 or 1 (unlike p ± 1.96·√(p(1−p)/n)).
 *
 * @module
 */

/** A proportion with its confidence interval. */
export interface Interval {
  /** The observed proportion (0 when there is no sample). */
  readonly estimate: number;
  /** Lower bound. */
  readonly low: number;
  /** Upper bound. */
  readonly high: number;
}

/** The normal quantile of a two-sided 95% interval. */
export const Z95 = 1.959963984540054;

/**
 * Wilson's score interval for `successes` out of `n` (successes may be fractional: a drawn
 * game counts ½). With no sample the interval is all of [0, 1].
 *
 * @example
 * ```ts
 * wilson(60, 100); // { estimate: 0.6, low: 0.502, high: 0.691 } (rounded)
 * ```
 */
export function wilson(successes: number, n: number, z = Z95): Interval {
  if (n === 0) return { estimate: 0, low: 0, high: 1 };
  const p = successes / n;
  const z2 = z * z;
  const denominator = 1 + z2 / n;
  const centre = (p + z2 / (2 * n)) / denominator;
  const half = (z / denominator) * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
  return { estimate: p, low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}
