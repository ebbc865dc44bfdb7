/**
 * {@link render}: a plain-text board.
 *
 * @module
 */

import { fileName } from '@quadrille/core';
import type { BlokusPosition } from './position.js';

/**
 * The board as text, top rank first: one character per cell — the colour's initial in upper
 * case (`B`lue, `Y`ellow, `R`ed, `G`reen; Duo's `P`urple, `O`range), `+` on an empty starting
 * point, `.` elsewhere — with rank numbers on the left and file letters below, then a line
 * saying who is to move (or that the game is over).
 */
export function render(pos: BlokusPosition): string {
  const { grid, colourNames, starts } = pos.rules;
  const startCells = new Set(starts.flat());
  const pad = String(grid.height).length;
  const lines: string[] = [];
  for (let r = grid.height - 1; r >= 0; r--) {
    let row = `${String(r + 1).padStart(pad)} `;
    for (let f = 0; f < grid.width; f++) {
      const cell = r * grid.width + f;
      const colour = pos.colourAt(cell);
      const mark = colour >= 0 ? colourNames[colour]![0]!.toUpperCase() : startCells.has(cell) ? '+' : '.';
      row += f === 0 ? mark : ` ${mark}`;
    }
    lines.push(row);
  }
  const files = Array.from({ length: grid.width }, (_, f) => fileName(f).slice(-1)).join(' ');
  lines.push(`${' '.repeat(pad)} ${files}`);
  lines.push(statusLine(pos));
  return lines.join('\n');
}

/** The one-line status under the board (also the status of the board view). */
export function statusLine(pos: BlokusPosition): string {
  const colour = pos.colourToMove;
  return colour < 0 ? 'game over' : `${pos.rules.colourNames[colour]} to move`;
}
