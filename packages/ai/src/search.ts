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
 * - **a tree in typed arrays** ({@link SearchTree}): no object per node and no allocation per
 *   simulation; a node's children are created together, best prior first, once the node has
 *   been visited often enough for its depth; memory bounded by `maxNodes` (pruned in place when
 *   full, as Pentobi does);
 * - **the game's own playouts** where its knowledge has a `simulator` (Blokus: incremental move
 *   lists), else playouts on a copy of the position ({@link PositionSimulator});
 * - **margins** (`marginShare`): rewards that also value each seat's margin against the margins
 *   the search has seen (quality-based rewards, Pepels et al. 2014; see `RelativeMargin`).
 *
 * @module
 */

import { type MoveOf, OptionsError, type Outcome, type Position, type Rng } from '@quadrille/core';
import { MoveRecord } from './move-record.js';
import { type MctsOptions, resolveSettings, type SearchSettings } from './options.js';
import { type AbortSignalLike, now } from './platform.js';
import type { MoveChoice, MoveStat, SearchStats } from './player.js';
import { PositionSimulator, type SearchSimulator } from './position-simulator.js';
import { RelativeMargin } from './relative-margin.js';
import { EXPANDING, OVER, ROOT, SearchTree, UNEXPANDED } from './tree.js';

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
  private readonly tree: SearchTree;
  private readonly sim: SearchSimulator<P>;
  private readonly rng: Rng;
  private readonly settings: SearchSettings<P>;
  /** The rewards of the current simulation, one per seat. */
  private readonly scratch: Float64Array;
  /** The margin part of the rewards, when the settings give it a share. */
  private readonly margins: RelativeMargin | undefined;
  /** The playout's moves and their movers, for RAVE. */
  private readonly record = new MoveRecord();
  /** The nodes of the current simulation from the root down, and how many. */
  private path = new Int32Array(64);
  private pathLength = 0;
  /**
   * RAVE marks: `marks[move] === stamp + seat` when `move` was played in the current simulation,
   * first by `seat` — one number a move, so that the back-up reads one per child. `stamp` steps
   * by {@link MARK_SEATS} a simulation (doubles: exact for 2^46 simulations, more than any search runs).
   */
  private marks = new Float64Array(1024);
  private stamp = 0;
  /**
   * A copy of the root position that expansions replay the tree's moves on, when the simulator
   * keeps no position of its own (made when first needed).
   */
  private walker: P | undefined;
  /**
   * Whether expansions read a node's moves and priors from the simulator where the simulation
   * stands (`movesInto`, and `priorsInto` when the knowledge has priors): no position replayed.
   */
  private readonly expandsOnSimulator: boolean;
  /** An expansion's moves and priors, and the keys ordering them, reused (grown as needed). */
  private childMoves: MoveOf<P>[] = [];
  private childPriors = new Float64Array(256);
  private orderKeys = new Float64Array(256);
  /** The least visits of a node whose children survive the next prune (doubled by each). */
  private pruneVisits = PRUNE_VISITS;
  private started = now();
  private iterationsRun = 0;
  private wasAborted = false;

  /**
   * @param pos - the position to search (cloned; must not be over).
   * @param rng - the random stream (advanced by the search).
   * @param options - search options (budget, level, seed, reuse and slice fields are ignored:
   *   pass budgets to {@link MctsSearch.run}).
   * @param shared - a tree to search in: one shared with searches on other threads (see
   *   `SearchTree.shared`), which this search starts afresh from `pos`, or with `join` searches
   *   on in what another thread's search of the same position started (and must not advance
   *   it); or the tree of a search its player is done with ({@link MctsSearch.handOver}), whose
   *   memory this search reuses when it fits (same seats and `maxNodes`).
   * @throws `OptionsError` if the game is over or an option is invalid.
   */
  constructor(
    pos: P,
    rng: Rng,
    options: MctsOptions<P> = {},
    shared?: { readonly tree: SearchTree; readonly join: boolean },
  ) {
    if (pos.isOver()) throw new OptionsError('the game is over: there is no move to choose');
    this.settings = resolveSettings(options);
    this.rng = rng;
    this.rootPos = pos.clone();
    const { maxNodes } = this.settings;
    const given = shared?.tree;
    this.tree =
      given !== undefined && (given.isShared || (given.seats === pos.seats && given.maxNodes === maxNodes))
        ? given
        : new SearchTree(pos.seats, maxNodes);
    const { knowledge, maxPlayoutPlies } = this.settings;
    // A game's simulator plays every playout to the end (or to a certain result): with a
    // cut-off the playouts must go through the position, for `evaluate`.
    this.sim =
      knowledge.simulator !== undefined && maxPlayoutPlies === Number.POSITIVE_INFINITY
        ? knowledge.simulator(pos)
        : new PositionSimulator(pos, knowledge, maxPlayoutPlies);
    this.sim.reset(this.rootPos);
    this.expandsOnSimulator =
      this.sim.movesInto !== undefined &&
      (knowledge.priors === undefined || this.sim.priorsInto !== undefined);
    this.scratch = new Float64Array(pos.seats);
    const { marginShare } = this.settings;
    this.margins = marginShare > 0 ? new RelativeMargin(marginShare, pos.seats) : undefined;
    if (shared?.join === true) return;
    if (this.tree === given) this.tree.clear();
    this.expandRoot();
  }

  /** Simulations run since the search was created or last advanced. */
  get iterations(): number {
    return this.iterationsRun;
  }

  /** Whether the root has a single legal move (no search needed). */
  get forced(): boolean {
    return this.tree.count[ROOT] === 1;
  }

  /** Whether the root's value is known exactly (solved): more simulations change nothing. */
  get solved(): boolean {
    return this.tree.solved[ROOT]! >= 0;
  }

  /** Simulations in the tree below the root, including those kept from earlier positions. */
  get treeVisits(): number {
    return this.tree.visits[ROOT]!;
  }

  /** Nodes the tree holds now (each a few dozen bytes: see `maxNodes`). */
  get treeNodes(): number {
    return this.tree.size;
  }

  /**
   * @internal Ends this search, handing its tree to the player's next one (`new MctsSearch(…,
   * search.handOver())`): a tree's columns grow by doubling as it fills, and the next search
   * then starts with them grown (undefined for a shared tree, which is not this search's to give).
   * This search must not be run, advanced or read again.
   */
  handOver(): { readonly tree: SearchTree; readonly join: false } | undefined {
    return this.tree.isShared ? undefined : { tree: this.tree, join: false };
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
    const tree = this.tree;
    let node = ROOT;
    const replay = this.rootPos.clone();
    for (let i = from.length; i < to.length; i++) {
      const child = this.childWithMove(node, to[i]!);
      if (child < 0) return false;
      replay.play(to[i] as MoveOf<P>);
      node = child;
    }
    if (!samePosition(replay, pos)) return false;
    tree.compact(0, node);
    // Room for the next search: a kept subtree that fills half the tree is pruned until it does not.
    for (let least = PRUNE_VISITS; tree.size > tree.maxNodes / 2 && least < 2 ** 30; least *= 2) {
      tree.compact(least);
    }
    this.rootPos = replay;
    this.sim.reset(replay);
    this.walker = undefined;
    this.margins?.reset();
    this.pruneVisits = PRUNE_VISITS;
    if (tree.first[ROOT]! < 0) this.expandRoot();
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
    while (this.iterationsRun < end && !this.solved) {
      // The clock is read every simulation: tens of nanoseconds, against microseconds (tic-tac-toe)
      // to a hundred microseconds (Blokus' opening) per simulation, and slices then end on time.
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
    if (this.solved) return true;
    if (this.iterationsRun < MIN_DECIDING_SIMULATIONS) return false;
    const t = now();
    const elapsed = t - this.started;
    if (!(elapsed > 0)) return false;
    const possible = Math.min(iterationsLeft, (this.iterationsRun / elapsed) * Math.max(0, deadline - t));
    const { first: firstChild, count, visits, solved } = this.tree;
    let first = 0;
    let second = 0;
    for (let c = firstChild[ROOT]!, end = c + count[ROOT]!; c < end; c++) {
      if (solved[c]! >= 0) return false;
      const v = visits[c]!;
      if (v > first) {
        second = first;
        first = v;
      } else if (v > second) {
        second = v;
      }
    }
    return first - second > possible;
  }

  /** The move to play and the statistics so far. */
  result(): MoveChoice<MoveOf<P>> {
    const tree = this.tree;
    const seat = tree.turn[ROOT]!;
    const best = this.bestChild(ROOT);
    // Before any simulation, the move the search would have tried first (the best prior).
    const move = tree.move[best >= 0 ? best : tree.first[ROOT]!]! as MoveOf<P>;
    const pv: MoveOf<P>[] = [move];
    if (best >= 0) {
      for (let n = this.bestChild(best); n >= 0 && tree.visits[n]! > 0; n = this.bestChild(n)) {
        pv.push(tree.move[n]! as MoveOf<P>);
      }
    }
    const candidates: MoveStat<MoveOf<P>>[] = [];
    for (let c = tree.first[ROOT]!, end = c + tree.count[ROOT]!; c < end; c++) {
      if (tree.visits[c]! === 0 && tree.solved[c]! < 0) continue;
      candidates.push({
        move: tree.move[c]! as MoveOf<P>,
        visits: tree.visits[c]!,
        value: this.value(c, seat),
      });
    }
    // The chosen move first: a proven win is played however few simulations it had.
    candidates.sort(
      (a, b) => Number(b.move === move) - Number(a.move === move) || b.visits - a.visits || b.value - a.value,
    );
    const stats: SearchStats<MoveOf<P>> = {
      iterations: this.iterationsRun,
      elapsedMs: now() - this.started,
      visits: best >= 0 ? tree.visits[best]! : 0,
      value: best >= 0 ? this.value(best, seat) : Number.NaN,
      pv,
      candidates,
      aborted: this.wasAborted,
    };
    return { move, stats };
  }

  /**
   * One simulation: select down the tree (expanding a leaf visited often enough), play out,
   * back up the rewards.
   */
  private simulate(): void {
    const tree = this.tree;
    // A shared tree is pruned only between searches (by `advance`): a full one stops growing.
    if (tree.full && !tree.isShared) this.prune();
    const sim = this.sim;
    sim.restore();
    let node = ROOT;
    this.path[0] = ROOT;
    this.pathLength = 1;
    let solved = false;
    for (;;) {
      if (tree.solved[node]! >= 0) {
        solved = true;
        break;
      }
      if (tree.first[node]! < 0) {
        // Its visits count this simulation already (see `visit`).
        const depth = this.pathLength - 1;
        if (tree.visits[node]! <= EXPANSION_BASE + EXPANSION_PER_DEPTH * depth || !this.expand(node)) break;
        if (tree.solved[node]! >= 0) {
          solved = true;
          break;
        }
      }
      node = this.select(node);
      this.visit(node);
      sim.play(tree.move[node]! as MoveOf<P>);
      this.pushPath(node);
    }
    let playoutLength = 0;
    if (solved) {
      tree.solvedRewards(node, this.scratch);
    } else {
      this.record.length = 0;
      const outcome = sim.playout(this.rng, this.record);
      playoutLength = this.record.length;
      this.rewards(outcome);
      // A leaf where the game is over: solved at once (MCTS-solver).
      if (playoutLength === 0 && outcome !== undefined && sim.turn() === OVER) {
        tree.turn[node] = OVER;
        tree.solve(node, this.scratch, 0);
        solved = true;
      }
    }
    this.backUp(this.scratch, playoutLength, solved);
  }

  /** The rewards of a playout's result into the scratch array (the evaluation's, if it was cut). */
  private rewards(outcome: Outcome | undefined): void {
    if (outcome !== undefined) this.finalRewards(outcome, this.scratch);
    else if (this.settings.knowledge.evaluate !== undefined)
      this.settings.knowledge.evaluate(this.sim.position!(), this.scratch);
    else this.scratch.fill(1 / this.scratch.length);
  }

  /**
   * Counts the simulation going down through `node` at once, as a loss for the mover (a
   * virtual loss): threads sharing the tree then spread over other moves instead of piling
   * into this one while its result is out. {@link MctsSearch.backUp} turns the loss into the
   * real reward.
   */
  private visit(node: number): void {
    const { visits, mean } = this.tree;
    const v = this.tree.isShared ? Atomics.add(visits, node, 1) + 1 : ++visits[node]!;
    mean[node]! -= mean[node]! / (v + this.settings.priorWeight);
  }

  private pushPath(node: number): void {
    if (this.pathLength === this.path.length) {
      const grown = new Int32Array(2 * this.path.length);
      grown.set(this.path);
      this.path = grown;
    }
    this.path[this.pathLength++] = node;
  }

  /** Expands the root (the simulator and the walker are at the root). */
  private expandRoot(): void {
    this.sim.restore();
    this.path[0] = ROOT;
    this.pathLength = 1;
    // A lone root always fits in the tree.
    this.expand(ROOT);
  }

  /**
   * Gives `node` (the end of the current path) its children: one per legal move, best prior
   * first (random among equals), or solves it when the game is over there. Returns false,
   * changing nothing, when the tree has no room for them.
   */
  private expand(node: number): boolean {
    const tree = this.tree;
    // On a shared tree, one thread claims the node; the others play out from it meanwhile.
    if (tree.isShared && Atomics.compareExchange(tree.first, node, UNEXPANDED, EXPANDING) !== UNEXPANDED) {
      return false;
    }
    let first = UNEXPANDED;
    try {
      const count = this.readChildren();
      if (count === 0) {
        tree.turn[node] = OVER;
        this.finalRewards(this.positionAtPath().outcome()!, this.scratch);
        tree.solve(node, this.scratch, 0);
        return true;
      }
      const start = tree.allocate(count);
      if (start < 0) return false;
      const keys = this.priorOrder(count);
      const moves = this.childMoves;
      const priors = this.childPriors;
      for (let i = 0; i < count; i++) {
        // The key's low bits, without `%`: on doubles V8 calls fmod, dearer than the rest of the loop.
        const key = keys[i]!;
        const j = key - Math.floor(key / ORDER_INDEX) * ORDER_INDEX;
        tree.init(start + i, moves[j]!, priors[j]!);
      }
      tree.turn[node] = this.sim.turn();
      tree.count[node] = count;
      first = start;
      return true;
    } finally {
      // Published last: a thread that sees the first child sees the whole block.
      if (tree.isShared) Atomics.store(tree.first, node, first);
      else tree.first[node] = first;
      this.leaveWalker();
    }
  }

  /**
   * The legal moves at the end of the current path into {@link MctsSearch.childMoves} and
   * their priors into {@link MctsSearch.childPriors} (0.5 without priors); returns how many.
   * Read from the simulator where it can give them, else from a position there.
   */
  private readChildren(): number {
    const sim = this.sim;
    const { knowledge } = this.settings;
    let count: number;
    let pos: P | undefined;
    if (this.expandsOnSimulator) {
      count = sim.movesInto!(this.childMoves);
    } else {
      pos = this.positionAtPath();
      if (pos.legalMovesInto !== undefined) count = pos.legalMovesInto(this.childMoves);
      else {
        const moves = pos.legalMoves() as MoveOf<P>[];
        for (let i = 0; i < moves.length; i++) this.childMoves[i] = moves[i]!;
        count = moves.length;
      }
    }
    if (count === 0) return 0;
    if (this.childPriors.length < count) {
      this.childPriors = new Float64Array(2 * count);
      this.orderKeys = new Float64Array(2 * count);
    }
    const priors = this.childPriors;
    priors.fill(0.5, 0, count);
    if (knowledge.priors !== undefined && count > 1) {
      if (pos === undefined) sim.priorsInto!(this.childMoves, count, priors);
      else {
        // The knowledge's contract: exactly the legal moves, and an array of their length.
        const moves = this.childMoves.slice(0, count);
        const out = priors.subarray(0, count);
        knowledge.priors(pos, moves, out);
      }
    }
    return count;
  }

  /**
   * The indices of the first `count` priors of {@link MctsSearch.childPriors} in the order
   * children are tried, best prior first and at random among equal priors: one numeric sort of
   * keys packing the prior (24 bits, inverted), a random draw and the index (`key %
   * ORDER_INDEX`, the low bits), no comparator.
   */
  private priorOrder(count: number): Float64Array {
    if (count > ORDER_INDEX) throw new OptionsError(`more than ${ORDER_INDEX} legal moves in one position`);
    const priors = this.childPriors;
    const keys = this.orderKeys.subarray(0, count);
    for (let i = 0; i < count; i++) {
      const rank = Math.round((1 - Math.min(1, Math.max(0, priors[i]!))) * PRIOR_STEPS);
      keys[i] = (rank * ORDER_RANDOM + this.rng.int(ORDER_RANDOM)) * ORDER_INDEX + i;
    }
    return keys.sort();
  }

  /**
   * The position at the end of the current path: the simulator's own, or the walker — a copy of
   * the root kept where the last expansion left it, taken back to the moves it shares with the
   * path and on down the path (consecutive expansions often share their first moves).
   */
  private positionAtPath(): P {
    if (this.sim.position !== undefined) return this.sim.position();
    const walker = (this.walker ??= this.rootPos.clone());
    const root = this.rootPos.history.length;
    const { move } = this.tree;
    const history = walker.history;
    let shared = 0;
    while (
      shared < this.pathLength - 1 &&
      root + shared < history.length &&
      history[root + shared] === move[this.path[shared + 1]!]
    ) {
      shared++;
    }
    while (walker.history.length > root + shared) walker.undo!();
    for (let i = shared + 1; i < this.pathLength; i++) walker.play(move[this.path[i]!]! as MoveOf<P>);
    return walker;
  }

  /** After {@link MctsSearch.positionAtPath}: a game without `undo` gets a fresh walker next time. */
  private leaveWalker(): void {
    if (this.walker?.undo === undefined) this.walker = undefined;
  }

  /** Frees the least visited part of a full tree, keeping more each time (see `SearchTree.compact`). */
  private prune(): void {
    this.tree.compact(this.pruneVisits);
    this.pruneVisits *= 2;
  }

  private childLimit(visits: number): number {
    const w = this.settings.widening;
    if (w === false) return Number.POSITIVE_INFINITY;
    const grown = w.exponent === 0.5 ? Math.sqrt(visits) : visits ** w.exponent;
    return Math.max(w.base, Math.floor(w.factor * grown));
  }

  /**
   * The child to go down to: among the children that progressive widening allows (best prior
   * first), the first never visited, else the one maximising, for the seat to move, the blend
   * of its mean (priors counted as `priorWeight` imaginary simulations) and its RAVE value, plus
   * the UCB exploration term. A solved child counts for its exact value.
   */
  private select(node: number): number {
    const tree = this.tree;
    const { visits, mean, raveCount, raveMean, solved, solvedValues } = tree;
    const stride = tree.seats + 1;
    const seat = tree.turn[node]!;
    const { exploration: c, rave: k } = this.settings;
    const parentVisits = visits[node]!;
    const bonus = c * Math.sqrt(Math.log(parentVisits + 1));
    const first = tree.first[node]!;
    const end = first + Math.min(tree.count[node]!, this.childLimit(parentVisits));
    let best = first;
    let bestScore = Number.NEGATIVE_INFINITY;
    for (let i = first; i < end; i++) {
      let score: number;
      const entry = solved[i]!;
      if (entry >= 0) {
        // Read in place, not through a call: the loop's scores then stay unboxed doubles.
        score = solvedValues[entry * stride + seat]!;
      } else {
        const n = visits[i]!;
        if (n === 0) return i;
        // Both means count the prior as `priorWeight` imaginary simulations already.
        let value = mean[i]!;
        const m = raveCount[i]!;
        if (k > 0 && m > 0) {
          // Silver's schedule: the RAVE weight falls from 1 to 0 as real simulations outnumber k.
          const beta = m / (m + n + (m * n) / k);
          value += beta * (raveMean[i]! - value);
        }
        score = value + bonus * (n < INVERSE_ROOTS.length ? INVERSE_ROOTS[n]! : 1 / Math.sqrt(n + 1));
      }
      if (score > bestScore) {
        bestScore = score;
        best = i;
      }
    }
    return best;
  }

  /**
   * The rewards of a finished game. With a margin share, a finished node proven by the solver
   * keeps the margin term it got when first reached, on the margins seen by then.
   */
  private finalRewards(outcome: Outcome, out: Float64Array): void {
    this.settings.reward(outcome, out);
    this.margins?.apply(outcome, out);
  }

  /**
   * Adds the rewards to every node of the path, with the RAVE statistics of their children,
   * and proves what a solved leaf settles (MCTS-solver).
   */
  private backUp(rewards: Float64Array, playoutLength: number, solvedLeaf: boolean): void {
    const tree = this.tree;
    const { visits, mean, turn, move } = tree;
    const path = this.path;
    const rave = this.settings.rave > 0;
    if (rave) {
      this.stamp += MARK_SEATS;
      const { moves, seats } = this.record;
      // From the last move back, so that a move played twice is marked at its first play.
      for (let i = playoutLength - 1; i >= 0; i--) this.mark(moves[i]!, seats[i]!);
    }
    let proving = this.settings.solver && solvedLeaf;
    for (let i = this.pathLength - 1; i >= 0; i--) {
      const n = path[i]!;
      if (i > 0) {
        // `visit` counted this simulation as a loss (0) on the way down: add the reward.
        const mover = turn[path[i - 1]!]!;
        mean[n]! += rewards[mover]! / (visits[n]! + this.settings.priorWeight);
      } else if (tree.isShared) {
        Atomics.add(visits, n, 1);
      } else {
        visits[n]!++;
      }
      if (rave && turn[n]! >= 0 && tree.first[n]! >= 0) this.updateAmaf(n, rewards[turn[n]!]!);
      if (proving && i < this.pathLength - 1) proving = this.tryProve(n);
      // The move into `n` was played at the parent's depth, before everything marked so far.
      if (rave && i > 0) this.mark(move[n]!, turn[path[i - 1]!]!);
    }
  }

  /** RAVE: every child whose move the seat to move at `n` played later in this simulation. */
  private updateAmaf(n: number, reward: number): void {
    const { move, raveCount, raveMean } = this.tree;
    const marks = this.marks;
    const w = this.settings.priorWeight;
    const mark = this.stamp + this.tree.turn[n]!;
    const size = marks.length;
    for (let c = this.tree.first[n]!, end = c + this.tree.count[n]!; c < end; c++) {
      const m = move[c]!;
      if (m < size && marks[m] === mark) {
        const count = ++raveCount[c]!;
        raveMean[c]! += (reward - raveMean[c]!) / (count + w);
      }
    }
  }

  private mark(move: number, seat: number): void {
    if (move >= this.marks.length) {
      const grown = new Float64Array(Math.max(move + 1, 2 * this.marks.length));
      grown.set(this.marks);
      this.marks = grown;
    }
    this.marks[move] = this.stamp + seat;
  }

  /**
   * Solves `n` if its children settle it: one of them is a certain win for its mover (the
   * quickest counts), or every child is solved (then `n` is worth its mover's best, reached as
   * late as possible). Returns whether it did.
   */
  private tryProve(n: number): boolean {
    const tree = this.tree;
    const seat = tree.turn[n]!;
    let best = this.quickestWin(n);
    if (best < 0) {
      if (tree.first[n]! < 0) return false;
      let bestValue = Number.NEGATIVE_INFINITY;
      for (let c = tree.first[n]!, end = c + tree.count[n]!; c < end; c++) {
        if (tree.solved[c]! < 0) return false;
        const v = tree.solvedReward(c, seat);
        if (v > bestValue || (v === bestValue && tree.solvedPlies(c) > tree.solvedPlies(best))) {
          best = c;
          bestValue = v;
        }
      }
    }
    if (best < 0) return false;
    tree.solvedRewards(best, this.scratch);
    tree.solve(n, this.scratch, tree.solvedPlies(best) + 1);
    return true;
  }

  /** The child of `n` proven to win outright for its mover in the fewest moves, or -1. */
  private quickestWin(n: number): number {
    const tree = this.tree;
    const seat = tree.turn[n]!;
    let best = -1;
    for (let c = tree.first[n]!, end = c + tree.count[n]!; c < end; c++) {
      if (tree.solved[c]! < 0 || tree.solvedReward(c, seat) < WIN) continue;
      if (best < 0 || tree.solvedPlies(c) < tree.solvedPlies(best)) best = c;
    }
    return best;
  }

  /**
   * The mean reward of child `c` for `seat`, its mover, over its simulations alone, the prior
   * taken out (exact once solved; 0 before any visit).
   */
  private value(c: number, seat: number): number {
    const tree = this.tree;
    if (tree.solved[c]! >= 0) return tree.solvedReward(c, seat);
    const n = tree.visits[c]!;
    if (n === 0) return 0;
    const w = this.settings.priorWeight;
    return (tree.mean[c]! * (n + w) - w * tree.prior[c]!) / n;
  }

  /** The most visited child of `n` (ties to the better value), or -1 if it has none. */
  private mostVisited(n: number): number {
    const tree = this.tree;
    const seat = tree.turn[n]!;
    let best = -1;
    for (let c = tree.first[n]!, end = c + tree.count[n]!; c < end; c++) {
      if (
        best < 0 ||
        tree.visits[c]! > tree.visits[best]! ||
        (tree.visits[c]! === tree.visits[best]! && this.value(c, seat) > this.value(best, seat))
      ) {
        best = c;
      }
    }
    return best;
  }

  /**
   * The move to play from `n`: a proven win if there is one, else the most visited child —
   * unless that one is solved, and another promises more (its exact value, or its mean if
   * unsolved): then the most visited of those. So a solved loss is not played while a move with
   * any hope remains. -1 when `n` has no children.
   */
  private bestChild(n: number): number {
    const tree = this.tree;
    if (tree.first[n]! < 0) return -1;
    const win = this.quickestWin(n);
    if (win >= 0) return win;
    const visited = this.mostVisited(n);
    if (tree.solved[visited]! < 0) return visited;
    const seat = tree.turn[n]!;
    const floor = tree.solvedReward(visited, seat);
    let best = -1;
    for (let c = tree.first[n]!, end = c + tree.count[n]!; c < end; c++) {
      if (this.value(c, seat) <= floor || tree.visits[c]! === 0) continue;
      if (best < 0 || tree.visits[c]! > tree.visits[best]!) best = c;
    }
    return best >= 0 ? best : visited;
  }

  /** The child of `n` reached by `move`, or -1 (also when `n` is not expanded). */
  private childWithMove(n: number, move: number): number {
    const tree = this.tree;
    for (let c = tree.first[n]!, end = c + tree.count[n]!; c >= 0 && c < end; c++) {
      if (tree.move[c] === move) return c;
    }
    return -1;
  }
}

/**
 * The simulations {@link MctsSearch.decided} waits for before it trusts its measure of the
 * search's pace.
 */
export const MIN_DECIDING_SIMULATIONS = 64;

/** A reward this close to 1 is a certain outright win: nothing can do better. */
export const WIN = 1 - 1e-9;

/**
 * A node is expanded once it has `EXPANSION_BASE + EXPANSION_PER_DEPTH × depth` simulations
 * (Pentobi's schedule): deep nodes, most of which are seldom visited again, wait longer, which
 * keeps the tree small and the expansions (legal moves and priors) rare.
 */
const EXPANSION_BASE = 1;
const EXPANSION_PER_DEPTH = 0.5;

/** `1 / √(n + 1)` for the visit counts n of most children: the exploration term without a square root. */
// Pure: a bundle that imports the package without the search (a page's, beside its search
// worker) drops the table rather than compute it.
const INVERSE_ROOTS = /* @__PURE__ */ Float64Array.from({ length: 1 << 16 }, (_, n) => 1 / Math.sqrt(n + 1));

/**
 * The sort keys of {@link MctsSearch.priorOrder}: a prior in [0, 1] in {@link PRIOR_STEPS}
 * steps, a random draw below {@link ORDER_RANDOM}, and an index below {@link ORDER_INDEX}
 * (2^24 × 2^15 × 2^14 = 2^53, exact in a double).
 */
const PRIOR_STEPS = 2 ** 24 - 1;
const ORDER_RANDOM = 2 ** 15;
const ORDER_INDEX = 2 ** 14;

/**
 * Room for the seats in a RAVE mark, `stamp + seat`: every seat is below it, as the tree keeps
 * seats in an `Int8Array`.
 */
const MARK_SEATS = 128;

/** The least visits of a node whose children survive the first prune of a full tree (Pentobi's start). */
const PRUNE_VISITS = 16;

/** Whether two positions are the same for the rules: equal keys, or equal JSON without keys. */
function samePosition(a: Position<number>, b: Position<number>): boolean {
  if (a.key !== undefined && b.key !== undefined) return a.key() === b.key();
  return JSON.stringify(a.toJSON()) === JSON.stringify(b.toJSON());
}
