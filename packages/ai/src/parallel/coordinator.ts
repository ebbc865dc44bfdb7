/**
 * {@link parallelPlayer}: Monte Carlo tree search on several threads. Where shared memory is
 * available (Node, and browsers when the page is cross-origin isolated) the threads search one
 * tree in `SharedArrayBuffer`s together (tree parallelism with virtual loss, as Pentobi's
 * threads do): every simulation of every thread builds the same tree. Elsewhere each thread
 * keeps its own MCTS player and searches the same position with its own seed, and the threads'
 * root statistics are summed into one choice ({@link mergeChoices}: root parallelism, which
 * needs no shared memory).
 *
 * @module
 */

import { type MoveOf, OptionsError, type Position, Rng } from '@quadrille/core';
import { mctsPlayer } from '../mcts.js';
import { type AbortSignalLike, now } from '../platform.js';
import type { ChooseOptions, MoveChoice, Player } from '../player.js';
import { DEFAULT_MAX_NODES, SearchTree } from '../tree.js';
import { mergeChoices, type ParallelStats } from './merge.js';
import {
  type FromThread,
  fromWire,
  type GameModule,
  SearchThreadError,
  type ThreadOptions,
  type ToThread,
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
  /** The game, named for the threads to import (see {@link GameModule}). */
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
  const { threads: count, game, spawn, stallMs = DEFAULT_STALL_MS, tree: mode, ...mcts } = options;
  checkParallelOptions(options);
  const sharing = (mode ?? (canShareMemory() ? 'shared' : 'root')) === 'shared' && count > 1;
  if (sharing && !canShareMemory()) {
    throw new OptionsError(
      'tree: shared needs SharedArrayBuffer (in a browser, a cross-origin isolated page)',
    );
  }
  /** The shared tree, made at the first search (it needs the game's number of seats). */
  let shared: SearchTree | undefined;
  if ((options as { clock?: unknown }).clock !== undefined) {
    throw new OptionsError('parallelPlayer has no game clock yet: give it timeMs per move', 'bad-clock');
  }
  for (const [key, value] of Object.entries(mcts)) {
    if (typeof value === 'function' || key === 'knowledge' || key === 'reward') {
      throw new OptionsError(
        `${key} cannot be sent to a search thread: name the game's knowledge export in game.knowledge`,
        'not-cloneable',
      );
    }
  }
  mctsPlayer(mcts); // checks the MCTS options here, where the mistake was made
  const seeds = threadSeeds(mcts.seed ?? 0, count);

  let threads: Thread[] = [];
  let pending: Pending | undefined;
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
    const init: ToThread = { type: 'init', game, options: { ...mcts, seed: seeds[index]! } };
    endpoint.postMessage(init);
    return t;
  };

  const send = (message: ToThread) => {
    for (const t of threads) t.endpoint.postMessage(message);
  };

  const search = (pos: Position<number>, signal: AbortSignalLike | undefined) =>
    new Promise<{ choices: MoveChoice[]; last: number }>((resolve, reject) => {
      if (threads.length === 0) {
        try {
          for (let i = 0; i < count; i++) threads.push(start(i));
        } catch (error) {
          endAll();
          throw error;
        }
      }
      const id = nextId++;
      let stopped = false;
      let stopTicker = () => {};
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
          resolve({ choices: p.choices as MoveChoice[], last: p.last });
        },
        ready() {},
      };
      const stop = () => {
        stopped = true;
        send({ type: 'stop', id });
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
            for (const t of threads.slice(1))
              t.endpoint.postMessage({ type: 'search', id, position, tree, lead: false });
            if (stopped) send({ type: 'stop', id });
          };
          threads[0]!.endpoint.postMessage({
            type: 'search',
            id,
            position,
            tree,
            lead: true,
          } satisfies ToThread);
        } else {
          send({ type: 'search', id, position });
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

  return {
    name: 'parallel-mcts',
    threads: count,
    async chooseMove<Q extends P>(pos: Q, opts: ChooseOptions = {}) {
      if (closed) throw new SearchThreadError(-1, 'closed', 'the player was closed');
      if (pending !== undefined) throw new OptionsError('one move at a time: a search is under way', 'busy');
      if (pos.isOver()) throw new OptionsError('the game is over: there is no move to choose');
      const started = now();
      const { choices, last } = await search(pos, opts.signal);
      const typed = choices as MoveChoice<MoveOf<Q>>[];
      return sharing ? sharedChoice(typed, last, now() - started) : mergeChoices(typed, now() - started);
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
