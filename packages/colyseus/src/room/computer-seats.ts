/**
 * {@link ComputerSeats}: the seats a computer plays in a room — per seat, `@quadrille/play`'s
 * player at the seat's level of the one strength scale (`mcts:<level>`, with the game's
 * knowledge, as `quadrille play --ai mcts:<level>` and the board's computer play it), seeded by
 * the room's id and the seat so that a resumed room's computer plays as it would have.
 *
 * @module
 */

import type { AnyGameDescription, Position } from '@quadrille/core';
import { type GamePlayer, levelOf, levelSpec, makePlayer } from '@quadrille/play';

/** The computer players of a room's seats. */
export class ComputerSeats {
  readonly #players: readonly (GamePlayer | undefined)[];

  /**
   * @param levels - per seat, the computer's level (1 to ai's highest), or 0 for a person.
   * @param roomId - the room's id, which seeds each computer's search.
   */
  constructor(game: AnyGameDescription, levels: readonly number[], roomId: string) {
    this.#players = levels.map((level, seat) => {
      const known = levelOf(level);
      return known === undefined
        ? undefined
        : makePlayer(levelSpec(known), { game, seed: computerSeed(roomId, seat) });
    });
  }

  /** Whether a computer plays `seat`. */
  plays(seat: number): boolean {
    return this.#players[seat] !== undefined;
  }

  /**
   * The move the computer of `seat` chooses at `position`: give it a copy of the room's position,
   * which may change while the computer thinks.
   *
   * @throws `RangeError` for a seat no computer plays.
   */
  async choose(seat: number, position: Position<number>): Promise<number> {
    const player = this.#players[seat];
    if (player === undefined) throw new RangeError(`no computer plays seat ${seat}`);
    const { move } = await player.chooseMove(position);
    return move;
  }
}

/** A 32-bit seed from the room id and the seat, so a computer plays the same after a resume. */
export function computerSeed(roomId: string, seat: number): number {
  let h = 2166136261 ^ seat;
  for (let i = 0; i < roomId.length; i++) h = Math.imul(h ^ roomId.charCodeAt(i), 16777619);
  return h >>> 0;
}
