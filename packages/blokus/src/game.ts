/**
 * The {@link blokus} game object.
 *
 * @module
 */

import { type GameDescription, NAMED_COLOURS, type SeatDescription } from '@quadrille/core';
import { openingBook } from './book.js';
import { describeMove, type MoveDescription } from './describe.js';
import { explainSelection } from './explain.js';
import { greedy } from './greedy.js';
import { positionFromJSON } from './json.js';
import { blokusKnowledge } from './knowledge.js';
import { formatMove, parseMove } from './notation.js';
import { type BlokusMove, BlokusPosition } from './position.js';
import { pointsLine, render, seatNames } from './render.js';
import { BLOKUS_OPTIONS, type BlokusOptions, BlokusRules } from './rules.js';
import { readSgf, writeSgf } from './sgf.js';
import { view } from './view.js';

/** Each seat's name and the colour of the first colour it plays. */
function seats(pos: BlokusPosition): SeatDescription[] {
  const { colourNames, colourSeat } = pos.rules;
  return seatNames(pos).map((name, seat) => ({
    name,
    colour: NAMED_COLOURS[colourNames[colourSeat.indexOf(seat)]!] ?? NAMED_COLOURS.black!,
  }));
}

/** What each scoring rule counts, for the legend. */
const SCORING: Readonly<Record<string, string>> = {
  advanced:
    'scores: -1 per square left in hand, +15 if every piece is placed, +5 more if the monomino came last (so usually < 0)',
  basic: 'scores: -1 per square left in hand (so never above 0)',
  positive: 'scores: +1 per square placed, +15 if every piece is placed, +5 more if the monomino came last',
};

function legend(pos: BlokusPosition): string {
  const { colourNames, options } = pos.rules;
  const letters = colourNames.map((n) => `${n[0]!.toUpperCase()} ${n}`).join(', ');
  return `${letters}, + a starting point, . empty\n${SCORING[options.scoring] ?? `scores: ${options.scoring}`}`;
}

/** The board's letters in their colours (the colours' initials, as `render` writes them). */
const TEXT_COLOURS: Readonly<Record<string, string>> = Object.fromEntries(
  ['blue', 'yellow', 'red', 'green', 'purple', 'orange'].map((n) => [n[0]!.toUpperCase(), NAMED_COLOURS[n]!]),
);

/**
 * Blokus: `create(options)` starts a game (`classic` by default; see {@link BlokusOptions}),
 * `parseMove`/`formatMove` speak Pentobi's cell-list notation for the colour to move, and
 * `fromJSON` restores `toJSON` data (untrusted data welcome: any defect is a `SetupError`).
 * The object is also the game's description for tools: presets (with Pentobi's names as
 * aliases), seats, view, input (with {@link explainSelection} for selections that cannot become a
 * move), knowledge, the `greedy` baseline and Pentobi SGF records (written and read).
 *
 * @example
 * ```ts
 * const pos = blokus.create({ variant: 'duo' });
 * pos.legalMoves().length; // 414
 * pos.play(blokus.parseMove(pos, 'e8,d9,e9,f9,e10'));
 * blokus.formatMove(pos, pos.history[0]); // 'e8,d9,e9,f9,e10'
 * const copy = blokus.fromJSON(JSON.parse(JSON.stringify(pos)));
 * copy.key() === pos.key(); // true
 * ```
 */
export const blokus: GameDescription<BlokusPosition, BlokusMove, BlokusOptions, MoveDescription> = {
  id: 'blokus',
  title: 'Blokus',
  summary: 'Blokus: place your polyominoes corner to corner (moves: cells, e.g. e8,d9,e9,f9,e10)',
  options: BLOKUS_OPTIONS,
  presets: [
    {
      name: 'classic',
      label: 'Classic: four players on 20×20',
      options: { variant: 'classic' },
      aliases: ['blokus', 'c'],
    },
    {
      name: 'classic2',
      label: 'Two players on 20×20, two colours each',
      options: { variant: 'classic2' },
      aliases: ['blokus two-player', 'classic_2', 'c2'],
    },
    {
      name: 'classic3',
      label: 'Three players on 20×20, Green in turn',
      options: { variant: 'classic3' },
      aliases: ['blokus three-player', 'classic_3', 'c3'],
    },
    {
      name: 'duo',
      label: 'Duo: two players on 14×14',
      options: { variant: 'duo' },
      aliases: ['blokus duo', 'd'],
    },
    {
      name: 'junior',
      label: 'Junior: two players on 14×14, two of each of twelve small pieces',
      options: { variant: 'junior' },
      aliases: ['blokus junior', 'j'],
    },
  ],
  demo: { preset: 'duo', iterations: 300 },
  create: (options?: BlokusOptions) => new BlokusPosition(BlokusRules.from(options)),
  fromJSON: positionFromJSON,
  formatMove: (pos, move) => formatMove(pos, move),
  parseMove: (pos, text) => parseMove(pos, text),
  view,
  describeMove: (pos, move) => describeMove(pos, move),
  seats,
  input: {
    ordered: false,
    cells: (pos, move) => pos.rules.table.cellsOf(move),
    explain: explainSelection,
  },
  knowledge: blokusKnowledge,
  policies: { greedy },
  text: { board: (pos) => `${render(pos)}\n${pointsLine(pos)}`, legend, colours: TEXT_COLOURS },
  record: {
    name: 'Pentobi SGF',
    extension: 'sgf',
    write: (pos, players) =>
      pos.rules.isStandard
        ? writeSgf(pos, players.length === 2 ? { PB: players[0]!, PW: players[1]! } : {})
        : undefined,
    read: (text) => readSgf(text).position,
    readBook: openingBook,
  },
};
