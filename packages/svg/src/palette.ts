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

/**
 * Colours for the colour names games use, in shades from the same colour-blind-safe family, so
 * that a colour called "purple" is drawn purple. Names not listed fall back to {@link PALETTE}.
 */
export const NAMED_COLOURS: Readonly<Record<string, string>> = {
  blue: '#0072B2',
  orange: '#E69F00',
  green: '#009E73',
  purple: '#9F5FA6',
  red: '#D55E00',
  yellow: '#F0E442',
  white: '#F7F7F7',
  black: '#1A1A1A',
  sky: '#56B4E9',
  cyan: '#56B4E9',
  stone: '#5B5B5B',
  vertical: '#0072B2',
  horizontal: '#D55E00',
};

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
