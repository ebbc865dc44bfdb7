/**
 * {@link Dfs}: a plain depth-first AND/OR search for one question, "does seat S win?". At a
 * position where S moves (an OR node) it tries moves until one wins; where the other seat moves
 * (an AND node) until one refutes S. Every position searched is solved before the search leaves
 * it, and its answer goes into the {@link Table} (`pn = 0`: S wins, `dn = 0`: S does not) with
 * the move that decided it, the same entries a {@link Dfpn} search leaves for proof extraction.
 *
 * Where proof numbers guide little (Talpa: games end deep and proofs are huge) this searches
 * fewer positions than df-pn: no position is searched again for want of a threshold, and no
 * numbers are kept for positions not solved yet. Before a position's moves are searched, each is
 * played once to see whether it ends the game (one that wins there decides the position; one
 * that loses is dropped), whether the table knows its answer already, and how many replies it
 * leaves; moves are then tried fewest replies first (mobility: the cheapest to refute, or to
 * win through), then by the game's priors near the start, then by a history of the moves that
 * decided positions. (A killer move per ply was tried too, and cost positions on Talpa 4×6 and
 * Domineering 6×6.)
 *
 * The recursion is an explicit stack of per-ply frames, made once and reused, so that a search
 * can pause at its node limit and resume, and no game is too deep for the engine's stack. The
 * hot path allocates nothing.
 *
 * @module
 */

import type { GameKnowledge } from '@quadrille/core';
import { MAX_PLY, ORDER_PLIES } from './dfpn.js';
import { split } from './key.js';
import { bufferLength, movesInto } from './moves.js';
import type { Search } from './search.js';
import { SearchCounts } from './search-counts.js';
import { INF, type Table } from './table.js';
import type { Walker } from './walker.js';

/** A position won for the search's seat. */
const WON = 1;
/** A position not won for it (a loss or a draw). */
const NOT_WON = 2;
/** A position not solved yet: its frame was pushed. */
const OPEN = 0;

/** The score of a move the table remembers for an unsolved position: tried first. */
const REMEMBERED = 2 ** 50;
/** The score a reply less is worth: above any prior and history. */
const MOBILITY_WEIGHT = 2 ** 30;
/** How far a prior of 1 weighs (beside a history count, far below one reply). */
const PRIOR_WEIGHT = 2 ** 26;
/** History counts are halved once one reaches this, so that recent decisions weigh most. */
const HISTORY_CAP = 1 << 24;
/** Slots of the history table, per seat (a power of two). */
const HISTORY_SIZE = 1 << 16;

/** The history slot of a move id. */
function historySlot(move: number): number {
  return (move ^ (move >>> 16)) & (HISTORY_SIZE - 1);
}

/** What a depth-first search is told besides its question. */
export interface DfsSettings {
  /** The game's priors, to try likelier moves first near the start (optional). */
  readonly priors?: GameKnowledge['priors'] | undefined;
}

/** One position on the search's stack. */
class Frame {
  moves: number[] = [];
  scores = new Float64Array(16);
  /** Each move's replies (0 for a move whose game goes on with none known). */
  replies = new Int32Array(16);
  /** The moves' count. */
  n = 0;
  /** The next move to try: the moves before it are tried (the last one is being searched). */
  next = 0;
  hi = 0;
  lo = 0;
  /** Whether the search's seat moves here. */
  or = false;
  /** {@link Dfs.nodes} when the position was entered: the work behind its entry. */
  start = 0;

  /** Makes room for `n` moves' scores (allocates only when a position has more than any before). */
  reserve(n: number): void {
    if (n <= this.scores.length) return;
    const size = bufferLength(this.scores.length, n);
    this.scores = new Float64Array(size);
    this.replies = new Int32Array(size);
  }
}

/** A depth-first search of "does `seat` win?" on a walker and a table. */
export class Dfs extends SearchCounts implements Search {
  private readonly frames: Frame[] = [];
  /** Where the replies of a move are generated (only counted). */
  private readonly scratch: number[] = [];
  /** Frames in use: the stack's height (0 when no search is under way). */
  private depth = 0;
  /** The ply of the stack's bottom below the solve's start. */
  private base = 0;
  /**
   * Per seat, per move id (hashed into {@link HISTORY_SIZE} slots: a game's move ids may be
   * large, and a collision only blurs the ordering): how much work the move decided, halved
   * now and then.
   */
  private readonly history: readonly [Float64Array, Float64Array] = [
    new Float64Array(HISTORY_SIZE),
    new Float64Array(HISTORY_SIZE),
  ];

  /**
   * @param walker - the position the search walks.
   * @param table - where answers are kept.
   * @param seat - the seat S whose win is the question.
   * @param settings - the game's priors.
   */
  constructor(
    readonly walker: Walker,
    readonly table: Table,
    seat: number,
    private readonly settings: DfsSettings = {},
  ) {
    super(seat);
  }

  run(hi: number, lo: number, ply: number): void {
    this.stopped = false;
    if (this.depth === 0) {
      this.base = ply;
      const r = this.enter(hi, lo, 0);
      // Solved at once: already in the table, or finished (then stored for the caller to read).
      if (r !== OPEN) {
        if (this.table.find(hi, lo) < 0)
          this.table.store(hi, lo, r === WON ? 0 : INF, r === WON ? INF : 0, 1, -1);
        return;
      }
    } else {
      // Resuming: walk back down to where the search paused.
      for (let d = 0; d < this.depth - 1; d++) {
        const f = this.frames[d]!;
        this.walker.play(f.moves[f.next - 1]!);
      }
    }
    this.loop();
  }

  /** Runs the stack until its bottom position is solved or the node limit is reached. */
  private loop(): void {
    const walker = this.walker;
    let f = this.frames[this.depth - 1]!;
    for (;;) {
      if (f.next < f.n) {
        if (this.nodes >= this.limit) {
          this.pause();
          return;
        }
        const move = this.pick(f);
        walker.play(move);
        this.nodes++;
        walker.readTableKey();
        const r = this.enter(split.hi, split.lo, this.depth);
        if (r === OPEN) {
          f = this.frames[this.depth - 1]!;
          continue;
        }
        walker.undo();
        // A child that decides this position: a win for S where S moves, a refutation where
        // the other seat does.
        if (r !== (f.or ? WON : NOT_WON)) continue;
        this.solved(f, r, move);
      } else {
        // Every move tried, none decided: the other result.
        this.solved(f, f.or ? NOT_WON : WON, -1);
      }
      // `f` is solved and popped; hand its result up until a parent is not decided by it.
      for (;;) {
        if (this.depth === 0) return;
        walker.undo();
        f = this.frames[this.depth - 1]!;
        const r = this.lastResult;
        if (r !== (f.or ? WON : NOT_WON)) break;
        this.solved(f, r, f.moves[f.next - 1]!);
      }
    }
  }

  /** The answer {@link Dfs.solved} last stored. */
  private lastResult = OPEN;

  /** Stores the top frame's answer, credits its deciding move, and pops it. */
  private solved(f: Frame, r: number, move: number): void {
    if (r === WON) this.proven++;
    else this.disproven++;
    const work = this.nodes - f.start + 1;
    this.lastResult = r;
    this.table.store(f.hi, f.lo, r === WON ? 0 : INF, r === WON ? INF : 0, work, move);
    if (move >= 0) this.credit(this.walker.pos.turn, move, work);
    this.depth--;
  }

  /** Raises the history count of `move` for `seat` by the work it decided. */
  private credit(seat: number, move: number, work: number): void {
    const h = this.history[seat]!;
    const slot = historySlot(move);
    const v = h[slot]! + Math.log2(work + 1);
    h[slot] = v;
    if (v >= HISTORY_CAP) for (let i = 0; i < h.length; i++) h[i] = h[i]! / 2;
  }

  /**
   * The walker's position, entered at stack height `depth`: its answer if it is known or
   * finished, else {@link OPEN} with its frame pushed and its moves scored.
   */
  private enter(hi: number, lo: number, depth: number): number {
    const t = this.table;
    const o = t.find(hi, lo);
    if (o >= 0) {
      if (t.pn(o) === 0) return WON;
      if (t.dn(o) === 0) return NOT_WON;
    }
    const pos = this.walker.pos;
    if (depth >= this.frames.length) this.frames.push(new Frame());
    const f = this.frames[depth]!;
    const n = movesInto(pos, f.moves);
    if (n === 0) return this.finished(pos) === 1 ? WON : NOT_WON;
    const ply = this.base + depth;
    if (ply >= MAX_PLY) throw new RangeError(`the game is more than ${MAX_PLY} plies deep`);
    f.hi = hi;
    f.lo = lo;
    f.or = pos.turn === this.seat;
    f.start = this.nodes;
    f.reserve(n);
    const open = this.lookAhead(f, n);
    if (open <= 0) {
      // Decided one move ahead: by the move now first, or by every move ending the game the
      // other way.
      const r = open === 0 ? (f.or ? NOT_WON : WON) : f.or ? WON : NOT_WON;
      this.depth = depth + 1;
      this.solved(f, r, open === 0 ? -1 : f.moves[0]!);
      return r;
    }
    f.n = open;
    f.next = 0;
    this.score(f, open, ply, o >= 0 ? t.best(o) : -1);
    this.depth = depth + 1;
    return OPEN;
  }

  /**
   * Plays each of the frame's `n` moves to see whether it ends the game or leads to a position
   * the table has solved, and counts the replies of the others. A move that wins for its mover
   * there decides the position: it is moved first and -1 returned. Ones that lose for it are
   * dropped (never worth searching). Returns how many moves are left, 0 if none.
   */
  private lookAhead(f: Frame, n: number): number {
    const walker = this.walker;
    const moves = f.moves;
    const replies = f.replies;
    replies.fill(0, 0, n);
    let i = 0;
    while (i < n) {
      const move = moves[i]!;
      walker.play(move);
      this.nodes++;
      const pos = walker.pos;
      const over = pos.isOver();
      let known = over;
      let result = 0;
      if (over) result = this.finished(pos);
      else {
        // Solved already (by another order of the same moves): as good as finished.
        walker.readTableKey();
        const o = this.table.find(split.hi, split.lo);
        if (o >= 0 && (this.table.pn(o) === 0 || this.table.dn(o) === 0)) {
          known = true;
          result = this.table.pn(o) === 0 ? 1 : -1;
        } else replies[i] = movesInto(pos, this.scratch);
      }
      walker.undo();
      if (!known) i++;
      else if (f.or ? result === 1 : result !== 1) {
        // A win for S where S moves; a loss or a draw where the other seat does.
        moves[i] = moves[0]!;
        moves[0] = move;
        return -1;
      } else {
        n--;
        moves[i] = moves[n]!;
        moves[n] = move;
        const r = replies[i]!;
        replies[i] = replies[n]!;
        replies[n] = r;
      }
    }
    return n;
  }

  /** Scores a frame's moves: a move the table remembers, then mobility, priors, history. */
  private score(f: Frame, n: number, ply: number, remembered: number): void {
    f.reserve(n);
    const s = f.scores;
    const h = this.history[this.walker.pos.turn]!;
    const priors = ply < ORDER_PLIES ? this.settings.priors : undefined;
    if (priors !== undefined) {
      s.fill(0.5, 0, n);
      // The knowledge reads `moves.length` entries: hand it exactly this position's moves.
      f.moves.length = n;
      priors(this.walker.pos, f.moves, s.subarray(0, n));
      for (let i = 0; i < n; i++) s[i] = s[i]! * PRIOR_WEIGHT;
    } else s.fill(0, 0, n);
    for (let i = 0; i < n; i++) {
      const m = f.moves[i]!;
      let v = s[i]! + h[historySlot(m)]! - MOBILITY_WEIGHT * f.replies[i]!;
      if (m === remembered) v += REMEMBERED;
      s[i] = v;
    }
  }

  /** The frame's best-scored move not tried yet, swapped into place and marked tried. */
  private pick(f: Frame): number {
    const i = f.next;
    const s = f.scores;
    const moves = f.moves;
    let best = i;
    for (let j = i + 1; j < f.n; j++) if (s[j]! > s[best]!) best = j;
    if (best !== i) {
      const m = moves[i]!;
      moves[i] = moves[best]!;
      moves[best] = m;
      const r = f.replies[i]!;
      f.replies[i] = f.replies[best]!;
      f.replies[best] = r;
      const v = s[i]!;
      s[i] = s[best]!;
      s[best] = v;
    }
    f.next = i + 1;
    return moves[i]!;
  }

  /** Stops at the node limit: the walker goes back to the stack's bottom, the frames stay. */
  private pause(): void {
    for (let d = 0; d < this.depth - 1; d++) this.walker.undo();
    this.stopped = true;
  }
}
