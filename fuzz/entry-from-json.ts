/**
 * `fromJSON(data)` on tampered real documents (see `mutate.ts`), documents of other games, a
 * document's JSON text, and values that are no document at all; some inputs deeply frozen. It
 * must throw a `SetupError` with a string reason or return a position; never change its input
 * or any prototype; accept every real document unchanged; refuse fields the real document does
 * not have; keep every entry of its arrays; and what it accepts must round-trip: `toJSON()` is
 * plain JSON that `fromJSON` restores to the same `toJSON()`, with the options `create` gives.
 *
 * @module
 */

import fc from 'fast-check';
import { attempt, describeError, errorProblem, type Problem, reasonProblem } from './attempt.js';
import type { Corpus } from './corpus.js';
import { type Entry, inputProblem, ownKeys, problem, type Verdict, verdictOf } from './entry.js';
import { canonicalJSON, fingerprint, notPlainJSON } from './fingerprint.js';
import { deepFreeze, type Op, opArb, showPath, tamper } from './mutate.js';
import { show } from './show.js';
import { SWAP_NAMES, SWAPS } from './values.js';

type Base =
  | { readonly from: 'own' | 'foreign' | 'text'; readonly doc: number }
  | { readonly from: 'whole'; readonly name: string };

/** A `fromJSON` input: a base document, tampering steps, and whether it is frozen. */
export interface JsonRecipe {
  readonly base: Base;
  readonly ops: readonly Op[];
  readonly freeze: boolean;
}

interface Built {
  readonly input: unknown;
  /** The untampered document (own game), to compare fields and accept it whole. */
  readonly original?: unknown;
  readonly genuine: boolean;
  readonly steps: readonly string[];
  readonly from: string;
}

function build(r: JsonRecipe, c: Corpus): Built {
  const b = r.base;
  let base: unknown;
  let from: string;
  if (b.from === 'whole') {
    base = SWAPS[b.name]!();
    from = b.name;
  } else {
    const pool = b.from === 'foreign' ? c.foreign : c.documents;
    const i = b.doc % pool.length;
    base = b.from === 'text' ? JSON.stringify(pool[i]) : pool[i];
    from = `${b.from === 'foreign' ? 'foreign document' : b.from === 'text' ? 'the JSON text of document' : 'document'} #${i}`;
  }
  const { value, steps } = tamper(base, r.ops);
  if (r.freeze) deepFreeze(value);
  const own = b.from === 'own';
  return {
    input: value,
    ...(own ? { original: base } : {}),
    genuine: own && r.ops.length === 0,
    steps,
    from,
  };
}

/**
 * The reason `readDocument` gives before reading any value: `not-an-object` for anything but a
 * plain object, `unknown-field` for a key no document of the game has.
 */
function reasonsFor(input: unknown, c: Corpus): readonly string[] | undefined {
  if (!isPlain(input)) return ['not-an-object'];
  const fields = new Set(ownKeys(c.documents[0]));
  return ownKeys(input).some((k) => !fields.has(k)) ? ['unknown-field'] : undefined;
}

function check(r: JsonRecipe, c: Corpus): Verdict {
  const built = build(r, c);
  const { game } = c.target;
  const before = fingerprint(built.input);
  const a = attempt(() => game.fromJSON(built.input));
  const verdict = (p?: Problem): Verdict => verdictOf(a.ok, a.ms, p);
  const side = inputProblem(built.input, before, 'fromJSON changed its input');
  if (side !== undefined) return verdict(side);
  if (!a.ok) {
    const p = errorProblem(a.error, ['ERR_SETUP']) ?? reasonProblem(a.error, reasonsFor(built.input, c));
    if (p !== undefined) return verdict(p);
    return verdict(built.genuine ? problem('refused a real document', describeError(a.error)) : undefined);
  }
  return verdict(acceptedProblem(built, a.value, c));
}

/** What is wrong with a position `fromJSON` accepted, if anything. */
function acceptedProblem(built: Built, pos: { toJSON(): unknown }, c: Corpus) {
  const { game } = c.target;
  const out = attempt(() => pos.toJSON());
  if (!out.ok) return problem('toJSON threw on an accepted document', describeError(out.error));
  const json = out.value;
  const notPlain = notPlainJSON(json);
  if (notPlain !== undefined) return problem('toJSON is not plain JSON', notPlain);
  const again = attempt(() => game.fromJSON(json).toJSON());
  if (!again.ok) return problem('fromJSON refused its own toJSON', describeError(again.error));
  if (canonicalJSON(again.value) !== canonicalJSON(json)) return problem('toJSON does not round-trip');
  if (built.genuine && canonicalJSON(json) !== canonicalJSON(built.original)) {
    return problem('restored a real document differently', show(json, 200));
  }
  if (built.original !== undefined) {
    const unknown = addedKey(built.input, built.original, []);
    if (unknown !== undefined) return problem('accepted an unknown field', unknown);
    const dropped = droppedEntries(built.input, json);
    if (dropped !== undefined) return problem('accepted with array entries dropped', dropped);
  }
  return optionsProblem(built.input, json, c);
}

/** The first own key of `input` that the original has not at the same place (plain objects). */
function addedKey(input: unknown, original: unknown, path: (string | number | symbol)[]): string | undefined {
  if (!isPlain(input) || !isPlain(original)) return undefined;
  const known = new Set(ownKeys(original));
  for (const key of ownKeys(input)) {
    if (!known.has(key)) return showPath([...path, key]);
    const deeper = addedKey(
      (input as Record<string | symbol, unknown>)[key],
      (original as Record<string | symbol, unknown>)[key],
      [...path, key],
    );
    if (deeper !== undefined) return deeper;
  }
  return undefined;
}

function isPlain(v: unknown): v is object {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  const proto: unknown = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
}

/** A top-level array of the input that `toJSON` gives back shorter or longer. */
function droppedEntries(input: unknown, json: unknown): string | undefined {
  if (!isPlain(input) || !isPlain(json)) return undefined;
  for (const key of Object.keys(input)) {
    const a = (input as Record<string, unknown>)[key];
    const b = (json as Record<string, unknown>)[key];
    if (Array.isArray(a) && Array.isArray(b) && a.length !== b.length) {
      return `.${key}: ${a.length} entries given, ${b.length} kept`;
    }
  }
  return undefined;
}

/** `create` must read the accepted options exactly as `fromJSON` did. */
function optionsProblem(input: unknown, json: unknown, c: Corpus) {
  if (!isPlain(input) || !Object.hasOwn(input, 'options') || !isPlain(json)) return undefined;
  const options = (input as { options: unknown }).options;
  const created = attempt(() => c.target.game.create(options).toJSON());
  if (!created.ok)
    return problem('fromJSON accepted options that create refuses', describeError(created.error));
  const given = canonicalJSON((created.value as { options?: unknown }).options);
  const restored = canonicalJSON((json as { options?: unknown }).options);
  return given === restored
    ? undefined
    : problem('fromJSON read the options differently from create', `${given} vs ${restored}`);
}

/** The `fromJSON` entry point. */
export const fromJSONEntry: Entry<JsonRecipe> = {
  name: 'fromJSON',
  arbitrary: () =>
    fc.record({
      base: fc.oneof(
        { weight: 20, arbitrary: fc.record({ from: fc.constant('own' as const), doc: fc.nat() }) },
        {
          weight: 1,
          arbitrary: fc.record({ from: fc.constantFrom('foreign' as const, 'text' as const), doc: fc.nat() }),
        },
        {
          weight: 1,
          arbitrary: fc.record({ from: fc.constant('whole' as const), name: fc.constantFrom(...SWAP_NAMES) }),
        },
      ),
      ops: fc.oneof(
        { weight: 1, arbitrary: fc.constant([]) },
        { weight: 8, arbitrary: fc.array(opArb, { minLength: 1, maxLength: 4 }) },
      ),
      freeze: fc.boolean(),
    }),
  check,
  describe(r, c) {
    const b = build(r, c);
    return `fromJSON(${show(b.input, 500)}) — ${b.from}${b.steps.length > 0 ? `, then: ${b.steps.join('; ')}` : ''}${r.freeze ? ' (deeply frozen)' : ''}`;
  },
};
