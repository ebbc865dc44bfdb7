/**
 * {@link mnk}: the m,n,k-game as a core `Game` object.
 *
 * @module
 */

import { type GameDescription, Grid } from '@quadrille/core';
import { mnkFromJSON } from './json.js';
import { formatMnkMove, parseMnkMove } from './notation.js';
import { MNK_OPTIONS, type MnkOptions, readMnkOptions } from './options.js';
import { type MnkMove, MnkPosition } from './position.js';
import { describeMnkMove, MNK_SEATS, type MnkMoveDescription, mnkView } from './view.js';

// #region game
/**
 * The m,n,k-game — tic-tac-toe on a `width × height` board, `k` in a row wins — written on
 * `@quadrille/core`'s protocol as a model for your own games: integer moves, `legalMovesInto`,
 * `undo` and a Zobrist `key`, JSON in the shared layout read by core's untrusted-input readers,
 * and typed errors with stable reasons. It also describes itself to the tools (presets, seats,
 * view, input), so the CLI, the board and the kit take it as they take the built-in games. See
 * docs/custom-game.md for a walk through it.
 *
 * @example
 * ```ts
 * const pos = mnk.create({ width: 4, height: 4, k: 3 });
 * for (const text of ['b2', 'a1', 'b3', 'a2', 'b4']) pos.play(mnk.parseMove(pos, text));
 * console.log(pos.outcome()?.winners); // => 0
 * const saved = JSON.stringify(pos.toJSON());
 * console.log(saved); // => {"game":"mnk","version":1,"options":{"width":4,"height":4,"k":3},"moves":["b2","a1","b3","a2","b4"]}
 * console.log(mnk.fromJSON(JSON.parse(saved)).isOver()); // => true
 * ```
 */
export const mnk: GameDescription<MnkPosition, MnkMove, MnkOptions, MnkMoveDescription> = {
  id: 'mnk',
  title: 'm,n,k-game',
  summary: 'The m,n,k-game: k stones in a row on an m×n board win (moves: cells, e.g. b2)',
  options: MNK_OPTIONS,
  presets: [
    { name: 'tic-tac-toe', label: 'Tic-tac-toe: 3×3, three in a row', options: {} },
    { name: 'four', label: '4×4, three in a row', options: { width: 4, k: 3 } },
    { name: 'gomoku', label: 'Gomoku: 15×15, five in a row', options: { width: 15, k: 5 } },
  ],
  demo: { preset: 'four', iterations: 200 },
  create(options?: MnkOptions): MnkPosition {
    const { width, height, k } = readMnkOptions(options);
    return new MnkPosition(Grid.of(width, height), k);
  },
  fromJSON: mnkFromJSON,
  formatMove: formatMnkMove,
  parseMove: parseMnkMove,
  view: mnkView,
  describeMove: describeMnkMove,
  seats: () => MNK_SEATS,
  input: { ordered: false, cells: (_pos, move) => [move] },
};
// #endregion
