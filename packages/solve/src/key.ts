/**
 * Position keys as two 32-bit halves. Games give `key()` as a `bigint` (see core's
 * `zobristKey`); the solver's tables store keys in `Int32Array`s, so each key is split once per
 * node. Storing the `bigint` into a `BigUint64Array` and reading its two halves back through an
 * `Int32Array` view of the same bytes splits it without the shifts and masks of `bigint`
 * arithmetic, each of which would allocate.
 *
 * @module
 */

import type { Position } from '@quadrille/core';

const word = new BigUint64Array(1);
const halves = new Int32Array(word.buffer);
/** Which half of {@link halves} is the low one: the machine's byte order decides. */
const LO = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1 ? 0 : 1;

/**
 * The halves of the last key given to {@link splitKey}: `lo` and `hi` as signed 32-bit integers.
 * One shared pair, overwritten by every call: read it right away.
 */
export const split = { lo: 0, hi: 0 };

/**
 * Splits `key` (taken modulo 2^64) into {@link split}'s `lo` and `hi`.
 *
 * @example
 * ```ts
 * splitKey(0x1_0000_0002n);
 * [split.hi, split.lo]; // => [1, 2]
 * ```
 */
export function splitKey(key: bigint): void {
  word[0] = key;
  split.lo = halves[LO]!;
  split.hi = halves[1 - LO]!;
}

/** The halves {@link readKey} has a position write. */
const pair = new Int32Array(2);

/**
 * Splits the key of `pos` into {@link split}'s `lo` and `hi`: through `keyInto` where the
 * position has it (no `bigint` made: one a node is a measurable share of a solve), else `key()`.
 */
export function readKey(pos: Position<number>): void {
  if (pos.keyInto !== undefined) {
    pos.keyInto(pair);
    splitPair();
  } else {
    splitKey(pos.key!());
  }
}

/**
 * Splits the canonical key of `pos` (see `Position.canonicalKeyInto`: one key for the position
 * and its images under the game's symmetries) into {@link split}'s `lo` and `hi`. The position
 * must have `canonicalKeyInto`.
 */
export function readCanonicalKey(pos: Position<number>): void {
  pos.canonicalKeyInto!(pair);
  splitPair();
}

/** Copies the halves a position wrote into {@link pair} to {@link split}. */
function splitPair(): void {
  split.lo = pair[0]!;
  split.hi = pair[1]!;
}

/** The unsigned 64-bit key of two halves, as 16 hexadecimal digits (for messages and files). */
export function keyHex(hi: number, lo: number): string {
  return (hi >>> 0).toString(16).padStart(8, '0') + (lo >>> 0).toString(16).padStart(8, '0');
}
