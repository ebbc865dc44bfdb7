/**
 * TurnClock: each seat's time kept by core's GameClock, the turn's timers from its `maxMoveMs`
 * and a person's move time, what ends a turn without a move costs, and what clients see — under
 * fake timers, so that hours pass in no time.
 */
import { type ClockSettings, type ClockState, GameClock } from '@quadrille/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ShownClock, TurnClock } from '../../src/room/turn-clock.js';

const DAY = 86_400_000;

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** Turn events that record what they are told. */
function events() {
  const told = { timeUp: 0, ticks: [] as ShownClock[] };
  return {
    told,
    timeUp: () => {
      told.timeUp++;
    },
    tick: (shown: ShownClock) => {
      told.ticks.push(shown);
    },
  };
}

/** A turn clock on `settings` for two seats, both at the start of the game. */
function fresh(settings: ClockSettings, moveTimeoutMs?: number): TurnClock {
  const clock = new GameClock(settings);
  return new TurnClock(clock.settings, [clock.toJSON(), clock.toJSON()], moveTimeoutMs);
}

/** An account: `remainingMs` left, `periodMovesLeft` moves to play in the byo-yomi period. */
const at = (remainingMs: number, periodMovesLeft = 0): ClockState => ({ remainingMs, periodMovesLeft });

/** What a clock shows: `clock` ms left, `periodMovesLeft` moves to play in the byo-yomi period. */
const shows = (clock: number, periodMovesLeft = 0): ShownClock => ({ clock, periodMovesLeft });

describe('TurnClock', () => {
  it('charges the seat that moved as core’s clock does: the time it used, then the increment', () => {
    const clock = fresh({ totalMs: 60_000, incrementMs: 2000 });
    clock.start(0, true, events());
    vi.advanceTimersByTime(10_000);
    expect(clock.left()).toBe(50_000);
    expect(clock.charged(true)).toEqual([at(52_000), at(60_000)]);
    // Nothing changes until the charged clocks are set (once stored).
    expect(clock.clocks).toEqual([at(60_000), at(60_000)]);
    clock.set(clock.charged(true));
    expect(clock.shown(0)).toEqual(shows(52_000));
    clock.start(1, true, events());
    vi.advanceTimersByTime(7000);
    // One instant decides: what was left then, and what a move then costs.
    const then = Date.now();
    vi.advanceTimersByTime(1000);
    expect(clock.left(then)).toBe(53_000);
    expect(clock.charged(true, then)).toEqual([at(52_000), at(55_000)]);
  });

  it('charges a turn that ends without a move (a resignation) the time it used, and no increment', () => {
    const clock = fresh({ totalMs: 60_000, incrementMs: 2000 });
    clock.start(0, true, events());
    vi.advanceTimersByTime(10_000);
    expect(clock.charged(false)).toEqual([at(50_000), at(60_000)]);
  });

  it('charges nothing between turns, and has no clocks without settings', () => {
    const clock = fresh({ totalMs: 60_000 });
    vi.advanceTimersByTime(5000);
    expect(clock.charged(true)).toEqual([at(60_000), at(60_000)]);
    expect(clock.left()).toBe(Number.POSITIVE_INFINITY);
    const none = new TurnClock(null, [at(5), at(5)]);
    none.start(0, true, events());
    vi.advanceTimersByTime(5000);
    expect(none.clocks).toEqual([]);
    expect(none.charged(true)).toEqual([]);
    expect(none.left()).toBe(Number.POSITIVE_INFINITY);
    expect(none.shown(0)).toEqual(shows(-1));
  });

  it('never holds more than a day, whatever the increments add (core’s limit)', () => {
    const clock = fresh({ totalMs: DAY, incrementMs: DAY });
    clock.start(0, true, events());
    vi.advanceTimersByTime(1000);
    expect(clock.charged(true)).toEqual([at(DAY), at(DAY)]);
  });

  it('refuses an account its clock cannot hold', () => {
    const settings = new GameClock({ totalMs: 60_000 }).settings;
    for (const clocks of [[at(2 * DAY)], [at(1000, 1)]])
      expect(() => new TurnClock(settings, clocks)).toThrow(expect.objectContaining({ reason: 'bad-clock' }));
  });

  it('ends the turn when the clock runs out, and shows the running clock every second', () => {
    const clock = fresh({ totalMs: 2500 });
    const e = events();
    clock.start(1, false, e);
    vi.advanceTimersByTime(2000);
    expect(e.told).toEqual({
      timeUp: 0,
      ticks: [shows(1500), shows(500)],
    });
    vi.advanceTimersByTime(500);
    expect(e.told.timeUp).toBe(1);
    expect(clock.left()).toBe(0);
    expect(clock.charged(false)).toEqual([at(2500), at(0)]);
  });

  describe('byo-yomi', () => {
    const settings = { totalMs: 2000, byoMs: 3000, stones: 2 };

    it('waits the main time and a period beyond it, showing the period once the main time is spent', () => {
      const clock = fresh(settings);
      const e = events();
      clock.start(0, true, e);
      vi.advanceTimersByTime(4999);
      expect(e.told).toEqual({
        timeUp: 0,
        ticks: [shows(1000), shows(3000, 2), shows(2000, 2), shows(1000, 2)],
      });
      expect(clock.left()).toBe(1);
      // A move now is in time: the period begins with what the move ran over taken off.
      expect(clock.charged(true)).toEqual([at(1, 2), at(2000)]);
      // A resignation now leaves the same account.
      expect(clock.charged(false)).toEqual([at(1, 2), at(2000)]);
      vi.advanceTimersByTime(1);
      expect(e.told.timeUp).toBe(1);
      expect(clock.charged(false)).toEqual([at(0, 2), at(2000)]);
    });

    it('starts a period afresh once its moves are played in time, and waits only the period then', () => {
      const clock = new TurnClock(new GameClock(settings).settings, [at(1000, 2), at(2000)]);
      clock.start(0, true, events());
      vi.advanceTimersByTime(400);
      clock.set(clock.charged(true));
      expect(clock.shown(0)).toEqual(shows(600, 1));
      clock.start(0, true, events());
      vi.advanceTimersByTime(500);
      clock.set(clock.charged(true));
      expect(clock.shown(0)).toEqual(shows(3000, 2));
      const e = events();
      clock.start(0, true, e);
      vi.advanceTimersByTime(2999);
      expect(e.told.timeUp).toBe(0);
      vi.advanceTimersByTime(1);
      expect(e.told.timeUp).toBe(1);
    });

    it('starts in byo-yomi with no main time', () => {
      const clock = fresh({ totalMs: 0, byoMs: 1000, stones: 1 });
      expect(clock.shown(1)).toEqual(shows(1000, 1));
      const e = events();
      clock.start(1, true, e);
      vi.advanceTimersByTime(1000);
      expect(e.told.timeUp).toBe(1);
    });
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
    const settings = new GameClock({ totalMs: 60_000 }).settings;
    const both = new TurnClock(settings, [at(10_000), at(60_000)], 30_000);
    both.start(0, true, events());
    expect(both.left()).toBe(10_000);
    both.start(1, true, events());
    expect(both.left()).toBe(30_000);
  });

  it('waits a clock longer than a Node timer in pieces: a day and a period are not up at once', () => {
    const e = events();
    const clock = fresh({ totalMs: DAY, byoMs: DAY, stones: 1 });
    clock.start(0, false, e);
    vi.advanceTimersByTime(2 * DAY - 1);
    expect(e.told.timeUp).toBe(0);
    vi.advanceTimersByTime(1);
    expect(e.told.timeUp).toBe(1);
  });

  it('stops the turn: no timer fires and no clock runs', () => {
    const e = events();
    const clock = fresh({ totalMs: 2000 });
    clock.start(0, true, e);
    expect(clock.turn).toBe(0);
    clock.stop();
    expect(clock.turn).toBeUndefined();
    vi.advanceTimersByTime(10_000);
    expect(e.told).toEqual({ timeUp: 0, ticks: [] });
    expect(clock.charged(true)).toEqual([at(2000), at(2000)]);
    // A new turn ends the one before it.
    const first = events();
    clock.start(0, true, first);
    clock.start(1, true, events());
    vi.advanceTimersByTime(10_000);
    expect(first.told.timeUp).toBe(0);
  });
});
