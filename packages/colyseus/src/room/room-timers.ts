/**
 * {@link RoomTimers}: the timers of one room, kept so that all of them are cleared at once when
 * the room goes: nothing of a disposed room runs later.
 *
 * @module
 */

import { type LongTimer, setLongTimeout } from '../long-timer.js';

/** A room's timeouts (of any length) and intervals. */
export class RoomTimers {
  readonly #timeouts = new Set<LongTimer>();
  readonly #intervals = new Set<ReturnType<typeof setInterval>>();

  /** Calls `f` after `ms` milliseconds (more than a Node timer waits, too), unless cleared. */
  later(ms: number, f: () => void): LongTimer {
    const timer = setLongTimeout(ms, () => {
      this.#timeouts.delete(handle);
      f();
    });
    const handle: LongTimer = {
      clear: () => {
        timer.clear();
        this.#timeouts.delete(handle);
      },
    };
    this.#timeouts.add(handle);
    return handle;
  }

  /** Calls `f` every `ms` milliseconds until {@link RoomTimers.clear}. */
  every(ms: number, f: () => void): void {
    this.#intervals.add(setInterval(f, ms));
  }

  /** The timers pending (timeouts and intervals). */
  get pending(): number {
    return this.#timeouts.size + this.#intervals.size;
  }

  /** Clears every timer. */
  clear(): void {
    for (const t of this.#timeouts) t.clear();
    for (const t of this.#intervals) clearInterval(t);
    this.#intervals.clear();
  }
}
