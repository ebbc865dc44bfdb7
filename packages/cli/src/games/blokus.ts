/**
 * Blokus in the CLI: a coloured board, the package's MCTS knowledge (`blokusKnowledge`) and
 * the `greedy` baseline player.
 *
 * @module
 */

import type { MoveChoice, Player } from '@quadrille/ai';
import { type BlokusPosition, blokus, blokusKnowledge, render, writeSgf } from '@quadrille/blokus';
import { type AnyGame, type MoveOf, OptionsError, Rng } from '@quadrille/core';
import type { AnyPosition, GameSupport, RecordedGame } from '../registry.js';
import { paintBoardRows } from './ansi.js';

const asBlokus = (pos: AnyPosition) => pos as BlokusPosition;

/** ANSI foreground colour of each colour name. */
const ANSI: Readonly<Record<string, string>> = {
  blue: '1;34',
  yellow: '1;33',
  red: '1;31',
  green: '1;32',
  purple: '1;35',
  orange: '1;38;5;208',
};

/** The colours a seat plays, capitalised and joined (`Blue/Red` in classic2). */
function seatName(pos: AnyPosition, seat: number): string {
  const { colourNames, colourSeat } = asBlokus(pos).rules;
  const names = colourNames
    .filter((_, c) => colourSeat[c] === seat)
    .map((n) => n[0]!.toUpperCase() + n.slice(1));
  return names.length > 0 ? names.join('/') : `seat ${seat}`;
}

function colourise(text: string, pos: AnyPosition): string {
  const { colourNames } = asBlokus(pos).rules;
  const byLetter = new Map(colourNames.map((n) => [n[0]!.toUpperCase(), ANSI[n] ?? '1']));
  return paintBoardRows(text, (row) =>
    row.replace(/[A-Z]/g, (l) => (byLetter.has(l) ? `\u001b[${byLetter.get(l)}m${l}\u001b[0m` : l)),
  );
}

/** What each scoring rule counts, for the legend. */
const SCORING: Readonly<Record<string, string>> = {
  advanced:
    'scores: -1 per square left in hand, +15 if every piece is placed, +5 more if the monomino came last (so usually < 0)',
  basic: 'scores: -1 per square left in hand (so never above 0)',
  positive: 'scores: +1 per square placed, +15 if every piece is placed, +5 more if the monomino came last',
};

function legend(pos: AnyPosition): string {
  const { colourNames, options } = asBlokus(pos).rules;
  const letters = colourNames.map((n) => `${n[0]!.toUpperCase()} ${n}`).join(', ');
  return `${letters}, + a starting point, . empty
${SCORING[options.scoring] ?? `scores: ${options.scoring}`}`;
}

function status(pos: AnyPosition): string {
  const b = asBlokus(pos);
  const points = b.colourScores().map((s, c) => `${b.rules.colourNames[c]} ${s}`);
  return `points: ${points.join(', ')}`;
}

/**
 * The number of attach points a placement would open for the colour to move: its diagonal
 * neighbours that are empty and not edge-adjacent to that colour (a cheap, public-API estimate
 * of Pentobi's "new corners").
 */
export function newCorners(pos: BlokusPosition, move: number): number {
  const { table, grid } = pos.rules;
  const colour = pos.colourToMove;
  const { start, data } = table.corners;
  let n = 0;
  for (let i = start[move]!; i < start[move + 1]!; i++) {
    const cell = data[i]!;
    if (pos.colourAt(cell) !== -1) continue;
    let touchesOwn = false;
    for (let d = 0; d < 4; d++) {
      const nb = grid.orthogonal[cell * 4 + d]!;
      if (nb >= 0 && pos.colourAt(nb) === colour) touchesOwn = true;
    }
    if (!touchesOwn) n++;
  }
  return n;
}

/** The choice of a player that does not search: empty statistics, the move as the whole line. */
function unsearchedChoice<M extends number>(move: M): MoveChoice<M> {
  const stats = { iterations: 0, elapsedMs: 0, visits: 0, value: Number.NaN, aborted: false };
  return { move, stats: { ...stats, pv: [move], candidates: [] } };
}

/**
 * The greedy baseline: the biggest piece that opens the most new corners (ties at random).
 *
 * @param seed - seeds the tie-breaks.
 */
export function greedyPlayer(seed: number): Player<AnyPosition> {
  const rng = new Rng(seed);
  return {
    name: 'greedy',
    chooseMove<Q extends AnyPosition>(p: Q): Promise<MoveChoice<MoveOf<Q>>> {
      const pos = asBlokus(p);
      const moves = pos.legalMoves();
      if (moves.length === 0)
        return Promise.reject(new OptionsError('the game is over: there is no move to choose'));
      const size = pos.rules.table.size;
      let best = -1;
      let ties: number[] = [];
      for (const m of moves) {
        const score = size[m]! * 1000 + newCorners(pos, m);
        if (score > best) {
          best = score;
          ties = [m];
        } else if (score === best) ties.push(m);
      }
      const move = rng.pick(ties) as MoveOf<Q>;
      return Promise.resolve(unsearchedChoice(move));
    },
  };
}

/**
 * The games as Pentobi SGF, one game tree per line (an SGF collection), players in `PB`/`PW`
 * for two players; `undefined` for custom variants, which Pentobi's SGF cannot name.
 */
export function writeSgfRecords(games: readonly RecordedGame[]): string | undefined {
  const first = games[0];
  if (first === undefined || !asBlokus(first.position).rules.isStandard) return undefined;
  return games
    .map(({ position, players }) => {
      const info: Record<string, string> = players.length === 2 ? { PB: players[0]!, PW: players[1]! } : {};
      return `${writeSgf(asBlokus(position), info)}\n`;
    })
    .join('');
}

/** Blokus for the CLI. */
export const blokusSupport: GameSupport = {
  game: blokus as unknown as AnyGame,
  render: (pos) => render(asBlokus(pos)),
  colourise,
  status,
  legend,
  seatName,
  knowledge: blokusKnowledge,
  players: { greedy: greedyPlayer },
  writeRecords: writeSgfRecords,
};
