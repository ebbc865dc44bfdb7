import { bits, Rng } from '@quadrille/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RegionBoard } from '../src/board.js';
import { ARC_OF, NEAR_TABLE_POINTS, SIMPLE, Topology } from '../src/topology.js';

/** Ring order N, NE, E, SE, S, SW, W, NW as (file, rank) offsets. */
const RING = [
  [0, 1],
  [1, 1],
  [1, 0],
  [1, -1],
  [0, -1],
  [-1, -1],
  [-1, 0],
  [-1, 1],
] as const;

/** Whether ring points i and j are connected through empty ring points (by 4-adjacency). */
function connected(mask: number, i: number, j: number): boolean {
  const seen = new Set([i]);
  const todo = [i];
  while (todo.length > 0) {
    const k = todo.pop()!;
    for (let m = 0; m < 8; m++) {
      if (seen.has(m) || ((mask >>> m) & 1) === 0) continue;
      const [a, b] = [RING[k]!, RING[m]!];
      if (Math.abs(a[0] - b[0]) + Math.abs(a[1] - b[1]) !== 1) continue;
      seen.add(m);
      todo.push(m);
    }
  }
  return seen.has(j);
}

describe('ring tables', () => {
  it('give two empty ring points the same arc exactly when they are connected around the centre', () => {
    for (let mask = 0; mask < 256; mask++) {
      for (let i = 0; i < 8; i++) {
        const empty = ((mask >>> i) & 1) === 1;
        expect(ARC_OF[mask * 8 + i]! >= 0).toBe(empty);
        for (let j = 0; j < 8; j++) {
          if (!empty || ((mask >>> j) & 1) === 0) continue;
          expect(ARC_OF[mask * 8 + i] === ARC_OF[mask * 8 + j]).toBe(connected(mask, i, j));
        }
      }
    }
  });

  it('call a point simple exactly when its empty orthogonal neighbours are connected around it', () => {
    for (let mask = 0; mask < 256; mask++) {
      const orth = [0, 2, 4, 6].filter((k) => ((mask >>> k) & 1) === 1);
      const simple = orth.every((k) => connected(mask, orth[0]!, k));
      expect(SIMPLE[mask]).toBe(simple ? 1 : 0);
    }
  });
});

describe('the near table', () => {
  it('holds, per point, exactly the points within lineLength + 1 files and ranks, with or without the table', () => {
    for (const limit of [Number.POSITIVE_INFINITY, 0]) {
      const t = Topology.uncached(13, 9, 3, limit);
      expect(t.nearTable).toBe(limit > 0);
      for (let c = 0; c < t.size; c++) {
        const base = t.nearOf(c);
        const window: number[] = [];
        bits.forEachBit(t.near.subarray(base, base + t.grid.words), (y) => window.push(y));
        const expected: number[] = [];
        for (let y = 0; y < t.size; y++) {
          const dx = Math.abs(t.fileOf[y]! - t.fileOf[c]!);
          if (dx <= 4 && Math.abs(t.rankOf[y]! - t.rankOf[c]!) <= 4) expected.push(y);
        }
        expect(window, `limit ${limit}, point ${c}`).toEqual(expected);
      }
    }
  });

  it('is a table up to NEAR_TABLE_POINTS points and not beyond', () => {
    expect(Topology.of(32, 32, 3).nearTable).toBe(true);
    // The limit the docs and the changeset quote.
    expect(NEAR_TABLE_POINTS).toBe(1024);
    expect(Topology.of(33, 32, 3).nearTable).toBe(false);
    expect(Topology.of(33, 32, 3).near.length).toBe(Topology.of(33, 32, 3).grid.words);
  });

  it('gives the same legal placements without the table (one window refilled per stone), at every ply', () => {
    // The oracle tests (board.test.ts) cover boards with the table, wide hard points included;
    // large boards, which refill one window instead, are checked against the table.
    fc.assert(
      fc.property(
        fc.integer({ min: 3, max: 40 }),
        fc.integer({ min: 3, max: 40 }),
        fc.integer({ min: 2, max: 5 }),
        fc.integer(),
        (width, height, len, seed) => {
          fc.pre(len <= Math.min(width, height));
          const withTable = RegionBoard.initial(
            Topology.uncached(width, height, len, Number.POSITIVE_INFINITY),
          );
          const oneWindow = RegionBoard.initial(Topology.uncached(width, height, len, 0));
          expect(oneWindow.topo.nearTable).toBe(false);
          const rng = new Rng(seed);
          for (;;) {
            expect(Array.from(oneWindow.legal)).toEqual(Array.from(withTable.legal));
            const legal: number[] = [];
            bits.forEachBit(withTable.legal, (c) => legal.push(c));
            if (legal.length === 0) break;
            const cell = legal[rng.int(legal.length)]!;
            withTable.place(cell);
            oneWindow.place(cell);
          }
        },
      ),
      { numRuns: 30 },
    );
  });
});
