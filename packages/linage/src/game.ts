/**
 * The `linage` game object (the protocol entry point) and the per-game extra `describeMove`.
 *
 * @module
 */

import { type Game, IllegalMoveError } from '@quadrille/core';
import { positionFromJSON } from './json.js';
import { decodeMove, formatView, type LinageMove, type LinageMoveView } from './moves.js';
import { type LinageOptions, resolveOptions } from './options.js';
import { LinagePosition, parseLegalMove } from './position.js';

/**
 * Linage (Luis Bolaños Mures, 2016): a territory game with neutral stones where every region must
 * keep a line. See `docs/games/linage.md` for the rules, options and notation.
 */
export const linage: Game<LinagePosition, LinageMove, LinageOptions> = {
  id: 'linage',

  create(options?: LinageOptions): LinagePosition {
    return new LinagePosition(resolveOptions(options));
  },

  fromJSON(data: unknown): LinagePosition {
    return positionFromJSON(data);
  },

  formatMove(pos: LinagePosition, move: LinageMove): string {
    return formatView(describeMove(pos, move));
  },

  parseMove(pos: LinagePosition, text: string): LinageMove {
    return parseLegalMove(pos, text);
  },
};

/**
 * The typed view of a move id on `pos`'s board (legal or not).
 *
 * @throws `IllegalMoveError` with reason `'not-a-move'` for a number that is no move id.
 */
export function describeMove(pos: LinagePosition, move: number): LinageMoveView {
  const view = decodeMove(pos.grid, move);
  if (view === undefined) {
    throw new IllegalMoveError(`${String(move).slice(0, 20)} is not a linage move id`, 'not-a-move');
  }
  return view;
}
