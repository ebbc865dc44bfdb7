/**
 * `@quadrille/ai`: computer players for every Quadrille game — a seeded {@link randomPlayer} and
 * a Monte Carlo tree search {@link mctsPlayer} with per-seat rewards, progressive widening,
 * optional per-game hooks, iteration or time budgets and early stopping. No Node-only APIs: it
 * runs in browsers and workers too.
 *
 * @packageDocumentation
 */

export type { GameHooks } from './hooks.js';
export {
  type Budget,
  DEFAULT_ITERATIONS,
  DEFAULT_WIDENING,
  type MctsOptions,
  type MctsPlayer,
  MctsSearch,
  mctsPlayer,
  type SearchOptions,
  type Widening,
} from './mcts.js';
export type { AbortSignalLike } from './platform.js';
export type {
  ChooseOptions,
  MoveChoice,
  MoveStat,
  Player,
  SearchStats,
} from './player.js';
export { randomPlayer } from './random.js';
export { type RewardFunction, scoreBlend, winShare } from './reward.js';
