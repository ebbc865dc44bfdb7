/**
 * {@link mctsPlayer}: the Monte Carlo tree search player — the options, their defaults and
 * checks, and the {@link Player} around an {@link MctsSearch} that keeps its tree from one move
 * to the next of a game.
 *
 * @module
 */

import { type MoveOf, OptionsError, type Position, Rng } from '@quadrille/core';
import { type Budget, checkBudget } from './budget.js';
import { levelBudget } from './levels.js';
import { checkNumber, type MctsOptions } from './options.js';
import { now, yieldToHost } from './platform.js';
import type { ChooseOptions, MoveChoice, Player } from './player.js';
import { MctsSearch } from './search.js';

/** Per-call options of {@link MctsPlayer.search}: a signal and, optionally, another budget. */
export interface SearchOptions extends ChooseOptions, Budget {}

/** An MCTS {@link Player}, with a synchronous {@link MctsPlayer.search} for workers and scripts. */
export interface MctsPlayer<P extends Position<number> = Position<number>> extends Player<P> {
  /**
   * Searches synchronously (blocking) and returns the move. The budget defaults to the player's.
   * With an iteration budget and no time budget the result depends only on the seed, the
   * position and the moves asked before.
   *
   * @throws `OptionsError` if the game is over.
   */
  search<Q extends P>(pos: Q, options?: SearchOptions): MoveChoice<MoveOf<Q>>;
}

/**
 * A Monte Carlo tree search player (see {@link MctsSearch} for what the search does). Searches
 * run on clones and never touch the caller's position. The budget is `iterations` and/or
 * `timeMs`, else the `level`'s, else {@link DEFAULT_ITERATIONS} simulations.
 * {@link Player.chooseMove} searches in slices of `sliceMs` and yields to the host in between, so
 * it can run on a browser's main thread; an aborted signal stops it and the best move so far is
 * returned. With `reuse` (the default) the player keeps its tree between calls: asked about a
 * position that follows the last one it searched in the same game, it starts from what it
 * learnt there. Ask one player for one move at a time.
 *
 * @param options - search options; see {@link MctsOptions}.
 * @throws `OptionsError` for an invalid option.
 *
 * @example
 * ```ts
 * import { mctsPlayer } from '@quadrille/ai';
 * import { talpa } from '@quadrille/talpa';
 *
 * const pos = talpa.create({ variant: 'beginner' });
 * const ai = mctsPlayer({ seed: 1, level: 3 }); // or { timeMs: 1000 }
 * // `search` blocks; `await ai.chooseMove(pos)` is the same search, yielding to the page.
 * const { move, stats } = ai.search(pos);
 * console.log(pos.isLegal(move), stats.pv[0] === move); // => true true
 * pos.play(move);
 * ```
 */
export function mctsPlayer<P extends Position<number> = Position<number>>(
  options: MctsOptions<P> = {},
): MctsPlayer<P> {
  if (options.seed !== undefined && !Number.isSafeInteger(options.seed)) {
    throw new OptionsError(`seed must be a safe integer, got ${String(options.seed)}`);
  }
  const rng = new Rng(options.seed ?? 0);
  const defaults = checkBudget(
    options.iterations === undefined && options.timeMs === undefined ? levelBudget(options.level) : options,
  );
  const sliceMs = checkNumber('sliceMs', options.sliceMs ?? 25, 1);
  const reuse = options.reuse ?? true;
  let last: MctsSearch<P> | undefined;
  const start = (pos: P, budget: Budget) => {
    const b = budget.iterations === undefined && budget.timeMs === undefined ? defaults : checkBudget(budget);
    if (pos.isOver()) throw new OptionsError('the game is over: there is no move to choose');
    const search = last?.advance(pos) === true ? last : new MctsSearch(pos, rng, options);
    if (reuse) last = search;
    const deadline = now() + (b.timeMs ?? Number.POSITIVE_INFINITY);
    return { search, iterations: b.iterations ?? Number.POSITIVE_INFINITY, deadline };
  };
  return {
    name: 'mcts',
    search<Q extends P>(pos: Q, opts: SearchOptions = {}) {
      const { search, iterations, deadline } = start(pos, opts);
      if (!search.forced) search.run(iterations, deadline, opts.signal);
      return search.result() as MoveChoice<MoveOf<Q>>;
    },
    async chooseMove<Q extends P>(pos: Q, opts: ChooseOptions = {}) {
      const { search, iterations, deadline } = start(pos, defaults);
      if (search.forced) return search.result() as MoveChoice<MoveOf<Q>>;
      while (search.iterations < iterations && now() < deadline && !search.solved) {
        const aborted = search.run(
          iterations - search.iterations,
          Math.min(deadline, now() + sliceMs),
          opts.signal,
        );
        if (aborted) break;
        if (search.iterations < iterations && now() < deadline && !search.solved) await yieldToHost();
      }
      return search.result() as MoveChoice<MoveOf<Q>>;
    },
  };
}
