/**
 * {@link positionFromJSON}: restores a position from untrusted `toJSON` data, validating
 * everything; any defect is a `SetupError` with a stable reason. Two modes:
 *
 * - **permissive** (`blokus.fromJSON`, the default): what Pentobi's records and GTP allow —
 *   setup pieces, any colour to play first, and moves by a colour out of turn (as `playFor`
 *   plays them), each still a legal placement for its colour;
 * - **strict** ({@link strictFromJSON}): only a game played by the rules from `create(options)` —
 *   no setup, the first colour to play first, and every move by the colour whose turn it is.
 *   A server that keeps games between people loads with this.
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

/** How {@link positionFromJSON} reads a document: see the module's doc. */
export type JsonMode = 'permissive' | 'strict';

/** The moves of a strict document played by the rules: no setup, each colour in its turn. */
function strictReplay(
  pos: BlokusPosition,
  setup: readonly (readonly [number, string])[],
  toPlay: number,
  moves: readonly (readonly [number, string])[],
): BlokusPosition {
  const { rules } = pos;
  if (setup.length > 0)
    throw new SetupError(
      `setup: a game played from its start has no setup pieces, got ${setup.length}`,
      'strict-setup',
    );
  if (toPlay !== pos.initialColour) {
    throw new SetupError(
      `toPlay: a game played from its start begins with colour ${pos.initialColour}, got ${describeValue(toPlay)}`,
      'strict-turn',
    );
  }
  moves.forEach(([colour, cells], i) => {
    const due = pos.colourToMove;
    if (colour !== due) {
      throw new SetupError(
        due < 0
          ? `moves[${i}]: the game is already over`
          : `moves[${i}]: colour ${describeValue(colour)} plays out of turn (colour ${due} is to move)`,
        'strict-turn',
      );
    }
    withinSetup(`moves[${i}]`, () => pos.play(parsePlacement(rules, cells) as BlokusMove), Reason.BadMoves);
  });
  return pos;
}

/**
 * The position described by `data`, in the strict mode: `data` must be the record of a game
 * played by the rules from `blokus.create(data.options)` — no setup pieces, `toPlay` the first
 * colour, every move by the colour to move — so that it describes only a position a game
 * reaches. The permissive `blokus.fromJSON` accepts more (setup, moves out of turn) for
 * records of analyses.
 *
 * @throws `SetupError`: every reason of {@link positionFromJSON}, plus `strict-setup` for setup
 *   pieces and `strict-turn` for a first colour or a move out of turn.
 *
 * @example
 * ```ts
 * const pos = blokus.create({ variant: 'duo' });
 * pos.play(blokus.parseMove(pos, 'e10'));
 * strictFromJSON(pos.toJSON()).history.length; // 1
 * const analysis = blokus.create({ variant: 'duo' });
 * analysis.playFor(1, parseMove(analysis, 'j5', 1)); // Orange first: an analysis
 * strictFromJSON(analysis.toJSON()); // throws SetupError (strict-turn)
 * ```
 */
export function strictFromJSON(data: unknown): BlokusPosition {
  return positionFromJSON(data, 'strict');
}

/**
 * The position described by `data` (as produced by `BlokusPosition.toJSON`): the layout
 * `{ game: 'blokus', version: 1, options, setup, toPlay, moves }`, nothing more. `data` is only
 * read, never changed.
 *
 * In the permissive mode (the default, `blokus.fromJSON`) setup pieces, any first colour and
 * moves out of turn are accepted, each move still a legal placement for its colour; in the
 * strict mode ({@link strictFromJSON}) none of them.
 *
 * @throws `SetupError` for anything invalid: the shared reasons for the layout (`not-an-object`,
 *   `unknown-field`, `missing`, `wrong-game`, `bad-version`, `bad-type`), `bad-options` or
 *   `too-large` for the options, setup reasons (`occupied`, `piece-used`, …) for setup pieces,
 *   `bad-moves` for a move that is not legal when replayed.
 */
export function positionFromJSON(data: unknown, mode: JsonMode = 'permissive'): BlokusPosition {
  const doc = readDocument(data, 'blokus', STATE_KEYS);
  const rules = withDocumentOptions(() => BlokusRules.from(doc.options as BlokusOptions));
  const maxPieces = rules.colours * rules.pieceSet.instances;
  const setup = entries(doc.setup, 'setup', maxPieces);
  const moves = entries(doc.moves, 'moves', maxPieces);
  if (!Number.isInteger(doc.toPlay))
    throw new SetupError(`toPlay must be a colour number, got ${describeValue(doc.toPlay)}`, Reason.BadType);
  const pos = new BlokusPosition(rules);
  if (mode === 'strict') return strictReplay(pos, setup, doc.toPlay as number, moves);
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
