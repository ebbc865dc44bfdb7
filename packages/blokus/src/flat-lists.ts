/**
 * {@link FlatLists}: many short lists of numbers in two typed arrays, the form of every
 * precomputed list in the placement table (one allocation, no per-list objects, cache-friendly).
 *
 * @module
 */

/** A flat list of lists: list `i` is `data[start[i] .. start[i + 1])`. */
export interface FlatLists<T extends Uint16Array | Uint32Array | Int32Array> {
  /** Where each list starts in `data`; one more entry than there are lists. */
  readonly start: Int32Array;
  /** The lists, back to back. */
  readonly data: T;
}

/**
 * Builds `count` lists: `fill(i, push)` pushes the values of list `i`, and `pack` turns all the
 * values into the typed array kept as `data`.
 */
export function buildLists<T extends Uint16Array | Uint32Array | Int32Array>(
  count: number,
  fill: (i: number, push: (v: number) => void) => void,
  pack: (values: readonly number[]) => T,
): FlatLists<T> {
  const start = new Int32Array(count + 1);
  const values: number[] = [];
  for (let i = 0; i < count; i++) {
    start[i] = values.length;
    fill(i, (v) => values.push(v));
  }
  start[count] = values.length;
  return { start, data: pack(values) };
}
