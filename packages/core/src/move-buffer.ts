/**
 * Move buffers for `Position.legalMovesInto`: plain arrays of move ids that a caller reuses from
 * call to call, so that generating moves allocates nothing.
 *
 * @module
 */

/**
 * Makes `out` at least `length` long, appending zeros, so that a `legalMovesInto`
 * implementation can then write `out[0]` to `out[length - 1]` with in-bounds stores.
 *
 * Why a separate step: once a store has appended to an array, V8 compiles it into "grow" code
 * that is about twice as slow on every later write (measured on the Linkage playout loop).
 * Growing here, outside the hot loop, keeps the game's own stores plain; it costs nothing once
 * the buffer is long enough, and appending keeps the array packed.
 *
 * @example
 * ```ts
 * const out: number[] = [];
 * reserveMoves(out, 3);
 * out; // => [0, 0, 0]
 * ```
 */
export function reserveMoves(out: number[], length: number): void {
  while (out.length < length) out.push(0);
}
