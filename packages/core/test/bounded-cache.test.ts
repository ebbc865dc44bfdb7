import { BoundedCache, GRID_CACHE_LIMITS, Grid, OptionsError } from '@quadrille/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

describe('BoundedCache', () => {
  it('rejects limits that are not positive', () => {
    for (const limits of [
      { maxEntries: 0, maxBytes: 1 },
      { maxEntries: 1.5, maxBytes: 1 },
      { maxEntries: 1, maxBytes: 0 },
      { maxEntries: 1, maxBytes: Number.NaN },
    ]) {
      expect(() => new BoundedCache(limits)).toThrow(OptionsError);
    }
  });

  it('evicts the least recently used entry past the entry limit', () => {
    const cache = new BoundedCache<string, number>({ maxEntries: 2, maxBytes: 100 });
    cache.set('a', 1, 1);
    cache.set('b', 2, 1);
    expect(cache.get('a')).toBe(1); // a is now the most recent
    cache.set('c', 3, 1);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
    expect(cache.size).toBe(2);
  });

  it('evicts by byte cost, and never stores a value larger than the whole budget', () => {
    const cache = new BoundedCache<string, string>({ maxEntries: 10, maxBytes: 10 });
    cache.set('a', 'A', 6);
    cache.set('b', 'B', 4);
    expect(cache.bytes).toBe(10);
    cache.set('c', 'C', 1);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.bytes).toBe(5);
    expect(cache.set('huge', 'H', 11)).toBe('H');
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.bytes).toBe(5);
  });

  it('replacing a key counts its bytes once', () => {
    const cache = new BoundedCache<string, number>({ maxEntries: 4, maxBytes: 100 });
    cache.set('a', 1, 30);
    cache.set('a', 2, 40);
    expect(cache.bytes).toBe(40);
    expect(cache.get('a')).toBe(2);
    cache.clear();
    expect([cache.size, cache.bytes]).toEqual([0, 0]);
  });

  it('always stays within both limits and agrees with a model of recent use', () => {
    const op = fc.oneof(
      fc.record({
        kind: fc.constant('set' as const),
        key: fc.integer({ min: 0, max: 9 }),
        bytes: fc.integer({ min: 0, max: 40 }),
      }),
      fc.record({ kind: fc.constant('get' as const), key: fc.integer({ min: 0, max: 9 }) }),
    );
    fc.assert(
      fc.property(fc.array(op, { maxLength: 60 }), (ops) => {
        const limits = { maxEntries: 4, maxBytes: 60 };
        const cache = new BoundedCache<number, number>(limits);
        let model: { key: number; bytes: number }[] = []; // oldest first
        for (const o of ops) {
          if (o.kind === 'get') {
            const hit = model.find((e) => e.key === o.key);
            expect(cache.get(o.key)).toBe(hit === undefined ? undefined : o.key);
            if (hit !== undefined) model = [...model.filter((e) => e !== hit), hit];
          } else {
            cache.set(o.key, o.key, o.bytes);
            model = model.filter((e) => e.key !== o.key);
            if (o.bytes <= limits.maxBytes) model.push({ key: o.key, bytes: o.bytes });
            const total = () => model.reduce((s, e) => s + e.bytes, 0);
            while (model.length > limits.maxEntries || total() > limits.maxBytes) model.shift();
          }
          expect(cache.size).toBe(model.length);
          expect(cache.bytes).toBe(model.reduce((s, e) => s + e.bytes, 0));
          expect(cache.size).toBeLessThanOrEqual(limits.maxEntries);
          expect(cache.bytes).toBeLessThanOrEqual(limits.maxBytes);
        }
      }),
    );
  });
});

describe('the grid cache', () => {
  it('shares a recently used grid, and grids of equal size are equal even once evicted', () => {
    const a = Grid.of(7, 5);
    expect(Grid.of(7, 5)).toBe(a);
    // Touch more sizes than the cache holds: the first is evicted and built anew.
    for (let w = 1; w <= GRID_CACHE_LIMITS.maxEntries + 1; w++) Grid.of(w, 3);
    const b = Grid.of(7, 5);
    expect(b).not.toBe(a);
    expect(b.equals(a)).toBe(true);
    expect(b.equals(Grid.of(5, 7))).toBe(false);
    expect(b.name(b.cell(6, 4))).toBe(a.name(a.cell(6, 4)));
  });
});
