/**
 * {@link formatDuration}: a time span in the unit a person reads at a glance, for progress
 * lines and estimates.
 *
 * @module
 */

const UNITS: readonly (readonly [string, number])[] = [
  ['years', 365 * 86_400_000],
  ['days', 86_400_000],
  ['h', 3_600_000],
  ['min', 60_000],
];

/**
 * `ms` as `0.4 s`, `42 s`, `7 min`, `3 h`, `12 days` or `5 years`: the largest unit of which
 * there are at least two (seconds below two minutes).
 *
 * @example
 * ```ts
 * formatDuration(95_000); // => '95 s'
 * formatDuration(4 * 3_600_000); // => '4 h'
 * ```
 */
export function formatDuration(ms: number): string {
  for (const [unit, size] of UNITS) if (ms >= 2 * size) return `${Math.round(ms / size)} ${unit}`;
  const s = ms / 1000;
  return s < 10 ? `${s.toFixed(1)} s` : `${Math.round(s)} s`;
}
