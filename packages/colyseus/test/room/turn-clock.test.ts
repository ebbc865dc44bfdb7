/**
 * TurnClock and the clock settings: what a turn costs, the increment, the cap, the move time of a
 * person seat, and the turn's timers — under fake timers, so that hours pass in no time.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { capClock, MAX_CLOCK_MS, readClock, TurnClock } from '../../src/room/turn-clock.js';

const DAY = 86_400_000;

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** Turn events that record what they are told. */
function events() {
  const told = { timeUp: 0, ticks: [] as number[] };
  return {
    told,
    timeUp: () => {
      told.timeUp++;
    },
    tick: (ms: number) => {
      told.ticks.push(ms);
    },
  };
}

describe('readClock', () => {
  it('reads { total, increment? } in milliseconds', () => {
    expect(readClock(undefined)).toBeUndefined();
    expect(readClock({ total: 60_000 })).toEqual({ total: 60_000, increment: 0 });
    expect(readClock({ total: DAY, increment: DAY })).toEqual({ total: DAY, increment: DAY });
  });
  it.each([
    [{ total: 999 }, 'bad-clock'],
    [{ total: DAY + 1 }, 'bad-clock'],
    [{ total: 1000, increment: -1 }, 'bad-clock'],
    [{ total: 1000, increment: 0.5 }, 'bad-clock'],
    [{ total: 1000, bonus: 1 }, 'unknown-option'],
  ])('refuses %j (%s)', (clock, reason) => {
    expect(() => readClock(clock)).toThrow(expect.objectContaining({ code: 'ERR_OPTIONS', reason }));
  });
});

describe('TurnClock', () => {
  it('charges the seat to move the time it used, plus the increment when it moved', () => {
    const clock = new TurnClock({ total: 60_000, increment: 2000 }, [60_000, 60_000]);
    clock.start(0, true, events());
    vi.advanceTimersByTime(10_000);
    expect(clock.left()).toBe(50_000);
    expect(clock.charged(true)).toEqual([52_000, 60_000]);
    expect(clock.charged(false)).toEqual([50_000, 60_000]);
    // Nothing changes until the charged clocks are set (once stored).
    expect(clock.clocks).toEqual([60_000, 60_000]);
    clock.set(clock.charged(true));
    clock.start(1, true, events());
    vi.advanceTimersByTime(70_000);
    expect(clock.charged(true)).toEqual([52_000, 2000]);
  });

  it('charges nothing between turns, and has no clocks without settings', () => {
    const clock = new TurnClock({ total: 60_000, increment: 0 }, [60_000, 60_000]);
    vi.advanceTimersByTime(5000);
    expect(clock.charged(true)).toEqual([60_000, 60_000]);
    expect(clock.left()).toBe(Number.POSITIVE_INFINITY);
    const none = new TurnClock(null, [5, 5]);
    none.start(0, true, events());
    vi.advanceTimersByTime(5000);
    expect(none.clocks).toEqual([]);
    expect(none.charged(true)).toEqual([]);
    expect(none.left()).toBe(Number.POSITIVE_INFINITY);
  });

  it('never holds more than a day: increments and stored clocks are capped', () => {
    expect([capClock(-5), capClock(DAY + 1), capClock(1234)]).toEqual([0, MAX_CLOCK_MS, 1234]);
    const clock = new TurnClock({ total: DAY, increment: DAY }, [40 * DAY, DAY]);
    expect(clock.clocks).toEqual([DAY, DAY]);
    clock.start(0, true, events());
    vi.advanceTimersByTime(1000);
    expect(clock.charged(true)).toEqual([DAY, DAY]);
  });

  it('ends the turn when the clock runs out, and shows the running clock every second', () => {
    const clock = new TurnClock({ total: 2500, increment: 0 }, [2500, 2500]);
    const e = events();
    clock.start(1, false, e);
    vi.advanceTimersByTime(2000);
    expect(e.told).toEqual({ timeUp: 0, ticks: [1500, 500] });
    vi.advanceTimersByTime(500);
    expect(e.told.timeUp).toBe(1);
    expect(clock.left()).toBe(0);
    expect(clock.charged(false)).toEqual([2500, 0]);
  });

  it('gives a person seat its move time, a computer seat only its clock', () => {
    const person = events();
    const clock = new TurnClock(null, [], 30_000);
    clock.start(0, true, person);
    vi.advanceTimersByTime(29_999);
    expect(person.told.timeUp).toBe(0);
    vi.advanceTimersByTime(1);
    expect(person.told.timeUp).toBe(1);
    const computer = events();
    clock.start(1, false, computer);
    expect(clock.left()).toBe(Number.POSITIVE_INFINITY);
    vi.advanceTimersByTime(DAY);
    expect(computer.told).toEqual({ timeUp: 0, ticks: [] });
    // The clock and the move time together: whichever runs out first.
    const both = new TurnClock({ total: 60_000, increment: 0 }, [10_000, 60_000], 30_000);
    both.start(0, true, events());
    expect(both.left()).toBe(10_000);
  });

  it('waits a clock longer than a Node timer in pieces: a day of clock is not up at once', () => {
    const e = events();
    const clock = new TurnClock({ total: DAY, increment: 0 }, [DAY, DAY]);
    clock.start(0, false, e);
    vi.advanceTimersByTime(DAY - 1);
    expect(e.told.timeUp).toBe(0);
    vi.advanceTimersByTime(1);
    expect(e.told.timeUp).toBe(1);
  });

  it('stops the turn: no timer fires and no clock runs', () => {
    const e = events();
    const clock = new TurnClock({ total: 2000, increment: 0 }, [2000, 2000]);
    clock.start(0, true, e);
    expect(clock.turn).toBe(0);
    clock.stop();
    expect(clock.turn).toBeUndefined();
    vi.advanceTimersByTime(10_000);
    expect(e.told).toEqual({ timeUp: 0, ticks: [] });
    expect(clock.charged(true)).toEqual([2000, 2000]);
    // A new turn ends the one before it.
    const first = events();
    clock.start(0, true, first);
    clock.start(1, true, events());
    vi.advanceTimersByTime(10_000);
    expect(first.told.timeUp).toBe(0);
  });
});
