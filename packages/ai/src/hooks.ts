/**
 * Optional game knowledge for {@link mctsPlayer}: a game package (or an app) can supply any of
 * these to make the search stronger. The generic search works without any of them.
 *
 * @module
 */

import type { MoveOf, Position, Rng } from '@quadrille/core';

/**
 * Per-game hooks. Every hook must be deterministic given its arguments (use the `rng` passed in
 * for randomness) so that seeded searches stay reproducible, and must not keep references to the
 * positions it is given (they are the search's scratch positions).
 *
 * @typeParam P - the game's position type.
 */
export interface GameHooks<P extends Position<number>> {
  /**
   * The move to play at one step of a simulation's random playout (default: uniform). `moves`
   * is `pos.legalMoves()`, never empty; return one of them.
   */
  playoutMove?(pos: P, moves: readonly MoveOf<P>[], rng: Rng): MoveOf<P>;
  /**
   * A prior score per move (same index as `moves`; higher is more promising). With progressive
   * widening the search tries moves in decreasing prior order; equal priors are in random order.
   */
  priors?(pos: P, moves: readonly MoveOf<P>[]): ArrayLike<number>;
  /**
   * Rewards for an unfinished position, one per seat in [0, 1], written into `out`. Used when a
   * playout is cut by `maxPlayoutPlies` (default: every seat gets 1 / seats).
   */
  evaluate?(pos: P, out: Float64Array): void;
}
