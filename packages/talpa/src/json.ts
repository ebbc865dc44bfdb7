/**
 * Restoring a position from untrusted {@link TalpaJSON} data: the shape and every field are
 * checked, then the moves are replayed from the start, so the result is exactly the position
 * that was saved — or a `SetupError`.
 *
 * @module
 */

import { isQuadrilleError, SetupError } from '@quadrille/core';
import { parseMove } from './notation.js';
import { resolveOptions } from './options.js';
import { TalpaPosition } from './position.js';

const FIELDS: ReadonlySet<string> = new Set(['game', 'width', 'height', 'noMove', 'moves']);

/**
 * The position described by `data` (as produced by `toJSON`).
 *
 * Stable `reason`s: `'not-an-object'`, `'wrong-game'`, `'unknown-field'`, `'bad-options'`,
 * `'bad-moves'`, `'bad-move'` (a move that does not parse or is not legal where it is played).
 *
 * @throws `SetupError` for anything invalid; never anything else.
 */
export function positionFromJSON(data: unknown): TalpaPosition {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw new SetupError('Talpa data must be an object', 'not-an-object');
  }
  const d = data as Record<string, unknown>;
  for (const key of Object.keys(d)) {
    if (!FIELDS.has(key))
      throw new SetupError(`unknown field ${JSON.stringify(key.slice(0, 40))}`, 'unknown-field');
  }
  if (d.game !== 'talpa') throw new SetupError(`not a Talpa position (game must be 'talpa')`, 'wrong-game');
  if (d.width === undefined || d.height === undefined || d.noMove === undefined) {
    throw new SetupError('width, height and noMove are required', 'bad-options');
  }
  let pos: TalpaPosition;
  try {
    pos = TalpaPosition.start(resolveOptions({ width: d.width, height: d.height, noMove: d.noMove }));
  } catch (e) {
    throw new SetupError(`bad board or rule: ${(e as Error).message}`, 'bad-options');
  }
  const moves = d.moves;
  // A game empties a square on every non-pass move and passes at most once in between.
  if (!Array.isArray(moves) || moves.length > 2 * pos.grid.size) {
    throw new SetupError(`moves must be an array of at most ${2 * pos.grid.size} strings`, 'bad-moves');
  }
  for (let i = 0; i < moves.length; i++) {
    const text: unknown = moves[i];
    if (typeof text !== 'string') throw new SetupError(`move ${i + 1} is not a string`, 'bad-move');
    try {
      pos.play(parseMove(pos, text));
    } catch (e) {
      if (!isQuadrilleError(e)) throw e;
      throw new SetupError(`move ${i + 1}: ${e.message}`, 'bad-move');
    }
  }
  return pos;
}
