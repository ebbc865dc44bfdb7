/**
 * The piece colours: the standard game uses the first four (white, blue, red, yellow); custom
 * variants may use up to {@link MAX_COLOURS}. A colour is identified by its index in
 * {@link COLOURS}, which is also its rank in the move order.
 *
 * @module
 */

/** Every colour a variant may use, in index order: letter (notation) and English name. */
export const COLOURS = [
  { letter: 'W', name: 'white' },
  { letter: 'B', name: 'blue' },
  { letter: 'R', name: 'red' },
  { letter: 'Y', name: 'yellow' },
  { letter: 'G', name: 'green' },
  { letter: 'O', name: 'orange' },
  { letter: 'P', name: 'purple' },
  { letter: 'C', name: 'cyan' },
] as const;

/** The largest number of colours a variant may use. */
export const MAX_COLOURS = COLOURS.length;

/** A colour's notation letter. */
export type ColourLetter = (typeof COLOURS)[number]['letter'];

/** A colour's English name. */
export type ColourName = (typeof COLOURS)[number]['name'];

/** The index of a colour letter (either case), or -1 if it names no colour. */
export function colourIndex(letter: string): number {
  const upper = letter.toUpperCase();
  return COLOURS.findIndex((c) => c.letter === upper);
}
