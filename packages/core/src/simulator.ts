/**
 * {@link Simulator}: a game's own engine for the simulations of a Monte Carlo search. A search
 * spends most of its time in playouts; a game that keeps state a playout needs incrementally
 * (Blokus' per-colour move lists, as Pentobi's playouts do) can run them far faster than a loop
 * over `legalMovesInto` and `play` on a {@link Position} can. The type lives in core, beside
 * `GameKnowledge`, so that games provide one without depending on `@quadrille/ai`.
 *
 * @module
 */

import type { MoveOf, Outcome, Position } from './protocol.js';
import type { Rng } from './rng.js';

/**
 * Where a playout writes the moves it plays and their movers (the search learns from them:
 * RAVE). The search owns it and reuses it for every simulation.
 */
export interface PlayoutRecord {
  /** Appends one move and the seat that played it. */
  push(move: number, seat: number): void;
}

/**
 * A playout engine for one search, made by `GameKnowledge.simulator`. A simulation is:
 * {@link Simulator.restore} (back to the start given to {@link Simulator.reset}), a few
 * {@link Simulator.play}s down the search tree, then one {@link Simulator.playout}. Its results
 * must equal those of the game's rules: the same legal moves in every state, the same outcome
 * at the end (games test this, e.g. against a fresh move generation at every ply).
 *
 * @typeParam P - the game's position type.
 */
export interface Simulator<P extends Position<number> = Position<number>> {
  /**
   * Takes `pos` as the start of every simulation from now on, and goes there. `pos` is read,
   * never modified or kept.
   */
  reset(pos: P): void;
  /** Goes back to the start given to {@link Simulator.reset}: cheap (a typed-array copy). */
  restore(): void;
  /** Plays `move`, a legal move of the current state (moves of the search tree). */
  play(move: MoveOf<P>): void;
  /** The seat to move in the current state, or -1 once the game is over. */
  turn(): number;
  /**
   * Plays the current state out with the game's playout policy, pushing every move and its
   * mover to `record`, and returns the result: the outcome of the finished game, or of a game
   * whose winners are already certain (a playout may stop early once they are; its scores are
   * then those of the moment). The returned object may be reused by the next call: read it
   * before calling again.
   */
  playout(rng: Rng, record: PlayoutRecord): Outcome;
  /**
   * The current state as a position of the game, when the simulator keeps one (a search then
   * reads legal moves and priors from it instead of replaying the tree's moves on its own copy).
   * Must not be modified.
   */
  position?(): P;
  /**
   * Writes the legal moves of the current state to `out` (grown as needed; any order) and
   * returns how many: 0 once the game is over. With {@link Simulator.priorsInto} (or knowledge
   * without priors), a search expands its tree's nodes where its simulation stands, with no
   * position replayed to get there.
   */
  movesInto?(out: MoveOf<P>[]): number;
  /**
   * Writes to `out[0 .. count)` the priors of `moves[0 .. count)`, legal moves of the current
   * state, exactly as the priors of the knowledge that made this simulator give them for the
   * position of this state. A simulator offers it only when its maker's priors are its own: a
   * search with other priors must not be given these.
   */
  priorsInto?(moves: readonly MoveOf<P>[], count: number, out: Float64Array): void;
}
