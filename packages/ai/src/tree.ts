/**
 * {@link SearchTree}: the tree of {@link MctsSearch} in typed arrays — one row per node across
 * a few parallel arrays (struct of arrays), no object per node and no allocation per
 * simulation. A node's children are one contiguous block of rows, created together when the
 * node is expanded, best prior first. Memory is bounded: the arrays grow by doubling up to
 * `maxNodes` rows; when they are full the search prunes the tree in place
 * ({@link SearchTree.compact}), as Pentobi does, and moving the root to a later position
 * (tree reuse) compacts the kept subtree the same way.
 *
 * A tree can also live in `SharedArrayBuffer`s ({@link SearchTree.shared}), searched by several
 * threads at once (each thread {@link SearchTree.attach}es to it): rows are then reserved with
 * an atomic counter, a node is claimed for expansion with a compare-and-swap on its first-child
 * column, and the statistics are plain racy stores, as in Pentobi's lock-free tree (a lost
 * update costs one simulation's worth of information, never consistency: rows are published
 * only once written). Such a tree has its full size from the start (the pages are committed by
 * the system only as they are written) and is compacted only while no thread searches it.
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

/** {@link SearchTree.first} of a node not expanded. */
export const UNEXPANDED = -1;
/** {@link SearchTree.first} of a node a thread is expanding now (a shared tree's claim). */
export const EXPANDING = -2;

/** What a thread needs to {@link SearchTree.attach} to a shared tree: plain, cloneable data. */
export interface SharedTreeData {
  /** The game's seats. */
  readonly seats: number;
  /** The rows of the tree (its `maxNodes`). */
  readonly rows: number;
  /**
   * The buffers of the columns move, visits, mean, prior, raveCount, raveMean, first, count,
   * turn and solved, then of the solved values and of the counters.
   */
  readonly buffers: readonly SharedArrayBuffer[];
}

/** The solved entries a shared tree has room for (solved nodes are few: a search that runs out solves no more). */
const SHARED_SOLVED_ENTRIES = 1 << 18;

/** `meta` counters: rows in use, whether an allocation failed, solved entries in use. */
const SIZE = 0;
const FULL = 1;
const SOLVED = 2;

/**
 * Bytes of one node: move, visits, first child, child count, solved entry (4 bytes each), the
 * mean, prior, RAVE mean (Float32) and RAVE count (4 bytes each), and the seat to move (1).
 */
export const NODE_BYTES = 37;

/** The default of `maxNodes`: 3M nodes, about 111 MB at {@link NODE_BYTES} a node. */
export const DEFAULT_MAX_NODES = 3_000_000;

/** The rows allocated at first (then doubled as needed). */
const INITIAL_ROWS = 1024;

/** The tree's rows and what each column means; see the module comment. */
export class SearchTree {
  /** The move from the parent (-1 at the root). */
  move: Int32Array;
  /** Simulations through the node. */
  visits: Int32Array;
  /**
   * The mean reward of those simulations for the seat that played {@link SearchTree.move}, the
   * prior counted as the search's `priorWeight` imaginary simulations (the prior itself before
   * any visit).
   */
  mean: Float32Array;
  /** The knowledge's prior of the move for its player, in [0, 1] (0.5 without knowledge). */
  prior: Float32Array;
  /** RAVE: simulations from the parent in which the parent's mover played this move later. */
  raveCount: Int32Array;
  /** RAVE: the parent mover's mean reward over those simulations, the prior counted as in {@link SearchTree.mean}. */
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
  /** The counters {@link SIZE}, {@link FULL} and {@link SOLVED} (shared by the threads of a shared tree). */
  private readonly meta: Int32Array;
  /** Rows allocated. */
  private rows: number;
  /** The game's seats (the rewards of a solved entry). */
  readonly seats: number;
  /** The most rows the tree may hold. */
  readonly maxNodes: number;
  /** Whether the tree lives in shared memory, searched by several threads. */
  readonly isShared: boolean;

  /**
   * A tree in ordinary memory, for one thread (use {@link SearchTree.shared} and
   * {@link SearchTree.attach} for a shared one).
   *
   * @param seats - the game's seats (length of a solved entry's rewards).
   * @param maxNodes - the most rows the tree may hold (at least 2).
   * @param from - internal: the buffers of a shared tree to attach to.
   * @throws `OptionsError` for a `maxNodes` below 2 or not an integer.
   */
  constructor(seats: number, maxNodes: number = DEFAULT_MAX_NODES, from?: SharedTreeData) {
    if (!Number.isSafeInteger(maxNodes) || maxNodes < 2) {
      throw new OptionsError(`maxNodes must be an integer ≥ 2, got ${String(maxNodes)}`);
    }
    this.seats = seats;
    this.maxNodes = maxNodes;
    this.isShared = from !== undefined;
    if (from === undefined) {
      this.rows = Math.min(INITIAL_ROWS, maxNodes);
      const rows = this.rows;
      this.move = new Int32Array(rows);
      this.visits = new Int32Array(rows);
      this.mean = new Float32Array(rows);
      this.prior = new Float32Array(rows);
      this.raveCount = new Int32Array(rows);
      this.raveMean = new Float32Array(rows);
      this.first = new Int32Array(rows);
      this.count = new Int32Array(rows);
      this.turn = new Int8Array(rows);
      this.solved = new Int32Array(rows);
      this.solvedValues = new Float64Array(8 * (seats + 1));
      this.meta = new Int32Array(3);
      this.clear();
    } else {
      this.rows = from.rows;
      const b = from.buffers;
      this.move = new Int32Array(b[0]!);
      this.visits = new Int32Array(b[1]!);
      this.mean = new Float32Array(b[2]!);
      this.prior = new Float32Array(b[3]!);
      this.raveCount = new Int32Array(b[4]!);
      this.raveMean = new Float32Array(b[5]!);
      this.first = new Int32Array(b[6]!);
      this.count = new Int32Array(b[7]!);
      this.turn = new Int8Array(b[8]!);
      this.solved = new Int32Array(b[9]!);
      this.solvedValues = new Float64Array(b[10]!);
      this.meta = new Int32Array(b[11]!);
    }
  }

  /**
   * A tree of `rows` rows in `SharedArrayBuffer`s, lone root and all, for threads to search at
   * once: send {@link SearchTree.data} to each and {@link SearchTree.attach} it there.
   */
  static shared(seats: number, rows: number = DEFAULT_MAX_NODES): SearchTree {
    if (!Number.isSafeInteger(rows) || rows < 2) {
      throw new OptionsError(`maxNodes must be an integer ≥ 2, got ${String(rows)}`);
    }
    const buffer = (bytes: number) => new SharedArrayBuffer(bytes);
    const buffers = [
      buffer(4 * rows),
      buffer(4 * rows),
      buffer(4 * rows),
      buffer(4 * rows),
      buffer(4 * rows),
      buffer(4 * rows),
      buffer(4 * rows),
      buffer(4 * rows),
      buffer(rows),
      buffer(4 * rows),
      buffer(8 * SHARED_SOLVED_ENTRIES * (seats + 1)),
      buffer(12),
    ];
    const tree = new SearchTree(seats, rows, { seats, rows, buffers });
    tree.clear();
    return tree;
  }

  /** The same shared tree, seen from another thread (`data` from {@link SearchTree.data}). */
  static attach(data: SharedTreeData): SearchTree {
    return new SearchTree(data.seats, data.rows, data);
  }

  /** What another thread needs to attach to this shared tree. */
  data(): SharedTreeData {
    if (!this.isShared) throw new OptionsError('only a shared tree can be attached to');
    const buffers = [
      this.move,
      this.visits,
      this.mean,
      this.prior,
      this.raveCount,
      this.raveMean,
      this.first,
      this.count,
      this.turn,
      this.solved,
      this.solvedValues,
      this.meta,
    ].map((column) => column.buffer as SharedArrayBuffer);
    return { seats: this.seats, rows: this.rows, buffers };
  }

  /** Rows in use: the next block starts here. */
  get size(): number {
    return this.meta[SIZE]!;
  }

  /** Whether an allocation failed since the last compaction: the search should prune. */
  get full(): boolean {
    return this.meta[FULL] === 1;
  }

  /** Back to a lone root, not expanded. */
  clear(): void {
    this.meta.fill(0);
    this.allocate(1);
    this.init(ROOT, -1, 0.5);
  }

  /**
   * Reserves `n` contiguous rows and returns the first, or -1 (setting {@link SearchTree.full})
   * when that would pass `maxNodes`. The rows' columns are not initialised: see
   * {@link SearchTree.init}.
   */
  allocate(n: number): number {
    if (this.isShared) {
      const start = Atomics.add(this.meta, SIZE, n);
      if (start + n <= this.rows) return start;
      Atomics.sub(this.meta, SIZE, n);
      Atomics.store(this.meta, FULL, 1);
      return -1;
    }
    const start = this.meta[SIZE]!;
    if (start + n > this.rows) {
      if (start + n > this.maxNodes) {
        this.meta[FULL] = 1;
        return -1;
      }
      let rows = this.rows;
      while (rows < start + n) rows *= 2;
      this.resize(Math.min(rows, this.maxNodes));
    }
    this.meta[SIZE] = start + n;
    return start;
  }

  /** Makes row `i` a new leaf for `move` with its prior. */
  init(i: number, move: number, prior: number): void {
    this.move[i] = move;
    this.visits[i] = 0;
    this.mean[i] = prior;
    this.prior[i] = prior;
    this.raveCount[i] = 0;
    this.raveMean[i] = prior;
    this.first[i] = UNEXPANDED;
    this.count[i] = 0;
    this.turn[i] = UNKNOWN_TURN;
    this.solved[i] = -1;
  }

  /** Records the exact result of node `i`: `rewards` per seat, reached in `plies` moves. */
  solve(i: number, rewards: ArrayLike<number>, plies: number): void {
    const width = this.seats + 1;
    let entry = this.solved[i]!;
    if (entry < 0) {
      if (this.isShared) entry = Atomics.add(this.meta, SOLVED, 1);
      else entry = this.meta[SOLVED]!++;
      if (entry * width + width > this.solvedValues.length) {
        // A shared tree has a fixed room for solved nodes: past it, nodes are only sampled.
        if (this.isShared) return;
        const grown = new Float64Array(2 * this.solvedValues.length);
        grown.set(this.solvedValues);
        this.solvedValues = grown;
      }
    }
    const at = entry * width;
    for (let s = 0; s < this.seats; s++) this.solvedValues[at + s] = rewards[s]!;
    this.solvedValues[at + this.seats] = plies;
    // Published last: a thread that sees the entry sees its values.
    if (this.isShared) Atomics.store(this.solved, i, entry);
    else this.solved[i] = entry;
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
    const size = this.size;
    const blockLength = new Int32Array(size);
    const stack: number[] = [ROOT];
    while (stack.length > 0) {
      const n = stack.pop()!;
      const count = this.count[n]!;
      if (count === 0) continue;
      if (n !== ROOT && this.visits[n]! < minVisits) {
        this.first[n] = UNEXPANDED;
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
    const dest = new Int32Array(size);
    for (let a = 1; a < size; a++) {
      const length = blockLength[a]!;
      if (length === 0) continue;
      dest[a] = cursor;
      cursor += length;
      a += length - 1;
    }
    // The parents are kept rows: point each at its block's new place, then move the blocks.
    for (let a = 0; a < size; a++) {
      if (this.count[a]! > 0 && blockLength[this.first[a]!]! > 0) this.first[a] = dest[this.first[a]!]!;
    }
    for (let a = 1; a < size; a++) {
      const length = blockLength[a]!;
      if (length === 0) continue;
      this.moveRows(a, dest[a]!, length);
      a += length - 1;
    }
    this.meta[SIZE] = cursor;
    this.meta[FULL] = 0;
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
