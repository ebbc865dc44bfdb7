/**
 * Options of `talpa.create` and their validation: the board (a named preset, a square `size`, or
 * a rectangular `width` × `height`) and the rule for a player who has no move.
 *
 * @module
 */

import { OptionsError } from '@quadrille/core';

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

const KEYS: ReadonlySet<string> = new Set(['variant', 'size', 'width', 'height', 'noMove']);

/**
 * Validates options and fills in the defaults.
 *
 * Stable `reason`s: `'not-an-object'`, `'unknown-option'`, `'bad-variant'`, `'bad-size'`,
 * `'conflicting-options'`, `'bad-no-move'`.
 *
 * @throws `OptionsError` for anything invalid.
 */
export function resolveOptions(options: unknown = {}): TalpaSettings {
  if (typeof options !== 'object' || options === null || Array.isArray(options)) {
    throw new OptionsError('Talpa options must be an object', 'not-an-object');
  }
  const o = options as Record<string, unknown>;
  for (const key of Object.keys(o)) {
    if (!KEYS.has(key))
      throw new OptionsError(`unknown Talpa option ${JSON.stringify(key)}`, 'unknown-option');
  }
  const given = ['variant', 'size', 'width', 'height'].filter((k) => o[k] !== undefined);
  const rectangular = given.includes('width') || given.includes('height');
  if (
    given.length > 1 &&
    !(rectangular && given.length === 2 && given.every((k) => k === 'width' || k === 'height'))
  ) {
    throw new OptionsError(
      `give only one of variant, size, or width/height (got ${given.join(', ')})`,
      'conflicting-options',
    );
  }
  let width = TALPA_PRESETS.standard as number;
  let height = width;
  if (o.variant !== undefined) {
    if (typeof o.variant !== 'string' || !Object.hasOwn(TALPA_PRESETS, o.variant)) {
      throw new OptionsError(
        `variant must be one of ${Object.keys(TALPA_PRESETS).join(', ')}`,
        'bad-variant',
      );
    }
    width = height = TALPA_PRESETS[o.variant as TalpaPreset];
  } else if (o.size !== undefined) {
    width = height = side('size', o.size);
  } else if (rectangular) {
    width = side('width', o.width ?? o.height);
    height = side('height', o.height ?? o.width);
  }
  const noMove = o.noMove === undefined ? 'pass' : o.noMove;
  if (noMove !== 'pass' && noMove !== 'lose') {
    throw new OptionsError(`noMove must be 'pass' or 'lose'`, 'bad-no-move');
  }
  return { width, height, noMove };
}

function side(name: string, value: unknown): number {
  if (
    typeof value !== 'number' ||
    !Number.isInteger(value) ||
    value < MIN_TALPA_SIDE ||
    value > MAX_TALPA_SIDE
  ) {
    throw new OptionsError(
      `${name} must be an integer from ${MIN_TALPA_SIDE} to ${MAX_TALPA_SIDE}, got ${typeof value === 'number' ? value : typeof value}`,
      'bad-size',
    );
  }
  return value;
}
