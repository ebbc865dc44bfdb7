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

/**
 * Talpa (Arty Sandler, 2010): `talpa.create({ size: 8 })` starts a game (seat 0 is Red and
 * moves first). See the package README and `docs/games/talpa.md` for the rules and options.
 */
export const talpa: Game<TalpaPosition, TalpaMove, TalpaOptions> = {
  id: 'talpa',
  create(options?: TalpaOptions): TalpaPosition {
    return TalpaPosition.start(resolveOptions(options));
  },
  fromJSON: positionFromJSON,
  formatMove,
  parseMove,
};
