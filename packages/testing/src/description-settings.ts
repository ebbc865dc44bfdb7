/**
 * The options of {@link checkDescription}, their defaults and their validation.
 *
 * @module
 */

import { OptionsError } from '@quadrille/core';
import { DESCRIPTION_CHECKS, type DescriptionCheck } from './description-checks.js';
import { checkSeedRange, optionReaders } from './settings.js';
import { safeStringify } from './violation.js';

/**
 * What {@link checkDescription} runs. Every field is optional; the defaults play 10 games of
 * every preset, with the costlier checks sampled.
 *
 * @typeParam O - the game's option type.
 */
export interface CheckDescriptionOptions<O = unknown> {
  /**
   * The options to play, instead of each preset's in turn (default: every preset). The presets
   * are still each created once.
   */
  readonly options?: O;
  /** Random games per preset, or of `options` (default 10). */
  readonly runs?: number;
  /**
   * The seed of the run: game `i` of each preset is played with seed `seed + i`, the same
   * moves `checkGame` plays with that seed (default 1).
   */
  readonly seed?: number;
  /** A game still running after this many moves is cut there (default 1,000; `checkGame` checks that games end). */
  readonly maxPlies?: number;
  /**
   * Legal moves per position whose `describeMove` is compared with their input cells and whose
   * selections (all the cells and every prefix) go through `matchSelection`: the first, the
   * last and random others (default 4, as each prefix costs a pass over the legal moves; all
   * when `thorough`).
   */
  readonly movesPerPly?: number;
  /**
   * Every legal move's `describeMove` and whole selection are checked at every
   * `selectionEvery`-th ply of each game, from a random offset (default 16; 1 when `thorough`).
   * Every legal move's input cells are checked at every position regardless.
   */
  readonly selectionEvery?: number;
  /**
   * The costlier checks — the policies, the text board, the record, and comparing the whole
   * JSON before and after — run at the first and last position of each game and at every
   * `deepEvery`-th ply between, from a random offset (default 4; 1 when `thorough`).
   */
  readonly deepEvery?: number;
  /** Check everything at every position (default false): every legal move, every ply deep. */
  readonly thorough?: boolean;
  /**
   * Checks not to make (default none), listed in the report's `skipped`: for a description
   * that departs from a check on purpose. `description-shape` cannot be skipped. The functions
   * a skipped check is about may still be called for other checks (`describeMove` for
   * `input-cells`, say), and an error one throws there is reported under that check.
   */
  readonly skip?: readonly DescriptionCheck[];
}

/** The defaults of {@link CheckDescriptionOptions}. */
const DEFAULTS = {
  runs: 10,
  seed: 1,
  maxPlies: 1000,
  movesPerPly: 4,
  selectionEvery: 16,
  deepEvery: 4,
} as const;

/** Validated options with every default filled in. */
export interface DescriptionSettings {
  readonly runs: number;
  readonly seed: number;
  readonly maxPlies: number;
  readonly thorough: boolean;
  readonly movesPerPly: number;
  readonly selectionEvery: number;
  readonly deepEvery: number;
  readonly skip: ReadonlySet<DescriptionCheck>;
}

/**
 * The settings for `config`, defaults filled in.
 *
 * @throws `OptionsError` (from `@quadrille/core`) for a field of the wrong type or out of range.
 */
export function descriptionSettingsOf(config: CheckDescriptionOptions<unknown>): DescriptionSettings {
  const { integer, flag } = optionReaders('checkDescription', config, DEFAULTS);
  const thorough = flag('thorough');
  const settings: DescriptionSettings = {
    runs: integer('runs', 0),
    seed: integer('seed', Number.MIN_SAFE_INTEGER),
    maxPlies: integer('maxPlies', 0),
    thorough,
    movesPerPly: thorough ? Number.POSITIVE_INFINITY : integer('movesPerPly', 2),
    selectionEvery: thorough ? 1 : integer('selectionEvery', 1),
    deepEvery: thorough ? 1 : integer('deepEvery', 1),
    skip: skipOf(config.skip),
  };
  checkSeedRange('checkDescription', settings.seed, settings.runs);
  return settings;
}

/** The checks `skip` names, validated. */
function skipOf(skip: unknown): ReadonlySet<DescriptionCheck> {
  if (skip === undefined) return new Set();
  if (!Array.isArray(skip)) {
    throw new OptionsError(
      `checkDescription: skip must be an array of check names, got ${safeStringify(skip)}`,
    );
  }
  for (const name of skip) {
    if (typeof name !== 'string' || !Object.hasOwn(DESCRIPTION_CHECKS, name)) {
      throw new OptionsError(
        `checkDescription: skip names ${safeStringify(name)}, not a check (${Object.keys(DESCRIPTION_CHECKS).join(', ')})`,
      );
    }
    if (name === 'description-shape') {
      throw new OptionsError(
        'checkDescription: description-shape cannot be skipped: every other check needs it',
      );
    }
  }
  return new Set(skip as DescriptionCheck[]);
}
