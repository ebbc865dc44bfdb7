import { ErrorCode, OptionsError } from '@quadrille/core';
import { type LinkageOptions, linkage, optionsOf, resolveOptions } from '@quadrille/linkage';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

describe('resolveOptions', () => {
  it('defaults to the standard game', () => {
    const rules = resolveOptions();
    expect(optionsOf(rules)).toEqual({
      width: 7,
      height: 7,
      black: 'd4',
      colours: 4,
      piecesPerColour: 6,
      threshold: 12,
      restriction: true,
      setup: 'none',
    });
  });

  it.each([
    [{ width: 5 }, 'c3'],
    [{ width: 9, height: 5 }, 'e3'],
    [{ width: 6 }, null],
    [{ width: 7, height: 4 }, null],
    [{ black: 'A1' }, 'a1'],
    [{ black: null }, null],
  ] as [LinkageOptions, string | null][])('puts the black square of %j on %s', (options, black) => {
    expect(optionsOf(resolveOptions(options)).black).toBe(black);
  });

  it('omits black with the pie rule and round-trips through optionsOf', () => {
    for (const options of [
      { setup: 'pie' },
      { width: 9, colours: 5 },
      { restriction: false, threshold: 1 },
    ] as const) {
      const resolved = optionsOf(resolveOptions(options));
      expect(optionsOf(resolveOptions(resolved))).toEqual(resolved);
    }
    expect(optionsOf(resolveOptions({ setup: 'pie' }))).not.toHaveProperty('black');
  });

  it.each([
    ['not an object', 7, 'not-an-object'],
    ['null', null, 'not-an-object'],
    ['an array', [], 'not-an-object'],
    ['a class instance', new Date(0), 'not-an-object'],
    ['an unknown key', { size: 7 }, 'unknown-option'],
    ['a __proto__ key', JSON.parse('{"__proto__":{"width":9}}'), 'unknown-option'],
    ['a constructor key', { constructor: 1 }, 'unknown-option'],
    ['a symbol key', { [Symbol('width')]: 9 }, 'unknown-option'],
    ['width 0', { width: 0 }, 'bad-width'],
    ['width 2.5', { width: 2.5 }, 'bad-width'],
    ['width 257', { width: 257 }, 'bad-width'],
    ['width as a string', { width: '7' }, 'bad-width'],
    ['height NaN', { height: Number.NaN }, 'bad-height'],
    ['black off the board', { black: 'h8' }, 'bad-black'],
    ['black not a cell name', { black: 'centre' }, 'bad-black'],
    ['black as a number', { black: 24 }, 'bad-black'],
    ['black with the pie rule', { setup: 'pie', black: 'd4' }, 'black-with-pie'],
    ['zero colours', { colours: 0 }, 'bad-colours'],
    ['nine colours', { colours: 9 }, 'bad-colours'],
    ['zero pieces', { piecesPerColour: 0 }, 'bad-pieces'],
    ['threshold 0', { threshold: 0 }, 'bad-threshold'],
    ['threshold above the cell count', { width: 3, threshold: 10 }, 'bad-threshold'],
    ['restriction as a string', { restriction: 'yes' }, 'bad-restriction'],
    ['an unknown setup', { setup: 'swap' }, 'bad-setup'],
    ['a 1×1 board (no domino slot)', { width: 1 }, 'no-slot'],
    ['a 1×3 board blocked in the middle', { width: 1, height: 3, black: 'a2' }, 'no-slot'],
    ['a 1×2 board with the black square', { width: 1, height: 2, black: 'a1' }, 'no-slot'],
    [
      'the pie rule on a 1×3 board (b2 would leave no slot)',
      { width: 3, height: 1, setup: 'pie' },
      'no-slot',
    ],
  ])('rejects %s', (_name, options, reason) => {
    const attempt = () => linkage.create(options as LinkageOptions);
    expect(attempt).toThrow(OptionsError);
    expect(attempt).toThrow(expect.objectContaining({ code: ErrorCode.Options, reason }));
  });

  it('accepts more piece area than free squares, and less', () => {
    expect(() => linkage.create({ piecesPerColour: 100 })).not.toThrow();
    expect(linkage.create({ colours: 1, piecesPerColour: 1 }).legalMoves()).toHaveLength(80);
  });

  it('throws only OptionsError on arbitrary options (fuzz)', () => {
    const value = fc.oneof(
      fc.integer({ min: -3, max: 60 }),
      fc.double(),
      fc.boolean(),
      fc.constant(null),
      fc.string({ maxLength: 4 }),
      fc.constantFrom('pie', 'none', 'd4', 'a1', 'c3'),
    );
    const key = fc.constantFrom(
      'width',
      'height',
      'black',
      'colours',
      'piecesPerColour',
      'threshold',
      'restriction',
      'setup',
      'x',
    );
    fc.assert(
      fc.property(fc.dictionary(key, value, { maxKeys: 4 }), (options) => {
        try {
          const pos = linkage.create(options as LinkageOptions);
          expect(pos.isOver()).toBe(false);
          expect(pos.legalMoves().length).toBeGreaterThan(0);
        } catch (e) {
          expect(e).toBeInstanceOf(OptionsError);
        }
      }),
      { numRuns: 300 },
    );
  });
});
