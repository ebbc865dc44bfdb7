/**
 * Memory limits under hostile options: the table budget is checked from the numbers before
 * anything is allocated, the estimate covers what is allocated, and the cache of geometries stays
 * within its limits however many distinct boards are asked for.
 */
import { linage, MAX_TABLE_BYTES, TABLE_CACHE_LIMITS } from '@quadrille/linage';
import { describe, expect, it } from 'vitest';
import { RegionBoard } from '../src/board.js';
import { Topology, tableBytes } from '../src/topology.js';

/** The bytes a geometry's tables really take: the topology's arrays and its template board. */
function allocatedBytes(width: number, height: number, lineLength: number): number {
  const topo = Topology.uncached(width, height, lineLength, 1024);
  // The template board kept for the topology: its copy has the same buffer size.
  const board = RegionBoard.initial(topo);
  const arrays = [
    topo.ring,
    topo.fileOf,
    topo.rankOf,
    topo.endH,
    topo.endV,
    topo.near,
    topo.mark,
    topo.queue,
    topo.touched,
    topo.touchMark,
    topo.stoneKeys,
    topo.grid.orthogonal,
    topo.grid.diagonal,
  ];
  return arrays.reduce((sum, a) => sum + a.byteLength, 0) + board.buffer.byteLength;
}

describe('the table budget', () => {
  it('estimates at least what a geometry allocates', () => {
    for (const [w, h, len] of [
      [3, 3, 2],
      [11, 11, 3],
      [19, 19, 5],
      [40, 30, 3],
      [64, 64, 2],
    ] as const) {
      expect(tableBytes(w, h, len)).toBeGreaterThanOrEqual(allocatedBytes(w, h, len));
    }
  });

  it('accepts every board up to the largest side: the largest needs less than MAX_TABLE_BYTES', () => {
    expect(MAX_TABLE_BYTES).toBe(64 * 2 ** 20);
    expect(tableBytes(256, 256, 2)).toBeLessThan(MAX_TABLE_BYTES);
    expect(tableBytes(256, 256, 2)).toBeLessThan(TABLE_CACHE_LIMITS.maxBytes);
  });

  it('keeps the cache within its limits over many distinct boards, and caches nothing for rejected options', () => {
    expect(TABLE_CACHE_LIMITS.maxBytes).toBeLessThanOrEqual(96 * 2 ** 20);
    for (let i = 0; i < TABLE_CACHE_LIMITS.maxEntries + 20; i++) {
      linage.fromJSON({ game: 'linage', version: 1, options: { width: 3 + i, height: 3 }, moves: [] });
      const use = Topology.cacheUse();
      expect(use.size).toBeLessThanOrEqual(TABLE_CACHE_LIMITS.maxEntries);
      expect(use.bytes).toBeLessThanOrEqual(TABLE_CACHE_LIMITS.maxBytes);
    }
    const before = Topology.cacheUse();
    const rejected = [
      { width: 200, height: 200, lineLength: 201 },
      { width: 250, height: 250, komi: 0.25 },
      { width: 251, height: 251, verticalSeat: 2 },
      { width: 252, height: 252, pie: true, komi: 0.5 },
      { size: 257 },
    ];
    for (const options of rejected) {
      expect(() => linage.create(options)).toThrow(expect.objectContaining({ code: 'ERR_OPTIONS' }));
      expect(() => linage.fromJSON({ game: 'linage', version: 1, options, moves: [] })).toThrow(
        expect.objectContaining({ code: 'ERR_SETUP' }),
      );
    }
    // Moves that are not even strings are refused before the board is built.
    expect(() => linage.fromJSON({ game: 'linage', version: 1, options: { size: 253 }, moves: [1] })).toThrow(
      expect.objectContaining({ reason: 'bad-type' }),
    );
    expect(Topology.cacheUse()).toEqual(before);
  });
});
