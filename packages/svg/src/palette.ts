/**
 * Colours and marks. The palette is Okabe and Ito's, chosen to stay distinguishable under the
 * common colour-vision deficiencies; every colour index also has its own mark shape, so that
 * colour is never the only cue (WCAG 1.4.1).
 *
 * @module
 */

/** The default colours, by colour index (Okabe–Ito order: blue, orange, green, purple, …). */
export const PALETTE: readonly string[] = [
  '#0072B2',
  '#E69F00',
  '#009E73',
  '#CC79A7',
  '#D55E00',
  '#56B4E9',
  '#F0E442',
  '#000000',
];

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
