/**
 * The one protocol every Quadrille game keeps (after OpenSpiel's `Game`/`State` and chessops'
 * mutable `Position`). Generic code — {@link perft}, {@link randomPlayout}, the property-test
 * kit, the AI players, the CLI — is written against these types only.
 *
 * @module
 */

import type { BoardView, ViewOptions } from './board-view.js';
import type { readDocument } from './untrusted.js';

/** A seat at the table: 0-based, `0 <= seat < position.seats`. */
export type Seat = number;

declare const brand: unique symbol;

/**
 * A number branded with a game-specific tag, so that a Blokus move cannot be passed to a Talpa
 * position by mistake. Create one only through the game (`legalMoves`, `parseMove`).
 */
export type Branded<T, Tag extends string> = T & { readonly [brand]: Tag };

/** A move id: a small non-negative integer indexing the game's precomputed move table. */
export type MoveId<Tag extends string> = Branded<number, Tag>;

/** The result of a finished game. */
export interface Outcome {
  /** One score per seat (index = seat); higher is better. */
  readonly scores: readonly number[];
  /** The seats with the best result, ascending; several on a shared win or a draw. */
  readonly winners: readonly Seat[];
}

/**
 * A mutable game position. `play` changes it in place; use {@link next} (or `clone`) to keep
 * the old one.
 *
 * @typeParam M - the game's move type (a branded integer).
 */
export interface Position<M extends number = number> {
  /** The seat to move (meaningless once the game is over). */
  readonly turn: Seat;
  /** The number of seats. */
  readonly seats: number;
  /** The moves played since the start, oldest first. Treat as read-only. */
  readonly history: readonly M[];
  /**
   * Every legal move, each once, in ascending order. Empty exactly when the game is over.
   * The array is the caller's: a new one per call.
   */
  legalMoves(): readonly M[];
  /**
   * Optional, for speed: {@link Position.legalMoves} without allocating. Writes the legal moves,
   * ascending, to `out[0]`, `out[1]`, … and returns how many there are, `n`. Read only the first
   * `n` entries: the rest are unspecified, because an implementation may grow `out` past `n` and
   * use the room as scratch (Blokus writes every candidate before testing it, so that its loop
   * has no unpredictable branch). Growth stops once the array is long enough, so one reused
   * array costs nothing per call. Generic code ({@link randomPlayout}, {@link perft}) uses it
   * when a position has it; `@quadrille/testing` checks that it always agrees with `legalMoves`.
   *
   * Pass a plain array of integers (`[]` to start). Implementations grow it with
   * {@link reserveMoves} before writing, which keeps their stores fast and the array packed.
   */
  legalMovesInto?(out: M[]): number;
  /** Whether `move` is legal here. Accepts any number and never throws. */
  isLegal(move: number): move is M;
  /**
   * Plays `move`, mutating the position.
   *
   * @throws {@link IllegalMoveError} if the move is not legal; the position is then unchanged.
   */
  play(move: M): void;
  /**
   * Takes back the last move in place and returns it, restoring everything the move changed
   * (board, turn, every incremental structure), so that `play(m); undo()` leaves `toJSON()`,
   * `key()`, `legalMoves()` and `outcome()` as they were; a finished game that is undone is live
   * again. Costs about what the `play` it reverses cost (no replay from the start), except that
   * a position may start recording what its moves change only at its first `undo`, which then
   * replays the moves once (Blokus does: positions nobody undoes pay nothing for undo).
   *
   * Optional in the protocol so that a custom game can start without it; every Quadrille game
   * has it, and generic code ({@link perft}) uses it when present.
   *
   * @throws {@link IllegalMoveError} with reason `'no-history'` if no move has been played; the
   *   position is then unchanged.
   */
  undo?(): M;
  /**
   * A 64-bit key of the position (Zobrist hashing, kept incrementally by `play` and `undo`):
   * equal for positions that are the same for the rules (board, seat to move, phase, whatever
   * decides the legal moves and the outcome) however they were reached, and different otherwise
   * except with hash-collision probability. Deterministic across runs, machines and builds, and
   * kept by `clone` and `toJSON`/`fromJSON`. Optional in the protocol, like {@link Position.undo}.
   */
  key?(): bigint;
  /**
   * {@link Position.key} as two 32-bit halves, without making a `bigint`: `out[0]` gets its low
   * 32 bits and `out[1]` its high 32 bits, as signed integers (`Int32Array` stores); nothing else
   * of `out` changes. For code that reads a key at every node, such as a solver's table (a
   * `bigint` is an allocation). Optional; a position that has it also has `key()`, and
   * `@quadrille/testing` checks that the two always agree.
   */
  keyInto?(out: Int32Array): void;
  /**
   * A key shared by the position and its images under the game's symmetries, as two halves
   * written like {@link Position.keyInto}'s: equal for two positions one symmetry maps onto the
   * other, different otherwise except with hash-collision probability. Only symmetries that keep
   * every seat's role count (a mirror of a Talpa board, not a turn that swaps Red's edges for
   * Blue's): the positions it makes equal have the same seat to move and the same outcome for
   * every seat under perfect play, but not the same moves. So it suits tables of values, such
   * as a solver's, and not tables of moves. Optional; `@quadrille/testing` checks that it is
   * kept by `clone`, `undo` and replaying, like the key.
   */
  canonicalKeyInto?(out: Int32Array): void;
  /** An independent deep copy. */
  clone(): this;
  /** Whether the game has ended. */
  isOver(): boolean;
  /** The outcome once the game has ended, else `undefined`. */
  outcome(): Outcome | undefined;
  /**
   * Plain JSON-compatible data that the game's `fromJSON` restores exactly. Every Quadrille game
   * writes one layout: `{ game, version, options, …the game's own state }` (see
   * {@link readDocument}).
   */
  toJSON(): unknown;
}

/** The move type of a position type. */
export type MoveOf<P> = P extends Position<infer M> ? M : never;

/**
 * A game: a plain object, exported by each game package under the game's name.
 *
 * @typeParam P - the position type.
 * @typeParam M - the move type.
 * @typeParam O - the options accepted by `create`.
 */
export interface Game<P extends Position<M>, M extends number = MoveOf<P>, O = unknown> {
  /** A stable identifier such as `'blokus'`. */
  readonly id: string;
  /**
   * A new position at the start of a game.
   *
   * @throws {@link OptionsError} for invalid options.
   */
  create(options?: O): P;
  /**
   * Restores a position from `toJSON` data, validating everything (the data is untrusted).
   *
   * @throws {@link SetupError} for invalid data.
   */
  fromJSON(data: unknown): P;
  /** The move in the game's notation. */
  formatMove(pos: P, move: M): string;
  /**
   * Parses a move in the game's notation.
   *
   * @throws {@link NotationError} for malformed text.
   * @throws {@link IllegalMoveError} for a well-formed move that is not legal in `pos`.
   */
  parseMove(pos: P, text: string): M;
  /**
   * The position as plain data for drawing ({@link BoardView}), for `@quadrille/svg` or any
   * renderer. Optional for custom games; every Quadrille game has it.
   *
   * @throws {@link OptionsError} for options that are not {@link ViewOptions}.
   */
  view?(pos: P, options?: ViewOptions): BoardView;
}

/** Any game, for code that is generic over games. */
// biome-ignore lint/suspicious/noExplicitAny: the option type is erased on purpose.
export type AnyGame = Game<Position<number>, number, any>;
