import { Rng } from '@quadrille/core';
import { describe, expect, it } from 'vitest';
import { illegalNumber, malformedText } from '../src/probes.js';

describe('illegalNumber', () => {
  const rng = new Rng(1);
  const legal = [3, 5, 8];
  const draws = Array.from({ length: 3000 }, () => illegalNumber(rng, legal, [0, 1], 8));

  it.each([
    ['negative', (x: number) => x < 0],
    ['NaN', Number.isNaN],
    ['infinite', (x: number) => x === Number.POSITIVE_INFINITY],
    ['non-integer near a legal move', (x: number) => x === 5.5 || x === 8 + 1e-9],
    ['just past the largest move seen', (x: number) => x === 9],
    ['beyond 2^32', (x: number) => x >= 2 ** 32 && Number.isFinite(x)],
    ['legal elsewhere', (x: number) => x === 0 || x === 1],
  ])('draws %s numbers', (_kind, test) => {
    expect(draws.some(test)).toBe(true);
  });

  it('copes with move ids up to 2^32', () => {
    const big = new Rng(9);
    for (let i = 0; i < 200; i++)
      expect(() => illegalNumber(big, [2 ** 32 - 1], [2 ** 31], 2 ** 32 - 1)).not.toThrow();
  });
});

describe('malformedText', () => {
  const rng = new Rng(2);
  const draws = Array.from({ length: 3000 }, () => malformedText(rng, ['b2', 'c10']));

  it.each([
    ['empty', (t: unknown) => t === ''],
    ['huge', (t: unknown) => typeof t === 'string' && t.length >= 10_000],
    ['non-ASCII', (t: unknown) => typeof t === 'string' && [...t].some((c) => c.charCodeAt(0) > 127)],
    ['null-ish text', (t: unknown) => t === 'null' || t === 'undefined'],
    ['non-strings', (t: unknown) => typeof t !== 'string'],
    ['mangled real moves', (t: unknown) => t === 'B2' || t === 'c1' || t === 'c100' || t === '2b'],
  ])('draws %s', (_kind, test) => {
    expect(draws.some(test)).toBe(true);
  });

  it('is reproducible under a seed', () => {
    const a = new Rng(3);
    const b = new Rng(3);
    for (let i = 0; i < 100; i++) expect(malformedText(a, ['a1'])).toEqual(malformedText(b, ['a1']));
  });
});
