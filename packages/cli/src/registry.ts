/**
 * The game registry: command-line names → games, their named variants and what the CLI needs
 * around each game (board drawing, AI knowledge, extra players, record writers). Each game is
 * loaded on first use, so `quadrille perft talpa` does not load Blokus' placement tables.
 *
 * @module
 */

import type { AnyPosition, StudyGame } from '@quadrille/study';
import { UsageError } from './usage-error.js';

export type { AnyPosition } from '@quadrille/study';

/**
 * Everything the CLI uses of one game, once loaded: what a study needs (the game, its AI knowledge
 * and extra players) and the terminal's extras.
 */
export interface GameSupport extends StudyGame {
  /** The board as plain text, for the terminal. */
  render(pos: AnyPosition): string;
  /** The same text with ANSI colours, for a TTY (default: unchanged). */
  colourise?(text: string, pos: AnyPosition): string;
  /** An extra line under the board (e.g. Blokus' points), if `render` does not say it all. */
  status?(pos: AnyPosition): string;
  /** What the board's symbols and the scores mean, in a line or two (shown by the demo). */
  legend?(pos: AnyPosition): string;
  /** The name of a seat (`'Red'`, `'More'`, `'Blue/Red'`…). */
  seatName(pos: AnyPosition, seat: number): string;
  /**
   * Writes finished games as one record file in the game's own format (Blokus: Pentobi SGF),
   * or returns `undefined` when it cannot (then JSON lines are written).
   *
   * @param games - each game's final position and the player names by seat.
   */
  writeRecords?(games: readonly RecordedGame[]): string | undefined;
}

/** A finished game for a record file. */
export interface RecordedGame {
  /** The options the game was created with. */
  readonly options: object;
  /** The final position. */
  readonly position: AnyPosition;
  /** The player name at each seat. */
  readonly players: readonly string[];
}

/** A registered game. */
export interface GameEntry {
  /** The command-line name. */
  readonly name: string;
  /** One line for `quadrille help`. */
  readonly summary: string;
  /** Named option presets accepted by `--variant`; the first is the default. */
  readonly variants: Readonly<Record<string, object>>;
  /** What `quadrille demo` plays: a small variant and an MCTS budget. */
  readonly demo: { readonly variant: string; readonly iterations: number };
  /** Loads the game package. */
  load(): Promise<GameSupport>;
}

/** A set of games by name. */
export type Registry = ReadonlyMap<string, GameEntry>;

/** Builds a registry from entries (names must be unique). */
export function makeRegistry(entries: readonly GameEntry[]): Registry {
  return new Map(entries.map((e) => [e.name, e]));
}

/**
 * The entry for `name`.
 *
 * @throws {@link UsageError} if no game has that name.
 */
export function lookupGame(registry: Registry, name: string | undefined): GameEntry {
  const names = [...registry.keys()].join(', ');
  if (name === undefined) throw new UsageError(`which game? one of: ${names}`);
  const entry = registry.get(name.toLowerCase());
  if (entry === undefined) throw new UsageError(`unknown game '${name}'; games: ${names}`);
  return entry;
}

/**
 * The options for `create`: the named variant's preset (default: the first), overridden
 * field by field by `json` (the `--options` flag).
 *
 * @throws {@link UsageError} for an unknown variant or malformed JSON.
 */
export function resolveOptions(
  entry: GameEntry,
  variant: string | undefined,
  json: string | undefined,
): object {
  const names = Object.keys(entry.variants);
  const name = variant ?? names[0]!;
  const preset = entry.variants[name];
  if (preset === undefined) {
    throw new UsageError(`unknown variant '${name}' of ${entry.name}; variants: ${names.join(', ')}`);
  }
  if (json === undefined) return preset;
  let extra: unknown;
  try {
    extra = JSON.parse(json);
  } catch {
    throw new UsageError(`--options must be a JSON object, got ${json}`);
  }
  if (typeof extra !== 'object' || extra === null || Array.isArray(extra)) {
    throw new UsageError(`--options must be a JSON object, got ${json}`);
  }
  return { ...preset, ...extra };
}
