/**
 * What the board adds to the SVG that `@quadrille/svg` draws, in the DOM: the coordinates of a
 * turned board, and the keyboard cursor.
 *
 * @module
 */

const SVG_NS = 'http://www.w3.org/2000/svg';

/**
 * Writes `columns` under the columns and `rows` beside the rows of a picture drawn with
 * coordinates (its `g.coordinates` holds one text per column, then one per row).
 */
export function relabelCoordinates(svg: Element, columns: readonly string[], rows: readonly string[]): void {
  const texts = svg.querySelectorAll('g.coordinates text');
  if (texts.length !== columns.length + rows.length) return;
  texts.forEach((text, i) => {
    text.textContent = i < columns.length ? columns[i]! : rows[i - columns.length]!;
  });
}

/** Draws the keyboard cursor (a `rect.cursor`) over the cell named `name`, on top of everything. */
export function drawCursor(svg: Element, name: string): void {
  const square = svg.querySelector(`[data-cell="${CSS.escape(name)}"] rect`);
  if (square === null) return;
  const cursor = svg.ownerDocument.createElementNS(SVG_NS, 'rect');
  for (const a of ['x', 'y', 'width', 'height']) cursor.setAttribute(a, square.getAttribute(a) ?? '0');
  cursor.setAttribute('class', 'cursor');
  cursor.setAttribute('aria-hidden', 'true');
  svg.append(cursor);
}
