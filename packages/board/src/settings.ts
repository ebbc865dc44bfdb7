/**
 * The board's settings as properties and as attribute text: the seats a person may move for,
 * the orientation, the theme and the game's options. Each reader accepts what the property
 * accepts and throws `OptionsError` for anything else, naming the setting and the value.
 *
 * @module
 */

import { describeValue, isPlainObject, OptionsError, Reason } from '@quadrille/core';

/** The seats the person at the board may move for: every seat, or a list (empty: watch only). */
export type BoardSeats = 'all' | readonly number[];

/** Quarter turns of the board, clockwise, in degrees: 0 shows a1 at the bottom left. */
export type Orientation = 0 | 90 | 180 | 270;

/** The orientations, in order. */
export const ORIENTATIONS: readonly Orientation[] = [0, 90, 180, 270];

/** The colour themes (as `@quadrille/svg` draws them). */
export type BoardTheme = 'light' | 'dark' | 'print';

/** The themes, in order. */
export const BOARD_THEMES: readonly BoardTheme[] = ['light', 'dark', 'print'];

/** What `board.options` takes: a preset's name (or alias), or options for the game's `create`. */
export type BoardOptions = string | Readonly<Record<string, unknown>>;

/**
 * The seats setting from a property value (`'all'` or an array of seat numbers) or attribute
 * text (`all`, `none`, or seat numbers separated by spaces or commas: `0`, `0 2`).
 *
 * @throws `OptionsError` (reason `bad-type`) for anything else.
 */
export function readSeats(value: unknown): BoardSeats {
  if (value === 'all') return 'all';
  if (typeof value === 'string') {
    const text = value.trim().toLowerCase();
    if (text === 'all' || text === '') return 'all';
    if (text === 'none') return [];
    return readSeats(text.split(/[\s,]+/).map((s) => (/^\d+$/.test(s) ? Number(s) : s)));
  }
  if (Array.isArray(value) && value.every((s) => Number.isInteger(s) && s >= 0)) {
    return [...new Set<number>(value)].sort((a, b) => a - b);
  }
  throw new OptionsError(
    `seats must be 'all' or a list of seat numbers (attribute: "all", "none", "0 1"), got ${describeValue(value)}`,
    Reason.BadType,
  );
}

/**
 * A list of seat numbers (a computer's seats), sorted without repeats.
 *
 * @throws `OptionsError` (reason `bad-type`) for anything else (`'all'` included).
 */
export function readSeatList(value: unknown): readonly number[] {
  const seats = Array.isArray(value) ? readSeats(value) : undefined;
  if (seats === undefined || seats === 'all') {
    throw new OptionsError(
      `seats must be a list of seat numbers, got ${describeValue(value)}`,
      Reason.BadType,
    );
  }
  return seats;
}

/**
 * The orientation from a number or attribute text (`0`, `90`, `180`, `270`).
 *
 * @throws `OptionsError` (reason `bad-type`) for anything else.
 */
export function readOrientation(value: unknown): Orientation {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  const found = ORIENTATIONS.find((o) => o === n);
  if (found === undefined) {
    throw new OptionsError(
      `orientation must be one of ${ORIENTATIONS.join(', ')} (degrees clockwise), got ${describeValue(value)}`,
      Reason.BadType,
    );
  }
  return found;
}

/**
 * The theme from its name.
 *
 * @throws `OptionsError` (reason `bad-type`) for anything but `light`, `dark` or `print`.
 */
export function readTheme(value: unknown): BoardTheme {
  const found = BOARD_THEMES.find((t) => t === value);
  if (found === undefined) {
    throw new OptionsError(
      `theme must be one of ${BOARD_THEMES.join(', ')}, got ${describeValue(value)}`,
      Reason.BadType,
    );
  }
  return found;
}

/**
 * The options setting from a property value (a preset name, or a plain object of create
 * options) or attribute text (a preset name, or a JSON object).
 *
 * @throws `OptionsError`: reason `bad-type` for another kind of value, `malformed` for attribute
 *   text that starts like JSON but is not.
 */
export function readBoardOptions(value: unknown): BoardOptions {
  if (typeof value === 'string') {
    const text = value.trim();
    if (!text.startsWith('{')) return text;
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      throw new OptionsError(`options: ${describeValue(value)} is not a JSON object`, Reason.Malformed);
    }
    return readBoardOptions(parsed);
  }
  if (isPlainObject(value)) return value;
  throw new OptionsError(
    `options must be a preset's name or a plain object of options, got ${describeValue(value)}`,
    Reason.BadType,
  );
}
