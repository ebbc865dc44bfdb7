/**
 * {@link collectGarbage}: a full garbage collection now, so that the memory budget measures
 * what the rooms hold rather than garbage not yet collected (the tables of closed rooms). Node
 * gives `gc()` only under `--expose-gc`; the flag is set at run time, once, and the function
 * taken from a fresh context. Where that is not possible the budget counts garbage too.
 *
 * @module
 */

import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

let gc: (() => void) | undefined | null;

/** Collects garbage twice (the second frees the typed arrays the first found dead); whether it could. */
export function collectGarbage(): boolean {
  if (gc === undefined) {
    try {
      setFlagsFromString('--expose-gc');
      const found: unknown = runInNewContext('gc');
      gc = typeof found === 'function' ? (found as () => void) : null;
    } catch {
      gc = null;
    }
  }
  if (gc === null) return false;
  gc();
  gc();
  return true;
}
