/**
 * Zobrist hashing: 64-bit position keys kept incrementally by XOR. A game numbers the features
 * of its positions (a stone of colour c on cell i, the side to move, a used piece, …); each
 * feature has a fixed random 64-bit value, and a position's key is the XOR of the values of the
 * features it has. Playing or undoing a move toggles the few features it changes.
 *
 * Values are derived from the feature's index by a fixed integer hash (no table of random
 * numbers, no global state), so keys are the same on every run, machine and build. Games keep a
 * key as two 32-bit halves (`hi`, `lo`) in plain number fields — XOR on numbers costs nothing,
 * while BigInt arithmetic would allocate per move — and build the `bigint` only in `key()`.
 *
 * @module
 */

/** murmur3's 32-bit finaliser: a bijection on 32-bit integers that mixes every bit. */
function fmix32(h: number): number {
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) | 0;
}

/** The low 32 bits of feature `index`'s value in the family `salt`. */
export function zobristLo(salt: number, index: number): number {
  return fmix32(fmix32((index ^ Math.imul(salt, 0x9e3779b9)) | 0) ^ 0x2545f491);
}

/** The high 32 bits of feature `index`'s value in the family `salt`. */
export function zobristHi(salt: number, index: number): number {
  return fmix32(fmix32((index + Math.imul(salt ^ 0x5bd1e995, 0x27d4eb2f)) | 0) ^ 0x68e31da4);
}

/**
 * A table of feature values for the hot path: `table[2 * i]` is the low half of feature `i`,
 * `table[2 * i + 1]` the high half. Build it once per geometry; a move then toggles a key with
 * two array reads and two XORs.
 *
 * @param salt - separates families of features (one salt per kind of feature, or per game), so
 *   that feature 7 of one family has nothing to do with feature 7 of another.
 * @param count - the number of features.
 */
export function zobristTable(salt: number, count: number): Int32Array {
  const table = new Int32Array(2 * count);
  for (let i = 0; i < count; i++) {
    table[2 * i] = zobristLo(salt, i);
    table[2 * i + 1] = zobristHi(salt, i);
  }
  return table;
}

/** The unsigned 64-bit key of the two 32-bit halves a game keeps. */
export function zobristKey(hi: number, lo: number): bigint {
  return (BigInt(hi >>> 0) << 32n) | BigInt(lo >>> 0);
}

/**
 * Whether the key of halves `hi`, `lo` is below the key of halves `hiB`, `loB` as unsigned 64-bit
 * numbers, without a `bigint`: a `canonicalKeyInto` keeps the least of its images' keys.
 *
 * @example
 * ```ts
 * zobristBelow(0, -1, 1, 0); // => true: 0x00000000_ffffffff < 0x00000001_00000000
 * ```
 */
export function zobristBelow(hi: number, lo: number, hiB: number, loB: number): boolean {
  return hi >>> 0 < hiB >>> 0 || (hi === hiB && lo >>> 0 < loB >>> 0);
}

/** The halves {@link zobristKeyOf} has a position write. */
const halves = new Int32Array(2);

/**
 * The key a position's `keyInto` writes, as the `bigint` of `key()`: a game that works its key
 * out in `keyInto` writes `key() { return zobristKeyOf(this); }` and keeps one computation.
 */
export function zobristKeyOf(pos: { keyInto(out: Int32Array): void }): bigint {
  pos.keyInto(halves);
  return zobristKey(halves[1]!, halves[0]!);
}
