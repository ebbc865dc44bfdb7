import { ANCHOR_BITS, ANCHOR_MASK, PieceSet, PlacementTable, standardShape } from '@quadrille/blokus';
import { Grid, Polyomino } from '@quadrille/core';
import { describe, expect, it } from 'vitest';

describe('the placement table', () => {
  it.each([
    [20, 30_433],
    [14, 13_729],
  ])('has the published size on %i x %i', (side, count) => {
    const grid = Grid.of(side);
    expect(PlacementTable.countFor(grid, PieceSet.upTo(5))).toBe(count);
    expect(PlacementTable.of(grid, PieceSet.upTo(5)).count).toBe(count);
  });

  it('is shared per geometry and piece set', () => {
    expect(PlacementTable.of(Grid.of(14), PieceSet.upTo(5))).toBe(
      PlacementTable.of(Grid.of(14), PieceSet.upTo(5)),
    );
  });

  // Check every derived list against its definition on a small board.
  const grid = Grid.of(5, 4);
  const table = PlacementTable.of(grid, PieceSet.upTo(4));
  const cellLists = Array.from({ length: table.count }, (_, p) => table.cellsOf(p));
  const cells = (p: number) => cellLists[p]!;
  const ring = (p: number, nb: Int32Array) => {
    const own = new Set(cells(p));
    const out = new Set<number>();
    for (const c of own)
      for (let k = 0; k < 4; k++)
        if (nb[4 * c + k]! >= 0 && !own.has(nb[4 * c + k]!)) out.add(nb[4 * c + k]!);
    return out;
  };
  const list = (l: { start: Int32Array; data: Uint16Array | Uint32Array | Int32Array }, i: number) =>
    Array.from(l.data.subarray(l.start[i]!, l.start[i + 1]!));

  it('lists the corner attach points of each placement', () => {
    for (let p = 0; p < table.count; p++) {
      const orth = ring(p, grid.orthogonal);
      const corners = [...ring(p, grid.diagonal)].filter((c) => !orth.has(c));
      expect(list(table.corners, p).sort()).toEqual(corners.sort());
    }
  });

  const windowCases = [
    ['pieces of size <= 4 (one word)', table, 4],
    [
      'a straight 8 and a bent 7 (two words)',
      PlacementTable.of(
        Grid.of(9, 8),
        PieceSet.of([
          standardShape('1')!,
          Polyomino.fromCells(Array.from({ length: 8 }, (_, x) => [x, 0] as [number, number])),
          Polyomino.fromAscii('#.....\n######'),
        ]),
      ),
      8,
    ],
  ] as const;

  it('keeps the code layout that the move generator writes as literals (0x1fff, 13)', () => {
    // position.ts's generateNarrow reads a code's fields with literal constants, for speed.
    expect(ANCHOR_BITS).toBe(13);
    expect(ANCHOR_MASK).toBe(0x1fff);
  });

  it.each(windowCases)(
    'holds each placement as a mask over the window at its bounding box, %s',
    (_, t, side) => {
      const g = t.grid;
      const { words, masks, code } = t.body;
      expect(t.body.side).toBe(side);
      expect(words).toBe(Math.floor((side * side) / 32) + 1); // room for the sentinel bit
      for (let p = 0; p < t.count; p++) {
        const cs = t.cellsOf(p);
        const file0 = Math.min(...cs.map((c) => g.fileOf(c)));
        const rank0 = Math.min(...cs.map((c) => g.rankOf(c)));
        // The code holds the anchor and the mask's offset, both in words.
        expect(code[p]! & ANCHOR_MASK).toBe(t.body.cellWindow[g.cell(file0, rank0)]);
        const mask = code[p]! >>> ANCHOR_BITS;
        const out: number[] = [];
        for (let bit = 0; bit < 32 * words; bit++) {
          if ((masks[mask + (bit >>> 5)]! >>> (bit & 31)) & 1) {
            expect(Math.floor(bit / side)).toBeLessThan(side);
            out.push(g.cell(file0 + (bit % side), rank0 + Math.floor(bit / side)));
          }
        }
        expect(out.sort((a, b) => a - b)).toEqual(cs);
      }
      // One mask per fixed orientation that fits the board.
      const orientations = new Set(
        Array.from({ length: t.count }, (_, p) => `${t.piece[p]}/${t.orientation[p]}`),
      );
      expect(masks.length).toBe(orientations.size * words);
      // Windows anchored at cells are distinct and leave room for the padding.
      expect(new Set(t.body.cellWindow).size).toBe(g.size);
      for (const w of t.body.cellWindow) expect(w).toBeLessThan(t.body.windows * words);
    },
  );

  it.each(windowCases)('marks exactly the windows a placed piece forbids, %s', (_, t) => {
    const g = t.grid;
    const { words, side, code, cellWindow, windows } = t.body;
    const forbidden = (marks: Int32Array, cell: number) => (marks[cellWindow[cell]!]! & 1) === 1;
    for (let p = 0; p < t.count; p += 3) {
      const own = new Set(t.cellsOf(p));
      const near = new Set(own);
      for (const c of own)
        for (let d = 0; d < 4; d++) if (g.orthogonal[4 * c + d]! >= 0) near.add(g.orthogonal[4 * c + d]!);
      for (const [lists, cells] of [
        [t.body.occupy, own],
        [t.body.claim, near],
      ] as const) {
        // Apply the footprint to empty windows, as play() does. A typed array drops writes out
        // of range silently: collect any that would be. (Mismatches are collected and asserted
        // once: an expect per bit made this test take seconds.)
        const marks = new Int32Array(windows * words);
        const window = code[p]! & ANCHOR_MASK;
        const pairs = list(lists, code[p]! >>> ANCHOR_BITS);
        const outOfRange: number[] = [];
        for (let i = 0; i < pairs.length; i += 2) {
          const at = window + pairs[i]!;
          if (at < 0 || at >= windows * words) outOfRange.push(at);
          marks[at]! |= pairs[i + 1]!;
        }
        expect(outOfRange, `placement ${p}`).toEqual([]);
        // Every on-board bit of every on-board window says whether its cell is in the set.
        const wrong: string[] = [];
        for (let a = 0; a < g.size; a++) {
          for (let bit = 0; bit < side * side; bit++) {
            const file = g.fileOf(a) + (bit % side);
            const rank = g.rankOf(a) + Math.floor(bit / side);
            if (file >= g.width || rank >= g.height) continue;
            const set = (marks[cellWindow[a]! + (bit >>> 5)]! >>> (bit & 31)) & 1;
            if (set !== (cells.has(g.cell(file, rank)) ? 1 : 0)) wrong.push(`window at ${a}, bit ${bit}`);
          }
        }
        expect(wrong, `placement ${p}`).toEqual([]);
        for (let c = 0; c < g.size; c++) expect(forbidden(marks, c)).toBe(cells.has(c));
      }
    }
  });

  it('lists per (cell, piece, forbidden neighbours) exactly the placements avoiding them', () => {
    for (let c = 0; c < grid.size; c++) {
      for (let k = 0; k < table.pieces; k++) {
        for (let mask = 0; mask < 16; mask++) {
          const expected: number[] = [];
          for (let p = 0; p < table.count; p++) {
            if (table.piece[p] !== k) continue;
            const cs = cells(p);
            const avoids = [0, 1, 2, 3].every(
              (d) => (mask & (1 << d)) === 0 || !cs.includes(grid.orthogonal[4 * c + d]!),
            );
            if (cs.includes(c) && avoids) expected.push(p);
          }
          expect(list(table.covering, (c * 16 + mask) * table.pieces + k)).toEqual(expected);
        }
      }
    }
  });

  it('finds placements by their cells in any order', () => {
    for (let p = 0; p < table.count; p += 7) expect(table.find([...cells(p)].reverse())).toBe(p);
    expect(table.find([0, 2])).toBe(-1);
  });

  it('numbers placements by anchor (lowest rank, then file), then piece, then orientation', () => {
    const key = (p: number) => {
      const cs = cells(p);
      const anchor = grid.cell(
        Math.min(...cs.map((c) => grid.fileOf(c))),
        Math.min(...cs.map((c) => grid.rankOf(c))),
      );
      return [anchor, table.piece[p]!, table.orientation[p]!];
    };
    for (let p = 1; p < table.count; p++) {
      const [a, b] = [key(p - 1), key(p)];
      const i = a.findIndex((x, j) => x !== b[j]);
      expect(i, `placements ${p - 1} and ${p}`).toBeGreaterThanOrEqual(0);
      expect(a[i]!).toBeLessThan(b[i]!);
    }
    const tiny = PlacementTable.of(Grid.of(2, 2), PieceSet.of([standardShape('1')!, standardShape('I5')!]));
    expect(Array.from(tiny.piece)).toEqual([0, 0, 0, 0]);
  });

  it("lists each piece's masks: one per orientation that fits, no mask in two pieces", () => {
    const owner = new Map<number, number>();
    for (let k = 0; k < table.pieces; k++) {
      const orientations = new Set<number>();
      for (let p = 0; p < table.count; p++) if (table.piece[p] === k) orientations.add(table.orientation[p]!);
      const masks = list(table.pieceMasks, k);
      expect(masks.length).toBe(orientations.size);
      for (const m of masks) {
        expect(owner.get(m), `mask ${m}`).toBeUndefined();
        owner.set(m, k);
      }
    }
    // Every placement's mask is among its piece's.
    for (let p = 0; p < table.count; p++)
      expect(owner.get(table.body.code[p]! >>> ANCHOR_BITS)).toBe(table.piece[p]);
  });

  it('refuses a board whose windows overflow the code', () => {
    const i8 = Polyomino.fromCells(Array.from({ length: 8 }, (_, x) => [x, 0] as [number, number]));
    expect(() => PlacementTable.of(Grid.of(64, 64), PieceSet.of([i8]))).toThrow(
      expect.objectContaining({ code: 'ERR_OPTIONS', reason: 'bad-size' }),
    );
  });

  it('places a piece owned twice once per placement: copies are the position’s business', () => {
    const twice = PieceSet.of([standardShape('X')!, standardShape('X')!]);
    expect(twice.pieces).toHaveLength(1);
    expect(twice.copies).toEqual([2]);
    expect(PlacementTable.of(Grid.of(5), twice).count).toBe(
      PlacementTable.of(Grid.of(5), PieceSet.of([standardShape('X')!])).count,
    );
  });
});
