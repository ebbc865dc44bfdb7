/**
 * Hostile inputs for a position: numbers that are not legal moves, and text that is not
 * well-formed notation. Drawn from a seeded {@link Rng}, so a run is reproducible.
 *
 * @module
 */

import type { Rng } from '@quadrille/core';

/** Numbers that are never move ids on any board. */
const WILD_NUMBERS: readonly number[] = [
  -1,
  -2,
  -0.5,
  0.5,
  2 ** 31 - 1,
  2 ** 31,
  2 ** 32,
  2 ** 32 + 1,
  Number.MAX_SAFE_INTEGER,
  Number.MAX_SAFE_INTEGER + 2,
  1e21,
  -1e21,
  Number.MAX_VALUE,
  Number.MIN_VALUE,
  Number.EPSILON,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  Number.NEGATIVE_INFINITY,
];

/**
 * A number that is probably not a legal move in a position whose legal moves are `legal`:
 * negative, huge, non-integer, NaN, just past the largest move id seen, or a move seen legal
 * elsewhere. The caller skips the ones that happen to be legal.
 *
 * @param legal - the legal moves here.
 * @param seen - moves seen legal in other positions of the run.
 * @param maxSeen - the largest move id seen legal so far (-1 if none).
 */
export function illegalNumber(
  rng: Rng,
  legal: readonly number[],
  seen: readonly number[],
  maxSeen: number,
): number {
  const some = legal.length > 0 ? legal[rng.int(legal.length)]! : 0;
  switch (rng.int(6)) {
    case 0:
      return rng.pick(WILD_NUMBERS);
    case 1:
      return maxSeen + 1 + rng.int(3); // just out of range
    case 2:
      return some + (rng.int(2) === 0 ? 0.5 : 1e-9); // near a legal move, not an integer
    case 3:
      return seen.length > 0 ? rng.pick(seen) : -1; // legal in another position
    case 4:
      return rng.int(Math.min(2 * maxSeen + 4, 2 ** 32)); // anywhere in or just past the move table
    default:
      return -1 - rng.int(1000);
  }
}

const JUNK_TEXTS: readonly string[] = [
  '',
  ' ',
  '\t\n',
  'null',
  'undefined',
  'NaN',
  '-1',
  '0',
  '1e400',
  '0x10',
  '__proto__',
  'constructor',
  'toString',
  'pass ',
  '\u0000',
  '\uFFFF',
  '\uD800',
  '\u202Ea1',
  'é',
  '🀄',
  'ａ１',
  '٣',
  'a'.repeat(10_000),
  '1'.repeat(10_000),
  ','.repeat(1_000),
];

/** Values of the wrong type, as a careless JavaScript caller might pass them. */
const NON_STRINGS: readonly unknown[] = [null, undefined, 0, 1, Number.NaN, {}, [], true];

const ALPHABET = 'abcxyzABZ0123456789,;:-_+./ ()[]{}\'"\\@#*|~`';

/**
 * Text that is probably not the notation of a legal move: fixed oddities (empty, huge, unicode,
 * `null`-ish), random characters, non-strings, or a mangled copy of a real move string.
 *
 * @param examples - well-formed move strings to mangle (may be empty).
 */
export function malformedText(rng: Rng, examples: readonly string[]): string {
  switch (rng.int(5)) {
    case 0:
      return rng.pick(JUNK_TEXTS);
    case 1:
      return randomText(rng, 1 + rng.int(12));
    case 2:
      return rng.pick(NON_STRINGS) as string; // the protocol says string; untyped callers do not
    default:
      return examples.length > 0 ? mangle(rng, rng.pick(examples)) : randomText(rng, 3);
  }
}

function randomText(rng: Rng, length: number): string {
  let s = '';
  for (let i = 0; i < length; i++) s += ALPHABET[rng.int(ALPHABET.length)];
  return s;
}

/** A small corruption of `text`: a character dropped, doubled, inserted or swapped, case, spaces. */
function mangle(rng: Rng, text: string): string {
  const at = rng.int(text.length + 1);
  switch (rng.int(7)) {
    case 0:
      return text.slice(0, at) + text.slice(at + 1);
    case 1:
      return text.slice(0, at) + text.slice(at, at + 1) + text.slice(at);
    case 2:
      return text.slice(0, at) + ALPHABET[rng.int(ALPHABET.length)] + text.slice(at);
    case 3:
      return text.toUpperCase();
    case 4:
      return ` ${text}\n`;
    case 5:
      return [...text].reverse().join('');
    default:
      return text + text;
  }
}
