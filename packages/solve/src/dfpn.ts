/**
 * {@link Dfpn}: depth-first proof-number search (Nagai 2002) for one question, "does seat S
 * win?", with the 1+ε threshold trick (Pawlewicz and Lew 2007). Proof and disproof numbers are
 * kept in the transposition table ({@link Table}) from S's point of view: `pn = 0` means S wins,
 * `dn = 0` means S does not (a loss or a draw). The seat to move at a node decides whether it is
 * an OR node (S chooses) or an AND node (the other seat chooses).
 *
 * The hot path allocates nothing: moves and the children's keys live in per-ply buffers made
 * once, and the position is walked with `play` and `undo`.
 *
 * @module
 */

import type { GameKnowledge, Position } from '@quadrille/core';
import { split } from './key.js';
import { bufferLength, movesInto } from './moves.js';
import type { Search } from './search.js';
import { SearchCounts } from './search-counts.js';
import { INF, type Table } from './table.js';
import type { Walker } from './walker.js';

/** A finished child where the search's seat has won. */
const WON = 1;
/** A finished child where it has not (a loss or a draw). */
const NOT_WON = 2;

/**
 * Moves are ordered by the game's priors this many plies deep, no deeper: near the root an
 * ordering steers the whole search and costs nothing beside it; deeper, computing priors at
 * every node cost Talpa more time than the ordering saved nodes (measured on 4×5 and 5×4).
 */
export const ORDER_PLIES = 6;

/** The deepest a search goes: far past any game it can solve, short of the engine's stack. */
export const MAX_PLY = 2000;

/** What a search is told to do besides its question. */
export interface DfpnSettings {
  /** The ε of the 1+ε trick: how far past the second-best child a child is searched. */
  readonly epsilon: number;
  /** The game's priors, to try likelier moves first among equals (optional). */
  readonly priors?: GameKnowledge['priors'] | undefined;
}

/** Per-ply scratch: the node's moves, and its children's keys. */
class Ply {
  moves: number[] = [];
  his = new Int32Array(16);
  los = new Int32Array(16);
  priors = new Float64Array(16);
  /** A child's first estimate, for this node's mover, of the cost to win through it: its replies. */
  guess = new Int32Array(16);
  /**
   * A finished child's result for the search's seat: {@link WON}, {@link NOT_WON}, or 0 for a
   * game that goes on. Kept here rather than in the table: a finished position costs nothing to
   * recognise again, and in games where most moves lose at once (Talpa late in a game) such
   * entries would crowd out the ones that took work.
   */
  ended = new Int8Array(16);
  /** Where each child's entry was last found in the table (-1: not found). */
  slots = new Int32Array(16);

  /** Makes room for `n` children (allocates only when a node has more than any before). */
  reserve(n: number): void {
    if (n <= this.his.length) return;
    const size = bufferLength(this.his.length, n);
    this.his = new Int32Array(size);
    this.los = new Int32Array(size);
    this.priors = new Float64Array(size);
    this.guess = new Int32Array(size);
    this.ended = new Int8Array(size);
    this.slots = new Int32Array(size);
  }
}

/** A proof-number search of "does `seat` win?" on a walker and a table. */
export class Dfpn extends SearchCounts implements Search {
  private readonly plies: Ply[] = [];
  /** Where the children's replies are generated (only counted). */
  private readonly scratch: number[] = [];
  private readonly growth: number;

  /**
   * @param walker - the position the search walks.
   * @param table - where proof and disproof numbers are kept.
   * @param seat - the seat S whose win is the question.
   * @param settings - ε and the game's priors.
   */
  constructor(
    readonly walker: Walker,
    readonly table: Table,
    seat: number,
    private readonly settings: DfpnSettings,
  ) {
    super(seat);
    this.growth = 1 + settings.epsilon;
  }

  /** {@link Search.run}: {@link Dfpn.mid} with no thresholds. */
  run(hi: number, lo: number, ply: number): void {
    this.mid(hi, lo, INF, INF, ply);
  }

  /**
   * Searches the position where the walker stands (key halves `hi`, `lo`) until it is solved,
   * the node limit is reached, or its numbers pass the thresholds `thpn`, `thdn`; its numbers
   * are then in the table.
   */
  mid(hi: number, lo: number, thpn: number, thdn: number, ply: number): void {
    const pos = this.walker.pos;
    const start = this.nodes;
    const p = this.ply(ply);
    const n = movesInto(pos, p.moves);
    if (n === 0) {
      this.storeTerminal(pos, hi, lo);
      return;
    }
    if (ply >= MAX_PLY) throw new RangeError(`the game is more than ${MAX_PLY} plies deep`);
    const or = pos.turn === this.seat;
    if (this.expand(p, n, or, ply < ORDER_PLIES)) {
      // A child decides the node at once: S has a winning move, or the other seat a saving one.
      this.settle(hi, lo, or ? 0 : INF, or ? INF : 0, this.nodes - start + 1, p.moves[0]!);
      return;
    }
    this.search(p, n, or, hi, lo, thpn, thdn, ply, start);
  }

  /** The iterations of one node: descend into the most proving child until a threshold is met. */
  private search(
    p: Ply,
    n: number,
    or: boolean,
    hi: number,
    lo: number,
    thpn: number,
    thdn: number,
    ply: number,
    start: number,
  ): void {
    const t = this.table;
    // In this node's terms: X is the number it takes the minimum of (pn at OR nodes, dn at AND
    // nodes), Y the one it sums; thX, thY their thresholds.
    const thX = or ? thpn : thdn;
    const thY = or ? thdn : thpn;
    for (;;) {
      let minX = INF;
      let secondX = INF;
      let maxY = 0;
      let open = 0;
      let best = 0;
      let bestY = 0;
      for (let i = 0; i < n; i++) {
        // A child not in the table (yet, or any more) counts as its first estimate: winning
        // through it takes an answer to each reply, refuting it one reply (df-pn+'s mobility).
        let x = p.guess[i]!;
        let y = 1;
        const ended = p.ended[i]!;
        if (ended !== 0) {
          // Finished: won for the seat S (pn 0) or not (dn 0), in this node's terms.
          const pn = ended === WON ? 0 : INF;
          x = or ? pn : INF - pn;
          y = INF - x;
        } else {
          const o = t.findFrom(p.slots[i]!, p.his[i]!, p.los[i]!);
          p.slots[i] = o;
          if (o >= 0) {
            x = or ? t.pn(o) : t.dn(o);
            y = or ? t.dn(o) : t.pn(o);
          }
        }
        if (y > 0) {
          open++;
          if (y > maxY) maxY = y;
        }
        if (x < minX) {
          secondX = minX;
          minX = x;
          best = i;
          bestY = y;
        } else if (x < secondX) secondX = x;
      }
      // Weak proof numbers (Ueda et al. 2008): the largest plus one per other open child, not
      // the sum, which counts a position shared by several children (a transposition) once per
      // child and so overrates the work in games that transpose as much as these do.
      const sumY = maxY >= INF ? INF : open === 0 ? 0 : Math.min(INF, maxY + open - 1);
      if (minX >= thX || sumY >= thY || this.stopped) {
        const pn = or ? minX : sumY;
        const dn = or ? sumY : minX;
        // The deciding move of a node solved for its mover: the child that solved it.
        this.settle(hi, lo, pn, dn, this.nodes - start + 1, minX === 0 ? p.moves[best]! : -1);
        return;
      }
      const childX = Math.min(thX, Math.max(secondX + 1, Math.ceil(secondX * this.growth)));
      const childY = thY - sumY + bestY;
      this.walker.play(p.moves[best]!);
      this.nodes++;
      if (this.nodes >= this.limit) this.stopped = true;
      this.mid(p.his[best]!, p.los[best]!, or ? childX : childY, or ? childY : childX, ply + 1);
      this.walker.undo();
    }
  }

  /**
   * Lists the children's keys in the ply's buffers (ordered by the game's priors, if any) and
   * stores the finished ones. Returns whether one of them decides the node (it is then
   * `p.moves[0]`).
   */
  private expand(p: Ply, n: number, or: boolean, ordered: boolean): boolean {
    p.reserve(n);
    if (ordered && this.settings.priors !== undefined) this.order(p, n);
    for (let i = 0; i < n; i++) {
      const move = p.moves[i]!;
      this.walker.play(move);
      this.nodes++;
      this.walker.readTableKey();
      p.his[i] = split.hi;
      p.los[i] = split.lo;
      p.ended[i] = 0;
      p.guess[i] = 1;
      let pn = -1;
      const o = this.table.find(split.hi, split.lo);
      p.slots[i] = o;
      if (o >= 0) pn = this.table.pn(o) === 0 ? 0 : this.table.dn(o) === 0 ? INF : -1;
      else {
        // The replies: their number is the child's estimate, and none means a finished game.
        const replies = movesInto(this.walker.pos, this.scratch);
        p.guess[i] = replies;
        if (replies === 0) {
          const result = this.finished(this.walker.pos);
          p.ended[i] = result === 1 ? WON : NOT_WON;
          pn = result === 1 ? 0 : INF;
        }
      }
      this.walker.undo();
      // Decisive: a move that wins for S at an OR node, or refutes S at an AND node.
      if (pn === (or ? 0 : INF)) {
        p.moves[i] = p.moves[0]!;
        p.moves[0] = move;
        return true;
      }
    }
    return false;
  }

  /** Sorts the ply's moves by decreasing prior (a stable insertion sort: few moves, no allocation). */
  private order(p: Ply, n: number): void {
    const pr = p.priors;
    pr.fill(0.5, 0, n);
    // The knowledge reads `moves.length` entries: hand it exactly this node's moves.
    p.moves.length = n;
    this.settings.priors!(this.walker.pos, p.moves, pr.subarray(0, n));
    const moves = p.moves;
    for (let i = 1; i < n; i++) {
      const m = moves[i]!;
      const v = pr[i]!;
      let j = i - 1;
      while (j >= 0 && pr[j]! < v) {
        moves[j + 1] = moves[j]!;
        pr[j + 1] = pr[j]!;
        j--;
      }
      moves[j + 1] = m;
      pr[j + 1] = v;
    }
  }

  /** Stores a searched position's numbers, counting it if they solve it. */
  private settle(hi: number, lo: number, pn: number, dn: number, work: number, best: number): void {
    if (pn === 0) this.proven++;
    else if (dn === 0) this.disproven++;
    this.table.store(hi, lo, pn, dn, work, best);
  }

  /** Stores a finished position: solved for S by its outcome. */
  private storeTerminal(pos: Position<number>, hi: number, lo: number): void {
    if (this.finished(pos) === 1) this.table.store(hi, lo, 0, INF, 1, -1);
    else this.table.store(hi, lo, INF, 0, 1, -1);
  }

  private ply(ply: number): Ply {
    while (this.plies.length <= ply) this.plies.push(new Ply());
    return this.plies[ply]!;
  }
}
