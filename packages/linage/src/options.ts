/**
 * Options of `linage.create` and their validation.
 *
 * @module
 */

import { MAX_GRID_SIDE, OptionsError, type Seat } from '@quadrille/core';

/** The default board side (the designer's published games are on 11×11). */
export const DEFAULT_SIZE = 11;
/** The default line length. */
export const DEFAULT_LINE_LENGTH = 3;
/** The default komi, added to Horizontal's score (the value of the designer's 11×11 game). */
export const DEFAULT_KOMI = 4.5;
/** The smallest board side. */
export const MIN_SIDE = 3;
/** The largest board side (core's grid limit). */
export const MAX_SIDE = MAX_GRID_SIDE;
/** The shortest line. */
export const MIN_LINE_LENGTH = 2;

/**
 * Options of `linage.create`. Every field is optional; `{}` is the standard 11×11 game with
 * lines of 3, komi 4.5 and seat 0 playing Vertical.
 */
export interface LinageOptions {
  /** Side of a square board, {@link MIN_SIDE}..{@link MAX_SIDE}; default 11. Not with `width`/`height`. */
  readonly size?: number;
  /** Number of files of a rectangular board (default: `height`, else 11). */
  readonly width?: number;
  /** Number of ranks of a rectangular board (default: `width`). */
  readonly height?: number;
  /** Points per line, {@link MIN_LINE_LENGTH}..min(width, height); default 3. */
  readonly lineLength?: number;
  /**
   * Points added to Horizontal's score: a finite multiple of 0.5 with absolute value at most the
   * number of points; default 4.5. A whole number makes draws possible. Not with `pie`.
   */
  readonly komi?: number;
  /** The seat playing Vertical (who moves first), 0 or 1; default 0. Not with `pie`. */
  readonly verticalSeat?: Seat;
  /**
   * The pie protocol: seat 0 opens with a komi move choosing the komi, seat 1 answers with a side
   * move choosing the side it plays, then Vertical places the first stone. Default false.
   */
  readonly pie?: boolean;
}

/** Validated options: the board, the line length and either the pie rule or komi and sides. */
export interface LinageRules {
  /** Number of files. */
  readonly width: number;
  /** Number of ranks. */
  readonly height: number;
  /** Points per line. */
  readonly lineLength: number;
  /** Whether komi and sides are chosen by the pie protocol (then `komi`/`verticalSeat` are unset). */
  readonly pie: boolean;
  /** The komi when fixed by the options. */
  readonly komi: number | undefined;
  /** The seat playing Vertical when fixed by the options. */
  readonly verticalSeat: Seat | undefined;
}

const KEYS: ReadonlySet<string> = new Set([
  'size',
  'width',
  'height',
  'lineLength',
  'komi',
  'verticalSeat',
  'pie',
]);

/**
 * Validates options and fills in the defaults.
 *
 * Stable `reason`s of the `OptionsError`s: `'not-an-object'`, `'unknown-option'`,
 * `'conflicting-options'` (`size` with `width`/`height`, or `pie` with `komi`/`verticalSeat`),
 * `'bad-size'`, `'bad-line-length'` (including longer than a side), `'bad-komi'`,
 * `'bad-vertical-seat'`, `'bad-pie'`.
 *
 * @throws `OptionsError`
 */
export function resolveOptions(options: unknown = {}): LinageRules {
  if (typeof options !== 'object' || options === null || Array.isArray(options)) {
    throw new OptionsError('linage options must be an object', 'not-an-object');
  }
  for (const key of Object.keys(options)) {
    if (!KEYS.has(key))
      throw new OptionsError(`unknown linage option ${JSON.stringify(key)}`, 'unknown-option');
  }
  const o = options as Record<keyof LinageOptions, unknown>;
  if (o.size !== undefined && (o.width !== undefined || o.height !== undefined)) {
    throw new OptionsError('give either size or width/height, not both', 'conflicting-options');
  }
  const width = side('width', o.size ?? o.width ?? o.height ?? DEFAULT_SIZE);
  const height = side('height', o.size ?? o.height ?? width);
  const lineLength = o.lineLength ?? DEFAULT_LINE_LENGTH;
  const longest = Math.min(width, height);
  if (!isInteger(lineLength) || lineLength < MIN_LINE_LENGTH || lineLength > longest) {
    throw new OptionsError(
      `lineLength must be an integer from ${MIN_LINE_LENGTH} to ${longest} on a ${width}x${height} board, got ${show(lineLength)}`,
      'bad-line-length',
    );
  }
  const pie = o.pie ?? false;
  if (typeof pie !== 'boolean') throw new OptionsError(`pie must be a boolean, got ${show(pie)}`, 'bad-pie');
  if (pie && (o.komi !== undefined || o.verticalSeat !== undefined)) {
    throw new OptionsError(
      'with pie, komi and sides are chosen by moves, not options',
      'conflicting-options',
    );
  }
  if (pie) return { width, height, lineLength, pie, komi: undefined, verticalSeat: undefined };
  const komi = o.komi ?? DEFAULT_KOMI;
  if (!isValidKomi(komi, width * height)) {
    throw new OptionsError(
      `komi must be a multiple of 0.5 between -${width * height} and ${width * height}, got ${show(komi)}`,
      'bad-komi',
    );
  }
  const verticalSeat = o.verticalSeat ?? 0;
  if (verticalSeat !== 0 && verticalSeat !== 1) {
    throw new OptionsError(`verticalSeat must be 0 or 1, got ${show(verticalSeat)}`, 'bad-vertical-seat');
  }
  return { width, height, lineLength, pie, komi, verticalSeat };
}

/** Whether `komi` is a finite multiple of 0.5 with `|komi| <= points`. */
export function isValidKomi(komi: unknown, points: number): komi is number {
  return typeof komi === 'number' && Number.isInteger(komi * 2) && Math.abs(komi) <= points;
}

function side(name: string, value: unknown): number {
  if (!isInteger(value) || value < MIN_SIDE || value > MAX_SIDE) {
    throw new OptionsError(
      `${name} must be an integer from ${MIN_SIDE} to ${MAX_SIDE}, got ${show(value)}`,
      'bad-size',
    );
  }
  return value;
}

function isInteger(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value);
}

function show(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value.slice(0, 20));
  if (typeof value === 'number' || typeof value === 'boolean' || value == null) return String(value);
  return typeof value;
}
