/**
 * Plain-text rendering of a position, with the owner of every empty point shown.
 *
 * @module
 */

import { statusLine as coreStatusLine, fileName } from '@quadrille/core';
import type { LinagePosition } from './position.js';

/** The character of a point: a stone, or an empty point by the owner of its region. */
export const RENDER_SYMBOLS = {
  /** A stone. */
  stone: '#',
  /** A point of a free region. */
  free: '.',
  /** A point of a region owned by Vertical. */
  vertical: 'v',
  /** A point of a region owned by Horizontal. */
  horizontal: 'h',
} as const;

/**
 * The board as text, top rank first: `#` a stone, `.` a point of a free region, `v` / `h` a point
 * of a region owned by Vertical / Horizontal; rank numbers on the left, file letters below; then
 * a status line (the phase and who moves, the komi) and the score.
 *
 * @example
 * ```text
 *  3 . . .
 *  2 . # .
 *  1 . . .
 *    a b c
 * Vertical to move · komi 4.5
 * Vertical 0, Horizontal 4.5 (komi 4.5), free 8
 * ```
 */
export function render(pos: LinagePosition): string {
  const { width, height } = pos.grid;
  const labelWidth = String(height).length;
  const fileWidth = fileName(width - 1).length;
  const lines: string[] = [];
  for (let r = height - 1; r >= 0; r--) {
    const row: string[] = [];
    for (let f = 0; f < width; f++) {
      const owner = pos.ownerAt(r * width + f);
      row.push((owner === undefined ? RENDER_SYMBOLS.stone : RENDER_SYMBOLS[owner]).padStart(fileWidth));
    }
    lines.push(`${String(r + 1).padStart(labelWidth)} ${row.join(' ')}`);
  }
  const files: string[] = [];
  for (let f = 0; f < width; f++) files.push(fileName(f).padStart(fileWidth));
  lines.push(`${' '.repeat(labelWidth)} ${files.join(' ')}`);
  lines.push(statusLine(pos));
  const s = pos.score();
  lines.push(`Vertical ${s.vertical}, Horizontal ${s.horizontal} (komi ${s.komi}), free ${s.free}`);
  return lines.join('\n');
}

/** The names of the seats: their sides once decided, else `Seat 0` and `Seat 1` (the pie rule). */
export function seatNames(pos: LinagePosition): [string, string] {
  if (pos.verticalSeat === undefined) return ['Seat 0', 'Seat 1'];
  return pos.verticalSeat === 0 ? ['Vertical', 'Horizontal'] : ['Horizontal', 'Vertical'];
}

/** The one-line status under the board (also the status of the board view). */
export function statusLine(pos: LinagePosition): string {
  const komi = pos.komi === undefined ? 'komi not set' : `komi ${pos.komi}`;
  const names = seatNames(pos);
  switch (pos.phase) {
    case 'komi':
      return coreStatusLine(pos, names, { action: 'chooses the komi', details: ['pie rule'] });
    case 'side':
      return coreStatusLine(pos, names, { action: 'chooses a side', details: ['pie rule', komi] });
    default:
      return coreStatusLine(pos, names, { details: [komi] });
  }
}
