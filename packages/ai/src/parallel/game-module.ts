/**
 * {@link loadGameModule}: the game and knowledge a {@link GameModule} names, imported where they
 * are needed — in each search thread (to rebuild positions and search them), and in the thread
 * of a parallel player on a game clock (whose schedule reads the knowledge's `timeShare`).
 *
 * @module
 */

import { type AnyGame, type GameKnowledge, OptionsError, type Position } from '@quadrille/core';
import type { GameModule } from './protocol.js';

/** What a {@link GameModule} names, loaded. */
export interface LoadedGame {
  /** The game (its `fromJSON` rebuilds positions). */
  readonly game: AnyGame;
  /** The knowledge to search with: the named export, else the game description's own, if any. */
  readonly knowledge: GameKnowledge<Position<number>> | undefined;
}

/**
 * Imports the module `names` names (or takes it from `modules`, the modules already imported by
 * specifier) and checks its exports.
 *
 * @throws `OptionsError` (reason `bad-game-module`) when the module lacks the game or knowledge
 *   export; whatever `import()` throws when it cannot be loaded.
 */
export async function loadGameModule(
  names: GameModule,
  modules: Readonly<Record<string, unknown>> | undefined,
): Promise<LoadedGame> {
  // A module named at run time: bundlers must leave this import as it is (Vite and webpack warn
  // about it otherwise), and a bundled worker is given its modules instead (`modules`).
  const mod = (modules?.[names.module] ??
    (await import(/* @vite-ignore */ /* webpackIgnore: true */ names.module))) as Record<string, unknown>;
  const game = mod[names.game] as Partial<AnyGame> | undefined;
  if (typeof game?.fromJSON !== 'function') {
    throw new OptionsError(`${names.module} has no game export '${names.game}'`, 'bad-game-module');
  }
  // A game description brings its own knowledge; a named export overrides it.
  let knowledge = (game as { knowledge?: GameKnowledge<Position<number>> }).knowledge;
  if (names.knowledge !== undefined) {
    knowledge = mod[names.knowledge] as GameKnowledge<Position<number>> | undefined;
    if (typeof knowledge !== 'object' || knowledge === null) {
      throw new OptionsError(
        `${names.module} has no knowledge export '${names.knowledge}'`,
        'bad-game-module',
      );
    }
  }
  return { game: game as AnyGame, knowledge };
}
