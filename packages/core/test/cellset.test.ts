import { CellSet, GeometryError, Grid } from '@quadrille/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  arbGrid,
  arbGridWithSet,
  arbGridWithSets,
  codeOf,
  DIAGONAL_STEPS,
  expectedWords,
  naiveDilate,
  naiveShift,
  ORTHOGONAL_STEPS,
  sorted,
} from './fixtures/models.js';

const arbTwo = arbGridWithSets(2).map(({ grid, sets }) => ({
  grid,
  a: sets[0]!,
  b: sets[1]!,
  sa: CellSet.of(grid, sets[0]!),
  sb: CellSet.of(grid, sets[1]!),
}));

/** A cell set built from a plain model, plus the model. */
const arbOne = arbGridWithSet.map(({ grid, set }) => ({ grid, set, cs: CellSet.of(grid, set) }));

/** Asserts that a CellSet holds exactly the model's cells, with no stray bits in its words. */
function expectSame(cs: CellSet, model: Set<number>): void {
  expect(Array.from(cs.words)).toEqual(expectedWords(cs.grid, model));
  expect(cs.toArray()).toEqual(sorted(model));
  expect(cs.size).toBe(model.size);
}

describe('CellSet construction', () => {
  it('of, empty, full and fromWords agree with the model', () => {
    fc.assert(
      fc.property(arbOne, ({ grid, set, cs }) => {
        expectSame(cs, set);
        expectSame(CellSet.fromWords(grid, cs.toWords()), set);
        expectSame(CellSet.empty(grid), new Set());
        expectSame(CellSet.full(grid), new Set([...Array(grid.size).keys()]));
        expect(cs.grid).toBe(grid);
      }),
    );
  });

  it('toWords returns a copy', () => {
    const g = Grid.of(5);
    const cs = CellSet.of(g, [0, 24]);
    const w = cs.toWords();
    w.fill(0);
    expect(cs.toArray()).toEqual([0, 24]);
  });

  it('rejects cells off the grid and bad words with GeometryError', () => {
    const g = Grid.of(5, 7);
    for (const bad of [-1, 35, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(codeOf(() => CellSet.of(g, [0, bad]))).toBe('ERR_GEOMETRY');
      expect(codeOf(() => CellSet.empty(g).with(bad))).toBe('ERR_GEOMETRY');
      expect(codeOf(() => CellSet.full(g).without(bad))).toBe('ERR_GEOMETRY');
    }
    expect(() => CellSet.fromWords(g, [0])).toThrow(GeometryError);
    expect(() => CellSet.fromWords(g, [0, 0, 0])).toThrow(GeometryError);
    // 35 cells: bit 35 (word 1, bit 3) is past the last cell.
    expect(() => CellSet.fromWords(g, [0, 1 << 3])).toThrow(GeometryError);
    expect(CellSet.fromWords(g, [0xffffffff, 0b111]).size).toBe(35);
  });
});

describe('CellSet membership', () => {
  it('has/with/without follow the model and never change the receiver', () => {
    fc.assert(
      fc.property(
        arbOne.chain((o) => fc.tuple(fc.constant(o), fc.integer({ min: 0, max: o.grid.size - 1 }))),
        ([{ grid, set, cs }, c]) => {
          expect([...Array(grid.size).keys()].filter((x) => cs.has(x))).toEqual(sorted(set));
          const added = cs.with(c);
          const removed = cs.without(c);
          expectSame(added, new Set([...set, c]));
          expectSame(removed, new Set([...set].filter((x) => x !== c)));
          expectSame(cs, set);
        },
      ),
    );
  });

  it('has is false for anything that is not a cell of the grid', () => {
    const full = CellSet.full(Grid.of(4));
    for (const bad of [-1, 16, 32, 0.5, Number.NaN, Number.NEGATIVE_INFINITY, 2 ** 40])
      expect(full.has(bad)).toBe(false);
  });

  it('iterates in ascending order; first is the lowest cell; isEmpty iff size 0', () => {
    fc.assert(
      fc.property(arbOne, ({ set, cs }) => {
        expect([...cs]).toEqual(sorted(set));
        expect(cs.first()).toBe(set.size === 0 ? undefined : Math.min(...set));
        expect(cs.isEmpty()).toBe(set.size === 0);
      }),
    );
  });

  it('toString lists the cell names', () => {
    const g = Grid.of(20);
    expect(CellSet.of(g, [g.parse('b1'), g.parse('a1'), g.parse('t20')]).toString()).toBe('a1,b1,t20');
    expect(CellSet.empty(g).toString()).toBe('');
  });
});

describe('CellSet algebra', () => {
  const ops = [
    ['union', (a: CellSet, b: CellSet) => a.union(b), (x: boolean, y: boolean) => x || y],
    ['intersect', (a: CellSet, b: CellSet) => a.intersect(b), (x: boolean, y: boolean) => x && y],
    ['diff', (a: CellSet, b: CellSet) => a.diff(b), (x: boolean, y: boolean) => x && !y],
    ['xor', (a: CellSet, b: CellSet) => a.xor(b), (x: boolean, y: boolean) => x !== y],
  ] as const;

  it.each(ops)('%s matches the Set model and leaves both operands unchanged', (_name, op, model) => {
    fc.assert(
      fc.property(arbTwo, ({ grid, a, b, sa, sb }) => {
        const expected = new Set<number>();
        for (let c = 0; c < grid.size; c++) if (model(a.has(c), b.has(c))) expected.add(c);
        expectSame(op(sa, sb), expected);
        expectSame(sa, a);
        expectSame(sb, b);
      }),
    );
  });

  it('complement has no cell past the grid and is an involution', () => {
    fc.assert(
      fc.property(arbOne, ({ grid, set, cs }) => {
        const expected = new Set<number>();
        for (let c = 0; c < grid.size; c++) if (!set.has(c)) expected.add(c);
        expectSame(cs.complement(), expected);
        expect(cs.complement().complement().equals(cs)).toBe(true);
        expect(cs.union(cs.complement()).equals(CellSet.full(grid))).toBe(true);
      }),
    );
  });

  it('equals, isSubsetOf and intersects match the model', () => {
    fc.assert(
      fc.property(arbTwo, fc.boolean(), ({ a, b, sa, sb }, makeSubset) => {
        // Half the time compare against a superset, so both answers of isSubsetOf occur.
        const big = makeSubset ? sa.union(sb) : sb;
        const bigModel = makeSubset ? new Set([...a, ...b]) : b;
        expect(sa.isSubsetOf(big)).toBe([...a].every((c) => bigModel.has(c)));
        expect(sa.intersects(sb)).toBe([...a].some((c) => b.has(c)));
        expect(sa.equals(sb)).toBe(a.size === b.size && [...a].every((c) => b.has(c)));
        expect(sa.equals(CellSet.of(sa.grid, [...a].reverse()))).toBe(true);
      }),
    );
  });

  it('sets on different grids are never equal, and combining them throws GeometryError', () => {
    const a = CellSet.empty(Grid.of(4, 8));
    const b = CellSet.empty(Grid.of(8, 4)); // same word count, different grid
    expect(a.equals(b)).toBe(false);
    for (const f of [
      () => a.union(b),
      () => a.intersect(b),
      () => a.diff(b),
      () => a.xor(b),
      () => a.intersects(b),
      () => a.isSubsetOf(b),
    ]) {
      expect(codeOf(f)).toBe('ERR_GEOMETRY');
    }
  });
});

describe('CellSet geometry', () => {
  const shifts = [
    ['shiftNorth', (s: CellSet) => s.shiftNorth(), 0, 1],
    ['shiftSouth', (s: CellSet) => s.shiftSouth(), 0, -1],
    ['shiftEast', (s: CellSet) => s.shiftEast(), 1, 0],
    ['shiftWest', (s: CellSet) => s.shiftWest(), -1, 0],
  ] as const;

  it.each(shifts)('%s matches a naive move', (_name, shift, df, dr) => {
    fc.assert(
      fc.property(arbOne, ({ grid, set, cs }) => {
        expectSame(shift(cs), naiveShift(grid, set, df, dr));
        expectSame(cs, set);
      }),
    );
  });

  it('dilate, dilateDiagonal and neighbours match naive neighbour computations', () => {
    fc.assert(
      fc.property(arbOne, ({ grid, set, cs }) => {
        expectSame(cs.dilate(), naiveDilate(grid, set, ORTHOGONAL_STEPS, true));
        expectSame(cs.dilateDiagonal(), naiveDilate(grid, set, DIAGONAL_STEPS, true));
        const ring = naiveDilate(grid, set, ORTHOGONAL_STEPS, false);
        for (const c of set) ring.delete(c);
        expectSame(cs.neighbours(), ring);
        expectSame(cs, set);
      }),
    );
  });

  it('a full set is fixed by dilation on every grid', () => {
    fc.assert(
      fc.property(arbGrid, (grid) => {
        const full = CellSet.full(grid);
        expect(full.dilate().equals(full)).toBe(true);
        expect(full.dilateDiagonal().equals(full)).toBe(true);
        expect(full.neighbours().isEmpty()).toBe(true);
      }),
      { numRuns: 50 },
    );
  });
});
