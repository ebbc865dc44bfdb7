/**
 * Options of `talpa.create` and their validation: the board (a named preset, a square `size`, or
 * a rectangular `width` × `height`) and the rule for a player who has no move.
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
import { MAX_TABLE_BYTES, tableBytes } from './limits.js';

/** The named boards: the rules' standard 8×8, beginners' 6×6 and experts' 10×10. */
export const TALPA_PRESETS = { standard: 8, beginner: 6, expert: 10 } as const;

/** The name of a preset board. */
export type TalpaPreset = keyof typeof TALPA_PRESETS;

/**
 * What happens when the player to move has no piece left (and no path exists):
 * `'pass'` (default) — the only legal move is `pass`; `'lose'` — that player loses at once.
 */
export type NoMoveRule = 'pass' | 'lose';

/** The smallest board side: on a 1-wide board one empty cell touches both side edges. */
export const MIN_TALPA_SIDE = 2;
/** The largest board side. */
export const MAX_TALPA_SIDE = 64;

/**
 * Options of `talpa.create`. Give at most one of `variant`, `size`, or `width`/`height`;
 * with none the board is the standard 8×8.
 */
export interface TalpaOptions {
  /** A named board: `'standard'` (8×8), `'beginner'` (6×6) or `'expert'` (10×10). */
  readonly variant?: TalpaPreset;
  /** The side of a square board, {@link MIN_TALPA_SIDE}..{@link MAX_TALPA_SIDE} (odd sizes too). */
  readonly size?: number;
  /** Number of files of a rectangular board (Blue connects the left and right columns). */
  readonly width?: number;
  /** Number of ranks of a rectangular board (Red connects the bottom and top rows). */
  readonly height?: number;
  /** The rule for a player with no piece left; default `'pass'`. */
  readonly noMove?: NoMoveRule;
}

/** Options after validation: every field present. */
export interface TalpaSettings {
  /** Number of files. */
  readonly width: number;
  /** Number of ranks. */
  readonly height: number;
  /** The rule for a player with no piece left. */
  readonly noMove: NoMoveRule;
}

const KEYS = ['variant', 'size', 'width', 'height', 'noMove'] as const;

/** Talpa's options for tools (core's `OptionsSchema`): what {@link resolveOptions} accepts. */
export const TALPA_OPTIONS: OptionsSchema = {
  options: {
    variant: {
      type: 'choice',
      values: Object.keys(TALPA_PRESETS),
      doc: 'a named board: standard 8×8, beginner 6×6, expert 10×10 (not with size, width or height)',
    },
    size: {
      type: 'integer',
      min: MIN_TALPA_SIDE,
      max: MAX_TALPA_SIDE,
      doc: 'the side of a square board (default 8)',
    },
    width: {
      type: 'integer',
      min: MIN_TALPA_SIDE,
      max: MAX_TALPA_SIDE,
      doc: 'files of a rectangular board (default: the height, else 8)',
    },
    height: {
      type: 'integer',
      min: MIN_TALPA_SIDE,
      max: MAX_TALPA_SIDE,
      doc: 'ranks of a rectangular board (default: the width, else 8)',
    },
    noMove: {
      type: 'choice',
      values: ['pass', 'lose'],
      default: 'pass',
      doc: 'a player with no piece left: pass (the only legal move) or lose',
    },
  },
  samples: [{ size: 5 }, { width: 6, height: 4 }, { noMove: 'lose' }, { size: 3 }],
};

/**
 * Validates options and fills in the defaults. Cheap checks only: nothing is built, so options
 * that are refused leave nothing behind.
 *
 * Stable `reason`s: core's shared `'not-an-object'`, `'unknown-option'`, `'bad-type'` (a
 * size that is not an integer, a variant or rule that is not a string) and `'too-large'` (tables
 * past {@link MAX_TABLE_BYTES}); Talpa's own `'bad-variant'`, `'bad-size'` (an integer
 * outside {@link MIN_TALPA_SIDE}..{@link MAX_TALPA_SIDE}), `'conflicting-options'`,
 * `'bad-no-move'`. Messages name the option as it was passed.
 *
 * @throws `OptionsError` for anything invalid.
 */
export function resolveOptions(options: unknown = {}): TalpaSettings {
  const o = readRecord(options, KEYS, 'Talpa options', failOptions, Reason.UnknownOption);
  const given = KEYS.filter((k) => k !== 'noMove' && o[k] !== undefined);
  const rectangular = given.every((k) => k === 'width' || k === 'height');
  if (given.length > 1 && !rectangular) {
    throw new OptionsError(
      `give only one of variant, size, or width/height (got ${given.join(', ')})`,
      'conflicting-options',
    );
  }
  let width: number = TALPA_PRESETS.standard;
  let height = width;
  if (o.variant !== undefined) {
    if (typeof o.variant !== 'string')
      throw new OptionsError(`variant must be a string, got ${describeValue(o.variant)}`, Reason.BadType);
    if (!Object.hasOwn(TALPA_PRESETS, o.variant)) {
      throw new OptionsError(
        `variant must be one of ${Object.keys(TALPA_PRESETS).join(', ')}, got ${describeValue(o.variant)}`,
        'bad-variant',
      );
    }
    width = height = TALPA_PRESETS[o.variant as TalpaPreset];
  } else if (o.size !== undefined) {
    width = height = side('size', o.size);
  } else if (given.length > 0) {
    // A missing side copies the other; each is checked under the name it was given.
    width = o.width === undefined ? side('height', o.height) : side('width', o.width);
    height = o.height === undefined ? width : side('height', o.height);
  }
  const noMove = o.noMove === undefined ? 'pass' : o.noMove;
  if (typeof noMove !== 'string')
    throw new OptionsError(`noMove must be a string, got ${describeValue(noMove)}`, Reason.BadType);
  if (noMove !== 'pass' && noMove !== 'lose') {
    throw new OptionsError(`noMove must be 'pass' or 'lose', got ${describeValue(noMove)}`, 'bad-no-move');
  }
  const bytes = tableBytes(width, height);
  if (bytes > MAX_TABLE_BYTES) {
    throw new OptionsError(
      `a ${width}x${height} board needs ${bytes} bytes of tables, more than the limit MAX_TABLE_BYTES = ${MAX_TABLE_BYTES}`,
      Reason.TooLarge,
    );
  }
  return { width, height, noMove };
}

function side(name: string, value: unknown): number {
  if (typeof value !== 'number' || !Number.isInteger(value)) {
    throw new OptionsError(`${name} must be an integer, got ${describeValue(value)}`, Reason.BadType);
  }
  if (value < MIN_TALPA_SIDE || value > MAX_TALPA_SIDE) {
    throw new OptionsError(
      `${name} must be from ${MIN_TALPA_SIDE} to ${MAX_TALPA_SIDE}, got ${value}`,
      'bad-size',
    );
  }
  return value;
}
