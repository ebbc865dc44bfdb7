/**
 * Restoring positions from their JSON form `{ game: 'linage', version: 1, options, moves }`
 * (untrusted data, validated fully, cheap checks before anything is allocated).
 *
 * @module
 */

import { failSetup, readDocument, readStrings, replayMoves, withDocumentOptions } from '@quadrille/core';
import { resolveOptions } from './options.js';
import { LinagePosition, parseLegalMove } from './position.js';

/**
 * Restores a position from `toJSON` data, which it never changes. Stable `reason`s of the
 * `SetupError`s, all shared: from the envelope `'not-an-object'`, `'unknown-field'` (any field but
 * `game`, `version`, `options`, `moves`, `__proto__` and `constructor` included), `'missing'`,
 * `'wrong-game'`, `'bad-version'`; `'bad-options'` (or `'too-large'`) for the options; for the
 * moves `'bad-type'` (not an array, or an entry that is not a string), `'too-large'` (more moves
 * than any game has), `'missing'` (a hole or `null`), `'bad-moves'` (a malformed or illegal move;
 * the message gives its index).
 *
 * @throws `SetupError`
 */
export function positionFromJSON(data: unknown): LinagePosition {
  const doc = readDocument(data, 'linage', ['moves']);
  const rules = withDocumentOptions(() => resolveOptions(doc.options));
  // A game has at most one pass between stones, two passes at the end and two pie moves.
  const longest = 2 * rules.width * rules.height + 4;
  const moves = readStrings(doc.moves, 'moves', longest, failSetup);
  return replayMoves(new LinagePosition(rules), moves, parseLegalMove);
}
