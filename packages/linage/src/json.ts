/**
 * Restoring positions from their JSON form (untrusted data, validated fully).
 *
 * @module
 */

import { IllegalMoveError, NotationError, OptionsError, SetupError } from '@quadrille/core';
import { resolveOptions } from './options.js';
import { LinagePosition, parseLegalMove } from './position.js';

const JSON_KEYS = ['game', 'options', 'moves'];

/**
 * Restores a position from `toJSON` data. Stable `reason`s of the `SetupError`s:
 * `'not-linage'` (not an object with `game: 'linage'` and exactly `game`, `options`, `moves`),
 * `'bad-options'`, `'bad-moves'` (not an array of strings, or too long), `'bad-move'` (a
 * malformed or illegal move; the message gives its index).
 *
 * @throws `SetupError`
 */
export function positionFromJSON(data: unknown): LinagePosition {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw new SetupError('linage data must be an object', 'not-linage');
  }
  const keys = Object.keys(data);
  const d = data as Record<string, unknown>;
  if (
    d.game !== 'linage' ||
    keys.length !== JSON_KEYS.length ||
    !JSON_KEYS.every((k) => Object.hasOwn(d, k))
  ) {
    throw new SetupError('not linage data: expected { game: "linage", options, moves }', 'not-linage');
  }
  let pos: LinagePosition;
  try {
    pos = new LinagePosition(resolveOptions(d.options));
  } catch (e) {
    if (e instanceof OptionsError) throw new SetupError(`bad options: ${e.message}`, 'bad-options');
    throw e;
  }
  const moves = d.moves;
  // A game has at most one pass between stones, two passes at the end and two pie moves.
  const longest = 2 * pos.grid.size + 4;
  if (!Array.isArray(moves) || moves.length > longest || !moves.every((m) => typeof m === 'string')) {
    throw new SetupError(`moves must be an array of at most ${longest} strings`, 'bad-moves');
  }
  for (let i = 0; i < moves.length; i++) {
    try {
      pos.play(parseLegalMove(pos, moves[i] as string));
    } catch (e) {
      if (e instanceof NotationError || e instanceof IllegalMoveError) {
        throw new SetupError(`move ${i + 1}: ${e.message}`, 'bad-move');
      }
      throw e;
    }
  }
  return pos;
}
