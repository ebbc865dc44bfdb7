/**
 * Talpa in the CLI: Red (`x`) and Blue (`o`) pieces in colour, and the package's MCTS knowledge
 * (`talpaKnowledge`).
 *
 * @module
 */

import type { AnyGame } from '@quadrille/core';
import { PLAYER_NAMES, render, type TalpaPosition, talpa, talpaKnowledge } from '@quadrille/talpa';
import type { GameSupport } from '../registry.js';
import { paintBoardRows } from './ansi.js';

function colourise(text: string): string {
  return paintBoardRows(text, (row) =>
    row.replace(/\bx\b/g, '\u001b[1;31mx\u001b[0m').replace(/\bo\b/g, '\u001b[1;34mo\u001b[0m'),
  );
}

const LEGEND =
  'x Red (edges: top and bottom rows), o Blue (edges: left and right columns), . empty\n' +
  'a path of empty squares joining your two edges wins; opening one for your opponent loses';

/** Talpa for the CLI. */
export const talpaSupport: GameSupport = {
  game: talpa as unknown as AnyGame,
  render: (pos) => render(pos as TalpaPosition),
  colourise,
  legend: () => LEGEND,
  seatName: (_pos, seat) => PLAYER_NAMES[seat] ?? `seat ${seat}`,
  knowledge: talpaKnowledge,
};
