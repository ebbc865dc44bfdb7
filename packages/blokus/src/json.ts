/**
 * {@link positionFromJSON}: restores a position from untrusted `toJSON` data, validating
 * everything; any defect is a `SetupError`.
 *
 * @module
 */

import { SetupError } from '@quadrille/core';
import { parsePlacement } from './notation.js';
import { type BlokusMove, BlokusPosition } from './position.js';
import { type BlokusOptions, BlokusRules } from './rules.js';
import { withinSetup } from './setup-context.js';

function fail(message: string, reason = 'bad-json'): never {
  throw new SetupError(message, reason);
}

function entries(data: Record<string, unknown>, key: string, max: number): (readonly [number, string])[] {
  const list = data[key];
  if (!Array.isArray(list)) fail(`${key} must be an array`);
  if (list.length > max) fail(`${key} has more entries than there are pieces`);
  return list.map((item: unknown, i) => {
    if (
      !Array.isArray(item) ||
      item.length !== 2 ||
      !Number.isInteger(item[0]) ||
      typeof item[1] !== 'string'
    ) {
      fail(`${key}[${i}] must be [colour, cells]`);
    }
    return [item[0] as number, item[1] as string] as const;
  });
}

/**
 * The position described by `data` (as produced by `BlokusPosition.toJSON`).
 *
 * @throws `SetupError` for anything invalid: options, cells, pieces, illegal moves.
 */
export function positionFromJSON(data: unknown): BlokusPosition {
  if (typeof data !== 'object' || data === null || Array.isArray(data))
    fail('position data must be an object');
  const obj = data as Record<string, unknown>;
  if (obj.game !== 'blokus') fail("game must be 'blokus'");
  if (typeof obj.options !== 'object' || obj.options === null) fail('options must be an object');
  const rules = withinSetup('options', () => BlokusRules.from(obj.options as BlokusOptions));
  const maxPieces = rules.colours * rules.pieceSet.pieces.length;
  const setup = entries(obj, 'setup', maxPieces);
  const moves = entries(obj, 'moves', maxPieces);
  const pos = new BlokusPosition(rules);
  setup.forEach(([colour, cells], i) => {
    withinSetup(`setup[${i}]`, () => pos.addSetup(colour, parsePlacement(rules, cells)));
  });
  if (!Number.isInteger(obj.toPlay)) fail('toPlay must be a colour number');
  withinSetup('toPlay', () => pos.setColourToPlay(obj.toPlay as number));
  moves.forEach(([colour, cells], i) => {
    withinSetup(`moves[${i}]`, () => pos.playFor(colour, parsePlacement(rules, cells) as BlokusMove));
  });
  return pos;
}
