/**
 * The options of {@link checkGame}, their defaults and their validation.
 *
 * @module
 */

import { OptionsError } from '@quadrille/core';
import { safeStringify } from './violation.js';

/**
 * What {@link checkGame} runs. Every field is optional; the defaults check 100 games with
 * sampled expensive checks, fast enough for a unit test of a full-size game.
 *
 * @typeParam O - the game's option type.
 */
export interface CheckGameOptions<O = unknown> {
  /** The options given to `game.create` (default: none, the game's standard setup). */
  readonly options?: O;
  /** How many random games to play (default 100). */
  readonly runs?: number;
  /** The seed of the run: game `i` is played with seed `seed + i` (default 1). */
  readonly seed?: number;
  /** A game still running after this many moves violates `game-finite` (default 10,000). */
  readonly maxPlies?: number;
  /**
   * Check everything everywhere: every legal move of every position is played on a clone and
   * round-tripped through the notation, and the JSON checks run at every position (default
   * false). Slower by a factor of the number of legal moves; for small boards and nightly runs.
   */
  readonly thorough?: boolean;
  /**
   * Legal moves per position played on a clone and round-tripped through the notation: the
   * first, the last and random others (default 8; all when `thorough`).
   */
  readonly movesPerPly?: number;
  /** Illegal numbers, and malformed strings, tried per position (default 4 of each). */
  readonly probesPerPly?: number;
  /**
   * The JSON checks (round trip, corrupted copies, and comparing whole JSON before and after
   * every probe) run at the first and last position of each game and at every `jsonEvery`-th
   * ply between, from a random offset (default 4; 1 when `thorough`). Other positions compare a
   * cheap fingerprint (turn, seats, history, isOver, legal moves) instead of the whole JSON.
   */
  readonly jsonEvery?: number;
  /** Corrupted copies of the JSON given to `fromJSON` at each JSON check (default 2). */
  readonly corruptions?: number;
}

/** The defaults of {@link CheckGameOptions}. */
const DEFAULTS = {
  runs: 100,
  seed: 1,
  maxPlies: 10_000,
  movesPerPly: 8,
  probesPerPly: 4,
  jsonEvery: 4,
  corruptions: 2,
} as const;

/** Validated options with every default filled in. */
export interface Settings {
  readonly runs: number;
  readonly seed: number;
  readonly maxPlies: number;
  readonly thorough: boolean;
  readonly movesPerPly: number;
  readonly probesPerPly: number;
  readonly jsonEvery: number;
  readonly corruptions: number;
}

/**
 * The settings for `config`, defaults filled in.
 *
 * @throws `OptionsError` (from `@quadrille/core`) for a field of the wrong type or out of range.
 */
export function settingsOf(config: CheckGameOptions<unknown>): Settings {
  if (typeof config !== 'object' || config === null)
    throw new OptionsError('checkGame options must be an object');
  const integer = (name: keyof typeof DEFAULTS, min: number): number => {
    const v = config[name] ?? DEFAULTS[name];
    if (typeof v !== 'number' || !Number.isSafeInteger(v) || v < min) {
      throw new OptionsError(`checkGame: ${name} must be an integer >= ${min}, got ${safeStringify(v)}`);
    }
    return v;
  };
  if (config.thorough !== undefined && typeof config.thorough !== 'boolean') {
    throw new OptionsError('checkGame: thorough must be a boolean');
  }
  const thorough = config.thorough === true;
  const settings: Settings = {
    runs: integer('runs', 0),
    seed: integer('seed', Number.MIN_SAFE_INTEGER),
    maxPlies: integer('maxPlies', 0),
    thorough,
    movesPerPly: integer('movesPerPly', 2),
    probesPerPly: integer('probesPerPly', 0),
    jsonEvery: thorough ? 1 : integer('jsonEvery', 1),
    corruptions: integer('corruptions', 0),
  };
  if (!Number.isSafeInteger(settings.seed + settings.runs)) {
    throw new OptionsError('checkGame: seed + runs must be a safe integer');
  }
  return settings;
}
