/**
 * {@link BlokusState}: the part of a Blokus game state that the priors and the playout policy
 * read.
 *
 * @module
 */

import type { BlokusPosition } from './position.js';

/**
 * What `blokusKnowledge`'s priors and playout policy read of a game state: a
 * {@link BlokusPosition}, or the view a `BlokusSimulator` gives of its own state, so that a
 * search can weigh the children of a node where its simulation stands, with no position
 * replayed to get there. `history` and `historyColours` need hold only the last few moves (the
 * local points look back three).
 */
export type BlokusState = Pick<
  BlokusPosition,
  'rules' | 'colourToMove' | 'history' | 'historyColours' | 'colourAt' | 'placedCount'
>;
