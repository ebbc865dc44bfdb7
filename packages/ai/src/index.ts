/**
 * `@quadrille/ai`: computer players for every Quadrille game — a seeded {@link randomPlayer} and
 * a Monte Carlo tree search {@link mctsPlayer} with per-seat rewards, priors and progressive
 * widening, RAVE, MCTS-solver, tree reuse, game knowledge (core's `GameKnowledge`, exported by
 * each game), difficulty levels, iteration or time budgets, a game clock whose schedule the
 * game's knowledge shapes, and early stopping, over a tree in typed arrays ({@link SearchTree})
 * with the game's own playouts where its knowledge has a simulator; and {@link parallelPlayer},
 * search on threads a `spawn` function starts (Web Workers in a browser; Node's `worker_threads`
 * come ready-made from `@quadrille/ai/node`), on one shared tree where memory can be shared and
 * by root parallelism elsewhere. No Node-only APIs: it runs in browsers and workers too.
 *
 * @packageDocumentation
 */

/**
 * A game named by its module and id, for search threads: core's `GameModule`, re-exported.
 *
 * @deprecated Import `GameModule` from `@quadrille/core`; this re-export goes in the next release.
 */
export type { GameModule } from '@quadrille/core';
/**
 * Core's game clock, re-exported so that imports from this package keep working: the clock
 * type, its readers and words, and the account a player keeps (`GameClock`). New code imports
 * them from `@quadrille/core`.
 */
export {
  type ClockReading,
  type ClockSettings,
  checkClock,
  describeClock,
  GameClock,
  readClock,
} from '@quadrille/core';
export { bookPlayer } from './book.js';
export { type Budget, checkBudget, DEFAULT_ITERATIONS, describeBudget, readBudget } from './budget.js';
export {
  CLOCK_RESERVE_MAX_MS,
  CLOCK_RESERVE_SHARE,
  DEFAULT_TIME_SHARE,
  MAX_TIME_SHARE,
  MIN_MOVE_MS,
  moveShare,
  moveTime,
  timeForMove,
} from './clock.js';
export { MCTS_LEVELS, type MctsLevel } from './levels.js';
export { type MctsPlayer, mctsPlayer, type SearchOptions } from './mcts.js';
export {
  DEFAULT_RAVE_EQUIVALENCE,
  DEFAULT_WIDENING,
  type MctsOptions,
  type SearchSettings,
  type Widening,
} from './options.js';
export {
  canShareMemory,
  DEFAULT_STALL_MS,
  type ParallelOptions,
  type ParallelPlayer,
  parallelPlayer,
  type SpawnThread,
  type ThreadEndpoint,
  type ThreadEvent,
} from './parallel/coordinator.js';
export type { ParallelStats } from './parallel/merge.js';
export {
  SearchThreadError,
  type SearchThreadFailure,
  type ThreadOptions,
} from './parallel/protocol.js';
export type { AbortSignalLike } from './platform.js';
export {
  type ChooseOptions,
  type MoveChoice,
  type MoveStat,
  type Player,
  type SearchStats,
  unsearchedChoice,
} from './player.js';
export { policyPlayer } from './policy.js';
export { randomPlayer } from './random.js';
export { type RewardFunction, scoreBlend, winShare } from './reward.js';
export { MctsSearch, MIN_DECIDING_SIMULATIONS } from './search.js';
export { DEFAULT_MAX_NODES, NODE_BYTES, SearchTree, type SharedTreeData } from './tree.js';
