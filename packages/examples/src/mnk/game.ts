/**
 * {@link mnk}: the m,n,k-game as a core `Game` object.
 *
 * @module
 */

import { type Game, Grid } from '@quadrille/core';
import { mnkFromJSON } from './json.js';
import { formatMnkMove, parseMnkMove } from './notation.js';
import { type MnkOptions, readMnkOptions } from './options.js';
import { type MnkMove, MnkPosition } from './position.js';

// #region game
/**
 * The m,n,k-game — tic-tac-toe on a `width × height` board, `k` in a row wins — written on
 * `@quadrille/core`'s protocol as a model for your own games: integer moves, `legalMovesInto`,
 * `undo` and a Zobrist `key`, JSON in the shared layout read by core's untrusted-input readers,
 * and typed errors with stable reasons. See docs/custom-game.md for a walk through it.
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
export const mnk: Game<MnkPosition, MnkMove, MnkOptions> = {
  id: 'mnk',
  create(options?: MnkOptions): MnkPosition {
    const { width, height, k } = readMnkOptions(options);
    return new MnkPosition(Grid.of(width, height), k);
  },
  fromJSON: mnkFromJSON,
  formatMove: formatMnkMove,
  parseMove: parseMnkMove,
};
// #endregion
