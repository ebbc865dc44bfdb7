/**
 * A plain-text picture of a position, rank by rank from the top, for logs, tests and terminals.
 *
 * @module
 */

import { statusLine as coreStatusLine, fileName } from '@quadrille/core';
import { PLAYER_NAMES, Player } from './player.js';
import type { TalpaPosition } from './position.js';

/** The character of each square: Red `x`, Blue `o`, empty `.`. */
export const RENDER_SYMBOLS = { red: 'x', blue: 'o', empty: '.' } as const;

/**
 * The board as text: one line per rank, top rank first, each prefixed by its number; file
 * letters below; then a status line (`Red to move`, `Blue to move · must pass`, `Red wins`).
 *
 * ```text
 * 2 o x
 * 1 x o
 *   a b
 * Red to move
 * ```
 */
export function render(pos: TalpaPosition): string {
  const { width, height } = pos.grid;
  const margin = String(height).length;
  const column = fileName(width - 1).length; // files past z take two letters
  const lines: string[] = [];
  for (let r = height - 1; r >= 0; r--) {
    const row: string[] = [];
    for (let f = 0; f < width; f++) row.push(symbol(pos.pieceAt(r * width + f)).padStart(column));
    lines.push(`${String(r + 1).padStart(margin)} ${row.join(' ')}`);
  }
  const files: string[] = [];
  for (let f = 0; f < width; f++) files.push(fileName(f).padStart(column));
  lines.push(`${' '.repeat(margin)} ${files.join(' ')}`);
  lines.push(statusLine(pos));
  return lines.join('\n');
}

function symbol(owner: Player | undefined): string {
  if (owner === undefined) return RENDER_SYMBOLS.empty;
  return owner === Player.Red ? RENDER_SYMBOLS.red : RENDER_SYMBOLS.blue;
}

/** The one-line status under the board (also the status of the board view). */
export function statusLine(pos: TalpaPosition): string {
  const mustPass = !pos.isOver() && pos.pieceCount(pos.turn) === 0;
  return coreStatusLine(pos, PLAYER_NAMES, mustPass ? { details: ['must pass'] } : {});
}
