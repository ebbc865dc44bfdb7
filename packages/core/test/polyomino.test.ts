import {
  CellSet,
  composeTransforms,
  enumeratePolyominoes,
  enumeratePolyominoesUpTo,
  Grid,
  inverseTransform,
  MAX_ENUMERATION_SIZE,
  MAX_SHAPE_CELLS,
  Polyomino,
  placementSet,
  placements,
  TRANSFORMS,
  type Transform,
  transformPoint,
} from '@quadrille/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arbAnyText, codeOf } from './fixtures/models.js';

type Pt = [number, number];
const STEPS: readonly Pt[] = [
  [1, 0],
  [-1, 0],
  [0, 1],
  [0, -1],
];

/** A random connected shape: grown from (0, 0) one neighbour at a time, then translated. */
const arbShapeCells: fc.Arbitrary<Pt[]> = fc
  .tuple(
    fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 3 })), { maxLength: 11 }),
    fc.integer({ min: -50, max: 50 }),
    fc.integer({ min: -50, max: 50 }),
  )
  .map(([growth, ox, oy]) => {
    const cells: Pt[] = [[0, 0]];
    const seen = new Set(['0,0']);
    for (const [i, d] of growth) {
      const [x, y] = cells[i % cells.length]!;
      const [dx, dy] = STEPS[d]!;
      const k = `${x + dx},${y + dy}`;
      if (seen.has(k)) continue;
      seen.add(k);
      cells.push([x + dx, y + dy]);
    }
    return cells.map(([x, y]) => [x + ox, y + oy] as Pt);
  });
const arbShape = arbShapeCells.map((cells) => Polyomino.fromCells(cells));
const arbTransform = fc.constantFrom(...TRANSFORMS);

/** Transform `t` as a 2×2 integer matrix: rotation^(t & 3) · mirror^(t >> 2), built independently. */
function matrixOf(t: Transform): [number, number, number, number] {
  let m: [number, number, number, number] = t & 4 ? [-1, 0, 0, 1] : [1, 0, 0, 1];
  for (let r = 0; r < (t & 3); r++) {
    // Left-multiply by the anticlockwise quarter turn [[0, -1], [1, 0]].
    m = [-m[2], -m[3], m[0], m[1]];
  }
  return m;
}

/** Normalised key of a plain point list: translated to (0, 0), sorted by y then x. */
function naiveKey(points: readonly Pt[]): string {
  const minX = Math.min(...points.map((p) => p[0]));
  const minY = Math.min(...points.map((p) => p[1]));
  return points
    .map(([x, y]) => [x - minX, y - minY] as Pt)
    .sort((a, b) => a[1] - b[1] || a[0] - b[0])
    .map(([x, y]) => `${x}.${y}`)
    .join(',');
}

/** Fixed polyominoes of each size 1..n, grown naively over plain point lists. */
function naiveFixed(n: number): Pt[][][] {
  const levels: Pt[][][] = [[[[0, 0]]]];
  for (let size = 2; size <= n; size++) {
    const out = new Map<string, Pt[]>();
    for (const shape of levels[levels.length - 1]!) {
      const has = new Set(shape.map(([x, y]) => `${x},${y}`));
      for (const [x, y] of shape) {
        for (const [dx, dy] of STEPS) {
          if (has.has(`${x + dx},${y + dy}`)) continue;
          const grown: Pt[] = [...shape, [x + dx, y + dy]];
          const key = naiveKey(grown);
          if (!out.has(key)) out.set(key, grown);
        }
      }
    }
    levels.push([...out.values()]);
  }
  return levels;
}

/** The number of free shapes among fixed ones: keys minimised over the 8 matrix images. */
function naiveFreeCount(fixed: readonly Pt[][]): number {
  const free = new Set<string>();
  for (const shape of fixed) {
    const keys = TRANSFORMS.map((t) => {
      const [a, b, c, d] = matrixOf(t);
      return naiveKey(shape.map(([x, y]) => [a * x + b * y, c * x + d * y] as Pt));
    });
    free.add(keys.sort()[0]!);
  }
  return free.size;
}

describe('transforms', () => {
  it('transformPoint is (quarter turn anticlockwise)^(t & 3) after (x → −x)^(t >> 2)', () => {
    // toEqual tells -0 from 0: transformed coordinates are never -0 (a shape's cells must
    // compare equal to the plain literals users write).
    expect(transformPoint(1, 1, 0)).toEqual([0, 1]);
    expect(transformPoint(2, 0, 0)).toEqual([0, 0]);
    expect(transformPoint(4, 1, 0)).toEqual([-1, 0]);
    expect(transformPoint(4, 0, 1)).toEqual([0, 1]);
    fc.assert(
      fc.property(
        arbTransform,
        fc.integer({ min: -99, max: 99 }),
        fc.integer({ min: -99, max: 99 }),
        (t, x, y) => {
          const [a, b, c, d] = matrixOf(t);
          const [px, py] = transformPoint(t, x, y);
          expect([px + 0, py + 0]).toEqual([a * x + b * y + 0, c * x + d * y + 0]); // +0 folds -0
        },
      ),
    );
  });

  it('form a group under composeTransforms: closure, identity, inverses, associativity', () => {
    for (const a of TRANSFORMS) {
      expect(composeTransforms(0, a)).toBe(a);
      expect(composeTransforms(a, 0)).toBe(a);
      const inv = inverseTransform(a);
      expect(composeTransforms(a, inv)).toBe(0);
      expect(composeTransforms(inv, a)).toBe(0);
      for (const b of TRANSFORMS) {
        expect(TRANSFORMS).toContain(composeTransforms(a, b));
        for (const c of TRANSFORMS) {
          expect(composeTransforms(composeTransforms(a, b), c)).toBe(
            composeTransforms(a, composeTransforms(b, c)),
          );
        }
      }
    }
    // It is the dihedral group D4: not abelian, and each row of the table is a permutation.
    expect(
      TRANSFORMS.some((a) => TRANSFORMS.some((b) => composeTransforms(a, b) !== composeTransforms(b, a))),
    ).toBe(true);
    for (const a of TRANSFORMS) expect(new Set(TRANSFORMS.map((b) => composeTransforms(a, b))).size).toBe(8);
  });

  it('composeTransforms(a, b) is "a, then b" on points and on shapes', () => {
    fc.assert(
      fc.property(arbTransform, arbTransform, arbShape, fc.integer(), fc.integer(), (a, b, shape, x, y) => {
        const [ax, ay] = transformPoint(a, x % 1000, y % 1000);
        const [bx, by] = transformPoint(b, ax, ay);
        const [cx, cy] = transformPoint(composeTransforms(a, b), x % 1000, y % 1000);
        expect([cx + 0, cy + 0]).toEqual([bx + 0, by + 0]);
        expect(shape.transform(a).transform(b).key).toBe(shape.transform(composeTransforms(a, b)).key);
        expect(shape.transform(a).transform(inverseTransform(a)).key).toBe(shape.key);
        expect(shape.transform(0).key).toBe(shape.key);
      }),
    );
  });
});

describe('Polyomino', () => {
  it('fromCells normalises: any translation and order give the same shape', () => {
    fc.assert(
      fc.property(arbShapeCells, fc.integer({ min: -1000, max: 1000 }), fc.integer(), (cells, dx, seed) => {
        const p = Polyomino.fromCells(cells);
        const shuffled = [...cells].sort(
          (u, v) => ((u[0] * 31 + u[1] + seed) % 7) - ((v[0] * 31 + v[1] + seed) % 7),
        );
        const moved = Polyomino.fromCells(shuffled.map(([x, y]) => [x + dx, y - dx] as Pt));
        expect(moved.key).toBe(p.key);
        expect(moved.equals(p)).toBe(true);
        expect(p.size).toBe(cells.length);
        expect(Math.min(...p.cells.map((c) => c[0]))).toBe(0);
        expect(Math.min(...p.cells.map((c) => c[1]))).toBe(0);
        expect(p.width).toBe(Math.max(...cells.map((c) => c[0])) - Math.min(...cells.map((c) => c[0])) + 1);
        expect(p.height).toBe(Math.max(...cells.map((c) => c[1])) - Math.min(...cells.map((c) => c[1])) + 1);
        expect(p.cells.map(([x, y]) => `${x}.${y}`).join(',')).toBe(naiveKey(cells));
        expect(p.toString()).toBe(p.key);
      }),
    );
  });

  it('never stores -0 coordinates (shapes deep-equal plain literals)', () => {
    expect(
      Polyomino.fromCells([
        [0, 0],
        [-0, 1],
      ]).cells,
    ).toEqual([
      [0, 0],
      [0, 1],
    ]);
    expect(
      Polyomino.fromCells([
        [1, 0],
        [0, 0],
      ]).transform(4).cells,
    ).toEqual([
      [0, 0],
      [1, 0],
    ]);
  });

  it('fromAscii reads rows top first and ignores blank lines and padding', () => {
    const v = Polyomino.fromAscii(`
      ##
      #.
    `);
    expect(v.cells).toEqual([
      [0, 0],
      [0, 1],
      [1, 1],
    ]);
    expect(v.toAscii()).toBe('##\n#.');
    expect(Polyomino.fromAscii('\r\n#..\r\n###\r\n').key).toBe(Polyomino.fromAscii('#\n###').key);
    // Any character but '.', space and tab is a cell; tabs are gaps.
    expect(Polyomino.fromAscii('\tXo').key).toBe(
      Polyomino.fromCells([
        [0, 0],
        [1, 0],
      ]).key,
    );
    expect(codeOf(() => Polyomino.fromAscii('X\tX'))).toBe('ERR_GEOMETRY');
    // One character, one cell, also beyond the Basic Multilingual Plane (two UTF-16 units).
    expect(Polyomino.fromAscii('🟦🟦\n🟦.').key).toBe(Polyomino.fromAscii('##\n#.').key);
    fc.assert(
      fc.property(arbShape, (p) => {
        expect(Polyomino.fromAscii(p.toAscii()).key).toBe(p.key);
        expect(Polyomino.fromAscii(`\n\n  ${p.toAscii().replaceAll('\n', '\n  ')}\n\n`).key).toBe(p.key);
      }),
    );
  });

  it('has 1, 2, 4 or 8 distinct orientations, the first being itself', () => {
    fc.assert(
      fc.property(arbShape, (p) => {
        const os = p.orientations();
        expect(8 % os.length).toBe(0);
        expect(os[0]!.key).toBe(p.key);
        expect(new Set(os.map((o) => o.key)).size).toBe(os.length);
        const images = new Set(TRANSFORMS.map((t) => p.transform(t).key));
        expect(new Set(os.map((o) => o.key))).toEqual(images);
        expect(p.orientations()).toBe(os); // cached
        for (const o of os)
          for (const [x, y] of o.cells) expect(Object.is(x, -0) || Object.is(y, -0)).toBe(false);
      }),
    );
  });

  it('the free key is invariant under all 8 transforms and is the least orientation key', () => {
    fc.assert(
      fc.property(arbShape, arbShape, (p, q) => {
        for (const t of TRANSFORMS) {
          expect(p.transform(t).freeKey).toBe(p.freeKey);
          expect(p.transform(t).isSameFree(p)).toBe(true);
        }
        expect(p.freeKey).toBe(
          p
            .orientations()
            .map((o) => o.key)
            .sort()[0],
        );
        // Free keys identify exactly the shapes related by some transform.
        expect(p.isSameFree(q)).toBe(TRANSFORMS.some((t) => p.transform(t).key === q.key));
      }),
    );
  });

  it.each([
    ['empty', [], 'empty-shape'],
    [
      'disconnected',
      [
        [0, 0],
        [2, 0],
      ],
      'not-connected',
    ],
    [
      'diagonal only',
      [
        [0, 0],
        [1, 1],
      ],
      'not-connected',
    ],
    [
      'duplicate',
      [
        [0, 0],
        [1, 0],
        [0, 0],
      ],
      'bad-shape',
    ],
    [
      'duplicate -0',
      [
        [0, 0],
        [-0, 0],
      ],
      'bad-shape',
    ],
    ['non-integer', [[0, 0.5]], 'bad-shape'],
    ['NaN', [[Number.NaN, 0]], 'bad-shape'],
    ['infinite', [[Number.POSITIVE_INFINITY, 0]], 'bad-shape'],
    ['unsafe integer', [[2 ** 53, 0]], 'bad-shape'],
    ['three coordinates', [[0, 0, 0]], 'bad-shape'],
    ['one coordinate', [[0]], 'bad-shape'],
    ['not a pair', ['ab'], 'bad-shape'],
    ['null', [null], 'bad-shape'],
    ['strings', [['0', '0']], 'bad-shape'],
  ])('fromCells rejects a %s shape with GeometryError', (_what, cells, reason) => {
    try {
      Polyomino.fromCells(cells as unknown as Pt[]);
      expect.unreachable('should have thrown');
    } catch (e) {
      expect((e as { code: string }).code).toBe('ERR_GEOMETRY');
      expect((e as { reason: string }).reason).toBe(reason);
    }
  });

  it('rejects oversized shapes and malformed ASCII without hanging', () => {
    const line = Array.from({ length: MAX_SHAPE_CELLS + 1 }, (_, x) => [x, 0] as Pt);
    expect(codeOf(() => Polyomino.fromCells(line))).toBe('ERR_GEOMETRY');
    expect(Polyomino.fromCells(line.slice(0, MAX_SHAPE_CELLS)).size).toBe(MAX_SHAPE_CELLS);
    expect(codeOf(() => Polyomino.fromAscii(''))).toBe('ERR_GEOMETRY');
    expect(codeOf(() => Polyomino.fromAscii('..\n  \n'))).toBe('ERR_GEOMETRY');
    expect(codeOf(() => Polyomino.fromAscii('#.#'))).toBe('ERR_GEOMETRY');
    expect(codeOf(() => Polyomino.fromAscii('#'.repeat(100_001)))).toBe('ERR_GEOMETRY');
    expect(codeOf(() => Polyomino.fromAscii('#'.repeat(50_000)))).toBe('ERR_GEOMETRY');
    expect(codeOf(() => Polyomino.fromAscii(42 as unknown as string))).toBe('ERR_GEOMETRY');
    fc.assert(
      fc.property(
        fc.oneof(arbAnyText, fc.string({ unit: fc.constantFrom('#', '.', ' ', '\t', '\n', '\r') })),
        (art) => {
          const code = codeOf(() => Polyomino.fromAscii(art));
          expect(code === undefined || code === 'ERR_GEOMETRY').toBe(true);
        },
      ),
    );
  });
});

describe('enumeration', () => {
  // OEIS A000105 (free) and A001168 (fixed).
  const FREE = [1, 1, 2, 5, 12, 35, 108, 369];
  const FIXED = [1, 2, 6, 19, 63, 216, 760];

  it.each(FREE.map((count, i) => [i + 1, count]))('there are %i-ominoes: %i free', (n, count) => {
    const shapes = enumeratePolyominoes(n);
    expect(shapes.length).toBe(count);
    expect(new Set(shapes.map((p) => p.freeKey)).size).toBe(count);
    for (const p of shapes) {
      expect(p.size).toBe(n);
      expect(p.key).toBe(p.freeKey); // canonical orientation
    }
    const keys = shapes.map((p) => p.key);
    expect(keys).toEqual([...keys].sort());
  });

  it('agrees with a naive enumeration of fixed shapes (fixed and free counts for n = 1..7)', () => {
    const levels = naiveFixed(7);
    expect(levels.map((l) => l.length)).toEqual(FIXED);
    for (let n = 1; n <= 7; n++) {
      const shapes = enumeratePolyominoes(n);
      expect(shapes.reduce((s, p) => s + p.orientations().length, 0)).toBe(FIXED[n - 1]);
      expect(shapes.length).toBe(naiveFreeCount(levels[n - 1]!));
    }
  });

  it('sizes 1..5 have 21 free shapes with 91 fixed orientations (1, 2, 6, 19, 63 by size)', () => {
    const all = enumeratePolyominoesUpTo(5);
    expect(all.length).toBe(21);
    expect(all.reduce((s, p) => s + p.orientations().length, 0)).toBe(91);
    const bySize = [1, 2, 3, 4, 5].map((n) => all.filter((p) => p.size === n));
    expect(bySize.map((ps) => ps.reduce((s, p) => s + p.orientations().length, 0))).toEqual([
      1, 2, 6, 19, 63,
    ]);
    // Pentominoes by symmetry: X has 1 orientation, I 2, T U V W Z 4, F L N P Y 8.
    expect(bySize[4]!.map((p) => p.orientations().length).sort()).toEqual([
      1, 2, 4, 4, 4, 4, 4, 8, 8, 8, 8, 8,
    ]);
    expect(enumeratePolyominoesUpTo(5, 4).map((p) => p.size)).toEqual([
      ...Array(5).fill(4),
      ...Array(12).fill(5),
    ]);
  });

  it.each([0, -1, MAX_ENUMERATION_SIZE + 1, 2.5, Number.NaN, Number.POSITIVE_INFINITY])(
    'enumeratePolyominoesUpTo(%d) and with it as the minimum throw GeometryError',
    (n) => {
      expect(codeOf(() => enumeratePolyominoesUpTo(n))).toBe('ERR_GEOMETRY');
      expect(codeOf(() => enumeratePolyominoesUpTo(5, n))).toBe('ERR_GEOMETRY');
    },
  );

  it.each([0, -1, MAX_ENUMERATION_SIZE + 1, 2.5, Number.NaN, Number.POSITIVE_INFINITY])(
    'enumeratePolyominoes(%d) throws GeometryError',
    (n) => {
      expect(codeOf(() => enumeratePolyominoes(n))).toBe('ERR_GEOMETRY');
    },
  );
});

describe('placements', () => {
  const pieces = enumeratePolyominoesUpTo(5);

  it.each([
    // Blokus (20x20) and Blokus Duo (14x14): all orientations of the 21 pieces on the empty board.
    [20, 30_433],
    [14, 13_729],
  ])('all size-1..5 orientations on an empty board of side %i: %i placements', (side, count) => {
    const grid = Grid.of(side);
    expect(pieces.reduce((s, p) => s + placements(p, grid).length, 0)).toBe(count);
    // The same count from the bounding boxes alone.
    let byBox = 0;
    for (const p of pieces)
      for (const o of p.orientations()) byBox += (side - o.width + 1) * (side - o.height + 1);
    expect(byBox).toBe(count);
  });

  it('are every translation of every orientation that fits, in order, each on the board', () => {
    fc.assert(
      fc.property(
        arbShape,
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 12 }),
        (shape, w, h) => {
          const grid = Grid.of(w, h);
          const list = placements(shape, grid);
          const os = shape.orientations();
          let expected = 0;
          for (const o of os) expected += Math.max(0, w - o.width + 1) * Math.max(0, h - o.height + 1);
          expect(list.length).toBe(expected);
          // Collect every violation and compare once: a few hundred placements per run.
          const problems: string[] = [];
          const seen = new Set<string>();
          let last = -1;
          for (const pl of list) {
            const order = pl.orientation * grid.size + pl.anchor;
            if (order <= last) problems.push(`out of order at ${order}`);
            last = order;
            const cells = [...pl.cells];
            if (cells.length !== shape.size) problems.push(`size ${cells.length}`);
            if (cells.some((c, i) => !grid.contains(c) || (i > 0 && c <= cells[i - 1]!)))
              problems.push(`cells ${cells}`);
            const pts = cells.map((c) => [c % w, Math.floor(c / w)] as Pt);
            if (naiveKey(pts) !== os[pl.orientation]!.cells.map(([x, y]) => `${x}.${y}`).join(',')) {
              problems.push(`shape of ${cells}`);
            }
            const anchor = Math.min(...pts.map((p) => p[1])) * w + Math.min(...pts.map((p) => p[0]));
            if (pl.anchor !== anchor) problems.push(`anchor ${pl.anchor} of ${cells}`);
            seen.add(cells.join(','));
          }
          expect(problems).toEqual([]);
          if (list.length > 0) {
            const pl = list[list.length - 1]!;
            expect(placementSet(grid, pl).equals(CellSet.of(grid, pl.cells))).toBe(true);
          }
          expect(seen.size).toBe(list.length);
        },
      ),
    );
  });
});
