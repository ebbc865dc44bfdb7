/**
 * Finding game descriptions in a loaded module, for tools that take a game from a module the
 * user names (`--module @quadrille/examples`): {@link descriptionProblems} says what keeps a
 * value from being a {@link GameDescription}, {@link gamesOfModule} collects a module's
 * descriptions or says, in one line, why it has none, and a {@link GameModule} names one game
 * where another thread, process or machine can load it — by its module and its id, the one
 * lookup rule ({@link gameOfModule}) of the search threads, studies, matches and the board's
 * computer.
 *
 * @module
 */

import type { AnyGameDescription } from './description.js';
import { OptionsError } from './errors.js';
import { isPlainObject } from './untrusted.js';

/**
 * Names a game where code that cannot be handed the game object can load it (a search thread,
 * a study's worker, a match thread, a board's computer worker — functions do not cross
 * threads): the module to import and the id of the game among the descriptions it exports.
 *
 * @example
 * ```ts
 * import type { GameModule } from '@quadrille/core';
 *
 * const talpa: GameModule = { module: '@quadrille/games', game: 'talpa' }; // the catalogue's Talpa
 * const mine: GameModule = { module: 'file:///home/me/my-game.js', game: 'mine' }; // a module of your own
 * ```
 */
export interface GameModule {
  /**
   * What `import()` takes: a package name, or a `file:` / `https:` URL of a module of your own
   * (resolved from the importing code, so give your own modules as absolute URLs).
   */
  readonly module: string;
  /** The game's id (its description's `id`) among the descriptions the module exports. */
  readonly game: string;
  /**
   * The name of an export holding the knowledge to search with (core's `GameKnowledge`), in
   * place of the description's own — for the search threads only.
   */
  readonly knowledge?: string;
}

/** What a preset's name may look like: it is typed on command lines and in URLs. */
const PRESET_NAME = /^[a-z0-9][a-z0-9-]{0,31}$/;

const isFunction = (value: unknown): boolean => typeof value === 'function';
const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** The protocol's and the description's functions, each with what it is for. */
const FUNCTIONS = ['create', 'fromJSON', 'formatMove', 'parseMove', 'view', 'describeMove', 'seats'] as const;

/**
 * What keeps `value` from being a game description, one phrase each (`no title (a non-empty
 * string)`); empty when nothing does. Only shapes are checked: no function is called
 * (`@quadrille/testing`'s `checkDescription` plays the game to check the rest).
 */
export function descriptionProblems(value: unknown): string[] {
  if (typeof value !== 'object' || value === null) return ['not an object'];
  const d = value as Record<string, unknown>;
  const problems: string[] = [];
  if (!isText(d.id)) problems.push('no id (a non-empty string)');
  if (!isText(d.title)) problems.push('no title (a non-empty string)');
  if (!isText(d.summary)) problems.push('no summary (a non-empty string)');
  for (const name of FUNCTIONS) if (!isFunction(d[name])) problems.push(`no ${name}() function`);
  problems.push(...presetProblems(d.presets));
  const demo = d.demo;
  if (!isPlainObject(demo)) problems.push('no demo ({ preset, iterations })');
  else {
    const presetNames = Array.isArray(d.presets) ? d.presets.map((p: { name?: unknown }) => p?.name) : [];
    if (!presetNames.includes(demo.preset)) problems.push('demo.preset is not the name of a preset');
    if (!Number.isInteger(demo.iterations) || (demo.iterations as number) < 1)
      problems.push('demo.iterations is not a positive integer');
  }
  const input = d.input;
  if (!isPlainObject(input) || typeof input.ordered !== 'boolean' || !isFunction(input.cells))
    problems.push('no input ({ ordered: boolean, cells(pos, move) })');
  else if (input.explain !== undefined && !isFunction(input.explain))
    problems.push('input.explain is not a function');
  const record = d.record;
  if (isPlainObject(record) && record.read !== undefined && !isFunction(record.read))
    problems.push('record.read is not a function');
  return problems;
}

function presetProblems(presets: unknown): string[] {
  if (!Array.isArray(presets) || presets.length === 0) return ['no presets (a non-empty array)'];
  const problems: string[] = [];
  const seen = new Set<unknown>();
  presets.forEach((p: unknown, i) => {
    if (!isPlainObject(p) || !isText(p.label) || !('options' in p)) {
      problems.push(`presets[${i}] is not { name, label, options }`);
      return;
    }
    if (typeof p.name !== 'string' || !PRESET_NAME.test(p.name))
      problems.push(`presets[${i}].name is not lower-case letters, digits and '-'`);
    else if (seen.has(p.name)) problems.push(`presets[${i}].name '${p.name}' is not unique`);
    seen.add(p.name);
  });
  return problems;
}

/** Whether `value` is a game description (by its shape: see {@link descriptionProblems}). */
export function isGameDescription(value: unknown): value is AnyGameDescription {
  return descriptionProblems(value).length === 0;
}

/** An object that has the protocol's `id` and `create`: meant as a game, described or not. */
function looksLikeGame(value: unknown): value is { readonly id: unknown } {
  return typeof value === 'object' && value !== null && isFunction((value as { create?: unknown }).create);
}

/**
 * The game descriptions a module exports: every entry of an exported array of them (a
 * catalogue), in its order, then every export that is one, each once.
 *
 * @param namespace - the module's namespace object (what `import()` resolves to).
 * @param specifier - how the user named the module, for messages.
 * @throws `OptionsError` with reason `no-game` when it exports no description (the message
 *   names what its game-like exports lack), or `duplicate-game` when two different
 *   descriptions share an id.
 */
export function gamesOfModule(namespace: object, specifier: string): AnyGameDescription[] {
  const found: AnyGameDescription[] = [];
  const lacking: string[] = [];
  const consider = (value: unknown, name: string) => {
    if (!looksLikeGame(value) || found.includes(value as AnyGameDescription)) return;
    const problems = descriptionProblems(value);
    if (problems.length > 0) {
      lacking.push(`${name}: ${problems.join(', ')}`);
      return;
    }
    const game = value as AnyGameDescription;
    if (found.some((g) => g.id === game.id)) {
      throw new OptionsError(
        `${specifier} exports two different games with id '${game.id}'`,
        'duplicate-game',
      );
    }
    found.push(game);
  };
  // A catalogue's order first (a module namespace lists its exports by name, not as written).
  const exports = Object.entries(namespace);
  for (const [name, value] of exports) {
    if (Array.isArray(value)) value.forEach((v, i) => void consider(v, `${name}[${i}]`));
  }
  for (const [name, value] of exports) if (!Array.isArray(value)) consider(value, name);
  if (found.length === 0) {
    const why =
      lacking.length > 0
        ? `its games are not described (${lacking.join('; ')})`
        : 'it exports no game (an object with id, create and the description fields)';
    throw new OptionsError(`${specifier} has no game description: ${why}`, 'no-game');
  }
  return found;
}

/**
 * The game whose id is `id` in `games` — how every tool finds a game: by its description's id.
 *
 * @param where - how messages name where the games come from (a module specifier).
 * @throws `OptionsError` (reason `unknown-game`) when none has that id; the message lists the
 *   ids there are.
 */
export function findGame(
  games: readonly AnyGameDescription[],
  id: string,
  where: string,
): AnyGameDescription {
  const game = games.find((g) => g.id === id);
  if (game === undefined) {
    throw new OptionsError(
      `no game '${id}' in ${where}; games: ${games.map((g) => g.id).join(', ')}`,
      'unknown-game',
    );
  }
  return game;
}

/**
 * The game `ref` names, in the namespace of its module (what `import(ref.module)` resolved to):
 * among the descriptions the module exports ({@link gamesOfModule}), the one whose id is
 * `ref.game` ({@link findGame}).
 *
 * @example
 * ```ts
 * import { gameOfModule } from '@quadrille/core';
 * import * as examples from '@quadrille/examples';
 *
 * console.log(gameOfModule(examples, { module: '@quadrille/examples', game: 'mnk' }).title); // => m,n,k-game
 * ```
 *
 * @throws `OptionsError`: reason `no-game` or `duplicate-game` as {@link gamesOfModule};
 *   `unknown-game` when no description there has that id.
 */
export function gameOfModule(
  namespace: object,
  ref: Pick<GameModule, 'module' | 'game'>,
): AnyGameDescription {
  return findGame(gamesOfModule(namespace, ref.module), ref.game, ref.module);
}
