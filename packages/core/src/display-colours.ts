/**
 * The colours games are shown in, shared by every game's seats and by every renderer: Okabe and
 * Ito's palette, chosen to stay distinguishable under the common colour-vision deficiencies,
 * and shades of the same family for the colour names games use.
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
