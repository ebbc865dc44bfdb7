/**
 * Who sits where in a game between two sides: {@link sideOf} (seats alternate between the sides,
 * and the sides swap every game) and the seating rules of matches ({@link SEATINGS}). Pure
 * functions of the seat and the game's number, so a game plays the same on any thread, process
 * or machine — and a study and a match seat their players alike.
 *
 * @module
 */

/** The two sides of a match or study: 0 is A, 1 is B. */
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

/** The side at each of `seats` seats in game `index` ({@link sideOf}). */
export function sidesOf(seats: number, index: number): Side[] {
  return Array.from({ length: seats }, (_, seat) => sideOf(seat, index));
}

/** A seating rule: the side holding `seat` of `seats` in game number `game`. */
export type Seating = (seat: number, game: number, seats: number) => Side;

/**
 * The seating rules: `alternate` ({@link sideOf}; with four seats A holds two) and `one`
 * (A holds a single seat, `game mod seats`, and B all the others: A alone against the field).
 */
export const SEATINGS = {
  /** Seats alternate between the sides, and the sides swap every game ({@link sideOf}). */
  alternate: (seat, game) => sideOf(seat, game),
  /** Side A holds the one seat `game mod seats`, side B all the others. */
  one: (seat, game, seats) => (seat === game % seats ? 0 : 1),
} as const satisfies Record<string, Seating>;
