/**
 * The hostile values the fuzzers feed in, by name: a recipe holds the name (short, printable,
 * replayable) and the value is made fresh for each call, so that no call can spoil the next.
 *
 * @module
 */

import { labelled } from './show.js';

/** What the hostile objects throw when the code under test touches them. */
export class Poison extends Error {
  constructor(what: string) {
    super(`poisoned ${what} was called`);
    this.name = 'Poison';
  }
}

const poisoned = (what: string) => (): never => {
  throw new Poison(what);
};

/** A proxy whose every trap throws: any look at it at all escapes as a {@link Poison}. */
function throwingProxy(): object {
  const handler: ProxyHandler<object> = {};
  for (const trap of [
    'get',
    'set',
    'has',
    'ownKeys',
    'getPrototypeOf',
    'getOwnPropertyDescriptor',
    'defineProperty',
    'deleteProperty',
    'isExtensible',
    'preventExtensions',
    'setPrototypeOf',
  ] as const) {
    handler[trap] = poisoned(`proxy trap ${trap}`);
  }
  return labelled(new Proxy({}, handler), 'Proxy(every trap throws)');
}

function revokedProxy(): object {
  const { proxy, revoke } = Proxy.revocable({}, {});
  revoke();
  return labelled(proxy, 'Proxy(revoked)');
}

/**
 * Values that are not numbers (or not plain numbers), for `play`, `isLegal` and `parseMove`;
 * `move` is a legal move of the position, for the look-alikes (`'12'`, `12n`, `[12]`).
 */
export const HOSTILE: Readonly<Record<string, (move: number) => unknown>> = {
  symbol: () => Symbol('hostile'),
  'registered symbol': () => Symbol.for('hostile'),
  'bigint of a legal move': (m) => BigInt(m),
  'huge bigint': () => 2n ** 80n,
  'string of a legal move': (m) => String(m),
  'padded string of a legal move': (m) => ` ${m} `,
  'hex string': (m) => `0x${m.toString(16)}`,
  true: () => true,
  false: () => false,
  null: () => null,
  undefined: () => undefined,
  'Number object of a legal move': (m) => labelled(Object(m) as object, `new Number(${m})`),
  'array of a legal move': (m) => [m],
  'object whose valueOf is a legal move': (m) => labelled({ valueOf: () => m }, `{ valueOf: () => ${m} }`),
  'object with throwing valueOf': () =>
    labelled({ valueOf: poisoned('valueOf'), toString: poisoned('toString') }, '{ valueOf/toString throw }'),
  'object with throwing toPrimitive': () =>
    labelled({ [Symbol.toPrimitive]: poisoned('Symbol.toPrimitive') }, '{ [Symbol.toPrimitive] throws }'),
  'object with a throwing getter': () =>
    labelled(
      Object.defineProperty({}, 'length', { get: poisoned('getter'), enumerable: true }),
      '{ get length() throws }',
    ),
  'proxy whose traps throw': throwingProxy,
  'revoked proxy': revokedProxy,
  function: (m) => labelled(() => m, 'a function'),
  'plain object': () => ({}),
  'null-prototype object': () => Object.create(null),
  date: () => new Date(0),
};

/** The names of {@link HOSTILE}. */
export const HOSTILE_NAMES = Object.keys(HOSTILE);

/** Numbers at the edges: out of range, fractions, not finite, `-0`, past 2^31, 2^32, 2^53. */
export const EDGE_NUMBERS: readonly number[] = [
  0,
  -0,
  -1,
  0.5,
  -0.5,
  1e-9,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  Number.NEGATIVE_INFINITY,
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31),
  2 ** 32,
  2 ** 32 + 1,
  2 ** 53,
  2 ** 53 + 2,
  Number.MAX_SAFE_INTEGER,
  Number.MIN_SAFE_INTEGER,
  Number.MAX_VALUE,
  Number.MIN_VALUE,
  1e21,
];

/** Offsets from a legal move id: its neighbours, fractions, and wrap-arounds of 2^31, 2^32. */
export const MOVE_OFFSETS: readonly number[] = [
  1,
  -1,
  0.5,
  -0.5,
  1e-9,
  2 ** 16,
  2 ** 31,
  2 ** 32,
  -(2 ** 32),
];

/** A nested array or object `depth` levels deep. */
function nested(depth: number, object: boolean): unknown {
  let v: unknown = 0;
  for (let i = 0; i < depth; i++) v = object ? { a: v } : [v];
  return v;
}

/** A sparse array of the largest length, with one element. */
function hugeSparse(): unknown[] {
  const a: unknown[] = [0];
  a.length = 2 ** 32 - 1;
  return a;
}

/**
 * Values to put in a JSON document or an options object in place of what belongs there
 * ("swap types"): anything `JSON.parse` can produce, and the values a JavaScript caller could
 * pass that JSON cannot (holes, `undefined`, `NaN`, bigints, symbols, class instances,
 * inherited properties, huge and deeply nested arrays). No proxies and no throwing getters:
 * data from the network cannot contain them.
 */
export const SWAPS: Readonly<Record<string, () => unknown>> = {
  '0': () => 0,
  '-0': () => -0,
  '1': () => 1,
  '-1': () => -1,
  '2': () => 2,
  '3': () => 3,
  '0.5': () => 0.5,
  '2.5': () => 2.5,
  NaN: () => Number.NaN,
  Infinity: () => Number.POSITIVE_INFINITY,
  '-Infinity': () => Number.NEGATIVE_INFINITY,
  '2^31': () => 2 ** 31,
  '2^32': () => 2 ** 32,
  '2^53+2': () => 2 ** 53 + 2,
  '1e21': () => 1e21,
  '1e308': () => 1e308,
  "''": () => '',
  "'x'": () => 'x',
  "'8'": () => '8',
  "'a1'": () => 'a1',
  "'__proto__'": () => '__proto__',
  'long string': () => 'a'.repeat(100_000),
  true: () => true,
  false: () => false,
  null: () => null,
  undefined: () => undefined,
  '[]': () => [],
  '[null]': () => [null],
  // biome-ignore lint/suspicious/noSparseArray: the hole is the point.
  '[ , 1]': () => [, 1],
  'new Array(3)': () => new Array(3),
  '[0, 0, …] ×200,000': () => new Array(200_000).fill(0),
  'sparse length 2^32-1': hugeSparse,
  '{}': () => ({}),
  'Object.create(null)': () => Object.create(null),
  'object inheriting a field': () => Object.create({ width: 8, game: 'x', moves: [] }),
  'JSON.parse(\'{"__proto__":…}\')': () =>
    JSON.parse('{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}'),
  Date: () => new Date(0),
  Map: () => new Map([['width', 8]]),
  '10n': () => 10n,
  symbol: () => Symbol('swap'),
  function: () => labelled(() => 0, 'a function'),
  'array nested 3,000 deep': () => nested(3000, false),
  'object nested 3,000 deep': () => nested(3000, true),
};

/** The names of {@link SWAPS}. */
export const SWAP_NAMES = Object.keys(SWAPS);

/** Numbers for sizes and counts in options: valid, at the limits, and far past them. */
export const SIZE_NUMBERS: readonly number[] = [
  1,
  2,
  3,
  4,
  5,
  6,
  7,
  8,
  9,
  10,
  11,
  12,
  13,
  14,
  16,
  19,
  20,
  21,
  31,
  32,
  33,
  63,
  64,
  65,
  99,
  100,
  128,
  200,
  255,
  256,
  257,
  1000,
  65_536,
  1e6,
  2 ** 31,
  2 ** 32,
  1e308,
];
