/**
 * {@link MatchSpec}: everything that decides the games of `quadrille match`, as plain data, so
 * that a worker thread can play any game of the match from it alone; {@link matchSettings}
 * turns it into the settings of `@quadrille/play`'s match runner.
 *
 * @module
 */

import type { AnyGameDescription, GameModule } from '@quadrille/core';
import { type MatchSettings, playerSeed, SEATINGS } from '@quadrille/play';
import { bookOf } from './books.js';
import type { AiSettings } from './flags.js';
import { makeMatchPlayer, readPlayer, type SearchThreads } from './players.js';

/** A match as plain (structured-cloneable) data. */
export interface MatchSpec {
  /** The game, as worker threads load it: its module (the catalogue's or a `--module`) and id. */
  readonly game: GameModule;
  /** Options for `create`. */
  readonly options: object;
  /** The players of side A and side B, as given (`mcts`, `gtp:pentobi-gtp --level 3`…). */
  readonly players: readonly [string, string];
  /** Budget and seed of our players; a game clock (`--clock`) is each side's. */
  readonly ai: AiSettings;
  /** Who sits where. */
  readonly seating: keyof typeof SEATINGS;
  /** Number of games. */
  readonly games: number;
  /** The longest wait for a GTP engine's response, ms. */
  readonly engineTimeoutMs: number;
  /** The text of the opening book our searching players consult first (`--book`). */
  readonly book?: string;
  /** The threads our `mcts` players search on (`--threads`), and the game as they load it. */
  readonly threads?: SearchThreads;
}

/**
 * The runner's settings for `spec`: players named by their specs' labels, seeded by play's
 * `playerSeed`, made fresh for every game, with the opening book if it has one; on a game clock
 * the game loop keeps each side's.
 *
 * @throws `UsageError` for a malformed player name or book.
 */
export function matchSettings(spec: MatchSpec, game: AnyGameDescription): MatchSettings {
  const players = [readPlayer(spec.players[0]), readPlayer(spec.players[1])] as const;
  const book = spec.book === undefined ? undefined : bookOf(game, spec.book, '--book');
  const { clock } = spec.ai.budget;
  return {
    game,
    options: spec.options,
    names: [players[0].label, players[1].label],
    games: spec.games,
    seating: SEATINGS[spec.seating],
    ...(clock === undefined ? {} : { clock }),
    makePlayer: (side, g) =>
      makeMatchPlayer(players[side], {
        game,
        options: spec.options,
        budget: spec.ai.budget,
        seed: playerSeed(spec.ai.seed, g, side),
        engineTimeoutMs: spec.engineTimeoutMs,
        where: `game ${g + 1}, side ${side === 0 ? 'A' : 'B'}`,
        ...(book === undefined ? {} : { book }),
        ...(spec.threads === undefined ? {} : { threads: spec.threads }),
      }),
  };
}
