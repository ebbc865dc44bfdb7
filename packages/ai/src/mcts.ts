/**
 * {@link mctsPlayer}: the Monte Carlo tree search player — the options, their defaults and
 * checks, and the {@link Player} around an {@link MctsSearch} that keeps its tree from one move
 * to the next of a game.
 *
 * @module
 */

import { type GameClock, type MoveOf, OptionsError, type Position, Rng } from '@quadrille/core';
import { type Budget, checkBudget } from './budget.js';
import { moveTime, plannedReading } from './clock.js';
import type { MctsOptions } from './options.js';
import { now, yieldToHost } from './platform.js';
import type { ChooseOptions, MoveChoice, Player } from './player.js';
import { playerBudget } from './player-budget.js';
import { MctsSearch } from './search.js';

/**
 * Per-call options of {@link MctsPlayer.search}: a signal, the time left on the player's clock
 * and, optionally, another budget for this search (simulations or time, not a clock).
 */
export interface SearchOptions extends ChooseOptions, Omit<Budget, 'clock'> {}

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
  /**
   * The player's game clock when it plays on one (the `clock` option), else undefined: its
   * account of the time left, which each move charges with the time it took (and credits with
   * the increment). Call `reset()` on it to play another game with the same player.
   */
  readonly clock: GameClock | undefined;
}

/**
 * A Monte Carlo tree search player (see {@link MctsSearch} for what the search does). Searches
 * run on clones and never touch the caller's position. The budget is `iterations` and/or
 * `timeMs`, or a game `clock`, else the `level`'s, else {@link DEFAULT_ITERATIONS} simulations.
 * On a clock (core's `ClockSettings`: main time with an increment, byo-yomi periods) each move
 * gets the time {@link moveTime} gives it
 * from the time left — the caller's `timeLeftMs` when given, else the player's own account
 * ({@link MctsPlayer.clock}) — and its search stops as soon as its move cannot change, keeping
 * the time saved for later moves.
 * {@link Player.chooseMove} searches in slices of `sliceMs` and yields to the host in between, so
 * it can run on a browser's main thread; an aborted signal stops it and the best move so far is
 * returned. With `reuse` (the default) the player keeps its tree between calls: asked about a
 * position that follows the last one it searched in the same game, it starts from what it
 * learnt there. Ask one player for one move at a time.
 *
 * @param options - search options; see {@link MctsOptions}.
 * @throws `OptionsError` for an invalid option.
 *
 * @example
 * ```ts
 * import { mctsPlayer } from '@quadrille/ai';
 * import { talpa } from '@quadrille/talpa';
 *
 * const pos = talpa.create({ variant: 'beginner' });
 * const ai = mctsPlayer({ seed: 1, level: 3 }); // or { timeMs: 1000 }
 * // `search` blocks; `await ai.chooseMove(pos)` is the same search, yielding to the page.
 * const { move, stats } = ai.search(pos);
 * console.log(pos.isLegal(move), stats.pv[0] === move); // => true true
 * pos.play(move);
 * ```
 */
export function mctsPlayer<P extends Position<number> = Position<number>>(
  options: MctsOptions<P> = {},
): MctsPlayer<P> {
  return playerWith(options, (pos, rng, last, reuse) =>
    reuse && last?.advance(pos) === true ? last : new MctsSearch(pos, rng, options, last?.handOver()),
  ).player;
}

/**
 * How a player gets the search of a position: its last search advanced (when `reuse` is on and
 * the position follows), or a new one — on the last one's tree, whose columns have grown
 * already. The search threads of a shared tree make theirs on that tree.
 */
export type SearchSource<P extends Position<number>> = (
  pos: P,
  rng: Rng,
  last: MctsSearch<P> | undefined,
  reuse: boolean,
) => MctsSearch<P>;

/**
 * One search of a thread of a parallel player on a game clock (see `parallel/worker.ts`): the
 * time the player's schedule gave the move, and who may stop the search once its move is decided.
 */
export interface MovePlan {
  /** Milliseconds the search may run, from now. */
  readonly timeMs: number;
  /**
   * How many threads add their simulations to this search's tree: the search stops once its
   * move is decided at that many times its own pace (the lead of a shared tree: every thread;
   * a thread with a tree of its own: 1). 0: it never stops for that (a thread that joins a
   * shared tree, whose lead decides for all).
   */
  readonly deciding: number;
  /** Called when the search stops before its time or simulations run out: its move is decided. */
  readonly onDecided?: () => void;
}

/** What {@link playerWith} makes: the player, and its searches by a {@link MovePlan}. */
export interface PlannedPlayer<P extends Position<number>> {
  /** The player. */
  readonly player: MctsPlayer<P>;
  /**
   * The player's `chooseMove`, on `plan`'s time (its `iterations` still cap the search) rather
   * than its own budget or clock.
   */
  chooseMove<Q extends P>(pos: Q, plan: MovePlan, options?: ChooseOptions): Promise<MoveChoice<MoveOf<Q>>>;
}

/** A search under way and its limits (see {@link playerWith}). */
interface Limits<P extends Position<number>> {
  readonly search: MctsSearch<P>;
  /** The most simulations it may run (infinite: no cap). */
  readonly iterations: number;
  /** When its time is up (a `now()` timestamp; infinite: no time limit). */
  readonly deadline: number;
  /** How many threads' pace decides its move early (0: it runs its budget out); see {@link MovePlan.deciding}. */
  readonly deciding: number;
}

/** {@link mctsPlayer} with its searches from `source`, and its searches by plan. */
export function playerWith<P extends Position<number>>(
  options: MctsOptions<P>,
  source: SearchSource<P>,
): PlannedPlayer<P> {
  const { defaults, clock, sliceMs } = playerBudget(options);
  const rng = new Rng(options.seed ?? 0);
  const maxIterations = options.iterations;
  const reuse = options.reuse ?? true;
  let last: MctsSearch<P> | undefined;
  /**
   * The search of `pos` and its limits: by `plan` if given, else by `budget` (on the player's
   * clock when it has one and the budget does not replace it: then it may stop once decided).
   */
  const start = (pos: P, budget: Budget, opts: ChooseOptions, plan?: MovePlan): Limits<P> => {
    const b =
      plan !== undefined
        ? { ...(maxIterations === undefined ? {} : { iterations: maxIterations }), timeMs: plan.timeMs }
        : budget.iterations === undefined && budget.timeMs === undefined
          ? defaults
          : checkBudget(budget);
    if (pos.isOver()) throw new OptionsError('the game is over: there is no move to choose');
    let ms = b.timeMs;
    let deciding = plan?.deciding ?? 0;
    if (plan === undefined && b.clock !== undefined && clock !== undefined) {
      ms = moveTime(pos, plannedReading(clock, opts), options.knowledge);
      deciding = 1;
    }
    const search = source(pos, rng, last, reuse);
    last = search;
    const deadline = now() + (ms ?? Number.POSITIVE_INFINITY);
    return { search, iterations: b.iterations ?? Number.POSITIVE_INFINITY, deadline, deciding };
  };
  /** Whether the search is done: its budget spent, its root solved, or (if it may) its move decided. */
  const done = ({ search, iterations, deadline, deciding }: Limits<P>) =>
    search.iterations >= iterations ||
    now() >= deadline ||
    search.solved ||
    (deciding > 0 && decidedAtPace(search, deadline, iterations - search.iterations, deciding));
  /** One slice of the search; whether the signal stopped it. */
  const slice = ({ search, iterations, deadline }: Limits<P>, signal: ChooseOptions['signal']) =>
    search.run(iterations - search.iterations, Math.min(deadline, now() + sliceMs), signal);
  /** Searches in slices, yielding to the host in between; whether it stopped early, its move decided. */
  const think = async (limits: Limits<P>, signal: ChooseOptions['signal']): Promise<boolean> => {
    if (limits.search.forced) return false;
    while (!done(limits)) {
      if (slice(limits, signal)) return false;
      if (done(limits)) break;
      await yieldToHost();
    }
    return limits.deciding > 0 && limits.search.iterations < limits.iterations && now() < limits.deadline;
  };
  const player: MctsPlayer<P> = {
    name: 'mcts',
    clock,
    search<Q extends P>(pos: Q, opts: SearchOptions = {}) {
      const t0 = now();
      const limits = start(pos, opts, opts);
      const { search, iterations, deadline, deciding } = limits;
      if (search.forced) {
        // A single legal move: nothing to search.
      } else if (deciding === 0) {
        search.run(iterations, deadline, opts.signal);
      } else {
        // In slices, so that the search stops once its move is decided.
        while (!done(limits)) if (slice(limits, opts.signal)) break;
      }
      if (deciding > 0) clock!.charge(now() - t0);
      return search.result() as MoveChoice<MoveOf<Q>>;
    },
    async chooseMove<Q extends P>(pos: Q, opts: ChooseOptions = {}) {
      const t0 = now();
      const limits = start(pos, defaults, opts);
      await think(limits, opts.signal);
      if (limits.deciding > 0) clock!.charge(now() - t0);
      return limits.search.result() as MoveChoice<MoveOf<Q>>;
    },
  };
  return {
    player,
    async chooseMove<Q extends P>(pos: Q, plan: MovePlan, opts: ChooseOptions = {}) {
      const limits = start(pos, defaults, opts, plan);
      if (await think(limits, opts.signal)) plan.onDecided?.();
      return limits.search.result() as MoveChoice<MoveOf<Q>>;
    },
  };
}

/**
 * {@link MctsSearch.decided} when `threads` threads, this one among them, add their simulations
 * to the search's tree at this one's pace: as if `threads` times the time and the simulations
 * were left to it.
 */
function decidedAtPace<P extends Position<number>>(
  search: MctsSearch<P>,
  deadline: number,
  iterationsLeft: number,
  threads: number,
): boolean {
  if (threads === 1) return search.decided(deadline, iterationsLeft);
  const t = now();
  return search.decided(t + threads * (deadline - t), threads * iterationsLeft);
}
