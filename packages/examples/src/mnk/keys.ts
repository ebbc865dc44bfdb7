/**
 * The Zobrist features of an m,n,k position, for `key()`: a stone of a seat on a cell, and
 * seat 1 to move. One table serves every board size (cell indices are below 19 × 19).
 *
 * @module
 */

import { zobristTable } from '@quadrille/core';
import { MNK_MAX_SIDE } from './options.js';

// #region keys
/** This game's salt: no other game's feature values are the same. */
const MNK_SALT = 0x6d6e6b; // 'mnk'

const MAX_CELLS = MNK_MAX_SIDE * MNK_MAX_SIDE;

/** Feature number of a stone of `seat` on `cell`. */
export function stoneFeature(cell: number, seat: number): number {
  return 2 * cell + seat;
}

/**
 * Feature number of "seat 1 is to move". In this game the stone count already tells who moves,
 * but a game with passes would need it: keep everything that decides the legal moves in the key.
 */
export const SEAT_ONE_TO_MOVE = 2 * MAX_CELLS;

/** The feature values: `ZOBRIST[2 * f]` is the low half of feature `f`, `ZOBRIST[2 * f + 1]` the high half. */
export const ZOBRIST: Int32Array = zobristTable(MNK_SALT, SEAT_ONE_TO_MOVE + 1);
// #endregion
