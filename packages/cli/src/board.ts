/**
 * Drawing a position for the terminal: the game's plain-text board, coloured with ANSI codes
 * only when the output is a terminal, followed by the status line.
 *
 * @module
 */

import type { Output } from './io.js';
import type { AnyPosition, GameSupport } from './registry.js';

/** The board and the status line, coloured if `out` is a TTY. */
export function drawPosition(support: GameSupport, pos: AnyPosition, out: Output): string {
  const text = support.render(pos);
  const board = out.isTTY === true && support.colourise !== undefined ? support.colourise(text, pos) : text;
  const status = support.status?.(pos);
  return `${board.replace(/\n*$/, '')}\n${status === undefined ? '' : `${status}\n`}`;
}

/** A board row (starts with its rank number) or the file letters under the board. */
const BOARD_LINE = /^\s*\d+ |^\s+[a-z]{1,2}( +[a-z]{1,2})*\s*$/;

/**
 * The board alone, coloured if `out` is a TTY: the rendered text without the game's own status
 * lines, for a finished game whose outcome is told once, by {@link describeOutcome}.
 */
export function drawBoard(support: GameSupport, pos: AnyPosition, out: Output): string {
  const board = support
    .render(pos)
    .split('\n')
    .filter((line) => BOARD_LINE.test(line))
    .join('\n');
  const text = out.isTTY === true && support.colourise !== undefined ? support.colourise(board, pos) : board;
  return `${text}\n`;
}

/** One line describing a finished game: scores and winners by seat name. */
export function describeOutcome(support: GameSupport, pos: AnyPosition): string {
  const outcome = pos.outcome();
  if (outcome === undefined) return 'game in progress';
  const scores = outcome.scores.map((s, seat) => `${support.seatName(pos, seat)} ${s}`).join(', ');
  const winners = outcome.winners.map((seat) => support.seatName(pos, seat));
  const verdict =
    winners.length === pos.seats
      ? 'draw'
      : winners.length === 1
        ? `${winners[0]} wins`
        : `${winners.join(' and ')} share the win`;
  return `Game over: ${verdict} (${scores}) after ${pos.history.length} moves`;
}
