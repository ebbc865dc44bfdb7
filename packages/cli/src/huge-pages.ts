/**
 * A hint for big solves on Linux: the solver's table is read at random, and with the system's
 * default 4 KiB pages most reads of a table of gigabytes also miss the processor's address
 * cache (TLB). Transparent huge pages cut that: Talpa 5×5 with a 1.5 GiB table took 107 s
 * instead of 136 s on our 2-core machine (bench/RESULTS.md, 2026-11-29). Node cannot ask for huge
 * pages for one array (`madvise` is not in its API), so the setting is the machine's.
 *
 * @module
 */

import { readFileSync } from 'node:fs';

/** Where Linux says when transparent huge pages are used. */
export const THP_SETTING = '/sys/kernel/mm/transparent_hugepage/enabled';

/** Tables from this size on get the hint: smaller ones are quick whatever the pages. */
export const HINT_BYTES = 2 ** 30;

/**
 * The hint to print before a solve with a table of `bytes`, or undefined: none for a small
 * table, where the setting cannot be read (not Linux), or where huge pages are always on.
 *
 * @param read - reads the setting (the file at {@link THP_SETTING}); throws where there is none.
 */
export function hugePagesHint(
  bytes: number,
  read: () => string = () => readFileSync(THP_SETTING, 'utf8'),
): string | undefined {
  if (bytes < HINT_BYTES) return undefined;
  let setting: string;
  try {
    setting = read();
  } catch {
    return undefined;
  }
  const chosen = /\[(\w+)\]/.exec(setting)?.[1];
  if (chosen === undefined || chosen === 'always') return undefined;
  return `solve: transparent huge pages are '${chosen}' here: a table this big is read faster with them always on (as root: echo always > ${THP_SETTING})`;
}
