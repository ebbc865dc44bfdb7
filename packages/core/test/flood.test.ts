import {
  CellSet,
  type Connectivity,
  colourComponents,
  components,
  connectsEdges,
  type Edge,
  edgePath,
  edgeSet,
  flood,
  floodInto,
  Grid,
} from '@quadrille/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  arbGridWithSet,
  arbGridWithSets,
  codeOf,
  naiveEdge,
  naiveReach,
  setOfWords,
  sorted,
  wordsOf,
} from './fixtures/models.js';

const EDGES: readonly Edge[] = ['top', 'bottom', 'left', 'right'];
const arbConnectivity = fc.constantFrom<Connectivity>(4, 8);

/**
 * Naive labelling: repeated BFS from the lowest unlabelled cell, so labels come out in order of
 * each component's lowest cell (the order `components` documents).
 */
function naiveLabels(
  grid: Grid,
  cells: Set<number>,
  connectivity: Connectivity,
  same?: (a: number, b: number) => boolean,
): { labels: number[]; sizes: number[] } {
  const labels = new Array<number>(grid.size).fill(-1);
  const sizes: number[] = [];
  for (const start of sorted(cells)) {
    if (labels[start] !== -1) continue;
    const part = naiveReach(grid, cells, [start], connectivity, same);
    for (const c of part) labels[c] = sizes.length;
    sizes.push(part.size);
  }
  return { labels, sizes };
}

/** Colours from two sets: -1 (neither), 0 (first only), 1 (both), 2 (second only). */
function colouring(grid: Grid, a: Set<number>, b: Set<number>): number[] {
  return Array.from({ length: grid.size }, (_, c) => (a.has(c) ? (b.has(c) ? 1 : 0) : b.has(c) ? 2 : -1));
}

describe('components', () => {
  it('labels, count and sizes match a naive BFS (4- and 8-connectivity)', () => {
    fc.assert(
      fc.property(arbGridWithSet, arbConnectivity, ({ grid, set }, connectivity) => {
        const got = components(CellSet.of(grid, set), connectivity);
        const want = naiveLabels(grid, set, connectivity);
        expect([...got.labels]).toEqual(want.labels);
        expect(got.count).toBe(want.sizes.length);
        expect(got.sizes).toEqual(want.sizes);
        expect(got.sizes.reduce((s, n) => s + n, 0)).toBe(set.size);
      }),
    );
  });

  it('defaults to 4-connectivity; 8-connectivity joins diagonal neighbours', () => {
    const g = Grid.of(3);
    const diagonal = CellSet.of(
      g,
      ['a1', 'b2', 'c3'].map((n) => g.parse(n)),
    );
    expect(components(diagonal).count).toBe(3);
    expect(components(diagonal, 8).count).toBe(1);
    expect(components(CellSet.empty(g)).count).toBe(0);
    expect(components(CellSet.full(g)).sizes).toEqual([9]);
  });

  it('colourComponents groups equal colours and ignores negative ones', () => {
    fc.assert(
      fc.property(arbGridWithSets(2), arbConnectivity, ({ grid, sets }, connectivity) => {
        const colours = colouring(grid, sets[0]!, sets[1]!);
        const coloured = new Set(colours.flatMap((c, i) => (c >= 0 ? [i] : [])));
        const got = colourComponents(grid, colours, connectivity);
        const want = naiveLabels(grid, coloured, connectivity, (a, b) => colours[a] === colours[b]);
        expect([...got.labels]).toEqual(want.labels);
        expect(got.count).toBe(want.sizes.length);
        expect(got.sizes).toEqual(want.sizes);
        expect([...got.labels].map((label) => (label >= 0 ? got.colours[label] : -1))).toEqual(colours);
        expect(got.colours.length).toBe(got.count);
      }),
      { numRuns: 60 },
    );
  });

  it('accepts typed arrays of colours', () => {
    const g = Grid.of(4, 1);
    const got = colourComponents(g, Int8Array.from([0, 0, -1, 0]));
    expect([...got.labels]).toEqual([0, 0, -1, 1]);
    expect(got.colours).toEqual([0, 0]);
  });

  it('rejects a bad connectivity or colour count with GeometryError', () => {
    const g = Grid.of(3);
    for (const bad of [0, 6, 4.5, Number.NaN, '4'] as unknown as Connectivity[]) {
      expect(codeOf(() => components(CellSet.full(g), bad))).toBe('ERR_GEOMETRY');
      expect(codeOf(() => colourComponents(g, new Array(9).fill(0), bad))).toBe('ERR_GEOMETRY');
    }
    expect(codeOf(() => colourComponents(g, [0, 1]))).toBe('ERR_GEOMETRY');
    expect(codeOf(() => colourComponents(g, new Array(10).fill(0)))).toBe('ERR_GEOMETRY');
  });
});

describe('flood', () => {
  it('flood finds the cells of `within` connected to the seeds, like a naive BFS', () => {
    fc.assert(
      fc.property(arbGridWithSets(2), ({ grid, sets }) => {
        const [within, seeds] = [sets[0]!, sets[1]!];
        const got = flood(CellSet.of(grid, within), CellSet.of(grid, seeds));
        expect(got.toArray()).toEqual(sorted(naiveReach(grid, within, seeds)));
      }),
    );
  });

  it('floodInto agrees, with `out` aliasing `seeds` or not', () => {
    fc.assert(
      fc.property(arbGridWithSets(2), fc.boolean(), ({ grid, sets }, alias) => {
        const [within, seeds] = [sets[0]!, sets[1]!];
        const seedWords = wordsOf(grid, seeds);
        const out = alias ? seedWords : new Uint32Array(grid.words).fill(0xffffffff);
        floodInto(
          grid,
          wordsOf(grid, within),
          seedWords,
          out,
          new Uint32Array(grid.words),
          new Uint32Array(grid.words),
        );
        expect(setOfWords(out)).toEqual(naiveReach(grid, within, seeds));
      }),
    );
  });

  it('rejects seeds on another grid, or an unknown edge, with GeometryError', () => {
    const set = CellSet.full(Grid.of(3));
    expect(codeOf(() => connectsEdges(set, 'top', 'middle' as Edge))).toBe('ERR_GEOMETRY');
    expect(codeOf(() => edgePath(set, 'north' as Edge, 'bottom'))).toBe('ERR_GEOMETRY');
    expect(codeOf(() => flood(CellSet.full(Grid.of(3)), CellSet.full(Grid.of(4))))).toBe('ERR_GEOMETRY');
  });
});

describe('edges', () => {
  it('edgeSet is the edge row or column', () => {
    fc.assert(
      fc.property(arbGridWithSet, ({ grid }) => {
        for (const e of EDGES) expect(edgeSet(grid, e).toArray()).toEqual(sorted(naiveEdge(grid, e)));
      }),
      { numRuns: 30 },
    );
  });

  it('connectsEdges and edgePath match the union of naive components touching both edges', () => {
    fc.assert(
      fc.property(
        arbGridWithSet,
        fc.constantFrom(...EDGES),
        fc.constantFrom(...EDGES),
        ({ grid, set }, from, to) => {
          const fromCells = naiveEdge(grid, from);
          const toCells = naiveEdge(grid, to);
          const { labels, sizes } = naiveLabels(grid, set, 4);
          const joined = new Set<number>();
          for (let label = 0; label < sizes.length; label++) {
            const part = [...set].filter((c) => labels[c] === label);
            if (part.some((c) => fromCells.has(c)) && part.some((c) => toCells.has(c)))
              for (const c of part) joined.add(c);
          }
          const cs = CellSet.of(grid, set);
          const path = edgePath(cs, from, to);
          expect(connectsEdges(cs, from, to)).toBe(joined.size > 0);
          expect(path === undefined ? undefined : path.toArray()).toEqual(
            joined.size > 0 ? sorted(joined) : undefined,
          );
        },
      ),
    );
  });

  it('finds a winding path from bottom to top and not from left to right', () => {
    const g = Grid.of(5);
    const art = ['.#...', '.#.##', '####.', '...#.', '...#.'];
    const cells = art.flatMap((row, i) =>
      [...row].flatMap((ch, f) => (ch === '#' ? [g.cell(f, 4 - i)] : [])),
    );
    const set = CellSet.of(g, cells);
    expect(connectsEdges(set, 'bottom', 'top')).toBe(true);
    expect(connectsEdges(set, 'left', 'right')).toBe(true);
    expect(connectsEdges(set.without(g.parse('e4')), 'left', 'right')).toBe(false);
    expect(connectsEdges(set.without(g.parse('d3')), 'bottom', 'top')).toBe(false);
    expect(edgePath(set, 'bottom', 'top')?.size).toBe(cells.length);
  });
});
