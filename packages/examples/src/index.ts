/**
 * `@quadrille/examples`: model custom games written on `@quadrille/core`'s protocol, to read,
 * copy and property-test with `@quadrille/testing`.
 *
 * - {@link mnk}: the m,n,k-game (tic-tac-toe on any board up to 19 × 19, `k` in a row wins),
 *   with integer moves, `legalMovesInto`, `undo`, a Zobrist `key`, JSON in the shared layout and
 *   typed errors. docs/custom-game.md walks through its code.
 *
 * @packageDocumentation
 */

export { mnk } from './mnk/game.js';
export { MNK_MAX_SIDE, type MnkOptions, type MnkRules } from './mnk/options.js';
export { type MnkJSON, type MnkMove, MnkPosition } from './mnk/position.js';
export { describeMnkMove, MNK_SEATS, type MnkMoveDescription, mnkView } from './mnk/view.js';
