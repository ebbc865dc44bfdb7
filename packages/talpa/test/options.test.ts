import { isQuadrilleError, OptionsError } from '@quadrille/core';
import {
  MAX_TABLE_BYTES,
  MAX_TALPA_SIDE,
  MoveTable,
  resolveOptions,
  TABLE_CACHE_LIMITS,
  tableBytes,
  talpa,
} from '@quadrille/talpa';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

describe('options', () => {
  it.each([
    [undefined, { width: 8, height: 8, noMove: 'pass' }],
    [{}, { width: 8, height: 8, noMove: 'pass' }],
    [{ variant: 'beginner' }, { width: 6, height: 6, noMove: 'pass' }],
    [
      { variant: 'expert', noMove: 'lose' },
      { width: 10, height: 10, noMove: 'lose' },
    ],
    [{ size: 7 }, { width: 7, height: 7, noMove: 'pass' }],
    [
      { width: 5, height: 9 },
      { width: 5, height: 9, noMove: 'pass' },
    ],
    [{ width: 5 }, { width: 5, height: 5, noMove: 'pass' }],
    [{ height: 4 }, { width: 4, height: 4, noMove: 'pass' }],
    [
      { size: 8, width: undefined },
      { width: 8, height: 8, noMove: 'pass' },
    ],
    [{ size: MAX_TALPA_SIDE }, { width: MAX_TALPA_SIDE, height: MAX_TALPA_SIDE, noMove: 'pass' }],
  ])('resolves %j', (options, settings) => {
    expect(resolveOptions(options)).toEqual(settings);
    expect(talpa.create(options as never).settings).toEqual(settings);
  });

  it.each([
    [null, 'not-an-object'],
    [8, 'not-an-object'],
    ['8x8', 'not-an-object'],
    [[8], 'not-an-object'],
    [{ sise: 8 }, 'unknown-option'],
    [{ variant: 'huge' }, 'bad-variant'],
    [{ variant: 'toString' }, 'bad-variant'],
    [{ variant: 8 }, 'bad-type'],
    [{ size: 1 }, 'bad-size'],
    [{ size: 0 }, 'bad-size'],
    [{ size: MAX_TALPA_SIDE + 1 }, 'bad-size'],
    [{ size: 1e6 }, 'bad-size'],
    [{ size: 6.5 }, 'bad-type'],
    [{ size: '8' }, 'bad-type'],
    [{ size: Number.NaN }, 'bad-type'],
    [{ width: 8, height: 1 }, 'bad-size'],
    [new (class Options {})(), 'not-an-object'],
    [{ [Symbol('size')]: 8 }, 'unknown-option'],
    [JSON.parse('{"__proto__":{"size":8}}'), 'unknown-option'],
    [{ constructor: 8 }, 'unknown-option'],
    [{ size: 8, width: 8 }, 'conflicting-options'],
    [{ variant: 'standard', size: 8 }, 'conflicting-options'],
    [{ noMove: 'draw' }, 'bad-no-move'],
    [{ noMove: null }, 'bad-type'],
  ])('rejects %j with reason %s', (options, reason) => {
    expect(() => talpa.create(options as never)).toThrow(OptionsError);
    expect(() => talpa.create(options as never)).toThrow(
      expect.objectContaining({ code: 'ERR_OPTIONS', reason }),
    );
  });

  it.each([
    [{ size: 1e6 }, 'size'],
    [{ width: 1e6 }, 'width'],
    [{ height: 0 }, 'height'],
    [{ height: 'tall' }, 'height'],
    [{ width: 8, height: 99 }, 'height'],
  ])('names the option that was passed: %j', (options, name) => {
    expect(() => talpa.create(options as never)).toThrow(new RegExp(`^${name} must`));
  });

  it('a bigint size is a bad-type too', () => {
    expect(() => talpa.create({ size: 10n } as never)).toThrow(
      expect.objectContaining({ reason: 'bad-type' }),
    );
  });

  it('Object.create(null) options are plain objects too', () => {
    const options = Object.assign(Object.create(null), { size: 5 });
    expect(talpa.create(options).grid.size).toBe(25);
  });

  it('fuzz: any value gives a valid board or an OptionsError', () => {
    const optionLike = fc.oneof(
      fc.anything(),
      fc.record(
        {
          variant: fc.oneof(fc.constantFrom('standard', 'beginner', 'expert', 'x'), fc.anything()),
          size: fc.oneof(fc.integer({ min: -2, max: 70 }), fc.anything()),
          width: fc.integer({ min: -2, max: 70 }),
          height: fc.integer({ min: -2, max: 70 }),
          noMove: fc.constantFrom('pass', 'lose', 'x'),
        },
        { requiredKeys: [] },
      ),
    );
    fc.assert(
      fc.property(optionLike, (options) => {
        try {
          const pos = talpa.create(options as never);
          expect(pos.grid.width).toBeGreaterThanOrEqual(2);
        } catch (e) {
          expect(isQuadrilleError(e) && e.code === 'ERR_OPTIONS').toBe(true);
        }
      }),
      { numRuns: 500 },
    );
  });
});

describe('memory limits', () => {
  it('every board that options accept needs less than MAX_TABLE_BYTES of tables', () => {
    expect(tableBytes(MAX_TALPA_SIDE, MAX_TALPA_SIDE)).toBeLessThan(MAX_TABLE_BYTES);
    expect(MAX_TABLE_BYTES).toBe(64 * 2 ** 20);
    // The estimate grows with the board, so the largest board bounds every other.
    expect(tableBytes(8, 8)).toBeLessThan(tableBytes(8, 9));
    expect(tableBytes(63, 64)).toBeLessThan(tableBytes(64, 64));
  });

  it('the estimate covers what a table really allocates', () => {
    for (const [w, h] of [
      [2, 2],
      [8, 8],
      [64, 3],
      [64, 64],
    ] as const) {
      const t = MoveTable.of(w, h);
      const typed = [
        t.captureAt,
        t.from,
        t.to,
        t.direction,
        t.edges,
        t.moveKeys,
        t.notLastFile,
        t.notFirstFile,
      ];
      const allocated = typed.reduce((sum, a) => sum + a.byteLength, 0);
      expect(tableBytes(w, h)).toBeGreaterThanOrEqual(allocated);
    }
  });

  it('the table cache stays within TABLE_CACHE_LIMITS over many distinct boards, JSON included', () => {
    for (let w = 2; w <= 64; w++) {
      talpa.fromJSON({ game: 'talpa', version: 1, options: { width: w, height: 64 }, moves: [] });
      talpa.create({ width: 64, height: w });
      const usage = MoveTable.cacheUsage();
      expect(usage.entries).toBeLessThanOrEqual(TABLE_CACHE_LIMITS.maxEntries);
      expect(usage.bytes).toBeLessThanOrEqual(TABLE_CACHE_LIMITS.maxBytes);
    }
    expect(TABLE_CACHE_LIMITS.maxBytes).toBeLessThanOrEqual(96 * 2 ** 20);
  });

  it('rejected options and documents cache nothing', () => {
    const before = MoveTable.cacheUsage();
    const rejected = [
      () => talpa.create({ width: 37, height: 65 }),
      () => talpa.create({ width: 37, height: 61, noMove: 'draw' as never }),
      () => talpa.create({ width: 37, height: 61, extra: 1 } as never),
      () => talpa.fromJSON({ game: 'talpa', version: 1, options: { width: 37, height: 59 }, moves: [null] }),
      () => talpa.fromJSON({ game: 'talpa', version: 1, options: { width: 37, height: 58 }, moves: 'x' }),
      () => talpa.fromJSON({ game: 'talpa', version: 2, options: { width: 37, height: 57 }, moves: [] }),
      () =>
        talpa.fromJSON({
          game: 'talpa',
          version: 1,
          options: { width: 2, height: 2 },
          moves: new Array(9).fill('a1'),
        }),
    ];
    for (const attempt of rejected) expect(attempt).toThrow();
    const after = MoveTable.cacheUsage();
    expect(after).toEqual(before);
  });
});
