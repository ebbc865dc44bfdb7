/**
 * The thinking budget of the players of a study: simulations per move (reproducible) or time
 * per move (not reproducible: the number of simulations depends on the machine and its load).
 *
 * @module
 */

import { OptionsError } from '@quadrille/core';

/** Simulations per move, or milliseconds per move. */
export type StudyBudget = { readonly iterations: number } | { readonly timeMs: number };

/**
 * Checks a budget read from untrusted data (a job, a file).
 *
 * @throws `OptionsError` (reason `bad-budget`) unless it is exactly one positive count or time.
 */
export function checkBudget(value: unknown): StudyBudget {
  const b = value as { iterations?: unknown; timeMs?: unknown } | null;
  if (typeof b === 'object' && b !== null) {
    const keys = Object.keys(b);
    if (keys.length === 1 && Number.isInteger(b.iterations) && (b.iterations as number) >= 1) {
      return { iterations: b.iterations as number };
    }
    if (keys.length === 1 && typeof b.timeMs === 'number' && b.timeMs > 0 && Number.isFinite(b.timeMs)) {
      return { timeMs: b.timeMs };
    }
  }
  throw new OptionsError(
    'the budget must be { iterations: positive integer } or { timeMs: positive number }',
    'bad-budget',
  );
}

/** The budget in words, e.g. `200 simulations per move` or `0.5 s per move`. */
export function describeBudget(budget: StudyBudget): string {
  return 'iterations' in budget
    ? `${budget.iterations} simulations per move`
    : `${budget.timeMs / 1000} s per move`;
}
