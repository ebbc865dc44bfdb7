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
    [JSON.parse('{"__proto__":{"size":5}}'), 'unknown-option'],
    [{ constructor: 5 }, 'unknown-option'],
    [new (class Options {})(), 'not-an-object'],
    [{ size: null }, 'bad-type'],
    [{ verticalSeat: 0.5 }, 'bad-type'],
    [{ pie: 1 }, 'bad-type'],
    [{ size: 5, width: 5 }, 'conflicting-options'],
    [{ size: 2 }, 'bad-size'],
    [{ size: 257 }, 'bad-size'],
    [{ size: 5.5 }, 'bad-type'],
    [{ size: '11' }, 'bad-type'],
    [{ width: 9, height: 2 }, 'bad-size'],
    [{ lineLength: 1 }, 'bad-line-length'],
    [{ size: 4, lineLength: 5 }, 'bad-line-length'],
    [{ width: 9, height: 4, lineLength: 5 }, 'bad-line-length'],
    [{ lineLength: 2.5 }, 'bad-type'],
    [{ komi: 4.25 }, 'bad-komi'],
    [{ komi: Number.NaN }, 'bad-komi'],
    [{ komi: Number.POSITIVE_INFINITY }, 'bad-komi'],
    [{ size: 3, komi: 9.5 }, 'bad-komi'],
    [{ komi: '4.5' }, 'bad-type'],
    [{ verticalSeat: 2 }, 'bad-vertical-seat'],
    [{ verticalSeat: '0' }, 'bad-type'],
    [{ pie: 'yes' }, 'bad-type'],
    [{ pie: true, komi: 4.5 }, 'conflicting-options'],
    [{ pie: true, verticalSeat: 0 }, 'conflicting-options'],
  ])('rejects %j (%s)', (options, reason) => {
    expect(() => linage.create(options as never)).toThrow(
      expect.objectContaining({ code: 'ERR_OPTIONS', reason }),
    );
  });

  it('rejects values no JSON can hold with a typed error', () => {
    const hostile: [unknown, string][] = [
      [{ [Symbol('size')]: 5 }, 'unknown-option'],
      [{ size: 11n }, 'bad-type'],
      [{ size: Symbol('size') }, 'bad-type'],
      [{ komi: 4n }, 'bad-type'],
      [{ lineLength: { valueOf: () => 3 } }, 'bad-type'],
      [
        {
          get size(): number {
            throw new Error('getter');
          },
        },
        'bad-type',
      ],
      [
        new Proxy(
          {},
          {
            ownKeys: () => {
              throw new Error('trap');
            },
          },
        ),
        'bad-type', // unreadable: core's readers turn the trap's error into a typed one
      ],
      [() => ({}), 'not-an-object'],
    ];
    for (const [options, reason] of hostile) {
      expect(() => linage.create(options as never)).toThrow(
        expect.objectContaining({ code: 'ERR_OPTIONS', reason }),
      );
    }
  });

  it('names the option as it was passed', () => {
    const message = (options: object): string => {
      try {
        linage.create(options);
      } catch (e) {
        return (e as Error).message;
      }
      return '';
    };
    expect(message({ size: 1e6 })).toMatch(/\bsize\b/);
    expect(message({ size: 1e6 })).not.toMatch(/width|height/);
    expect(message({ height: 2 })).toMatch(/\bheight\b/);
    expect(message({ height: 2 })).not.toMatch(/width/);
    expect(message({ width: 9, height: 0 })).toMatch(/\bheight\b/);
    expect(message({ width: 'x' })).toMatch(/\bwidth\b/);
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
