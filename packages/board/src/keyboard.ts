/**
 * The keyboard cursor: arrow keys move it between the screen's cells, stopping at the edges.
 *
 * @module
 */

/** The arrow keys' directions on the screen: column and row steps (rows grow upwards). */
const ARROWS: Readonly<Record<string, readonly [number, number]>> = {
  ArrowUp: [0, 1],
  ArrowDown: [0, -1],
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
};

/** Whether `key` (a `KeyboardEvent.key`) moves the cursor. */
export function isArrow(key: string): boolean {
  return Object.hasOwn(ARROWS, key);
}

/**
 * The screen cell the cursor reaches from `cursor` with `key` on a `width × height` screen
 * (`row * width + column`, row 0 at the bottom); `Home` and `End` go to the start and the end of
 * the row. The same cell at an edge or for another key.
 */
export function moveCursor(cursor: number, key: string, width: number, height: number): number {
  const column = cursor % width;
  const row = (cursor - column) / width;
  if (key === 'Home') return row * width;
  if (key === 'End') return row * width + width - 1;
  const step = ARROWS[key];
  if (step === undefined) return cursor;
  const c = Math.min(width - 1, Math.max(0, column + step[0]));
  const r = Math.min(height - 1, Math.max(0, row + step[1]));
  return r * width + c;
}
