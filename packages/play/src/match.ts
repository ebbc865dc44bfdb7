/**
 * {@link runMatch}: games between two players through the game loop ({@link playGame}), seated
 * by a {@link Seating} rule (seats alternating by default), fresh players every game. Shared by
 * `quadrille match` (in this thread, or on worker threads through {@link playMatchGame}),
 * `quadrille demo` and `bench/match.ts`; {@link summariseMatch} totals the games.
 *
 * @module
 */

import type { AnyGameDescription, ClockSettings } from '@quadrille/core';
import type { AnyPosition } from './game-loading.js';
import { type GamePlayer, type PlayedGame, playGame } from './game-loop.js';
import { SEATINGS, type Seating, type Side } from './seating.js';

/** Settings of {@link runMatch}. */
export interface MatchSettings {
  /** The game. */
  readonly game: AnyGameDescription;
  /** Options for `create`. */
  readonly options: object;
  /** Display names of side A and side B. */
  readonly names: readonly [string, string];
  /** Makes the player of `side` for game number `game` (fresh players per game keep games independent). */
  makePlayer(side: Side, game: number): GamePlayer;
  /** Number of games. */
  readonly games: number;
  /** Who sits where (default {@link SEATINGS}.alternate). */
  readonly seating?: Seating;
  /** A game clock for each side, kept by the game loop (see `PlaySettings.clock`). */
  readonly clock?: ClockSettings;
  /** Called after each move (for a watchable demo). */
  onMove?(pos: AnyPosition, move: number, text: string, game: number): void | Promise<void>;
  /** Called after each game. */
  onGame?(result: PlayedGame, index: number): void;
  /**
   * Stops the match: the search in progress returns early, the players are closed, and
   * {@link runMatch} rejects with `GameStopped`.
   */
  readonly signal?: AbortSignal;
}

/**
 * Plays the match, one game after the other.
 *
 * @example
 * ```ts
 * import { randomPlayer } from '@quadrille/ai';
 * import { mnk } from '@quadrille/examples';
 * import { runMatch, summariseMatch } from '@quadrille/play';
 *
 * const games = await runMatch({
 *   game: mnk,
 *   options: { width: 3, height: 3, k: 3 },
 *   names: ['random', 'random'],
 *   makePlayer: (side, game) => randomPlayer(game * 2 + side),
 *   games: 4,
 * });
 * console.log(summariseMatch(games, 2).games); // => 4
 * ```
 * @throws `GameStopped` when `signal` aborts; whatever a player throws (an engine's failure).
 */
export async function runMatch(settings: MatchSettings): Promise<PlayedGame[]> {
  const results: PlayedGame[] = [];
  for (let g = 0; g < settings.games; g++) {
    const result = await playMatchGame(settings, g);
    results.push(result);
    settings.onGame?.(result, g);
  }
  return results;
}

/**
 * Plays game number `g` of a match with fresh players ({@link playGame} closes them whatever
 * happens).
 *
 * @throws `GameStopped` when `settings.signal` aborts; whatever a player throws.
 */
export function playMatchGame(settings: MatchSettings, g: number): Promise<PlayedGame> {
  const seating = settings.seating ?? SEATINGS.alternate;
  const { onMove } = settings;
  return playGame({
    game: settings.game,
    options: settings.options,
    players: [settings.makePlayer(0, g), settings.makePlayer(1, g)],
    sides: (seats) => Array.from({ length: seats }, (_, seat) => seating(seat, g, seats)),
    ...(settings.signal === undefined ? {} : { signal: settings.signal }),
    ...(settings.clock === undefined ? {} : { clock: settings.clock }),
    ...(onMove === undefined ? {} : { onMove: (pos, move, text) => onMove(pos, move, text, g) }),
  });
}
