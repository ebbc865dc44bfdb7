/**
 * The options of the m,n,k-game and their validation: the first thing `create` and `fromJSON`
 * do, before anything is allocated.
 *
 * @module
 */

import {
  describeValue,
  failOptions,
  OptionsError,
  type OptionsSchema,
  Reason,
  readRecord,
} from '@quadrille/core';

// #region options
/** The options of {@link mnk}`.create`: every field is optional. */
export interface MnkOptions {
  /** Files (columns), 1 to {@link MNK_MAX_SIDE} (default 3). */
  readonly width?: number;
  /** Ranks (rows), 1 to {@link MNK_MAX_SIDE} (default: the width). */
  readonly height?: number;
  /** Stones in a row that win, 1 to the longer side (default 3). */
  readonly k?: number;
}

/** The options with every default filled in, as `toJSON` writes them. */
export interface MnkRules {
  readonly width: number;
  readonly height: number;
  readonly k: number;
}

/**
 * The longest side of an m,n,k board: 19, a Go board.
 *
 * @example
 * ```ts
 * console.log(mnk.create({ width: MNK_MAX_SIDE }).grid.size); // => 361
 * ```
 */
export const MNK_MAX_SIDE = 19;

const OPTION_NAMES = ['width', 'height', 'k'];

/** The m,n,k options for tools (core's `OptionsSchema`): what {@link readMnkOptions} accepts. */
export const MNK_OPTIONS: OptionsSchema = {
  options: {
    width: { type: 'integer', min: 1, max: MNK_MAX_SIDE, default: 3, doc: 'files (columns)' },
    height: { type: 'integer', min: 1, max: MNK_MAX_SIDE, doc: 'ranks (rows; default: the width)' },
    k: {
      type: 'integer',
      min: 1,
      max: MNK_MAX_SIDE,
      default: 3,
      doc: 'stones in a row that win (at most the longer side)',
    },
  },
  samples: [
    { width: 4, height: 4, k: 4 },
    { width: 5, height: 3, k: 3 },
  ],
};

/**
 * Validates untrusted options and fills in the defaults.
 *
 * @throws `OptionsError` with reason `not-an-object` or `unknown-option` (core's shared
 *   reasons), `bad-type` for a value that is not an integer, or this game's own `out-of-range`.
 */
export function readMnkOptions(options: unknown = {}): MnkRules {
  // A plain object with known keys only: `__proto__` or a typo is refused, never read.
  const o = readRecord(options, OPTION_NAMES, 'mnk options', failOptions, Reason.UnknownOption);
  const width = integer(o, 'width', 3, 1, MNK_MAX_SIDE);
  const height = integer(o, 'height', width, 1, MNK_MAX_SIDE);
  const k = integer(o, 'k', 3, 1, Math.max(width, height));
  return { width, height, k };
}

/** Option `name` of `o`: an integer from `min` to `max`, or `fallback` when absent. */
function integer(
  o: Record<string, unknown>,
  name: string,
  fallback: number,
  min: number,
  max: number,
): number {
  const value = o[name] ?? fallback;
  if (typeof value !== 'number' || !Number.isInteger(value)) {
    throw new OptionsError(
      `mnk option ${name} must be an integer, got ${describeValue(value)}`,
      Reason.BadType,
    );
  }
  if (value < min || value > max) {
    throw new OptionsError(`mnk option ${name} must be from ${min} to ${max}, got ${value}`, 'out-of-range');
  }
  return value;
}
// #endregion
