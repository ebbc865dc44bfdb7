import { linage } from '@quadrille/linage';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

describe('options', () => {
  it('defaults to 11x11, lines of 3, komi 4.5, seat 0 Vertical, no pie', () => {
    const pos = linage.create();
    expect(pos.rules).toEqual({
      width: 11,
      height: 11,
      lineLength: 3,
      pie: false,
      komi: 4.5,
      verticalSeat: 0,
    });
    expect(pos.komi).toBe(4.5);
    expect(linage.create({}).rules).toEqual(pos.rules);
  });

  it('accepts square, rectangular and line-length variants', () => {
    expect(linage.create({ size: 3 }).grid.size).toBe(9);
    expect(linage.create({ width: 7 }).rules).toMatchObject({ width: 7, height: 7 });
    expect(linage.create({ width: 9, height: 4 }).rules).toMatchObject({ width: 9, height: 4 });
    expect(linage.create({ height: 5 }).rules).toMatchObject({ width: 5, height: 5 });
    expect(linage.create({ size: 5, lineLength: 5 }).legalMoves().length).toBe(26);
    expect(linage.create({ size: 3, lineLength: 2, komi: -2, verticalSeat: 1 }).rules).toMatchObject({
      komi: -2,
      verticalSeat: 1,
    });
  });

  it.each([
    [null, 'not-an-object'],
    [[], 'not-an-object'],
    [5, 'not-an-object'],
    [{ sise: 5 }, 'unknown-option'],
    [{ size: 5, width: 5 }, 'conflicting-options'],
    [{ size: 2 }, 'bad-size'],
    [{ size: 257 }, 'bad-size'],
    [{ size: 5.5 }, 'bad-size'],
    [{ size: '11' }, 'bad-size'],
    [{ width: 9, height: 2 }, 'bad-size'],
    [{ lineLength: 1 }, 'bad-line-length'],
    [{ size: 4, lineLength: 5 }, 'bad-line-length'],
    [{ width: 9, height: 4, lineLength: 5 }, 'bad-line-length'],
    [{ lineLength: 2.5 }, 'bad-line-length'],
    [{ komi: 4.25 }, 'bad-komi'],
    [{ komi: Number.NaN }, 'bad-komi'],
    [{ komi: Number.POSITIVE_INFINITY }, 'bad-komi'],
    [{ size: 3, komi: 9.5 }, 'bad-komi'],
    [{ komi: '4.5' }, 'bad-komi'],
    [{ verticalSeat: 2 }, 'bad-vertical-seat'],
    [{ verticalSeat: '0' }, 'bad-vertical-seat'],
    [{ pie: 'yes' }, 'bad-pie'],
    [{ pie: true, komi: 4.5 }, 'conflicting-options'],
    [{ pie: true, verticalSeat: 0 }, 'conflicting-options'],
  ])('rejects %j (%s)', (options, reason) => {
    expect(() => linage.create(options as never)).toThrow(
      expect.objectContaining({ code: 'ERR_OPTIONS', reason }),
    );
  });

  it('fuzz: create either succeeds or throws OptionsError', () => {
    const arbOptions = fc.record(
      {
        size: fc.oneof(fc.integer({ min: -2, max: 300 }), fc.double(), fc.string()),
        width: fc.integer({ min: 0, max: 12 }),
        height: fc.integer({ min: 0, max: 12 }),
        lineLength: fc.oneof(fc.integer({ min: -1, max: 13 }), fc.constant(Number.NaN)),
        komi: fc.oneof(
          fc.double(),
          fc.integer({ min: -300, max: 300 }).map((k) => k / 2),
        ),
        verticalSeat: fc.oneof(fc.integer({ min: -1, max: 2 }), fc.boolean()),
        pie: fc.oneof(fc.boolean(), fc.constant(1)),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(arbOptions, (options) => {
        try {
          const pos = linage.create(options as never);
          expect(pos.legalMoves().length).toBeGreaterThan(0);
        } catch (e) {
          expect((e as { code?: string }).code).toBe('ERR_OPTIONS');
        }
      }),
      { numRuns: 500 },
    );
  });
});
