/**
 * The games a command offers: the catalogue of `@quadrille/games`, plus the game descriptions of
 * the modules named by `--module` (a package name or a file path: your own games get every
 * command), loaded by `@quadrille/play`. {@link openGame} goes from `<game> --variant …
 * --options … --module …` to a game description and a fresh position, with every mistake a
 * one-line usage error.
 *
 * @module
 */

import {
  type AnyGameDescription,
  isPlainObject,
  isQuadrilleError,
  presetOptions,
  readOptionText,
} from '@quadrille/core';
import { type AnyPosition, CATALOGUE_MODULE, loadGames } from '@quadrille/play';
import { moduleSpecifier } from '@quadrille/play/node';
import { UsageError } from './usage-error.js';

/** Games by id, in the order `quadrille help` lists them. */
export type GameList = readonly AnyGameDescription[];

/**
 * A module named by `--module`, loaded: the specifier its games load by anywhere (a core
 * `GameModule` is that specifier and a game's id), and the games.
 */
export interface LoadedModule {
  /** What `import()` takes, in any thread of this machine (play's `moduleSpecifier`). */
  readonly specifier: string;
  /** Its game descriptions. */
  readonly games: GameList;
}

/**
 * Loads the modules named by `--module`, in order.
 *
 * @throws {@link UsageError} for a module that cannot be loaded or exports no game description.
 */
export async function loadModules(names: readonly string[] = []): Promise<LoadedModule[]> {
  const modules: LoadedModule[] = [];
  for (const name of names) {
    const specifier = moduleSpecifier(name);
    try {
      modules.push({ specifier, games: await loadGames(specifier) });
    } catch (e) {
      const why = e instanceof Error ? e.message : String(e);
      throw new UsageError(`--module ${name}: ${isQuadrilleError(e) ? why : `cannot load it (${why})`}`);
    }
  }
  return modules;
}

/**
 * `games` with the modules' games added after them.
 *
 * @throws {@link UsageError} when a module's game has the id of another game.
 */
export function withModules(games: GameList, modules: readonly LoadedModule[]): GameList {
  const all = [...games];
  for (const m of modules) {
    for (const g of m.games) {
      const other = all.find((a) => a.id === g.id);
      if (other === undefined) all.push(g);
      else if (other !== g)
        throw new UsageError(`two games are called '${g.id}' (the second from ${m.specifier})`);
    }
  }
  return all;
}

/**
 * The game called `name` (case-insensitive).
 *
 * @throws {@link UsageError} if no game has that name.
 */
export function lookupGame(games: GameList, name: string | undefined): AnyGameDescription {
  const names = games.map((g) => g.id).join(', ');
  if (name === undefined) throw new UsageError(`which game? one of: ${names}`);
  const game = games.find((g) => g.id === name.toLowerCase());
  if (game === undefined) throw new UsageError(`unknown game '${name}'; games: ${names}`);
  return game;
}

/** The flags that choose a game's setup. */
export interface SetupFlags {
  /** A preset's name (`--variant`). */
  readonly variant?: string | undefined;
  /** JSON options over the preset's (`--options`). */
  readonly options?: string | undefined;
  /** Single options over those, `key=value` each, read by the game's options schema (`--option`). */
  readonly option?: readonly string[] | undefined;
  /** Modules with more games (`--module`). */
  readonly module?: readonly string[] | undefined;
}

/** A game ready to play. */
export interface OpenedGame {
  /** The game. */
  readonly game: AnyGameDescription;
  /** Every game the command knows (the catalogue and the modules'). */
  readonly games: GameList;
  /**
   * The module the game was loaded from, as threads and workers import it: with the game's id,
   * the core `GameModule` they load it by.
   */
  readonly module: string;
  /** The preset's name. */
  readonly preset: string;
  /** The options passed to `create`. */
  readonly options: object;
  /** A new position at the start. */
  readonly position: AnyPosition;
}

/**
 * Loads the `--module`s, finds the game `name`, and creates its start position from the
 * preset `--variant` (default: the first) with the `--options` JSON over it.
 *
 * @throws {@link UsageError} for an unknown game or preset, malformed or invalid options, or a
 *   module that cannot be loaded.
 */
export async function openGame(
  games: GameList,
  name: string | undefined,
  flags: SetupFlags,
): Promise<OpenedGame> {
  const modules = await loadModules(flags.module);
  const all = withModules(games, modules);
  const game = lookupGame(all, name);
  let extra: unknown;
  if (flags.options !== undefined) {
    try {
      extra = JSON.parse(flags.options);
    } catch {
      throw new UsageError(`--options must be a JSON object, got ${flags.options}`);
    }
  }
  if (flags.option !== undefined && flags.option.length > 0)
    extra = withOptionFlags(game, extra, flags.option);
  try {
    const options = presetOptions(game, flags.variant, extra) as object;
    const preset = flags.variant ?? game.presets[0]!.name;
    const module = modules.find((m) => m.games.includes(game))?.specifier ?? CATALOGUE_MODULE;
    return {
      game,
      games: all,
      module,
      preset,
      options,
      position: game.create(options),
    };
  } catch (e) {
    if (!isQuadrilleError(e)) throw e;
    if (e.reason === 'unknown-preset') {
      const names = game.presets.map((p) => p.name).join(', ');
      throw new UsageError(`unknown variant '${flags.variant}' of ${game.id}; variants: ${names}`);
    }
    if (e.reason === 'not-an-object')
      throw new UsageError(`--options must be a JSON object, got ${flags.options}`);
    throw new UsageError(`invalid options for ${game.id}: ${e.message}`);
  }
}

/**
 * `extra` (the `--options` object, if any) with each `--option key=value` over it, the value
 * read by the game's options schema (a number, `true`/`false`, a choice, or JSON).
 *
 * @throws `UsageError` for text that is not `key=value`, a game without an options schema, or a
 *   value the schema refuses.
 */
function withOptionFlags(game: AnyGameDescription, extra: unknown, flags: readonly string[]): unknown {
  const schema = game.options;
  if (schema === undefined) {
    throw new UsageError(`${game.id} does not describe its options: give them as --options JSON`);
  }
  if (extra !== undefined && !isPlainObject(extra)) {
    throw new UsageError('--options must be a JSON object when --option is given too');
  }
  const merged: Record<string, unknown> = { ...extra };
  for (const flag of flags) {
    const at = flag.indexOf('=');
    if (at <= 0) throw new UsageError(`--option takes key=value, got '${flag}'`);
    const key = flag.slice(0, at);
    try {
      Object.defineProperty(merged, key, {
        value: readOptionText(schema, key, flag.slice(at + 1)),
        enumerable: true,
        configurable: true,
        writable: true,
      });
    } catch (e) {
      if (!isQuadrilleError(e)) throw e;
      throw new UsageError(`--option ${key}: ${e.message}`);
    }
  }
  return merged;
}
