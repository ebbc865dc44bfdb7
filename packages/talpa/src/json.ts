/**
 * Restoring a position from untrusted {@link TalpaJSON} data: the layout every Quadrille game
 * writes, `{ game: 'talpa', version: 1, options, moves }`. Cheap checks come first (the
 * document, the options, the length and type of every move), the board's tables only after them,
 * then the moves are replayed from the start: the result is exactly the position that was saved,
 * or a `SetupError`. The input is never modified.
 *
 * @module
 */

import { failSetup, readDocument, readStrings, replayMoves, withDocumentOptions } from '@quadrille/core';
import { parseMove } from './notation.js';
import { resolveOptions } from './options.js';
import { TalpaPosition } from './position.js';

/**
 * The position described by `data` (as produced by `toJSON`).
 *
 * Stable `reason`s, all core's shared ones: `'not-an-object'`, `'unknown-field'` (including
 * `__proto__` and `constructor`), `'missing'` (a missing field, a hole or `null` in `moves`),
 * `'wrong-game'`, `'bad-version'`, `'bad-options'` (options `talpa.create` refuses),
 * `'bad-type'` (`moves` not an array of strings), `'too-large'` (more moves than a game can
 * have: two per square), `'bad-moves'` (a move that does not parse or is not legal where it is
 * played).
 *
 * @throws `SetupError` for anything invalid; never anything else.
 */
export function positionFromJSON(data: unknown): TalpaPosition {
  const doc = readDocument(data, 'talpa', ['moves']);
  const settings = withDocumentOptions(() => resolveOptions(doc.options));
  // A game empties a square on every non-pass move and passes at most once in between.
  const moves = readStrings(doc.moves, 'moves', 2 * settings.width * settings.height, failSetup);
  return replayMoves(TalpaPosition.start(settings), moves, parseMove);
}
