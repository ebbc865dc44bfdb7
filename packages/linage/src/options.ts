/**
 * Options of `linage.create` and their validation.
 *
 * @module
 */

import {
  describeValue,
  type ErrorReason,
  failOptions,
  MAX_GRID_SIDE,
  OptionsError,
  type OptionsSchema,
  Reason,
  readRecord,
  type Seat,
} from '@quadrille/core';
import { tableBytes } from './topology.js';

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

const KEYS: readonly string[] = ['size', 'width', 'height', 'lineLength', 'komi', 'verticalSeat', 'pie'];

/** Linage's options for tools (core's `OptionsSchema`): what {@link resolveOptions} accepts. */
export const LINAGE_OPTIONS: OptionsSchema = {
  options: {
    size: {
      type: 'integer',
      min: MIN_SIDE,
      max: MAX_SIDE,
      default: DEFAULT_SIZE,
      doc: 'the side of a square board (not with width or height)',
    },
    width: {
      type: 'integer',
      min: MIN_SIDE,
      max: MAX_SIDE,
      doc: 'files of a rectangular board (default: the height, else 11)',
    },
    height: {
      type: 'integer',
      min: MIN_SIDE,
      max: MAX_SIDE,
      doc: 'ranks of a rectangular board (default: the width)',
    },
    lineLength: {
      type: 'integer',
      min: MIN_LINE_LENGTH,
      max: MAX_SIDE,
      default: DEFAULT_LINE_LENGTH,
      doc: 'points per line (at most the shorter side)',
    },
    komi: {
      type: 'number',
      min: -MAX_SIDE * MAX_SIDE,
      max: MAX_SIDE * MAX_SIDE,
      default: DEFAULT_KOMI,
      doc: "points added to Horizontal's score: a multiple of 0.5, at most the number of points (not with pie)",
    },
    verticalSeat: {
      type: 'integer',
      min: 0,
      max: 1,
      default: 0,
      doc: 'the seat playing Vertical, who moves first (not with pie)',
    },
    pie: { type: 'boolean', default: false, doc: 'the komi and the sides are chosen by the first two moves' },
  },
  samples: [
    { size: 5 },
    { size: 7, pie: true },
    { width: 6, height: 4, lineLength: 4 },
    { komi: -2.5, verticalSeat: 1 },
  ],
};

/**
 * The most bytes of tables (per geometry: neighbour and window tables, scratch, the empty board
 * template) that an accepted option set may need: 64 MiB. Linage's largest board, 256×256,
 * needs about 15 MiB, so every board within {@link MAX_SIDE} is accepted; the check guards the
 * estimate, made before anything is allocated.
 */
export const MAX_TABLE_BYTES = 64 * 2 ** 20;

/**
 * Validates options and fills in the defaults. Messages name the option as it was passed
 * (`size`, or `width` / `height`).
 *
 * Stable `reason`s of the `OptionsError`s: the shared `'not-an-object'`, `'unknown-option'`,
 * `'bad-type'` (a value of the wrong type: not a number, not an integer where one belongs, a
 * `pie` that is not a boolean) and `'too-large'`; Linage's own `'conflicting-options'` (`size`
 * with `width`/`height`, or `pie` with `komi`/`verticalSeat`), `'bad-size'`,
 * `'bad-line-length'` (including longer than a side), `'bad-komi'`, `'bad-vertical-seat'`.
 *
 * @throws `OptionsError`
 */
export function resolveOptions(options: unknown): LinageRules {
  // A copy of the data properties: core's reader never runs a getter or a proxy trap.
  const o = readRecord(options, KEYS, 'linage options', failOptions, Reason.UnknownOption) as Partial<
    Record<keyof LinageOptions, unknown>
  >;
  if (o.size !== undefined && (o.width !== undefined || o.height !== undefined)) {
    fail('give either size or width/height, not both', 'conflicting-options');
  }
  // Each side comes from the first of these options that is set; messages name that one.
  const widthFrom = o.size !== undefined ? 'size' : o.width !== undefined ? 'width' : 'height';
  const heightFrom = o.size !== undefined ? 'size' : o.height !== undefined ? 'height' : 'width';
  const width = side(widthFrom, orDefault(o[widthFrom], DEFAULT_SIZE));
  const height = side(heightFrom, orDefault(o[heightFrom], DEFAULT_SIZE));
  const lineLength = integer('lineLength', orDefault(o.lineLength, DEFAULT_LINE_LENGTH));
  const longest = Math.min(width, height);
  if (lineLength < MIN_LINE_LENGTH || lineLength > longest) {
    fail(
      `lineLength must be from ${MIN_LINE_LENGTH} to ${longest} on a ${width}x${height} board, got ${lineLength}`,
      'bad-line-length',
    );
  }
  const pie = orDefault(o.pie, false);
  if (typeof pie !== 'boolean') fail(`pie must be a boolean, got ${describeValue(pie)}`, Reason.BadType);
  if (pie && (o.komi !== undefined || o.verticalSeat !== undefined)) {
    fail('with pie, komi and sides are chosen by moves, not options', 'conflicting-options');
  }
  let komi: number | undefined;
  let verticalSeat: Seat | undefined;
  if (!pie) {
    const k = orDefault(o.komi, DEFAULT_KOMI);
    if (typeof k !== 'number') fail(`komi must be a number, got ${describeValue(k)}`, Reason.BadType);
    komi = k;
    if (!isValidKomi(komi, width * height)) {
      fail(
        `komi must be a multiple of 0.5 between -${width * height} and ${width * height}, got ${komi}`,
        'bad-komi',
      );
    }
    const seat = integer('verticalSeat', orDefault(o.verticalSeat, 0));
    if (seat !== 0 && seat !== 1) fail(`verticalSeat must be 0 or 1, got ${seat}`, 'bad-vertical-seat');
    verticalSeat = seat;
  }
  const bytes = tableBytes(width, height, lineLength);
  if (bytes > MAX_TABLE_BYTES) {
    fail(
      `a ${width}x${height} board with lines of ${lineLength} needs ${bytes} bytes of tables, more than MAX_TABLE_BYTES (${MAX_TABLE_BYTES})`,
      Reason.TooLarge,
    );
  }
  return { width, height, lineLength, pie, komi, verticalSeat };
}

/** Whether `komi` is a finite multiple of 0.5 with `|komi| <= points`. */
export function isValidKomi(komi: unknown, points: number): komi is number {
  return typeof komi === 'number' && Number.isInteger(komi * 2) && Math.abs(komi) <= points;
}

/** An option's value, or `fallback` when it is absent (`undefined`; a `null` is a bad value). */
function orDefault(value: unknown, fallback: unknown): unknown {
  return value === undefined ? fallback : value;
}

function side(name: string, value: unknown): number {
  const n = integer(name, value);
  if (n < MIN_SIDE || n > MAX_SIDE)
    fail(`${name} must be from ${MIN_SIDE} to ${MAX_SIDE}, got ${n}`, 'bad-size');
  return n;
}

function integer(name: string, value: unknown): number {
  if (typeof value !== 'number' || !Number.isInteger(value))
    fail(`${name} must be an integer, got ${describeValue(value)}`, Reason.BadType);
  return value;
}

function fail(message: string, reason: ErrorReason): never {
  throw new OptionsError(`linage options: ${message}`, reason);
}
