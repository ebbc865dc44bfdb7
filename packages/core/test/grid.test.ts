import { Direction, fileName, GeometryError, Grid, MAX_GRID_SIDE, NotationError } from '@quadrille/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  arbAnyText,
  arbGrid,
  codeOf,
  DIAGONAL_STEPS,
  naiveEdge,
  naiveStep,
  ORTHOGONAL_STEPS,
} from './fixtures/models.js';

/** The next file label in shortlex order: a → b, z → aa, az → ba, zz → aaa (written independently). */
function nextLabel(s: string): string {
  const chars = s.split('');
  let i = chars.length - 1;
  while (i >= 0 && chars[i] === 'z') chars[i--] = 'a';
  if (i < 0) return `a${chars.join('')}`;
  chars[i] = String.fromCharCode(chars[i]!.charCodeAt(0) + 1);
  return chars.join('');
}

describe('Grid.of', () => {
  it('interns grids by dimensions', () => {
    expect(Grid.of(5)).toBe(Grid.of(5, 5));
    expect(Grid.of(20, 20)).toBe(Grid.of(20));
    expect(Grid.of(3, 4)).not.toBe(Grid.of(4, 3));
    expect(Grid.of(3, 4).orthogonal).toBe(Grid.of(3, 4).orthogonal);
  });

  it.each([
    [1, 1, 1, 1],
    [3, 3, 9, 1],
    [4, 8, 32, 1],
    [3, 11, 33, 2],
    [20, 20, 400, 13],
    [14, 14, 196, 7],
    [64, 64, 4096, 128],
    [MAX_GRID_SIDE, 1, 256, 8],
    [1, MAX_GRID_SIDE, 256, 8],
  ])('%ix%i has %i cells in %i words', (w, h, size, words) => {
    const g = Grid.of(w, h);
    expect([g.width, g.height, g.size, g.words]).toEqual([w, h, size, words]);
    expect(g.toString()).toBe(`${w}x${h}`);
    expect(g.orthogonal.length).toBe(4 * size);
    expect(g.diagonal.length).toBe(4 * size);
  });

  it.each([
    ['zero', 0, 5],
    ['negative', -1, 5],
    ['too large', MAX_GRID_SIDE + 1, 5],
    ['huge', 1e9, 1e9],
    ['non-integer', 2.5, 5],
    ['NaN', Number.NaN, 5],
    ['infinite', Number.POSITIVE_INFINITY, 5],
    ['zero height', 5, 0],
    ['NaN height', 5, Number.NaN],
    ['string', '5' as unknown as number, 5],
    ['null height', 5, null as unknown as number],
    ['undefined width', undefined as unknown as number, 5],
  ])('rejects a %s size with GeometryError', (_what, w, h) => {
    expect(() => Grid.of(w, h)).toThrow(GeometryError);
    try {
      Grid.of(w, h);
    } catch (e) {
      expect((e as GeometryError).code).toBe('ERR_GEOMETRY');
      expect((e as GeometryError).reason).toBe('bad-size');
    }
  });
});

describe('cell indices', () => {
  it('index = rank * width + file, and back', () => {
    fc.assert(
      fc.property(
        arbGrid.chain((g) => fc.tuple(fc.constant(g), fc.integer({ min: 0, max: g.size - 1 }))),
        ([g, c]) => {
          const f = g.fileOf(c);
          const r = g.rankOf(c);
          expect(f).toBe(c % g.width);
          expect(r).toBe(Math.floor(c / g.width));
          expect(g.cell(f, r)).toBe(c);
          expect(g.onBoard(f, r)).toBe(true);
          expect(g.contains(c)).toBe(true);
          expect(() => g.check(c)).not.toThrow();
        },
      ),
    );
  });

  it('contains, onBoard, check and cell reject everything off the board', () => {
    const g = Grid.of(5, 3);
    for (const bad of [-1, 15, 16, 1.5, Number.NaN, Number.POSITIVE_INFINITY, -0.5, 2 ** 32]) {
      expect(g.contains(bad)).toBe(false);
      expect(codeOf(() => g.check(bad))).toBe('ERR_GEOMETRY');
    }
    expect(g.contains(0)).toBe(true);
    expect(g.contains(14)).toBe(true);
    for (const [f, r] of [
      [-1, 0],
      [5, 0],
      [0, 3],
      [0, -1],
      [0.5, 0],
      [Number.NaN, 0],
    ] as const) {
      expect(g.onBoard(f, r)).toBe(false);
      expect(() => g.cell(f, r)).toThrow(GeometryError);
    }
    expect(g.cell(4, 2)).toBe(14);
  });
});

describe('cell names', () => {
  it.each([
    [20, 20, 0, 'a1'],
    [20, 20, 19, 't1'],
    [20, 20, 380, 'a20'],
    [20, 20, 399, 't20'],
    [14, 14, 195, 'n14'],
    [14, 14, 13, 'n1'],
    [30, 2, 25, 'z1'],
    [30, 2, 26, 'aa1'],
    [30, 2, 59, 'ad2'],
    [256, 1, 51, 'az1'],
    [256, 1, 52, 'ba1'],
    [256, 1, 255, 'iv1'],
    [1, 256, 255, 'a256'],
  ])('on %ix%i, cell %i is %s', (w, h, cell, name) => {
    const g = Grid.of(w, h);
    expect(g.name(cell)).toBe(name);
    expect(g.parse(name)).toBe(cell);
    expect(g.parse(name.toUpperCase())).toBe(cell);
    expect(g.parse(`  ${name}\t`)).toBe(cell);
  });

  it('fileName counts in bijective base 26 (a..z, aa..zz, aaa..)', () => {
    let label = 'a';
    for (let f = 0; f < 20_000; f++) {
      expect(fileName(f)).toBe(label);
      label = nextLabel(label);
    }
    expect([fileName(701), fileName(702)]).toEqual(['zz', 'aaa']);
  });

  it('fileName rejects files that are not non-negative integers with GeometryError', () => {
    for (const bad of [-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, -0.5]) {
      expect(codeOf(() => fileName(bad))).toBe('ERR_GEOMETRY');
    }
  });

  it('every cell name is file letters then the 1-based rank, and parses back', () => {
    fc.assert(
      fc.property(arbGrid, (g) => {
        const seen = new Set<string>();
        for (let c = 0; c < g.size; c++) {
          const name = g.name(c);
          expect(name).toBe(`${fileName(c % g.width)}${Math.floor(c / g.width) + 1}`);
          expect(g.parse(name)).toBe(c);
          seen.add(name);
        }
        expect(seen.size).toBe(g.size);
      }),
      { numRuns: 30 },
    );
  });

  it.each([
    '',
    ' ',
    'a',
    '1',
    'a0',
    'a21',
    'u1',
    'aa1',
    '1a',
    'a-1',
    'a+1',
    'a01',
    'a1.0',
    'a 1',
    'a1a',
    'ａ1',
    '\u0000a1',
    'a1\u0000',
    `${' '.repeat(12)}a1`,
    'b2b2b2b2b2b2b2',
  ])('parse(%j) on 20x20 throws NotationError', (text) => {
    const g = Grid.of(20);
    expect(() => g.parse(text)).toThrow(NotationError);
    expect(g.tryParse(text)).toBeUndefined();
    expect(codeOf(() => g.parse(text))).toBe('ERR_NOTATION');
  });

  it('parse rejects non-strings with NotationError', () => {
    const g = Grid.of(20);
    for (const v of [undefined, null, 0, 1, {}, [], Symbol('a1'), { toString: () => 'a1' }]) {
      expect(codeOf(() => g.parse(v as unknown as string))).toBe('ERR_NOTATION');
    }
  });

  it('name rejects cells off the grid with GeometryError', () => {
    const g = Grid.of(20);
    for (const bad of [-1, 400, 0.5, Number.NaN]) expect(codeOf(() => g.name(bad))).toBe('ERR_GEOMETRY');
  });

  it('fuzz: any string either parses to the cell of that name or throws NotationError', () => {
    const text = fc.oneof(
      arbAnyText,
      fc.string({ unit: fc.constantFrom(...'abtuzAT0129 \t\n-+.'.split('')), maxLength: 8 }),
    );
    fc.assert(
      fc.property(arbGrid, text, (g, s) => {
        let cell: number | undefined;
        try {
          cell = g.parse(s);
        } catch (e) {
          expect(e).toBeInstanceOf(NotationError);
          expect((e as NotationError).code).toBe('ERR_NOTATION');
          expect(g.tryParse(s)).toBeUndefined();
          return;
        }
        expect(g.contains(cell)).toBe(true);
        expect(g.tryParse(s)).toBe(cell);
        // Case-insensitive, surrounding spaces ignored: the only liberties the parser takes.
        expect(g.name(cell)).toBe(s.trim().toLowerCase());
      }),
      { numRuns: 1000 },
    );
  });

  it('fuzz: valid names round-trip through any case and surrounding spaces', () => {
    fc.assert(
      fc.property(
        arbGrid.chain((g) =>
          fc.tuple(
            fc.constant(g),
            fc.integer({ min: 0, max: g.size - 1 }),
            fc.array(fc.boolean(), { minLength: 6, maxLength: 6 }),
            fc.constantFrom('', ' ', '\t'),
          ),
        ),
        ([g, c, upper, pad]) => {
          const name = g.name(c);
          const mixed = name
            .split('')
            .map((ch, i) => (upper[i] === true ? ch.toUpperCase() : ch))
            .join('');
          expect(g.parse(`${pad}${mixed}${pad}`)).toBe(c);
        },
      ),
    );
  });
});

describe('neighbour tables', () => {
  it('orthogonal (N, E, S, W) and diagonal (NE, SE, SW, NW) slots match (file, rank) arithmetic', () => {
    fc.assert(
      fc.property(arbGrid, (g) => {
        const wrong: string[] = [];
        for (let c = 0; c < g.size; c++) {
          for (let d = 0; d < 4; d++) {
            const [of, or] = ORTHOGONAL_STEPS[d]!;
            const [df, dr] = DIAGONAL_STEPS[d]!;
            if (g.orthogonal[4 * c + d] !== naiveStep(g.width, g.height, c, of, or))
              wrong.push(`orthogonal ${c}/${d}`);
            if (g.diagonal[4 * c + d] !== naiveStep(g.width, g.height, c, df, dr))
              wrong.push(`diagonal ${c}/${d}`);
          }
        }
        expect(wrong).toEqual([]);
      }),
      { numRuns: 30 },
    );
  });

  it('Direction names the orthogonal slots', () => {
    const g = Grid.of(3);
    const centre = g.parse('b2');
    expect(g.orthogonal[4 * centre + Direction.North]).toBe(g.parse('b3'));
    expect(g.orthogonal[4 * centre + Direction.East]).toBe(g.parse('c2'));
    expect(g.orthogonal[4 * centre + Direction.South]).toBe(g.parse('b1'));
    expect(g.orthogonal[4 * centre + Direction.West]).toBe(g.parse('a2'));
    expect([...g.diagonal.subarray(4 * centre, 4 * centre + 4)].map((c) => g.name(c))).toEqual([
      'c3',
      'c1',
      'a1',
      'a3',
    ]);
  });

  it('neighbour relations are symmetric', () => {
    fc.assert(
      fc.property(arbGrid, (g) => {
        let asymmetric = 0;
        for (let c = 0; c < g.size; c++) {
          for (let d = 0; d < 4; d++) {
            const n = g.orthogonal[4 * c + d]!;
            if (n >= 0 && g.orthogonal[4 * n + ((d + 2) % 4)] !== c) asymmetric++;
            const m = g.diagonal[4 * c + d]!;
            if (m >= 0 && g.diagonal[4 * m + ((d + 2) % 4)] !== c) asymmetric++;
          }
        }
        expect(asymmetric).toBe(0);
      }),
      { numRuns: 30 },
    );
  });
});

describe('edges and corners', () => {
  it('edgeCells lists each edge ascending', () => {
    fc.assert(
      fc.property(arbGrid, (g) => {
        for (const edge of ['top', 'bottom', 'left', 'right'] as const) {
          const cells = g.edgeCells(edge);
          expect(cells).toEqual([...naiveEdge(g, edge)].sort((a, b) => a - b));
        }
      }),
    );
  });

  it('edgeCells rejects an unknown edge with GeometryError', () => {
    for (const bad of ['middle', 'Top', '', undefined, 0]) {
      expect(codeOf(() => Grid.of(3).edgeCells(bad as unknown as 'top'))).toBe('ERR_GEOMETRY');
    }
  });

  it('corners are a1, bottom-right, top-right, top-left, without duplicates', () => {
    expect(
      Grid.of(20)
        .corners()
        .map((c) => Grid.of(20).name(c)),
    ).toEqual(['a1', 't1', 't20', 'a20']);
    expect(Grid.of(1).corners()).toEqual([0]);
    expect(Grid.of(4, 1).corners()).toEqual([0, 3]);
    expect(Grid.of(1, 4).corners()).toEqual([0, 3]);
    fc.assert(
      fc.property(arbGrid, (g) => {
        const corners = g.corners();
        const expected = new Set<number>();
        for (let c = 0; c < g.size; c++) {
          const f = c % g.width;
          const r = Math.floor(c / g.width);
          if ((f === 0 || f === g.width - 1) && (r === 0 || r === g.height - 1)) expected.add(c);
        }
        expect(new Set(corners)).toEqual(expected);
        expect(corners.length).toBe(expected.size);
      }),
    );
  });
});
