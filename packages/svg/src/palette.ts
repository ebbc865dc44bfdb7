/**
 * Colours and marks. The palette is Okabe and Ito's, chosen to stay distinguishable under the
 * common colour-vision deficiencies; every colour index also has its own mark shape, so that
 * colour is never the only cue (WCAG 1.4.1).
 *
 * @module
 */

export { NAMED_COLOURS, PALETTE } from '@quadrille/core';

/** The mark drawn on an occupied cell, by colour index (cycled past the end). */
export const MARKS = ['dot', 'ring', 'square', 'diamond', 'triangle', 'cross', 'bar', 'star'] as const;

/** One of {@link MARKS}. */
export type Mark = (typeof MARKS)[number];

/** The themes {@link renderSvg} knows. */
export const THEMES = {
  light: {
    background: '#ffffff',
    board: '#f4f1ea',
    line: '#9a9385',
    text: '#333333',
    mark: '#ffffff',
    overlay: '#222222',
  },
  dark: {
    background: '#1e1e1e',
    board: '#2d2b28',
    line: '#6d675d',
    text: '#dddddd',
    mark: '#111111',
    overlay: '#f5f5f5',
  },
  print: {
    background: '#ffffff',
    board: '#ffffff',
    line: '#000000',
    text: '#000000',
    mark: '#ffffff',
    overlay: '#000000',
  },
} as const;

/** One of the {@link THEMES}' names. */
export type ThemeName = keyof typeof THEMES;

/** Black or white, whichever reads better on `fill` (a `#rgb` or `#rrggbb` colour). */
export function contrastOn(fill: string): string {
  const hex = fill.length === 4 ? [...fill.slice(1)].map((c) => c + c).join('') : fill.slice(1, 7);
  const [r, g, b] = [0, 2, 4].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255);
  // Relative luminance, roughly (sRGB weights without the gamma curve): enough to pick a side.
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b! > 0.55 ? '#111111' : '#ffffff';
}
