/**
 * A game's named presets ({@link GamePreset}): finding one by name or alias, and the options of
 * a preset with fields of the caller's own on top (the CLI's `--variant duo --options {…}`).
 *
 * @module
 */

import type { GameDescription, GamePreset } from './description.js';
import { OptionsError } from './errors.js';
import type { Position } from './protocol.js';
import { describeValue, isPlainObject } from './untrusted.js';

/**
 * The preset of `game` named `name` (or with `name` among its aliases, case-insensitive); the
 * first preset, the default, when `name` is undefined.
 *
 * @throws `OptionsError` (reason `unknown-preset`) naming the presets there are.
 */
export function findPreset<O>(
  game: Pick<GameDescription<Position<number>, number, O>, 'id' | 'presets'>,
  name?: string,
): GamePreset<O> {
  if (name === undefined) return game.presets[0]!;
  const wanted = typeof name === 'string' ? name.trim().toLowerCase() : name;
  const preset = game.presets.find((p) => p.name === wanted || (p.aliases?.includes(wanted) ?? false));
  if (preset === undefined) {
    throw new OptionsError(
      `${game.id} has no preset ${describeValue(name)}; presets: ${game.presets.map((p) => p.name).join(', ')}`,
      'unknown-preset',
    );
  }
  return preset;
}

/**
 * The options of preset `name` (default: the first) with the fields of `overrides` in place of
 * the preset's own, for `create` (which validates them).
 *
 * @throws `OptionsError`: reason `unknown-preset` for an unknown name, `not-an-object` when
 *   `overrides` is not a plain object.
 */
export function presetOptions<O>(
  game: Pick<GameDescription<Position<number>, number, O>, 'id' | 'presets'>,
  name?: string,
  overrides?: unknown,
): O {
  const { options } = findPreset(game, name);
  if (overrides === undefined) return options;
  if (!isPlainObject(overrides)) {
    throw new OptionsError(
      `options must be a plain object, got ${describeValue(overrides)}`,
      'not-an-object',
    );
  }
  return { ...(options as object), ...overrides } as O;
}
