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
   * Check everything everywhere (default false): at every position, every legal move is played
   * on a clone (whose structure is checked, with `isLegal` on all its moves) and undone, every
   * legal move's notation is round-tripped, and the JSON checks run. Slower by a factor of the
   * number of legal moves; for small boards and nightly runs.
   */
  readonly thorough?: boolean;
  /**
   * Legal moves per position played on a clone, undone, and round-tripped through the
   * notation: the first, the last and random others (default 8; all when `thorough`).
   */
  readonly movesPerPly?: number;
  /**
   * Every legal move's notation (not just the `movesPerPly` sample) is round-tripped at every
   * `notationEvery`-th ply of each game, from a random offset (default 16; 1 when `thorough`),
   * so that one broken move id among thousands is found without `thorough`.
   */
  readonly notationEvery?: number;
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
  /**
   * Swapped move orders per game compared for `key-transposition`, in games whose positions
   * have `key` (default 2; 0 turns the check off). The kit swaps two moves of one seat; where
   * both orders are legal and the positions behave the same (turn, legal moves and outcome,
   * also along random continuations), their keys must be equal.
   */
  readonly transpositions?: number;
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
  notationEvery: 16,
  transpositions: 2,
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
  readonly notationEvery: number;
  readonly transpositions: number;
}

/**
 * The settings for `config`, defaults filled in.
 *
 * @throws `OptionsError` (from `@quadrille/core`) for a field of the wrong type or out of range.
 */
export function settingsOf(config: CheckGameOptions<unknown>): Settings {
  const { integer, flag } = optionReaders('checkGame', config, DEFAULTS);
  const thorough = flag('thorough');
  const settings: Settings = {
    runs: integer('runs', 0),
    seed: integer('seed', Number.MIN_SAFE_INTEGER),
    maxPlies: integer('maxPlies', 0),
    thorough,
    movesPerPly: integer('movesPerPly', 2),
    probesPerPly: integer('probesPerPly', 0),
    jsonEvery: thorough ? 1 : integer('jsonEvery', 1),
    corruptions: integer('corruptions', 0),
    notationEvery: thorough ? 1 : integer('notationEvery', 1),
    transpositions: integer('transpositions', 0),
  };
  checkSeedRange('checkGame', settings.seed, settings.runs);
  return settings;
}

/**
 * The readers of a check's options, after checking that `config` is an object: `integer(name,
 * min)` is `config[name]`, or `defaults[name]` when absent, and must be a safe integer of at
 * least `min`; `flag(name)` is a boolean option, false when absent.
 *
 * @param check - the check's name, for the error messages (`checkGame`, `checkKnowledge`).
 * @throws `OptionsError` when `config` is not an object.
 * @internal
 */
export function optionReaders<K extends string>(
  check: string,
  config: { readonly [key in NoInfer<K>]?: unknown } | null,
  defaults: Readonly<Record<K, number>>,
): { integer: (name: K, min: number) => number; flag: (name: string) => boolean } {
  if (typeof config !== 'object' || config === null)
    throw new OptionsError(`${check} options must be an object`);
  return {
    integer(name, min) {
      const v = config[name] ?? defaults[name];
      if (typeof v !== 'number' || !Number.isSafeInteger(v) || v < min) {
        throw new OptionsError(`${check}: ${name} must be an integer >= ${min}, got ${safeStringify(v)}`);
      }
      return v;
    },
    flag(name) {
      const v = (config as Record<string, unknown>)[name];
      if (v !== undefined && typeof v !== 'boolean')
        throw new OptionsError(`${check}: ${name} must be a boolean`);
      return v === true;
    },
  };
}

/**
 * Checks that a run's seeds, `seed` to `seed + runs`, are safe integers.
 *
 * @throws `OptionsError` when they are not.
 * @internal
 */
export function checkSeedRange(check: string, seed: number, runs: number): void {
  if (!Number.isSafeInteger(seed + runs))
    throw new OptionsError(`${check}: seed + runs must be a safe integer`);
}
