/**
 * {@link playerBudget}: what an MCTS player's options say about its budget — the seed checked,
 * the budget per move (`iterations`/`timeMs`, a `clock`, else the `level`'s), the clock it keeps
 * and its slice — without the search. `mctsPlayer` builds on it; so does the parallel player,
 * whose search runs in its threads, so that a page's bundle of the coordinator holds no search.
 *
 * @module
 */

import { GameClock, OptionsError } from '@quadrille/core';
import { type Budget, checkBudget } from './budget.js';
import { levelBudget } from './levels.js';
import { checkNumber, type MctsOptions } from './options.js';

/** An MCTS player's budget, from its options (see {@link playerBudget}). */
export interface PlayerBudget {
  /** The budget of each move: the options' own, or the level's. */
  readonly defaults: Budget;
  /** The game clock the player keeps, when it plays on one. */
  readonly clock: GameClock | undefined;
  /** Milliseconds of search between two yields to the host. */
  readonly sliceMs: number;
}

/**
 * The budget `options` give an MCTS player.
 *
 * @throws `OptionsError` for a seed that is not a safe integer, a bad budget, level or slice.
 */
export function playerBudget(
  options: Pick<MctsOptions, 'seed' | 'iterations' | 'timeMs' | 'clock' | 'level' | 'sliceMs'>,
): PlayerBudget {
  if (options.seed !== undefined && !Number.isSafeInteger(options.seed)) {
    throw new OptionsError(`seed must be a safe integer, got ${String(options.seed)}`);
  }
  const { iterations, timeMs, clock } = options;
  const defaults = checkBudget(
    iterations === undefined && timeMs === undefined && clock === undefined
      ? levelBudget(options.level)
      : {
          ...(iterations === undefined ? {} : { iterations }),
          ...(timeMs === undefined ? {} : { timeMs }),
          ...(clock === undefined ? {} : { clock }),
        },
  );
  return {
    defaults,
    clock: defaults.clock === undefined ? undefined : new GameClock(defaults.clock),
    sliceMs: checkNumber('sliceMs', options.sliceMs ?? 25, 1),
  };
}
