/**
 * The `linage` game object (the protocol entry point) and the helpers every Quadrille game
 * exports under the same names: `formatMove`, `parseMove`, `describeMove`.
 *
 * @module
 */

import {
  describeValue,
  type GameDescription,
  IllegalMoveError,
  NAMED_COLOURS,
  Reason,
  type SeatDescription,
} from '@quadrille/core';
import { positionFromJSON } from './json.js';
import { linageKnowledge } from './knowledge.js';
import { decodeMove, formatView, type LinageMove, type LinageMoveView } from './moves.js';
import { LINAGE_OPTIONS, type LinageOptions, resolveOptions } from './options.js';
import { LinagePosition, parseLegalMove } from './position.js';
import { RENDER_SYMBOLS, render, seatNames } from './render.js';
import { view } from './view.js';

/** A seat's colour by its name: the side's colour, or black and white before the pie rule decides. */
const SEAT_COLOURS: Readonly<Record<string, string>> = {
  Vertical: NAMED_COLOURS.vertical!,
  Horizontal: NAMED_COLOURS.horizontal!,
  'Seat 0': NAMED_COLOURS.black!,
  'Seat 1': NAMED_COLOURS.white!,
};

function seats(pos: LinagePosition): SeatDescription[] {
  return seatNames(pos).map((name) => ({ name, colour: SEAT_COLOURS[name]! }));
}

function legend(pos: LinagePosition): string {
  const { komi } = pos.score();
  const { stone, free, vertical, horizontal } = RENDER_SYMBOLS;
  return (
    `${stone} a stone (neutral), ${free} a free point, ${vertical} / ${horizontal} a point in a region owned by Vertical / Horizontal\n` +
    `scores: the points each side owns${komi === 0 ? '' : `, plus komi ${komi} for Horizontal`}`
  );
}

/**
 * Linage (Luis Bolaños Mures, 2016): a territory game with neutral stones where every region must
 * keep a line. `create` validates the options (`OptionsError`), `fromJSON` untrusted data
 * (`SetupError`). The object is also the game's description for tools (presets, seats, view,
 * input, knowledge).
 *
 * @example
 * ```ts
 * import { linage } from '@quadrille/linage';
 *
 * const pos = linage.create({ size: 9, komi: 2.5 });
 * pos.play(linage.parseMove(pos, 'e5'));
 * const copy = linage.fromJSON(JSON.parse(JSON.stringify(pos.toJSON())));
 * copy.key() === pos.key(); // true
 * ```
 */
export const linage: GameDescription<LinagePosition, LinageMove, LinageOptions, LinageMoveView> = {
  id: 'linage',
  title: 'Linage',
  summary: 'Linage: neutral stones; every region keeps a line; own the most territory (moves: f6, pass)',
  options: LINAGE_OPTIONS,
  presets: [
    { name: 'standard', label: 'Standard: 11×11, komi 4.5', options: {} },
    { name: 'small', label: 'Small: 7×7', options: { size: 7 } },
    {
      name: 'pie',
      label: 'Pie rule: one player sets the komi, the other picks a side',
      options: { pie: true },
    },
  ],
  demo: { preset: 'small', iterations: 300 },

  create(options?: LinageOptions): LinagePosition {
    return new LinagePosition(resolveOptions(options === undefined ? {} : options));
  },

  fromJSON(data: unknown): LinagePosition {
    return positionFromJSON(data);
  },

  formatMove,
  parseMove,
  view,
  describeMove,
  seats,
  input: { ordered: false, cells: (pos, move) => describeMove(pos, move).cells },
  knowledge: linageKnowledge,
  text: {
    board: render,
    legend,
    colours: {
      [RENDER_SYMBOLS.vertical]: NAMED_COLOURS.vertical!,
      [RENDER_SYMBOLS.horizontal]: NAMED_COLOURS.horizontal!,
      [RENDER_SYMBOLS.stone]: NAMED_COLOURS.white!,
    },
  },
};

/**
 * The notation of a move id on `pos`'s board, legal or not: a point (`f6`), `pass`, a komi
 * choice (`komi=4.5`) or a side choice (`vertical`, `horizontal`).
 *
 * @throws `IllegalMoveError` with reason `'not-a-move'` for a value that is no move id.
 */
export function formatMove(pos: LinagePosition, move: LinageMove): string {
  return formatView(describeMove(pos, move));
}

/**
 * The legal move named by `text` in `pos` (case-insensitive, surrounding spaces ignored).
 *
 * @throws `NotationError` for text that names no move (reasons `not-a-string`, `too-long`,
 *   `malformed`, `bad-cell`, `bad-komi`); `IllegalMoveError` for a move that is not legal here
 *   (the reasons of `LinagePosition.illegalReason`).
 *
 * @example
 * ```ts
 * import { linage, parseMove } from '@quadrille/linage';
 *
 * const pos = linage.create();
 * pos.play(parseMove(pos, 'F6'));
 * parseMove(pos, 'pass'); // 121, the pass on 11×11
 * ```
 */
export function parseMove(pos: LinagePosition, text: string): LinageMove {
  return parseLegalMove(pos, text);
}

/**
 * The typed view of a move id on `pos`'s board (legal or not).
 *
 * @throws `IllegalMoveError` with reason `'not-a-move'` for a value that is no move id.
 */
export function describeMove(pos: LinagePosition, move: number): LinageMoveView {
  const view = typeof move === 'number' ? decodeMove(pos.grid, move) : undefined;
  if (view === undefined) {
    throw new IllegalMoveError(`${describeValue(move)} is not a linage move id`, Reason.NotAMove);
  }
  return view;
}
