/**
 * The {@link talpa} game object: the protocol entry point.
 *
 * @module
 */

import type { Game } from '@quadrille/core';
import { positionFromJSON } from './json.js';
import { formatMove, parseMove } from './notation.js';
import { resolveOptions, type TalpaOptions } from './options.js';
import { type TalpaMove, TalpaPosition } from './position.js';
import { view } from './view.js';

/**
 * Talpa (Arty Sandler, 2010): `talpa.create({ size: 8 })` starts a game (seat 0 is Red and
 * moves first). See the package README for the rules, options and errors.
 *
 * `create` throws `OptionsError` for invalid options, `fromJSON` throws `SetupError` for
 * invalid data (see `resolveOptions` and the README for the reasons).
 *
 * @example
 * ```ts
 * import { talpa } from '@quadrille/talpa';
 *
 * const pos = talpa.create({ variant: 'beginner' }); // 6×6; or { size }, { width, height }
 * pos.play(talpa.parseMove(pos, 'a1xa2'));
 * const saved = JSON.stringify(pos); // { game: 'talpa', version: 1, options: {…}, moves: ['a1xa2'] }
 * const again = talpa.fromJSON(JSON.parse(saved)); // the same position, validated
 * ```
 */
export const talpa: Game<TalpaPosition, TalpaMove, TalpaOptions> = {
  id: 'talpa',
  create(options?: TalpaOptions): TalpaPosition {
    return TalpaPosition.start(resolveOptions(options));
  },
  fromJSON: positionFromJSON,
  formatMove,
  parseMove,
  view,
};
