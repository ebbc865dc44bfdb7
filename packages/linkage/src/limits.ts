/**
 * The memory limits of Linkage's per-board tables: the ceiling any accepted option set must stay
 * under ({@link MAX_TABLE_BYTES}), the byte estimate `resolveOptions` checks against it before
 * anything is built ({@link tableBytes}), and the one bounded cache that shares the tables between
 * positions ({@link TABLE_CACHE_LIMITS}). Board sizes come from options that may come from
 * untrusted JSON, so nothing here may grow without bound.
 *
 * @module
 */

import { BoundedCache, type BoundedCacheLimits } from '@quadrille/core';

/**
 * The most bytes of tables (slot table, move table, Zobrist features) one option set may need:
 * 64 MiB. Options past it are refused with an `OptionsError` of reason `'too-large'`. Every
 * table is linear in the number of cells, so the largest board (256×256, 8 colours) needs about
 * 24 MiB and stays well inside.
 */
export const MAX_TABLE_BYTES = 64 * 2 ** 20;

/**
 * The budget of the cache that shares tables between positions on the same board: at most 16
 * tables and 96 MiB (estimated by {@link tableBytes}'s parts). The least recently used tables are
 * dropped first; a table still used by a live position lives on with it.
 */
export const TABLE_CACHE_LIMITS: BoundedCacheLimits = { maxEntries: 16, maxBytes: 96 * 2 ** 20 };

/**
 * Grids with at most `32 ×` this many slots (the standard 7×7 has 84, 11×11 has 220) get slot
 * sets: see `SlotTable.slotWords`. Beyond, the per-slot sets would grow with the square of the
 * board, so larger grids scan cell bitsets instead.
 */
export const MAX_SLOT_WORDS = 8;

/** @internal The shared cache of slot tables (`slots:WxH`) and move tables (`moves:WxH/colours`). */
export const tableCache = new BoundedCache<string, object>(TABLE_CACHE_LIMITS);

/** The number of domino slots of a `width`×`height` board. */
export function slotCount(width: number, height: number): number {
  return (width - 1) * height + width * (height - 1);
}

/** Words of a slot set on a board with `slots` slots, or 0 past {@link MAX_SLOT_WORDS}. */
export function slotSetWords(slots: number): number {
  const words = (slots + 31) >>> 5;
  return words <= MAX_SLOT_WORDS ? words : 0;
}

/** Estimated bytes of the slot table of a `width`×`height` board with slot sets of `slotWords` words. */
export function slotTableBytes(width: number, height: number, slotWords: number): number {
  const cells = width * height;
  const slots = slotCount(width, height);
  const words = (cells + 31) >>> 5;
  // first, second, halo (6 cells) per slot; east, north, 4 covering slots per cell; 3 scratch
  // bitsets and the 2 grid masks it holds; with slot sets, overlapping and touching slot sets,
  // the halo as a cell bitset and 6 neighbour pairs per slot; a fixed overhead for the objects.
  const perSlotSets = slotWords === 0 ? 0 : slotWords * 8 + words * 4 + 48;
  return slots * (32 + perSlotSets) + cells * 24 + words * 20 + slotWords * 4 + 1024;
}

/** Estimated bytes of the move table (ids, Zobrist features) of a board and number of colours. */
export function moveTableBytes(width: number, height: number, colours: number): number {
  const cells = width * height;
  const slots = slotCount(width, height);
  const placements = slots * colours;
  // slotOf (4), colourOf (1) and a precomputed key (8) per placement; two Int32 per Zobrist
  // feature: a colour or the black square per cell, a closed slot per slot, five state features.
  const features = cells * (colours + 1) + slots + 5;
  return placements * 13 + features * 8 + colours * 4 + 1024;
}

/**
 * Estimated bytes of every table a game on a `width`×`height` board with `colours` colours
 * builds: computed from the options alone, before anything is allocated.
 */
export function tableBytes(width: number, height: number, colours: number): number {
  const slotWords = slotSetWords(slotCount(width, height));
  return slotTableBytes(width, height, slotWords) + moveTableBytes(width, height, colours);
}
