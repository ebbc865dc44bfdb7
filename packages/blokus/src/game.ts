/**
 * The {@link blokus} game object.
 *
 * @module
 */

import type { Game } from '@quadrille/core';
import { positionFromJSON } from './json.js';
import { formatMove, parseMove } from './notation.js';
import { type BlokusMove, BlokusPosition } from './position.js';
import { type BlokusOptions, BlokusRules } from './rules.js';
import { view } from './view.js';

/**
 * Blokus: `create(options)` starts a game (`classic` by default; see {@link BlokusOptions}),
 * `parseMove`/`formatMove` speak Pentobi's cell-list notation for the colour to move, and
 * `fromJSON` restores `toJSON` data.
 */
export const blokus: Game<BlokusPosition, BlokusMove, BlokusOptions> = {
  id: 'blokus',
  create: (options?: BlokusOptions) => new BlokusPosition(BlokusRules.from(options)),
  fromJSON: positionFromJSON,
  formatMove: (pos, move) => formatMove(pos, move),
  parseMove: (pos, text) => parseMove(pos, text),
  view,
};
