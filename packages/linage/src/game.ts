/**
 * The `linage` game object (the protocol entry point) and the helpers every Quadrille game
 * exports under the same names: `formatMove`, `parseMove`, `describeMove`.
 *
 * @module
 */

import { describeValue, type Game, IllegalMoveError, Reason } from '@quadrille/core';
import { positionFromJSON } from './json.js';
import { decodeMove, formatView, type LinageMove, type LinageMoveView } from './moves.js';
import { type LinageOptions, resolveOptions } from './options.js';
import { LinagePosition, parseLegalMove } from './position.js';
import { view } from './view.js';

/**
 * Linage (Luis Bolaños Mures, 2016): a territory game with neutral stones where every region must
 * keep a line. `create` validates the options (`OptionsError`), `fromJSON` untrusted data
 * (`SetupError`).
 *
 * @example
 * ```ts
 * import { linage } from '@quadrille/linage';
 *
 * const pos = linage.create({ size: 9, komi: 2.5 });
 * pos.play(linage.parseMove(pos, 'e5'));
 * const copy = linage.fromJSON(JSON.parse(JSON.stringify(pos.toJSON())));
 * copy.key() === pos.key(); // true
 * ```
 */
export const linage: Game<LinagePosition, LinageMove, LinageOptions> = {
  id: 'linage',

  create(options?: LinageOptions): LinagePosition {
    return new LinagePosition(resolveOptions(options === undefined ? {} : options));
  },

  fromJSON(data: unknown): LinagePosition {
    return positionFromJSON(data);
  },

  formatMove,
  parseMove,
  view,
};

/**
 * The notation of a move id on `pos`'s board, legal or not: a point (`f6`), `pass`, a komi
 * choice (`komi=4.5`) or a side choice (`vertical`, `horizontal`).
 *
 * @throws `IllegalMoveError` with reason `'not-a-move'` for a value that is no move id.
 */
export function formatMove(pos: LinagePosition, move: LinageMove): string {
  return formatView(describeMove(pos, move));
}

/**
 * The legal move named by `text` in `pos` (case-insensitive, surrounding spaces ignored).
 *
 * @throws `NotationError` for text that names no move (reasons `not-a-string`, `too-long`,
 *   `malformed`, `bad-cell`, `bad-komi`); `IllegalMoveError` for a move that is not legal here
 *   (the reasons of `LinagePosition.illegalReason`).
 *
 * @example
 * ```ts
 * import { linage, parseMove } from '@quadrille/linage';
 *
 * const pos = linage.create();
 * pos.play(parseMove(pos, 'F6'));
 * parseMove(pos, 'pass'); // 121, the pass on 11×11
 * ```
 */
export function parseMove(pos: LinagePosition, text: string): LinageMove {
  return parseLegalMove(pos, text);
}

/**
 * The typed view of a move id on `pos`'s board (legal or not).
 *
 * @throws `IllegalMoveError` with reason `'not-a-move'` for a value that is no move id.
 */
export function describeMove(pos: LinagePosition, move: number): LinageMoveView {
  const view = typeof move === 'number' ? decodeMove(pos.grid, move) : undefined;
  if (view === undefined) {
    throw new IllegalMoveError(`${describeValue(move)} is not a linage move id`, Reason.NotAMove);
  }
  return view;
}
