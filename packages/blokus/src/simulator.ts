/**
 * {@link BlokusSimulator}: Blokus playouts as a Monte Carlo search needs them — core's
 * `Simulator` over a compact state of its own, with per-colour move lists kept incrementally
 * within a simulation (the scheme of Pentobi's playouts).
 *
 * @module
 */

import {
  describeValue,
  IllegalMoveError,
  type Outcome,
  type PlayoutRecord,
  Reason,
  type Rng,
  type Simulator,
} from '@quadrille/core';
import type { BlokusState } from './blokus-state.js';
import type { FlatLists } from './flat-lists.js';
import { knowledgeTables } from './knowledge-tables.js';
import { type ListPass, listPass } from './list-pass.js';
import type { PlacementTable } from './placements.js';
import { LOCAL_MOVES, LOCAL_WEIGHT, SIZE_WEIGHT } from './playout-policy.js';
import { type BlokusMove, BlokusPosition } from './position.js';
import { blokusPriors } from './priors.js';
import { type BlokusRules, ROTATING_SEAT } from './rules.js';

/**
 * A cell's value in a colour's row of `value` (see {@link BlokusSimulator}) when it is
 * forbidden to the colour, and a piece's in its row of `gone` once the colour has no copy
 * left. Other cells hold 0, or while the colour's moves are weighed its local points their
 * worth (1 or 2): a placement's values summed with its piece's tell at once whether it is
 * legal (the sum is below this) and how many local points it covers (the sum). Above the most
 * local points a placement can cover (2 per cell, 8 cells). The hot loops write it as the
 * literal 32 (V8 reloads and checks a module constant at every use), as the simulator's
 * methods do where they run once per move or more.
 */
const FORBIDDEN = 32;
/** The most cells of a piece (the options refuse more). */
const MAX_PIECE_CELLS = 8;
/**
 * Bits of the sum in an index of {@link WEIGHT} (the literal 9 in the hot loops): room for
 * nine values of {@link FORBIDDEN} and a flag of 64.
 */
const SUM_BITS = 9;
/** The length of {@link WEIGHT} (the literal 4608 where the cumulative weights after it are read). */
const WEIGHTS = (MAX_PIECE_CELLS + 1) << SUM_BITS;
/**
 * A placement's playout weight by its size and the sum of its values: index
 * `size << SUM_BITS | sum`. 0 once the sum reaches {@link FORBIDDEN}, else
 * `SIZE_WEIGHT[size] × LOCAL_WEIGHT[local points]` (capped as the policy caps them): the same
 * product as `blokusKnowledge.playoutMove`'s. Copied to the start of each simulator's `float`
 * array, ahead of the cumulative weights, so that the hot loops read one array of doubles.
 */
const WEIGHT = Float64Array.from({ length: WEIGHTS }, (_, i) => {
  const sum = i & ((1 << SUM_BITS) - 1);
  const size = i >>> SUM_BITS;
  return sum >= FORBIDDEN ? 0 : SIZE_WEIGHT[size]! * LOCAL_WEIGHT[Math.min(sum, LOCAL_WEIGHT.length - 1)]!;
});
/** Indices of the scalars in {@link BlokusSimulator}'s `scalars`. */
const CURRENT = 0;
const OVER = 1;
const PLY = 2;
const DEAD = 3;
/** The last {@link LOCAL_MOVES} moves and their colours (oldest first, -1 for none) from here. */
const HISTORY = 4;
const SCALARS = HISTORY + 2 * LOCAL_MOVES;

/** What the simulator reads of a placement table, built once per table. */
interface SimulatorTables {
  /**
   * Each placement's record, `recordStride` 32-bit words. For pieces of at most five cells
   * (every standard variant; {@link packedRecords}) four words: cells 0 and 1 (16 bits each),
   * cells 2 and 3, then cell 4 (11 bits: the sentinel when the piece is smaller), the piece (8
   * bits) and `size << SUM_BITS` (13 bits), then nothing. Otherwise a word per cell, the
   * sentinel after the last, then `size << SUM_BITS` and the piece in the last two words.
   * The sentinel is the board's size: the cell after a row of values, always 0. Summing a
   * placement's values reads a fixed number of words, with no test of its size.
   */
  readonly record: Int32Array;
  /** Words per record: 4 for pieces of up to five cells, 8 up to six, else 16. */
  readonly recordStride: number;
  /** The orthogonal neighbours of each placement outside it (forbidden to its colour once placed). */
  readonly ring: FlatLists<Uint16Array>;
}

const tablesOf = new WeakMap<PlacementTable, SimulatorTables>();

/** Whether `table`'s records are packed: pieces of at most five cells, on a board of at most 2048 cells, at most 256 pieces. */
function packedRecords(table: PlacementTable): boolean {
  return table.stride <= 5 && table.grid.size < 2048 && table.pieces <= 256;
}

function simulatorTables(table: PlacementTable): SimulatorTables {
  let tables = tablesOf.get(table);
  if (tables === undefined) {
    const { count, stride, size, cells, piece } = table;
    const sentinel = table.grid.size;
    const cell = (p: number, j: number) => (j < size[p]! ? cells[p * stride + j]! : sentinel);
    let recordStride: number;
    let record: Int32Array;
    if (packedRecords(table)) {
      recordStride = 4;
      record = new Int32Array(count * 4);
      for (let p = 0; p < count; p++) {
        record[4 * p] = cell(p, 0) | (cell(p, 1) << 16);
        record[4 * p + 1] = cell(p, 2) | (cell(p, 3) << 16);
        record[4 * p + 2] = cell(p, 4) | (piece[p]! << 11) | (size[p]! << (SUM_BITS + 19));
      }
    } else {
      recordStride = stride <= 6 ? 8 : 16;
      record = new Int32Array(count * recordStride);
      for (let p = 0; p < count; p++) {
        const r = p * recordStride;
        for (let j = 0; j < recordStride - 2; j++) record[r + j] = cell(p, j);
        record[r + recordStride - 2] = size[p]! << SUM_BITS;
        record[r + recordStride - 1] = piece[p]!;
      }
    }
    tables = { record, recordStride, ring: knowledgeTables(table).ring };
    tablesOf.set(table, tables);
  }
  return tables;
}

/** Options of a {@link BlokusSimulator}. */
export interface BlokusSimulatorOptions {
  /**
   * Whether it offers `priorsInto`: `blokusKnowledge`'s priors read from its own state, so that
   * a search expands nodes with no position (default false; `blokusKnowledge.simulator` sets it
   * when the knowledge's priors are Blokus' own).
   */
  readonly priors?: boolean;
  /**
   * Whether the move lists' loops run in WebAssembly where this JavaScript engine can compile
   * it (default true; about twice as fast). False keeps them in JavaScript: the same results.
   */
  readonly wasm?: boolean;
}

/**
 * A simulator's state as the priors read it ({@link BlokusState}): its board and pieces placed
 * read in place, the last moves copied when the priors ask ({@link BlokusSimulator.priorsInto}).
 */
class SimulatorState implements BlokusState {
  readonly history: BlokusMove[] = [];
  readonly historyColours: number[] = [];
  colourToMove = -1;

  constructor(
    public rules: BlokusRules,
    public board: Int8Array,
    public placed: Int32Array,
  ) {}

  colourAt(cell: number): number {
    return this.board[cell]!;
  }

  placedCount(colour: number): number {
    return this.placed[colour]!;
  }
}

/**
 * Blokus' playout engine for a Monte Carlo search (core's `Simulator`, given by
 * `blokusKnowledge.simulator`), for every variant. Its playouts follow the policy of
 * `blokusKnowledge.playoutMove` exactly (moves drawn with weight 3^size × 1000^local points, the
 * local points those of the last three moves), with two to three times the playouts per
 * CPU-second of a loop of `legalMovesInto`, `playoutMove` and `play` on a {@link BlokusPosition}
 * (Duo, `bench/blokus-simulator.ts`). It works as Pentobi's playouts do:
 *
 * - **Its own compact state**, in typed arrays in one buffer: the board, each colour's
 *   forbidden cells (occupied, or beside its own pieces), the cells diagonal to its pieces, its
 *   attach points in the order they appeared (its starting points before its first piece), its
 *   pieces left, squares placed and last piece, the colour to move, the colours known to have
 *   no move any more and the last three moves. {@link BlokusSimulator.reset} reads a position
 *   into it, builds every colour's move list there and keeps a copy of both;
 *   {@link BlokusSimulator.restore} copies them back (one typed-array `set` for the state, one
 *   per colour for its list).
 * - **Move lists kept incrementally within a simulation**: a colour's list holds its legal
 *   moves. At each turn of the colour, one pass over its list drops the moves that became
 *   illegal (a forbidden cell or a piece used up: both only accumulate) and weighs the others
 *   in the same pass, then the placements at its new attach points (the placement table's
 *   lists per cell, forbidden neighbours and piece) are appended, each placement once (marked
 *   per colour and simulation). The move is drawn by binary search over the cumulative
 *   weights. A colour's first piece makes it start its list anew (its other starting points
 *   stop being attach points).
 * - **Tree moves** ({@link BlokusSimulator.play}) update the state as a playout's moves do; a
 *   move legal for the colour whose turn it is needs no update of that colour's list.
 * - **Passing**: a colour with no legal move is skipped and never moves again; the game ends
 *   when no colour can move. Its outcome is `BlokusPosition.outcome()`'s: seat scores under
 *   the rules' scoring (bonuses, two colours a seat in classic2, classic3's Green for nobody;
 *   each move of Green is recorded for the seat whose turn with Green it was).
 * - **Early stop** (two-seat variants): once every colour of one seat has no move left and its
 *   score is below the other seat's, the winner is certain (scores only grow, and this seat's
 *   no longer does): the playout stops there and returns the scores of the moment.
 *
 * Nothing is allocated per simulation or per move. A simulator serves one search at a time.
 *
 * @example
 * ```ts
 * const pos = blokus.create({ variant: 'duo' });
 * const sim = new BlokusSimulator(pos.rules);
 * sim.reset(pos);
 * const moves: number[] = [];
 * const record = { push: (move: number) => moves.push(move) };
 * const outcome = sim.playout(new Rng(1), record); // the scores and winners of one playout
 * sim.restore(); // back at pos, for the next simulation
 * ```
 */
export class BlokusSimulator implements Simulator<BlokusPosition> {
  private rulesNow: BlokusRules;
  private table: PlacementTable;
  private cells: number;
  /** A colour's row of values: the cells and the sentinel. */
  private row: number;
  private colours: number;
  private pieces: number;
  private count: number;
  /** The room for each colour's list: one more than the placements. */
  private listStride: number;
  private seats: number;
  private instances: number;
  /** Whether the early stop applies: two seats, no rotating colour. */
  private twoSeats: boolean;
  /** The seat of each colour ({@link ROTATING_SEAT} for classic3's Green). */
  private colourSeat: Int32Array;
  /** The scoring rule: 0 advanced, 1 basic, 2 positive. */
  private scoring: number;
  private recordStride: number;
  /** Whether pieces have at most five cells (the unrolled loops). */
  private five: boolean;
  private ring: FlatLists<Uint16Array>;
  /** Whether to run the move lists' loops in WebAssembly when it can (see {@link BlokusSimulatorOptions.wasm}). */
  private readonly useWasm: boolean;
  /** The loops in WebAssembly over this simulator's memory, when they run there. */
  private pass: ListPass | undefined;
  /**
   * Byte offsets in the WebAssembly memory of `float`, of the covering lists and where each
   * starts, and of the grid's orthogonal neighbours (all as 32-bit words).
   */
  private floatAt: number;
  private coveringAt: number;
  private startsAt: number;
  private orthAt: number;

  /**
   * The 32-bit words the hot loops read, all in one array (V8 checks each typed array a loop
   * touches at every access). First the state: each colour's row of values (at `c * row`:
   * {@link FORBIDDEN} or 0 per cell, then the sentinel, 0), its `gone` row and its attach
   * points, then the rest of the state (bytes and words of the same buffer). After the state,
   * the placements' records (see {@link SimulatorTables.record}); then the move lists: each
   * colour's (at `listsAt + c * listStride`), each colour's marks (at `marksAt + c *
   * listStride`) and each colour's marks of the start (at `rootMarksAt + c * listStride`): a
   * placement was looked at in the life of the colour's list when its mark is
   * `generation[c]` (looked at in this simulation), or when its mark of the start is 1 and the
   * list is the one built at the start, brought up to date (`fromRoot[c]`).
   */
  private mem: Int32Array;
  /** Where the placements' records start in `mem`. */
  private recordAt: number;
  /** Where the move lists and the marks start in `mem`. */
  private listsAt: number;
  private marksAt: number;
  private rootMarksAt: number;
  /** Where each colour's row of pieces starts in `mem` (`goneAt + c * pieces`): 0 while it has the piece, then {@link FORBIDDEN}. */
  private goneAt: number;
  /** Where each colour's attach points start in `mem` (`attachAt + c * cells`), in order of appearance (no cell twice). */
  private attachAt: number;
  /** The state's bytes in `mem`'s buffer (restored from `snapshot` by one copy). */
  private bytes: Uint8Array;
  private snapshot: Uint8Array;
  /** The colour on each cell, -1 if empty. */
  private board: Int8Array;
  /** Per colour (at `c * cells`): 1 where a cell is diagonal to one of its pieces. */
  private corner: Uint8Array;
  /** Per colour (at `c * cells`): 1 on its starting points (not state: the rules'). */
  private isStart: Uint8Array;
  /** Per colour (at `c * pieces`): the copies of each piece left. */
  private avail: Uint8Array;
  /** Per colour: 1 once known to have no legal move (for good). */
  private blocked: Uint8Array;
  /** Per colour: 1 while its move list is built (0: to build from all its attach points). */
  private listed: Uint8Array;
  private attachLen: Int32Array;
  /** Per colour: how many of its attach points have had their placements added to its list. */
  private attachDone: Int32Array;
  private listLen: Int32Array;
  /** Per colour: the ply its list was last brought up to date at (-1: not in this simulation). */
  private updatedPly: Int32Array;
  private squares: Int32Array;
  private last: Int32Array;
  private placed: Int32Array;
  /** Per colour: 1 while its list is the one built at the start (brought up to date), 0 once started anew. */
  private fromRoot: Int32Array;
  /** The current colour, the over flag, the ply, the dead seat and the last moves (see {@link HISTORY}). */
  private scalars: Int32Array;

  /** {@link WEIGHT}, then the cumulative weights of the list last brought up to date (the colour to move's). */
  private float: Float64Array;
  /** Per colour: the mark of its placements looked at in this simulation (1 and up). */
  private generation: Int32Array;
  /** The start's lists, colour after colour, and a view of each colour's. */
  private rootBuffer: Int32Array;
  private rootLists: Int32Array[];
  /** The local points marked for the colour being weighed. */
  private locals: Int32Array;
  /** The object {@link BlokusSimulator.playout} returns, reused. */
  private readonly result: { scores: number[]; winners: number[] };
  /** Arrays of each length from 1 to the seats, one of which is the result's `winners`: none is resized. */
  private winnerLists: number[][];
  /** What the priors read (see {@link SimulatorState}), when they are offered. */
  private readonly state: SimulatorState | undefined;
  /**
   * `blokusKnowledge`'s priors of `moves[0 .. count)`, legal moves of the current state, into
   * `out`, read from this simulator's own state (core's `Simulator.priorsInto`): present when
   * made with `priors: true`.
   */
  readonly priorsInto?: (moves: readonly BlokusMove[], count: number, out: Float64Array) => void;

  /**
   * An engine for games under `rules`, at the start of a game until {@link
   * BlokusSimulator.reset} gives it a position.
   */
  constructor(rules: BlokusRules, options: BlokusSimulatorOptions = {}) {
    this.result = { scores: [], winners: [] };
    this.winnerLists = [];
    this.useWasm = options.wasm !== false;
    this.pass = undefined;
    this.floatAt = this.coveringAt = this.startsAt = this.orthAt = 0;
    // Definite assignment for the compiler; `bind` sets every field.
    this.rulesNow = rules;
    this.table = rules.table;
    this.cells = this.row = this.colours = this.pieces = this.count = this.listStride = 0;
    this.seats = this.instances = this.scoring = this.recordStride = 0;
    this.recordAt = this.listsAt = this.marksAt = this.rootMarksAt = this.goneAt = this.attachAt = 0;
    this.twoSeats = this.five = false;
    this.colourSeat = new Int32Array(0);
    this.ring = knowledgeTables(rules.table).ring;
    this.mem = new Int32Array(0);
    this.bytes = this.snapshot = new Uint8Array(0);
    this.board = new Int8Array(0);
    this.corner = this.isStart = this.avail = this.blocked = this.listed = new Uint8Array(0);
    this.attachLen = this.attachDone = this.listLen = this.updatedPly = new Int32Array(0);
    this.squares = this.last = this.placed = this.fromRoot = this.scalars = new Int32Array(0);
    this.generation = this.locals = this.rootBuffer = new Int32Array(0);
    this.rootLists = [];
    this.float = new Float64Array(0);
    this.bind(rules);
    this.reset(new BlokusPosition(rules));
    if (options.priors === true) {
      this.state = new SimulatorState(rules, this.board, this.placed);
      this.priorsInto = (moves, count, out) => blokusPriors(this.readState(), moves, count, out);
    }
  }

  /**
   * Where the move lists' loops run: in WebAssembly (the default, where it can be compiled and
   * the pieces have at most five cells) or in JavaScript.
   */
  get loops(): 'webassembly' | 'javascript' {
    return this.pass === undefined ? 'javascript' : 'webassembly';
  }

  /** The rules of the games this engine plays (those of the last position given to {@link BlokusSimulator.reset}). */
  get rules(): BlokusRules {
    return this.rulesNow;
  }

  /** Sizes every array for `rules` (once per rules: a search resets to positions of one game). */
  private bind(rules: BlokusRules): void {
    const table = rules.table;
    const cells = rules.grid.size;
    const colours = rules.colours;
    const pieces = rules.pieceSet.pieces.length;
    this.rulesNow = rules;
    this.table = table;
    this.cells = cells;
    this.row = cells + 1;
    this.colours = colours;
    this.pieces = pieces;
    this.count = table.count;
    this.listStride = table.count + 1;
    this.seats = rules.seats;
    this.instances = rules.pieceSet.instances;
    this.colourSeat = Int32Array.from(rules.colourSeat);
    this.twoSeats = rules.seats === 2 && !rules.colourSeat.includes(ROTATING_SEAT);
    this.scoring = rules.scoring === 'basic' ? 1 : rules.scoring === 'positive' ? 2 : 0;
    const tables = simulatorTables(table);
    this.recordStride = tables.recordStride;
    this.five = packedRecords(table);
    this.ring = tables.ring;
    // The layout of `mem`'s buffer: the state — rows of words, bytes, words — then the records,
    // the lists and the marks.
    let at = 0;
    const take = (bytes: number, align: number) => {
      at = Math.ceil(at / align) * align;
      const start = at;
      at += bytes;
      return start;
    };
    take(4 * colours * this.row, 4); // the rows of values, at 0
    const gone = take(4 * colours * pieces, 4);
    const attach = take(4 * colours * cells, 4);
    const board = take(cells, 1);
    const corner = take(colours * cells, 1);
    const avail = take(colours * pieces, 1);
    const blocked = take(colours, 1);
    const listed = take(colours, 1);
    const ints = (n: number) => take(4 * n, 4);
    const attachLen = ints(colours);
    const attachDone = ints(colours);
    const listLen = ints(colours);
    const updatedPly = ints(colours);
    const squares = ints(colours);
    const last = ints(colours);
    const placed = ints(colours);
    const fromRoot = ints(colours);
    const scalars = ints(SCALARS);
    const state = at;
    const records = take(4 * tables.record.length, 16);
    // One slot more than a list can hold: the branch-free loops write one past its last move.
    const lists = take(4 * colours * this.listStride, 4);
    const marks = take(4 * colours * this.listStride, 4);
    const rootMarks = take(4 * colours * this.listStride, 4);
    // In WebAssembly's memory when the loops run there, with what else they read: `float`,
    // then the covering lists, where each starts and the grid's orthogonal neighbours.
    const covering = table.covering;
    const orth = rules.grid.orthogonal;
    const floatAt = take(8 * (WEIGHTS + this.listStride), 8);
    const coveringAt = take(4 * covering.data.length, 4);
    const startsAt = take(4 * covering.start.length, 4);
    const orthAt = take(4 * orth.length, 4);
    const wasm = this.useWasm && this.five ? listPass(at) : undefined;
    this.pass = wasm?.pass;
    this.floatAt = floatAt;
    this.coveringAt = coveringAt;
    this.startsAt = startsAt;
    this.orthAt = orthAt;
    const buffer = wasm?.memory.buffer ?? new ArrayBuffer(floatAt);
    this.mem = new Int32Array(buffer, 0, floatAt >>> 2);
    this.mem.set(tables.record, records >>> 2);
    this.recordAt = records >>> 2;
    this.listsAt = lists >>> 2;
    this.marksAt = marks >>> 2;
    this.rootMarksAt = rootMarks >>> 2;
    this.goneAt = gone >>> 2;
    this.attachAt = attach >>> 2;
    this.bytes = new Uint8Array(buffer, 0, state);
    this.snapshot = new Uint8Array(this.bytes.length);
    this.board = new Int8Array(buffer, board, cells);
    this.corner = new Uint8Array(buffer, corner, colours * cells);
    this.avail = new Uint8Array(buffer, avail, colours * pieces);
    this.blocked = new Uint8Array(buffer, blocked, colours);
    this.listed = new Uint8Array(buffer, listed, colours);
    this.attachLen = new Int32Array(buffer, attachLen, colours);
    this.attachDone = new Int32Array(buffer, attachDone, colours);
    this.listLen = new Int32Array(buffer, listLen, colours);
    this.updatedPly = new Int32Array(buffer, updatedPly, colours);
    this.squares = new Int32Array(buffer, squares, colours);
    this.last = new Int32Array(buffer, last, colours);
    this.placed = new Int32Array(buffer, placed, colours);
    this.fromRoot = new Int32Array(buffer, fromRoot, colours);
    this.scalars = new Int32Array(buffer, scalars, SCALARS);
    this.float =
      wasm === undefined
        ? new Float64Array(WEIGHTS + this.listStride)
        : new Float64Array(buffer, floatAt, WEIGHTS + this.listStride);
    this.float.set(WEIGHT);
    if (wasm !== undefined) {
      new Uint32Array(buffer, coveringAt, covering.data.length).set(covering.data);
      new Int32Array(buffer, startsAt, covering.start.length).set(covering.start);
      new Int32Array(buffer, orthAt, orth.length).set(orth);
    }
    this.generation = new Int32Array(colours);
    this.isStart = new Uint8Array(colours * cells);
    rules.starts.forEach((starts, c) => {
      for (const s of starts) this.isStart[c * cells + s] = 1;
    });
    this.locals = new Int32Array(cells);
    this.result.scores = new Array<number>(rules.seats).fill(0);
    this.winnerLists = Array.from({ length: rules.seats + 1 }, (_, n) => new Array<number>(n).fill(0));
  }

  /**
   * Takes `pos` as the start of every simulation from now on, and goes there (`pos` is read,
   * never kept): reads its state and builds every colour's move list. A position of other
   * rules than the last one's is fine (the arrays are then sized anew).
   */
  reset(pos: BlokusPosition): void {
    const rules = pos.rules;
    if (rules !== this.rulesNow) this.bind(rules);
    const { cells, colours, pieces, row, board, corner, mem, attachLen } = this;
    const { orthogonal: orth, diagonal: diag } = rules.grid;
    this.bytes.fill(0);
    for (let c = 0; c < cells; c++) board[c] = pos.colourAt(c);
    for (let k = 0; k < colours; k++) {
      const placed = pos.placedCount(k);
      const attach = this.attachAt + k * cells;
      for (let c = 0; c < cells; c++) {
        let forbidden = board[c] !== -1;
        let diagonal = false;
        for (let d = 4 * c; d < 4 * c + 4; d++) {
          if (orth[d]! >= 0 && board[orth[d]!] === k) forbidden = true;
          if (diag[d]! >= 0 && board[diag[d]!] === k) diagonal = true;
        }
        mem[k * row + c] = forbidden ? FORBIDDEN : 0;
        corner[k * cells + c] = diagonal ? 1 : 0;
        if (placed > 0 && diagonal && !forbidden) mem[attach + attachLen[k]!++] = c;
      }
      if (placed === 0) {
        for (const s of rules.starts[k]!) if (mem[k * row + s] === 0) mem[attach + attachLen[k]!++] = s;
      }
      for (const piece of pos.piecesLeft(k)) this.avail[k * pieces + piece]!++;
      for (let piece = 0; piece < pieces; piece++) {
        mem[this.goneAt + k * pieces + piece] = this.avail[k * pieces + piece]! > 0 ? 0 : FORBIDDEN;
      }
      this.squares[k] = pos.placedSquares(k);
      this.last[k] = pos.lastPiece(k);
      this.placed[k] = placed;
    }
    const s = this.scalars;
    const history = pos.history;
    const movers = pos.historyColours;
    for (let i = 0; i < LOCAL_MOVES; i++) {
      const h = history.length - LOCAL_MOVES + i;
      s[HISTORY + i] = h >= 0 ? history[h]! : -1;
      s[HISTORY + LOCAL_MOVES + i] = h >= 0 ? movers[h]! : -1;
    }
    const toMove = pos.colourToMove;
    s[CURRENT] = toMove < 0 ? 0 : toMove;
    s[OVER] = toMove < 0 ? 1 : 0;
    s[PLY] = 0;
    s[DEAD] = -1;
    // Every colour's list, built here once rather than in every simulation: a simulation starts
    // from these lists and only brings them up to date at each colour's first turn.
    this.mem.fill(0, this.marksAt);
    let total = 0;
    for (let k = 0; k < colours; k++) {
      this.listed[k] = 0;
      if (s[OVER] === 0) this.update(k, -1);
      this.updatedPly[k] = -1;
      total += this.listLen[k]!;
      // What building the list looked at becomes the marks of the start.
      const marks = this.marksAt + k * this.listStride;
      const rootMarks = this.rootMarksAt + k * this.listStride;
      const generation = this.generation[k]!;
      for (let p = 0; p < this.count; p++) mem[rootMarks + p] = mem[marks + p] === generation ? 1 : 0;
      this.fromRoot[k] = 1;
    }
    if (this.rootBuffer.length < total) this.rootBuffer = new Int32Array(2 * total);
    let at = 0;
    for (let k = 0; k < colours; k++) {
      const n = this.listLen[k]!;
      const list = this.rootBuffer.subarray(at, at + n);
      const from = this.listsAt + k * this.listStride;
      list.set(this.mem.subarray(from, from + n));
      this.rootLists[k] = list;
      at += n;
    }
    this.rootLists.length = colours;
    // What the simulations look at is marked apart from what the start's lists did.
    for (let k = 0; k < colours; k++) this.nextGeneration(k);
    this.snapshot.set(this.bytes);
  }

  /**
   * Goes back to the position given to {@link BlokusSimulator.reset}: one copy of the state and
   * one of each colour's move list there.
   */
  restore(): void {
    this.bytes.set(this.snapshot);
    for (let k = 0; k < this.colours; k++) {
      this.mem.set(this.rootLists[k]!, this.listsAt + k * this.listStride);
      this.nextGeneration(k);
    }
  }

  /**
   * Plays `move` for the colour to move (a move of the search tree), updating the state as a
   * playout's move does.
   *
   * @throws `IllegalMoveError` if the game is over or `move` is not a legal move here.
   */
  play(move: BlokusMove): void {
    // A move legal for the colour whose turn it is shows that colour can move: no need to bring
    // its list up to date (its next update takes the move into account, as after a playout's).
    let colour = this.scalars[CURRENT]!;
    if (this.scalars[OVER] === 1 || this.blocked[colour] === 1 || !this.isLegalFor(colour, move)) {
      colour = this.resolve();
      if (colour < 0) throw new IllegalMoveError('the game is over', Reason.GameOver);
      if (!this.isLegalFor(colour, move)) {
        throw new IllegalMoveError(`${describeValue(move)} is not a legal move here`, 'illegal');
      }
    }
    this.apply(colour, move);
  }

  /** The seat to move (colours with no move skipped), or -1 once the game is over. */
  turn(): number {
    const colour = this.resolve();
    return colour < 0 ? -1 : this.seatOf(colour);
  }

  /**
   * Plays on to the end of the game (or to an early stop, see the class notes), each move drawn
   * by the playout policy, pushing it and its seat to `record`, and returns the outcome: per
   * seat scores and winners as `BlokusPosition.outcome()` gives them. The object is reused by
   * the next call.
   */
  playout(rng: Rng, record: PlayoutRecord): Outcome {
    const mem = this.mem;
    const float = this.float;
    const lists = this.listsAt;
    const stride = this.listStride;
    for (;;) {
      const colour = this.resolve();
      if (colour < 0) break;
      if (this.scalars[DEAD]! >= 0 && this.decided()) break;
      // The first cumulative weight above a uniform point in [0, total): a binary search.
      const n = this.listLen[colour]!;
      const x = rng.nextFloat() * float[4608 + n - 1]!;
      let lo = 0;
      let hi = n - 1;
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if (float[4608 + mid]! > x) hi = mid;
        else lo = mid + 1;
      }
      const move = mem[lists + colour * stride + lo]!;
      record.push(move, this.seatOf(colour));
      this.apply(colour, move);
    }
    return this.outcome();
  }

  /**
   * The legal moves of the colour to move, in the order of its move list (not sorted), into
   * `out` (grown as needed), after the same update a playout makes; and with `weights` (room
   * for them), their cumulative playout weights, which the playout draws from. Returns how many
   * (0 once the game is over). Core's `Simulator.movesInto`: a search's expansions read the
   * moves of a node here.
   */
  movesInto(out: number[], weights?: Float64Array): number {
    const colour = this.resolve();
    if (colour < 0) return 0;
    const n = this.listLen[colour]!;
    const base = this.listsAt + colour * this.listStride;
    for (let i = 0; i < n; i++) out[i] = this.mem[base + i]!;
    if (weights !== undefined) weights.set(this.float.subarray(WEIGHTS, WEIGHTS + n));
    return n;
  }

  /** The colour to move (colours with no move skipped), or -1 once the game is over. */
  colourToMove(): number {
    return this.resolve();
  }

  // ---------------------------------------------------------------- internals

  /** {@link BlokusSimulator.state} brought up to the current state (made with `priors: true`). */
  private readState(): SimulatorState {
    const state = this.state!;
    state.rules = this.rulesNow;
    state.board = this.board;
    state.placed = this.placed;
    state.colourToMove = this.resolve();
    const s = this.scalars;
    const { history, historyColours } = state;
    history.length = historyColours.length = 0;
    for (let i = 0; i < LOCAL_MOVES; i++) {
      if (s[HISTORY + i]! < 0) continue;
      history.push(s[HISTORY + i]! as BlokusMove);
      historyColours.push(s[HISTORY + LOCAL_MOVES + i]!);
    }
    return state;
  }

  /** The seat playing `colour` now (classic3's Green goes round the seats). */
  private seatOf(colour: number): number {
    const seat = this.colourSeat[colour]!;
    return seat === ROTATING_SEAT ? this.placed[colour]! % this.seats : seat;
  }

  /**
   * The colour to move, found by skipping colours with no legal move (marked blocked for good),
   * its move list up to date; -1 once no colour can move.
   */
  private resolve(): number {
    const s = this.scalars;
    if (s[OVER] === 1) return -1;
    const ply = s[PLY]!;
    const colours = this.colours;
    let colour = s[CURRENT]!;
    for (let k = 0; k < colours; k++) {
      if (this.blocked[colour] === 0) {
        if (this.updatedPly[colour] !== ply) this.update(colour, ply);
        if (this.listLen[colour]! > 0) {
          s[CURRENT] = colour;
          return colour;
        }
        this.block(colour);
      }
      colour = colour + 1 === colours ? 0 : colour + 1;
    }
    s[OVER] = 1;
    return -1;
  }

  /** Marks `colour` as having no move for good, and its seat as done if all its colours are. */
  private block(colour: number): void {
    this.blocked[colour] = 1;
    if (!this.twoSeats) return;
    const seat = this.colourSeat[colour]!;
    for (let c = 0; c < this.colours; c++) if (this.colourSeat[c] === seat && this.blocked[c] === 0) return;
    this.scalars[DEAD] = seat;
  }

  /** Whether the seat with no move left (two seats) scores below the other: the winner is known. */
  private decided(): boolean {
    const dead = this.scalars[DEAD]!;
    return this.seatScore(dead) < this.seatScore(1 - dead);
  }

  /** The points of `colour` now, as `BlokusPosition.colourScore` counts them. */
  private colourScore(colour: number): number {
    const rules = this.rulesNow;
    const onBoard = this.squares[colour]!;
    const bonus =
      this.placed[colour] === this.instances
        ? rules.allPiecesBonus + (this.last[colour] === rules.pieceSet.monomino ? rules.monominoBonus : 0)
        : 0;
    if (this.scoring === 1) return onBoard - rules.pieceSet.squares;
    if (this.scoring === 2) return onBoard + bonus;
    return onBoard - rules.pieceSet.squares + bonus;
  }

  /** The points of `seat`: the sum over the colours it owns. */
  private seatScore(seat: number): number {
    let score = 0;
    for (let c = 0; c < this.colours; c++) if (this.colourSeat[c] === seat) score += this.colourScore(c);
    return score;
  }

  /** The seats' scores and winners now, into the reused result. */
  private outcome(): Outcome {
    const scores = this.result.scores;
    let best = Number.NEGATIVE_INFINITY;
    for (let seat = 0; seat < this.seats; seat++) {
      scores[seat] = this.seatScore(seat);
      if (scores[seat]! > best) best = scores[seat]!;
    }
    let count = 0;
    for (let seat = 0; seat < this.seats; seat++) if (scores[seat] === best) count++;
    const winners = this.winnerLists[count]!;
    count = 0;
    for (let seat = 0; seat < this.seats; seat++) if (scores[seat] === best) winners[count++] = seat;
    this.result.winners = winners;
    return this.result;
  }

  /**
   * Whether `move` is a legal placement for `colour`: a placement of a piece it has, on no
   * forbidden cell, covering one of its attach points (a cell diagonal to its pieces, or before
   * its first piece one of its starting points).
   */
  private isLegalFor(colour: number, move: number): boolean {
    if (!Number.isInteger(move) || move < 0 || move >= this.count) return false;
    if (this.sumOf(colour, move) >= FORBIDDEN) return false;
    const { cells, stride, size } = this.table;
    const attach = this.placed[colour] === 0 ? this.isStart : this.corner;
    const base = colour * this.cells;
    for (let j = move * stride; j < move * stride + size[move]!; j++)
      if (attach[base + cells[j]!] === 1) return true;
    return false;
  }

  /** The sum of `move`'s values for `colour` and its piece's (see {@link FORBIDDEN}). */
  private sumOf(colour: number, move: number): number {
    const mem = this.mem;
    const stride = this.recordStride;
    const r = this.recordAt + move * stride;
    const shift = colour * this.row;
    const gone = this.goneAt + colour * this.pieces;
    if (this.five) {
      const a = mem[r]!;
      const b = mem[r + 1]!;
      const c = mem[r + 2]!;
      return (
        mem[shift + (a & 0xffff)]! +
        mem[shift + (a >>> 16)]! +
        mem[shift + (b & 0xffff)]! +
        mem[shift + (b >>> 16)]! +
        mem[shift + (c & 0x7ff)]! +
        mem[gone + ((c >>> 11) & 0xff)]!
      );
    }
    let sum = mem[gone + mem[r + stride - 1]!]!;
    for (let j = r; j < r + stride - 2; j++) sum += mem[shift + mem[j]!]!;
    return sum;
  }

  /**
   * A new mark for `colour`'s placements looked at from now on (the marks are cleared when the
   * numbers run out, after two billion simulations).
   */
  private nextGeneration(colour: number): number {
    let g = this.generation[colour]! + 1;
    if (g === 0x7fffffff) {
      const base = this.marksAt + colour * this.listStride;
      this.mem.fill(0, base, base + this.listStride);
      g = 1;
    }
    this.generation[colour] = g;
    return g;
  }

  /**
   * Brings `colour`'s move list up to date at `ply` and weighs it (cumulative weights after
   * {@link WEIGHT} in `float`): drops the moves that became illegal, then adds the placements at
   * its new attach points; builds it from all its attach points when it has none.
   */
  private update(colour: number, ply: number): void {
    this.updatedPly[colour] = ply;
    const listBase = this.listsAt + colour * this.listStride;
    let n = this.listLen[colour]!;
    if (this.listed[colour] === 0) {
      // A new list: nothing looked at before.
      this.listed[colour] = 1;
      this.nextGeneration(colour);
      this.fromRoot[colour] = 0;
      this.attachDone[colour] = 0;
      n = 0;
    }
    const generation = this.generation[colour]!;
    const fromRoot = this.fromRoot[colour]!;
    const locals = this.markLocal(colour);
    const mem = this.mem;
    const float = this.float;
    const stride = this.recordStride;
    // The records' cells index colour 0's row of values: `shift` moves them to this colour's.
    const shift = colour * this.row;
    const rowAt = shift;
    const pieces = this.pieces;
    const goneAt = this.goneAt + colour * pieces;
    const five = this.five;
    const records = this.recordAt;
    // The moves still legal, weighed.
    const pass = this.pass;
    n =
      pass !== undefined
        ? pass.keep5(this.floatAt, records, listBase, n, shift, goneAt)
        : five
          ? keep5(mem, float, records, listBase, n, shift, goneAt)
          : keep(mem, float, records, stride, listBase, n, shift, goneAt);
    // The placements at the new attach points.
    const attachAt = this.attachAt + colour * this.cells;
    const end = this.attachLen[colour]!;
    const marksBase = this.marksAt + colour * this.listStride;
    const rootMarks = this.rootMarksAt - this.marksAt;
    if (pass !== undefined) {
      n = pass.addAttached(
        this.floatAt,
        records,
        this.coveringAt,
        this.startsAt,
        this.orthAt,
        attachAt,
        this.attachDone[colour]!,
        end,
        pieces,
        goneAt,
        marksBase,
        rootMarks,
        fromRoot,
        generation,
        shift,
        listBase,
        n,
      );
    } else {
      // JavaScript's loops read the grid and the covering lists where they are.
      const orth = this.rulesNow.grid.orthogonal;
      const { start: covStart, data: covData } = this.table.covering;
      for (let i = this.attachDone[colour]!; i < end; i++) {
        const a = mem[attachAt + i]!;
        if (mem[rowAt + a]! >= 32) continue;
        let sides = 0;
        for (let d = 0; d < 4; d++) {
          const nb = orth[4 * a + d]!;
          if (nb >= 0 && mem[rowAt + nb]! >= 32) sides |= 1 << d;
        }
        // The lists of the pieces the colour has, a run of adjacent lists (pieces in a row) at a time.
        const first = (a * 16 + sides) * pieces;
        for (let k = 0; k < pieces; k++) {
          if (mem[goneAt + k] !== 0) continue;
          const from = covStart[first + k]!;
          while (k + 1 < pieces && mem[goneAt + k + 1] === 0) k++;
          const to = covStart[first + k + 1]!;
          n = five
            ? add5(
                covData,
                mem,
                float,
                records,
                from,
                to,
                marksBase,
                rootMarks,
                fromRoot,
                generation,
                shift,
                listBase,
                n,
              )
            : addAny(
                covData,
                mem,
                float,
                records,
                stride,
                from,
                to,
                marksBase,
                rootMarks,
                fromRoot,
                generation,
                shift,
                listBase,
                n,
              );
        }
      }
    }
    this.attachDone[colour] = end;
    this.listLen[colour] = n;
    // Local points are only worth something while this colour's moves are weighed.
    const scratch = this.locals;
    for (let i = 0; i < locals; i++) mem[rowAt + scratch[i]!] = 0;
  }

  /**
   * Marks the local points for `colour` to move in its row of values (their worth, 1 or 2),
   * listing them in `locals`, and returns how many: the attach points that opposing colours
   * opened with the last {@link LOCAL_MOVES} moves and the cells beside them those colours may
   * still cover, as `blokusKnowledge.playoutMove` marks them. Cells forbidden to `colour` are
   * left alone (no move of its covers them).
   */
  private markLocal(colour: number): number {
    const s = this.scalars;
    const mem = this.mem;
    const row = this.row;
    const seat = this.colourSeat[colour]!;
    const { start, data } = this.table.corners;
    const orth = this.rulesNow.grid.orthogonal;
    const rowAt = colour * row;
    const corner = this.corner;
    const cornerAt = colour * this.cells;
    const locals = this.locals;
    let n = 0;
    for (let i = 0; i < LOCAL_MOVES; i++) {
      const move = s[HISTORY + i]!;
      if (move < 0) continue;
      const mover = s[HISTORY + LOCAL_MOVES + i]!;
      if (this.colourSeat[mover] === seat) continue;
      const moverAt = mover * row;
      for (let j = start[move]!, end = start[move + 1]!; j < end; j++) {
        const q = data[j]!;
        if (mem[moverAt + q]! >= 32) continue;
        // A point not yet marked and not forbidden to the colour: 1, or 2 where it could attach.
        if (mem[rowAt + q] === 0) {
          mem[rowAt + q] = 1 + corner[cornerAt + q]!;
          locals[n++] = q;
        }
        for (let d = 4 * q; d < 4 * q + 4; d++) {
          const side = orth[d]!;
          if (side >= 0 && mem[moverAt + side]! < 32 && mem[rowAt + side] === 0) {
            mem[rowAt + side] = 1 + corner[cornerAt + side]!;
            locals[n++] = side;
          }
        }
      }
    }
    return n;
  }

  /** Puts `colour`'s placement `p` on the board and updates the state (not the move lists). */
  private apply(colour: number, p: number): void {
    const s = this.scalars;
    s[PLY]!++;
    const table = this.table;
    const { cells: cellsOf, stride } = table;
    const size = table.size[p]!;
    const mem = this.mem;
    const row = this.row;
    const colours = this.colours;
    const cells = this.cells;
    for (let j = p * stride; j < p * stride + size; j++) {
      const cell = cellsOf[j]!;
      this.board[cell] = colour;
      for (let k = 0; k < colours; k++) mem[k * row + cell] = 32;
    }
    const rowAt = colour * row;
    const { start: ringStart, data: ringData } = this.ring;
    for (let j = ringStart[p]!, end = ringStart[p + 1]!; j < end; j++) mem[rowAt + ringData[j]!] = 32;
    const piece = table.piece[p]!;
    const at = colour * this.pieces + piece;
    if (--this.avail[at]! === 0) mem[this.goneAt + at] = 32;
    this.squares[colour]! += size;
    this.last[colour] = piece;
    if (++this.placed[colour]! === 1) {
      // The first piece: the starting points are no longer attach points; start the list anew.
      this.attachLen[colour] = 0;
      this.listed[colour] = 0;
    }
    const corner = this.corner;
    const cornerAt = colour * cells;
    const attachAt = this.attachAt + colour * cells;
    let attachLen = this.attachLen[colour]!;
    const { start, data } = table.corners;
    for (let j = start[p]!, end = start[p + 1]!; j < end; j++) {
      const q = data[j]!;
      if (corner[cornerAt + q] === 1) continue;
      corner[cornerAt + q] = 1;
      if (mem[rowAt + q] === 0) mem[attachAt + attachLen++] = q;
    }
    this.attachLen[colour] = attachLen;
    for (let i = 0; i < LOCAL_MOVES - 1; i++) {
      s[HISTORY + i] = s[HISTORY + i + 1]!;
      s[HISTORY + LOCAL_MOVES + i] = s[HISTORY + LOCAL_MOVES + i + 1]!;
    }
    s[HISTORY + LOCAL_MOVES - 1] = p;
    s[HISTORY + 2 * LOCAL_MOVES - 1] = colour;
    s[CURRENT] = colour + 1 === colours ? 0 : colour + 1;
  }
}

// ---------------------------------------------------------------- the move lists' loops
//
// Written for V8: each loop reads two typed arrays, `mem` and `float` (every access of a typed
// array in a loop is checked; the covering lists are a third in the adding loops), its
// constants are literals (32 for FORBIDDEN, 9 for SUM_BITS), index arithmetic is `| 0`, and
// it is branch-free (whether a move is legal is unpredictable). Pieces of at most five cells
// (every standard variant) have loops of their own over packed records (see
// `SimulatorTables.record`). A record's cells index colour 0's row of values: `shift` moves
// them to the colour's.

/**
 * Keeps the moves of a colour's list (`mem[base .. base + n)`) that are still legal — no cell
 * forbidden, the piece left (`mem[goneAt + piece]`) — in order, writing their cumulative
 * weights to `float` after {@link WEIGHT}; returns how many. Records start at `records`.
 */
function keep5(
  mem: Int32Array,
  float: Float64Array,
  records: number,
  base: number,
  n: number,
  shift: number,
  goneAt: number,
): number {
  let total = 0;
  let kept = base;
  const end = (base + n) | 0;
  // The cumulative weights start at WEIGHTS (4608), after the weight table.
  const cumulative = (4608 - base) | 0;
  for (let i = base; i < end; i = (i + 1) | 0) {
    const p = mem[i]!;
    const r = (records + (p << 2)) | 0;
    const a = mem[r]!;
    const b = mem[(r + 1) | 0]!;
    const c = mem[(r + 2) | 0]!;
    const sum =
      (mem[(shift + (a & 0xffff)) | 0]! +
        mem[(shift + (a >>> 16)) | 0]! +
        mem[(shift + (b & 0xffff)) | 0]! +
        mem[(shift + (b >>> 16)) | 0]! +
        mem[(shift + (c & 0x7ff)) | 0]! +
        mem[(goneAt + ((c >>> 11) & 0xff)) | 0]!) |
      0;
    total += float[(c >>> 19) | sum]!;
    mem[kept] = p;
    float[(cumulative + kept) | 0] = total;
    kept = (kept + ((sum - 32) >>> 31)) | 0;
  }
  return (kept - base) | 0;
}

/** {@link keep5} for records of a word per cell, `stride` words (size and piece in the last two). */
function keep(
  mem: Int32Array,
  float: Float64Array,
  records: number,
  stride: number,
  base: number,
  n: number,
  shift: number,
  goneAt: number,
): number {
  let total = 0;
  let kept = base;
  const cumulative = 4608 - base;
  for (let i = base; i < base + n; i++) {
    const p = mem[i]!;
    const r = records + p * stride;
    let sum = mem[goneAt + mem[r + stride - 1]!]!;
    for (let j = r; j < r + stride - 2; j++) sum += mem[shift + mem[j]!]!;
    total += float[mem[r + stride - 2]! | sum]!;
    mem[kept] = p;
    float[cumulative + kept] = total;
    kept += (sum - 32) >>> 31;
  }
  return kept - base;
}

/**
 * Appends to a colour's list (`mem[base ..]`, `n` long) the legal placements of
 * `covering[from .. to)` (of a piece the colour has) not looked at before in the list's life
 * (marks at `mem[marksBase + placement]`, of the start `rootMarks` further, counted when
 * `fromRoot` is 1: see `BlokusSimulator.mem`; marked now), with their cumulative weights;
 * returns the list's new length.
 */
function add5(
  covering: Uint16Array | Uint32Array,
  mem: Int32Array,
  float: Float64Array,
  records: number,
  from: number,
  to: number,
  marksBase: number,
  rootMarks: number,
  fromRoot: number,
  generation: number,
  shift: number,
  base: number,
  n: number,
): number {
  const cumulative = (4608 - base) | 0;
  let at = (base + n) | 0;
  let total = n > 0 ? float[(cumulative + at - 1) | 0]! : 0;
  for (let i = from; i < to; i = (i + 1) | 0) {
    const p = covering[i]!;
    const m = (marksBase + p) | 0;
    const now = mem[m]! ^ generation; // 0 when looked at in this simulation
    mem[m] = generation;
    // 1 when looked at before: in this simulation, or by the list of the start it continues.
    const seen = (((now | -now) >>> 31) ^ 1) | (mem[(m + rootMarks) | 0]! & fromRoot);
    const r = (records + (p << 2)) | 0;
    const a = mem[r]!;
    const b = mem[(r + 1) | 0]!;
    const c = mem[(r + 2) | 0]!;
    const sum =
      (mem[(shift + (a & 0xffff)) | 0]! +
        mem[(shift + (a >>> 16)) | 0]! +
        mem[(shift + (b & 0xffff)) | 0]! +
        mem[(shift + (b >>> 16)) | 0]! +
        mem[(shift + (c & 0x7ff)) | 0]!) |
      (seen << 6); // 64 (more than FORBIDDEN) when looked at before
    total += float[(c >>> 19) | sum]!;
    mem[at] = p;
    float[(cumulative + at) | 0] = total;
    at = (at + ((sum - 32) >>> 31)) | 0;
  }
  return (at - base) | 0;
}

/** {@link add5} for records of a word per cell (see {@link keep}). */
function addAny(
  covering: Uint16Array | Uint32Array,
  mem: Int32Array,
  float: Float64Array,
  records: number,
  stride: number,
  from: number,
  to: number,
  marksBase: number,
  rootMarks: number,
  fromRoot: number,
  generation: number,
  shift: number,
  base: number,
  n: number,
): number {
  const cumulative = 4608 - base;
  let at = base + n;
  let total = n > 0 ? float[cumulative + at - 1]! : 0;
  for (let i = from; i < to; i++) {
    const p = covering[i]!;
    const m = marksBase + p;
    const now = mem[m]! ^ generation;
    mem[m] = generation;
    const seen = (((now | -now) >>> 31) ^ 1) | (mem[m + rootMarks]! & fromRoot);
    const r = records + p * stride;
    let sum = 0;
    for (let j = r; j < r + stride - 2; j++) sum += mem[shift + mem[j]!]!;
    sum |= seen << 6;
    total += float[mem[r + stride - 2]! | sum]!;
    mem[at] = p;
    float[cumulative + at] = total;
    at += (sum - 32) >>> 31;
  }
  return at - base;
}
