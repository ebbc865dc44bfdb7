/**
 * {@link render}: a plain-text board.
 *
 * @module
 */

import { statusLine as coreStatusLine, fileName } from '@quadrille/core';
import type { BlokusPosition } from './position.js';

/**
 * The board as text, top rank first: one character per cell — the colour's initial in upper
 * case (`B`lue, `Y`ellow, `R`ed, `G`reen; Duo's `P`urple, `O`range), `+` on an empty starting
 * point, `.` elsewhere — with rank numbers on the left and file letters below, then a line
 * saying who is to move (or who won).
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
  const mover = colour < 0 ? undefined : capital(pos.rules.colourNames[colour]!);
  return coreStatusLine(pos, seatNames(pos), mover === undefined ? {} : { mover });
}

/** Each colour's points so far (`points: blue 12, yellow 9`), the line under a terminal's board. */
export function pointsLine(pos: BlokusPosition): string {
  const points = pos.colourScores().map((s, c) => `${pos.rules.colourNames[c]} ${s}`);
  return `points: ${points.join(', ')}`;
}

/** A colour's name as a name (`Blue`). */
export function capital(name: string): string {
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/**
 * The name of each seat: the colours it plays, joined (`Blue/Red` in classic2; classic3's
 * shared Green belongs to no seat).
 */
export function seatNames(pos: BlokusPosition): string[] {
  const { colourNames, colourSeat } = pos.rules;
  return Array.from({ length: pos.seats }, (_, seat) =>
    colourNames
      .filter((_, c) => colourSeat[c] === seat)
      .map(capital)
      .join('/'),
  );
}
