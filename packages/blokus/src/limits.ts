/**
 * The memory limits of `@quadrille/blokus`, for servers that create games from untrusted options
 * or JSON: every accepted option set stays below {@link MAX_TABLE_BYTES} of tables, and the
 * tables of recently used geometries are kept in a cache bounded by {@link TABLE_CACHE_LIMITS}.
 *
 * @module
 */

import type { BoundedCacheLimits } from '@quadrille/core';

/**
 * The most bytes of precomputed tables (the placement table of a board and piece set) that any
 * accepted options may need: 64 MiB. Options past it are an `OptionsError` with reason
 * `too-large` (a `SetupError` `too-large` from `fromJSON`), found from the options before
 * anything is allocated. The standard sets need far less: 20×20 about 4 MiB, Duo about 2 MiB.
 */
export const MAX_TABLE_BYTES = 64 * 2 ** 20;

/**
 * The limits of the cache of placement tables shared by positions of the same board and piece
 * set: the 8 most recently used, 96 MiB in all. A table evicted while positions still use it
 * lives on with them; the cache only stops holding it.
 */
export const TABLE_CACHE_LIMITS: BoundedCacheLimits = { maxEntries: 8, maxBytes: 96 * 2 ** 20 };
