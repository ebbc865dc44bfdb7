import { bits, Grid } from '@quadrille/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  arbGridWithSet,
  arbGridWithSets,
  DIAGONAL_STEPS,
  expectedWords,
  naiveDilate,
  naiveShift,
  ORTHOGONAL_STEPS,
  setOfWords,
  sorted,
  wordsOf,
} from './fixtures/models.js';

const u32 = fc.integer({ min: 0, max: 0xffffffff });
/** Raw word arrays of 1..6 words, including all-ones and single-high-bit words. */
const arbWords = (n: number) =>
  fc.array(fc.oneof(u32, fc.constantFrom(0, 0xffffffff, 0x80000000, 1)), { minLength: n, maxLength: n });
const arbWordPair = fc
  .integer({ min: 1, max: 6 })
  .chain((n) =>
    fc.tuple(arbWords(n), arbWords(n)).map(([a, b]) => [Uint32Array.from(a), Uint32Array.from(b)] as const),
  );

function naivePopcount(x: number): number {
  let n = 0;
  for (let v = x >>> 0; v > 0; v = Math.floor(v / 2)) n += v % 2;
  return n;
}

/** How `dst` relates to the operands of a binary kernel (the module allows any aliasing). */
const ALIASING = ['fresh', 'dst=a', 'dst=b', 'dst=a=b'] as const;

describe('word-level helpers', () => {
  it('popcount32 counts bits of any 32-bit value (signed or unsigned)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -(2 ** 31), max: 0xffffffff }), (x) => {
        expect(bits.popcount32(x)).toBe(naivePopcount(x));
      }),
    );
    expect([
      bits.popcount32(0),
      bits.popcount32(0xffffffff),
      bits.popcount32(-1),
      bits.popcount32(0x80000000),
    ]).toEqual([0, 32, 32, 1]);
  });

  it('lowestBit32 finds the lowest set bit', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 0xffffffff }), (x) => {
        let i = 0;
        while (Math.floor(x / 2 ** i) % 2 === 0) i++;
        expect(bits.lowestBit32(x)).toBe(i);
        expect(bits.lowestBit32(x | 0)).toBe(i);
      }),
    );
  });

  it('popcount sums over words', () => {
    fc.assert(
      fc.property(arbWordPair, ([a]) => {
        expect(bits.popcount(a)).toBe(setOfWords(a).size);
      }),
    );
  });
});

describe('single bits', () => {
  it('setBit/clearBit/hasBit follow a Set model', () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 1, max: 5 })
          .chain((n) =>
            fc.tuple(
              fc.constant(n),
              fc.array(fc.tuple(fc.boolean(), fc.integer({ min: 0, max: 32 * n - 1 })), { maxLength: 60 }),
            ),
          ),
        ([n, ops]) => {
          const a = new Uint32Array(n);
          const model = new Set<number>();
          for (const [set, i] of ops) {
            if (set) {
              bits.setBit(a, i);
              model.add(i);
            } else {
              bits.clearBit(a, i);
              model.delete(i);
            }
            expect(bits.hasBit(a, i)).toBe(model.has(i));
          }
          expect(setOfWords(a)).toEqual(model);
          for (let i = 0; i < 32 * n; i++) expect(bits.hasBit(a, i)).toBe(model.has(i));
        },
      ),
    );
  });
});

describe('binary kernels', () => {
  const cases = [
    ['or', bits.or, (x: boolean, y: boolean) => x || y],
    ['and', bits.and, (x: boolean, y: boolean) => x && y],
    ['andNot', bits.andNot, (x: boolean, y: boolean) => x && !y],
    ['xor', bits.xor, (x: boolean, y: boolean) => x !== y],
  ] as const;

  it.each(cases)('%s matches the bitwise model under any aliasing', (_name, kernel, op) => {
    fc.assert(
      fc.property(arbWordPair, fc.constantFrom(...ALIASING), ([a0, b0], aliasing) => {
        const a = a0.slice();
        const b = aliasing === 'dst=a=b' ? a : b0.slice();
        const dst = aliasing === 'fresh' ? new Uint32Array(a.length) : aliasing === 'dst=b' ? b : a;
        const sa = setOfWords(a);
        const sb = setOfWords(b);
        kernel(dst, a, b);
        const expected = new Set<number>();
        for (let i = 0; i < 32 * a.length; i++) if (op(sa.has(i), sb.has(i))) expected.add(i);
        expect(setOfWords(dst)).toEqual(expected);
        // Operands the kernel does not write to are untouched.
        if (dst !== a) expect(setOfWords(a)).toEqual(sa);
        if (dst !== b) expect(setOfWords(b)).toEqual(sb);
      }),
    );
  });

  it('intersects, isSubset, isEmpty and equals match the set model', () => {
    fc.assert(
      fc.property(arbWordPair, fc.boolean(), ([a, b0], subset) => {
        // Half the time make b a superset of a so that isSubset is exercised both ways.
        const b = subset ? b0.map((w, i) => w | a[i]!) : b0;
        const sa = setOfWords(a);
        const sb = setOfWords(b);
        expect(bits.intersects(a, b)).toBe([...sa].some((i) => sb.has(i)));
        expect(bits.isSubset(a, b)).toBe([...sa].every((i) => sb.has(i)));
        expect(bits.isEmpty(a)).toBe(sa.size === 0);
        expect(bits.equals(a, b)).toBe(sa.size === sb.size && [...sa].every((i) => sb.has(i)));
        expect(bits.equals(a, a.slice())).toBe(true);
      }),
    );
    expect(bits.equals(new Uint32Array(2), new Uint32Array(3))).toBe(false);
    expect(bits.isEmpty(new Uint32Array(0))).toBe(true);
  });
});

describe('word-array shifts', () => {
  const arbShift = fc.integer({ min: 1, max: 5 }).chain((n) =>
    fc.tuple(
      arbWords(n).map((w) => Uint32Array.from(w)),
      fc.oneof(fc.integer({ min: 0, max: 32 * n + 40 }), fc.constantFrom(0, 1, 31, 32, 33, 64)),
      fc.boolean(),
    ),
  );

  it('shiftUp moves bits towards higher indices, dropping those past the end (aliasing allowed)', () => {
    fc.assert(
      fc.property(arbShift, ([src, k, alias]) => {
        const before = setOfWords(src);
        const dst = alias ? src : new Uint32Array(src.length);
        bits.shiftUp(dst, src, k);
        const expected = new Set([...before].map((i) => i + k).filter((i) => i < 32 * src.length));
        expect(setOfWords(dst)).toEqual(expected);
      }),
    );
  });

  it('shiftDown moves bits towards lower indices, dropping those below 0 (aliasing allowed)', () => {
    fc.assert(
      fc.property(arbShift, ([src, k, alias]) => {
        const before = setOfWords(src);
        const dst = alias ? src : new Uint32Array(src.length);
        bits.shiftDown(dst, src, k);
        const expected = new Set([...before].map((i) => i - k).filter((i) => i >= 0));
        expect(setOfWords(dst)).toEqual(expected);
      }),
    );
  });
});

describe('grid masks', () => {
  it('are computed once per grid and match the grid', () => {
    const g = Grid.of(33, 3);
    expect(bits.masksOf(g)).toBe(bits.masksOf(Grid.of(33, 3)));
    fc.assert(
      fc.property(arbGridWithSet, ({ grid }) => {
        const m = bits.masksOf(grid);
        const cells = [...Array(grid.size).keys()];
        expect(setOfWords(m.all)).toEqual(new Set(cells));
        expect(setOfWords(m.notLastFile)).toEqual(
          new Set(cells.filter((c) => c % grid.width !== grid.width - 1)),
        );
        expect(setOfWords(m.notFirstFile)).toEqual(new Set(cells.filter((c) => c % grid.width !== 0)));
        for (const a of [m.all, m.notLastFile, m.notFirstFile, m.scratch]) expect(a.length).toBe(grid.words);
      }),
      { numRuns: 50 },
    );
  });
});

describe('grid kernels', () => {
  it('complement stays inside the grid (no stray bits past the last cell)', () => {
    fc.assert(
      fc.property(arbGridWithSet, fc.boolean(), ({ grid, set }, alias) => {
        const src = wordsOf(grid, set);
        const dst = alias ? src : new Uint32Array(grid.words);
        bits.complement(dst, src, grid);
        const expected = new Set<number>();
        for (let c = 0; c < grid.size; c++) if (!set.has(c)) expected.add(c);
        expect(Array.from(dst)).toEqual(expectedWords(grid, expected));
      }),
    );
  });

  const shifts = [
    ['shiftNorth', bits.shiftNorth, 0, 1],
    ['shiftSouth', bits.shiftSouth, 0, -1],
    ['shiftEast', bits.shiftEast, 1, 0],
    ['shiftWest', bits.shiftWest, -1, 0],
  ] as const;

  it.each(shifts)(
    '%s matches a naive neighbour move, aliasing allowed, no stray bits',
    (_n, kernel, df, dr) => {
      fc.assert(
        fc.property(arbGridWithSet, fc.boolean(), ({ grid, set }, alias) => {
          const src = wordsOf(grid, set);
          const dst = alias ? src : new Uint32Array(grid.words).fill(0xffffffff);
          kernel(dst, src, grid);
          // setOfWords sees every bit of every word, so equality also rules out stray bits.
          expect(setOfWords(dst)).toEqual(naiveShift(grid, set, df, dr));
        }),
      );
    },
  );

  const dilations = [
    ['dilateOrthogonal', bits.dilateOrthogonal, ORTHOGONAL_STEPS],
    ['dilateDiagonal', bits.dilateDiagonal, DIAGONAL_STEPS],
  ] as const;

  it.each(dilations)(
    '%s matches a naive dilation (with and without self, dst may alias src)',
    (_n, kernel, steps) => {
      fc.assert(
        fc.property(arbGridWithSet, fc.boolean(), fc.boolean(), ({ grid, set }, includeSelf, alias) => {
          const src = wordsOf(grid, set);
          const dst = alias ? src : new Uint32Array(grid.words).fill(0xffffffff);
          kernel(dst, src, grid, new Uint32Array(grid.words).fill(0xffffffff), includeSelf);
          expect(Array.from(dst)).toEqual(expectedWords(grid, naiveDilate(grid, set, steps, includeSelf)));
        }),
      );
    },
  );

  it('dilations include self by default and may use the shared scratch', () => {
    const g = Grid.of(5);
    const src = wordsOf(g, new Set([g.parse('c3')]));
    const dst = new Uint32Array(g.words);
    bits.dilateOrthogonal(dst, src, g, bits.masksOf(g).scratch);
    expect(sorted(setOfWords(dst)).map((c) => g.name(c))).toEqual(['c2', 'b3', 'c3', 'd3', 'c4']);
    bits.dilateDiagonal(dst, src, g, bits.masksOf(g).scratch);
    expect(sorted(setOfWords(dst)).map((c) => g.name(c))).toEqual(['b2', 'd2', 'c3', 'b4', 'd4']);
  });
});

describe('forEachBit', () => {
  it('visits every set bit once, in ascending order', () => {
    fc.assert(
      fc.property(arbWordPair, ([a]) => {
        const seen: number[] = [];
        bits.forEachBit(a, (i) => seen.push(i));
        expect(seen).toEqual(sorted(setOfWords(a)));
      }),
    );
  });

  it('agrees with the grid sets it is used on', () => {
    fc.assert(
      fc.property(arbGridWithSets(1), ({ grid, sets }) => {
        const seen: number[] = [];
        bits.forEachBit(wordsOf(grid, sets[0]!), (i) => seen.push(i));
        expect(seen).toEqual(sorted(sets[0]!));
      }),
    );
  });
});
