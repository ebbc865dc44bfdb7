/**
 * {@link LinagePosition}: the mutable game state (phases, turn, history, passes) around the
 * incremental {@link RegionBoard}, with the app-facing views: regions, owners and the score.
 *
 * @module
 */

import {
  type Cell,
  CellSet,
  collectMoves,
  describeValue,
  type Grid,
  IllegalMoveError,
  JSON_LAYOUT_VERSION,
  type Outcome,
  type Position,
  Reason,
  reserveMoves,
  type Seat,
  zobristKey,
} from '@quadrille/core';
import { type Owner, RegionBoard } from './board.js';
import {
  featureHi,
  featureLo,
  HORIZONTAL_TO_MOVE,
  komiFeature,
  PASS_KEYS,
  verticalSeatFeature,
} from './keys.js';
import {
  decodeMove,
  formatView,
  komiMove,
  type LinageMove,
  moveIdCount,
  parseMoveText,
  passMove,
  type Side,
  sideMove,
} from './moves.js';
import type { LinageRules } from './options.js';
import { Topology } from './topology.js';

/**
 * The stage of a game: `'komi'` (pie: seat 0 sets the komi), `'side'` (pie: seat 1 picks a
 * side), `'play'` (stones and passes), `'over'` (after two passes in a row).
 */
export type Phase = 'komi' | 'side' | 'play' | 'over';

/**
 * Why a move is illegal (the stable `reason` of the `IllegalMoveError` that `play` and
 * `parseMove` throw): `'not-a-move'` (no such move id), `'game-over'`, `'pie-phase'` (a stone or
 * pass before the pie moves are done), `'wrong-pie-move'` (a pie move out of its turn),
 * `'occupied'`, `'owned-region'` (the point's region is owned), `'lineless-region'` (some region
 * would be left without a line).
 */
export type IllegalReason =
  | 'not-a-move'
  | 'game-over'
  | 'pie-phase'
  | 'wrong-pie-move'
  | 'occupied'
  | 'owned-region'
  | 'lineless-region';

/** One region: a maximal set of orthogonally connected empty points. */
export interface LinageRegion {
  /** Its points. */
  readonly cells: CellSet;
  /** Number of points. */
  readonly size: number;
  /** Number of horizontal lines inside it. */
  readonly horizontalLines: number;
  /** Number of vertical lines inside it. */
  readonly verticalLines: number;
  /** Who owns it (`'free'`: lines of both orientations). */
  readonly owner: Owner;
}

/** The running score. */
export interface LinageScore {
  /** Points in regions owned by Vertical. */
  readonly vertical: number;
  /** Points in regions owned by Horizontal, plus komi. */
  readonly horizontal: number;
  /** The komi included in `horizontal` (0 while the pie rule has not set it yet). */
  readonly komi: number;
  /** Empty points in free regions (scoring for nobody). */
  readonly free: number;
}

/**
 * A Linage position. Mutable: `play` changes it in place and `undo` takes the last move back.
 *
 * @example
 * ```ts
 * import { linage, parseMove } from '@quadrille/linage';
 *
 * const pos = linage.create({ size: 5 });
 * const start = pos.key();
 * pos.play(parseMove(pos, 'c3'));
 * pos.regions().length; // 1
 * pos.undo(); // the id of c3
 * pos.key() === start; // true
 * ```
 */
export class LinagePosition implements Position<LinageMove> {
  /** Always 2. */
  readonly seats = 2;
  /** The validated options of this game. */
  readonly rules: LinageRules;
  /** The board geometry (point names and neighbours). */
  readonly grid: Grid;
  private readonly board: RegionBoard;
  private readonly moves: LinageMove[];
  private chosenKomi: number | undefined;
  private chosenVerticalSeat: Seat | undefined;
  private passesInARow: number;
  /** The two halves of {@link key}, kept by `play` and `undo` (see `keys.ts`). */
  private keyLo: number;
  private keyHi: number;

  /** @internal Use `linage.create`. */
  constructor(rules: LinageRules, source?: LinagePosition) {
    this.rules = rules;
    if (source === undefined) {
      const topo = Topology.of(rules.width, rules.height, rules.lineLength);
      this.grid = topo.grid;
      this.board = RegionBoard.initial(topo);
      this.moves = [];
      this.chosenKomi = rules.komi;
      this.chosenVerticalSeat = rules.verticalSeat;
      this.passesInARow = 0;
      this.keyLo = 0;
      this.keyHi = 0;
      if (rules.komi !== undefined) this.toggleKey(komiFeature(rules.komi));
      if (rules.verticalSeat !== undefined) this.toggleKey(verticalSeatFeature(rules.verticalSeat));
    } else {
      this.grid = source.grid;
      this.board = source.board.clone();
      this.moves = source.moves.slice();
      this.chosenKomi = source.chosenKomi;
      this.chosenVerticalSeat = source.chosenVerticalSeat;
      this.passesInARow = source.passesInARow;
      this.keyLo = source.keyLo;
      this.keyHi = source.keyHi;
    }
  }

  /**
   * @internal The incremental board, for this package's search knowledge (`knowledge.ts`),
   * which reads its line and region counts and never writes to it.
   */
  get regionBoard(): RegionBoard {
    return this.board;
  }

  /** The moves played since the start, oldest first. */
  get history(): readonly LinageMove[] {
    return this.moves;
  }

  /** The stage of the game. */
  get phase(): Phase {
    if (this.passesInARow >= 2) return 'over';
    if (this.rules.pie && this.moves.length < 2) return this.moves.length === 0 ? 'komi' : 'side';
    return 'play';
  }

  /** The side to place a stone or pass (during the pie moves: Vertical, who will start). */
  get sideToMove(): Side {
    const start = this.rules.pie ? 2 : 0;
    return Math.max(0, this.moves.length - start) % 2 === 0 ? 'vertical' : 'horizontal';
  }

  /** The seat to move: seat 0 sets the komi, seat 1 picks a side, then the side to move's seat. */
  get turn(): Seat {
    const phase = this.phase;
    if (phase === 'komi') return 0;
    if (phase === 'side') return 1;
    return this.seatOf(this.sideToMove);
  }

  /** The komi (added to Horizontal's score), or `undefined` until the pie rule sets it. */
  get komi(): number | undefined {
    return this.chosenKomi;
  }

  /** The seat playing Vertical, or `undefined` until the pie rule decides it. */
  get verticalSeat(): Seat | undefined {
    return this.chosenVerticalSeat;
  }

  /** The seat playing `side` (before the pie rule decides: seat 0 for Vertical). */
  seatOf(side: Side): Seat {
    const v = this.chosenVerticalSeat ?? 0;
    return side === 'vertical' ? v : 1 - v;
  }

  /** Every legal move, ascending. A new array per call. */
  legalMoves(): LinageMove[] {
    return collectMoves((out) => this.legalMovesInto(out));
  }

  /**
   * {@link LinagePosition.legalMoves} without allocating: writes the moves, ascending, to
   * `out[0]`, `out[1]`, … and returns how many there are (see `Position.legalMovesInto` in
   * `@quadrille/core`).
   */
  legalMovesInto(out: LinageMove[]): number {
    const n = this.grid.size;
    switch (this.phase) {
      case 'over':
        return 0;
      case 'komi':
        reserveMoves(out, n + 1);
        for (let k = 0; k <= n; k++) out[k] = komiMove(n, k);
        return n + 1;
      case 'side':
        reserveMoves(out, 2);
        out[0] = sideMove(n, 'vertical');
        out[1] = sideMove(n, 'horizontal');
        return 2;
      case 'play': {
        const legal = this.board.legal;
        reserveMoves(out, this.board.placementCount() + 1);
        let i = 0;
        for (let w = 0; w < legal.length; w++) {
          let x = legal[w]!;
          while (x !== 0) {
            const low = x & -x;
            x ^= low;
            out[i++] = ((w << 5) + 31 - Math.clz32(low)) as LinageMove;
          }
        }
        out[i] = passMove(n);
        return i + 1;
      }
    }
  }

  /** Number of legal stone placements (0 outside the play phase). */
  placementCount(): number {
    return this.phase === 'play' ? this.board.placementCount() : 0;
  }

  /** Whether `move` is legal here. Accepts any number; never throws. */
  isLegal(move: number): move is LinageMove {
    return this.illegalReason(move) === undefined;
  }

  /** Why `move` is illegal here, or `undefined` if it is legal. Never throws. */
  illegalReason(move: number): IllegalReason | undefined {
    const n = this.grid.size;
    if (typeof move !== 'number' || !Number.isInteger(move) || move < 0 || move >= moveIdCount(n))
      return 'not-a-move';
    const phase = this.phase;
    if (phase === 'over') return 'game-over';
    if (move <= n) {
      if (phase !== 'play') return 'pie-phase';
      if (move === n || this.board.isLegal(move)) return undefined;
      if (this.board.empty[move] === 0) return 'occupied';
      return this.board.ownerOfRegion(this.board.regionOf[move]!) === 'free'
        ? 'lineless-region'
        : 'owned-region';
    }
    const isKomiMove = move <= 2 * n + 1;
    if (isKomiMove ? phase === 'komi' : phase === 'side') return undefined;
    return 'wrong-pie-move';
  }

  /**
   * Plays `move`.
   *
   * @throws `IllegalMoveError` (with an {@link IllegalReason}) if it is not legal; the
   * position is then unchanged.
   */
  play(move: LinageMove): void {
    const reason = this.illegalReason(move);
    if (reason !== undefined) {
      throw new IllegalMoveError(`${this.describeForError(move)} is not legal here (${reason})`, reason);
    }
    const n = this.grid.size;
    if (move < n) {
      this.board.place(move);
      const stone = this.board.topo.stoneKeys;
      this.keyLo ^= stone[2 * move]! ^ HORIZONTAL_TO_MOVE[0]! ^ PASS_KEYS[2 * this.passesInARow]!;
      this.keyHi ^= stone[2 * move + 1]! ^ HORIZONTAL_TO_MOVE[1]! ^ PASS_KEYS[2 * this.passesInARow + 1]!;
      this.passesInARow = 0;
    } else if (move === n) this.passPlayed(1);
    else if (move <= 2 * n + 1) {
      this.chosenKomi = move - n - 1 + 0.5;
      this.toggleKey(komiFeature(this.chosenKomi));
    } else {
      this.chosenVerticalSeat = move === 2 * n + 2 ? 1 : 0;
      this.toggleKey(verticalSeatFeature(this.chosenVerticalSeat));
    }
    this.moves.push(move);
  }

  /**
   * Takes back the last move in place and returns it: the board (stones, lines, regions, owners,
   * legal points), the passes, the pie choices, the turn and the key are as they were before it,
   * and a finished game is live again. Costs about what the move's `play` cost.
   *
   * @throws `IllegalMoveError` with reason `'no-history'` when no move has been played (the
   *   position is then unchanged).
   */
  undo(): LinageMove {
    const move = this.moves.pop();
    if (move === undefined) throw new IllegalMoveError('no move to undo', Reason.NoHistory);
    const n = this.grid.size;
    if (move < n) {
      this.board.undo(move);
      // The stone was legal, so the game was running: one pass before it at most, the last move.
      const passes = this.moves.length > 0 && this.moves[this.moves.length - 1] === n ? 1 : 0;
      const stone = this.board.topo.stoneKeys;
      this.keyLo ^= stone[2 * move]! ^ HORIZONTAL_TO_MOVE[0]! ^ PASS_KEYS[2 * passes]!;
      this.keyHi ^= stone[2 * move + 1]! ^ HORIZONTAL_TO_MOVE[1]! ^ PASS_KEYS[2 * passes + 1]!;
      this.passesInARow = passes;
    } else if (move === n) this.passPlayed(-1);
    else if (move <= 2 * n + 1) {
      this.toggleKey(komiFeature(this.chosenKomi!));
      this.chosenKomi = undefined;
    } else {
      this.toggleKey(verticalSeatFeature(this.chosenVerticalSeat!));
      this.chosenVerticalSeat = undefined;
    }
    return move;
  }

  /**
   * A 64-bit Zobrist key of the position: the stones, the side to move, the passes in a row and
   * the komi and side choices (so the seat to move and the phase too). Equal for positions the
   * rules cannot tell apart, however they were reached (the order of the stones does not
   * matter); kept by `play`, `undo`, `clone` and `toJSON`/`fromJSON`, the same on every run.
   */
  key(): bigint {
    return zobristKey(this.keyHi, this.keyLo);
  }

  /** {@link LinagePosition.key} as its low and high 32 bits, into `out[0]` and `out[1]`, without a `bigint`. */
  keyInto(out: Int32Array): void {
    out[0] = this.keyLo;
    out[1] = this.keyHi;
  }

  /** A pass (`delta` 1) or its undo (-1): the passes in a row and the side to move change. */
  private passPlayed(delta: 1 | -1): void {
    const before = this.passesInARow;
    const after = before + delta;
    this.keyLo ^= HORIZONTAL_TO_MOVE[0]! ^ PASS_KEYS[2 * before]! ^ PASS_KEYS[2 * after]!;
    this.keyHi ^= HORIZONTAL_TO_MOVE[1]! ^ PASS_KEYS[2 * before + 1]! ^ PASS_KEYS[2 * after + 1]!;
    this.passesInARow = after;
  }

  /** XORs a feature's value (see `keys.ts`) into the key. */
  private toggleKey(feature: number): void {
    this.keyLo ^= featureLo(feature);
    this.keyHi ^= featureHi(feature);
  }

  private describeForError(move: unknown): string {
    const view = typeof move === 'number' ? decodeMove(this.grid, move) : undefined;
    return view === undefined ? `move ${describeValue(move)}` : formatView(view);
  }

  /** An independent deep copy. */
  clone(): this {
    return new LinagePosition(this.rules, this) as this;
  }

  /** Whether the game has ended (two passes in a row). */
  isOver(): boolean {
    return this.passesInARow >= 2;
  }

  /** The running score: territory of each side, komi included in Horizontal's. */
  score(): LinageScore {
    const b = this.board;
    const komi = this.chosenKomi ?? 0;
    return {
      vertical: b.verticalPoints,
      horizontal: b.horizontalPoints + komi,
      komi,
      free: b.emptyCount - b.verticalPoints - b.horizontalPoints,
    };
  }

  /** Per seat: Vertical's seat scores its territory, Horizontal's seat its territory plus komi. */
  outcome(): Outcome | undefined {
    if (!this.isOver()) return undefined;
    const s = this.score();
    const scores = [0, 0];
    scores[this.seatOf('vertical')] = s.vertical;
    scores[this.seatOf('horizontal')] = s.horizontal;
    const best = Math.max(scores[0]!, scores[1]!);
    return { scores, winners: [0, 1].filter((seat) => scores[seat] === best) };
  }

  /** Whether `cell` holds a stone. */
  isStone(cell: Cell): boolean {
    this.grid.check(cell);
    return this.board.empty[cell] === 0;
  }

  /** The owner of the region of `cell`, or `undefined` for a stone. */
  ownerAt(cell: Cell): Owner | undefined {
    this.grid.check(cell);
    const id = this.board.regionOf[cell]!;
    return id < 0 ? undefined : this.board.ownerOfRegion(id);
  }

  /** Every region, ordered by its lowest point. */
  regions(): LinageRegion[] {
    const b = this.board;
    const cellsOf = new Map<number, number[]>();
    for (let c = 0; c < this.grid.size; c++) {
      const id = b.regionOf[c]!;
      if (id < 0) continue;
      let list = cellsOf.get(id);
      if (list === undefined) cellsOf.set(id, (list = []));
      list.push(c);
    }
    return [...cellsOf].map(([id, cells]) => ({
      cells: CellSet.of(this.grid, cells),
      size: cells.length,
      horizontalLines: b.regionH[id]!,
      verticalLines: b.regionV[id]!,
      owner: b.ownerOfRegion(id),
    }));
  }

  /** Plain data that `linage.fromJSON` restores exactly. */
  toJSON(): LinageJSON {
    const r = this.rules;
    const options: LinageJSONOptions = r.pie
      ? { width: r.width, height: r.height, lineLength: r.lineLength, pie: true }
      : {
          width: r.width,
          height: r.height,
          lineLength: r.lineLength,
          komi: r.komi,
          verticalSeat: r.verticalSeat,
        };
    return {
      game: 'linage',
      version: JSON_LAYOUT_VERSION,
      options,
      moves: this.moves.map((m) => formatView(decodeMove(this.grid, m)!)),
    };
  }
}

/**
 * The legal move named by `text` in `pos`.
 *
 * @throws `NotationError` for text that names no move; `IllegalMoveError` (with an
 *   {@link IllegalReason}) for a move that is not legal in `pos`.
 */
export function parseLegalMove(pos: LinagePosition, text: string): LinageMove {
  const move = parseMoveText(pos.grid, text);
  const reason = pos.illegalReason(move);
  if (reason !== undefined) {
    throw new IllegalMoveError(
      `${formatView(decodeMove(pos.grid, move)!)} is not legal here (${reason})`,
      reason,
    );
  }
  return move;
}

/** The options recorded in {@link LinageJSON}: what `linage.create` needs to rebuild the start. */
export interface LinageJSONOptions {
  /** Number of files. */
  readonly width: number;
  /** Number of ranks. */
  readonly height: number;
  /** Points per line. */
  readonly lineLength: number;
  /** Present (true) when the pie rule chooses komi and sides. */
  readonly pie?: true;
  /** The komi, without the pie rule. */
  readonly komi?: number;
  /** The seat playing Vertical, without the pie rule. */
  readonly verticalSeat?: Seat;
}

/** The JSON form of a position: the game's options and its moves in notation. */
export interface LinageJSON {
  /** Always `'linage'`. */
  readonly game: 'linage';
  /** The layout version, 1. */
  readonly version: 1;
  /** The options of `linage.create` that rebuild the start position. */
  readonly options: LinageJSONOptions;
  /** The moves, oldest first, in notation. */
  readonly moves: readonly string[];
}
