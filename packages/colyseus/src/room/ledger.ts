/**
 * {@link MoveLedger}: a room's game — the position, the moves in notation (the one copy of the
 * game the room stores), and how it ended. A resumed room's ledger is the stored moves replayed
 * once by the rules from `create(options)`.
 *
 * @module
 */

import { type AnyGameDescription, type Position, replayMoves } from '@quadrille/core';
import type { GameEnd, GameResult } from '../stored-room.js';

/** A move just played by {@link MoveLedger.play}. */
export interface PlayedMove {
  /** The move in the game's notation. */
  readonly notation: string;
  /**
   * Takes the move back, when the store did not take it: the position, the moves and the end
   * are as before it. Only until the ledger plays another move.
   */
  takeBack(): void;
}

/**
 * The game of a room. Moves come in as move ids (a client's notation read by the game's
 * `parseMove`, or a computer's choice), are played by the rules and written down in notation;
 * the last one can be taken back while it is not stored.
 */
export class MoveLedger {
  readonly #game: AnyGameDescription;
  #pos: Position<number>;
  readonly #moves: string[];
  #end: GameEnd | null;
  #result: GameResult | null;

  private constructor(
    game: AnyGameDescription,
    pos: Position<number>,
    moves: string[],
    end: GameEnd | null,
    result: GameResult | null,
  ) {
    this.#game = game;
    this.#pos = pos;
    this.#moves = moves;
    this.#end = end;
    this.#result = result;
  }

  /** The ledger of a new game at `position` (the game's start). */
  static start(game: AnyGameDescription, position: Position<number>): MoveLedger {
    return new MoveLedger(game, position, [], null, null);
  }

  /**
   * The ledger of a stored game: `moves` played from `create(options)` by the rules, once each
   * (read by `parseMove`, played by `play`, in turn), with the stored end and result.
   *
   * @throws the game's `OptionsError` for options it refuses; `SetupError` `bad-moves` for a
   *   move that does not parse or is not legal where it comes.
   */
  static replay(
    game: AnyGameDescription,
    options: unknown,
    moves: readonly string[],
    end: GameEnd | null = null,
    result: GameResult | null = null,
  ): MoveLedger {
    const pos = replayMoves(game.create(options), moves, game.parseMove);
    return new MoveLedger(game, pos, [...moves], end, result);
  }

  /** The position (the ledger's own: clone it to think on it). */
  get position(): Position<number> {
    return this.#pos;
  }

  /** The moves in notation, in order. */
  get moves(): readonly string[] {
    return this.#moves;
  }

  /** How the game ended, or `null` while it runs. */
  get end(): GameEnd | null {
    return this.#end;
  }

  /** The scores and winners once it ended, else `null`. */
  get result(): GameResult | null {
    return this.#result;
  }

  /**
   * Plays `move` (legal for the seat to move) and writes it down; a move that ends the game by
   * the rules ends the ledger with the game's outcome.
   *
   * @throws `IllegalMoveError` for a move that is not legal; nothing changes.
   */
  play(move: number): PlayedMove {
    const pos = this.#pos;
    const notation = this.#game.formatMove(pos, move);
    // A position without undo is taken back to a copy made before the move.
    const before = pos.undo === undefined ? pos.clone() : undefined;
    pos.play(move);
    this.#moves.push(notation);
    const outcome = pos.isOver() ? pos.outcome() : undefined;
    if (outcome !== undefined) {
      this.#end = 'rules';
      this.#result = { scores: [...outcome.scores], winners: [...outcome.winners] };
    }
    return {
      notation,
      takeBack: () => {
        if (before !== undefined) this.#pos = before;
        else this.#pos.undo!();
        this.#moves.pop();
        this.#end = null;
        this.#result = null;
      },
    };
  }

  /** Ends the game as `end` with `result` (a resignation, a clock), once that is stored. */
  finish(end: GameEnd, result: GameResult): void {
    this.#end = end;
    this.#result = result;
  }
}

/** The result when `loser` resigns or runs out of time: it scores 0, every other seat 1 and wins. */
export function lossOf(loser: number, seats: number): GameResult {
  const all = Array.from({ length: seats }, (_, s) => s);
  return { scores: all.map((s) => (s === loser ? 0 : 1)), winners: all.filter((s) => s !== loser) };
}
