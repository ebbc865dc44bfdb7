// The transposition table's clear: a table that lists its entries empties them alone, and one
// whose list overflowed (or that took a checkpoint's entries) empties everything.
import { describe, expect, it } from 'vitest';
import { Table } from '../src/table.js';

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
