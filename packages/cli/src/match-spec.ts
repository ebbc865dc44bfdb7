/**
 * {@link MatchSpec}: everything that decides the games of `quadrille match`, as plain data, so
 * that a worker thread can play any game of the match from it alone; {@link matchSettings}
 * turns it into the runner's settings.
 *
 * @module
 */

import type { AiSettings } from './flags.js';
import { type MatchSettings, playerSeed, SEATINGS } from './match-runner.js';
import { makeMatchPlayer, playerLabel } from './players.js';
import type { GameSupport } from './registry.js';

/** A match as plain (structured-cloneable) data. */
export interface MatchSpec {
  /** The game's name in the CLI's registry. */
  readonly game: string;
  /** Options for `create`. */
  readonly options: object;
  /** The players of side A and side B, as given (`mcts`, `gtp:pentobi-gtp --level 3`…). */
  readonly players: readonly [string, string];
  /** Budget and seed of our players. */
  readonly ai: AiSettings;
  /** Who sits where. */
  readonly seating: keyof typeof SEATINGS;
  /** Number of games. */
  readonly games: number;
  /** The longest wait for a GTP engine's response, ms. */
  readonly engineTimeoutMs: number;
}

/**
 * The runner's settings for `spec`: players named by {@link playerLabel}, seeded by
 * {@link playerSeed}, made fresh for every game.
 */
export function matchSettings(spec: MatchSpec, support: GameSupport): MatchSettings {
  return {
    support,
    options: spec.options,
    names: [playerLabel(spec.players[0]), playerLabel(spec.players[1])],
    games: spec.games,
    seating: SEATINGS[spec.seating],
    makePlayer: (side, g) =>
      makeMatchPlayer(spec.players[side], {
        support,
        options: spec.options,
        ai: spec.ai,
        seed: playerSeed(spec.ai.seed, g, side),
        engineTimeoutMs: spec.engineTimeoutMs,
        where: `game ${g + 1}, side ${side === 0 ? 'A' : 'B'}`,
      }),
  };
}
