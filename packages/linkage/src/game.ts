/**
 * {@link linkage}: the Game object (create, fromJSON, notation) and {@link describeMove}.
 *
 * @module
 */

import {
  failSetup,
  type GameDescription,
  MAX_GRID_SIDE,
  NAMED_COLOURS,
  Reason,
  readDocument,
  readStrings,
  replayMoves,
  type SeatDescription,
  SetupError,
  withDocumentOptions,
} from '@quadrille/core';
import { COLOURS } from './colours.js';
import { linkageKnowledge } from './knowledge.js';
import type { LinkageMove, LinkageMoveView } from './moves.js';
import { formatMove, parseMove } from './notation.js';
import { LINKAGE_OPTIONS, type LinkageOptions, resolveOptions } from './options.js';
import { LinkagePosition } from './position.js';
import { render, seatNames } from './render.js';
import { view } from './view.js';

/** A seat's colour by its name: neither More nor Fewer owns a piece colour, so two others. */
const SEAT_COLOURS: Readonly<Record<string, string>> = {
  More: NAMED_COLOURS.green!,
  Fewer: NAMED_COLOURS.purple!,
  'Seat 0': NAMED_COLOURS.black!,
  'Seat 1': NAMED_COLOURS.white!,
};

function seats(pos: LinkagePosition): SeatDescription[] {
  return seatNames(pos).map((name) => ({ name, colour: SEAT_COLOURS[name]! }));
}

function legend(pos: LinkagePosition): string {
  const letters = COLOURS.slice(0, pos.rules.colours).map((c) => `${c.letter} ${c.name}`);
  return (
    `${letters.join(', ')} pieces (either player places any colour), # the black square, . empty\n` +
    `lower case: the last piece placed (the next may not touch it); More wins with ${pos.rules.threshold}+ groups, Fewer with fewer`
  );
}

/** The board's symbols in colour: each piece colour's letter (either case), and the black square. */
const TEXT_COLOURS: Readonly<Record<string, string>> = Object.fromEntries([
  ...COLOURS.flatMap((c) => [
    [c.letter, NAMED_COLOURS[c.name]!],
    [c.letter.toLowerCase(), NAMED_COLOURS[c.name]!],
  ]),
  ['#', NAMED_COLOURS.black!],
]);

/** The most plies any game can have: every ply but a pass fills two squares, a pass follows a placement. */
function maxPlies(cells: number): number {
  return 2 + 2 * Math.floor(cells / 2);
}

/**
 * Linkage (Ethan Larson): two players, More and Fewer, place shared coloured dominoes; More
 * wins with at least 12 groups of one colour, Fewer otherwise. `create()` is the standard game
 * (7×7, black square d4, four colours × 6 pieces, seat 0 is More and moves first). The object
 * is also the game's description for tools (presets, seats, view, input, knowledge).
 *
 * @example
 * ```ts
 * import { linkage, parseMove } from '@quadrille/linkage';
 *
 * const pos = linkage.create(); // or linkage.create({ width: 9, colours: 5, setup: 'pie' })
 * pos.play(parseMove(pos, 'Yd6-e6'));
 * pos.legalMoves().length; // 240
 * pos.undo(); // takes Yd6-e6 back
 * const copy = linkage.fromJSON(JSON.parse(JSON.stringify(pos.toJSON())));
 * copy.key() === pos.key(); // true
 * ```
 */
export const linkage: GameDescription<LinkagePosition, LinkageMove, LinkageOptions, LinkageMoveView> = {
  id: 'linkage',
  title: 'Linkage',
  summary: 'Linkage: shared dominoes; More wants 12+ groups, Fewer fewer (moves: Rd1-e1, pass)',
  options: LINKAGE_OPTIONS,
  presets: [
    { name: 'standard', label: 'Standard: 7×7, More moves first', options: {} },
    {
      name: 'pie',
      label: 'Pie rule: one player places the black square, the other picks a role',
      options: { setup: 'pie' },
    },
    { name: 'free', label: 'Free: a piece may touch the last one', options: { restriction: false } },
  ],
  demo: { preset: 'standard', iterations: 400 },

  /**
   * A new game with `options` (the standard game by default).
   *
   * @example
   * ```ts
   * linkage.create(); // 7×7, black square d4, W B R Y × 6 each, seat 0 is More
   * linkage.create({ width: 9, colours: 5, threshold: 16 });
   * linkage.create({ setup: 'pie' }); // seat 0 places the black square, seat 1 picks a role
   * ```
   *
   * @throws `OptionsError` with a `reason` naming the offending option (see `resolveOptions`).
   */
  create(options?: LinkageOptions): LinkagePosition {
    return new LinkagePosition(resolveOptions(options));
  },

  /**
   * The position that `data` (untrusted: `{ game: 'linkage', version: 1, options, moves }`, as
   * `toJSON` writes it) describes, replaying its moves. Never mutates `data`.
   *
   * @throws `SetupError` with reason `'not-an-object'`, `'unknown-field'`, `'missing'`,
   *   `'wrong-game'`, `'bad-version'`, `'bad-options'`, `'too-large'`, `'bad-type'` or
   *   `'bad-moves'`.
   */
  fromJSON(data: unknown): LinkagePosition {
    const doc = readDocument(data, 'linkage', ['moves']);
    // The shape of the moves first (cheap), the tables of the options next, the replay last.
    const moves = readStrings(doc.moves, 'moves', maxPlies(MAX_GRID_SIDE * MAX_GRID_SIDE), failSetup);
    const pos = withDocumentOptions(() => new LinkagePosition(resolveOptions(doc.options)));
    const most = maxPlies(pos.grid.size);
    if (moves.length > most) {
      throw new SetupError(
        `moves has ${moves.length} entries, more than any game on a ${pos.grid} board (${most})`,
        Reason.TooLarge,
      );
    }
    return replayMoves(pos, moves, parseMove);
  },

  formatMove,
  parseMove,
  view,
  describeMove,
  seats,
  // The colours of one domino share its cells: a board offers them as a choice.
  input: { ordered: false, cells: (pos, move) => pos.table.view(move).cells },
  knowledge: linkageKnowledge,
  text: { board: render, legend, colours: TEXT_COLOURS },
};

/**
 * The typed view of a move: a placement (colour, cells), the pass, or a setup move.
 *
 * @throws `IllegalMoveError` (reason `'not-a-move'`) if `move` is not a move id of the game.
 */
export function describeMove(pos: LinkagePosition, move: number): LinkageMoveView {
  return pos.table.view(move);
}
