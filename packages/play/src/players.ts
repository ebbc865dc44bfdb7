/**
 * {@link makePlayer}: the player a {@link PlayerSpec} names, for a game — the one factory of
 * Quadrille's tools (`quadrille play`, `match` and `study`, studies on a queue, the board's
 * computer and online rooms' computer seats): `mcts` with the game's knowledge and the search
 * settings it asks for, at a budget or at a level of the one scale, on this thread or on search
 * threads; `uct`, the plain baseline; `random`; a game's own policies.
 *
 * @module
 */

import {
  type Budget,
  bookPlayer,
  mctsPlayer,
  parallelPlayer,
  policyPlayer,
  randomPlayer,
  type SpawnThread,
} from '@quadrille/ai';
import { type AnyGameDescription, type GameModule, type OpeningBook, OptionsError } from '@quadrille/core';
import type { AnyPosition } from './game-loading.js';
import type { GamePlayer } from './game-loop.js';
import type { PlayerSpec } from './player-spec.js';

/** The players that search, and so consult an opening book first. */
const SEARCHERS = new Set(['mcts', 'uct']);

/**
 * Search threads for `mcts`: `parallelPlayer` of `@quadrille/ai` (one tree shared by the
 * threads where memory can be shared), in Node's worker threads or a page's Web Workers.
 */
export interface PlayerThreads {
  /** How many threads search. */
  readonly count: number;
  /** The game, as the threads load it (its module and id). */
  readonly game: GameModule;
  /**
   * Starts a thread: `spawnNodeThread` of `@quadrille/ai/node` in Node, or a page's
   * `() => new Worker(…)`.
   */
  readonly spawn: SpawnThread;
}

/** What {@link makePlayer} makes a player with, besides its spec. */
export interface PlayerSettings {
  /** The game: its knowledge guides `mcts`, its policies are players. */
  readonly game: AnyGameDescription;
  /** The player's seed. */
  readonly seed: number;
  /**
   * The budget of `mcts` and `uct` (default: `@quadrille/ai`'s): simulations and/or time per
   * move, or a game clock; with both limits, whichever is reached first ends a search.
   * `mcts:<level>` plays at its level's budget instead, and other players ignore it.
   */
  readonly budget?: Budget;
  /** An opening book that the searching players (`mcts`, `uct`) play from first. */
  readonly book?: OpeningBook<AnyPosition>;
  /** Search threads for `mcts` (and `mcts:<level>`): without them it searches on this thread. */
  readonly threads?: PlayerThreads;
}

/** The player names `game` has (without arguments): `mcts`, `random`, the game's own, `uct`. */
export function playerNames(game: AnyGameDescription): string[] {
  return ['mcts', 'random', ...Object.keys(game.policies ?? {}), 'uct'];
}

/**
 * A new player.
 *
 * - `mcts`: Monte Carlo tree search with the game's `knowledge` and the search settings it asks
 *   for, at the settings' `budget`; `mcts:<level>` at the level's budget instead. With
 *   `threads`, it searches on them (`parallelPlayer`; call its `close` when done with it).
 * - `uct`: the baseline, plain UCT — no RAVE, tree reuse, solver or game knowledge — at the
 *   same budget.
 * - `random`, or a name from the game's `policies`.
 *
 * Every player made here can be closed (`close`, when it has one). A GTP engine (`gtp:…`) is an
 * external program: whoever starts it makes its player (`quadrille match`).
 *
 * @example
 * ```ts
 * import { makePlayer, parsePlayerSpec } from '@quadrille/play';
 * import { talpa } from '@quadrille/talpa';
 *
 * const player = makePlayer(parsePlayerSpec('mcts:2'), { game: talpa, seed: 1 });
 * const { stats } = await player.chooseMove(talpa.create({ size: 4 }));
 * console.log(stats.iterations); // => 32
 * ```
 * @throws `OptionsError` (reason `unknown-player`) for a name the game does not have, or an
 *   argument to a player that takes none.
 */
export function makePlayer(spec: PlayerSpec, settings: PlayerSettings): GamePlayer {
  const player = searcher(spec, settings);
  const { book, seed } = settings;
  if (book === undefined || !SEARCHERS.has(spec.name)) return player;
  const booked = bookPlayer(book, player, seed);
  const { close } = player;
  return close === undefined ? booked : { ...booked, close: () => close.call(player) };
}

/** The player of `spec`, without a book. */
function searcher(spec: PlayerSpec, { game, seed, budget = {}, threads }: PlayerSettings): GamePlayer {
  const { name, argument, level } = spec;
  // Own names only: `toString` or `constructor` is no player.
  const policy =
    game.policies !== undefined && Object.hasOwn(game.policies, name) ? game.policies[name] : undefined;
  if (name !== 'mcts' && name !== 'uct' && name !== 'random' && policy === undefined) {
    throw new OptionsError(
      `unknown player '${name}'; players: ${playerNames(game).join(', ')}`,
      'unknown-player',
    );
  }
  if (argument !== undefined && name !== 'mcts') {
    throw new OptionsError(`player '${name}' takes no argument, got '${spec.text}'`, 'unknown-player');
  }
  if (name === 'mcts') {
    const strength = level === undefined ? budget : { level };
    if (threads !== undefined) {
      return parallelPlayer<AnyPosition>({
        threads: threads.count,
        game: threads.game,
        spawn: threads.spawn,
        seed,
        ...strength,
      });
    }
    return mctsPlayer<AnyPosition>({
      seed,
      ...strength,
      ...(game.knowledge === undefined ? {} : { knowledge: game.knowledge }),
    });
  }
  // The baseline: plain UCT as the MCTS player was before RAVE, tree reuse and the solver, and
  // without the game's knowledge.
  if (name === 'uct')
    return mctsPlayer<AnyPosition>({ seed, ...budget, rave: false, reuse: false, solver: false });
  if (name === 'random') return randomPlayer<AnyPosition>(seed);
  return policyPlayer(name, policy!, seed);
}
