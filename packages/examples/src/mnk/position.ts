/**
 * {@link MnkPosition}: the mutable state of an m,n,k-game and every rule of it.
 *
 * @module
 */

import {
  collectMoves,
  describeValue,
  type Grid,
  IllegalMoveError,
  type MoveId,
  type Outcome,
  type Position,
  Reason,
  reserveMoves,
  zobristBelow,
  zobristKey,
} from '@quadrille/core';
import { SEAT_ONE_TO_MOVE, stoneFeature, ZOBRIST } from './keys.js';
import type { MnkRules } from './options.js';
import { symmetriesOf } from './symmetries.js';

// #region types
/** A move of the m,n,k-game: the index of the cell to fill (`rank * width + file`). */
export type MnkMove = MoveId<'mnk'>;

/** What `toJSON` writes and `fromJSON` reads: core's shared layout, moves as cell names. */
export interface MnkJSON {
  readonly game: 'mnk';
  readonly version: 1;
  readonly options: MnkRules;
  readonly moves: readonly string[];
}
// #endregion

// #region state
/** The value of an empty cell on {@link MnkPosition.board}. */
const EMPTY = -1;

/** The four line directions (file step, rank step): horizontal, vertical, two diagonals. */
const LINES = [
  [1, 0],
  [0, 1],
  [1, 1],
  [1, -1],
] as const;

/**
 * A position of the m,n,k-game: two seats take turns filling an empty cell of a `width × height`
 * board with their own stone; the first to make `k` in a row (orthogonally or diagonally) wins,
 * and a full board without one is a draw. Seat 0 moves first.
 *
 * Create one with {@link mnk}`.create` or `.fromJSON`, not with `new`.
 *
 * @example
 * ```ts
 * const pos = mnk.create();
 * pos.play(mnk.parseMove(pos, 'b2'));
 * const key = pos.key();
 * pos.play(mnk.parseMove(pos, 'a1'));
 * console.log(mnk.formatMove(pos, pos.undo())); // => a1
 * console.log(pos.key() === key); // => true
 * ```
 */
export class MnkPosition implements Position<MnkMove> {
  readonly seats = 2;
  /** The board's geometry and cell names (`a1` is the bottom-left corner). */
  readonly grid: Grid;
  /** Stones in a row that win. */
  readonly k: number;
  /** The stone on each cell: the seat that played it, or -1 for an empty cell. Read only. */
  readonly board: Int8Array;
  /** The moves played, oldest first; `undo` pops the last. */
  private readonly moves: MnkMove[] = [];
  /** The seat that made a line, or -1. */
  private winner = -1;
  /** The Zobrist key in two 32-bit halves, updated by XOR in `play` and `undo`. */
  private keyHi = 0;
  private keyLo = 0;

  /**
   * An empty board (use {@link mnk}`.create`, which validates the options).
   *
   * @param grid - the board.
   * @param k - stones in a row that win.
   */
  constructor(grid: Grid, k: number) {
    this.grid = grid;
    this.k = k;
    this.board = new Int8Array(grid.size).fill(EMPTY);
  }

  get turn(): number {
    return this.moves.length % 2;
  }

  get history(): readonly MnkMove[] {
    return this.moves;
  }

  /** The options of this game, defaults filled in. */
  get rules(): MnkRules {
    return { width: this.grid.width, height: this.grid.height, k: this.k };
  }
  // #endregion

  // #region legal-moves
  legalMovesInto(out: MnkMove[]): number {
    return this.writeLegalMoves(out);
  }

  legalMoves(): MnkMove[] {
    // Core's collectMoves generates into one shared buffer and copies out exactly the moves.
    return collectMoves((out: MnkMove[]) => this.writeLegalMoves(out));
  }

  /** The empty cells, ascending, written to the front of `out`; returns how many. */
  private writeLegalMoves(out: MnkMove[]): number {
    if (this.isOver()) return 0;
    // Grow the buffer once, outside the loop (core's reserveMoves), then write in place.
    reserveMoves(out, this.grid.size - this.moves.length);
    let n = 0;
    for (let cell = 0; cell < this.grid.size; cell++) {
      if (this.board[cell] === EMPTY) out[n++] = cell as MnkMove;
    }
    return n;
  }

  isLegal(move: number): move is MnkMove {
    // `contains` is false for anything but an integer cell index, so this never throws.
    return this.winner < 0 && this.grid.contains(move) && this.board[move] === EMPTY;
  }

  isOver(): boolean {
    return this.winner >= 0 || this.moves.length === this.grid.size;
  }
  // #endregion

  // #region play
  play(move: MnkMove): void {
    if (!this.isLegal(move)) throw this.whyIllegal(move);
    const seat = this.turn;
    this.board[move] = seat;
    this.toggle(stoneFeature(move, seat));
    this.toggle(SEAT_ONE_TO_MOVE);
    this.moves.push(move);
    if (this.makesLine(move, seat)) this.winner = seat;
  }

  /** The error for a move that is not legal here, with a stable reason. */
  private whyIllegal(move: unknown): IllegalMoveError {
    if (this.isOver()) return new IllegalMoveError('the game is over', Reason.GameOver);
    if (!this.grid.contains(move as number)) {
      return new IllegalMoveError(`${describeValue(move)} is not a cell of this board`, Reason.NotAMove);
    }
    return new IllegalMoveError(`${this.grid.name(move as number)} is taken`, 'occupied');
  }

  /** Whether the stone of `seat` just placed on `cell` completes `k` in a row. */
  private makesLine(cell: number, seat: number): boolean {
    const { grid } = this;
    for (const [df, dr] of LINES) {
      let run = 1;
      for (const sign of [1, -1]) {
        let file = grid.fileOf(cell) + sign * df;
        let rank = grid.rankOf(cell) + sign * dr;
        while (grid.onBoard(file, rank) && this.board[grid.cell(file, rank)] === seat) {
          run++;
          file += sign * df;
          rank += sign * dr;
        }
      }
      if (run >= this.k) return true;
    }
    return false;
  }

  /** Flips Zobrist feature `feature` in the key. */
  private toggle(feature: number): void {
    this.keyLo ^= ZOBRIST[2 * feature]!;
    this.keyHi ^= ZOBRIST[2 * feature + 1]!;
  }
  // #endregion

  // #region undo
  undo(): MnkMove {
    const move = this.moves.pop();
    if (move === undefined) throw new IllegalMoveError('no move to take back', Reason.NoHistory);
    const seat = this.moves.length % 2;
    this.board[move] = EMPTY;
    this.toggle(stoneFeature(move, seat));
    this.toggle(SEAT_ONE_TO_MOVE);
    // A line ends the game, so only the last move can have made one: before it, nobody had won.
    this.winner = -1;
    return move;
  }

  key(): bigint {
    return zobristKey(this.keyHi, this.keyLo);
  }

  keyInto(out: Int32Array): void {
    // The halves as the key holds them: what a solver reads at every node, without a bigint.
    out[0] = this.keyLo;
    out[1] = this.keyHi;
  }
  // #endregion

  // #region canonical-key
  /**
   * The least of the keys of the position and its images under the board's symmetries (turns
   * and mirrors; see `symmetriesOf`), into `out[0]` (low) and `out[1]` (high): one key for all of
   * them, which a solver's table shares. Worked out from the board when asked (a solver asks at
   * every node: a game that needs it faster keeps the images' keys as it keeps its own).
   */
  canonicalKeyInto(out: Int32Array): void {
    let lo = this.keyLo;
    let hi = this.keyHi;
    const side = this.turn === 1 ? SEAT_ONE_TO_MOVE : -1;
    for (const image of symmetriesOf(this.grid)) {
      let l = side < 0 ? 0 : ZOBRIST[2 * side]!;
      let h = side < 0 ? 0 : ZOBRIST[2 * side + 1]!;
      for (let cell = 0; cell < image.length; cell++) {
        const seat = this.board[cell]!;
        if (seat === EMPTY) continue;
        const feature = stoneFeature(image[cell]!, seat);
        l ^= ZOBRIST[2 * feature]!;
        h ^= ZOBRIST[2 * feature + 1]!;
      }
      if (zobristBelow(h, l, hi, lo)) {
        lo = l;
        hi = h;
      }
    }
    out[0] = lo;
    out[1] = hi;
  }
  // #endregion

  // #region rest
  clone(): this {
    // Through the constructor, so that a subclass clones to its own class.
    const copy = new (this.constructor as new (grid: Grid, k: number) => this)(this.grid, this.k);
    copy.board.set(this.board);
    copy.moves.push(...this.moves);
    copy.winner = this.winner;
    copy.keyHi = this.keyHi;
    copy.keyLo = this.keyLo;
    return copy;
  }

  outcome(): Outcome | undefined {
    if (!this.isOver()) return undefined;
    if (this.winner < 0) return { scores: [0, 0], winners: [0, 1] };
    const scores = this.winner === 0 ? [1, -1] : [-1, 1];
    return { scores, winners: [this.winner] };
  }

  toJSON(): MnkJSON {
    return {
      game: 'mnk',
      version: 1,
      options: this.rules,
      moves: this.moves.map((move) => this.grid.name(move)),
    };
  }
}
// #endregion
