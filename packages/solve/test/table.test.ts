// The transposition table's clear: a table that lists its entries empties them alone, and one
// whose list overflowed (or that took a checkpoint's entries) empties everything.
import { describe, expect, it } from 'vitest';
import { INF, Table } from '../src/table.js';

/** Stores `n` distinct keys; returns them. */
function fill(table: Table, n: number): [number, number][] {
  const keys: [number, number][] = [];
  for (let i = 1; i <= n; i++) {
    const key: [number, number] = [i * 7919, Math.imul(i, 0x9e3779b1)];
    table.store(key[0], key[1], 1, 1, 1, -1);
    keys.push(key);
  }
  return keys;
}

describe('Table.clear', () => {
  it.each([
    ['listing its entries', 1000, 10],
    ['whose list overflowed', 4, 10],
    ['listing nothing', 0, 10],
  ])('empties a table %s', (_, listed, n) => {
    const table = new Table(64 * 1024, listed);
    const keys = fill(table, n);
    expect(table.used).toBe(n);
    table.clear();
    expect([table.used, table.replaced]).toEqual([0, 0]);
    for (const [hi, lo] of keys) expect(table.find(hi, lo)).toBe(-1);
    expect(table.data.every((v) => v === 0)).toBe(true);
    // And it is used again as new.
    fill(table, n);
    expect(table.used).toBe(n);
  });

  it('empties a table that took a checkpoint’s entries', () => {
    const source = new Table(64 * 1024);
    const keys = fill(source, 10);
    const table = new Table(64 * 1024, 1000);
    table.load(source.data, source.used);
    expect(table.find(keys[0]![0], keys[0]![1])).toBeGreaterThanOrEqual(0);
    table.clear();
    expect(table.data.every((v) => v === 0)).toBe(true);
  });
});

describe('Table.store and find', () => {
  it('keeps each key’s numbers and move, and finds no key it was not given', () => {
    const table = new Table(64 * 1024);
    const keys = fill(table, 500);
    for (const [hi, lo] of keys) {
      const o = table.find(hi, lo);
      expect([table.pn(o), table.dn(o), table.best(o)]).toEqual([1, 1, -1]);
    }
    table.store(keys[7]![0], keys[7]![1], 0, INF, 3, 42);
    const o = table.find(keys[7]![0], keys[7]![1]);
    expect([table.pn(o), table.dn(o), table.best(o)]).toEqual([0, INF, 42]);
    expect(table.used).toBe(500);
    expect(table.find(123, 456)).toBe(-1);
    // The key 0, 0 reads like an empty entry's: it is found only once stored.
    expect(table.find(0, 0)).toBe(-1);
    table.store(0, 0, 5, 6, 1, 7);
    expect(table.pn(table.find(0, 0))).toBe(5);
  });

  it('replaces the entry with the least work when a bucket is full', () => {
    // The smallest table: 256 buckets of three entries; 4,000 keys overflow most buckets.
    const table = new Table(256 * 64);
    expect(table.entries).toBe(768);
    const heavy: [number, number][] = [];
    for (let i = 1; i <= 4000; i++) {
      const key: [number, number] = [Math.imul(i, 0x85ebca6b), Math.imul(i, 0x9e3779b1)];
      // Every fortieth key has a million times the work of the others.
      const work = i % 40 === 0 ? 1e6 : 1;
      if (work > 1) heavy.push(key);
      table.store(key[0], key[1], 1, 1, work, i);
    }
    expect(table.replaced).toBeGreaterThan(0);
    expect(table.used).toBeLessThanOrEqual(table.entries);
    const kept = heavy.filter(([hi, lo]) => table.find(hi, lo) >= 0).length;
    // A light key takes a light key's place: a heavy one is lost only where three heavy keys
    // fill a bucket (a few of 256). Replacing at random would keep about a fifth of them.
    expect(kept).toBeGreaterThan(heavy.length * 0.9);
  });
});
