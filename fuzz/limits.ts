/**
 * The documented memory budgets the memory probe holds the games to, read from the packages:
 * each game's `TABLE_CACHE_LIMITS` (at most 96 MiB) and core's `GRID_CACHE_LIMITS`.
 *
 * @module
 */

import { type BoundedCacheLimits, GRID_CACHE_LIMITS } from '@quadrille/core';

const MiB = 2 ** 20;

/** What the shared decisions allow a game's table cache at most. */
export const MAX_TABLE_CACHE_BYTES = 96 * MiB;

/** Heap growth tolerated beyond the cache budgets: compiled code, interned strings, noise. */
export const PROBE_SLACK_BYTES = 16 * MiB;

/** The table cache limits a game package exports, or `undefined` if it exports none. */
export function tableCacheLimits(pkg: Readonly<Record<string, unknown>>): BoundedCacheLimits | undefined {
  const limits = pkg.TABLE_CACHE_LIMITS as Partial<BoundedCacheLimits> | undefined;
  return typeof limits?.maxBytes === 'number' && typeof limits.maxEntries === 'number'
    ? { maxBytes: limits.maxBytes, maxEntries: limits.maxEntries }
    : undefined;
}

/** The budget of one game: its table cache (or 96 MiB if it documents none), the grid cache, slack. */
export function budgetOf(pkg: Readonly<Record<string, unknown>>): {
  readonly bytes: number;
  readonly documented: boolean;
} {
  const tables = tableCacheLimits(pkg);
  const tableBytes = tables?.maxBytes ?? MAX_TABLE_CACHE_BYTES;
  return {
    bytes: tableBytes + GRID_CACHE_LIMITS.maxBytes + PROBE_SLACK_BYTES,
    documented: tables !== undefined,
  };
}

/** Bytes as MiB with one decimal. */
export const mib = (bytes: number): string => `${(bytes / MiB).toFixed(1)} MiB`;
