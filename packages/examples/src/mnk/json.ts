/**
 * Restoring an m,n,k position from untrusted JSON: core's readers check the shared layout, then
 * the moves are replayed, so a document can only describe a position the rules can reach.
 *
 * @module
 */

import {
  failSetup,
  Grid,
  readDocument,
  readStrings,
  replayMoves,
  withDocumentOptions,
} from '@quadrille/core';
import { parseMnkMove } from './notation.js';
import { readMnkOptions } from './options.js';
import { MnkPosition } from './position.js';

// #region from-json
/**
 * The position `data` (a {@link MnkPosition.toJSON} document) describes. Never changes `data`.
 *
 * @throws `SetupError` with core's shared reasons: `not-an-object`, `unknown-field`, `missing`,
 *   `wrong-game`, `bad-version` (the envelope), `bad-options` (the options), `bad-type`,
 *   `too-large` (moves that are not an array of strings, or longer than the board), `bad-moves`
 *   (a move that is not a cell name, or not legal when replayed).
 */
export function mnkFromJSON(data: unknown): MnkPosition {
  // `{ game: 'mnk', version: 1, options, moves }` and nothing else.
  const doc = readDocument(data, 'mnk', ['moves']);
  // Options errors become SetupError `bad-options`; nothing is allocated before they pass.
  const rules = withDocumentOptions(() => readMnkOptions(doc.options));
  const pos = new MnkPosition(Grid.of(rules.width, rules.height), rules.k);
  // Strings only (holes and nulls are errors), the length checked before any element.
  const moves = readStrings(doc.moves, 'moves', pos.grid.size, failSetup);
  // Each parsed and played in turn: a move that is no legal move there is `bad-moves`.
  return replayMoves(pos, moves, parseMnkMove);
}
// #endregion
