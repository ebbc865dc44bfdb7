/**
 * {@link SearchTree}: the tree of {@link MctsSearch} in typed arrays — one row per node across
 * a few parallel arrays (struct of arrays), no object per node and no allocation per
 * simulation. A node's children are one contiguous block of rows, created together when the
 * node is expanded, best prior first. Memory is bounded: the arrays grow by doubling up to
 * `maxNodes` rows; when they are full the search prunes the tree in place
 * ({@link SearchTree.compact}), as Pentobi does, and moving the root to a later position
 * (tree reuse) compacts the kept subtree the same way.
 *
 * @module
 */

import { OptionsError } from '@quadrille/core';

/** The row of the root: always 0 (a compaction moves a new root there). */
export const ROOT = 0;

/** {@link SearchTree.turn} of a node not expanded yet (its seat to move is not known). */
export const UNKNOWN_TURN = -2;
/** {@link SearchTree.turn} of a finished game. */
export const OVER = -1;

/**
 * Bytes of one node: move, visits, first child, child count, solved entry (4 bytes each), the
 * mean, prior, RAVE mean (Float32) and RAVE count (4 bytes each), and the seat to move (1).
 */
export const NODE_BYTES = 37;

/** The default of `maxNodes`: 6M nodes, about 222 MB at {@link NODE_BYTES} a node. */
export const DEFAULT_MAX_NODES = 6_000_000;

/** The rows allocated at first (then doubled as needed). */
const INITIAL_ROWS = 1024;

/** The tree's rows and what each column means; see the module comment. */
export class SearchTree {
  /** The move from the parent (-1 at the root). */
  move: Int32Array;
  /** Simulations through the node. */
  visits: Int32Array;
  /** The mean reward of those simulations for the seat that played {@link SearchTree.move}. */
  mean: Float32Array;
  /** The knowledge's prior of the move for its player, in [0, 1] (0.5 without knowledge). */
  prior: Float32Array;
  /** RAVE: simulations from the parent in which the parent's mover played this move later. */
  raveCount: Int32Array;
  /** RAVE: the parent mover's mean reward over those simulations. */
  raveMean: Float32Array;
  /** The first child's row, or -1 while the node is not expanded. */
  first: Int32Array;
  /** The number of children (0 while not expanded, and for a finished game). */
  count: Int32Array;
  /** The seat to move, {@link OVER} for a finished game, {@link UNKNOWN_TURN} before expansion. */
  turn: Int8Array;
  /** The node's entry in {@link SearchTree.solvedValues} once solved (MCTS-solver), else -1. */
  solved: Int32Array;
  /**
   * Exact results of solved nodes, `seats + 1` numbers an entry: the reward of each seat, then
   * the plies to the end of the game with best play. Entries are never moved or freed during a
   * search (solved nodes are few).
   */
  solvedValues: Float64Array;
  private solvedEntries = 0;
  /** Rows in use: the next block starts here. */
  size = 0;
  /** Rows allocated. */
  private rows: number;
  /** Whether an allocation failed since the last compaction: the search should prune. */
  full = false;
  readonly seats: number;
  readonly maxNodes: number;

  /**
   * @param seats - the game's seats (length of a solved entry's rewards).
   * @param maxNodes - the most rows the tree may hold (at least 2).
   */
  constructor(seats: number, maxNodes: number = DEFAULT_MAX_NODES) {
    if (!Number.isSafeInteger(maxNodes) || maxNodes < 2) {
      throw new OptionsError(`maxNodes must be an integer ≥ 2, got ${String(maxNodes)}`);
    }
    this.seats = seats;
    this.maxNodes = maxNodes;
    this.rows = Math.min(INITIAL_ROWS, maxNodes);
    this.move = new Int32Array(this.rows);
    this.visits = new Int32Array(this.rows);
    this.mean = new Float32Array(this.rows);
    this.prior = new Float32Array(this.rows);
    this.raveCount = new Int32Array(this.rows);
    this.raveMean = new Float32Array(this.rows);
    this.first = new Int32Array(this.rows);
    this.count = new Int32Array(this.rows);
    this.turn = new Int8Array(this.rows);
    this.solved = new Int32Array(this.rows);
    this.solvedValues = new Float64Array(8 * (seats + 1));
    this.clear();
  }

  /** Back to a lone root, not expanded. */
  clear(): void {
    this.size = 0;
    this.full = false;
    this.solvedEntries = 0;
    this.allocate(1);
    this.init(ROOT, -1, 0.5);
  }

  /**
   * Reserves `n` contiguous rows and returns the first, or -1 (setting {@link SearchTree.full})
   * when that would pass `maxNodes`. The rows' columns are not initialised: see
   * {@link SearchTree.init}.
   */
  allocate(n: number): number {
    const start = this.size;
    if (start + n > this.rows) {
      if (start + n > this.maxNodes) {
        this.full = true;
        return -1;
      }
      let rows = this.rows;
      while (rows < start + n) rows *= 2;
      this.resize(Math.min(rows, this.maxNodes));
    }
    this.size = start + n;
    return start;
  }

  /** Makes row `i` a new leaf for `move` with its prior. */
  init(i: number, move: number, prior: number): void {
    this.move[i] = move;
    this.visits[i] = 0;
    this.mean[i] = 0;
    this.prior[i] = prior;
    this.raveCount[i] = 0;
    this.raveMean[i] = 0;
    this.first[i] = -1;
    this.count[i] = 0;
    this.turn[i] = UNKNOWN_TURN;
    this.solved[i] = -1;
  }

  /** Records the exact result of node `i`: `rewards` per seat, reached in `plies` moves. */
  solve(i: number, rewards: ArrayLike<number>, plies: number): void {
    const width = this.seats + 1;
    let entry = this.solved[i]!;
    if (entry < 0) {
      entry = this.solvedEntries++;
      if (entry * width + width > this.solvedValues.length) {
        const grown = new Float64Array(2 * this.solvedValues.length);
        grown.set(this.solvedValues);
        this.solvedValues = grown;
      }
      this.solved[i] = entry;
    }
    const at = entry * width;
    for (let s = 0; s < this.seats; s++) this.solvedValues[at + s] = rewards[s]!;
    this.solvedValues[at + this.seats] = plies;
  }

  /** The exact reward of `seat` at solved node `i`. */
  solvedReward(i: number, seat: number): number {
    return this.solvedValues[this.solved[i]! * (this.seats + 1) + seat]!;
  }

  /** The plies to the end with best play from solved node `i`. */
  solvedPlies(i: number): number {
    return this.solvedValues[this.solved[i]! * (this.seats + 1) + this.seats]!;
  }

  /** The exact rewards of solved node `i`, copied into `out`. */
  solvedRewards(i: number, out: Float64Array): void {
    const at = this.solved[i]! * (this.seats + 1);
    for (let s = 0; s < this.seats; s++) out[s] = this.solvedValues[at + s]!;
  }

  /**
   * Frees every row not under the root's kept part, in place: the root's children are always
   * kept, and the children of any other node only if it has at least `minVisits` simulations
   * (a node below that becomes a leaf again, keeping its own statistics). With `newRoot`, that
   * node's row first becomes the root (tree reuse), and what is not below it goes. Rows move
   * down to close the gaps (blocks keep their order), so every row index changes: call it
   * between simulations only.
   */
  compact(minVisits: number, newRoot = ROOT): void {
    if (newRoot !== ROOT) this.copyRow(newRoot, ROOT);
    // Mark: the length of each kept block at its first row (0 elsewhere). Rows not reached
    // stay 0, and a node whose block is dropped is made a leaf.
    const blockLength = new Int32Array(this.size);
    const stack: number[] = [ROOT];
    while (stack.length > 0) {
      const n = stack.pop()!;
      const count = this.count[n]!;
      if (count === 0) continue;
      if (n !== ROOT && this.visits[n]! < minVisits) {
        this.first[n] = -1;
        this.count[n] = 0;
        continue;
      }
      const first = this.first[n]!;
      blockLength[first] = count;
      for (let c = first; c < first + count; c++) stack.push(c);
    }
    // Where each kept block goes: blocks keep their order, so a block only ever moves down and
    // the parent's pointer can be set before any row moves (it moves with its own block).
    let cursor = 1;
    const dest = new Int32Array(this.size);
    for (let a = 1; a < this.size; a++) {
      const length = blockLength[a]!;
      if (length === 0) continue;
      dest[a] = cursor;
      cursor += length;
      a += length - 1;
    }
    // The parents are kept rows: point each at its block's new place, then move the blocks.
    for (let a = 0; a < this.size; a++) {
      if (this.count[a]! > 0 && blockLength[this.first[a]!]! > 0) this.first[a] = dest[this.first[a]!]!;
    }
    for (let a = 1; a < this.size; a++) {
      const length = blockLength[a]!;
      if (length === 0) continue;
      this.moveRows(a, dest[a]!, length);
      a += length - 1;
    }
    this.size = cursor;
    this.full = false;
  }

  private copyRow(from: number, to: number): void {
    this.moveRows(from, to, 1);
  }

  /** Copies rows `from .. from + n` to `to ..` in every column (`to` ≤ `from`, or disjoint). */
  private moveRows(from: number, to: number, n: number): void {
    if (from === to) return;
    const end = from + n;
    this.move.copyWithin(to, from, end);
    this.visits.copyWithin(to, from, end);
    this.mean.copyWithin(to, from, end);
    this.prior.copyWithin(to, from, end);
    this.raveCount.copyWithin(to, from, end);
    this.raveMean.copyWithin(to, from, end);
    this.first.copyWithin(to, from, end);
    this.count.copyWithin(to, from, end);
    this.turn.copyWithin(to, from, end);
    this.solved.copyWithin(to, from, end);
  }

  private resize(rows: number): void {
    this.move = grow(this.move, new Int32Array(rows));
    this.visits = grow(this.visits, new Int32Array(rows));
    this.mean = grow(this.mean, new Float32Array(rows));
    this.prior = grow(this.prior, new Float32Array(rows));
    this.raveCount = grow(this.raveCount, new Int32Array(rows));
    this.raveMean = grow(this.raveMean, new Float32Array(rows));
    this.first = grow(this.first, new Int32Array(rows));
    this.count = grow(this.count, new Int32Array(rows));
    this.turn = grow(this.turn, new Int8Array(rows));
    this.solved = grow(this.solved, new Int32Array(rows));
    this.rows = rows;
  }
}

function grow<T extends Int32Array | Float32Array | Int8Array>(old: T, into: T): T {
  into.set(old as never);
  return into;
}
