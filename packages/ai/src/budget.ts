/**
 * {@link Budget}: how long a player may think about a move — simulations, time, or both
 * (whichever ends first), or a game clock that gives each move its time — the one budget type
 * of the search, the CLI, matches and studies;
 * checked when given ({@link checkBudget}), read from untrusted data ({@link readBudget}) and
 * put in words ({@link describeBudget}).
 *
 * @module
 */

import {
  type ClockSettings,
  checkClock,
  describeClock,
  describeValue,
  isPlainObject,
  OptionsError,
  readClock,
} from '@quadrille/core';

/** The default budget when neither a level nor a budget is given: 1000 simulations. */
export const DEFAULT_ITERATIONS = 1000;

/** How long a search may run. Whichever limit is reached first stops it. */
export interface Budget {
  /** Maximum simulations (reproducible under a seed). */
  readonly iterations?: number;
  /** Maximum wall-clock milliseconds (not reproducible: depends on the machine). */
  readonly timeMs?: number;
  /**
   * A game clock instead of `timeMs`: each move gets the time the schedule gives it from the
   * time left (see `timeForMove`), and may stop sooner once its move cannot change. Not with
   * `timeMs`; with `iterations`, whichever ends a search first.
   */
  readonly clock?: ClockSettings;
}

/**
 * `budget` checked, with the default ({@link DEFAULT_ITERATIONS} simulations) when it sets no
 * limit.
 *
 * @throws `OptionsError` for a limit that is not a positive integer (iterations) or number (ms),
 *   and (reason `bad-clock`) for an invalid clock or a clock with `timeMs`.
 */
export function checkBudget(budget: Budget): Budget {
  const { iterations, timeMs, clock } = budget;
  if (clock !== undefined) {
    checkClock(clock);
    if (timeMs !== undefined) {
      throw new OptionsError(
        'a budget has a clock or timeMs, not both: the clock gives each move its time',
        'bad-clock',
      );
    }
  }
  if (iterations !== undefined && !(Number.isInteger(iterations) && iterations >= 1)) {
    throw new OptionsError(`iterations must be a positive integer, got ${String(iterations)}`);
  }
  if (timeMs !== undefined && !(typeof timeMs === 'number' && timeMs > 0 && Number.isFinite(timeMs))) {
    throw new OptionsError(`timeMs must be a positive number, got ${String(timeMs)}`);
  }
  return iterations === undefined && timeMs === undefined && clock === undefined
    ? { iterations: DEFAULT_ITERATIONS }
    : budget;
}

/**
 * A budget read from untrusted data (a job, a file): a plain object with `iterations`, `timeMs`
 * or `clock` (core's `readClock`: `{ totalMs, incrementMs?, byoMs?, stones? }`, not with `timeMs`),
 * at least one, and nothing else.
 *
 * @throws `OptionsError` (reason `bad-budget`) for anything else.
 */
export function readBudget(value: unknown): Budget {
  const fail = (): never => {
    throw new OptionsError(
      `a budget is { iterations?: positive integer, timeMs?: positive number, clock?: { totalMs, incrementMs?, byoMs?, stones? } } with at least one, and no clock with timeMs, got ${describeValue(value)}`,
      'bad-budget',
    );
  };
  if (!isPlainObject(value)) return fail();
  const keys = Object.keys(value);
  if (keys.length === 0 || keys.some((k) => k !== 'iterations' && k !== 'timeMs' && k !== 'clock'))
    return fail();
  try {
    const { iterations, timeMs, clock } = checkBudget(value as Budget);
    return {
      ...(iterations === undefined ? {} : { iterations }),
      ...(timeMs === undefined ? {} : { timeMs }),
      ...(clock === undefined ? {} : { clock: readClock(clock) }),
    };
  } catch {
    return fail();
  }
}

/**
 * The budget in words: `200 simulations per move`, `0.5 s per move`, with both limits
 * `200 simulations or 0.5 s per move, whichever comes first`, or with a clock `a clock of 60 s a
 * game + 2 s a move` (and `, at most 200 simulations per move` with an iteration limit).
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
  const { iterations, timeMs, clock } = checkBudget(budget);
  if (clock !== undefined) {
    const cap = iterations === undefined ? '' : `, at most ${iterations} simulations per move`;
    return `a clock of ${describeClock(clock)}${cap}`;
  }
  if (timeMs === undefined) return `${iterations} simulations per move`;
  if (iterations === undefined) return `${timeMs / 1000} s per move`;
  return `${iterations} simulations or ${timeMs / 1000} s per move, whichever comes first`;
}
