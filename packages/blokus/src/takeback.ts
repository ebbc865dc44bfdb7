/**
 * {@link takeBack}: undo by replay (positions are not reversible in place; replaying a Blokus
 * game of at most 84 moves is cheap).
 *
 * @module
 */

import { BlokusPosition } from './position.js';

/**
 * A new position equal to `pos` with its last `count` moves taken back (setup pieces and the
 * colour to play after setup are kept); `pos` itself is unchanged. Taking back more moves than
 * were played gives the position after setup.
 */
export function takeBack(pos: BlokusPosition, count = 1): BlokusPosition {
  const keep = Math.max(0, pos.history.length - Math.max(0, Math.floor(count)));
  const out = new BlokusPosition(pos.rules);
  for (const s of pos.setup) out.addSetup(s.colour, s.placement);
  out.setColourToPlay(pos.initialColour);
  for (let i = 0; i < keep; i++) out.playFor(pos.historyColours[i]!, pos.history[i]!);
  return out;
}
