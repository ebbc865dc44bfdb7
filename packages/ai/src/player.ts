/**
 * The common interface of every computer player: {@link Player.chooseMove} takes a position and
 * resolves to the chosen move with statistics an app can display.
 *
 * @module
 */

import type { MoveOf, Position } from '@quadrille/core';
import type { AbortSignalLike } from './platform.js';

/** Options of one {@link Player.chooseMove} call. */
export interface ChooseOptions {
  /**
   * Stops the search early (an `AbortSignal`, or anything with an `aborted` flag); the best
   * move found so far is returned: aborting never rejects.
   */
  readonly signal?: AbortSignalLike;
  /**
   * Milliseconds left on the player's clock, as the caller's clock reads them (a GTP
   * controller's `time_left`): a player with a game clock plans this move from them instead of
   * its own account, and keeps counting from them (within a day of 0 either way, core's
   * `CLOCK_LIMITS.totalMs`; else an `OptionsError` `bad-clock`). Players without a clock ignore it.
   */
  readonly timeLeftMs?: number;
  /**
   * How many moves {@link ChooseOptions.timeLeftMs} must last, when the caller's clock says so
   * (Canadian byo-yomi: the stones left in the period); else the game's schedule decides.
   */
  readonly movesToGo?: number;
}

/** One candidate move at the root of a search, for display. */
export interface MoveStat<M extends number = number> {
  /** The move. */
  readonly move: M;
  /** How many simulations went through it. */
  readonly visits: number;
  /** Its mean reward for the seat to move, in [0, 1] (see {@link RewardFunction}). */
  readonly value: number;
}

/** What a player reports about its choice. */
export interface SearchStats<M extends number = number> {
  /** Simulations run (0 for a random player or a forced move). */
  readonly iterations: number;
  /** Wall-clock milliseconds spent. */
  readonly elapsedMs: number;
  /** Simulations through the chosen move. */
  readonly visits: number;
  /** Mean reward of the chosen move for the seat to move, in [0, 1] (NaN when unknown). */
  readonly value: number;
  /** The principal variation: the chosen move followed by the most visited replies. */
  readonly pv: readonly M[];
  /** The root's candidate moves: the chosen one first, then the others most visited first. */
  readonly candidates: readonly MoveStat<M>[];
  /** Whether the search was stopped by an {@link ChooseOptions.signal | AbortSignal}. */
  readonly aborted: boolean;
}

/** A chosen move and how it was found. */
export interface MoveChoice<M extends number = number> {
  /** The move to play (legal in the position passed in). */
  readonly move: M;
  /** Search statistics. */
  readonly stats: SearchStats<M>;
}

/**
 * The choice of a player that picks `move` without searching (random, greedy, rule-based): empty
 * statistics with the move as the whole principal variation.
 */
export function unsearchedChoice<M extends number>(move: M): MoveChoice<M> {
  return {
    move,
    stats: {
      iterations: 0,
      elapsedMs: 0,
      visits: 0,
      value: Number.NaN,
      pv: [move],
      candidates: [],
      aborted: false,
    },
  };
}

/**
 * A computer player. Players never modify the position they are given.
 *
 * @typeParam P - the game's position type (knowledge may need the concrete class).
 */
export interface Player<P extends Position<number> = Position<number>> {
  /** A short label such as `'mcts'` or `'random'`, for tables and logs. */
  readonly name: string;
  /**
   * Chooses a move in `pos`. The move's type follows the position's: a generic player given a
   * `TalpaPosition` returns a `TalpaMove`.
   *
   * @throws `OptionsError` if the game is over (there is no move to choose).
   */
  chooseMove<Q extends P>(pos: Q, options?: ChooseOptions): Promise<MoveChoice<MoveOf<Q>>>;
}
