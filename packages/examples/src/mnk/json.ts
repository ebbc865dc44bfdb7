/**
 * Restoring an m,n,k position from untrusted JSON: core's readers check the shared layout, then
 * the moves are replayed, so a document can only describe a position the rules can reach.
 *
 * @module
 */

import {
  describeValue,
  failSetup,
  Grid,
  Reason,
  readArray,
  readDocument,
  withDocumentOptions,
} from '@quadrille/core';
import { readMnkOptions } from './options.js';
import { MnkPosition } from './position.js';

// #region from-json
/**
 * The position `data` (a {@link MnkPosition.toJSON} document) describes. Never changes `data`.
 *
 * @throws `SetupError` with core's shared reasons: `not-an-object`, `unknown-field`, `missing`,
 *   `wrong-game`, `bad-version` (the envelope), `bad-options` (the options), `bad-type`,
 *   `too-large` (moves that are not an array, or longer than the board), `bad-moves` (a move that
 *   is not a cell name, or not legal when replayed).
 */
export function mnkFromJSON(data: unknown): MnkPosition {
  // `{ game: 'mnk', version: 1, options, moves }` and nothing else.
  const doc = readDocument(data, 'mnk', ['moves']);
  // Options errors become SetupError `bad-options`; nothing is allocated before they pass.
  const rules = withDocumentOptions(() => readMnkOptions(doc.options));
  const pos = new MnkPosition(Grid.of(rules.width, rules.height), rules.k);
  // Every element checked (holes and nulls are errors), the length before any element.
  const moves = readArray(doc.moves, 'moves', pos.grid.size, failSetup);
  moves.forEach((text, i) => {
    const cell = typeof text === 'string' ? pos.grid.tryParse(text) : undefined;
    if (cell === undefined || !pos.isLegal(cell)) {
      failSetup(`moves[${i}] = ${describeValue(text)} is not a legal move there`, Reason.BadMoves);
    }
    pos.play(cell);
  });
  return pos;
}
// #endregion
