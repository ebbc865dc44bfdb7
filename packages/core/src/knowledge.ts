/**
 * {@link GameKnowledge}: what a game knows about good play, as plain functions a search can use.
 * The type lives here, in core, so that a game package can export its knowledge without
 * depending on `@quadrille/ai` (which accepts any object of this shape).
 *
 * @module
 */

import type { MoveOf, Outcome, Position } from './protocol.js';
import type { Rng } from './rng.js';
import type { Simulator } from './simulator.js';

/**
 * Game knowledge for a Monte Carlo search. Every function is optional and must be deterministic
 * given its arguments (randomness only from the `rng` passed in), must not modify the position
 * it is given, and must not keep a reference to it (searches pass their scratch positions).
 *
 * @typeParam P - the game's position type.
 */
export interface GameKnowledge<P extends Position<number> = Position<number>> {
  /**
   * A prior estimate of each move's value for the seat to move: `out[i]` for `moves[i]`, in
   * [0, 1] (0.5 = no opinion, higher = more promising; the search treats it as the mean reward
   * of a few imaginary simulations and tries moves in decreasing prior order). `out` has
   * `moves.length` entries, all 0.5 on entry.
   */
  priors?(pos: P, moves: readonly MoveOf<P>[], out: Float64Array): void;
  /**
   * The move to play at one step of a simulation's playout (default: uniformly random).
   * `moves[0]` to `moves[count - 1]` are the legal moves (`count` ≥ 1; entries after them are
   * scratch). Must return one of those.
   */
  playoutMove?(pos: P, moves: readonly MoveOf<P>[], count: number, rng: Rng): MoveOf<P>;
  /**
   * A playout engine for one search from `pos` (the search calls it once, then `reset`s the
   * engine to each new root): a game that runs its playouts faster than `legalMovesInto`,
   * `playoutMove` and `play` can gives one. Its playouts must follow the same policy as
   * {@link GameKnowledge.playoutMove} where both exist. Default: the search plays out on a copy
   * of the position.
   */
  simulator?(pos: P): Simulator<P>;
  /**
   * Rewards for an unfinished position, one per seat in [0, 1], written into `out`: used when a
   * playout is cut short (default: every seat gets 1 / seats).
   */
  evaluate?(pos: P, out: Float64Array): void;
  /**
   * How a finished game is scored for the search, one reward per seat in [0, 1] written into
   * `out` (default: the winners share 1). A game where the margin matters (Blokus) can value it.
   */
  reward?(outcome: Outcome, out: Float64Array): void;
  /**
   * The share of the time left on its clock that the seat to move should spend on this move,
   * in (0, 1]: how a game clock's schedule spreads the time over the game (see `timeForMove`
   * in `@quadrille/ai`). A game that knows how many moves the seat still expects to make, and
   * which of them matter most, gives this move its weight over the sum of the weights of those
   * moves, this one included (Blokus front-loads its opening). Default: 1/20, as if 20 moves
   * were left. Called once per move on a clock, never in playouts.
   */
  timeShare?(pos: P): number;
  /**
   * The search settings this knowledge plays best with, where they differ from the search's
   * defaults (found by matches: Linkage's priors and playouts do best with no exploration
   * bonus). A search uses them unless its own options say otherwise.
   */
  readonly search?: KnowledgeSearchSettings;
}

/**
 * Search settings a {@link GameKnowledge} may ask for. Each is the MCTS option of the same name
 * in `@quadrille/ai` (see `MctsOptions` there for its meaning and its default), a number no
 * less than its {@link KNOWLEDGE_SEARCH_MINIMUMS} entry and no more than its
 * {@link KNOWLEDGE_SEARCH_MAXIMUMS} entry, if it has one.
 */
export interface KnowledgeSearchSettings {
  /** The exploration constant of the UCB bonus (0 or more). */
  readonly exploration?: number;
  /** RAVE's equivalence parameter (1 or more). */
  readonly raveEquivalence?: number;
  /** How many imaginary simulations a prior counts for (0 or more). */
  readonly priorWeight?: number;
  /**
   * The share of every reward that values the seat's margin (its score less the best other
   * seat's) against the margins the search has seen, from 0 (none) to 1.
   */
  readonly marginShare?: number;
}

/**
 * The least value of each {@link KnowledgeSearchSettings} field (a search refuses less). Kept
 * here beside the type, so that whoever checks a knowledge's settings reads one table.
 */
export const KNOWLEDGE_SEARCH_MINIMUMS: Required<KnowledgeSearchSettings> = Object.freeze({
  exploration: 0,
  raveEquivalence: 1,
  priorWeight: 0,
  marginShare: 0,
});

/**
 * The greatest value of the {@link KnowledgeSearchSettings} fields that have one (a search
 * refuses more): a share is at most 1.
 */
export const KNOWLEDGE_SEARCH_MAXIMUMS: Readonly<Partial<Record<keyof KnowledgeSearchSettings, number>>> =
  Object.freeze({ marginShare: 1 });
