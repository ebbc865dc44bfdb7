/**
 * The layout of a position's state: everything that changes during a game lives in one array
 * of 32-bit integers, so that cloning a position is a single copy. (A plain array, not an
 * `Int32Array`: V8 allocates small arrays on its heap, typed arrays of this size off it, which
 * made `clone` several times slower.)
 *
 * @module
 */

import type { Grid } from '@quadrille/core';

/** Offsets of the parts of a position's state buffer (one layout per board and colours). */
export interface StateLayout {
  /** Bitset words of the occupied cells (pieces and the black square). */
  readonly occupied: number;
  /** Pieces left, one entry per colour. */
  readonly supplies: number;
  /** One entry per cell: the union-find parent over same-colour cells (itself for a root). */
  readonly parents: number;
  /** Bitset words of each colour's cells, colour after colour (`grid.words` words each). */
  readonly colourCells: number;
  /** The open slots (both cells empty), on grids with slot sets (see `SlotTable.slotWords`). */
  readonly open: number;
  /** Total length of the buffer. */
  readonly length: number;
}

/** The layout for `grid`, `colours` colours and slot sets of `slotWords` words. */
export function stateLayout(grid: Grid, colours: number, slotWords: number): StateLayout {
  const occupied = 0;
  const supplies = occupied + grid.words;
  const parents = supplies + colours;
  const colourCells = parents + grid.size;
  const open = colourCells + colours * grid.words;
  return { occupied, supplies, parents, colourCells, open, length: open + slotWords };
}
