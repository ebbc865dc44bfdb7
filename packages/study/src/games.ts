/**
 * Games for the threads and worker processes that play a study. A thread cannot be handed a
 * game object, only the specifier of a module to import: any module that exports game
 * descriptions (core's `GameDescription`, as `@quadrille/games` exports the four Quadrille
 * games and `@quadrille/examples` exports `mnk`) works, so a study can run a game of your own.
 *
 * @module
 */

import { type AnyGameDescription, gamesOfModule, OptionsError, type Position } from '@quadrille/core';

/** A position of any game. */
export type AnyPosition = Position<number>;

const modules = new Map<string, Promise<AnyGameDescription[]>>();

/**
 * The game descriptions the module `specifier` exports (imported once per specifier and thread).
 * A specifier is what `import()` takes here: a package name, or a `file:` URL for a module
 * given as a path.
 *
 * @throws `OptionsError` with reason `no-game` when the module exports no game description
 *   (core's `gamesOfModule`); whatever `import()` throws when it cannot be loaded.
 */
export function loadGames(specifier: string): Promise<AnyGameDescription[]> {
  let games = modules.get(specifier);
  if (games === undefined) {
    games = import(specifier).then((namespace: object) => gamesOfModule(namespace, specifier));
    // A module that failed to load may load later (installed meanwhile): do not keep the failure.
    games.catch(() => modules.delete(specifier));
    modules.set(specifier, games);
  }
  return games;
}

/**
 * The game whose id is `id` among those the module `specifier` exports.
 *
 * @throws `OptionsError` (reason `unknown-game`) if it has no game of that id, and what
 *   {@link loadGames} throws.
 */
export async function loadGame(specifier: string, id: string): Promise<AnyGameDescription> {
  const games = await loadGames(specifier);
  const game = games.find((g) => g.id === id);
  if (game === undefined) {
    throw new OptionsError(
      `no game '${id}' in ${specifier}; games: ${games.map((g) => g.id).join(', ')}`,
      'unknown-game',
    );
  }
  return game;
}
