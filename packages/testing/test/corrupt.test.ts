import { Rng } from '@quadrille/core';
import { describe, expect, it } from 'vitest';
import { corrupt } from '../src/corrupt.js';
import { safeStringify } from '../src/violation.js';

const VALID = JSON.stringify({ game: 'mnk', width: 3, height: 3, k: 3, moves: [4, 0, 8] });

describe('corrupt', () => {
  it('is reproducible under a seed', () => {
    const draw = (seed: number) => {
      const rng = new Rng(seed);
      return Array.from({ length: 50 }, () => safeStringify(corrupt(VALID, rng)));
    };
    expect(draw(1)).toEqual(draw(1));
    expect(draw(1)).not.toEqual(draw(2));
  });

  it('almost always changes the data', () => {
    const rng = new Rng(3);
    const same = Array.from({ length: 500 }, () => safeStringify(corrupt(VALID, rng))).filter(
      (s) => s === VALID,
    );
    expect(same.length).toBeLessThan(25);
  });

  it('drops fields, changes types, breaks numbers and reshapes arrays', () => {
    const rng = new Rng(4);
    const seen = Array.from({ length: 2000 }, () => corrupt(VALID, rng));
    const objects = seen.filter(
      (d): d is Record<string, unknown> => typeof d === 'object' && d !== null && !Array.isArray(d),
    );
    expect(seen.some((d) => typeof d !== 'object' || d === null || Array.isArray(d))).toBe(true); // root replaced
    expect(objects.some((d) => !('k' in d))).toBe(true);
    expect(objects.some((d) => typeof d.width === 'string')).toBe(true);
    expect(objects.some((d) => Object.values(d).some((v) => Number.isNaN(v)))).toBe(true);
    expect(objects.some((d) => d.width === 4 || d.width === 2)).toBe(true);
    expect(objects.some((d) => safeStringify(d.moves) === '[8,0,4]')).toBe(true);
    expect(objects.some((d) => Array.isArray(d.moves) && d.moves.length === 4)).toBe(true);
    expect(objects.some((d) => Object.keys(d).some((k) => k.startsWith('unexpected')))).toBe(true);
  });

  it('reaches deep values', () => {
    const rng = new Rng(5);
    const deep = JSON.stringify({ a: { b: { c: [1, [2, [3]]] } } });
    const touched = Array.from({ length: 500 }, () => safeStringify(corrupt(deep, rng)));
    expect(
      touched.some((s) => s.includes('[2,[3,0]]') || s.includes('[2,[4]]') || s.includes('[2,[2]]')),
    ).toBe(true);
  });
});
