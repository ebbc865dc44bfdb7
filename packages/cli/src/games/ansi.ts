/**
 * {@link paintBoardRows}: the skeleton every game's `colourise` shares — ANSI colours go on the
 * board rows of a rendered position only, never on the file-letter header or status text.
 *
 * @module
 */

/** A board row of a rendered position starts with its rank number. */
const BOARD_ROW = /^\s*\d+ /;

/** `text` with `paint` applied to each board row (a line starting with a rank number). */
export function paintBoardRows(text: string, paint: (row: string) => string): string {
  return text
    .split('\n')
    .map((line) => (BOARD_ROW.test(line) ? paint(line) : line))
    .join('\n');
}
