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
 * `fromJSON` restores `toJSON` data (untrusted data welcome: any defect is a `SetupError`).
 *
 * @example
 * ```ts
 * const pos = blokus.create({ variant: 'duo' });
 * pos.legalMoves().length; // 414
 * pos.play(blokus.parseMove(pos, 'e8,d9,e9,f9,e10'));
 * blokus.formatMove(pos, pos.history[0]); // 'e8,d9,e9,f9,e10'
 * const copy = blokus.fromJSON(JSON.parse(JSON.stringify(pos)));
 * copy.key() === pos.key(); // true
 * ```
 */
export const blokus: Game<BlokusPosition, BlokusMove, BlokusOptions> = {
  id: 'blokus',
  create: (options?: BlokusOptions) => new BlokusPosition(BlokusRules.from(options)),
  fromJSON: positionFromJSON,
  formatMove: (pos, move) => formatMove(pos, move),
  parseMove: (pos, text) => parseMove(pos, text),
  view,
};
