/** The clock option of a room: core's clock or `{ total, increment }`, read by core, with the room's floor. */
import { CLOCK_LIMITS } from '@quadrille/core';
import { describe, expect, it } from 'vitest';
import { readClockOption } from '../src/clock-option.js';
import { MIN_CLOCK_MS } from '../src/index.js';

const DAY = CLOCK_LIMITS.totalMs;

describe('readClockOption', () => {
  it('reads core’s clock, filled in', () => {
    expect(readClockOption(undefined)).toBeUndefined();
    expect(readClockOption({ totalMs: 60_000 })).toEqual({
      totalMs: 60_000,
      incrementMs: 0,
      byoMs: 0,
      stones: 0,
    });
    expect(readClockOption({ totalMs: 600_000, byoMs: 30_000, stones: 5 })).toEqual({
      totalMs: 600_000,
      incrementMs: 0,
      byoMs: 30_000,
      stones: 5,
    });
    // Byo-yomi from the first move.
    expect(readClockOption({ totalMs: 0, byoMs: MIN_CLOCK_MS, stones: 1 })).toMatchObject({ totalMs: 0 });
    expect(readClockOption({ totalMs: DAY, incrementMs: DAY, byoMs: DAY, stones: 1000 })).toMatchObject({
      totalMs: DAY,
    });
  });

  it('reads { total, increment? } as core’s { totalMs, incrementMs }', () => {
    expect(readClockOption({ total: 60_000 })).toEqual({
      totalMs: 60_000,
      incrementMs: 0,
      byoMs: 0,
      stones: 0,
    });
    expect(readClockOption({ total: DAY, increment: DAY })).toEqual(
      readClockOption({ totalMs: DAY, incrementMs: DAY }),
    );
  });

  it.each([
    // Core refuses these: past its limits, a field of neither shape, byo-yomi half given, no time.
    [{ total: DAY + 1 }, /totalMs.*clock\.total is totalMs/],
    [{ total: 1000, increment: -1 }, /incrementMs/],
    [{ total: 1000, bonus: 1 }, /bonus/],
    [{ increment: 1000 }, /needs total/],
    [{ total: 60_000, totalMs: 60_000 }, /not a mix/],
    [{ totalMs: 60_000, increment: 1000 }, /not a mix/],
    [{ totalMs: 1000, byoMs: 1000 }, /byo-yomi needs both/],
    [{ totalMs: 1000, stones: 1001, byoMs: 1000 }, /stones/],
    [{ totalMs: '60' }, /totalMs/],
    [{}, /totalMs/],
    [60_000, /a clock/],
    [null, /a clock/],
    // The room's floor: whole milliseconds, a second a stretch.
    [{ total: 999 }, /at least 1000/],
    [{ totalMs: 5 }, /at least 1000/],
    [{ totalMs: 60_000, byoMs: 999, stones: 1 }, /byoMs must be at least 1000/],
    [{ total: 1000, increment: 0.5 }, /whole milliseconds/],
    [{ totalMs: 1000.5 }, /whole milliseconds/],
    [{ totalMs: 0, byoMs: 1000.5, stones: 1 }, /whole milliseconds/],
  ])('refuses %j (bad-clock)', (clock, message) => {
    expect(() => readClockOption(clock)).toThrow(
      expect.objectContaining({
        code: 'ERR_OPTIONS',
        reason: 'bad-clock',
        message: expect.stringMatching(message),
      }),
    );
  });
});
