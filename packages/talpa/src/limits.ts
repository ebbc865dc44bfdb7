/**
 * Memory limits. Board sizes come from options, and options may come from untrusted JSON, so the
 * tables of one board size have a ceiling ({@link MAX_TABLE_BYTES}, checked from the options
 * before anything is allocated) and the cache that shares them between positions has a budget
 * ({@link TABLE_CACHE_LIMITS}).
 *
 * @module
 */

import type { BoundedCacheLimits } from '@quadrille/core';

/**
 * The most bytes of tables one option set may need (64 MiB). Options past it are an
 * `OptionsError` with reason `'too-large'`. Talpa's largest board, 64×64, needs about 1 MiB
 * ({@link tableBytes}), so today the side limit rejects a board long before this does.
 */
export const MAX_TABLE_BYTES = 64 * 2 ** 20;

/**
 * The budget of the shared move-table cache: the 64 most recently used board sizes, 32 MiB in
 * all (estimated by {@link tableBytes}). A table that is evicted lives on in the positions that
 * use it; the cache just stops holding it.
 */
export const TABLE_CACHE_LIMITS: BoundedCacheLimits = { maxEntries: 64, maxBytes: 32 * 2 ** 20 };

/**
 * The estimated bytes of the tables of a `width` × `height` board: the move table, its position
 * keys, and the grid it holds (neighbours and cell names, as core estimates them). Computed from
 * the two numbers alone, so that options can be refused before anything is built.
 */
export function tableBytes(width: number, height: number): number {
  const cells = width * height;
  const captures = 2 * (width * (height - 1) + height * (width - 1));
  const ids = captures + cells + 1;
  const words = Math.ceil(cells / 32);
  return (
    16 * cells + // captureAt: four Int32 per cell
    9 * captures + // from, to (Int32) and direction (Uint8)
    3 * cells + // edges, and each player's line
    8 * cells + // gap: four Int16 per cell
    16 * words + // core's shared bit masks of the grid
    16 * ids + // position keys: two Int32 per move id and side
    128 * cells + // the grid itself
    1024 // objects and headers
  );
}
