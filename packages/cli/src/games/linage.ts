/**
 * Linage in the CLI: stones, and the empty points coloured by the side owning their region; the
 * package's own knowledge for the MCTS player.
 *
 * @module
 */

import type { AnyGame, GameKnowledge } from '@quadrille/core';
import { type LinagePosition, linage, linageKnowledge, render } from '@quadrille/linage';
import type { AnyPosition, GameSupport } from '../registry.js';
import { paintBoardRows } from './ansi.js';

function colourise(text: string): string {
  return paintBoardRows(text, (row) =>
    row
      .replace(/\bv\b/g, '\u001b[1;34mv\u001b[0m')
      .replace(/\bh\b/g, '\u001b[1;31mh\u001b[0m')
      .replace(/#/g, '\u001b[1;37m#\u001b[0m'),
  );
}

function legend(pos: AnyPosition): string {
  const { komi } = (pos as LinagePosition).score();
  return (
    '# a stone (neutral), . a free point, v / h a point in a region owned by Vertical / Horizontal\n' +
    `scores: the points each side owns${komi === 0 ? '' : `, plus komi ${komi} for Horizontal`}`
  );
}

function seatName(pos: AnyPosition, seat: number): string {
  const vertical = (pos as LinagePosition).verticalSeat;
  if (vertical === undefined) return `seat ${seat}`;
  return seat === vertical ? 'Vertical' : 'Horizontal';
}

/** Linage for the CLI. */
export const linageSupport: GameSupport = {
  game: linage as unknown as AnyGame,
  render: (pos) => render(pos as LinagePosition),
  colourise,
  legend,
  seatName,
  // The search hands the knowledge the positions of this game only.
  knowledge: linageKnowledge as unknown as GameKnowledge<AnyPosition>,
};
