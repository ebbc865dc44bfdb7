/**
 * {@link parallelPlayer}: Monte Carlo tree search on several threads. Where shared memory is
 * available (Node, and browsers when the page is cross-origin isolated) the threads search one
 * tree in `SharedArrayBuffer`s together (tree parallelism with virtual loss, as Pentobi's
 * threads do): every simulation of every thread builds the same tree. Elsewhere each thread
 * keeps its own MCTS player and searches the same position with its own seed, and the threads'
 * root statistics are summed into one choice ({@link mergeChoices}: root parallelism, which
 * needs no shared memory). On a game clock the player keeps the clock and gives each search its
 * time; the lead thread of a shared tree stops every thread once the move is decided.
 *
 * @module
 */

import {
  type ClockSettings,
  type GameClock,
  type GameKnowledge,
  type GameModule,
  isQuadrilleError,
  type MoveOf,
  OptionsError,
  type Position,
  Rng,
} from '@quadrille/core';
import { moveTime, plannedReading } from '../clock.js';
import { type AbortSignalLike, now } from '../platform.js';
import type { ChooseOptions, MoveChoice, Player } from '../player.js';
import { playerBudget } from '../player-budget.js';
import { DEFAULT_MAX_NODES, SearchTree } from '../tree.js';
import { loadGameModule } from './game-module.js';
import { mergeChoices, type ParallelStats } from './merge.js';
import {
  type FromThread,
  fromWire,
  SearchThreadError,
  type ThreadOptions,
  type ThreadPlan,
  type ToThread,
  toWire,
} from './protocol.js';
import { every } from './ticker.js';

/** An event from a search thread: a message (`data`) or an error (`message`). */
export interface ThreadEvent {
  /** The message, for a `message` event. */
  readonly data?: unknown;
  /** What went wrong, for an `error` event. */
  readonly message?: string;
}

/**
 * A search thread as its player sees it: the subset of a browser's `Worker` that the player uses
 * (a `Worker` is one as it is), which `@quadrille/ai/node` also provides on `worker_threads`.
 */
export interface ThreadEndpoint {
  /** Sends a message to the thread. */
  postMessage(message: unknown): void;
  /** Listens to the thread's messages, and to its errors (an uncaught error, an exit). */
  addEventListener(type: 'message' | 'error', listener: (event: ThreadEvent) => void): void;
  /** Ends the thread. */
  terminate(): unknown;
}

/**
 * Starts one search thread: a thread running `serveSearch` of `@quadrille/ai/worker`. In a browser,
 * `() => new Worker(new URL('./search-worker.js', import.meta.url), { type: 'module' })`; in Node,
 * `spawnNodeThread` of `@quadrille/ai/node`.
 */
export type SpawnThread = () => ThreadEndpoint;

/** Options of {@link parallelPlayer}: the threads, the game, and the MCTS options of each thread. */
export interface ParallelOptions extends ThreadOptions {
  /** How many threads search (one per core is the usual choice). */
  readonly threads: number;
  /** The game, named for the threads to import: its module and its id (core's `GameModule`). */
  readonly game: GameModule;
  /** Starts a search thread. */
  readonly spawn: SpawnThread;
  /**
   * Milliseconds a searching thread may stay silent before it counts as dead and the search
   * fails (default {@link DEFAULT_STALL_MS}). A live thread sends a heartbeat every second.
   */
  readonly stallMs?: number;
  /**
   * `'shared'`: the threads search one tree in shared memory (the default where
   * `SharedArrayBuffer` can be used: Node, or a cross-origin isolated page); `'root'`: each
   * thread its own tree, their root statistics summed (the default elsewhere). A shared tree
   * takes `maxNodes` rows up front (the system commits its pages only as they are used).
   */
  readonly tree?: 'shared' | 'root';
  /**
   * A game clock instead of `timeMs`, as `mctsPlayer`'s: the player keeps the account
   * ({@link ParallelPlayer.clock}), each search gets the time `moveTime` gives it from the time
   * left (the caller's `timeLeftMs` when given) with the game's knowledge, which the player
   * imports in its own thread too, and its threads stop once the move is decided. The threads'
   * `iterations`, if given, still cap each thread's simulations.
   */
  readonly clock?: ClockSettings;
  /**
   * Modules already imported, by the specifier {@link ParallelOptions.game} names them with, for
   * the player's own thread: on a clock it reads the game's knowledge (its `timeShare`) from
   * there instead of importing the module at run time, which a bundled page may not be able to
   * do. As `serveSearch`'s `modules` in the threads.
   */
  readonly modules?: Readonly<Record<string, unknown>>;
}

/** Whether this platform can share memory between threads: `SharedArrayBuffer`, and in a browser cross-origin isolation. */
export function canShareMemory(): boolean {
  const scope = globalThis as { crossOriginIsolated?: boolean };
  return typeof SharedArrayBuffer === 'function' && scope.crossOriginIsolated !== false;
}

/** The default {@link ParallelOptions.stallMs}: 30 seconds. */
export const DEFAULT_STALL_MS = 30_000;

/** A {@link Player} searching on several threads; {@link ParallelPlayer.close} ends them. */
export interface ParallelPlayer<P extends Position<number> = Position<number>> extends Player<P> {
  /** The number of threads. */
  readonly threads: number;
  /**
   * The player's game clock when it plays on one (the `clock` option), else undefined: its
   * account of the time left, charged with the wall time of each search (and credited with
   * the increment), as `MctsPlayer.clock`. Call `reset()` on it to play another game.
   */
  readonly clock: GameClock | undefined;
  /** Chooses a move; the statistics are the threads' summed, with each thread's simulations. */
  chooseMove<Q extends P>(
    pos: Q,
    options?: ChooseOptions,
  ): Promise<MoveChoice<MoveOf<Q>> & { readonly stats: ParallelStats<MoveOf<Q>> }>;
  /** Ends the threads; a search under way rejects with a {@link SearchThreadError} (`closed`). */
  close(): Promise<void>;
}

/** Milliseconds between two looks at the caller's abort signal (it has no events to listen to). */
const SIGNAL_POLL_MS = 10;

/** Milliseconds between two looks for stalled threads when there is no signal to watch. */
const STALL_POLL_MS = 500;

/** A running thread and the search it owes an answer to. */
interface Thread {
  readonly endpoint: ThreadEndpoint;
  /** Set once the thread is ended (by us or by a failure): its events no longer count. */
  ended: boolean;
  /** When it last sent anything. */
  lastHeard: number;
}

/** The search under way. */
interface Pending {
  readonly id: number;
  readonly choices: (MoveChoice | undefined)[];
  /** The thread whose choice came last (on a shared tree, it has seen every simulation). */
  last: number;
  fail(error: Error): void;
  settle(): void;
  /** The lead thread has the shared tree ready: the others join. */
  ready(): void;
  /** Thread `index` stopped early, its move decided (on a clock). */
  decided(index: number): void;
}

/** A search's answers: each thread's choice, the last to answer, and whether the caller's signal stopped it. */
interface Answers {
  readonly choices: MoveChoice[];
  readonly last: number;
  readonly aborted: boolean;
}

/**
 * A player whose searches run on `threads` threads at once (root parallelism). Every thread
 * holds its own MCTS player for the game, made from the MCTS options given here (the budget is
 * each thread's: `timeMs: 1000` searches one second on every thread, `iterations: 5000` runs
 * 5000 simulations on each), with its own seed: thread 0 takes `seed`, the others the next
 * outputs of an `Rng` seeded with it, so an iteration-budgeted parallel player is reproducible.
 * Each search sends the position to every thread as `toJSON()` data, which the thread rebuilds
 * with the game's `fromJSON`; a thread keeps its tree from one move of a game to the next.
 *
 * On a game `clock` the player keeps the account and plans each move as `mctsPlayer` does
 * (`moveTime` of the time left, with the knowledge of the game module, imported here too); every
 * thread searches that long at most, from when its search starts (the first search also waits
 * for the threads to start and load the game, and the clock pays for that too). On a shared
 * tree the lead thread, whose tree holds every thread's simulations, checks between slices
 * whether the move is decided (judging by its own pace times the number of threads); once it
 * is, it stops and says so, and the player sends every other thread `stop` (the message an
 * aborted signal sends), so they stop within a slice (`sliceMs`). A message rather than a flag
 * in shared memory: the same path works for root parallelism and abort, and costs at most a
 * slice. With root parallelism each thread decides for its own tree. The clock is charged with
 * the wall time of the whole search.
 *
 * The move played is the one with the most visits summed over the threads (ties to the higher
 * mean value), or a move some thread found won outright. Threads start on the first search and
 * run until {@link ParallelPlayer.close}; if one fails (a `SearchThreadError`, or a Quadrille
 * error from the game rebuilt as such), the search rejects, every thread is ended, and the next
 * search starts new ones. An aborted signal stops every thread, and the best move so far is
 * returned. Ask one player for one move at a time.
 *
 * @param options - the threads, the game and the MCTS options; see {@link ParallelOptions}.
 * @throws `OptionsError` for an invalid option (the MCTS options are checked here too, and
 *   function-valued options — knowledge, rewards — cannot be sent to a thread).
 *
 * @example
 * ```ts
 * import { parallelPlayer } from '@quadrille/ai/node'; // or '@quadrille/ai' with a `spawn`
 * import { talpa } from '@quadrille/talpa';
 *
 * const ai = parallelPlayer({ threads: 2, game: { module: '@quadrille/talpa', game: 'talpa' }, timeMs: 1000 });
 * const pos = talpa.create();
 * const { move, stats } = await ai.chooseMove(pos);
 * console.log(talpa.formatMove(pos, move), stats.iterations, stats.threadIterations);
 * await ai.close();
 * ```
 */
export function parallelPlayer<P extends Position<number> = Position<number>>(
  options: ParallelOptions,
): ParallelPlayer<P> {
  const { threads: count, game, spawn, stallMs = DEFAULT_STALL_MS, tree: mode, modules, ...mcts } = options;
  checkParallelOptions(options);
  const sharing = (mode ?? (canShareMemory() ? 'shared' : 'root')) === 'shared' && count > 1;
  if (sharing && !canShareMemory()) {
    throw new OptionsError(
      'tree: shared needs SharedArrayBuffer (in a browser, a cross-origin isolated page)',
    );
  }
  /** The shared tree, made at the first search (it needs the game's number of seats). */
  let shared: SearchTree | undefined;
  for (const [key, value] of Object.entries(mcts)) {
    if (typeof value === 'function' || key === 'knowledge' || key === 'reward') {
      throw new OptionsError(
        `${key} cannot be sent to a search thread: name the game's knowledge export in game.knowledge`,
        'not-cloneable',
      );
    }
  }
  // Checks the budget here, where the mistake was made, and makes the clock (the search's own
  // options are checked by each thread); the search itself is not needed here.
  const { clock } = playerBudget(mcts);
  const { clock: _clock, ...threadOptions } = mcts;
  const seeds = threadSeeds(mcts.seed ?? 0, count);
  /** The game's knowledge, for the clock's schedule (imported at the first search on a clock). */
  let knowledge: Promise<GameKnowledge<Position<number>> | undefined> | undefined;
  const knowledgeOf = () => {
    knowledge ??= loadGameModule(game, modules).then(
      (loaded) => loaded.knowledge,
      (error: unknown) => {
        knowledge = undefined; // a module that failed to load may load later
        throw isQuadrilleError(error) ? error : fromWire(toWire(error), -1);
      },
    );
    return knowledge;
  };

  let threads: Thread[] = [];
  let pending: Pending | undefined;
  /** Whether a move is being chosen (its search may not have started: the clock loads the knowledge first). */
  let busy = false;
  let nextId = 0;
  let closed = false;

  /** Ends every thread; returns what their `terminate` calls return (promises in Node). */
  const endAll = () => {
    const ending = threads.map((t) => {
      t.ended = true;
      return t.endpoint.terminate();
    });
    threads = [];
    return ending;
  };

  const heard = (t: Thread, index: number, message: FromThread) => {
    t.lastHeard = now();
    const p = pending;
    if (message.type === 'alive' || p === undefined || message.id !== p.id) return;
    if (message.type === 'ready') p.ready();
    else if (message.type === 'decided') p.decided(index);
    else if (message.type === 'error') p.fail(fromWire(message.error, index));
    else {
      p.choices[index] = message.choice;
      p.last = index;
      if (p.choices.every((c) => c !== undefined)) p.settle();
    }
  };

  const start = (index: number): Thread => {
    const endpoint = spawn();
    const t: Thread = { endpoint, ended: false, lastHeard: now() };
    endpoint.addEventListener('message', (event) => {
      if (!t.ended) heard(t, index, event.data as FromThread);
    });
    endpoint.addEventListener('error', (event) => {
      if (t.ended) return;
      const error = new SearchThreadError(
        index,
        'crashed',
        event.message ?? 'an error event without a message (a script that failed to load?)',
      );
      if (pending !== undefined) pending.fail(error);
      else endAll(); // an idle thread died: the next search starts afresh
    });
    const init: ToThread = { type: 'init', game, options: { ...threadOptions, seed: seeds[index]! } };
    endpoint.postMessage(init);
    return t;
  };

  const send = (message: ToThread) => {
    for (const t of threads) t.endpoint.postMessage(message);
  };

  /** Searches `pos` on every thread; on a clock, `moveMs` milliseconds at most. */
  const search = (pos: Position<number>, signal: AbortSignalLike | undefined, moveMs: number | undefined) =>
    new Promise<Answers>((resolve, reject) => {
      if (threads.length === 0) {
        try {
          for (let i = 0; i < count; i++) threads.push(start(i));
        } catch (error) {
          endAll();
          throw error;
        }
      }
      const id = nextId++;
      /** Whether the caller's signal stopped the search. */
      let stopped = false;
      /** Whether the threads were told to stop (by the signal, or a decided move). */
      let halted = false;
      let stopTicker = () => {};
      /** A thread's part on the clock: the move's time, and whether it decides. */
      const plan = (deciding: number): { plan?: ThreadPlan } =>
        moveMs === undefined ? {} : { plan: { timeMs: moveMs, deciding } };
      const p: Pending = {
        id,
        choices: new Array<MoveChoice | undefined>(count).fill(undefined),
        last: 0,
        fail(error) {
          stopTicker();
          pending = undefined;
          endAll();
          reject(error);
        },
        settle() {
          stopTicker();
          pending = undefined;
          resolve({ choices: p.choices as MoveChoice[], last: p.last, aborted: stopped });
        },
        ready() {},
        decided(index) {
          // The lead of a shared tree decides for every thread; alone on its tree, a thread decides for itself.
          if (sharing && index === 0) halt();
        },
      };
      const halt = () => {
        if (halted) return;
        halted = true;
        send({ type: 'stop', id });
      };
      const stop = () => {
        stopped = true;
        halt();
      };
      pending = p;
      for (const t of threads) t.lastHeard = now();
      try {
        const position = pos.toJSON();
        if (sharing) {
          if (shared?.seats !== pos.seats)
            shared = SearchTree.shared(pos.seats, mcts.maxNodes ?? DEFAULT_MAX_NODES);
          const tree = shared.data();
          // The lead advances the tree (or starts it afresh), then the others join it.
          p.ready = () => {
            const join: ToThread = { type: 'search', id, position, tree, lead: false, ...plan(0) };
            for (const t of threads.slice(1)) t.endpoint.postMessage(join);
            if (halted) send({ type: 'stop', id });
          };
          threads[0]!.endpoint.postMessage({
            type: 'search',
            id,
            position,
            tree,
            lead: true,
            ...plan(count),
          } satisfies ToThread);
        } else {
          send({ type: 'search', id, position, ...plan(1) });
        }
      } catch (error) {
        // A position whose data cannot be cloned: fail like a thread would, nothing left waiting.
        p.fail(error as Error);
        return;
      }
      if (signal?.aborted === true) stop();
      stopTicker = every(signal === undefined ? STALL_POLL_MS : SIGNAL_POLL_MS, () => {
        if (signal?.aborted === true && !stopped) stop();
        const silent = threads.findIndex(
          (t, i) => p.choices[i] === undefined && now() - t.lastHeard > stallMs,
        );
        if (silent >= 0) p.fail(new SearchThreadError(silent, 'stalled', `silent for over ${stallMs} ms`));
      });
    });

  /** On a clock, the time of the search of `pos`: what `moveTime` gives it from the time left. */
  const plannedTime = async (clock: GameClock, pos: Position<number>, opts: ChooseOptions) => {
    return moveTime(pos, plannedReading(clock, opts), await knowledgeOf());
  };

  return {
    name: 'parallel-mcts',
    threads: count,
    clock,
    async chooseMove<Q extends P>(pos: Q, opts: ChooseOptions = {}) {
      if (closed) throw new SearchThreadError(-1, 'closed', 'the player was closed');
      if (busy) throw new OptionsError('one move at a time: a search is under way', 'busy');
      if (pos.isOver()) throw new OptionsError('the game is over: there is no move to choose');
      const started = now();
      let answers: Answers;
      busy = true;
      try {
        // Without a clock the threads hear of the search at once, in this call.
        const moveMs = clock === undefined ? undefined : await plannedTime(clock, pos, opts);
        if (closed) throw new SearchThreadError(-1, 'closed', 'the player was closed during a search');
        answers = await search(pos, opts.signal, moveMs);
      } finally {
        busy = false;
      }
      // The wall time of the whole search, from the call: the schedule, starting threads, searching.
      clock?.charge(now() - started);
      const { choices, last, aborted } = answers;
      const typed = choices as MoveChoice<MoveOf<Q>>[];
      const choice = sharing
        ? sharedChoice(typed, last, now() - started)
        : mergeChoices(typed, now() - started);
      // Threads stopped because the move was decided report an abort: only the caller's counts.
      return { move: choice.move, stats: { ...choice.stats, aborted } };
    },
    async close() {
      closed = true;
      const ending = endAll();
      pending?.fail(new SearchThreadError(-1, 'closed', 'the player was closed during a search'));
      await Promise.all(ending);
    },
  };
}

/**
 * The choice of a search on a shared tree: that of the thread that finished last (every thread
 * read the same tree, and the last saw every simulation), with the simulations of all.
 */
function sharedChoice<M extends number>(
  choices: readonly MoveChoice<M>[],
  last: number,
  elapsedMs: number,
): MoveChoice<M> & { readonly stats: ParallelStats<M> } {
  const lead = choices[last]!;
  const threadIterations = choices.map((c) => c.stats.iterations);
  const iterations = threadIterations.reduce((a, b) => a + b, 0);
  return {
    move: lead.move,
    stats: {
      ...lead.stats,
      iterations,
      elapsedMs,
      aborted: choices.some((c) => c.stats.aborted),
      threadIterations,
    },
  };
}

function checkParallelOptions(options: ParallelOptions): void {
  const { threads, game, spawn, stallMs, tree } = options;
  if (tree !== undefined && tree !== 'shared' && tree !== 'root') {
    throw new OptionsError(`tree must be 'shared' or 'root', got ${String(tree)}`, 'bad-type');
  }
  if (!Number.isInteger(threads) || threads < 1) {
    throw new OptionsError(`threads must be a positive integer, got ${String(threads)}`);
  }
  if (
    typeof game !== 'object' ||
    game === null ||
    typeof game.module !== 'string' ||
    typeof game.game !== 'string' ||
    (game.knowledge !== undefined && typeof game.knowledge !== 'string')
  ) {
    throw new OptionsError('game must be { module, game, knowledge? } with string values', 'bad-type');
  }
  if (typeof spawn !== 'function') throw new OptionsError('spawn must be a function', 'bad-type');
  if (stallMs !== undefined && !(typeof stallMs === 'number' && stallMs > 0)) {
    throw new OptionsError(`stallMs must be a positive number, got ${String(stallMs)}`);
  }
}

/**
 * The seed of each thread: `seed` for thread 0 (so one thread searches as `mctsPlayer` with that
 * seed would), then the successive outputs of an `Rng` seeded with it.
 */
function threadSeeds(seed: number, count: number): number[] {
  const rng = new Rng(seed);
  return Array.from({ length: count }, (_, i) => (i === 0 ? seed : rng.nextU32()));
}
