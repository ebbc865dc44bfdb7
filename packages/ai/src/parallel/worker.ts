/**
 * `@quadrille/ai/worker`: the thread side of a parallel player (`parallelPlayer` of `@quadrille/ai`). {@link serveSearch} turns
 * the thread it runs in into a search thread: it loads the game named by the player, keeps one
 * MCTS player for the whole game (so its tree carries over from one move to the next) and
 * answers each search with that player's choice. No Node-only API: a browser's Web Worker runs
 * it as is; `@quadrille/ai/node` runs it on `worker_threads`.
 *
 * @example A Web Worker script of your app (a bundler follows its static imports):
 * ```ts
 * import { serveSearch } from '@quadrille/ai/worker';
 * import * as talpaModule from '@quadrille/talpa';
 *
 * serveSearch({ modules: { '@quadrille/talpa': talpaModule } });
 * ```
 *
 * @module
 */

import { type AnyGame, type GameModule, OptionsError, type Position } from '@quadrille/core';
import { type PlannedPlayer, playerWith } from '../mcts.js';
import type { MctsOptions } from '../options.js';
import { MctsSearch } from '../search.js';
import { SearchTree } from '../tree.js';
import { loadGameModule } from './game-module.js';
import { type FromThread, HEARTBEAT_MS, type ThreadOptions, type ToThread, toWire } from './protocol.js';
import { every } from './ticker.js';

/**
 * Where a search thread talks to its player: a Web Worker's global scope (the default), or an
 * adapter around Node's `parentPort`. Messages arrive as `event.data`.
 */
export interface SearchPort {
  /** Sends a message to the player. */
  postMessage(message: unknown): void;
  /** Listens to the player's messages. */
  addEventListener(type: 'message', listener: (event: { readonly data: unknown }) => void): void;
}

/** Options of {@link serveSearch}. */
export interface ServeOptions {
  /** Where the player's messages come from (default: the worker's global scope, `self`). */
  readonly port?: SearchPort;
  /**
   * Modules already imported, by the specifier a core `GameModule` names them with. A module
   * not listed here is imported at run time with `import(specifier)`, which a bundled Web Worker
   * may not be able to resolve: list your game's package here and the bundler includes it.
   */
  readonly modules?: Readonly<Record<string, unknown>>;
}

/** What a search thread holds for a whole game. */
interface Loaded {
  readonly game: AnyGame;
  readonly player: PlannedPlayer<Position<number>>;
  /** Where the player's searches run: the shared tree of this search, if any, and the thread's part in it. */
  readonly shared: SharedSearch;
}

/** The shared tree of the search under way, and what this thread does on it. */
interface SharedSearch {
  tree: SearchTree | undefined;
  lead: boolean;
  /** Called by the lead once the tree is ready for the others. */
  ready: () => void;
}

/**
 * Serves searches in this thread until it is terminated. Call it once, at the top of a worker
 * script.
 *
 * @param options - see {@link ServeOptions}.
 * @throws `OptionsError` (reason `no-port`) outside a worker when no `port` is given.
 */
export function serveSearch(options: ServeOptions = {}): void {
  const port = options.port ?? workerScope();
  const post = (message: FromThread) => port.postMessage(message);
  let loaded: Promise<Loaded> | undefined;
  // Searches run one after the other, each with its own stop flag (set by a `stop` message,
  // which arrives while the player yields between slices of its search).
  let queue = Promise.resolve();
  const signals = new Map<number, { aborted: boolean }>();
  let stopHeartbeat: (() => void) | undefined;

  const search = async (message: ToThread & { type: 'search' }, signal: { aborted: boolean }) => {
    const { id, position } = message;
    try {
      if (loaded === undefined) throw new Error('a search arrived before the init message');
      const { game, player, shared } = await loaded;
      shared.tree = message.tree === undefined ? undefined : SearchTree.attach(message.tree);
      shared.lead = message.lead === true;
      shared.ready = () => post({ type: 'ready', id });
      const pos = game.fromJSON(position);
      const { plan } = message;
      // On a clock, the player's time for this search, and (the lead, or a thread with a tree of
      // its own) the early stop once its move is decided, which the player hears of.
      const choice =
        plan === undefined
          ? await player.player.chooseMove(pos, { signal })
          : await player.chooseMove(
              pos,
              { ...plan, onDecided: () => post({ type: 'decided', id }) },
              { signal },
            );
      post({ type: 'result', id, choice });
    } catch (error) {
      post({ type: 'error', id, error: toWire(error) });
    } finally {
      signals.delete(id);
      if (signals.size === 0) {
        stopHeartbeat?.();
        stopHeartbeat = undefined;
      }
    }
  };

  port.addEventListener('message', ({ data }) => {
    const message = data as ToThread;
    if (message.type === 'init') {
      loaded = load(message.game, message.options, options.modules);
      // Its failure is reported to each search that awaits it, not as an unhandled rejection.
      loaded.catch(() => undefined);
    } else if (message.type === 'search') {
      const signal = { aborted: false };
      signals.set(message.id, signal);
      stopHeartbeat ??= every(HEARTBEAT_MS, () => post({ type: 'alive' }));
      queue = queue.then(() => search(message, signal));
    } else if (message.type === 'stop') {
      const signal = signals.get(message.id);
      if (signal !== undefined) signal.aborted = true;
    }
  });
}

/** The global scope of a Web Worker, as a port. */
function workerScope(): SearchPort {
  const scope = globalThis as Partial<SearchPort>;
  if (typeof scope.postMessage !== 'function' || typeof scope.addEventListener !== 'function') {
    throw new OptionsError('serveSearch runs in a worker, or needs a port', 'no-port');
  }
  return scope as SearchPort;
}

/** Imports the game's module, checks its exports and makes the thread's player. */
async function load(
  names: GameModule,
  options: ThreadOptions,
  modules: Readonly<Record<string, unknown>> | undefined,
): Promise<Loaded> {
  const { game, knowledge } = await loadGameModule(names, modules);
  const mcts: MctsOptions = { ...options, ...(knowledge === undefined ? {} : { knowledge }) };
  const shared: SharedSearch = { tree: undefined, lead: true, ready: () => undefined };
  const player = playerWith(mcts, (pos, rng, last, reuse) => {
    const tree = shared.tree;
    if (tree === undefined) {
      return reuse && last?.advance(pos) === true ? last : new MctsSearch(pos, rng, mcts, last?.handOver());
    }
    if (!shared.lead) return new MctsSearch(pos, rng, mcts, { tree, join: true });
    // Only the lead moves the shared tree on to the new position (or starts it afresh).
    const search =
      reuse && last?.advance(pos) === true ? last : new MctsSearch(pos, rng, mcts, { tree, join: false });
    shared.ready();
    return search;
  });
  return { game, player, shared };
}
