/**
 * The Zobrist features of a Blokus position (see core's `zobristTable`): a colour's square on a
 * cell, a piece (each copy of it) a colour has placed, and who is to move (one of the colours, or nobody once the
 * game is over). Everything else that decides the legal moves and the outcome — forbidden cells,
 * attach points, skipped colours, classic3's rotating seat — follows from these.
 *
 * @module
 */

import { zobristTable } from '@quadrille/core';

/** The salt of Blokus's feature values: no other game's keys share them. */
export const BLOKUS_ZOBRIST_SALT = 0x0b10c05;

/** The most colours of any variant: the table has room for all of them. */
const MAX_COLOURS = 4;

/** Feature number of `colour`'s square on `cell` (a board of `cells` cells). */
export function cellFeature(cells: number, colour: number, cell: number): number {
  return colour * cells + cell;
}

/**
 * Feature number of a piece `colour` placed: its copy `copy` (numbered over all copies of all
 * pieces, `pieces` of them: one per piece but in Junior's set), so that a key counts copies used.
 */
export function pieceFeature(cells: number, pieces: number, colour: number, copy: number): number {
  return MAX_COLOURS * cells + colour * pieces + copy;
}

/** Feature number of the side to move: `colour`, or {@link overMoverFeature}'s value once over. */
export function moverFeature(cells: number, pieces: number, colour: number): number {
  return MAX_COLOURS * (cells + pieces) + colour;
}

/** The `colour` argument of {@link moverFeature} for a finished game. */
export const overMoverFeature = MAX_COLOURS;

/** The feature values (lo, hi pairs) of a board of `cells` cells and a set of `pieces` pieces. */
export function blokusZobrist(cells: number, pieces: number): Int32Array {
  return zobristTable(BLOKUS_ZOBRIST_SALT, moverFeature(cells, pieces, overMoverFeature) + 1);
}
