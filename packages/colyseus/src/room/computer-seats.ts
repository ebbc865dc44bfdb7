/**
 * {@link ComputerSeats}: the seats a computer plays in a room — an MCTS player of `@quadrille/ai`
 * per seat, at the seat's level, with the game's knowledge, seeded by the room's id and the seat
 * so that a resumed room's computer plays as it would have.
 *
 * @module
 */

import { mctsPlayer, type Player } from '@quadrille/ai';
import type { AnyGameDescription, Position } from '@quadrille/core';
import { isMctsLevel } from '../options.js';

/** The computer players of a room's seats. */
export class ComputerSeats {
  readonly #players: readonly (Player<Position<number>> | undefined)[];

  /**
   * @param levels - per seat, the computer's level (1 to ai's highest), or 0 for a person.
   * @param roomId - the room's id, which seeds each computer's search.
   */
  constructor(game: AnyGameDescription, levels: readonly number[], roomId: string) {
    this.#players = levels.map((level, seat) =>
      level > 0 && isMctsLevel(level)
        ? mctsPlayer<Position<number>>({
            level,
            seed: computerSeed(roomId, seat),
            ...(game.knowledge === undefined ? {} : { knowledge: game.knowledge }),
          })
        : undefined,
    );
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
