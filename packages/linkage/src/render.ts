/**
 * {@link render}: a plain-text picture of a position, for terminals, logs and tests.
 *
 * @module
 */

import { statusLine as coreStatusLine, fileName } from '@quadrille/core';
import { COLOURS } from './colours.js';
import { BLACK, EMPTY, type LinkagePosition } from './position.js';

/**
 * The board from the top rank down, one character per cell: `.` empty, `#` the black square,
 * the colour letter for a piece — lower case for the marked piece (the opponent's last one,
 * which the mover may not touch) — then a status line (who moves or who won, the group count
 * against the threshold, the pieces left per colour).
 *
 * ```text
 * 7  . . . . . . .
 * 6  . . . y y . .
 * …
 * 1  . . . . . . .
 *    a b c d e f g
 * ```
 */
export function render(pos: LinkagePosition): string {
  const { grid } = pos;
  const marked = pos.marked;
  const rankWidth = String(grid.height).length;
  const lines: string[] = [];
  for (let rank = grid.height - 1; rank >= 0; rank--) {
    const row: string[] = [];
    for (let file = 0; file < grid.width; file++) {
      const cell = grid.cell(file, rank);
      const colour = pos.colourAt(cell);
      const letter = colour === EMPTY ? '.' : colour === BLACK ? '#' : COLOURS[colour]!.letter;
      row.push(marked?.includes(cell) === true ? letter.toLowerCase() : letter);
    }
    lines.push(
      `${String(rank + 1).padStart(rankWidth)}  ${row.map((c) => c.padEnd(fileWidth(grid.width))).join(' ')}`.trimEnd(),
    );
  }
  const files = Array.from({ length: grid.width }, (_, f) => fileName(f).padEnd(fileWidth(grid.width)));
  lines.push(`${' '.repeat(rankWidth)}  ${files.join(' ')}`.trimEnd());
  lines.push(statusLine(pos));
  return lines.join('\n');
}

function fileWidth(width: number): number {
  return fileName(width - 1).length;
}

/** The names of the seats: their roles once assigned (`More`, `Fewer`), else `Seat 0` and `Seat 1`. */
export function seatNames(pos: LinkagePosition): [string, string] {
  const name = (seat: number) => {
    const role = pos.roleOf(seat);
    return role === undefined ? `Seat ${seat}` : role === 'more' ? 'More' : 'Fewer';
  };
  return [name(0), name(1)];
}

/** The one-line status under the board (also the status of the board view). */
export function statusLine(pos: LinkagePosition): string {
  const groups = `groups ${pos.groups}/${pos.rules.threshold}`;
  const supply = COLOURS.slice(0, pos.rules.colours)
    .map((c, i) => `${c.letter}${pos.supply(i)}`)
    .join(' ');
  const action =
    pos.phase === 'black' ? 'places the black square' : pos.phase === 'role' ? 'chooses a role' : 'to move';
  return coreStatusLine(pos, seatNames(pos), { action, details: [groups, supply] });
}
