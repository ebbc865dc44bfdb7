/**
 * Which seed each player of a series of games gets, as a pure function of the series' seed, the
 * game's number and the side — the reason a game plays the same on any thread, process or
 * machine. Matches (`quadrille match`) and studies use the same formulas, so with the same seed
 * they play the same games.
 *
 * @module
 */

import type { Side } from './seating.js';

/**
 * The seed of game `index` of a series seeded `seed`: side A's player uses it, side B's player
 * the next integer ({@link playerSeed}).
 */
export function gameSeed(seed: number, index: number): number {
  return seed * 1000 + index * 2;
}

/**
 * The seed of `side`'s player in game number `game` of a series seeded `seed`: {@link gameSeed}
 * for side A, the next integer for side B.
 *
 * @example
 * ```ts
 * console.log(playerSeed(7, 3, 1)); // => 7007
 * ```
 */
export function playerSeed(seed: number, game: number, side: Side): number {
  return gameSeed(seed, game) + side;
}
