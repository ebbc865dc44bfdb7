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

/** The buffer {@link collectMoves} generates into: one for every game (JavaScript runs one call at a time). */
const shared: number[] = [];

/**
 * The moves that `fill` writes to a buffer (as `legalMovesInto` does, returning their count),
 * in a new array of exactly that length: `legalMoves()` for a game that has `legalMovesInto`.
 * The buffer is shared and reused, so the only allocation is the result.
 *
 * @example
 * ```ts
 * const fill = (out: number[]) => {
 *   reserveMoves(out, 2);
 *   out[0] = 4;
 *   out[1] = 7;
 *   return 2;
 * };
 * collectMoves(fill); // => [4, 7]
 * ```
 */
export function collectMoves<M extends number>(fill: (out: M[]) => number): M[] {
  const out = shared as M[];
  return out.slice(0, fill(out));
}
