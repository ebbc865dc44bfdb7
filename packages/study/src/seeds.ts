/**
 * Who sits where and which seed each player gets, as pure functions of the study seed and the
 * game index — the reason a game plays the same on any thread, process or machine. The formulas
 * are those of `quadrille match`, so a study and a match with the same seed play the same games.
 *
 * @module
 */

/** The two sides of a study: 0 is A, 1 is B. */
export type Side = 0 | 1;

/**
 * The side holding `seat` in game `index`: seats alternate between the sides and the sides swap
 * every game, so over an even number of games each side holds each seat equally often.
 *
 * @example
 * ```ts
 * sideOf(0, 0); // 0: A moves first in game 0
 * sideOf(0, 1); // 1: B moves first in game 1
 * ```
 */
export function sideOf(seat: number, index: number): Side {
  return ((seat + index) % 2) as Side;
}

/** The side at each of `seats` seats in game `index`. */
export function sidesOf(seats: number, index: number): Side[] {
  return Array.from({ length: seats }, (_, seat) => sideOf(seat, index));
}

/**
 * The seed of game `index` of a study seeded `seed`: side A's player uses it, side B's player
 * the next integer (the `playerSeed` of `quadrille match`).
 */
export function gameSeed(seed: number, index: number): number {
  return seed * 1000 + index * 2;
}
