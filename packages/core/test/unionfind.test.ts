import { UnionFind } from '@quadrille/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { codeOf } from './fixtures/models.js';

/** The naive model: an explicit set id per element, relabelled on every merge. */
class NaiveSets {
  readonly id: number[];
  constructor(n: number) {
    this.id = Array.from({ length: n }, (_, i) => i);
  }
  union(a: number, b: number): boolean {
    const [from, to] = [this.id[b]!, this.id[a]!];
    if (from === to) return false;
    for (let i = 0; i < this.id.length; i++) if (this.id[i] === from) this.id[i] = to;
    return true;
  }
  get count(): number {
    return new Set(this.id).size;
  }
  sizeOf(x: number): number {
    return this.id.filter((s) => s === this.id[x]).length;
  }
}

const arbOps = fc.integer({ min: 1, max: 60 }).chain((n) =>
  fc.tuple(
    fc.constant(n),
    fc.array(fc.tuple(fc.integer({ min: 0, max: n - 1 }), fc.integer({ min: 0, max: n - 1 })), {
      maxLength: 80,
    }),
  ),
);

/** Asserts that `uf` partitions the elements exactly as `model` does. */
function expectSamePartition(uf: UnionFind, model: NaiveSets): void {
  const n = model.id.length;
  expect(uf.length).toBe(n);
  expect(uf.count).toBe(model.count);
  const reps = Array.from({ length: n }, (_, i) => uf.find(i));
  for (let a = 0; a < n; a++) {
    expect(model.id[reps[a]!]).toBe(model.id[a]); // the representative is in a's set
    expect(uf.find(reps[a]!)).toBe(reps[a]); // and represents itself
    expect(uf.sizeOf(a)).toBe(model.sizeOf(a));
  }
  // Same representative exactly when in the same set.
  for (let a = 0; a < n; a++) {
    for (let b = a + 1; b < n; b++) {
      const same = model.id[a] === model.id[b];
      if ((reps[a] === reps[b]) !== same || uf.connected(a, b) !== same) {
        expect.unreachable(`elements ${a} and ${b}: union-find disagrees with the model`);
      }
    }
  }
}

describe('UnionFind', () => {
  it('starts with every element alone', () => {
    const uf = new UnionFind(5);
    expect([uf.length, uf.count]).toEqual([5, 5]);
    expect([0, 1, 2, 3, 4].map((i) => uf.find(i))).toEqual([0, 1, 2, 3, 4]);
    expect(new UnionFind(0).count).toBe(0);
  });

  it('matches a naive partition model under any sequence of unions', () => {
    fc.assert(
      fc.property(arbOps, ([n, ops]) => {
        const uf = new UnionFind(n);
        const model = new NaiveSets(n);
        for (const [a, b] of ops) expect(uf.union(a, b)).toBe(model.union(a, b));
        expectSamePartition(uf, model);
      }),
    );
  });

  it('clone is independent in both directions; reset undoes every union', () => {
    fc.assert(
      fc.property(arbOps, arbOps, ([n, ops], [, more]) => {
        const uf = new UnionFind(n);
        const model = new NaiveSets(n);
        for (const [a, b] of ops) {
          uf.union(a, b);
          model.union(a, b);
        }
        const copy = uf.clone();
        const copyModel = new NaiveSets(n);
        copyModel.id.splice(0, n, ...model.id);
        for (const [a, b] of more) {
          if (a < n && b < n) {
            copy.union(a, b);
            copyModel.union(a, b);
          }
        }
        expectSamePartition(uf, model);
        expectSamePartition(copy, copyModel);
        uf.union(0, n - 1);
        expectSamePartition(copy, copyModel);
        copy.reset();
        expectSamePartition(copy, new NaiveSets(n));
      }),
      { numRuns: 50 },
    );
  });

  it.each([-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 28 + 1, '3' as unknown as number])(
    'new UnionFind(%s) throws GeometryError',
    (n) => {
      expect(codeOf(() => new UnionFind(n))).toBe('ERR_GEOMETRY');
    },
  );

  it('rejects elements outside 0..n-1 with GeometryError and stays intact', () => {
    const uf = new UnionFind(4);
    uf.union(0, 1);
    for (const bad of [-1, 4, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 32]) {
      expect(codeOf(() => uf.find(bad))).toBe('ERR_GEOMETRY');
      expect(codeOf(() => uf.union(bad, 0))).toBe('ERR_GEOMETRY');
      expect(codeOf(() => uf.union(2, bad))).toBe('ERR_GEOMETRY');
      expect(codeOf(() => uf.connected(bad, 0))).toBe('ERR_GEOMETRY');
      expect(codeOf(() => uf.sizeOf(bad))).toBe('ERR_GEOMETRY');
    }
    const model = new NaiveSets(4);
    model.union(0, 1);
    expectSamePartition(uf, model);
  });

  it('keeps trees shallow: a long chain of unions still finds in a few steps', () => {
    // Union by size bounds every tree's height by log2(n); chaining 0-1, 1-2, ... must not degrade.
    const n = 1 << 16;
    const uf = new UnionFind(n);
    for (let i = 1; i < n; i++) uf.union(i - 1, i);
    expect(uf.count).toBe(1);
    expect(uf.sizeOf(12345)).toBe(n);
    const root = uf.find(0);
    for (let i = 0; i < n; i += 997) expect(uf.find(i)).toBe(root);
  });
});
