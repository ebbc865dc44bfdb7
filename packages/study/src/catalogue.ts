/**
 * Games by name for the threads and worker processes that play a study. A thread cannot be
 * handed a game object, only the name of a module to import: a *catalogue module* exports
 * `games`, a map from a game's name to a loader (the `games` registry of `@quadrille/cli` is
 * one). Any module with that export works, so a study can run a game of your own.
 *
 * @module
 */

import type { Player } from '@quadrille/ai';
import type { AnyGame, GameKnowledge, Position } from '@quadrille/core';
import { OptionsError } from '@quadrille/core';

/** A position of any game. */
export type AnyPosition = Position<number>;

/** What a study needs of a game: the game object, and optionally AI knowledge and extra players. */
export interface StudyGame {
  /** The game object of the protocol. */
  readonly game: AnyGame;
  /** Game knowledge for the MCTS player (the game package's own, e.g. `talpaKnowledge`). */
  readonly knowledge?: GameKnowledge<AnyPosition>;
  /** Extra players by name (e.g. Blokus' `greedy`), made from a seed. */
  readonly players?: Readonly<Record<string, (seed: number) => Player<AnyPosition>>>;
}

/** One entry of a catalogue: loads its game on first use. */
export interface CatalogueEntry {
  /** Loads the game (and its package). */
  load(): Promise<StudyGame>;
}

/** The shape of a catalogue module: `export const games: ReadonlyMap<string, CatalogueEntry>`. */
export interface CatalogueModule {
  /** The games by name. */
  readonly games: ReadonlyMap<string, CatalogueEntry>;
}

/**
 * The catalogue of the `quadrille` command: every Quadrille game under its command-line name.
 * Studies made by the CLI name it; an API user may name any module (a package name, or a
 * `file:` URL) that exports `games`.
 */
export const CLI_CATALOGUE = '@quadrille/cli';

/**
 * Imports the catalogue module `specifier` and loads the game `name` from it.
 *
 * @throws `OptionsError` (reason `bad-catalogue`) if the module has no `games` map, or
 *   (reason `unknown-game`) if it has no game of that name.
 */
export async function loadStudyGame(specifier: string, name: string): Promise<StudyGame> {
  const mod = (await import(specifier)) as Partial<CatalogueModule>;
  if (!(mod.games instanceof Map)) {
    throw new OptionsError(`the catalogue module ${specifier} exports no 'games' map`, 'bad-catalogue');
  }
  const entry = mod.games.get(name);
  if (entry === undefined) {
    throw new OptionsError(
      `no game '${name}' in ${specifier}; games: ${[...mod.games.keys()].join(', ')}`,
      'unknown-game',
    );
  }
  return entry.load();
}
