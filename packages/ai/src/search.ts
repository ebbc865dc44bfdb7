/**
 * {@link MctsSearch}: Monte Carlo tree search (UCT, Kocsis & Szepesvári 2006) for any game of
 * the protocol, made to learn more from each simulation:
 *
 * - **per-seat rewards** (max^n: each seat maximises its own reward at its turn), so two to four
 *   players are searched alike;
 * - **priors** from game knowledge, counted as a few imaginary simulations of each move, and
 *   **progressive widening** (Coulom 2007; Chaslot et al. 2008) that tries the best-prior moves
 *   first — games like Blokus have hundreds of moves;
 * - **RAVE** (all-moves-as-first statistics, Gelly & Silver 2007), blended with the mean by
 *   Silver's schedule: a move's value is learnt from every simulation in which its player
 *   played it later, not only those that went through it;
 * - **MCTS-solver** (Winands et al. 2008): finished positions carry their exact rewards upwards,
 *   so proven wins are played and proven losses avoided without more sampling;
 * - **tree reuse**: {@link MctsSearch.advance} moves the root to a later position of the same
 *   game, keeping the statistics of the subtree below it;
 * - **margins** (`marginShare`): rewards that also value each seat's margin against the margins
 *   the search has seen (quality-based rewards, Pepels et al. 2014; see `RelativeMargin`).
 *
 * @module
 */

import { type MoveOf, OptionsError, type Position, type Rng } from '@quadrille/core';
import { SearchNode } from './node.js';
import { type MctsOptions, resolveSettings, type SearchSettings } from './options.js';
import { type AbortSignalLike, now } from './platform.js';
import type { MoveChoice, MoveStat, SearchStats } from './player.js';
import { RelativeMargin } from './relative-margin.js';

/**
 * One search from one position. Create it, call {@link MctsSearch.run} as often as needed (each
 * call continues the same tree), read {@link MctsSearch.result}, and {@link MctsSearch.advance}
 * it to a later position of the same game to search on with what it learnt. The position passed
 * in is cloned and never modified.
 *
 * @typeParam P - the game's position type.
 */
export class MctsSearch<P extends Position<number>> {
  private rootPos: P;
  private root: SearchNode<MoveOf<P>>;
  private readonly rng: Rng;
  private readonly settings: SearchSettings<P>;
  private readonly scratch: Float64Array;
  /** The margin part of the rewards, when the settings give it a share. */
  private readonly margins: RelativeMargin | undefined;
  /** The legal-move buffer of playouts (`legalMovesInto`). */
  private readonly buffer: MoveOf<P>[] = [];
  /** The playout's moves and their movers, for RAVE. */
  private playoutMoves = new Int32Array(256);
  private playoutSeats = new Int8Array(256);
  /** RAVE marks: `markStamp[move] === stamp` when `move` was played, first by `markSeat[move]`. */
  private markStamp = new Int32Array(1024);
  private markSeat = new Int8Array(1024);
  private stamp = 0;
  /** The scratch position of {@link MctsSearch.simulationStart}, for games with `undo`. */
  private walker: P | undefined;
  private started = now();
  private iterationsRun = 0;
  private wasAborted = false;

  /**
   * @param pos - the position to search (cloned; must not be over).
   * @param rng - the random stream (advanced by the search).
   * @param options - search options (budget, level, seed, reuse and slice fields are ignored:
   *   pass budgets to {@link MctsSearch.run}).
   * @throws `OptionsError` if the game is over or an option is invalid.
   */
  constructor(pos: P, rng: Rng, options: MctsOptions<P> = {}) {
    if (pos.isOver()) throw new OptionsError('the game is over: there is no move to choose');
    this.settings = resolveSettings(options);
    this.rng = rng;
    this.rootPos = pos.clone();
    this.root = new SearchNode<MoveOf<P>>(-1 as MoveOf<P>, undefined, pos.seats);
    this.scratch = new Float64Array(pos.seats);
    const { marginShare } = this.settings;
    this.margins = marginShare > 0 ? new RelativeMargin(marginShare, pos.seats) : undefined;
    this.expand(this.root, this.rootPos);
  }

  /** Simulations run since the search was created or last advanced. */
  get iterations(): number {
    return this.iterationsRun;
  }

  /** Whether the root has a single legal move (no search needed). */
  get forced(): boolean {
    return this.root.untried!.length + this.root.children.length === 1;
  }

  /** Whether the root's value is known exactly (solved): more simulations change nothing. */
  get solved(): boolean {
    return this.root.proven !== undefined;
  }

  /** Simulations in the tree below the root, including those kept from earlier positions. */
  get treeVisits(): number {
    return this.root.visits;
  }

  /**
   * Moves the root to `pos`, a later position of the same game (its history extends the
   * root's), keeping the subtree of what was learnt about it. Counters restart.
   *
   * @returns false, leaving the search unchanged, if `pos` does not follow from the root or
   *   the tree has no node for it; then start a new search.
   */
  advance(pos: P): boolean {
    const from = this.rootPos.history;
    const to = pos.history;
    if (to.length < from.length || pos.isOver()) return false;
    for (let i = 0; i < from.length; i++) if (from[i] !== to[i]) return false;
    let node = this.root;
    const replay = this.rootPos.clone();
    for (let i = from.length; i < to.length; i++) {
      const child = node.children.find((c) => c.move === to[i]);
      if (child === undefined) return false;
      replay.play(to[i] as MoveOf<P>);
      node = child;
    }
    if (!samePosition(replay, pos)) return false;
    node.parent = undefined;
    this.root = node;
    this.rootPos = replay;
    this.walker = undefined;
    this.margins?.reset();
    if (node.untried === undefined) this.expand(node, replay);
    this.iterationsRun = 0;
    this.wasAborted = false;
    this.started = now();
    return true;
  }

  /**
   * Runs simulations until `iterations` more have run, the clock passes `deadline` (a
   * `performance.now()`-style timestamp), `signal` is aborted, or the root is solved.
   *
   * @returns whether the search stopped because of `signal`.
   */
  run(iterations: number, deadline = Number.POSITIVE_INFINITY, signal?: AbortSignalLike): boolean {
    const end = this.iterationsRun + iterations;
    while (this.iterationsRun < end && this.root.proven === undefined) {
      // The clock is read every simulation: tens of nanoseconds, against microseconds (tic-tac-toe)
      // to milliseconds (Blokus) per simulation, and slices then end on time.
      if (deadline !== Number.POSITIVE_INFINITY && now() >= deadline) break;
      // Checked last, so that every look at the signal that finds it clear is followed by a simulation.
      if (signal?.aborted === true) {
        this.wasAborted = true;
        return true;
      }
      this.simulate();
      this.iterationsRun++;
    }
    return false;
  }

  /**
   * Whether the move this search would play can no longer change before `deadline` (a
   * `performance.now()`-style timestamp) or within `iterationsLeft` more simulations, at the
   * pace this search has kept since it started (or was last advanced): the root is solved, or
   * its most visited move leads every other by more simulations than can still run — then
   * searching on would only spend time. False until {@link MIN_DECIDING_SIMULATIONS}
   * simulations have measured the pace, and while a solved move could overrule the visits.
   */
  decided(deadline: number, iterationsLeft = Number.POSITIVE_INFINITY): boolean {
    if (this.root.proven !== undefined) return true;
    if (this.iterationsRun < MIN_DECIDING_SIMULATIONS) return false;
    const t = now();
    const elapsed = t - this.started;
    if (!(elapsed > 0)) return false;
    const possible = Math.min(iterationsLeft, (this.iterationsRun / elapsed) * Math.max(0, deadline - t));
    let first = 0;
    let second = 0;
    for (const c of this.root.children) {
      if (c.proven !== undefined) return false;
      if (c.visits > first) {
        second = first;
        first = c.visits;
      } else if (c.visits > second) {
        second = c.visits;
      }
    }
    return first - second > possible;
  }

  /** The move to play and the statistics so far. */
  result(): MoveChoice<MoveOf<P>> {
    const root = this.root;
    const seat = root.turn;
    const best = root.bestChild(seat);
    // Before any simulation, fall back to the first move the search would have tried.
    const move = best?.move ?? root.untried![root.untried!.length - 1]!;
    const pv: MoveOf<P>[] = [move];
    for (let n = best?.bestChild(best.turn); n !== undefined && n.visits > 0; n = n.bestChild(n.turn)) {
      pv.push(n.move);
    }
    const candidates: MoveStat<MoveOf<P>>[] = root.children
      .map((c) => ({ move: c.move, visits: c.visits, value: c.value(seat) }))
      // The chosen move first: a proven win is played however few simulations it had.
      .sort(
        (a, b) =>
          Number(b.move === move) - Number(a.move === move) || b.visits - a.visits || b.value - a.value,
      );
    const stats: SearchStats<MoveOf<P>> = {
      iterations: this.iterationsRun,
      elapsedMs: now() - this.started,
      visits: best?.visits ?? 0,
      value: best === undefined ? Number.NaN : best.value(seat),
      pv,
      candidates,
      aborted: this.wasAborted,
    };
    return { move, stats };
  }

  /** One simulation: select and expand down the tree, play out, back up the rewards. */
  private simulate(): void {
    const pos = this.simulationStart();
    let node = this.root;
    let rewards: Float64Array | undefined;
    for (;;) {
      if (node.untried === undefined) this.expand(node, pos);
      if (node.proven !== undefined) {
        rewards = node.proven;
        break;
      }
      if (node.untried!.length > 0 && node.children.length < this.childLimit(node.visits)) {
        const move = node.untried!.pop()!;
        const prior = node.untriedPriors?.[node.untried!.length] ?? 0.5;
        pos.play(move);
        const child = new SearchNode(move, node, pos.seats, prior);
        node.addChild(child);
        node = child;
        // Expanded now only if the game is over (so that it is solved at once); otherwise on
        // its next visit, as most new nodes are never visited again.
        if (pos.isOver()) this.expand(node, pos);
        break;
      }
      node = this.select(node);
      pos.play(node.move);
    }
    rewards ??= node.proven;
    const playoutLength = rewards === undefined ? this.playout(pos) : 0;
    this.backUp(node, rewards ?? this.scratch, playoutLength);
    if (this.walker !== undefined) while (pos.history.length > this.rootPos.history.length) pos.undo!();
  }

  /**
   * The position a simulation starts from: for a game with `undo`, one scratch copy of the root
   * that every simulation takes back to the root when done (no clone and no new undo log per
   * simulation: 10–15% of Blokus' simulation time went to those and to collecting them);
   * otherwise a fresh clone.
   */
  private simulationStart(): P {
    if (this.rootPos.undo === undefined) return this.rootPos.clone();
    this.walker ??= this.rootPos.clone();
    return this.walker;
  }

  /**
   * Records the node's seat to move and its moves, ordered so that `pop` takes the next to try
   * (best prior last, random among equals); a finished position gets its exact rewards.
   */
  private expand(node: SearchNode<MoveOf<P>>, pos: P): void {
    const moves = pos.legalMoves() as MoveOf<P>[];
    if (moves.length === 0) {
      node.turn = -1;
      node.untried = [];
      const exact = new Float64Array(pos.seats);
      this.finalRewards(pos, exact);
      node.proven = exact;
      return;
    }
    node.turn = pos.turn;
    const count = moves.length;
    const order: number[] = [];
    for (let i = 0; i < count; i++) order.push(i);
    this.rng.shuffle(order);
    const { knowledge } = this.settings;
    if (knowledge.priors !== undefined && count > 1) {
      const values = new Float64Array(count).fill(0.5);
      knowledge.priors(pos, moves, values);
      // Stable sort keeps the random order among equal priors; best prior ends last.
      order.sort((a, b) => values[a]! - values[b]!);
      const sorted = new Float64Array(count);
      for (let i = 0; i < count; i++) sorted[i] = values[order[i]!]!;
      node.untriedPriors = sorted;
    }
    // Without priors every move keeps 0.5 and the shuffled order stands (sorting would keep it).
    const untried = order as unknown as MoveOf<P>[];
    for (let i = 0; i < count; i++) untried[i] = moves[order[i]!]!;
    node.untried = untried;
  }

  private childLimit(visits: number): number {
    const w = this.settings.widening;
    if (w === false) return Number.POSITIVE_INFINITY;
    return Math.max(w.base, Math.floor(w.factor * visits ** w.exponent));
  }

  /**
   * The child maximising, for the seat to move, the blend of its mean (priors counted as
   * `priorWeight` imaginary simulations) and its RAVE value, plus the UCB exploration term.
   * A solved child counts for its exact value.
   */
  private select(node: SearchNode<MoveOf<P>>): SearchNode<MoveOf<P>> {
    const seat = node.turn;
    const { exploration: c, rave: k, priorWeight: w } = this.settings;
    const logN = Math.log(node.visits + 1);
    let best = node.children[0]!;
    let bestScore = Number.NEGATIVE_INFINITY;
    for (const child of node.children) {
      let score: number;
      if (child.proven !== undefined) {
        score = child.proven[seat]!;
      } else {
        const n = child.visits;
        const prior = w * child.prior;
        let value = (child.rewards[seat]! + prior) / (n + w);
        const m = child.amafVisits;
        if (k > 0 && m > 0) {
          // Silver's schedule: the RAVE weight falls from 1 to 0 as real simulations outnumber k.
          const beta = m / (m + n + (m * n) / k);
          value = (1 - beta) * value + (beta * (child.amafReward + prior)) / (m + w);
        }
        score = value + c * Math.sqrt(logN / (n + 1));
      }
      if (score > bestScore) {
        bestScore = score;
        best = child;
      }
    }
    return best;
  }

  /**
   * Plays `pos` out (in place), writing the per-seat rewards to the scratch array and the moves
   * and movers to the playout buffers; returns the number of moves played.
   */
  private playout(pos: P): number {
    const { knowledge, maxPlayoutPlies } = this.settings;
    const pick = knowledge.playoutMove;
    const buffer = this.buffer;
    let ply = 0;
    for (; ply < maxPlayoutPlies; ply++) {
      const count = legalMovesInto(pos, buffer);
      if (count === 0) break;
      const move = pick === undefined ? buffer[this.rng.int(count)]! : pick(pos, buffer, count, this.rng);
      if (ply === this.playoutMoves.length) this.growPlayout();
      this.playoutMoves[ply] = move;
      this.playoutSeats[ply] = pos.turn;
      pos.play(move);
    }
    if (pos.isOver()) this.finalRewards(pos, this.scratch);
    else if (knowledge.evaluate !== undefined) knowledge.evaluate(pos, this.scratch);
    else this.scratch.fill(1 / pos.seats);
    return ply;
  }

  /**
   * The rewards of a finished game. With a margin share, a finished node proven by the solver
   * keeps the margin term it got when first reached, on the margins seen by then.
   */
  private finalRewards(pos: P, out: Float64Array): void {
    const outcome = pos.outcome()!;
    this.settings.reward(outcome, out);
    this.margins?.apply(outcome, out);
  }

  /**
   * Adds the rewards to every node from `leaf` up to the root, with the RAVE statistics of
   * their children, and proves what the leaf's result settles (MCTS-solver).
   */
  private backUp(leaf: SearchNode<MoveOf<P>>, rewards: Float64Array, playoutLength: number): void {
    const rave = this.settings.rave > 0;
    if (rave) {
      this.stamp++;
      // From the last move back, so that a move played twice is marked at its first play.
      for (let i = playoutLength - 1; i >= 0; i--) this.mark(this.playoutMoves[i]!, this.playoutSeats[i]!);
    }
    let proving = this.settings.solver && leaf.proven !== undefined;
    for (let n: SearchNode<MoveOf<P>> | undefined = leaf; n !== undefined; n = n.parent) {
      n.visits++;
      for (let s = 0; s < rewards.length; s++) n.rewards[s]! += rewards[s]!;
      if (rave && n.turn >= 0) this.updateAmaf(n, rewards[n.turn]!);
      if (proving && n !== leaf) proving = this.tryProve(n);
      // The move into `n` was played at the parent's depth, before everything marked so far.
      if (rave && n.parent !== undefined) this.mark(n.move, n.parent.turn);
    }
  }

  /** RAVE: every child whose move the seat to move at `n` played later in this simulation. */
  private updateAmaf(n: SearchNode<MoveOf<P>>, reward: number): void {
    const moves = n.childMoves;
    if (moves === undefined) return;
    const { markStamp: stamps, markSeat: seats, stamp } = this;
    const { children, turn } = n;
    const size = stamps.length;
    for (let i = 0; i < children.length; i++) {
      const move = moves[i]!;
      if (move < size && stamps[move] === stamp && seats[move] === turn) {
        const c = children[i]!;
        c.amafVisits++;
        c.amafReward += reward;
      }
    }
  }

  private mark(move: number, seat: number): void {
    if (move >= this.markStamp.length) {
      const size = Math.max(move + 1, 2 * this.markStamp.length);
      const stamps = new Int32Array(size);
      stamps.set(this.markStamp);
      const seats = new Int8Array(size);
      seats.set(this.markSeat);
      this.markStamp = stamps;
      this.markSeat = seats;
    }
    this.markStamp[move] = this.stamp;
    this.markSeat[move] = seat;
  }

  /**
   * Solves `n` if its children settle it: one of them is a certain win for its mover (the
   * quickest counts), or every move is expanded and solved (then `n` is worth its mover's
   * best, reached as late as possible). Returns whether it did.
   */
  private tryProve(n: SearchNode<MoveOf<P>>): boolean {
    const seat = n.turn;
    let best = n.quickestWin(seat);
    if (best === undefined) {
      if (n.untried!.length > 0) return false;
      let bestValue = Number.NEGATIVE_INFINITY;
      for (const c of n.children) {
        if (c.proven === undefined) return false;
        const v = c.proven[seat]!;
        if (v > bestValue || (v === bestValue && c.provenPlies > best!.provenPlies)) {
          best = c;
          bestValue = v;
        }
      }
    }
    if (best === undefined) return false;
    n.proven = best.proven;
    n.provenPlies = best.provenPlies + 1;
    return true;
  }

  private growPlayout(): void {
    const moves = new Int32Array(2 * this.playoutMoves.length);
    moves.set(this.playoutMoves);
    const seats = new Int8Array(moves.length);
    seats.set(this.playoutSeats);
    this.playoutMoves = moves;
    this.playoutSeats = seats;
  }
}

/**
 * The simulations {@link MctsSearch.decided} waits for before it trusts its measure of the
 * search's pace.
 */
export const MIN_DECIDING_SIMULATIONS = 64;

/** `pos.legalMovesInto(out)`, or a copy of `legalMoves()` for a game without it. */
function legalMovesInto<P extends Position<number>>(pos: P, out: MoveOf<P>[]): number {
  if (pos.legalMovesInto !== undefined) return pos.legalMovesInto(out);
  const moves = pos.legalMoves();
  for (let i = 0; i < moves.length; i++) out[i] = moves[i] as MoveOf<P>;
  return moves.length;
}

/** Whether two positions are the same for the rules: equal keys, or equal JSON without keys. */
function samePosition(a: Position<number>, b: Position<number>): boolean {
  if (a.key !== undefined && b.key !== undefined) return a.key() === b.key();
  return JSON.stringify(a.toJSON()) === JSON.stringify(b.toJSON());
}
