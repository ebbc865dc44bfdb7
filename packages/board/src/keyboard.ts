/**
 * The board's keys: what each does ({@link keyAction}), and the cursor that the arrow keys move
 * between the screen's cells, stopping at the edges.
 *
 * @module
 */

/** What a key press asks of the board. */
export type KeyAction = 'cancel' | 'rotate' | 'flip' | 'cursor' | 'select' | 'confirm';

/**
 * What `key` (a `KeyboardEvent.key`) does: Escape cancels anywhere in the board; R and F turn
 * the piece in hand (`holding`) anywhere; on the board itself (`onBoard`), the arrows, Home and
 * End move the cursor, Space selects, Enter confirms. Undefined for any other key or place (a
 * button's own Enter and Space stay the button's).
 */
export function keyAction(key: string, onBoard: boolean, holding: boolean): KeyAction | undefined {
  if (key === 'Escape') return 'cancel';
  if (holding && (key === 'r' || key === 'R')) return 'rotate';
  if (holding && (key === 'f' || key === 'F')) return 'flip';
  if (!onBoard) return undefined;
  if (isArrow(key) || key === 'Home' || key === 'End') return 'cursor';
  if (key === ' ' || key === 'Spacebar') return 'select';
  if (key === 'Enter') return 'confirm';
  return undefined;
}

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
