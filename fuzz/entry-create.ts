/**
 * `create(options)` with hostile options: valid option sets tampered with (see `mutate.ts`) and
 * given sizes from tiny to absurd, random objects of option names and hostile values, and
 * values that are no options object at all. It must throw an `OptionsError` with a string
 * reason or return a working position; never change its input or any prototype; accept the
 * valid option sets; refuse unknown options and objects that are not plain.
 *
 * @module
 */

import fc from 'fast-check';
import { attempt, describeError, errorProblem, type Problem, reasonProblem } from './attempt.js';
import type { Corpus } from './corpus.js';
import { type Entry, inputProblem, ownKeys, problem, type Verdict, verdictOf } from './entry.js';
import { canonicalJSON, fingerprint, notPlainJSON } from './fingerprint.js';
import { cloneData, type Op, opArb, tamper } from './mutate.js';
import { show } from './show.js';
import { SIZE_NUMBERS, SWAP_NAMES, SWAPS } from './values.js';

/** An option's value: a hostile swap, a size, or a valid value of some option of the game. */
type OptionValue =
  | { readonly swap: string }
  | { readonly size: number }
  | { readonly valid: number; readonly sparse: boolean };

/** A `create` input. */
export type CreateRecipe =
  | {
      readonly k: 'valid';
      readonly set: number;
      readonly sizes: readonly (readonly [number, number])[];
      readonly ops: readonly Op[];
    }
  | { readonly k: 'random'; readonly entries: readonly (readonly [number, OptionValue])[] }
  | { readonly k: 'whole'; readonly name: string }
  | { readonly k: 'none' };

/** Keys a hostile options object may use besides the game's own option names. */
const FOREIGN_KEYS = ['__proto__', 'constructor', 'size', 'width', 'colours', 'variant', 'seed', 'extra'];

const validPools = new WeakMap<Corpus, unknown[]>();

/** Every value some valid option set gives some option (arrays are the interesting ones). */
function validValues(c: Corpus): unknown[] {
  let pool = validPools.get(c);
  if (pool === undefined) {
    const seen = new Map<string, unknown>();
    for (const set of c.target.optionSets) for (const v of Object.values(set)) seen.set(canonicalJSON(v), v);
    validPools.set(c, (pool = [...seen.values()]));
  }
  return pool;
}

function keysOf(c: Corpus): string[] {
  return [...c.target.optionNames, ...FOREIGN_KEYS];
}

function optionValue(v: OptionValue, c: Corpus): unknown {
  if ('swap' in v) return SWAPS[v.swap]!();
  if ('size' in v) return v.size;
  const pool = validValues(c);
  const value = cloneData(pool[v.valid % pool.length]);
  // A sparse copy: the same array with its first element made a hole.
  if (v.sparse && Array.isArray(value) && value.length > 0) delete value[0];
  return value;
}

function define(o: object, key: string, value: unknown): void {
  Object.defineProperty(o, key, { value, enumerable: true, writable: true, configurable: true });
}

interface Built {
  readonly input: unknown;
  readonly steps: readonly string[];
  /** Whether the input is a valid option set as it is. */
  readonly valid: boolean;
  readonly none: boolean;
}

function build(r: CreateRecipe, c: Corpus): Built {
  switch (r.k) {
    case 'none':
      return { input: undefined, steps: ['create()'], valid: true, none: true };
    case 'whole':
      return { input: SWAPS[r.name]!(), steps: [`options = ${r.name}`], valid: false, none: false };
    case 'random': {
      const o: Record<string, unknown> = {};
      const keys = keysOf(c);
      const steps = r.entries.map(([k, v]) => {
        const key = keys[k % keys.length]!;
        const value = optionValue(v, c);
        define(o, key, value);
        return `${JSON.stringify(key)}: ${show(value, 80)}`;
      });
      return { input: o, steps, valid: false, none: false };
    }
    case 'valid': {
      const set = c.target.optionSets[r.set % c.target.optionSets.length]!;
      const sized = cloneData(set) as Record<string, unknown>;
      const names = c.target.optionNames;
      const sizeSteps = r.sizes.map(([k, n]) => {
        const key = names[k % names.length]!;
        define(sized, key, n);
        return `${key} = ${n}`;
      });
      const { value, steps } = tamper(sized, r.ops);
      return {
        input: value,
        steps: [`option set ${show(set)}`, ...sizeSteps, ...steps],
        valid: r.sizes.length === 0 && r.ops.length === 0,
        none: false,
      };
    }
  }
}

function isPlainOrAbsent(v: unknown): boolean {
  if (v === undefined || v === null) return true;
  if (typeof v !== 'object' || Array.isArray(v)) return false;
  const proto: unknown = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
}

/**
 * The reason the shared decisions prescribe for options refused as a whole, checked before any
 * value: `not-an-object` for anything but a plain object, `unknown-option` for an unknown key.
 */
function reasonsFor(input: unknown, optionNames: readonly string[]): readonly string[] | undefined {
  if (input === undefined || input === null) return undefined;
  if (!isPlainOrAbsent(input)) return ['not-an-object'];
  const unknown = ownKeys(input).some((k) => typeof k !== 'string' || !optionNames.includes(k));
  return unknown ? ['unknown-option'] : undefined;
}

function check(r: CreateRecipe, c: Corpus): Verdict {
  const built = build(r, c);
  const { game, optionNames } = c.target;
  const before = fingerprint(built.input);
  const a = attempt(() => (built.none ? game.create() : game.create(built.input)));
  const verdict = (p?: Problem): Verdict => verdictOf(a.ok, a.ms, p);
  const side = inputProblem(built.input, before, 'create changed its options');
  if (side !== undefined) return verdict(side);
  if (!a.ok) {
    const p =
      errorProblem(a.error, ['ERR_OPTIONS']) ?? reasonProblem(a.error, reasonsFor(built.input, optionNames));
    if (p !== undefined) return verdict(p);
    return verdict(built.valid ? problem('refused valid options', describeError(a.error)) : undefined);
  }
  if (!isPlainOrAbsent(built.input)) return verdict(problem('accepted options that are not a plain object'));
  const unknown = ownKeys(built.input).filter((k) => typeof k !== 'string' || !optionNames.includes(k));
  if (unknown.length > 0) return verdict(problem('accepted an unknown option', show(unknown)));
  const pos = a.value;
  const moves = attempt(() => pos.legalMoves());
  if (!moves.ok)
    return verdict(problem('legalMoves threw on a created position', describeError(moves.error)));
  const json = attempt(() => pos.toJSON());
  if (!json.ok) return verdict(problem('toJSON threw on a created position', describeError(json.error)));
  const notPlain = notPlainJSON(json.value);
  if (notPlain !== undefined) return verdict(problem('toJSON is not plain JSON', notPlain));
  const back = attempt(() => game.fromJSON(json.value).toJSON());
  if (!back.ok) return verdict(problem('fromJSON refused a created position', describeError(back.error)));
  if (canonicalJSON(back.value) !== canonicalJSON(json.value))
    return verdict(problem('toJSON does not round-trip'));
  return verdict();
}

const optionValueArb: fc.Arbitrary<OptionValue> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ swap: fc.constantFrom(...SWAP_NAMES) }) },
  { weight: 3, arbitrary: fc.record({ size: fc.constantFrom(...SIZE_NUMBERS) }) },
  { weight: 3, arbitrary: fc.record({ valid: fc.nat(), sparse: fc.boolean() }) },
);

/** The `create` entry point. */
export const createEntry: Entry<CreateRecipe> = {
  name: 'create',
  arbitrary: () =>
    fc.oneof(
      {
        weight: 6,
        arbitrary: fc.record({
          k: fc.constant('valid' as const),
          set: fc.nat(),
          sizes: fc.oneof(
            fc.constant([]),
            fc.array(fc.tuple(fc.nat(), fc.constantFrom(...SIZE_NUMBERS)), { minLength: 1, maxLength: 2 }),
          ),
          ops: fc.oneof(fc.constant([]), fc.array(opArb, { minLength: 1, maxLength: 3 })),
        }),
      },
      {
        weight: 3,
        arbitrary: fc.record({
          k: fc.constant('random' as const),
          entries: fc.array(fc.tuple(fc.nat(), optionValueArb), { maxLength: 5 }),
        }),
      },
      {
        weight: 1,
        arbitrary: fc.record({ k: fc.constant('whole' as const), name: fc.constantFrom(...SWAP_NAMES) }),
      },
      { weight: 1, arbitrary: fc.constant({ k: 'none' as const }) },
    ),
  check,
  describe(r, c) {
    const b = build(r, c);
    return `create(${b.none ? '' : show(b.input, 400)}) — ${b.steps.join('; ')}`;
  },
};
