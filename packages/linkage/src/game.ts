/**
 * {@link linkage}: the Game object (create, fromJSON, notation) and {@link describeMove}.
 *
 * @module
 */

import { type Game, IllegalMoveError, isQuadrilleError, SetupError } from '@quadrille/core';
import type { LinkageMove, LinkageMoveView } from './moves.js';
import { formatMoveId, parseMoveId } from './notation.js';
import { type LinkageOptions, resolveOptions } from './options.js';
import { LinkagePosition } from './position.js';

const JSON_KEYS: readonly string[] = ['game', 'options', 'moves'];

/**
 * Linkage (Ethan Larson): two players, More and Fewer, place shared coloured dominoes; More
 * wins with at least 12 groups of one colour, Fewer otherwise. `create()` is the standard game
 * (7×7, black square d4, four colours × 6 pieces, seat 0 is More and moves first).
 */
export const linkage: Game<LinkagePosition, LinkageMove, LinkageOptions> = {
  id: 'linkage',

  create(options?: LinkageOptions): LinkagePosition {
    return new LinkagePosition(resolveOptions(options));
  },

  fromJSON(data: unknown): LinkagePosition {
    if (typeof data !== 'object' || data === null || Array.isArray(data)) {
      throw new SetupError('a Linkage position must be an object', 'not-object');
    }
    const d = data as Record<string, unknown>;
    for (const key of Object.keys(d)) {
      if (!JSON_KEYS.includes(key))
        throw new SetupError(`unknown field ${JSON.stringify(key)}`, 'unknown-field');
    }
    if (d.game !== 'linkage')
      throw new SetupError('not a Linkage position (game must be "linkage")', 'wrong-game');
    if (d.options === undefined) throw new SetupError('options are missing', 'bad-options');
    let pos: LinkagePosition;
    try {
      pos = new LinkagePosition(resolveOptions(d.options));
    } catch (e) {
      throw new SetupError(`invalid options: ${(e as Error).message}`, 'bad-options');
    }
    const moves = d.moves;
    if (!Array.isArray(moves)) throw new SetupError('moves must be an array of strings', 'bad-moves');
    // Every ply but a pass fills a square, and a pass only follows a placement.
    const maxPlies = 2 + 2 * Math.floor(pos.grid.size / 2);
    if (moves.length > maxPlies) throw new SetupError(`more moves than this board can hold`, 'bad-moves');
    for (let ply = 0; ply < moves.length; ply++) {
      try {
        pos.play(linkage.parseMove(pos, moves[ply] as string));
      } catch (e) {
        if (!isQuadrilleError(e)) throw e;
        throw new SetupError(`move ${ply + 1}: ${e.message}`, 'bad-move');
      }
    }
    return pos;
  },

  formatMove(pos: LinkagePosition, move: LinkageMove): string {
    return formatMoveId(pos.table, move);
  },

  parseMove(pos: LinkagePosition, text: string): LinkageMove {
    const move = parseMoveId(pos.table, text);
    const reason = pos.illegalReason(move);
    if (reason !== undefined) {
      throw new IllegalMoveError(`${text.trim()} is not legal here (${reason})`, reason);
    }
    return move;
  },
};

/**
 * The typed view of a move: a placement (colour, cells), the pass, or a setup move.
 *
 * @throws `IllegalMoveError` (reason `'not-a-move'`) if `move` is not a move id of the game.
 */
export function describeMove(pos: LinkagePosition, move: number): LinkageMoveView {
  return pos.table.view(move);
}
