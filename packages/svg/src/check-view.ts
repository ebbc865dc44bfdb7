/**
 * Checking a {@link BoardView} before drawing it: views may come from JSON (a server, a saved
 * file), and a malformed one must give a typed error, not a broken picture or a crash.
 *
 * @module
 */

import {
  type BoardView,
  describeValue,
  failOptions,
  isPlainObject,
  MAX_GRID_SIDE,
  OptionsError,
  Reason,
  readRecord,
} from '@quadrille/core';
import { PALETTE, THEMES } from './palette.js';
import type { SvgOptions } from './svg-options.js';

/** Reason of the `OptionsError` for a malformed view. */
export const BAD_VIEW = 'bad-view';

function fail(message: string): never {
  throw new OptionsError(`board view: ${message}`, BAD_VIEW);
}

const isIndex = (value: unknown, size: number): boolean =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < size;

/**
 * Throws an `OptionsError` with reason `'bad-view'` unless `view` is well-formed: dimensions
 * within core's grid limits, one cell per square with a string name, owners and overlay cells
 * within range.
 */
export function checkView(view: BoardView): void {
  if (!isPlainObject(view)) fail(`expected an object, got ${describeValue(view)}`);
  const { width, height, cells, overlays, colours } = view;
  for (const [name, side] of [
    ['width', width],
    ['height', height],
  ] as const) {
    if (!Number.isInteger(side) || side < 1 || side > MAX_GRID_SIDE)
      fail(`${name} must be an integer 1..${MAX_GRID_SIDE}`);
  }
  const size = width * height;
  if (!Array.isArray(colours)) fail('colours must be an array');
  if (!Array.isArray(cells) || cells.length !== size) fail(`cells must be an array of ${size} entries`);
  for (let c = 0; c < size; c++) {
    const cell = cells[c];
    if (!isPlainObject(cell) || typeof cell.name !== 'string')
      fail(`cells[${c}] must be an object with a name`);
    if (cell.owner !== undefined && !isIndex(cell.owner, colours.length))
      fail(`cells[${c}].owner is not a colour index`);
  }
  if (!Array.isArray(overlays)) fail('overlays must be an array');
  overlays.forEach((overlay, i) => {
    if (!isPlainObject(overlay) || !Array.isArray(overlay.cells))
      fail(`overlays[${i}] must be an object with cells`);
    if (!overlay.cells.every((c) => isIndex(c, size))) fail(`overlays[${i}] has a cell off the board`);
    if (overlay.owner !== undefined && !isIndex(overlay.owner, colours.length))
      fail(`overlays[${i}].owner is not a colour index`);
  });
}

/** The drawing settings {@link renderSvg} works with, after checking its options. */
export interface Settings {
  readonly size: number;
  readonly theme: (typeof THEMES)[keyof typeof THEMES];
  readonly palette: readonly string[];
  readonly coordinates: boolean;
}

const OPTION_NAMES = ['theme', 'cellSize', 'coordinates', 'title', 'palette'];

/** The settings of `options`, or an `OptionsError` naming the bad option. */
export function resolveOptions(options: SvgOptions): Settings {
  readRecord(options, OPTION_NAMES, 'svg options', failOptions, Reason.UnknownOption);
  const size = readCellSize(options.cellSize, 32);
  const theme = readTheme(options.theme);
  const palette = options.palette ?? PALETTE;
  if (
    !Array.isArray(palette) ||
    palette.length === 0 ||
    !palette.every((c) => typeof c === 'string' && /^#[0-9a-fA-F]{3,8}$/.test(c))
  ) {
    failOptions('palette must be a non-empty array of #rgb colours', Reason.BadType);
  }
  if (options.title !== undefined && typeof options.title !== 'string')
    failOptions('title must be a string', Reason.BadType);
  const coordinates = options.coordinates ?? true;
  if (typeof coordinates !== 'boolean') failOptions('coordinates must be true or false', Reason.BadType);
  return { size, theme, palette, coordinates };
}

/** A cell size option: a number in (0, 1000], or `fallback` when absent. */
export function readCellSize(value: unknown, fallback: number): number {
  const size = value ?? fallback;
  if (typeof size !== 'number' || !(size > 0 && size <= 1000)) {
    failOptions(`cellSize must be a number in (0, 1000], got ${describeValue(size)}`, Reason.BadType);
  }
  return size;
}

/** The colours of a theme option (a name of {@link THEMES}, default `'light'`). */
export function readTheme(value: unknown): Settings['theme'] {
  const name = value ?? 'light';
  // Own keys only: `THEMES['constructor']` is not a theme.
  if (typeof name !== 'string' || !Object.hasOwn(THEMES, name)) {
    failOptions(
      `theme must be one of ${Object.keys(THEMES).join(', ')}, got ${describeValue(name)}`,
      Reason.BadType,
    );
  }
  return THEMES[name as keyof typeof THEMES];
}
