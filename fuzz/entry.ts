/**
 * What a fuzzed entry point is: an arbitrary of printable recipes over a corpus, and a check
 * that builds the input from a recipe, calls the entry point and reports the first broken rule.
 *
 * @module
 */

import type { Position } from '@quadrille/core';
import type fc from 'fast-check';
import type { Problem } from './attempt.js';
import type { Corpus } from './corpus.js';
import { canonicalJSON, fingerprint } from './fingerprint.js';

/** The result of one input. */
export interface Verdict {
  /** Whether the entry point accepted the input (returned) rather than refused it (threw). */
  readonly accepted: boolean;
  /** The broken rule, if any. */
  readonly problem?: Problem;
  /** Milliseconds spent in the calls under test. */
  readonly ms: number;
}

/** One fuzzed entry point. */
export interface Entry<R> {
  /** `parseMove`, `play+isLegal`, `fromJSON`, `create`. */
  readonly name: string;
  /** Recipes of inputs for the corpus's target. */
  arbitrary(corpus: Corpus): fc.Arbitrary<R>;
  /** Builds the input of `recipe`, calls the entry point, and judges the result. */
  check(recipe: R, corpus: Corpus): Verdict;
  /** The input of `recipe`, for a report: enough to see it, with the seed and path to replay it. */
  describe(recipe: R, corpus: Corpus): string;
}

/** The names of the entry points, in run order. */
export const ENTRY_NAMES = ['parseMove', 'play+isLegal', 'fromJSON', 'create'] as const;

/**
 * Everything observable about a position, to check that a call left it unchanged (or made it
 * throw: then the position is reported corrupt).
 */
export function stateOf(pos: Position): string {
  try {
    const key = typeof pos.key === 'function' ? String(pos.key()) : '';
    return `${canonicalJSON(pos.toJSON())}|${pos.turn}|${pos.history.length}|${pos.isOver()}|${key}`;
  } catch (e) {
    return `<state unreadable: ${e instanceof Error ? e.message : 'non-error'}>`;
  }
}

const corpusStates = new WeakMap<Corpus, string[]>();

/** {@link stateOf} corpus position `i` (computed once: calls work on clones of it). */
export function stateOfCorpus(c: Corpus, i: number): string {
  let cache = corpusStates.get(c);
  if (cache === undefined) corpusStates.set(c, (cache = []));
  cache[i] ??= stateOf(c.positions[i]!);
  return cache[i];
}

/** A problem, as a value. */
export const problem = (kind: string, detail = ''): Problem => ({ kind, detail });

/** The verdict on one input: whether the call accepted it, how long it took, what was wrong. */
export const verdictOf = (accepted: boolean, ms: number, p?: Problem): Verdict => ({
  accepted,
  ms,
  ...(p === undefined ? {} : { problem: p }),
});

/** Names of the own keys of an object (symbols too), or `[]` for anything else. */
export function ownKeys(value: unknown): (string | symbol)[] {
  try {
    return typeof value === 'object' && value !== null ? Reflect.ownKeys(value) : [];
  } catch {
    return [];
  }
}

/**
 * Whether the prototypes of plain objects and arrays gained keys (a document's `__proto__`
 * payload must never reach them): says which, and removes them so the next input starts clean.
 */
export function prototypesPolluted(): string | undefined {
  for (const [name, proto] of [
    ['Object.prototype', Object.prototype],
    ['Array.prototype', Array.prototype],
  ] as const) {
    const extra = Reflect.ownKeys(proto).filter((k) => !PRISTINE.get(proto)!.has(k));
    if (extra.length > 0) {
      for (const key of extra) Reflect.deleteProperty(proto, key);
      return `${name} gained ${extra.map(String).join(', ')}`;
    }
  }
  return undefined;
}

const PRISTINE = new Map<object, Set<string | symbol>>([
  [Object.prototype, new Set(Reflect.ownKeys(Object.prototype))],
  [Array.prototype, new Set(Reflect.ownKeys(Array.prototype))],
]);

/**
 * What a call did to its untrusted input besides answering: a polluted prototype, or the input
 * changed (its fingerprint before the call was `before`); undefined when neither.
 */
export function inputProblem(input: unknown, before: string, changed: string): Problem | undefined {
  const polluted = prototypesPolluted();
  if (polluted !== undefined) return problem('a prototype was polluted', polluted);
  return fingerprint(input) !== before ? problem(changed) : undefined;
}
