/**
 * {@link BlokusPosition}: the mutable game state and its move generator.
 *
 * The generator follows Pentobi's incremental scheme. Each colour keeps: the cells forbidden to
 * it (occupied by anyone, or edge-adjacent to its own pieces), its attach points (cells
 * diagonal to its pieces; before its first piece, its starting points), the pieces it still
 * has, and a bitset over placement ids of its *candidate* moves. Forbidden cells are kept as
 * seen from every anchor cell, in the window layout of the placement table's `WindowMasks`,
 * so a placement is tested with one AND (the window at its anchor against its shape's mask),
 * and placing a piece sets its cells in each window they fall in with one OR per window.
 * When a cell becomes an attach point, the placements of each remaining piece covering it that
 * avoid its forbidden orthogonal neighbours (precomputed per cell, neighbour mask and piece in
 * the {@link PlacementTable}) become candidates, untested: candidates only ever go stale
 * (forbidden cells and used pieces only accumulate, attach points never go away), so the move
 * generator tests every candidate anyway. The legal moves are the candidates that pass:
 * scanning the bitset yields them in ascending id order with no sort, stale bits are cleared on
 * the way, and a summary bit per candidate word lets the scan skip empty stretches. Everything
 * is typed arrays, all in one buffer so that a clone is one copy; generating into a caller's
 * buffer (`legalMovesInto`) allocates nothing.
 *
 * @module
 */

import {
  collectMoves,
  IllegalMoveError,
  type MoveId,
  type Outcome,
  type Position,
  reserveMoves,
  SetupError,
} from '@quadrille/core';
import { formatCells } from './notation.js';
import type { PlacementTable } from './placements.js';
import type { BlokusRules } from './rules.js';
import { ANCHOR_BITS, ANCHOR_MASK } from './windows.js';

/** A Blokus move: the id of a placement in the rules' {@link PlacementTable}. */
export type BlokusMove = MoveId<'blokus'>;

/** A piece put on the board by setup (not a move), as in SGF `AB`/`A1`. */
export interface SetupPiece {
  /** The colour owning the piece. */
  readonly colour: number;
  /** The placement id. */
  readonly placement: number;
}

/** A Blokus position (any variant). Create one with `blokus.create`. */
export class BlokusPosition implements Position<BlokusMove> {
  /** The rules of the game (variant, board, colours, pieces, scoring). */
  readonly rules: BlokusRules;
  private readonly table: PlacementTable;
  private readonly cellCount: number;
  private readonly pieceCount: number;
  /** Colour on each cell, -1 if empty. */
  private readonly board: Int8Array;
  /**
   * The cells forbidden to each colour, seen from every anchor of the padded board (see
   * `WindowMasks`): colour `c`'s windows start at word `c * colourWindows`, in the order of
   * the placement codes. A placement fits when its mask misses its anchor's window; a cell is
   * forbidden when bit 0 of its own window is set.
   */
  private readonly forbid: Int32Array;
  /** Words of windows per colour in {@link BlokusPosition.forbid}. */
  private readonly colourWindows: number;
  /** 1 when the cell is (or was, before becoming forbidden) an attach point of the colour (at `c * cellCount`). */
  private readonly isAttach: Uint8Array;
  /** Candidate moves of colour `c`: a bitset over placement ids at `c * table.words`. */
  private readonly candidates: Int32Array;
  /**
   * Bit `i` of colour `c`'s summary (at `c * summaryWords`) is set when candidate word `i` may
   * be non-zero, so scans skip empty stretches of the bitset. Cleared lazily by the scans.
   */
  private readonly summary: Int32Array;
  private readonly summaryWords: number;
  /** The buffer holding every typed array of this position (see {@link arenaLayout}). */
  private readonly arena: ArrayBuffer;
  /**
   * -1 for the masks of the pieces a colour has placed, else 0, at `c * maskWords` plus the
   * mask's start in `WindowMasks.masks` (as in the codes): OR-ed into the generator's test, it
   * makes the candidates of a used piece fail (and be cleared) the next time they are looked at.
   */
  private readonly spent: Int32Array;
  /** The length of `WindowMasks.masks`, in words: one colour's slots of `spent`. */
  private readonly maskWords: number;
  /** 1 for each piece (at `c * pieceCount + k`) a colour still has, and how many it has. */
  private readonly avail: Uint8Array;
  private readonly availLen: Int32Array;
  private readonly squares: Int32Array;
  private readonly last: Int32Array;
  /** 1 once a colour is known to have no legal move (for ever: its options only shrink). */
  private readonly blocked: Uint8Array;
  private current: number;
  private resolved: boolean;
  private over: boolean;
  private readonly moves: BlokusMove[];
  private readonly movers: number[];
  private readonly setupPieces: SetupPiece[];
  private firstColour: number;

  /**
   * The start of a game under `rules` (use `blokus.create` rather than this).
   *
   * @param rules - validated rules.
   * @param from - internal: the position to copy.
   */
  constructor(rules: BlokusRules, from?: BlokusPosition) {
    this.rules = rules;
    this.table = rules.table;
    this.cellCount = rules.grid.size;
    this.pieceCount = rules.pieceSet.pieces.length;
    this.colourWindows = this.table.body.windows * this.table.body.words;
    this.maskWords = this.table.body.masks.length;
    const n = rules.colours;
    const cells = this.cellCount;
    const pieces = this.pieceCount;
    const words = this.table.words;
    this.summaryWords = (words + 31) >>> 5;
    // Every typed array lives in one buffer, so that a clone copies it with one allocation (a
    // buffer of its own for each made `clone` about four times slower: 12.8 µs against 2.8 µs
    // in Duo, measured with perft).
    const at = arenaLayout(n, cells, pieces, this.colourWindows, words, this.summaryWords, this.maskWords);
    const buffer = from === undefined ? new ArrayBuffer(at.bytes) : from.arena.slice(0);
    this.arena = buffer;
    this.board = new Int8Array(buffer, at.board, cells);
    this.isAttach = new Uint8Array(buffer, at.isAttach, n * cells);
    this.avail = new Uint8Array(buffer, at.avail, n * pieces);
    this.blocked = new Uint8Array(buffer, at.blocked, n);
    this.forbid = new Int32Array(buffer, at.forbid, n * this.colourWindows);
    this.candidates = new Int32Array(buffer, at.candidates, n * words);
    this.summary = new Int32Array(buffer, at.summary, n * this.summaryWords);
    this.spent = new Int32Array(buffer, at.spent, n * this.maskWords);
    this.availLen = new Int32Array(buffer, at.availLen, n);
    this.squares = new Int32Array(buffer, at.squares, n);
    this.last = new Int32Array(buffer, at.last, n);
    if (from !== undefined) {
      this.current = from.current;
      this.resolved = from.resolved;
      this.over = from.over;
      this.moves = from.moves.slice();
      this.movers = from.movers.slice();
      this.setupPieces = from.setupPieces.slice();
      this.firstColour = from.firstColour;
      return;
    }
    this.board.fill(-1);
    this.availLen.fill(pieces);
    this.avail.fill(1);
    this.last.fill(-1);
    for (let c = 0; c < n; c++) for (const s of rules.starts[c]!) this.addAttach(c, s);
    this.current = 0;
    this.resolved = false;
    this.over = false;
    this.moves = [];
    this.movers = [];
    this.setupPieces = [];
    this.firstColour = 0;
  }

  // ---------------------------------------------------------------- protocol

  /** The seat to move (after skipping colours that cannot move). */
  get turn(): number {
    this.resolve();
    return this.rules.seatOf(this.current, this.placedCount(this.current));
  }

  /** The number of seats. */
  get seats(): number {
    return this.rules.seats;
  }

  /** The moves played since the start (after any setup), oldest first. */
  get history(): readonly BlokusMove[] {
    return this.moves;
  }

  /** The colour that played each move of {@link BlokusPosition.history}. */
  get historyColours(): readonly number[] {
    return this.movers;
  }

  /** The colour to move (after skipping colours that cannot move), or -1 once the game is over. */
  get colourToMove(): number {
    this.resolve();
    return this.over ? -1 : this.current;
  }

  /** Every legal move of the colour to move, ascending. A new array per call. */
  legalMoves(): BlokusMove[] {
    return collectMoves((out) => this.legalMovesInto(out));
  }

  /**
   * {@link BlokusPosition.legalMoves} without allocating: writes the moves, ascending, to
   * `out[0]`, `out[1]`, … and returns how many there are (see `Position.legalMovesInto` in
   * `@quadrille/core`; the entries after them are scratch). The fast path of random playouts
   * and perft.
   */
  legalMovesInto(out: BlokusMove[]): number {
    if (!this.resolved) return this.resolve(out);
    return this.over ? 0 : this.generate(this.current, out);
  }

  /**
   * Every legal placement of `colour` here, ascending, whether or not it is that colour's turn
   * (for GTP's `all_legal <colour>` and analysis). Empty for an invalid colour.
   */
  legalMovesOf(colour: number): BlokusMove[] {
    if (!this.isColour(colour)) return [];
    return collectMoves((out) => this.generate(colour, out));
  }

  /** Whether `move` is a legal move of the colour to move. Never throws. */
  isLegal(move: number): move is BlokusMove {
    this.resolve();
    return !this.over && this.isLegalFor(this.current, move);
  }

  /** Whether `move` is a legal placement for `colour` here, turn aside. Never throws. */
  isLegalFor(colour: number, move: number): move is BlokusMove {
    const t = this.table;
    if (!this.isColour(colour) || !Number.isInteger(move) || move < 0 || move >= t.count) return false;
    if (this.avail[colour * this.pieceCount + t.piece[move]!] === 0) return false;
    if (!this.fits(colour, move)) return false;
    const base = move * t.stride;
    const attachBase = colour * this.cellCount;
    for (let i = base; i < base + t.size[move]!; i++)
      if (this.isAttach[attachBase + t.cells[i]!] === 1) return true;
    return false;
  }

  /**
   * Plays `move` for the colour to move.
   *
   * @throws `IllegalMoveError` if it is not legal (the position is unchanged).
   */
  play(move: BlokusMove): void {
    this.resolve();
    if (this.over) throw new IllegalMoveError('the game is over', 'game-over');
    this.playFor(this.current, move);
  }

  /**
   * Plays `move` for `colour`, even out of turn (as Pentobi's GTP `play <colour> <move>` and
   * SGF records allow); the colour after it in turn order moves next.
   *
   * @throws `IllegalMoveError` if it is not a legal placement for `colour`.
   */
  playFor(colour: number, move: BlokusMove): void {
    if (!this.isLegalFor(colour, move)) throw this.illegal(colour, move);
    this.place(colour, move);
    this.moves.push(move);
    this.movers.push(colour);
    this.current = (colour + 1) % this.rules.colours;
    this.resolved = false;
  }

  /** An independent copy. */
  clone(): this {
    return new BlokusPosition(this.rules, this) as this;
  }

  /** Whether no colour can place a piece. */
  isOver(): boolean {
    this.resolve();
    return this.over;
  }

  /** Per-seat scores under the rules' scoring once the game is over, else `undefined`. */
  outcome(): Outcome | undefined {
    if (!this.isOver()) return undefined;
    const scores = this.seatScores();
    const best = Math.max(...scores);
    const winners: number[] = [];
    scores.forEach((s, seat) => {
      if (s === best) winners.push(seat);
    });
    return { scores, winners };
  }

  /** Plain data for `blokus.fromJSON` (see {@link BlokusJSON}). */
  toJSON(): BlokusJSON {
    const fmt = (p: number) => formatCells(this.rules.grid, this.table.cellsOf(p));
    return {
      game: 'blokus',
      options: JSON.parse(JSON.stringify(this.rules.options)) as unknown, // the caller's own copy
      setup: this.setupPieces.map((s) => [s.colour, fmt(s.placement)] as const),
      toPlay: this.firstColour,
      moves: this.moves.map((m, i) => [this.movers[i]!, fmt(m)] as const),
    };
  }

  // ---------------------------------------------------------------- state queries

  /** The colour on `cell`, or -1 if empty or not a cell. */
  colourAt(cell: number): number {
    return Number.isInteger(cell) && cell >= 0 && cell < this.cellCount ? this.board[cell]! : -1;
  }

  /** Whether `colour` still has piece number `piece` (an index into the rules' piece set). */
  hasPiece(colour: number, piece: number): boolean {
    return this.isColour(colour) && this.avail[colour * this.pieceCount + piece] === 1;
  }

  /** The pieces (indices) `colour` still has, ascending. */
  piecesLeft(colour: number): number[] {
    const out: number[] = [];
    for (let k = 0; k < this.pieceCount; k++) if (this.hasPiece(colour, k)) out.push(k);
    return out;
  }

  /** How many pieces `colour` has on the board. */
  placedCount(colour: number): number {
    return this.pieceCount - this.availLen[colour]!;
  }

  /** How many squares `colour` has on the board. */
  placedSquares(colour: number): number {
    return this.squares[colour]!;
  }

  /** The piece `colour` placed last, or -1. */
  lastPiece(colour: number): number {
    return this.last[colour]!;
  }

  /** The pieces placed by setup (SGF `AB`, `A1`…) rather than by moves, by colour then placement. */
  get setup(): readonly SetupPiece[] {
    return this.setupPieces;
  }

  /** The colour that was to move after setup, before the first move of {@link BlokusPosition.history}. */
  get initialColour(): number {
    return this.firstColour;
  }

  /**
   * The points of `colour` now, under the rules' scoring (see {@link BlokusScoring}). Final
   * once the game is over.
   */
  colourScore(colour: number): number {
    const set = this.rules.pieceSet;
    const onBoard = this.squares[colour]!;
    let bonus = 0;
    if (this.availLen[colour] === 0) bonus = this.last[colour] === set.monomino ? 20 : 15;
    switch (this.rules.scoring) {
      case 'basic':
        return onBoard - set.squares;
      case 'positive':
        return onBoard + bonus;
      default:
        return onBoard - set.squares + bonus;
    }
  }

  /** Every colour's points, in colour order. */
  colourScores(): number[] {
    return Array.from({ length: this.rules.colours }, (_, c) => this.colourScore(c));
  }

  /** Every seat's points: the sum over the colours it owns (classic3's Green counts for nobody). */
  seatScores(): number[] {
    const scores = new Array<number>(this.rules.seats).fill(0);
    for (let c = 0; c < this.rules.colours; c++) {
      if (this.rules.isScored(c)) scores[this.rules.colourSeat[c]!]! += this.colourScore(c);
    }
    return scores;
  }

  // ---------------------------------------------------------------- setup (records)

  /**
   * Puts a piece on the board without a move (SGF setup). Only allowed before the first move.
   *
   * @throws `SetupError` if the colour does not have the piece, a cell is occupied, or
   *   moves were already played.
   */
  addSetup(colour: number, placement: number): void {
    const t = this.table;
    if (this.moves.length > 0) throw new SetupError('setup after the first move', 'setup-after-moves');
    if (!this.isColour(colour)) throw new SetupError(`no colour ${String(colour)}`, 'bad-colour');
    if (!Number.isInteger(placement) || placement < 0 || placement >= t.count) {
      throw new SetupError(`no placement ${String(placement)}`, 'bad-placement');
    }
    if (this.avail[colour * this.pieceCount + t.piece[placement]!] === 0) {
      throw new SetupError(
        `colour ${colour} has already placed piece ${this.pieceName(placement)}`,
        'piece-used',
      );
    }
    for (const c of t.cellsOf(placement)) {
      if (this.board[c] !== -1)
        throw new SetupError(`cell ${this.rules.grid.name(c)} is occupied`, 'occupied');
    }
    this.place(colour, placement);
    // Kept sorted by colour, then placement: the order of setup does not matter.
    this.setupPieces.push({ colour, placement });
    this.setupPieces.sort((a, b) => a.colour - b.colour || a.placement - b.placement);
    this.blocked.fill(0);
    this.resolved = false;
  }

  /**
   * Sets the colour to move next (SGF `PL`); colours that cannot move are still skipped.
   * Only allowed before the first move.
   *
   * @throws `SetupError` for an invalid colour or after the first move.
   */
  setColourToPlay(colour: number): void {
    if (this.moves.length > 0) throw new SetupError('setup after the first move', 'setup-after-moves');
    if (!this.isColour(colour)) throw new SetupError(`no colour ${String(colour)}`, 'bad-colour');
    this.current = colour;
    this.firstColour = colour;
    this.resolved = false;
  }

  // ---------------------------------------------------------------- internals

  private illegal(colour: number, move: number): IllegalMoveError {
    const { table, grid, colourNames } = this.rules;
    if (!this.isColour(colour))
      return new IllegalMoveError(`there is no colour ${String(colour)}`, 'bad-colour');
    if (!Number.isInteger(move) || move < 0 || move >= table.count) {
      return new IllegalMoveError(`${String(move)} is not a placement id`, 'bad-id');
    }
    const cells = formatCells(grid, table.cellsOf(move));
    const why = this.hasPiece(colour, table.piece[move]!)
      ? 'is not a legal placement'
      : `uses piece ${this.pieceName(move)}, already placed`;
    return new IllegalMoveError(`${cells} ${why} for ${colourNames[colour]}`, 'illegal');
  }

  private pieceName(placement: number): string {
    return this.rules.pieceSet.pieces[this.table.piece[placement]!]!.name;
  }

  private isColour(colour: number): boolean {
    return Number.isInteger(colour) && colour >= 0 && colour < this.rules.colours;
  }

  /** Whether placement `p` covers no cell forbidden to `colour`. */
  private fits(colour: number, p: number): boolean {
    const { words, masks, code } = this.table.body;
    return overlap(this.forbid, colour * this.colourWindows, code[p]!, masks, words) === 0;
  }

  /** Whether candidate `p` of `colour` is still legal: it fits and its piece is not spent. */
  private isLiveCandidate(colour: number, p: number): boolean {
    const code = this.table.body.code[p]!;
    return this.spent[colour * this.maskWords + (code >>> ANCHOR_BITS)] === 0 && this.fits(colour, p);
  }

  /** Whether `cell` is forbidden to `colour`. */
  private isForbidden(colour: number, cell: number): boolean {
    return (this.forbid[colour * this.colourWindows + this.table.body.cellWindow[cell]!]! & 1) === 1;
  }

  /**
   * Makes `cell` an attach point of `colour` (unless forbidden or already one) and adds the
   * placements of its remaining pieces covering it, minus those ruled out by its forbidden
   * orthogonal neighbours, to its candidates.
   */
  private addAttach(colour: number, cell: number): void {
    const at = colour * this.cellCount + cell;
    if (this.isAttach[at] === 1 || this.isForbidden(colour, cell)) return;
    this.isAttach[at] = 1;
    const t = this.table;
    const covStart = t.covering.start;
    const covData = t.covering.data;
    const cand = this.candidates;
    const candBase = colour * t.words;
    const summary = this.summary;
    const summaryBase = colour * this.summaryWords;
    const pieces = this.pieceCount;
    const availBase = colour * pieces;
    const orth = this.rules.grid.orthogonal;
    let forbiddenSides = 0;
    for (let d = 0; d < 4; d++) {
      const nb = orth[4 * cell + d]!;
      if (nb >= 0 && this.isForbidden(colour, nb)) forbiddenSides |= 1 << d;
    }
    const lists = (cell * 16 + forbiddenSides) * pieces;
    for (let k = 0; k < pieces; k++) {
      if (this.avail[availBase + k] === 0) continue;
      for (let i = covStart[lists + k]!, end = covStart[lists + k + 1]!; i < end; i++) {
        // Added without testing the other cells: `generate` tests every candidate anyway.
        const word = covData[i]! >>> 5;
        cand[candBase + word]! |= 1 << (covData[i]! & 31);
        summary[summaryBase + (word >>> 5)]! |= 1 << (word & 31);
      }
    }
  }

  /** Puts placement `p` on the board for `colour` and updates the incremental state. */
  private place(colour: number, p: number): void {
    const t = this.table;
    const candBase = colour * t.words;
    if (this.availLen[colour] === this.pieceCount) {
      // The first piece: starting points stop being attach points, their moves stop being legal.
      const attachBase = colour * this.cellCount;
      for (const s of this.rules.starts[colour]!) this.isAttach[attachBase + s] = 0;
      this.candidates.fill(0, candBase, candBase + t.words);
      this.summary.fill(0, colour * this.summaryWords, (colour + 1) * this.summaryWords);
    }
    const base = p * t.stride;
    const size = t.size[p]!;
    for (let i = base; i < base + size; i++) this.board[t.cells[i]!] = colour;
    // Occupied cells are forbidden to everyone; their orthogonal neighbours to the mover. Each
    // window they fall in gets one OR, at a fixed offset from the placement's own window.
    const { code, occupy, claim } = t.body;
    const window = code[p]! & ANCHOR_MASK;
    const mask = code[p]! >>> ANCHOR_BITS;
    const forbid = this.forbid;
    for (let c = 0; c < this.rules.colours; c++) {
      const { start, data } = c === colour ? claim : occupy;
      const at = c * this.colourWindows + window;
      for (let i = start[mask]!, end = start[mask + 1]!; i < end; i += 2)
        forbid[at + data[i]!]! |= data[i + 1]!;
    }
    const piece = t.piece[p]!;
    this.avail[colour * this.pieceCount + piece] = 0;
    this.availLen[colour]!--;
    const { start: masksStart, data: pieceMasks } = t.pieceMasks;
    const spentBase = colour * this.maskWords;
    for (let i = masksStart[piece]!, end = masksStart[piece + 1]!; i < end; i++) {
      this.spent[spentBase + pieceMasks[i]!] = -1;
    }
    this.squares[colour]! += size;
    this.last[colour] = piece;
    const corners = t.corners;
    for (let i = corners.start[p]!, end = corners.start[p + 1]!; i < end; i++) {
      this.addAttach(colour, corners.data[i]!);
    }
  }

  /**
   * Finds the colour to move (if not known yet), marking colours with no move as blocked. Given
   * `out`, it generates each colour's moves there instead of only looking for one, so that
   * `legalMovesInto` gets the moves of the colour found in the same pass; it then returns their
   * count (0 once the game is over).
   */
  private resolve(out?: BlokusMove[]): number {
    if (this.resolved) return 0;
    this.over = false; // setup can give moves back to a finished position
    const n = this.rules.colours;
    for (let k = 0; k < n; k++) {
      const c = (this.current + k) % n;
      if (this.blocked[c] === 0) {
        const count = out === undefined ? Number(this.hasMove(c)) : this.generate(c, out);
        if (count > 0) {
          this.current = c;
          this.resolved = true;
          return count;
        }
      }
      this.blocked[c] = 1;
    }
    this.over = true;
    this.resolved = true;
    return 0;
  }

  /** Whether `colour` has at least one legal placement (stops at the first, clearing stale candidates before it). */
  private hasMove(colour: number): boolean {
    const cand = this.candidates;
    const candBase = colour * this.table.words;
    const summary = this.summary;
    const summaryBase = colour * this.summaryWords;
    for (let s = 0; s < this.summaryWords; s++) {
      let words = summary[summaryBase + s]!;
      while (words !== 0) {
        const lowWord = words & -words;
        words ^= lowWord;
        const w = (s << 5) | (31 - Math.clz32(lowWord));
        let bits = cand[candBase + w]!;
        while (bits !== 0) {
          const low = bits & -bits;
          bits ^= low;
          if (this.isLiveCandidate(colour, (w << 5) | (31 - Math.clz32(low)))) return true;
          cand[candBase + w]! &= ~low;
        }
        summary[summaryBase + s]! &= ~lowWord;
      }
    }
    return false;
  }

  /**
   * Writes the legal placements of `colour`, ascending, to `out` and returns how many: the
   * candidates that still fit (stale candidates are cleared on the way). `out` grows as needed;
   * the entries after the moves are scratch (the last one may be a rejected candidate).
   */
  private generate(colour: number, out: BlokusMove[]): number {
    const t = this.table;
    const { words: wordsPerMask, masks, code } = t.body;
    const forbid = this.forbid;
    const forbidBase = colour * this.colourWindows;
    const cand = this.candidates;
    const candBase = colour * t.words;
    const summary = this.summary;
    const summaryBase = colour * this.summaryWords;
    const spent = this.spent;
    const spentBase = colour * this.maskWords;
    let count = 0;
    for (let s = 0; s < this.summaryWords; s++) {
      let words = summary[summaryBase + s]!;
      let liveWords = words;
      while (words !== 0) {
        const lowWord = words & -words;
        words ^= lowWord;
        const w = (s << 5) | (31 - Math.clz32(lowWord));
        // Room for every bit of the word: the stores below stay in bounds.
        if (count + 32 > out.length) reserveMoves(out, 2 * count + 64);
        let bits = cand[candBase + w]!;
        let keep = bits;
        while (bits !== 0) {
          const low = bits & -bits;
          bits ^= low;
          const p = (w << 5) | (31 - Math.clz32(low));
          // Branch-free on purpose: whether a candidate went stale is unpredictable, so the
          // move is always written and the count and the kept bits advance by arithmetic.
          const hit =
            overlap(forbid, forbidBase, code[p]!, masks, wordsPerMask) |
            spent[spentBase + (code[p]! >>> ANCHOR_BITS)]!;
          const stale = (hit | -hit) >>> 31; // 1 when hit !== 0
          out[count] = p as BlokusMove;
          count += stale ^ 1;
          keep ^= low & -stale;
        }
        cand[candBase + w] = keep;
        if (keep === 0) liveWords ^= lowWord;
      }
      summary[summaryBase + s] = liveWords;
    }
    return count;
  }
}

/** Byte offsets of a position's typed arrays in its one buffer (see the constructor). */
interface ArenaLayout {
  readonly board: number;
  readonly isAttach: number;
  readonly avail: number;
  readonly blocked: number;
  readonly forbid: number;
  readonly candidates: number;
  readonly summary: number;
  readonly spent: number;
  readonly availLen: number;
  readonly squares: number;
  readonly last: number;
  readonly bytes: number;
}

/** The layout for `n` colours: the byte arrays first, then the 32-bit ones from a multiple of 4. */
function arenaLayout(
  n: number,
  cells: number,
  pieces: number,
  colourWindows: number,
  words: number,
  summaryWords: number,
  maskWords: number,
): ArenaLayout {
  const board = 0;
  const isAttach = board + cells;
  const avail = isAttach + n * cells;
  const blocked = avail + n * pieces;
  const forbid = (blocked + n + 3) & ~3;
  const candidates = forbid + 4 * n * colourWindows;
  const summary = candidates + 4 * n * words;
  const spent = summary + 4 * n * summaryWords;
  const availLen = spent + 4 * n * maskWords;
  const squares = availLen + 4 * n;
  const last = squares + 4 * n;
  return {
    board,
    isAttach,
    avail,
    blocked,
    forbid,
    candidates,
    summary,
    spent,
    availLen,
    squares,
    last,
    bytes: last + 4 * n,
  };
}

/**
 * The cells of the placement with window code `code` (see `WindowMasks`) that are forbidden to
 * a colour whose windows start at word `base` of `forbid`; 0 when none. Masks are one or two
 * words (`side` is at most 8), so the second word costs a branch that always goes the same way.
 */
function overlap(forbid: Int32Array, base: number, code: number, masks: Int32Array, words: number): number {
  const window = base + (code & ANCHOR_MASK);
  const mask = code >>> ANCHOR_BITS;
  const hit = forbid[window]! & masks[mask]!;
  return words === 1 ? hit : hit | (forbid[window + 1]! & masks[mask + 1]!);
}

/** The data of `toJSON`: options, setup pieces, the first colour to play and the moves. */
export interface BlokusJSON {
  /** Always `'blokus'`. */
  readonly game: 'blokus';
  /** The normalised options (`blokus.create` accepts them). */
  readonly options: unknown;
  /** Setup pieces as `[colour, cells]`, cells in notation (`'a1,b1'`). */
  readonly setup: readonly (readonly [number, string])[];
  /** The colour to move after setup (skips still apply). */
  readonly toPlay: number;
  /** The moves as `[colour, cells]`. */
  readonly moves: readonly (readonly [number, string])[];
}
