/**
 * {@link TalpaSimulator}: Talpa playouts as a Monte Carlo search needs them — core's
 * `Simulator` over a compact state of its own, in one `Int32Array` restored by one copy, with
 * the legal moves and the winning squares kept as bit sets that every move updates where it
 * changed them.
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
import type { MoveTable } from './movetable.js';
import { Player } from './player.js';
import type { IllegalReason, TalpaMove, TalpaPosition } from './position.js';
import { talpaPriors } from './priors.js';

/** A square's mailbox value when empty (else the owner's seat). */
const EMPTY = -1;
/** What the mailbox reads for a neighbour off the board (index -1): neither empty nor a seat. */
const OFF_BOARD = 2;
/** A square of the position being read by `reset` that is still to be emptied. */
const TO_EMPTY = 3;

// The scalars at the start of `mem`.
/** The player to move. */
const SIDE = 0;
/** The winner, or -1 while the game runs. */
const WON = 1;
/** Red–blue orthogonally adjacent pairs: the number of captures open to either player. */
const PAIRS = 2;
/** The two piece counts (Red's, Blue's). */
const COUNTS = 3;
/** Room for the up to four regions an emptied square joins (scratch of `open`). */
const ROOTS = 5;
const SCALARS = 9;

/** The board edges of `player`'s path as bits of `MoveTable.edges`: Red 1 | 2, Blue 4 | 8. */
function edgesOf(player: number): number {
  return 3 << (2 * player);
}

/** The number of set bits of a 32-bit word. */
function popcount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  x = (x + (x >>> 4)) & 0x0f0f0f0f;
  return Math.imul(x, 0x01010101) >>> 24;
}

/** The position of the `k`-th lowest set bit of `x` (0-based; `x` has more than `k`). */
function selectBit(x: number, k: number): number {
  for (; k > 0; k--) x &= x - 1;
  return 31 - Math.clz32(x & -x);
}

/** Entries a square has in {@link neighbourWords}: a count and up to four (word, bits) pairs. */
const NEIGHBOUR_WORDS = 9;

const neighbourWordsOf = new WeakMap<MoveTable, Int32Array>();

/**
 * Per square of `table`'s board, its orthogonal neighbours as bitboard words: a count, then per
 * word that holds any of them its index and their bits ({@link NEIGHBOUR_WORDS} entries a
 * square). Built once per board.
 */
function neighbourWords(table: MoveTable): Int32Array {
  let out = neighbourWordsOf.get(table);
  if (out === undefined) {
    const { size, orthogonal } = table.grid;
    out = new Int32Array(NEIGHBOUR_WORDS * size);
    for (let c = 0; c < size; c++) {
      const at = NEIGHBOUR_WORDS * c;
      for (let k = 4 * c; k < 4 * c + 4; k++) {
        const nb = orthogonal[k]!;
        if (nb < 0) continue;
        let i = 0;
        while (i < out[at]! && out[at + 1 + 2 * i] !== nb >>> 5) i++;
        if (i === out[at]) {
          out[at]!++;
          out[at + 1 + 2 * i] = nb >>> 5;
        }
        out[at + 2 + 2 * i]! |= 1 << (nb & 31);
      }
    }
    neighbourWordsOf.set(table, out);
  }
  return out;
}

/** Options of a {@link TalpaSimulator}. */
export interface TalpaSimulatorOptions {
  /**
   * Whether it offers `priorsInto`: `talpaKnowledge`'s priors computed on its own state, so
   * that a search expands nodes with no position (default false; `talpaKnowledge.simulator`
   * sets it when the knowledge's priors are Talpa's own).
   */
  readonly priors?: boolean;
}

/**
 * Talpa's playout engine for a Monte Carlo search (core's `Simulator`, given by
 * `talpaKnowledge.simulator`), for every board and both no-move rules. Its playouts follow
 * `talpaKnowledge.playoutMove` draw for draw: at each ply the first winning move in ascending
 * id order when there is one (no random draw), else `moves[rng.int(count)]` of the legal moves
 * in ascending order — the very moves of a loop of `legalMovesInto`, `playoutMove` and `play`
 * on a {@link TalpaPosition} with an `Rng` of the same seed, and the same outcome. Its
 * `movesInto` lists the moves ascending and its `priorsInto` runs the knowledge's priors on its
 * own board, so a seeded search with a budget in simulations plays exactly as it did on
 * positions, only faster.
 *
 * - **Its own compact state**, in one `Int32Array`: the mailbox, the pieces as bitboards, a
 *   union-find over the empty squares whose roots keep the board edges their region touches
 *   (with path halving: nothing is undone, {@link TalpaSimulator.restore} copies the state
 *   back), each region's squares as a ring, and per board edge the bitboard of the squares
 *   whose emptying would reach it.
 * - **Captures kept incrementally**: every red–blue adjacent pair is a capture for each player
 *   (from their piece onto the other's). A move changes the pairs around the two squares it
 *   touches only, and sets or clears their two bits in the players' capture bit sets; the
 *   `k`-th capture in id order is found from a count per word. In the removal phase the mover's
 *   removals are their pieces' bits.
 * - **The win-now check in a few word operations**: a square gives a player a path when its
 *   emptying reaches both their edges, so the mover's winning squares are their pieces in both
 *   of their edges' bitboards and not in both of the opponent's. Those bitboards only grow:
 *   when a region reaches an edge, the neighbours of its squares are marked, at most once per
 *   square and edge in a game.
 * - **Outcomes** are the position's: the mover loses if the opponent now has a path, else wins
 *   with one of their own; with `noMove: 'lose'` a player left without pieces loses on their
 *   turn, with `'pass'` their only move is `pass`. A playout runs to the end of the game (its
 *   result is never certain earlier: random play can still open either path).
 *
 * Nothing is allocated per simulation or per move. A simulator serves one search at a time.
 *
 * @example
 * ```ts
 * const pos = talpa.create();
 * const sim = new TalpaSimulator(pos);
 * const moves: number[] = [];
 * const outcome = sim.playout(new Rng(1), { push: (move) => moves.push(move) });
 * outcome.winners; // the winner of one playout from pos, as talpaKnowledge plays it
 * sim.restore(); // back at pos, for the next simulation
 * ```
 */
export class TalpaSimulator implements Simulator<TalpaPosition> {
  /** The move table of the board being played. */
  private table: MoveTable;
  /** Whether a player with no piece left loses (`noMove: 'lose'`) rather than passes. */
  private lose = false;
  /** The whole state: the scalars, then the parts at the offsets below. */
  private mem: Int32Array;
  /** The state at the start given to {@link TalpaSimulator.reset}. */
  private snapshot: Int32Array;
  /** The mailbox as the priors read it: per square -1 (empty) or the owner's seat. */
  private owners: Int32Array;
  /** The mailbox (after one {@link OFF_BOARD} slot, so that a neighbour index of -1 reads it). */
  private boardAt = 0;
  /** The union-find: per empty square its parent, -1 at a root (and on occupied squares). */
  private parentAt = 0;
  /** Per root of the union-find, the board edges its region touches (bits as `MoveTable.edges`). */
  private edgeSetAt = 0;
  /** Per empty square, the next square of its region: each region a ring, joined by splicing. */
  private nextAt = 0;
  /**
   * Per board edge (bottom, top, left, right), the bitboard of the squares whose emptying would
   * join a region touching it: the squares on the edge, and the neighbours of every empty square
   * whose region touches it. Regions only grow and squares never fill again, so bits are only
   * ever set. Interleaved by word: word `w` of edge `e` at `4 * w + e`.
   */
  private nearAt = 0;
  /** The pieces: Red's bitboard (`words` words), then Blue's. */
  private piecesAt = 0;
  /** Per player, the bit set of their legal captures by id (`capWords` words each). */
  private capsAt = 0;
  /** Per player and word of their capture bit set, its set bits. */
  private capCountsAt = 0;
  // After the state, which `restore` copies, the board's tables, so that the hot loops read one
  // typed array (V8 checks every typed array a loop reads, at every access).
  /** Per `4 * cell + direction`: the neighbour, -1 off the board (as `Grid.orthogonal`). */
  private orthAt = 0;
  /** Per `4 * cell + direction`: the capture id from `cell` onto the neighbour, -1 off the board. */
  private captureIdAt = 0;
  /** Per `4 * cell + direction`: the capture id the other way, from the neighbour onto `cell`. */
  private reverseIdAt = 0;
  /** Per capture id: the capturer's square, then (at `toAt`) the captured square. */
  private fromAt = 0;
  private toAt = 0;
  /** Per square: the board edges it lies on (as `MoveTable.edges`). */
  private edgesAt = 0;
  /**
   * Per square, its neighbours as bitboard words: a count (1 to 4), then that many pairs of a
   * word index and the neighbours' bits in it ({@link NEIGHBOUR_WORDS} entries a square).
   */
  private neighbourWordsAt = 0;
  /** 32-bit words of a bitboard, and of a capture bit set. */
  private words = 0;
  private capWords = 0;
  /** The outcome of each winner, returned by {@link TalpaSimulator.playout}. */
  private readonly outcomes: readonly [Outcome, Outcome] = [
    { scores: [1, -1], winners: [Player.Red] },
    { scores: [-1, 1], winners: [Player.Blue] },
  ];

  /**
   * Writes to `out[0 .. count)` the priors of `moves[0 .. count)`, legal moves of the current
   * state: `talpaKnowledge.priors` of this state, computed on the simulator's own board. Only
   * on a simulator made with `priors: true`.
   */
  readonly priorsInto?: (moves: readonly TalpaMove[], count: number, out: Float64Array) => void;

  /**
   * @param pos - the first start (see {@link TalpaSimulator.reset}); read, never kept.
   * @param options - whether to offer `priorsInto`.
   */
  constructor(pos: TalpaPosition, options: TalpaSimulatorOptions = {}) {
    this.table = pos.table;
    this.mem = this.snapshot = this.owners = new Int32Array(0);
    this.bind(pos.table);
    this.reset(pos);
    if (options.priors === true) {
      this.priorsInto = (moves, count, out) => {
        const mem = this.mem;
        talpaPriors(this.table, this.owners, mem[SIDE] as Player, mem[PAIRS]! > 0, moves, count, out);
      };
    }
  }

  /** Sizes the state for `table`'s board (once per board: a search resets to positions of one game). */
  private bind(table: MoveTable): void {
    const { size, words } = table.grid;
    this.table = table;
    this.words = words;
    this.capWords = (table.captures + 31) >>> 5;
    let at = SCALARS;
    this.boardAt = at + 1;
    at += size + 1;
    this.parentAt = at;
    at += size;
    this.edgeSetAt = at;
    at += size;
    this.nextAt = at;
    at += size;
    this.nearAt = at;
    at += 4 * words;
    this.piecesAt = at;
    at += 2 * words;
    this.capsAt = at;
    at += 2 * this.capWords;
    this.capCountsAt = at;
    at += 2 * this.capWords;
    const state = at;
    this.orthAt = at;
    at += 4 * size;
    this.captureIdAt = at;
    at += 4 * size;
    this.reverseIdAt = at;
    at += 4 * size;
    this.fromAt = at;
    at += table.captures;
    this.toAt = at;
    at += table.captures;
    this.edgesAt = at;
    at += size;
    this.neighbourWordsAt = at;
    at += NEIGHBOUR_WORDS * size;
    this.mem = new Int32Array(at);
    this.snapshot = new Int32Array(state);
    this.owners = this.mem.subarray(this.boardAt, this.boardAt + size);
    this.mem.set(table.grid.orthogonal, this.orthAt);
    this.mem.set(table.captureAt, this.captureIdAt);
    for (let k = 0; k < 4 * size; k++) {
      const nb = table.grid.orthogonal[k]!;
      this.mem[this.reverseIdAt + k] = nb < 0 ? -1 : table.captureAt[4 * nb + ((k & 3) ^ 2)]!;
    }
    this.mem.set(table.from, this.fromAt);
    this.mem.set(table.to, this.toAt);
    this.mem.set(table.edges, this.edgesAt);
    this.mem.set(neighbourWords(table), this.neighbourWordsAt);
  }

  /**
   * Takes `pos` as the start of every simulation from now on, and goes there (`pos` is read,
   * never modified or kept). A position of another board than the last one's is fine (the
   * state is then sized anew).
   */
  reset(pos: TalpaPosition): void {
    const table = pos.table;
    if (table !== this.table) this.bind(table);
    this.lose = pos.settings.noMove === 'lose';
    const { size, orthogonal: orth } = table.grid;
    const mem = this.mem;
    const board = this.boardAt;
    mem.fill(0, 0, this.snapshot.length);
    mem.fill(-1, this.parentAt, this.parentAt + size);
    mem[board - 1] = OFF_BOARD;
    // Emptying a square on an edge reaches that edge.
    for (let c = 0; c < size; c++) {
      for (let x = table.edges[c]!; x !== 0; x &= x - 1) {
        mem[this.nearAt + 4 * (c >>> 5) + 31 - Math.clz32(x & -x)]! |= 1 << (c & 31);
      }
    }
    // The pieces; then the empty squares, opened one by one as the moves that emptied them were.
    for (let c = 0; c < size; c++) {
      const owner = pos.pieceAt(c);
      if (owner === undefined) {
        mem[board + c] = TO_EMPTY;
        continue;
      }
      mem[board + c] = owner;
      mem[this.piecesAt + owner * this.words + (c >>> 5)]! |= 1 << (c & 31);
      mem[COUNTS + owner]!++;
    }
    for (let c = 0; c < size; c++) {
      if (mem[board + c] !== TO_EMPTY) continue;
      mem[board + c] = EMPTY;
      this.open(c);
    }
    // Every simulation starts from this state: its regions one step from their roots.
    for (let c = 0; c < size; c++) {
      if (mem[board + c] === EMPTY && mem[this.parentAt + c]! >= 0) mem[this.parentAt + c] = this.root(c);
    }
    // Each red–blue pair once, from its southern or western square.
    for (let c = 0; c < size; c++) {
      const owner = mem[board + c]!;
      if (owner < 0) continue;
      for (let d = 0; d < 2; d++) {
        const nb = orth[4 * c + d]!;
        if (mem[board + nb] === 1 - owner) this.togglePair(4 * c + d, owner, 1);
      }
    }
    mem[SIDE] = pos.turn;
    mem[WON] = pos.winner ?? -1;
    this.snapshot.set(mem.subarray(0, this.snapshot.length));
  }

  /** Goes back to the position given to {@link TalpaSimulator.reset}: one copy of the state (not of the tables after it). */
  restore(): void {
    this.mem.set(this.snapshot);
  }

  /**
   * Plays `move` (a move of the search tree) as a playout's move is played.
   *
   * @throws `IllegalMoveError` (with the reason `TalpaPosition.play` gives) if `move` is not
   *   legal here; the state is then unchanged.
   */
  play(move: TalpaMove): void {
    const why = this.illegalReason(move);
    if (why !== undefined)
      throw new IllegalMoveError(`${describeValue(move)} is not legal here (${why})`, why);
    this.apply(move);
  }

  /** The seat to move, or -1 once the game is over. */
  turn(): number {
    return this.mem[WON]! >= 0 ? -1 : this.mem[SIDE]!;
  }

  /**
   * Plays on to the end of the game with `talpaKnowledge`'s playout policy, pushing every move
   * and its mover to `record`, and returns the outcome: `TalpaPosition.outcome()`'s (the
   * object is reused by the next call).
   */
  playout(rng: Rng, record: PlayoutRecord): Outcome {
    const mem = this.mem;
    while (mem[WON]! < 0) {
      const me = mem[SIDE]!;
      // A win, when there is one, takes no random draw (as in `playoutMove`).
      let move = this.winningMove(me);
      if (move < 0) move = this.randomMove(me, rng);
      record.push(move, me);
      this.apply(move);
    }
    return this.outcomes[mem[WON]!]!;
  }

  /**
   * Writes the legal moves of the current state to `out` (grown as needed), ascending as
   * `TalpaPosition.legalMovesInto` writes them, and returns how many: 0 once the game is over.
   */
  movesInto(out: TalpaMove[]): number {
    const mem = this.mem;
    if (mem[WON]! >= 0) return 0;
    const me = mem[SIDE]!;
    let n = 0;
    if (mem[PAIRS]! > 0) {
      const caps = this.capsAt + me * this.capWords;
      for (let w = 0; w < this.capWords; w++) {
        for (let x = mem[caps + w]!; x !== 0; x &= x - 1) {
          out[n++] = ((w << 5) + 31 - Math.clz32(x & -x)) as TalpaMove;
        }
      }
      return n;
    }
    if (mem[COUNTS + me] === 0) {
      out[0] = this.table.pass as TalpaMove;
      return 1;
    }
    const pieces = this.piecesAt + me * this.words;
    const base = this.table.removalBase;
    for (let w = 0; w < this.words; w++) {
      for (let x = mem[pieces + w]!; x !== 0; x &= x - 1) {
        out[n++] = (base + (w << 5) + 31 - Math.clz32(x & -x)) as TalpaMove;
      }
    }
    return n;
  }

  // ---------------------------------------------------------------- internals

  /** Why `move` is not legal here (`TalpaPosition.illegalReason`'s reasons), or `undefined`. */
  private illegalReason(move: number): IllegalReason | undefined {
    const t = this.table;
    if (!t.contains(move)) return Reason.NotAMove;
    const mem = this.mem;
    if (mem[WON]! >= 0) return Reason.GameOver;
    const me = mem[SIDE]!;
    const board = this.boardAt;
    if (move < t.captures) {
      if (mem[board + t.from[move]!] !== me) return 'not-your-piece';
      return mem[board + t.to[move]!] === 1 - me ? undefined : 'no-enemy';
    }
    if (move < t.pass) {
      if (mem[PAIRS]! > 0) return 'capture-required';
      return mem[board + move - t.removalBase] === me ? undefined : 'not-your-piece';
    }
    return mem[COUNTS + me] === 0 ? undefined : 'has-pieces';
  }

  /**
   * The move `rng` draws uniformly among the legal moves of `me`, as `moves[rng.int(count)]`
   * over the ascending list draws it: the `k`-th capture by id, else the `k`-th own piece's
   * removal, else `pass` (drawn too, from one move, as the policy draws it).
   */
  private randomMove(me: number, rng: Rng): number {
    const mem = this.mem;
    const pairs = mem[PAIRS]!;
    if (pairs > 0) {
      let k = rng.int(pairs);
      const counts = this.capCountsAt + me * this.capWords;
      let w = 0;
      for (let c = mem[counts]!; k >= c; c = mem[counts + w]!) {
        k -= c;
        w++;
      }
      return (w << 5) + selectBit(mem[this.capsAt + me * this.capWords + w]!, k);
    }
    const pieces = mem[COUNTS + me]!;
    if (pieces === 0) {
      rng.int(1);
      return this.table.pass;
    }
    let k = rng.int(pieces);
    const at = this.piecesAt + me * this.words;
    let w = 0;
    for (let c = popcount(mem[at]!); k >= c; c = popcount(mem[at + w]!)) {
      k -= c;
      w++;
    }
    return this.table.removalBase + (w << 5) + selectBit(mem[at + w]!, k);
  }

  /**
   * The first move of `me` in ascending id order that wins at once — it empties a square that
   * gives `me` a path and not the opponent — or -1. A move's square decides, so the squares are
   * judged in ascending order: the first winning one's first capture (or its removal) is the
   * first winning move. A square gives a player a path when its emptying reaches both their
   * edges: its bits in both their edges' bitboards ({@link TalpaSimulator.nearAt}).
   */
  private winningMove(me: number): number {
    const mem = this.mem;
    const words = this.words;
    const pieces = this.piecesAt + me * words;
    // Red's edges have bitboards 0 and 1 (bottom, top), Blue's 2 and 3 (left, right).
    const mine = this.nearAt + 2 * me;
    const theirs = this.nearAt + 2 * (1 - me);
    const capture = mem[PAIRS]! > 0;
    for (let w = 0; w < words; w++) {
      let x = mem[pieces + w]! & mem[mine + 4 * w]! & mem[mine + 4 * w + 1]!;
      if (x === 0) continue;
      x &= ~(mem[theirs + 4 * w]! & mem[theirs + 4 * w + 1]!);
      for (; x !== 0; x &= x - 1) {
        const c = (w << 5) + 31 - Math.clz32(x & -x);
        if (!capture) return this.table.removalBase + c;
        // In the capture phase the square empties only by a capture from it: its first.
        const move = this.firstCapture(c, 1 - me);
        if (move >= 0) return move;
      }
    }
    return -1;
  }

  /** The lowest capture id from `cell` onto a piece of `them`, or -1 if it has none. */
  private firstCapture(cell: number, them: number): number {
    const mem = this.mem;
    const board = this.boardAt;
    const orth = this.orthAt;
    for (let k = 4 * cell; k < 4 * cell + 4; k++) {
      if (mem[board + mem[orth + k]!] === them) return mem[this.captureIdAt + k]!;
    }
    return -1;
  }

  /** Plays a legal `move` of the side to move, and decides the game as `TalpaPosition.play` does. */
  private apply(move: number): void {
    const mem = this.mem;
    const t = this.table;
    const me = mem[SIDE]!;
    const them = 1 - me;
    mem[SIDE] = them;
    let emptied: number;
    if (move < t.captures) {
      emptied = mem[this.fromAt + move]!;
      this.capture(emptied, mem[this.toAt + move]!, me);
    } else if (move < t.pass) {
      emptied = move - t.removalBase;
      // Removals come only once no red–blue pair is left: no capture changes.
      mem[this.boardAt + emptied] = EMPTY;
      mem[this.piecesAt + me * this.words + (emptied >>> 5)]! &= ~(1 << (emptied & 31));
      mem[COUNTS + me]!--;
    } else {
      return; // a pass changes no path
    }
    const edges = this.open(emptied);
    if ((edges & edgesOf(them)) === edgesOf(them)) mem[WON] = them;
    else if ((edges & edgesOf(me)) === edgesOf(me)) mem[WON] = me;
    else if (this.lose && mem[COUNTS + them] === 0) mem[WON] = me;
  }

  /** `me`'s piece on `from` takes the enemy piece on `to`: the board, pieces and captures. */
  private capture(from: number, to: number, me: number): void {
    const mem = this.mem;
    const board = this.boardAt;
    const them = 1 - me;
    // The piece leaves `from`: its pairs go (the one with `to` among them).
    for (let k = 4 * from; k < 4 * from + 4; k++) {
      if (mem[board + mem[this.orthAt + k]!] === them) this.togglePair(k, me, -1);
    }
    mem[board + from] = EMPTY;
    const pieces = this.piecesAt;
    const words = this.words;
    mem[pieces + me * words + (from >>> 5)]! &= ~(1 << (from & 31));
    // `to` turns from theirs to mine: its pairs with my pieces go, pairs with theirs come.
    for (let k = 4 * to; k < 4 * to + 4; k++) {
      const v = mem[board + mem[this.orthAt + k]!]!;
      if (v === me) this.togglePair(k, them, -1);
      else if (v === them) this.togglePair(k, me, 1);
    }
    mem[board + to] = me;
    const bit = 1 << (to & 31);
    mem[pieces + them * words + (to >>> 5)]! &= ~bit;
    mem[pieces + me * words + (to >>> 5)]! |= bit;
    mem[COUNTS + them]!--;
  }

  /**
   * Adds (`delta` 1) or removes (-1) the red–blue pair of a square held by `owner` and its
   * neighbour in the direction of `k` (`4 * square + direction`): `owner`'s capture from the
   * square onto the neighbour and the other player's the other way.
   */
  private togglePair(k: number, owner: number, delta: number): void {
    const mem = this.mem;
    const capWords = this.capWords;
    const mine = mem[this.captureIdAt + k]!;
    const theirs = mem[this.reverseIdAt + k]!;
    const w = owner * capWords + (mine >>> 5);
    const v = (1 - owner) * capWords + (theirs >>> 5);
    mem[this.capsAt + w]! ^= 1 << (mine & 31);
    mem[this.capCountsAt + w]! += delta;
    mem[this.capsAt + v]! ^= 1 << (theirs & 31);
    mem[this.capCountsAt + v]! += delta;
    mem[PAIRS]! += delta;
  }

  /**
   * Joins the newly empty `cell` to its empty neighbours' regions as the root of their union,
   * marks the neighbours of every square of it that reaches a new edge (see
   * {@link TalpaSimulator.nearAt}), and returns the board edges the union touches: only this
   * region changed, so a new path can only run through it.
   */
  private open(cell: number): number {
    const mem = this.mem;
    const board = this.boardAt;
    const parent = this.parentAt;
    const edgeSet = this.edgeSetAt;
    const next = this.nextAt;
    const orth = this.orthAt;
    let edges = mem[this.edgesAt + cell]!;
    let joined = 0;
    for (let k = cell * 4, end = k + 4; k < end; k++) {
      const nb = mem[orth + k]!;
      if (mem[board + nb] !== EMPTY) continue; // off the board reads OFF_BOARD
      const root = this.root(nb);
      if (root === cell) continue;
      edges |= mem[edgeSet + root]!;
      mem[parent + root] = cell;
      mem[ROOTS + joined++] = root;
    }
    mem[edgeSet + cell] = edges;
    mem[next + cell] = cell;
    if (edges !== 0) this.reach(cell, edges);
    for (let i = 0; i < joined; i++) {
      const root = mem[ROOTS + i]!;
      // The region's squares reach the edges it did not touch yet; then its ring joins `cell`'s.
      const gained = edges & ~mem[edgeSet + root]!;
      if (gained !== 0) {
        let q = root;
        do {
          this.reach(q, gained);
          q = mem[next + q]!;
        } while (q !== root);
      }
      const after = mem[next + cell]!;
      mem[next + cell] = mem[next + root]!;
      mem[next + root] = after;
    }
    return edges;
  }

  /** The root of an empty square's region, halving the path on the way (nothing is undone). */
  private root(cell: number): number {
    const mem = this.mem;
    const parent = this.parentAt;
    for (let up = mem[parent + cell]!; up >= 0; up = mem[parent + cell]!) {
      const next = mem[parent + up]!;
      if (next < 0) return up;
      mem[parent + cell] = next;
      cell = next;
    }
    return cell;
  }

  /**
   * Marks the neighbours of the empty `cell` near each board edge of `edges` (bits 1, 2, 4, 8):
   * a word of neighbours at a time, and every edge's word written, with the bits or with none
   * (which edges a region reaches is random: a branch per edge would be mispredicted).
   */
  private reach(cell: number, edges: number): void {
    const mem = this.mem;
    const at = this.neighbourWordsAt + NEIGHBOUR_WORDS * cell;
    const bottom = -(edges & 1);
    const top = -((edges >>> 1) & 1);
    const left = -((edges >>> 2) & 1);
    const right = -((edges >>> 3) & 1);
    for (let i = at + 1, end = at + 1 + 2 * mem[at]!; i < end; i += 2) {
      const near = this.nearAt + 4 * mem[i]!;
      const bits = mem[i + 1]!;
      mem[near]! |= bits & bottom;
      mem[near + 1]! |= bits & top;
      mem[near + 2]! |= bits & left;
      mem[near + 3]! |= bits & right;
    }
  }
}
