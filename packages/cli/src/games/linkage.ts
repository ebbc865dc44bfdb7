/**
 * Linkage in the CLI: the board with coloured dominoes and seats named by role; the package's
 * own knowledge for the MCTS player.
 *
 * @module
 */

import type { AnyGame, GameKnowledge } from '@quadrille/core';
import { type LinkagePosition, linkage, linkageKnowledge, render } from '@quadrille/linkage';
import type { AnyPosition, GameSupport } from '../registry.js';
import { paintBoardRows } from './ansi.js';

const asLinkage = (pos: AnyPosition) => pos as LinkagePosition;

/** ANSI colour of each piece letter (upper case placed, lower case the marked piece). */
const ANSI: Readonly<Record<string, string>> = { W: '1;37', B: '1;34', R: '1;31', Y: '1;33', '#': '1;30' };

function colourise(text: string): string {
  return paintBoardRows(text, (row) =>
    row.replace(/[WBRYwbry#]/g, (l) => {
      const code = ANSI[l.toUpperCase()];
      // The marked piece (lower case) is shown underlined.
      return code === undefined
        ? l
        : `\u001b[${code}${l === l.toLowerCase() && l !== '#' ? ';4' : ''}m${l}\u001b[0m`;
    }),
  );
}

function legend(pos: AnyPosition): string {
  const { threshold } = asLinkage(pos).rules;
  return (
    'W white, B blue, R red, Y yellow pieces (either player places any colour), # the black square, . empty\n' +
    `lower case: the last piece placed (the next may not touch it); More wins with ${threshold}+ groups, Fewer with fewer`
  );
}

function seatName(pos: AnyPosition, seat: number): string {
  const role = asLinkage(pos).roleOf(seat);
  return role === undefined ? `seat ${seat}` : role === 'more' ? 'More' : 'Fewer';
}

/** Linkage for the CLI. */
export const linkageSupport: GameSupport = {
  game: linkage as unknown as AnyGame,
  render: (pos) => render(asLinkage(pos)),
  colourise,
  legend,
  seatName,
  // The search hands the knowledge the positions of this game only.
  knowledge: linkageKnowledge as unknown as GameKnowledge<AnyPosition>,
};
