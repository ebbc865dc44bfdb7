/**
 * Monte Carlo tree search (UCT, Kocsis & Szepesvári 2006) for any game of the protocol, with
 * per-seat rewards (max^n: each seat maximises its own reward at its turn, so it handles two to
 * four players alike) and progressive widening (Coulom 2007; Chaslot et al. 2008) for games with
 * hundreds of moves such as Blokus.
 *
 * {@link MctsSearch} is the synchronous engine; {@link mctsPlayer} wraps it into a
 * {@link Player} whose time-budgeted searches yield to the host between slices.
 *
 * @module
 */

import { type MoveOf, OptionsError, type Position, Rng } from '@quadrille/core';
import type { GameHooks } from './hooks.js';
import { SearchNode } from './node.js';
import { type AbortSignalLike, now, yieldToHost } from './platform.js';
import type { ChooseOptions, MoveChoice, MoveStat, Player, SearchStats } from './player.js';
import { type RewardFunction, winShare } from './reward.js';

/**
 * Progressive widening: a node visited `n` times may have at most
 * `max(base, floor(factor × n ^ exponent))` children; the others wait, best prior first.
 */
export interface Widening {
  /** Children allowed from the first visit. */
  readonly base: number;
  /** Multiplier of the growth term. */
  readonly factor: number;
  /** Exponent of the growth term, in (0, 1]. */
  readonly exponent: number;
}

/** The default {@link Widening}: 16 children at once, then 2√n. */
export const DEFAULT_WIDENING: Widening = { base: 16, factor: 2, exponent: 0.5 };

/** How long a search may run. Whichever limit is reached first stops it. */
export interface Budget {
  /** Maximum simulations (reproducible under a seed). */
  readonly iterations?: number;
  /** Maximum wall-clock milliseconds (not reproducible: depends on the machine). */
  readonly timeMs?: number;
}

/** Options of {@link mctsPlayer} and {@link MctsSearch}. */
export interface MctsOptions<P extends Position<number> = Position<number>> extends Budget {
  /** Seed of the player's random stream (default 0). */
  readonly seed?: number;
  /** UCT exploration constant c in `value + c·√(ln N / n)` (default 0.7; rewards are in [0, 1]). */
  readonly exploration?: number;
  /** Progressive widening, or `false` to consider every move at once (default {@link DEFAULT_WIDENING}). */
  readonly widening?: Widening | false;
  /** How outcomes become per-seat rewards (default {@link winShare}). */
  readonly reward?: RewardFunction;
  /** Optional game knowledge. */
  readonly hooks?: GameHooks<P>;
  /** Cut playouts after this many moves and call `hooks.evaluate` (default: play to the end). */
  readonly maxPlayoutPlies?: number;
  /** Milliseconds of search between two yields to the host in {@link Player.chooseMove} (default 25). */
  readonly sliceMs?: number;
}

/** The default budget when none is given: 1000 simulations. */
export const DEFAULT_ITERATIONS = 1000;

/**
 * One search from one position. Create it, call {@link MctsSearch.run} as often as needed
 * (each call continues the same tree), then read {@link MctsSearch.result}. The position passed
 * in is cloned and never modified.
 *
 * @typeParam P - the game's position type.
 */
export class MctsSearch<P extends Position<number>> {
  private readonly rootPos: P;
  private readonly root: SearchNode<MoveOf<P>>;
  private readonly rng: Rng;
  private readonly exploration: number;
  private readonly widening: Widening | false;
  private readonly reward: RewardFunction;
  private readonly hooks: GameHooks<P>;
  private readonly maxPlayoutPlies: number;
  private readonly scratch: Float64Array;
  private readonly started = now();
  private iterationsRun = 0;
  private wasAborted = false;

  /**
   * @param pos - the position to search (cloned; must not be over).
   * @param rng - the random stream (advanced by the search).
   * @param options - search options (the budget fields are ignored here; pass them to `run`).
   * @throws `OptionsError` if the game is over or an option is invalid.
   */
  constructor(pos: P, rng: Rng, options: MctsOptions<P> = {}) {
    if (pos.isOver()) throw new OptionsError('the game is over: there is no move to choose');
    this.exploration = checkNumber('exploration', options.exploration ?? 0.7, 0);
    this.widening = options.widening === undefined ? DEFAULT_WIDENING : options.widening;
    if (this.widening !== false) {
      checkNumber('widening.base', this.widening.base, 1);
      checkNumber('widening.factor', this.widening.factor, 0);
      checkNumber('widening.exponent', this.widening.exponent, 0);
    }
    this.maxPlayoutPlies = checkNumber(
      'maxPlayoutPlies',
      options.maxPlayoutPlies ?? Number.POSITIVE_INFINITY,
      0,
    );
    this.reward = options.reward ?? winShare;
    this.hooks = options.hooks ?? {};
    this.rng = rng;
    this.rootPos = pos.clone();
    this.root = new SearchNode<MoveOf<P>>(-1 as MoveOf<P>, undefined, pos.seats);
    this.scratch = new Float64Array(pos.seats);
    this.expand(this.root, this.rootPos);
  }

  /** Simulations run so far. */
  get iterations(): number {
    return this.iterationsRun;
  }

  /** Whether the root has a single legal move (no search needed). */
  get forced(): boolean {
    return this.root.untried!.length + this.root.children.length === 1;
  }

  /**
   * Runs simulations until `iterations` more have run, the clock passes `deadline` (a
   * {@link now}-style timestamp), or `signal` is aborted.
   *
   * @returns whether the search stopped because of `signal`.
   */
  run(iterations: number, deadline = Number.POSITIVE_INFINITY, signal?: AbortSignalLike): boolean {
    const end = this.iterationsRun + iterations;
    while (this.iterationsRun < end) {
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

  /** The move to play (the most visited) and the statistics so far. */
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
      .sort((a, b) => b.visits - a.visits || b.value - a.value);
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
    const pos = this.rootPos.clone();
    let node = this.root;
    for (;;) {
      if (node.untried === undefined) this.expand(node, pos);
      if (node.turn < 0) break;
      if (node.untried!.length > 0 && node.children.length < this.childLimit(node.visits)) {
        const move = node.untried!.pop()!;
        pos.play(move);
        const child = new SearchNode(move, node, pos.seats);
        node.children.push(child);
        node = child;
        break;
      }
      node = this.select(node);
      pos.play(node.move);
    }
    const rewards = this.playout(pos);
    for (let n: SearchNode<MoveOf<P>> | undefined = node; n !== undefined; n = n.parent) {
      n.visits++;
      for (let s = 0; s < rewards.length; s++) n.rewards[s]! += rewards[s]!;
    }
  }

  /** Records the node's seat to move and its moves, ordered so that `pop` takes the next to try. */
  private expand(node: SearchNode<MoveOf<P>>, pos: P): void {
    const moves = pos.legalMoves() as MoveOf<P>[];
    node.turn = moves.length === 0 ? -1 : pos.turn;
    const untried = this.rng.shuffle(moves.slice());
    const priors = moves.length > 1 ? this.hooks.priors?.(pos, moves) : undefined;
    if (priors !== undefined) {
      const prior = new Map<number, number>();
      for (let i = 0; i < moves.length; i++) prior.set(moves[i]!, priors[i] ?? 0);
      // Stable sort keeps the random order among equal priors; best prior ends last.
      untried.sort((a, b) => prior.get(a)! - prior.get(b)!);
    }
    node.untried = untried;
  }

  private childLimit(visits: number): number {
    const w = this.widening;
    if (w === false) return Number.POSITIVE_INFINITY;
    return Math.max(w.base, Math.floor(w.factor * visits ** w.exponent));
  }

  /** The child maximising UCB1 for the seat to move at `node`. */
  private select(node: SearchNode<MoveOf<P>>): SearchNode<MoveOf<P>> {
    const seat = node.turn;
    const logN = Math.log(node.visits);
    const c = this.exploration;
    let best = node.children[0]!;
    let bestScore = Number.NEGATIVE_INFINITY;
    for (const child of node.children) {
      const score = child.rewards[seat]! / child.visits + c * Math.sqrt(logN / child.visits);
      if (score > bestScore) {
        bestScore = score;
        best = child;
      }
    }
    return best;
  }

  /** Plays `pos` out (in place) and returns the per-seat rewards (a shared scratch array). */
  private playout(pos: P): Float64Array {
    const out = this.scratch;
    const pick = this.hooks.playoutMove;
    for (let ply = 0; ply < this.maxPlayoutPlies; ply++) {
      const moves = pos.legalMoves() as readonly MoveOf<P>[];
      if (moves.length === 0) break;
      pos.play(pick === undefined ? moves[this.rng.int(moves.length)]! : pick(pos, moves, this.rng));
    }
    const outcome = pos.outcome();
    if (outcome !== undefined) this.reward(outcome, out);
    else if (this.hooks.evaluate !== undefined) this.hooks.evaluate(pos, out);
    else out.fill(1 / pos.seats);
    return out;
  }
}

function checkNumber(name: string, value: number, min: number): number {
  if (typeof value !== 'number' || Number.isNaN(value) || value < min) {
    throw new OptionsError(`${name} must be a number ≥ ${min}, got ${String(value)}`);
  }
  return value;
}

/** Per-call options of {@link MctsPlayer.search}: a signal and, optionally, another budget. */
export interface SearchOptions extends ChooseOptions, Budget {}

/** An MCTS {@link Player}, with a synchronous {@link MctsPlayer.search} for workers and scripts. */
export interface MctsPlayer<P extends Position<number> = Position<number>> extends Player<P> {
  /**
   * Searches synchronously (blocking) and returns the move. The budget defaults to the player's.
   * With an iteration budget and no time budget the result depends only on the seed, the
   * position and the moves asked before.
   *
   * @throws `OptionsError` if the game is over.
   */
  search<Q extends P>(pos: Q, options?: SearchOptions): MoveChoice<MoveOf<Q>>;
}

/**
 * A Monte Carlo tree search player. Searches run on clones and never touch the caller's
 * position. The budget is `iterations` and/or `timeMs` (default {@link DEFAULT_ITERATIONS}
 * simulations when neither is given). {@link Player.chooseMove} searches in slices of `sliceMs`
 * and yields to the host in between, so it can run on a browser's main thread; an aborted signal
 * stops it and the best move so far is returned.
 *
 * @param options - search options; see {@link MctsOptions}.
 * @throws `OptionsError` for an invalid seed or budget.
 *
 * @example
 * ```ts
 * import { mctsPlayer } from '@quadrille/ai';
 * import { talpa } from '@quadrille/talpa';
 *
 * const pos = talpa.create({ variant: 'beginner' });
 * const ai = mctsPlayer({ seed: 1, iterations: 500 }); // or { timeMs: 1000 }
 * // `search` blocks; `await ai.chooseMove(pos)` is the same search, yielding to the page.
 * const { move, stats } = ai.search(pos);
 * console.log(pos.isLegal(move), stats.iterations, stats.pv[0] === move); // => true 500 true
 * pos.play(move);
 * ```
 */
export function mctsPlayer<P extends Position<number> = Position<number>>(
  options: MctsOptions<P> = {},
): MctsPlayer<P> {
  const rng = new Rng(options.seed ?? 0);
  const defaults = checkBudget(options);
  const sliceMs = checkNumber('sliceMs', options.sliceMs ?? 25, 1);
  const start = (pos: P, budget: Budget) => {
    const b = budget.iterations === undefined && budget.timeMs === undefined ? defaults : checkBudget(budget);
    const search = new MctsSearch(pos, rng, options);
    const deadline = now() + (b.timeMs ?? Number.POSITIVE_INFINITY);
    return { search, iterations: b.iterations ?? Number.POSITIVE_INFINITY, deadline };
  };
  return {
    name: 'mcts',
    search<Q extends P>(pos: Q, opts: SearchOptions = {}) {
      const { search, iterations, deadline } = start(pos, opts);
      if (!search.forced) search.run(iterations, deadline, opts.signal);
      return search.result() as MoveChoice<MoveOf<Q>>;
    },
    async chooseMove<Q extends P>(pos: Q, opts: ChooseOptions = {}) {
      const { search, iterations, deadline } = start(pos, defaults);
      if (search.forced) return search.result() as MoveChoice<MoveOf<Q>>;
      while (search.iterations < iterations && now() < deadline) {
        const aborted = search.run(
          iterations - search.iterations,
          Math.min(deadline, now() + sliceMs),
          opts.signal,
        );
        if (aborted) break;
        if (search.iterations < iterations && now() < deadline) await yieldToHost();
      }
      return search.result() as MoveChoice<MoveOf<Q>>;
    },
  };
}

function checkBudget(budget: Budget): Budget {
  const { iterations, timeMs } = budget;
  if (iterations !== undefined && !(Number.isInteger(iterations) && iterations >= 1)) {
    throw new OptionsError(`iterations must be a positive integer, got ${String(iterations)}`);
  }
  if (timeMs !== undefined && !(typeof timeMs === 'number' && timeMs > 0)) {
    throw new OptionsError(`timeMs must be a positive number, got ${String(timeMs)}`);
  }
  return iterations === undefined && timeMs === undefined ? { iterations: DEFAULT_ITERATIONS } : budget;
}
