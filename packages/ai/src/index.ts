/**
 * `@quadrille/ai`: computer players for every Quadrille game — a seeded {@link randomPlayer} and
 * a Monte Carlo tree search {@link mctsPlayer} with per-seat rewards, priors and progressive
 * widening, RAVE, MCTS-solver, tree reuse, game knowledge (core's `GameKnowledge`, exported by
 * each game), difficulty levels, iteration or time budgets and early stopping. No Node-only
 * APIs: it runs in browsers and workers too.
 *
 * @packageDocumentation
 */

export { MCTS_LEVELS, type MctsLevel } from './levels.js';
export { type MctsPlayer, mctsPlayer, type SearchOptions } from './mcts.js';
export {
  type Budget,
  DEFAULT_ITERATIONS,
  DEFAULT_RAVE_EQUIVALENCE,
  DEFAULT_WIDENING,
  type MctsOptions,
  type SearchSettings,
  type Widening,
} from './options.js';
export type { AbortSignalLike } from './platform.js';
export {
  type ChooseOptions,
  type MoveChoice,
  type MoveStat,
  type Player,
  type SearchStats,
  unsearchedChoice,
} from './player.js';
export { randomPlayer } from './random.js';
export { type RewardFunction, scoreBlend, winShare } from './reward.js';
export { MctsSearch } from './search.js';
