/**
 * Drawing a position for the terminal, from the game's description: its text board (or one
 * drawn from its view, for a game without one), coloured with ANSI codes from the description's
 * colours only when the output is a terminal, and the outcome in the shared words.
 *
 * @module
 */

import {
  type AnyGameDescription,
  type BoardView,
  fileName,
  NAMED_COLOURS,
  outcomeWords,
  PALETTE,
} from '@quadrille/core';
import type { AnyPosition } from '@quadrille/play';
import type { Output } from './io.js';

/** A board row starts with its rank number. */
const BOARD_ROW = /^\s*\d+ /;
/** A board row or the file letters under the board. */
const BOARD_LINE = /^\s*\d+ |^\s+[a-z]{1,2}( +[a-z]{1,2})*\s*$/;

/** The board as text: the game's own text board, or one drawn from its view. */
function boardText(game: AnyGameDescription, pos: AnyPosition): string {
  return game.text?.board(pos) ?? textFromView(game.view(pos));
}

/** The symbol of each colour of a view: its name's initial, or its index where initials clash. */
function viewSymbols(view: BoardView): string[] {
  const initials = view.colours.map((c) => c.name.charAt(0).toUpperCase() || '?');
  return initials.map((s, i) => (initials.indexOf(s) === i && s !== '.' ? s : String(i % 10)));
}

/** A plain board drawn from a view: rank numbers, a symbol per occupied cell, `.` empty, files, status. */
export function textFromView(view: BoardView): string {
  const symbols = viewSymbols(view);
  const pad = String(view.height).length;
  const column = fileName(view.width - 1).length;
  const lines: string[] = [];
  for (let r = view.height - 1; r >= 0; r--) {
    const row: string[] = [];
    for (let f = 0; f < view.width; f++) {
      const owner = view.cells[r * view.width + f]?.owner;
      row.push((owner === undefined ? '.' : (symbols[owner] ?? '?')).padStart(column));
    }
    lines.push(`${String(r + 1).padStart(pad)} ${row.join(' ')}`);
  }
  const files = Array.from({ length: view.width }, (_, f) => fileName(f).padStart(column));
  lines.push(`${' '.repeat(pad)} ${files.join(' ')}`, view.status);
  return lines.join('\n');
}

/** The colours of the board's symbols: the description's, or the view's colours by name. */
function symbolColours(game: AnyGameDescription, pos: AnyPosition): Readonly<Record<string, string>> {
  if (game.text !== undefined) return game.text.colours ?? {};
  const view = game.view(pos);
  const symbols = viewSymbols(view);
  return Object.fromEntries(
    view.colours.map((c, i) => [
      symbols[i]!,
      NAMED_COLOURS[c.name.toLowerCase()] ?? PALETTE[i % PALETTE.length]!,
    ]),
  );
}

/** `text` with the symbols on its board rows in their colours (24-bit ANSI, bold). */
function paint(text: string, colours: Readonly<Record<string, string>>): string {
  const codes = new Map(
    Object.entries(colours).map(([symbol, hex]) => {
      const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
      return [symbol, `\u001b[1;38;2;${r};${g};${b}m${symbol}\u001b[0m`];
    }),
  );
  if (codes.size === 0) return text;
  return text
    .split('\n')
    .map((line) => {
      if (!BOARD_ROW.test(line)) return line;
      const [, rank = '', cells = ''] = /^(\s*\d+ )(.*)$/.exec(line) ?? [];
      return rank + [...cells].map((ch) => codes.get(ch) ?? ch).join('');
    })
    .join('\n');
}

/** `text` coloured if `out` is a terminal. */
function forOutput(game: AnyGameDescription, pos: AnyPosition, text: string, out: Output): string {
  return out.isTTY === true ? paint(text, symbolColours(game, pos)) : text;
}

/** The board and its status, coloured if `out` is a TTY. */
export function drawPosition(game: AnyGameDescription, pos: AnyPosition, out: Output): string {
  return `${forOutput(game, pos, boardText(game, pos), out).replace(/\n*$/, '')}\n`;
}

/**
 * The board alone, coloured if `out` is a TTY: without the status lines, for a finished game
 * whose outcome is told once, by {@link describeOutcome}.
 */
export function drawBoard(game: AnyGameDescription, pos: AnyPosition, out: Output): string {
  const board = boardText(game, pos)
    .split('\n')
    .filter((line) => BOARD_LINE.test(line))
    .join('\n');
  return `${forOutput(game, pos, board, out)}\n`;
}

/** The names of the seats of `pos`, by the game's description. */
export function seatNames(game: AnyGameDescription, pos: AnyPosition): string[] {
  return game.seats(pos).map((s) => s.name);
}

/** One line describing a finished game: the result, the scores by seat name, the length. */
export function describeOutcome(game: AnyGameDescription, pos: AnyPosition): string {
  const outcome = pos.outcome();
  if (outcome === undefined) return 'game in progress';
  const names = seatNames(game, pos);
  const scores = outcome.scores.map((s, seat) => `${names[seat]} ${s}`).join(', ');
  return `Game over: ${outcomeWords(outcome, names)} (${scores}) after ${pos.history.length} moves`;
}
