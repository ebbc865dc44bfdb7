/**
 * {@link positionFromJSON}: restores a position from untrusted `toJSON` data, validating
 * everything; any defect is a `SetupError` with a stable reason.
 *
 * @module
 */

import {
  describeValue,
  failSetup,
  Reason,
  readArray,
  readDocument,
  SetupError,
  withDocumentOptions,
} from '@quadrille/core';
import { parsePlacement } from './notation.js';
import { type BlokusMove, BlokusPosition } from './position.js';
import { type BlokusOptions, BlokusRules } from './rules.js';
import { withinSetup } from './setup-context.js';

/** The state fields of Blokus JSON after `game`, `version` and `options`. */
const STATE_KEYS = ['setup', 'toPlay', 'moves'] as const;

/** The `[colour, cells]` entries of `setup` or `moves`, read element by element. */
function entries(value: unknown, key: string, max: number): (readonly [number, string])[] {
  return readArray(value, key, max, failSetup).map((item, i) => {
    const pair = readArray(item, `${key}[${i}]`, 2, failSetup);
    if (pair.length !== 2 || !Number.isInteger(pair[0]) || typeof pair[1] !== 'string') {
      throw new SetupError(
        `${key}[${i}] must be [colour, cells], got ${describeValue(item)}`,
        Reason.BadType,
      );
    }
    return [pair[0] as number, pair[1] as string] as const;
  });
}

/**
 * The position described by `data` (as produced by `BlokusPosition.toJSON`): the layout
 * `{ game: 'blokus', version: 1, options, setup, toPlay, moves }`, nothing more. `data` is only
 * read, never changed.
 *
 * @throws `SetupError` for anything invalid: the shared reasons for the layout (`not-an-object`,
 *   `unknown-field`, `missing`, `wrong-game`, `bad-version`, `bad-type`), `bad-options` or
 *   `too-large` for the options, setup reasons (`occupied`, `piece-used`, …) for setup pieces,
 *   `bad-moves` for a move that is not legal when replayed.
 */
export function positionFromJSON(data: unknown): BlokusPosition {
  const doc = readDocument(data, 'blokus', STATE_KEYS);
  const rules = withDocumentOptions(() => BlokusRules.from(doc.options as BlokusOptions));
  const maxPieces = rules.colours * rules.pieceSet.instances;
  const setup = entries(doc.setup, 'setup', maxPieces);
  const moves = entries(doc.moves, 'moves', maxPieces);
  if (!Number.isInteger(doc.toPlay))
    throw new SetupError(`toPlay must be a colour number, got ${describeValue(doc.toPlay)}`, Reason.BadType);
  const pos = new BlokusPosition(rules);
  setup.forEach(([colour, cells], i) => {
    withinSetup(`setup[${i}]`, () => pos.addSetup(colour, parsePlacement(rules, cells)));
  });
  withinSetup('toPlay', () => pos.setColourToPlay(doc.toPlay as number));
  moves.forEach(([colour, cells], i) => {
    withinSetup(
      `moves[${i}]`,
      () => pos.playFor(colour, parsePlacement(rules, cells) as BlokusMove),
      Reason.BadMoves,
    );
  });
  return pos;
}
