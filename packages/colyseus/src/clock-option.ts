/**
 * The `clock` a client gives when it creates a room ({@link ClockOption}) and its reader,
 * {@link readClockOption}. The clock is core's: core's `readClock` checks it against
 * `CLOCK_LIMITS`, and the room's own floor comes on top — whole milliseconds, and at least
 * {@link MIN_CLOCK_MS} in every stretch of time a seat is given (a clock of 5 ms would only make
 * a room that ends before anyone can move).
 *
 * @module
 */

import {
  type ClockSettings,
  describeValue,
  isPlainObject,
  OptionsError,
  readClock,
  readRecord,
} from '@quadrille/core';

/**
 * A room's clock, in milliseconds, for every seat: core's `ClockSettings`
 * (`{ totalMs, incrementMs?, byoMs?, stones? }`: main time, an increment after each move made in
 * it, then byo-yomi, `byoMs` for every `stones` moves), or the shape rooms first took,
 * `{ total, increment? }`, which is `{ totalMs: total, incrementMs: increment }`. A seat whose
 * time runs out loses.
 *
 * @example
 * ```ts
 * import type { CreateOptions } from '@quadrille/colyseus';
 *
 * const fischer: CreateOptions = { clock: { totalMs: 300_000, incrementMs: 2000 } };
 * const byoYomi: CreateOptions = { clock: { totalMs: 600_000, byoMs: 30_000, stones: 1 } };
 * const first: CreateOptions = { clock: { total: 300_000, increment: 2000 } }; // as `fischer`
 * ```
 */
export type ClockOption =
  | ClockSettings
  | {
      /** Milliseconds for the whole game: core's `totalMs`. */
      readonly total: number;
      /** Milliseconds added after each of the seat's moves (default 0): core's `incrementMs`. */
      readonly increment?: number;
    };

/**
 * The least time, in milliseconds, a room's clock gives in each stretch: its main time (0 only
 * when it starts in byo-yomi) and each byo-yomi period.
 */
export const MIN_CLOCK_MS = 1000;

/** The keys of the shape rooms first took. */
const TOTAL_KEYS = ['total', 'increment'] as const;
/** The keys of core's clock. */
const CORE_KEYS = ['totalMs', 'incrementMs', 'byoMs', 'stones'] as const;

/** Throws the `OptionsError` of a clock mistake: reason `bad-clock`, as core's reader does. */
function badClock(message: string): never {
  throw new OptionsError(message, 'bad-clock');
}

/**
 * The clock of a client's create options, checked by core's `readClock` and then the room's floor,
 * with core's optional fields filled in; `undefined` for none. Either shape of
 * {@link ClockOption} is read, not a mix of them.
 *
 * @throws `OptionsError` (reason `bad-clock`) for anything else: a field of neither shape, a clock
 *   core refuses (past `CLOCK_LIMITS`, byo-yomi without both its fields, no time), a fraction of a
 *   millisecond, or main time or a byo-yomi period under {@link MIN_CLOCK_MS}.
 */
export function readClockOption(value: unknown): Required<ClockSettings> | undefined {
  if (value === undefined) return undefined;
  if (!hasKey(value, TOTAL_KEYS)) return checkFloor(readClock(value));
  if (hasKey(value, CORE_KEYS))
    badClock(
      'a clock is { totalMs, incrementMs?, byoMs?, stones? } or { total, increment? }, not a mix of them',
    );
  // The first shape under core's names, so that core's reader checks it; its messages then name
  // core's fields, which the note maps back.
  const record = readRecord(value, TOTAL_KEYS, 'clock', badClock, 'bad-clock');
  if (!Object.hasOwn(record, 'total')) badClock('a clock of { total, increment? } needs total');
  const settings = {
    totalMs: record.total,
    ...(record.increment === undefined ? {} : { incrementMs: record.increment }),
  };
  try {
    return checkFloor(readClock(settings));
  } catch (e) {
    throw e instanceof OptionsError
      ? new OptionsError(`${e.message} (clock.total is totalMs, clock.increment is incrementMs)`, 'bad-clock')
      : e;
  }
}

/** Whether `value` is a plain object with one of `keys` its own. */
function hasKey(value: unknown, keys: readonly string[]): boolean {
  return isPlainObject(value) && keys.some((key) => Object.hasOwn(value, key));
}

/** `clock`, once the room's floor holds: whole milliseconds, {@link MIN_CLOCK_MS} a stretch. */
function checkFloor(clock: Required<ClockSettings>): Required<ClockSettings> {
  for (const key of ['totalMs', 'incrementMs', 'byoMs'] as const)
    if (!Number.isInteger(clock[key]))
      badClock(`clock.${key} must be whole milliseconds in a room, got ${describeValue(clock[key])}`);
  if (clock.totalMs > 0 && clock.totalMs < MIN_CLOCK_MS)
    badClock(
      `clock.totalMs must be at least ${MIN_CLOCK_MS} ms in a room (0 only with byo-yomi), got ${clock.totalMs}`,
    );
  if (clock.byoMs > 0 && clock.byoMs < MIN_CLOCK_MS)
    badClock(`clock.byoMs must be at least ${MIN_CLOCK_MS} ms in a room, got ${clock.byoMs}`);
  return clock;
}
