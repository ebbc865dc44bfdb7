/** The game clock: its readers and their refusals, its limits, its words, and one seat's account. */
import { readFileSync } from 'node:fs';
import * as core from '@quadrille/core';
import {
  CLOCK_LIMITS,
  type ClockSettings,
  checkClock,
  describeClock,
  GameClock,
  OptionsError,
  readClock,
  readClockText,
} from '@quadrille/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runSnippet } from '../../../test-support/doc-snippets.js';

/** The reason of the `OptionsError` `f` throws (failing the test on any other throw, or none). */
function reasonOf(f: () => unknown): string | undefined {
  try {
    f();
  } catch (e) {
    expect(e).toBeInstanceOf(OptionsError);
    return (e as OptionsError).reason;
  }
  throw new Error('no error thrown');
}

const DAY = 86_400_000;

describe('CLOCK_LIMITS', () => {
  it('is a day of main time, increment and byo-yomi period, and 1000 moves a period', () => {
    expect(CLOCK_LIMITS).toEqual({ totalMs: DAY, incrementMs: DAY, byoMs: DAY, stones: 1000 });
  });
});

describe('checkClock', () => {
  it('fills in the optional fields with 0', () => {
    expect(checkClock({ totalMs: 60_000 })).toEqual({ totalMs: 60_000, incrementMs: 0, byoMs: 0, stones: 0 });
    expect(checkClock({ totalMs: 0, byoMs: 10_000, stones: 1 })).toEqual({
      totalMs: 0,
      incrementMs: 0,
      byoMs: 10_000,
      stones: 1,
    });
  });

  it('takes every field up to its limit, and fractions of a millisecond', () => {
    const most = { totalMs: DAY, incrementMs: DAY, byoMs: DAY, stones: 1000 };
    expect(checkClock(most)).toEqual(most);
    expect(checkClock({ totalMs: 0.5 }).totalMs).toBe(0.5);
  });

  it.each<[string, unknown]>([
    ['no time', { totalMs: 0 }],
    ['a negative main time', { totalMs: -1 }],
    ['main time past a day', { totalMs: DAY + 1 }],
    ['an infinite main time', { totalMs: Number.POSITIVE_INFINITY }],
    ['a main time that is not a number', { totalMs: '60' }],
    ['NaN', { totalMs: Number.NaN }],
    ['a negative increment', { totalMs: 10, incrementMs: -1 }],
    ['an increment past a day', { totalMs: 10, incrementMs: DAY + 1 }],
    ['a byo-yomi period past a day', { totalMs: 10, byoMs: DAY + 1, stones: 1 }],
    ['more moves a period than the limit', { totalMs: 10, byoMs: 1000, stones: 1001 }],
    ['a fraction of a move', { totalMs: 10, byoMs: 1000, stones: 1.5 }],
    ['byo-yomi time without moves', { totalMs: 10, byoMs: 1000 }],
    ['byo-yomi moves without time', { totalMs: 10, stones: 5 }],
    ['an increment with no main time', { totalMs: 0, incrementMs: 1000, byoMs: 1000, stones: 1 }],
    ['null', null],
    ['an array', [60_000]],
    ['a number', 60_000],
  ])('refuses %s (bad-clock)', (_, clock) => {
    expect(reasonOf(() => checkClock(clock as ClockSettings))).toBe('bad-clock');
  });
});

describe('readClock (untrusted JSON)', () => {
  it('reads exactly the keys of a clock', () => {
    expect(readClock({ totalMs: 10, incrementMs: 1 })).toEqual({
      totalMs: 10,
      incrementMs: 1,
      byoMs: 0,
      stones: 0,
    });
    expect(readClock(JSON.parse('{"totalMs":300000,"byoMs":30000,"stones":5}'))).toEqual({
      totalMs: 300_000,
      incrementMs: 0,
      byoMs: 30_000,
      stones: 5,
    });
  });

  it.each<[string, unknown]>([
    ['an unknown key', { totalMs: 10, extra: 1 }],
    ['a __proto__ key', JSON.parse('{"totalMs":10,"__proto__":{"x":1}}')],
    ['no main time key', { incrementMs: 10 }],
    ['a getter', Object.defineProperty({}, 'totalMs', { get: () => 10, enumerable: true })],
    [
      'a class instance',
      new (class {
        totalMs = 10;
      })(),
    ],
    ['a string', '60+2'],
  ])('refuses %s (bad-clock)', (_, value) => {
    expect(reasonOf(() => readClock(value))).toBe('bad-clock');
  });

  it('makes any JSON value a valid clock or a bad-clock error, never another exception', () => {
    const nearClock = fc.record(
      {
        totalMs: fc.oneof(fc.double(), fc.integer({ min: -1, max: DAY + 1 }), fc.jsonValue()),
        incrementMs: fc.oneof(fc.double(), fc.nat(), fc.jsonValue()),
        byoMs: fc.oneof(fc.double(), fc.nat(), fc.jsonValue()),
        stones: fc.oneof(fc.double(), fc.integer({ min: -1, max: 1001 }), fc.jsonValue()),
        other: fc.jsonValue(),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(fc.oneof(fc.jsonValue(), nearClock), (value) => {
        let clock: ClockSettings;
        try {
          clock = readClock(value);
        } catch (e) {
          expect(e).toBeInstanceOf(OptionsError);
          expect((e as OptionsError).reason).toBe('bad-clock');
          return;
        }
        // What it read is a clock every reader and keeper takes, as it was given.
        expect(checkClock(clock)).toEqual(clock);
        expect(new GameClock(clock).remainingMs).toBeGreaterThanOrEqual(0);
        for (const [key, field] of Object.entries(clock)) {
          expect(field).toBe((value as Record<string, unknown>)[key] ?? 0);
        }
      }),
      { numRuns: 500 },
    );
  });
});

describe('readClockText (SECONDS[+INCREMENT])', () => {
  it('reads whole milliseconds, and sets only the fields written', () => {
    expect(readClockText('1.1')).toStrictEqual({ totalMs: 1100 });
    expect(readClockText('2.+.5')).toStrictEqual({ totalMs: 2000, incrementMs: 500 });
    expect(readClockText('0.0005+0')).toStrictEqual({ totalMs: 1, incrementMs: 0 });
    expect(readClockText('86400+86400')).toStrictEqual({ totalMs: DAY, incrementMs: DAY });
  });

  it('refuses other text, no time, and what passes the limits (bad-clock)', () => {
    for (const text of [
      '0.0004',
      '0+5',
      '1e3',
      'Infinity',
      '0x10',
      '+',
      '60+2+1',
      ' 60',
      '86400.001',
      '1+86401',
    ]) {
      expect(
        reasonOf(() => readClockText(text)),
        text,
      ).toBe('bad-clock');
    }
  });

  it('refuses what is not text, and long text at once', () => {
    expect(reasonOf(() => readClockText(60 as never))).toBe('bad-clock');
    // The pattern is unambiguous: a million digits and a stray letter cost one pass.
    expect(reasonOf(() => readClockText(`${'1'.repeat(1_000_000)}x`))).toBe('bad-clock');
    expect(reasonOf(() => readClockText('1'.repeat(1000)))).toBe('bad-clock');
  });

  it('makes any string a clock or a bad-clock error', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.stringMatching(/^[0-9.+]{0,12}$/)), (text) => {
        try {
          const clock = readClockText(text);
          expect(checkClock(clock).totalMs).toBeGreaterThan(0);
        } catch (e) {
          expect((e as OptionsError).reason).toBe('bad-clock');
        }
      }),
    );
  });
});

describe('describeClock', () => {
  it.each<[ClockSettings, string]>([
    [{ totalMs: 60_000 }, '60 s a game'],
    [{ totalMs: 90_000, incrementMs: 500 }, '90 s a game + 0.5 s a move'],
    [{ totalMs: 300_000, byoMs: 30_000, stones: 5 }, '300 s a game, then byo-yomi: 30 s for every 5 moves'],
    [{ totalMs: 0, byoMs: 10_000, stones: 1 }, 'byo-yomi: 10 s a move'],
  ])('%j: %s', (clock, words) => {
    expect(describeClock(clock)).toBe(words);
  });

  it('refuses a bad clock', () => {
    expect(reasonOf(() => describeClock({ totalMs: 0 }))).toBe('bad-clock');
  });
});

describe('GameClock (one seat’s account)', () => {
  it('counts the time each move took, credits the increment, and starts afresh', () => {
    const clock = new GameClock({ totalMs: 10_000, incrementMs: 1000 });
    expect(clock.reading()).toEqual({ remainingMs: 10_000, incrementMs: 1000 });
    clock.charge(3000);
    expect(clock.remainingMs).toBe(8000);
    clock.charge(-5); // a clock that went backwards costs nothing
    expect(clock.remainingMs).toBe(9000);
    clock.set(2500);
    expect(clock.reading()).toEqual({ remainingMs: 2500, incrementMs: 1000 });
    clock.reset();
    expect(clock.remainingMs).toBe(10_000);
  });

  it('enters byo-yomi when the main time is spent, less what the move overran', () => {
    const clock = new GameClock({ totalMs: 5000, byoMs: 10_000, stones: 3 });
    expect(clock.maxMoveMs).toBe(15_000);
    clock.charge(7000);
    expect(clock.toJSON()).toEqual({ remainingMs: 8000, periodMovesLeft: 3 });
    expect(clock.reading()).toEqual({ remainingMs: 8000, incrementMs: 0, movesToGo: 3 });
    expect(clock.maxMoveMs).toBe(8000);
    expect(clock.flagged).toBe(false);
  });

  it('enters byo-yomi with a full period when a move ends the main time exactly', () => {
    const clock = new GameClock({ totalMs: 5000, incrementMs: 2000, byoMs: 10_000, stones: 3 });
    clock.charge(1000);
    expect(clock.remainingMs).toBe(6000); // the increment, in main time
    clock.charge(6000);
    expect(clock.toJSON()).toEqual({ remainingMs: 10_000, periodMovesLeft: 3 });
    clock.charge(1000);
    expect(clock.toJSON()).toEqual({ remainingMs: 9000, periodMovesLeft: 2 }); // no increment in byo-yomi
  });

  it('starts a new period once a period’s moves are played in time', () => {
    const clock = new GameClock({ totalMs: 0, byoMs: 10_000, stones: 2 });
    expect(clock.toJSON()).toEqual({ remainingMs: 10_000, periodMovesLeft: 2 });
    clock.charge(4000);
    expect(clock.toJSON()).toEqual({ remainingMs: 6000, periodMovesLeft: 1 });
    clock.charge(6000); // the period's last move, with nothing to spare
    expect(clock.toJSON()).toEqual({ remainingMs: 10_000, periodMovesLeft: 2 });
    expect(clock.flagged).toBe(false);
  });

  it('makes the flag fall when a move overruns all the time there is, and then stops', () => {
    const fischer = new GameClock({ totalMs: 1000, incrementMs: 5000 });
    fischer.charge(1500);
    expect(fischer.flagged).toBe(true);
    expect(fischer.remainingMs).toBe(-500); // by how much, and no increment
    expect(fischer.maxMoveMs).toBe(0);
    fischer.charge(100);
    expect(fischer.remainingMs).toBe(-500);

    const period = new GameClock({ totalMs: 0, byoMs: 1000, stones: 5 });
    period.charge(1001);
    expect(period.flagged).toBe(true);
    expect(period.toJSON()).toEqual({ remainingMs: -1, periodMovesLeft: 5 });

    const both = new GameClock({ totalMs: 1000, byoMs: 1000, stones: 5 });
    both.charge(2500); // main time and the whole first period
    expect(both.flagged).toBe(true);

    const exact = new GameClock({ totalMs: 1000 });
    exact.charge(1000); // in time, with nothing left
    expect([exact.flagged, exact.remainingMs]).toEqual([false, 0]);
  });

  it('never holds more than a day either way, however many increments or however long a move', () => {
    const clock = new GameClock({ totalMs: DAY, incrementMs: DAY });
    clock.charge(0);
    expect(clock.remainingMs).toBe(CLOCK_LIMITS.totalMs);
    clock.charge(1000);
    expect(clock.remainingMs).toBe(CLOCK_LIMITS.totalMs);
    fc.assert(
      fc.property(fc.array(fc.double({ min: -10, max: 2 * DAY, noNaN: true })), (moves) => {
        const keeper = new GameClock({ totalMs: 60_000, incrementMs: DAY, byoMs: 1000, stones: 3 });
        for (const used of moves) keeper.charge(used);
        expect(keeper.remainingMs).toBeLessThanOrEqual(CLOCK_LIMITS.totalMs);
      }),
    );
    const late = new GameClock({ totalMs: 60_000 });
    late.charge(3 * DAY); // a machine asleep for days
    expect(late.remainingMs).toBe(-CLOCK_LIMITS.totalMs);
    expect(GameClock.fromJSON({ totalMs: 60_000 }, late.toJSON()).flagged).toBe(true);
  });

  it('takes a reading that knows better: time left and moves left in the period', () => {
    const clock = new GameClock({ totalMs: 300_000, byoMs: 30_000, stones: 5 });
    clock.set(20_000, 4);
    expect(clock.reading()).toEqual({ remainingMs: 20_000, incrementMs: 0, movesToGo: 4 });
    clock.set(-1000); // a controller's word that the flag has fallen
    expect(clock.flagged).toBe(true);
    clock.set(DAY);
    expect(clock.toJSON()).toEqual({ remainingMs: DAY, periodMovesLeft: 0 });
  });

  it.each<[string, () => void]>([
    ['NaN', () => new GameClock({ totalMs: 1000 }).set(Number.NaN)],
    ['more than a day', () => new GameClock({ totalMs: 1000 }).set(DAY + 1)],
    ['more than a day overspent', () => new GameClock({ totalMs: 1000 }).set(-DAY - 1)],
    ['period moves on a clock with no byo-yomi', () => new GameClock({ totalMs: 1000 }).set(500, 1)],
    ['more moves than a period has', () => new GameClock({ totalMs: 0, byoMs: 10, stones: 5 }).set(5, 6)],
    ['a fraction of a move', () => new GameClock({ totalMs: 0, byoMs: 10, stones: 5 }).set(5, 0.5)],
    ['a time that is not finite', () => new GameClock({ totalMs: 1000 }).charge(Number.POSITIVE_INFINITY)],
    ['a time that is not a number', () => new GameClock({ totalMs: 1000 }).charge(Number.NaN)],
    ['bad settings', () => new GameClock({ totalMs: -1 })],
  ])('refuses %s (bad-clock), changing nothing', (_, f) => {
    expect(reasonOf(f)).toBe('bad-clock');
  });

  it('is left as it was by a refused reading or charge', () => {
    const clock = new GameClock({ totalMs: 0, byoMs: 10_000, stones: 5 });
    clock.charge(1000);
    const before = clock.toJSON();
    reasonOf(() => clock.set(Number.NaN, 2));
    reasonOf(() => clock.set(3000, 9));
    reasonOf(() => clock.charge(Number.NaN));
    expect(clock.toJSON()).toEqual(before);
  });

  it('round-trips through JSON, flag and period included', () => {
    const settings = { totalMs: 5000, incrementMs: 100, byoMs: 2000, stones: 3 };
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            fc.double({ min: 0, max: 8000, noNaN: true }),
            fc.double({ min: 0, max: 2 * DAY, noNaN: true }),
          ),
          {
            maxLength: 12,
          },
        ),
        (moves) => {
          const clock = new GameClock(settings);
          for (const used of moves) clock.charge(used);
          const restored = GameClock.fromJSON(settings, JSON.parse(JSON.stringify(clock)));
          expect(restored.toJSON()).toEqual(clock.toJSON());
          expect(restored.flagged).toBe(clock.flagged);
          expect(restored.maxMoveMs).toBe(clock.maxMoveMs);
        },
      ),
    );
  });

  it('reads a stored state as untrusted data: exactly its two numbers, in range (bad-clock)', () => {
    const settings = { totalMs: 0, byoMs: 2000, stones: 3 };
    for (const bad of [
      null,
      [1000, 0],
      { remainingMs: 1000 },
      { remainingMs: 1000, periodMovesLeft: 1, extra: 0 },
      { remainingMs: '1000', periodMovesLeft: 1 },
      { remainingMs: 1000, periodMovesLeft: 4 },
      { remainingMs: 2 * DAY, periodMovesLeft: 1 },
    ]) {
      expect(
        reasonOf(() => GameClock.fromJSON(settings, bad)),
        JSON.stringify(bad),
      ).toBe('bad-clock');
    }
    expect(reasonOf(() => GameClock.fromJSON({ totalMs: 0 }, { remainingMs: 0, periodMovesLeft: 0 }))).toBe(
      'bad-clock',
    );
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        try {
          GameClock.fromJSON(settings, value);
        } catch (e) {
          expect((e as OptionsError).reason).toBe('bad-clock');
        }
      }),
    );
  });
});

it('the @example blocks of clock.ts run as written', () => {
  const text = readFileSync(new URL('../src/clock.ts', import.meta.url), 'utf8').replace(/^\s*\* ?/gm, '');
  const blocks = [...text.matchAll(/```ts\n([\s\S]*?)\n```/g)].map((m) => m[1]!);
  expect(blocks).toHaveLength(3);
  expect(blocks.map((code) => runSnippet(code, core))).toEqual([2, 1, 2]);
});
