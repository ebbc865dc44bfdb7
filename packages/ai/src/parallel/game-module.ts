/**
 * {@link loadGameModule}: the game and knowledge a core `GameModule` names, imported where they
 * are needed — in each search thread (to rebuild positions and search them), and in the thread
 * of a parallel player on a game clock (whose schedule reads the knowledge's `timeShare`). The
 * game is found by core's one rule, `gameOfModule`: by its id among the module's descriptions.
 *
 * @module
 */

import {
  type AnyGameDescription,
  type GameKnowledge,
  type GameModule,
  gameOfModule,
  OptionsError,
  type Position,
} from '@quadrille/core';

/** What a `GameModule` names, loaded. */
export interface LoadedGame {
  /** The game (its `fromJSON` rebuilds positions). */
  readonly game: AnyGameDescription;
  /** The knowledge to search with: the named export, else the game description's own, if any. */
  readonly knowledge: GameKnowledge<Position<number>> | undefined;
}

/**
 * Imports the module `names` names (or takes it from `modules`, the modules already imported by
 * specifier) and finds the game and knowledge there.
 *
 * @throws `OptionsError`: reason `unknown-game`, `no-game` or `duplicate-game` from core's
 *   `gameOfModule` when the module has no description with the game's id; `bad-game-module` when
 *   it lacks the knowledge export named; whatever `import()` throws when it cannot be loaded.
 */
export async function loadGameModule(
  names: GameModule,
  modules: Readonly<Record<string, unknown>> | undefined,
): Promise<LoadedGame> {
  // A module named at run time: bundlers must leave this import as it is (Vite and webpack warn
  // about it otherwise), and a bundled worker is given its modules instead (`modules`).
  const mod = (modules?.[names.module] ??
    (await import(/* @vite-ignore */ /* webpackIgnore: true */ names.module))) as Record<string, unknown>;
  const game = gameOfModule(mod, names);
  // A game description brings its own knowledge; a named export overrides it.
  let knowledge = game.knowledge as GameKnowledge<Position<number>> | undefined;
  if (names.knowledge !== undefined) {
    knowledge = mod[names.knowledge] as GameKnowledge<Position<number>> | undefined;
    if (typeof knowledge !== 'object' || knowledge === null) {
      throw new OptionsError(
        `${names.module} has no knowledge export '${names.knowledge}'`,
        'bad-game-module',
      );
    }
  }
  return { game, knowledge };
}
