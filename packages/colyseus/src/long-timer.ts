/**
 * {@link setLongTimeout}: a timeout of any length. Node fires a `setTimeout` of more than
 * {@link MAX_TIMER_MS} milliseconds after 1 ms (with a warning), so a clock of 25 days would
 * run out at once; this one waits in pieces no longer than that.
 *
 * @module
 */

/** The longest delay Node's `setTimeout` honours: 2^31 − 1 ms (about 24.8 days). */
export const MAX_TIMER_MS = 2 ** 31 - 1;

/** A pending {@link setLongTimeout}. */
export interface LongTimer {
  /** Cancels it: `f` is not called. */
  clear(): void;
}

/**
 * Calls `f` after `ms` milliseconds, however many, by waiting pieces of at most `piece` ms
 * (default {@link MAX_TIMER_MS}). A delay that is not a positive number waits 0 ms.
 *
 * @example
 * ```ts
 * const timer = setLongTimeout(25 * 86_400_000, () => console.log('25 days later'));
 * timer.clear();
 * ```
 */
export function setLongTimeout(ms: number, f: () => void, piece: number = MAX_TIMER_MS): LongTimer {
  let left = ms > 0 ? ms : 0;
  let handle: ReturnType<typeof setTimeout>;
  const wait = () => {
    const step = Math.min(left, piece);
    handle = setTimeout(() => {
      left -= step;
      if (left > 0) wait();
      else f();
    }, step);
  };
  wait();
  return { clear: () => clearTimeout(handle) };
}
