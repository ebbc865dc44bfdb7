/**
 * {@link Budget}: how long a player may think about a move — simulations, time, or both
 * (whichever ends first) — the one budget type of the search, the CLI, matches and studies;
 * checked when given ({@link checkBudget}), read from untrusted data ({@link readBudget}) and
 * put in words ({@link describeBudget}).
 *
 * @module
 */

import { describeValue, isPlainObject, OptionsError } from '@quadrille/core';
import { DEFAULT_ITERATIONS } from './options.js';

/** How long a search may run. Whichever limit is reached first stops it. */
export interface Budget {
  /** Maximum simulations (reproducible under a seed). */
  readonly iterations?: number;
  /** Maximum wall-clock milliseconds (not reproducible: depends on the machine). */
  readonly timeMs?: number;
}

/**
 * `budget` checked, with the default ({@link DEFAULT_ITERATIONS} simulations) when it sets no
 * limit.
 *
 * @throws `OptionsError` for a limit that is not a positive integer (iterations) or number (ms).
 */
export function checkBudget(budget: Budget): Budget {
  const { iterations, timeMs } = budget;
  if (iterations !== undefined && !(Number.isInteger(iterations) && iterations >= 1)) {
    throw new OptionsError(`iterations must be a positive integer, got ${String(iterations)}`);
  }
  if (timeMs !== undefined && !(typeof timeMs === 'number' && timeMs > 0 && Number.isFinite(timeMs))) {
    throw new OptionsError(`timeMs must be a positive number, got ${String(timeMs)}`);
  }
  return iterations === undefined && timeMs === undefined ? { iterations: DEFAULT_ITERATIONS } : budget;
}

/**
 * A budget read from untrusted data (a job, a file): a plain object with `iterations`, `timeMs`
 * or both, and nothing else.
 *
 * @throws `OptionsError` (reason `bad-budget`) for anything else.
 */
export function readBudget(value: unknown): Budget {
  const fail = (): never => {
    throw new OptionsError(
      `a budget is { iterations?: positive integer, timeMs?: positive number } with at least one, got ${describeValue(value)}`,
      'bad-budget',
    );
  };
  if (!isPlainObject(value)) return fail();
  const keys = Object.keys(value);
  if (keys.length === 0 || keys.some((k) => k !== 'iterations' && k !== 'timeMs')) return fail();
  try {
    const { iterations, timeMs } = checkBudget(value as Budget);
    return {
      ...(iterations === undefined ? {} : { iterations }),
      ...(timeMs === undefined ? {} : { timeMs }),
    };
  } catch {
    return fail();
  }
}

/**
 * The budget in words: `200 simulations per move`, `0.5 s per move`, or with both limits
 * `200 simulations or 0.5 s per move, whichever comes first`.
 *
 * @example
 * ```ts
 * import { describeBudget } from '@quadrille/ai';
 *
 * console.log(describeBudget({ iterations: 200 })); // => 200 simulations per move
 * console.log(describeBudget({ iterations: 200, timeMs: 500 })); // => 200 simulations or 0.5 s per move, whichever comes first
 * ```
 */
export function describeBudget(budget: Budget): string {
  const { iterations, timeMs } = checkBudget(budget);
  if (timeMs === undefined) return `${iterations} simulations per move`;
  if (iterations === undefined) return `${timeMs / 1000} s per move`;
  return `${iterations} simulations or ${timeMs / 1000} s per move, whichever comes first`;
}
