/**
 * {@link SvgOptions}: what a caller may ask of `renderSvg`'s drawing.
 *
 * @module
 */

import type { ThemeName } from './palette.js';

/** Options of `renderSvg`. */
export interface SvgOptions {
  /** `'light'` (default), `'dark'` or `'print'`. */
  readonly theme?: ThemeName;
  /** The side of a cell in SVG units (default 32). */
  readonly cellSize?: number;
  /** File letters and rank numbers around the board (default true). */
  readonly coordinates?: boolean;
  /** The picture's `<title>` (default: the game and the view's status). */
  readonly title?: string;
  /** Colours by colour index (default `PALETTE`). */
  readonly palette?: readonly string[];
}
