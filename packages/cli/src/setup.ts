/**
 * {@link openGame}: from `<game> --variant … --options …` to a loaded game and a fresh
 * position, with bad options reported as usage errors.
 *
 * @module
 */

import { isQuadrilleError } from '@quadrille/core';
import {
  type AnyPosition,
  type GameEntry,
  type GameSupport,
  lookupGame,
  type Registry,
  resolveOptions,
} from './registry.js';
import { UsageError } from './usage-error.js';

/** A game ready to play. */
export interface OpenedGame {
  /** The registry entry. */
  readonly entry: GameEntry;
  /** The loaded game. */
  readonly support: GameSupport;
  /** The options passed to `create`. */
  readonly options: object;
  /** A new position at the start. */
  readonly position: AnyPosition;
}

/**
 * Loads the game named `name` and creates its start position.
 *
 * @throws {@link UsageError} for an unknown game or variant, malformed or invalid options.
 */
export async function openGame(
  registry: Registry,
  name: string | undefined,
  flags: { variant?: string; options?: string },
): Promise<OpenedGame> {
  const entry = lookupGame(registry, name);
  const options = resolveOptions(entry, flags.variant, flags.options);
  const support = await entry.load();
  try {
    return { entry, support, options, position: support.game.create(options) };
  } catch (e) {
    if (isQuadrilleError(e)) throw new UsageError(`invalid options for ${entry.name}: ${e.message}`);
    throw e;
  }
}
