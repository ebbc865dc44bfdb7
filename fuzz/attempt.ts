/**
 * Calling an entry point and judging what it threw: the contract allows a `QuadrilleError` of
 * the entry point's code with a string `reason`, and nothing else.
 *
 * @module
 */

import { isQuadrilleError } from '@quadrille/core';
import { Poison } from './values.js';

/** The result of one call: its value, or what it threw; and how long it took. */
export type Attempt<T> =
  | { readonly ok: true; readonly value: T; readonly ms: number }
  | { readonly ok: false; readonly error: unknown; readonly ms: number };

/** Runs `fn`, catching anything it throws. */
export function attempt<T>(fn: () => T): Attempt<T> {
  const t0 = performance.now();
  try {
    const value = fn();
    return { ok: true, value, ms: performance.now() - t0 };
  } catch (error) {
    return { ok: false, error, ms: performance.now() - t0 };
  }
}

/**
 * The `reason` spellings the shared vocabulary replaced (core's `Reason`); finding one means a
 * game still throws the old tag.
 */
const REPLACED_REASONS: ReadonlySet<string> = new Set([
  'not-object',
  'not-linage',
  'not-talpa',
  'not-linkage',
  'not-blokus',
  'bad-json',
  'bad-id',
  'unknown-move',
]);

/** A broken rule of the contract: its kind (what was wrong) and the details of this case. */
export interface Problem {
  readonly kind: string;
  readonly detail: string;
}

/**
 * What is wrong with `error` as the only thing an entry point may throw (`undefined` if it is a
 * `QuadrilleError` of one of `codes`, with a string reason from the shared vocabulary or the
 * game's own).
 */
export function errorProblem(error: unknown, codes: readonly string[]): Problem | undefined {
  if (error instanceof Poison) {
    return { kind: 'let a hostile value run code', detail: describeError(error) };
  }
  if (!isQuadrilleError(error)) return { kind: 'untyped error', detail: describeError(error) };
  if (!codes.includes(error.code)) {
    return { kind: `wrong error code (expected ${codes.join(' or ')})`, detail: describeError(error) };
  }
  if (typeof error.reason !== 'string' || error.reason === '') {
    return { kind: 'no string reason', detail: describeError(error) };
  }
  if (REPLACED_REASONS.has(error.reason)) {
    return { kind: `old reason '${error.reason}' (not the shared vocabulary)`, detail: describeError(error) };
  }
  return undefined;
}

/**
 * A problem if a typed `error` has not the `reason` the shared vocabulary prescribes for this
 * input (`expected`: one or more allowed reasons; `undefined` when any reason will do).
 */
export function reasonProblem(error: unknown, expected: readonly string[] | undefined): Problem | undefined {
  const reason = (error as { reason?: unknown }).reason;
  if (expected === undefined || expected.includes(reason as string)) return undefined;
  return {
    kind: `reason '${String(reason)}', expected '${expected.join("' or '")}'`,
    detail: describeError(error),
  };
}

/** `Name [code/reason]: message` of anything thrown; never throws. */
export function describeError(error: unknown): string {
  try {
    if (error instanceof Error) {
      const { code, reason } = error as { code?: unknown; reason?: unknown };
      const tags = code === undefined ? '' : ` [${String(code)}/${String(reason)}]`;
      return `${error.name}${tags}: ${error.message.slice(0, 300)}`;
    }
    return `a thrown non-Error: ${typeof error}`;
  } catch {
    return 'an error that cannot be described';
  }
}
