/**
 * The two players. Red is seat 0 and moves first; Blue is seat 1.
 *
 * @module
 */

/** The seats by name: `Player.Red` (0, moves first) and `Player.Blue` (1). */
export const Player = { Red: 0, Blue: 1 } as const;

/** A Talpa seat: 0 for Red, 1 for Blue. */
export type Player = (typeof Player)[keyof typeof Player];

/** The display names of the players, indexed by seat. */
export const PLAYER_NAMES = ['Red', 'Blue'] as const;

/** The other player. */
export function opponent(player: Player): Player {
  return (1 - player) as Player;
}

/** The owner of a square at the start: a1 is red, and colours alternate like a checkerboard. */
export function startOwner(file: number, rank: number): Player {
  return ((file + rank) & 1) as Player;
}
