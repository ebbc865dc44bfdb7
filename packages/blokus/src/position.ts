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
  describeValue,
  IllegalMoveError,
  JSON_LAYOUT_VERSION,
  type MoveId,
  type Outcome,
  type Position,
  Reason,
  reserveMoves,
  SetupError,
  zobristKeyOf,
} from '@quadrille/core';
import { formatCells } from './cell-notation.js';
import type { PlacementTable } from './placements.js';
import type { BlokusRules } from './rules.js';
import {
  PLY_ADDED,
  PLY_ATTACH,
  PLY_BYTES,
  PLY_FIELDS,
  PLY_LAST,
  PLY_PAIRS,
  PLY_STATE,
  PLY_WORDS,
  UndoLog,
} from './undo-log.js';
import { ANCHOR_BITS, ANCHOR_MASK, WINDOW_SENTINEL } from './windows.js';
import { cellFeature, moverFeature, overMoverFeature, pieceFeature } from './zobrist.js';

/** A Blokus move: the id of a placement in the rules' {@link PlacementTable}. */
export type BlokusMove = MoveId<'blokus'>;

/** A piece put on the board by setup (not a move), as in SGF `AB`/`A1`. */
export interface SetupPiece {
  /** The colour owning the piece. */
  readonly colour: number;
  /** The placement id. */
  readonly placement: number;
}

/**
 * A Blokus position (any variant), mutable. Create one with `blokus.create`.
 *
 * @example
 * ```ts
 * const pos = blokus.create(); // classic: blue, yellow, red, green
 * pos.play(pos.legalMoves()[0]);
 * pos.colourToMove; // 1 (yellow)
 * const key = pos.key();
 * pos.play(pos.legalMoves()[0]);
 * pos.undo();
 * pos.key() === key; // true
 * pos.toJSON(); // { game: 'blokus', version: 1, options, setup, toPlay, moves }
 * ```
 */
export class BlokusPosition implements Position<BlokusMove> {
  /** The rules of the game (variant, board, colours, pieces, scoring). */
  readonly rules: BlokusRules;
  private readonly table: PlacementTable;
  private readonly cellCount: number;
  private readonly pieceCount: number;
  /** How many pieces a colour owns, copies counted (the piece set's `instances`). */
  private readonly copyCount: number;
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
   * Each colour's copy of `WindowMasks.masks` (at `c * maskWords`), with {@link
   * WINDOW_SENTINEL} set in the masks of the pieces it has placed: as every window has that
   * bit set, the candidates of a used piece fail the generator's one test (and are cleared)
   * the next time they are looked at.
   */
  private readonly masks: Int32Array;
  /** The length of `WindowMasks.masks`, in words: one colour's part of `masks`. */
  private readonly maskWords: number;
  /**
   * How many copies of each piece (at `c * pieceCount + k`) a colour still has (1 or 0 but in
   * Junior's set), and how many pieces it has in all.
   */
  private readonly avail: Uint8Array;
  private readonly availLen: Int32Array;
  /**
   * Per colour, in the arena (so `undo` restores it): bit 0 is set while none of the colour's
   * candidates has been cleared since its candidates last grew, the bits above number that
   * growth (a fresh number per attach, from {@link BlokusPosition.versions}). Equal words mean
   * equal candidate sets: see {@link BlokusPosition.remembered}.
   */
  private readonly candidateStateAt: number;
  /** The last number given to a growth of candidates; lists are off once it nears 2³⁰. */
  private versions: number;
  /**
   * Per colour, the candidates of one candidate state, ascending, for a colour whose moves are
   * asked for again and again from positions that differ only by other colours' moves (perft's
   * last level, a search's siblings): see {@link BlokusPosition.generateNarrow}. Only in
   * positions that log (that undo), made when first needed; never copied by `clone`.
   */
  private remembered: RememberedCandidates | undefined;
  private readonly squares: Int32Array;
  private readonly last: Int32Array;
  /**
   * `attached[0]`: how many moves of the history have had their corners made attach points. A
   * move's corners are added lazily — when its colour's moves are next needed, or when the next
   * move is played — so that a search that plays a move and undoes it without asking for that
   * colour's moves (perft's last level, counted in bulk) never adds them. Only the last move can
   * be pending. In the arena, so the undo log restores it.
   */
  private readonly attached: Int32Array;
  /** 1 once a colour is known to have no legal move (for ever: its options only shrink). */
  private readonly blocked: Uint8Array;
  private current: number;
  private resolved: boolean;
  private over: boolean;
  private readonly moves: BlokusMove[];
  private readonly movers: number[];
  private readonly setupPieces: SetupPiece[];
  private firstColour: number;
  /** The arena as 32-bit words and as bytes: the undo log addresses it by these indices. */
  private readonly arenaWords: Int32Array;
  private readonly arenaBytes: Uint8Array;
  /** Where the candidates and the summary start in `arenaWords`. */
  private readonly candidatesAt: number;
  private readonly summaryAt: number;
  /** Where the forbidden windows and the masks start in `arenaWords`. */
  private readonly forbidAt: number;
  private readonly masksAt: number;
  /** Where {@link BlokusPosition.isAttach} starts in `arenaBytes`. */
  private readonly isAttachAt: number;
  /** Where {@link BlokusPosition.attached} is in `arenaWords`. */
  private readonly arenaAttachedAt: number;
  /**
   * What {@link BlokusPosition.undo} needs: the old values of what each ply overwrote. Kept
   * only while {@link BlokusPosition.logging}; empty otherwise.
   */
  private log: UndoLog;
  /**
   * Whether `play` logs what it overwrites. Off until the first `undo` (which replays the
   * history once to build the log) and then on for good, in clones too: a position that nobody
   * undoes — a random playout, a game played forward — pays nothing for undo.
   */
  private logging: boolean;
  /**
   * The Zobrist key of the board and the used pieces, low then high half (the side to move is
   * added by `key()`). In the arena, not in number fields: a 32-bit value outside V8's small
   * integers would be boxed on every store.
   */
  private readonly keyHalves: Int32Array;

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
    this.copyCount = rules.pieceSet.instances;
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
    this.masks = new Int32Array(buffer, at.masks, n * this.maskWords);
    this.availLen = new Int32Array(buffer, at.availLen, n);
    this.candidateStateAt = at.candidateState >>> 2;
    this.squares = new Int32Array(buffer, at.squares, n);
    this.last = new Int32Array(buffer, at.last, n);
    this.attached = new Int32Array(buffer, at.attached, 1);
    this.keyHalves = new Int32Array(buffer, at.key, 2);
    this.arenaWords = new Int32Array(buffer, 0, at.bytes >>> 2);
    this.arenaBytes = new Uint8Array(buffer);
    this.candidatesAt = at.candidates >>> 2;
    this.summaryAt = at.summary >>> 2;
    this.forbidAt = at.forbid >>> 2;
    this.masksAt = at.masks >>> 2;
    this.isAttachAt = at.isAttach;
    this.arenaAttachedAt = at.attached >>> 2;
    if (from !== undefined) {
      this.logging = from.logging;
      this.log = from.logging ? new UndoLog(from.log) : new UndoLog();
      this.current = from.current;
      this.resolved = from.resolved;
      this.over = from.over;
      this.moves = from.moves.slice();
      this.movers = from.movers.slice();
      this.setupPieces = from.setupPieces.slice();
      this.firstColour = from.firstColour;
      this.versions = from.versions;
      return;
    }
    this.board.fill(-1);
    for (let c = 0; c < n; c++) this.masks.set(this.table.body.masks, c * this.maskWords);
    const maskWords = this.table.body.words;
    for (let i = maskWords - 1; i < this.forbid.length; i += maskWords) this.forbid[i] = WINDOW_SENTINEL;
    this.availLen.fill(this.copyCount);
    for (let c = 0; c < n; c++) this.avail.set(rules.pieceSet.copies, c * pieces);
    this.last.fill(-1);
    this.logging = false;
    this.log = new UndoLog();
    this.versions = 0;
    for (let c = 0; c < n; c++) for (const s of rules.starts[c]!) this.addAttach(c, s);
    this.log.clear();
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
    this.attachPendingOf(colour);
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
    if (this.over) throw new IllegalMoveError('the game is over', Reason.GameOver);
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
    // The previous move's corners, in that move's part of the log: siblings in a search share them.
    this.attachPending();
    if (this.logging) {
      const log = this.log;
      const ply = this.moves.length;
      log.reservePly(ply);
      const record = ply * PLY_FIELDS;
      log.plies[record + PLY_WORDS] = log.wordLen;
      log.plies[record + PLY_BYTES] = log.byteLen;
      log.plies[record + PLY_STATE] = this.packState();
      log.plies[record + PLY_LAST] = this.last[colour]!;
      log.plies[record + PLY_ADDED] = log.addedLen;
      this.place(colour, move);
      log.plies[record + PLY_PAIRS] = log.wordLen;
      log.plies[record + PLY_ATTACH] = log.wordLen;
    } else {
      this.place(colour, move);
    }
    this.moves.push(move);
    this.movers.push(colour);
    this.current = (colour + 1) % this.rules.colours;
    this.resolved = false;
  }

  /**
   * Takes back the last move of {@link BlokusPosition.history} in place and returns it: the
   * board, the colour to move, the pieces, the colours that had been skipped and every
   * incremental structure are exactly as before it was played (setup pieces are not moves and
   * stay). Costs about what the `play` it reverses cost: it writes back what that move changed.
   * A position logs what its moves change only once it has been undone: the first `undo` of a
   * position (and of its clones made before) replays its moves from the start once, so that
   * positions nobody undoes — random playouts, games played forward — pay nothing for undo.
   *
   * @example
   * ```ts
   * const pos = blokus.create({ variant: 'duo' });
   * const before = pos.key();
   * pos.play(blokus.parseMove(pos, 'e10'));
   * pos.undo(); // the move, e10
   * pos.key() === before; // true
   * ```
   *
   * @throws `IllegalMoveError` with reason `no-history` when no move was played (nothing changes).
   */
  undo(): BlokusMove {
    const ply = this.moves.length - 1;
    if (ply < 0) {
      throw new IllegalMoveError(
        'there is no move to take back (setup pieces are not moves)',
        Reason.NoHistory,
      );
    }
    if (!this.logging) this.startLogging();
    const move = this.moves.pop()!;
    const colour = this.movers.pop()!;
    const log = this.log;
    const record = ply * PLY_FIELDS;
    const arenaWords = this.arenaWords;
    const words = log.words;
    // Newest first: what came after the move's corners were attached, the candidates they
    // added, what came before (a first piece's starting candidates), the forbidden cells.
    const attachMark = log.plies[record + PLY_ATTACH]!;
    for (let i = log.wordLen - 2; i >= attachMark; i -= 2) arenaWords[words[i]!] = words[i + 1]!;
    const cand = this.candidates;
    const candBase = colour * this.table.words;
    const added = log.added;
    const addedEnd = log.plies[record + PLY_ADDED]!;
    for (let i = log.addedLen - 1; i >= addedEnd; i--) {
      const p = added[i]!;
      // A negative entry (ADDED_BEFORE set) was a candidate already: it stays.
      if (p >= 0) cand[candBase + (p >>> 5)]! &= ~(1 << (p & 31));
    }
    log.addedLen = addedEnd;
    const pairsEnd = log.plies[record + PLY_PAIRS]!;
    for (let i = attachMark - 2; i >= pairsEnd; i -= 2) arenaWords[words[i]!] = words[i + 1]!;
    const wordsEnd = log.plies[record + PLY_WORDS]!;
    this.unforbid(colour, move, wordsEnd);
    log.wordLen = wordsEnd;
    const arenaBytes = this.arenaBytes;
    const bytes = log.bytes;
    const bytesEnd = log.plies[record + PLY_BYTES]!;
    for (let i = log.byteLen - 2; i >= bytesEnd; i -= 2) arenaBytes[bytes[i]!] = bytes[i + 1]!;
    log.byteLen = bytesEnd;
    this.unplace(colour, move, log.plies[record + PLY_LAST]!);
    this.unpackState(log.plies[record + PLY_STATE]!);
    return move;
  }

  /**
   * Turns logging on for good: replays the setup and the moves on a new position that logs (as
   * `fromJSON` would), then takes over its arena and its log. The incremental state may differ
   * from this one's in what is not yet known (stale candidates not cleared, the colour to move
   * not yet resolved), never in what it answers.
   */
  private startLogging(): void {
    const copy = new BlokusPosition(this.rules);
    copy.logging = true;
    for (const s of this.setupPieces) copy.addSetup(s.colour, s.placement);
    copy.setColourToPlay(this.firstColour);
    for (let i = 0; i < this.moves.length; i++) copy.playFor(this.movers[i]!, this.moves[i]!);
    this.arenaBytes.set(copy.arenaBytes);
    this.log = copy.log;
    this.current = copy.current;
    this.resolved = copy.resolved;
    this.over = copy.over;
    this.versions = copy.versions;
    this.logging = true;
  }

  /**
   * A 64-bit Zobrist key of the position: the squares of each colour, the pieces each has
   * placed and the colour to move (or that the game is over). Equal for the same position
   * however it was reached (move order, setup or moves), whatever the history; kept
   * incrementally by `play` and `undo`, the same across runs, clones and `toJSON`/`fromJSON`.
   */
  key(): bigint {
    return zobristKeyOf(this);
  }

  /** {@link BlokusPosition.key} as its low and high 32 bits, into `out[0]` and `out[1]`, without a `bigint`. */
  keyInto(out: Int32Array): void {
    this.resolve();
    const z = this.table.zobrist;
    const mover = this.over ? overMoverFeature : this.current;
    const f = 2 * moverFeature(this.cellCount, this.copyCount, mover);
    out[0] = this.keyHalves[0]! ^ z[f]!;
    out[1] = this.keyHalves[1]! ^ z[f + 1]!;
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
      version: JSON_LAYOUT_VERSION,
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
    return this.isColour(colour) && (this.avail[colour * this.pieceCount + piece] ?? 0) > 0;
  }

  /** The pieces (indices) `colour` still has, ascending. */
  piecesLeft(colour: number): number[] {
    const out: number[] = [];
    if (!this.isColour(colour)) return out;
    for (let k = 0; k < this.pieceCount; k++) {
      for (let left = this.avail[colour * this.pieceCount + k]!; left > 0; left--) out.push(k);
    }
    return out;
  }

  /** How many pieces `colour` has on the board. */
  placedCount(colour: number): number {
    return this.copyCount - this.availLen[colour]!;
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
    const { allPiecesBonus, monominoBonus } = this.rules;
    if (this.availLen[colour] === 0)
      bonus = allPiecesBonus + (this.last[colour] === set.monomino ? monominoBonus : 0);
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
    if (!this.isColour(colour)) throw new SetupError(`no colour ${describeValue(colour)}`, 'bad-colour');
    if (!Number.isInteger(placement) || placement < 0 || placement >= t.count) {
      throw new SetupError(`no placement ${describeValue(placement)}`, 'bad-placement');
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
    this.attach(colour, placement);
    this.log.clear(); // setup is not undoable
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
    if (!this.isColour(colour)) throw new SetupError(`no colour ${describeValue(colour)}`, 'bad-colour');
    this.current = colour;
    this.firstColour = colour;
    this.resolved = false;
  }

  // ---------------------------------------------------------------- internals

  private illegal(colour: number, move: number): IllegalMoveError {
    const { table, grid, colourNames } = this.rules;
    if (!this.isColour(colour))
      return new IllegalMoveError(`there is no colour ${describeValue(colour)}`, 'bad-colour');
    if (!Number.isInteger(move) || move < 0 || move >= table.count) {
      return new IllegalMoveError(`${describeValue(move)} is not a placement id`, Reason.NotAMove);
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

  /** Whether placement `p` covers no cell forbidden to `colour` and its piece is not used. */
  private fits(colour: number, p: number): boolean {
    const { words, code } = this.table.body;
    const hit = overlap(
      this.forbid,
      colour * this.colourWindows,
      code[p]!,
      this.masks,
      colour * this.maskWords,
      words,
    );
    return hit === 0;
  }

  /** Whether `cell` is forbidden to `colour`. */
  private isForbidden(colour: number, cell: number): boolean {
    return (this.forbid[colour * this.colourWindows + this.table.body.cellWindow[cell]!]! & 1) === 1;
  }

  /**
   * Makes `cell` an attach point of `colour` (unless forbidden or already one) and adds the
   * placements of its remaining pieces covering it, minus those ruled out by its forbidden
   * orthogonal neighbours, to its candidates. What it changes is logged for `undo`: a
   * candidate left over from an attach point taken back would not be stale (the generator
   * tests forbidden cells and used pieces, not attach points), so it must go.
   */
  private addAttach(colour: number, cell: number): void {
    const at = colour * this.cellCount + cell;
    if (this.isAttach[at] === 1 || this.isForbidden(colour, cell)) return;
    const log = this.log;
    const logging = this.logging;
    if (logging) {
      log.reserveBytes(2);
      log.bytes[log.byteLen] = this.isAttachAt + at;
      log.bytes[log.byteLen + 1] = 0;
      log.byteLen += 2;
    }
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
    if (!logging) {
      for (let k = 0; k < pieces; k++) {
        if (this.avail[availBase + k] === 0) continue;
        for (let i = covStart[lists + k]!, end = covStart[lists + k + 1]!; i < end; i++) {
          const p = covData[i]!;
          const word = p >>> 5;
          cand[candBase + word]! |= 1 << (p & 31);
          summary[summaryBase + (word >>> 5)]! |= 1 << (word & 31);
        }
      }
      return;
    }
    // The ids of the candidates it adds are logged (not their words): undo clears those bits.
    // Summary bits stay set: a summary only says where candidates may be.
    log.reserveAdded(covStart[lists + pieces]! - covStart[lists]!);
    const added = log.added;
    let logged = log.addedLen;
    for (let k = 0; k < pieces; k++) {
      if (this.avail[availBase + k] === 0) continue;
      for (let i = covStart[lists + k]!, end = covStart[lists + k + 1]!; i < end; i++) {
        // Added without testing the other cells: `generate` tests every candidate anyway.
        // Branch-free: whether the candidate was already there is unpredictable. It is logged
        // either way, flagged with ADDED_BEFORE if it was, so that undo leaves it.
        const p = covData[i]!;
        const word = p >>> 5;
        const old = cand[candBase + word]!;
        added[logged++] = p | (((old >>> (p & 31)) & 1) << 31);
        cand[candBase + word] = old | (1 << (p & 31));
        summary[summaryBase + (word >>> 5)]! |= 1 << (word & 31);
      }
    }
    log.addedLen = logged;
  }

  /**
   * Puts placement `p` on the board for `colour` and updates the incremental state and the key.
   * What it overwrites in the arena is logged; what {@link BlokusPosition.unplace} can derive
   * from `p` (the board, the pieces, the spent masks, the squares) is not.
   */
  private place(colour: number, p: number): void {
    const t = this.table;
    const base = p * t.stride;
    const size = t.size[p]!;
    const z = t.zobrist;
    let lo = this.keyHalves[0]!;
    let hi = this.keyHalves[1]!;
    for (let i = base; i < base + size; i++) {
      const cell = t.cells[i]!;
      this.board[cell] = colour;
      const f = 2 * cellFeature(this.cellCount, colour, cell);
      lo ^= z[f]!;
      hi ^= z[f + 1]!;
    }
    // Occupied cells are forbidden to everyone; their orthogonal neighbours to the mover. Each
    // window they fall in gets one OR, at a fixed offset from the placement's own window.
    const { code, occupy, claim } = t.body;
    const window = code[p]! & ANCHOR_MASK;
    const mask = code[p]! >>> ANCHOR_BITS;
    const forbid = this.forbid;
    const colours = this.rules.colours;
    if (!this.logging) {
      for (let c = 0; c < colours; c++) {
        const { start, data } = c === colour ? claim : occupy;
        const at = c * this.colourWindows + window;
        for (let i = start[mask]!, end = start[mask + 1]!; i < end; i += 2)
          forbid[at + data[i]!]! |= data[i + 1]!;
      }
    } else {
      this.logForbid(colour, window, mask);
    }
    const piece = t.piece[p]!;
    // The key tells how many copies are used: each copy has a feature of its own.
    const left = this.avail[colour * this.pieceCount + piece]! - 1;
    const f =
      2 * pieceFeature(this.cellCount, this.copyCount, colour, this.rules.pieceSet.firstCopy[piece]! + left);
    this.keyHalves[0] = lo ^ z[f]!;
    this.keyHalves[1] = hi ^ z[f + 1]!;
    this.avail[colour * this.pieceCount + piece] = left;
    this.availLen[colour]!--;
    if (left === 0) this.setSpent(colour, piece, true);
    this.squares[colour]! += size;
    this.last[colour] = piece;
  }

  /**
   * {@link BlokusPosition.place}'s forbidding of `colour`'s placement with window `window` and
   * mask `mask`, logging the old value of every word it writes.
   */
  private logForbid(colour: number, window: number, mask: number): void {
    const { occupy, claim } = this.table.body;
    const forbid = this.forbid;
    const colours = this.rules.colours;
    const log = this.log;
    // The old values only, in the order of the writes: `unforbid` walks the same lists.
    log.reserveWords(
      (claim.start[mask + 1]! -
        claim.start[mask]! +
        (colours - 1) * (occupy.start[mask + 1]! - occupy.start[mask]!)) /
        2,
    );
    const words = log.words;
    let logged = log.wordLen;
    for (let c = 0; c < colours; c++) {
      const { start, data } = c === colour ? claim : occupy;
      const at = c * this.colourWindows + window;
      for (let i = start[mask]!, end = start[mask + 1]!; i < end; i += 2) {
        const w = at + data[i]!;
        const old = forbid[w]!;
        words[logged++] = old;
        forbid[w] = old | data[i + 1]!;
      }
    }
    log.wordLen = logged;
  }

  /**
   * Restores the forbidden cells as they were before `colour` placed `p`, from the old values
   * {@link BlokusPosition.place} logged at `from` in the word log, in the same order.
   */
  private unforbid(colour: number, p: number, from: number): void {
    const { code, occupy, claim } = this.table.body;
    const window = code[p]! & ANCHOR_MASK;
    const mask = code[p]! >>> ANCHOR_BITS;
    const forbid = this.forbid;
    const words = this.log.words;
    let j = from;
    for (let c = 0; c < this.rules.colours; c++) {
      const { start, data } = c === colour ? claim : occupy;
      const at = c * this.colourWindows + window;
      for (let i = start[mask]!, end = start[mask + 1]!; i < end; i += 2) forbid[at + data[i]!] = words[j++]!;
    }
  }

  /**
   * Makes the corners of `colour`'s placement `p` its attach points (after {@link
   * BlokusPosition.place}; for its first piece, its starting points stop being attach points).
   */
  private attach(colour: number, p: number): void {
    if (this.availLen[colour] === this.copyCount - 1) this.leaveStarts(colour);
    // Undo clears the added candidates between undoing what came after and what came before.
    if (this.logging && this.moves.length > 0)
      this.log.plies[(this.moves.length - 1) * PLY_FIELDS + PLY_ATTACH] = this.log.wordLen;
    const corners = this.table.corners;
    for (let i = corners.start[p]!, end = corners.start[p + 1]!; i < end; i++) {
      this.addAttach(colour, corners.data[i]!);
    }
    if (this.logging) {
      // A new candidate state, clean.
      const at = this.candidateStateAt + colour;
      this.logWord(at, this.arenaWords[at]!);
      this.arenaWords[at] = this.versions < MAX_VERSIONS ? (++this.versions << 1) | 1 : 0;
    }
  }

  /** Attaches the last move's corners if they are still pending (see {@link BlokusPosition.attached}). */
  private attachPending(): void {
    const ply = this.moves.length - 1;
    if (this.attached[0] === ply + 1) return;
    this.logWord(this.arenaAttachedAt, ply);
    this.attached[0] = ply + 1;
    this.attach(this.movers[ply]!, this.moves[ply]!);
  }

  /** Attaches pending corners of `colour` before its candidates or attach points are read. */
  private attachPendingOf(colour: number): void {
    const ply = this.moves.length - 1;
    if (this.attached[0] !== ply + 1 && this.movers[ply] === colour) this.attachPending();
  }

  /**
   * Before `colour`'s first piece: its starting points stop being attach points and their
   * placements stop being candidates (logged: a colour's first piece is rare, the words many).
   */
  private leaveStarts(colour: number): void {
    const log = this.log;
    const attachBase = colour * this.cellCount;
    const starts = this.rules.starts[colour]!;
    if (this.logging) log.reserveBytes(2 * starts.length);
    for (const s of starts) {
      if (this.isAttach[attachBase + s] === 0) continue;
      if (this.logging) {
        log.bytes[log.byteLen] = this.isAttachAt + attachBase + s;
        log.bytes[log.byteLen + 1] = 1;
        log.byteLen += 2;
      }
      this.isAttach[attachBase + s] = 0;
    }
    this.clearLogged(this.candidates, this.candidatesAt, colour * this.table.words, this.table.words);
    this.clearLogged(this.summary, this.summaryAt, colour * this.summaryWords, this.summaryWords);
  }

  /** Zeroes `count` words of `array` (at `arrayAt` in the arena) from `from`, logging the non-zero ones. */
  private clearLogged(array: Int32Array, arrayAt: number, from: number, count: number): void {
    if (!this.logging) {
      array.fill(0, from, from + count);
      return;
    }
    const log = this.log;
    log.reserveWords(2 * count);
    for (let w = from; w < from + count; w++) {
      if (array[w] === 0) continue;
      log.words[log.wordLen] = arrayAt + w;
      log.words[log.wordLen + 1] = array[w]!;
      log.wordLen += 2;
      array[w] = 0;
    }
  }

  /** Sets or clears {@link WINDOW_SENTINEL} in `colour`'s copies of the masks of `piece`. */
  private setSpent(colour: number, piece: number, spent: boolean): void {
    const { start, data } = this.table.pieceMasks;
    const last = colour * this.maskWords + this.table.body.words - 1;
    const masks = this.masks;
    for (let i = start[piece]!, end = start[piece + 1]!; i < end; i++) {
      const w = last + data[i]!;
      masks[w] = spent ? masks[w]! | WINDOW_SENTINEL : masks[w]! & ~WINDOW_SENTINEL;
    }
  }

  /**
   * Takes placement `p` of `colour` off the board: what {@link BlokusPosition.place} changed and
   * did not log (the undo log restores the rest).
   */
  private unplace(colour: number, p: number, previousLast: number): void {
    const t = this.table;
    const z = t.zobrist;
    let lo = this.keyHalves[0]!;
    let hi = this.keyHalves[1]!;
    const base = p * t.stride;
    const size = t.size[p]!;
    for (let i = base; i < base + size; i++) {
      const cell = t.cells[i]!;
      this.board[cell] = -1;
      const f = 2 * cellFeature(this.cellCount, colour, cell);
      lo ^= z[f]!;
      hi ^= z[f + 1]!;
    }
    const piece = t.piece[p]!;
    const left = this.avail[colour * this.pieceCount + piece]!;
    const f =
      2 * pieceFeature(this.cellCount, this.copyCount, colour, this.rules.pieceSet.firstCopy[piece]! + left);
    this.keyHalves[0] = lo ^ z[f]!;
    this.keyHalves[1] = hi ^ z[f + 1]!;
    this.avail[colour * this.pieceCount + piece] = left + 1;
    this.availLen[colour]!++;
    if (left === 0) this.setSpent(colour, piece, false);
    this.squares[colour]! -= size;
    this.last[colour] = previousLast;
  }

  /** The colour to move, the resolution flags and the blocked colours, in one int (colours ≤ 4). */
  private packState(): number {
    let blocked = 0;
    for (let c = 0; c < this.rules.colours; c++) blocked |= this.blocked[c]! << c;
    return this.current | (Number(this.resolved) << 3) | (Number(this.over) << 4) | (blocked << 5);
  }

  /** Restores what {@link BlokusPosition.packState} saved. */
  private unpackState(state: number): void {
    this.current = state & 7;
    this.resolved = (state & 8) !== 0;
    this.over = (state & 16) !== 0;
    for (let c = 0; c < this.rules.colours; c++) this.blocked[c] = (state >>> (5 + c)) & 1;
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

  /**
   * Whether `colour` has at least one legal placement (stops at the first, clearing stale
   * candidates before it; the cleared words are logged for `undo`).
   */
  private hasMove(colour: number): boolean {
    this.attachPendingOf(colour);
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
        let keep = bits;
        while (bits !== 0) {
          const low = bits & -bits;
          bits ^= low;
          if (this.fits(colour, (w << 5) | (31 - Math.clz32(low)))) break;
          keep ^= low;
        }
        if (keep !== cand[candBase + w]) {
          this.logWord(this.candidatesAt + candBase + w, cand[candBase + w]!);
          this.unclean(colour);
        }
        cand[candBase + w] = keep;
        if (keep !== 0) return true;
        this.logWord(this.summaryAt + summaryBase + s, summary[summaryBase + s]!);
        summary[summaryBase + s]! &= ~lowWord;
      }
    }
    return false;
  }

  /** Notes (logged) that some of `colour`'s candidates were cleared (see {@link BlokusPosition.candidateStateAt}). */
  private unclean(colour: number): void {
    const at = this.candidateStateAt + colour;
    const state = this.arenaWords[at]!;
    if ((state & 1) === 0) return;
    this.logWord(at, state);
    this.arenaWords[at] = state ^ 1;
  }

  /** Logs the old value of arena word `index` for `undo` (unless no move can be taken back). */
  private logWord(index: number, old: number): void {
    if (!this.logging || this.moves.length === 0) return;
    const log = this.log;
    log.reserveWords(2);
    log.words[log.wordLen] = index;
    log.words[log.wordLen + 1] = old;
    log.wordLen += 2;
  }

  /**
   * Writes the legal placements of `colour`, ascending, to `out` and returns how many: the
   * candidates that still fit (stale candidates are cleared on the way, the cleared words
   * logged for `undo`). `out` grows as needed; the entries after the moves are scratch (the
   * last one may be a rejected candidate).
   */
  private generate(colour: number, out: BlokusMove[]): number {
    this.attachPendingOf(colour);
    const t = this.table;
    const { words: wordsPerMask, code } = t.body;
    if (wordsPerMask === 1) return this.generateNarrow(colour, out);
    const masks = this.masks;
    const masksBase = colour * this.maskWords;
    const forbid = this.forbid;
    const forbidBase = colour * this.colourWindows;
    const cand = this.candidates;
    const candBase = colour * t.words;
    const summary = this.summary;
    const summaryBase = colour * this.summaryWords;
    const log = this.log;
    // The cleared words are logged for `undo` (with no move played there is nothing to take
    // back); without a log they go to a shared scratch array, as the loop writes them anyway.
    const logging = this.logging && this.moves.length > 0;
    const room = 2 * (t.words + this.summaryWords) + 2;
    if (logging) log.reserveWords(room);
    else if (scratch.length < room) scratch = new Int32Array(room);
    const logWords = logging ? log.words : scratch;
    let logged = logging ? log.wordLen : 0;
    const candAt = this.candidatesAt + candBase;
    const summaryAt = this.summaryAt + summaryBase;
    let count = 0;
    for (let s = 0; s < this.summaryWords; s++) {
      const allWords = summary[summaryBase + s]!;
      let words = allWords;
      let liveWords = words;
      while (words !== 0) {
        const lowWord = words & -words;
        words ^= lowWord;
        const w = (s << 5) | (31 - Math.clz32(lowWord));
        // Room for every bit of the word: the stores below stay in bounds.
        if (count + 32 > out.length) reserveMoves(out, 2 * count + 64);
        const allBits = cand[candBase + w]!;
        let bits = allBits;
        let keep = bits;
        while (bits !== 0) {
          const low = bits & -bits;
          bits ^= low;
          const p = (w << 5) | (31 - Math.clz32(low));
          // Branch-free on purpose: whether a candidate went stale is unpredictable, so the
          // move is always written and the count and the kept bits advance by arithmetic.
          const hit = overlap(forbid, forbidBase, code[p]!, masks, masksBase, wordsPerMask);
          const stale = (hit | -hit) >>> 31; // 1 when hit !== 0
          out[count] = p as BlokusMove;
          count += stale ^ 1;
          keep ^= low & -stale;
        }
        // Logged without a branch: the entry is always written, kept only if the word changed.
        logWords[logged] = candAt + w;
        logWords[logged + 1] = allBits;
        const cleared = keep ^ allBits;
        logged += ((cleared | -cleared) >>> 31) << 1;
        cand[candBase + w] = keep;
        liveWords ^= lowWord & -(((keep | -keep) >>> 31) ^ 1); // drop the word once empty
      }
      logWords[logged] = summaryAt + s;
      logWords[logged + 1] = allWords;
      const emptied = liveWords ^ allWords;
      logged += ((emptied | -emptied) >>> 31) << 1;
      summary[summaryBase + s] = liveWords;
    }
    if (logging) {
      const changed = log.wordLen !== logged;
      log.wordLen = logged;
      if (changed) this.unclean(colour);
    }
    return count;
  }

  /**
   * {@link BlokusPosition.generate} for masks of one word (pieces at most 5 cells long: every
   * standard variant), written for V8: the window fields of a code are literal constants
   * ({@link ANCHOR_MASK} and {@link ANCHOR_BITS}, checked by a test; an imported constant is
   * reloaded and type-checked at every use), and the forbidden windows, the masks, the candidates
   * and the summary are all read through the one view of the arena, so that the loop checks one
   * typed array instead of four. 1.14× Duo's random playouts and 1.35× its perft(3) over the
   * general loop (bundled copies, interleaved in one process).
   *
   * In a position that logs, the colour's candidates are also remembered as a list the second
   * time its moves are asked for in one candidate state (see {@link
   * BlokusPosition.candidateStateAt}), and from the third time on the list is tested instead of
   * the bitset: the same state means the same candidates, but for those cleared as stale since,
   * which fail the test again (forbidden cells only accumulate). Perft's last level asks for the
   * same colour's moves once per sibling: 0.75× the time of Duo's perft(3).
   */
  private generateNarrow(colour: number, out: BlokusMove[]): number {
    const t = this.table;
    const code = t.body.code;
    const arena = this.arenaWords;
    const masksBase = this.masksAt + colour * this.maskWords;
    const forbidBase = this.forbidAt + colour * this.colourWindows;
    const candBase = this.candidatesAt + colour * t.words;
    const summaryBase = this.summaryAt + colour * this.summaryWords;
    const summaryWords = this.summaryWords;
    const log = this.log;
    // The cleared words are logged for `undo` (with no move played there is nothing to take back).
    const logging = this.logging && this.moves.length > 0;
    let remember = false;
    const remembered = logging
      ? (this.remembered ??= new RememberedCandidates(this.rules.colours))
      : NO_LISTS;
    let list = remembered.lists[colour]!;
    let listed = 0;
    const state = arena[this.candidateStateAt + colour]!;
    if (logging) {
      log.reserveWords(2 * (t.words + summaryWords) + 2);
      if (state !== 0) {
        // The same growth of candidates: the list holds every candidate (the clean bit aside).
        if (remembered.state[colour]! >>> 1 === state >>> 1) return this.generateRemembered(colour, out);
        // Clean, and asked for in this state before: likely to be asked again.
        remember = (state & 1) === 1 && remembered.seen[colour] === state;
        remembered.seen[colour] = state;
      }
    }
    const logWords = log.words;
    let logged = log.wordLen;
    let count = 0;
    for (let s = 0; s < summaryWords; s++) {
      const allWords = arena[summaryBase + s]!;
      let words = allWords;
      let liveWords = words;
      while (words !== 0) {
        const lowWord = words & -words;
        words ^= lowWord;
        const w = (s << 5) | (31 - Math.clz32(lowWord));
        if (count + 32 > out.length) reserveMoves(out, 2 * count + 64);
        if (remember && listed + 32 > list.length) list = remembered.grow(colour);
        const allBits = arena[candBase + w]!;
        let bits = allBits;
        let keep = bits;
        const base = w << 5;
        while (bits !== 0) {
          const low = bits & -bits;
          bits ^= low;
          const p = base | (31 - Math.clz32(low));
          // As in `generate`: the window at the anchor against the mask, branch-free.
          const c = code[p]!;
          const hit = arena[(forbidBase + (c & 0x1fff)) | 0]! & arena[(masksBase + (c >>> 13)) | 0]!;
          const stale = (hit | -hit) >>> 31;
          out[count] = p as BlokusMove;
          count += stale ^ 1;
          keep ^= low & -stale;
        }
        if (remember) {
          // Every candidate of the word, stale or not, in ascending order.
          for (let b = allBits; b !== 0; b &= b - 1) list[listed++] = base | (31 - Math.clz32(b & -b));
        }
        if (logging) {
          logWords[logged] = candBase + w;
          logWords[logged + 1] = allBits;
          const cleared = keep ^ allBits;
          logged += ((cleared | -cleared) >>> 31) << 1;
        }
        arena[candBase + w] = keep;
        liveWords ^= lowWord & -(((keep | -keep) >>> 31) ^ 1);
      }
      if (logging) {
        logWords[logged] = summaryBase + s;
        logWords[logged + 1] = allWords;
        const emptied = liveWords ^ allWords;
        logged += ((emptied | -emptied) >>> 31) << 1;
      }
      arena[summaryBase + s] = liveWords;
    }
    if (logging) {
      const changed = log.wordLen !== logged;
      log.wordLen = logged;
      if (changed) this.unclean(colour);
      if (remember) {
        remembered.state[colour] = state;
        remembered.counts[colour] = listed;
      }
    }
    return count;
  }

  /**
   * {@link BlokusPosition.generateNarrow} from the remembered list of `colour`'s candidates:
   * each tested as the bitset's are, none cleared (nothing changes, nothing is logged).
   */
  private generateRemembered(colour: number, out: BlokusMove[]): number {
    const code = this.table.body.code;
    const arena = this.arenaWords;
    const masksBase = this.masksAt + colour * this.maskWords;
    const forbidBase = this.forbidAt + colour * this.colourWindows;
    const list = this.remembered!.lists[colour]!;
    const n = this.remembered!.counts[colour]!;
    if (n + 1 > out.length) reserveMoves(out, n + 1);
    let count = 0;
    for (let i = 0; i < n; i++) {
      const p = list[i]!;
      const c = code[p]!;
      const hit = arena[(forbidBase + (c & 0x1fff)) | 0]! & arena[(masksBase + (c >>> 13)) | 0]!;
      out[count] = p as BlokusMove;
      count += ((hit | -hit) >>> 31) ^ 1;
    }
    return count;
  }
}

/**
 * The remembered candidate lists of a position, one per colour (see {@link
 * BlokusPosition.generateNarrow}).
 */
class RememberedCandidates {
  /** The candidate state each list was built in (0: none). */
  readonly state: Int32Array;
  /** The candidate state in which each colour's moves were last generated from the bitset. */
  readonly seen: Int32Array;
  /** The lists, ascending; `counts` long. */
  readonly lists: Int32Array[];
  readonly counts: Int32Array;

  constructor(colours: number) {
    this.state = new Int32Array(colours);
    this.seen = new Int32Array(colours);
    this.counts = new Int32Array(colours);
    this.lists = Array.from({ length: colours }, () => EMPTY_LIST);
  }

  /** A longer list for `colour` (its entries kept). */
  grow(colour: number): Int32Array {
    const old = this.lists[colour]!;
    const list = new Int32Array(Math.max(1024, 2 * old.length));
    list.set(old);
    this.lists[colour] = list;
    return list;
  }
}

/** The list a colour starts with (grown before its first write). */
const EMPTY_LIST = new Int32Array(0);

/** What positions that do not log read instead of lists of their own (never written). */
const NO_LISTS = new RememberedCandidates(4);

/** Growths of candidates numbered before lists are turned off (numbers and a flag share a word). */
const MAX_VERSIONS = (1 << 30) - 1;

/** Where `generate` writes the words it clears when nothing is logged (shared: never read). */
let scratch = new Int32Array(0);

/** Byte offsets of a position's typed arrays in its one buffer (see the constructor). */
interface ArenaLayout {
  readonly board: number;
  readonly isAttach: number;
  readonly avail: number;
  readonly blocked: number;
  readonly forbid: number;
  readonly candidates: number;
  readonly summary: number;
  readonly masks: number;
  readonly availLen: number;
  readonly candidateState: number;
  readonly squares: number;
  readonly last: number;
  readonly attached: number;
  readonly key: number;
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
  const masks = summary + 4 * n * summaryWords;
  const availLen = masks + 4 * n * maskWords;
  const candidateState = availLen + 4 * n;
  const squares = candidateState + 4 * n;
  const last = squares + 4 * n;
  return {
    board,
    isAttach,
    avail,
    blocked,
    forbid,
    candidates,
    summary,
    masks,
    availLen,
    candidateState,
    squares,
    last,
    attached: last + 4 * n,
    key: last + 4 * n + 4,
    bytes: last + 4 * n + 12,
  };
}

/**
 * The cells of the placement with window code `code` (see `WindowMasks`) that are forbidden to
 * a colour whose windows start at word `base` of `forbid`, or its sentinel bit if its piece is
 * used (the colour's masks start at `masksBase`); 0 when it is still legal. Masks are one to
 * three words (`side` is at most 8): the later words cost branches that always go the same way.
 */
function overlap(
  forbid: Int32Array,
  base: number,
  code: number,
  masks: Int32Array,
  masksBase: number,
  words: number,
): number {
  const window = base + (code & ANCHOR_MASK);
  const mask = masksBase + (code >>> ANCHOR_BITS);
  let hit = forbid[window]! & masks[mask]!;
  if (words > 1) {
    hit |= forbid[window + 1]! & masks[mask + 1]!;
    if (words > 2) hit |= forbid[window + 2]! & masks[mask + 2]!;
  }
  return hit;
}

/**
 * The data of `toJSON`, in the layout every Quadrille game shares — `{ game, version, options,
 * …state }` — with Blokus's state: setup pieces, the first colour to play and the moves.
 */
export interface BlokusJSON {
  /** Always `'blokus'`. */
  readonly game: 'blokus';
  /** The layout version, 1. */
  readonly version: typeof JSON_LAYOUT_VERSION;
  /** The normalised options (`blokus.create` accepts them). */
  readonly options: unknown;
  /** Setup pieces as `[colour, cells]`, cells in notation (`'a1,b1'`). */
  readonly setup: readonly (readonly [number, string])[];
  /** The colour to move after setup (skips still apply). */
  readonly toPlay: number;
  /** The moves as `[colour, cells]`. */
  readonly moves: readonly (readonly [number, string])[];
}
