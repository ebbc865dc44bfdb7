import { isQuadrilleError, OptionsError } from '@quadrille/core';
import { MAX_TALPA_SIDE, resolveOptions, talpa } from '@quadrille/talpa';
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
    [{ variant: 8 }, 'bad-variant'],
    [{ size: 1 }, 'bad-size'],
    [{ size: 0 }, 'bad-size'],
    [{ size: MAX_TALPA_SIDE + 1 }, 'bad-size'],
    [{ size: 6.5 }, 'bad-size'],
    [{ size: '8' }, 'bad-size'],
    [{ size: Number.NaN }, 'bad-size'],
    [{ width: 8, height: 1 }, 'bad-size'],
    [{ size: 8, width: 8 }, 'conflicting-options'],
    [{ variant: 'standard', size: 8 }, 'conflicting-options'],
    [{ noMove: 'draw' }, 'bad-no-move'],
    [{ noMove: null }, 'bad-no-move'],
  ])('rejects %j with reason %s', (options, reason) => {
    expect(() => talpa.create(options as never)).toThrow(OptionsError);
    expect(() => talpa.create(options as never)).toThrow(
      expect.objectContaining({ code: 'ERR_OPTIONS', reason }),
    );
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
