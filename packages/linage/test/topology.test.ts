import { describe, expect, it } from 'vitest';
import { ARC_OF, SIMPLE } from '../src/topology.js';

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
