/**
 * Games by module: {@link loadGames} imports a module and finds the game descriptions it exports
 * (core's `gamesOfModule`), and {@link loadGame} finds the one a core `GameModule` names — by its
 * id, core's one lookup rule (`gameOfModule`). Threads, worker processes and other machines
 * cannot be handed a game object, only a `GameModule` to load it by: any module that exports
 * game descriptions works, the catalogue ({@link CATALOGUE_MODULE}) as well as a module of your
 * own, so every tool can play your game.
 *
 * @module
 */

import {
  type AnyGameDescription,
  findGame,
  type GameModule,
  gamesOfModule,
  type Position,
} from '@quadrille/core';

/** A position of any game. */
export type AnyPosition = Position<number>;

/** The module of Quadrille's own games: the catalogue of `@quadrille/games`. */
export const CATALOGUE_MODULE = '@quadrille/games';

const modules = new Map<string, Promise<AnyGameDescription[]>>();

/**
 * The game descriptions the module `specifier` exports (imported once per specifier and thread).
 * A specifier is what `import()` takes here: a package name, or a `file:` URL for a module
 * given as a path (`moduleSpecifier` of `@quadrille/play/node` makes one).
 *
 * @throws `OptionsError` with reason `no-game` when the module exports no game description
 *   (core's `gamesOfModule`); whatever `import()` throws when it cannot be loaded.
 */
export function loadGames(specifier: string): Promise<AnyGameDescription[]> {
  let games = modules.get(specifier);
  if (games === undefined) {
    // A module named at run time: bundlers must leave this import as it is.
    games = import(/* @vite-ignore */ /* webpackIgnore: true */ specifier).then((namespace: object) =>
      gamesOfModule(namespace, specifier),
    );
    // A module that failed to load may load later (installed meanwhile): do not keep the failure.
    games.catch(() => modules.delete(specifier));
    modules.set(specifier, games);
  }
  return games;
}

/**
 * The game `ref` names: among the descriptions its module exports ({@link loadGames}), the one
 * whose id is `ref.game`.
 *
 * @example
 * ```ts
 * import { loadGame } from '@quadrille/play';
 *
 * const game = await loadGame({ module: '@quadrille/games', game: 'talpa' });
 * console.log(game.title); // => Talpa
 * ```
 *
 * @throws `OptionsError` (reason `unknown-game`) if the module has no game of that id, and what
 *   {@link loadGames} throws.
 */
export async function loadGame(ref: GameModule): Promise<AnyGameDescription> {
  return findGame(await loadGames(ref.module), ref.game, ref.module);
}
