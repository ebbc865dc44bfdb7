import { Rng } from '@quadrille/core';
import { type LinageOptions, type LinagePosition, linage } from '@quadrille/linage';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LINE_BITS } from '../src/topology.js';
import { naiveRegions } from './naive.js';
import { emptiness, expectMatchesOracle } from './oracle-check.js';

/** Options for small boards of every shape and line length. */
const arbSmallOptions: fc.Arbitrary<LinageOptions> = fc
  .record({ width: fc.integer({ min: 3, max: 8 }), height: fc.integer({ min: 3, max: 8 }) })
  .chain(({ width, height }) =>
    fc.record({
      width: fc.constant(width),
      height: fc.constant(height),
      lineLength: fc.integer({ min: 2, max: Math.min(width, height) }),
    }),
  );

/** Plays random placements (passing now and then) until the game ends, checking after each. */
function playChecked(pos: LinagePosition, seed: number, each: (pos: LinagePosition) => void): void {
  const rng = new Rng(seed);
  each(pos);
  while (!pos.isOver()) {
    const moves = pos.legalMoves();
    const pass = moves[moves.length - 1]!;
    const move = moves.length === 1 || rng.int(10) === 0 ? pass : moves[rng.int(moves.length - 1)]!;
    pos.play(move);
    each(pos);
  }
}

describe('region bookkeeping against a from-scratch oracle', () => {
  it('regions, line counts, owners, legal placements and score equal the naive recomputation after every move', () => {
    fc.assert(
      fc.property(arbSmallOptions, fc.integer(), (options, seed) => {
        playChecked(linage.create(options), seed, expectMatchesOracle);
      }),
      { numRuns: 40 },
    );
  });

  it('matches the oracle on a full 11x11 game', () => {
    playChecked(linage.create(), 1, expectMatchesOracle);
  });

  it('matches the oracle on a long, thin board and on line length 4 and 5', () => {
    playChecked(linage.create({ width: 12, height: 3 }), 5, expectMatchesOracle);
    playChecked(linage.create({ size: 9, lineLength: 4 }), 6, expectMatchesOracle);
    playChecked(linage.create({ size: 7, lineLength: 5 }), 7, expectMatchesOracle);
  });

  it('matches the oracle where a stone lands outside the window of a hard point whose search reached it', () => {
    // Seed 23 was found by playing seeds until one went wrong with such ("wide") hard points
    // never rechecked, which only an oracle can catch: every board visits them the same way.
    playChecked(linage.create({ size: 11, lineLength: 5 }), 23, expectMatchesOracle);
  });

  it('keeps a line in every region after every move', () => {
    fc.assert(
      fc.property(arbSmallOptions, fc.integer(), (options, seed) => {
        playChecked(linage.create(options), seed, (pos) => {
          const regions = naiveRegions(pos.grid, emptiness(pos), pos.rules.lineLength);
          expect(regions.every((r) => r.horizontal + r.vertical > 0)).toBe(true);
        });
      }),
      { numRuns: 100 },
    );
  });

  it('rejects every placement in an owned region, with reason owned-region, leaving the position unchanged', () => {
    let checked = 0;
    fc.assert(
      fc.property(arbSmallOptions, fc.integer(), (options, seed) => {
        playChecked(linage.create(options), seed, (pos) => {
          if (pos.isOver()) return;
          for (const region of pos.regions()) {
            if (region.owner === 'free') continue;
            for (const cell of region.cells) {
              checked++;
              const before = JSON.stringify(pos.toJSON());
              expect(pos.isLegal(cell)).toBe(false);
              expect(pos.illegalReason(cell)).toBe('owned-region');
              expect(() => pos.play(cell as never)).toThrow(
                expect.objectContaining({ code: 'ERR_ILLEGAL_MOVE' }),
              );
              expect(JSON.stringify(pos.toJSON())).toBe(before);
            }
          }
        });
      }),
      { numRuns: 40 },
    );
    expect(checked).toBeGreaterThan(0);
  });

  it('gives the final score as the naive count of owned points plus komi', () => {
    fc.assert(
      fc.property(arbSmallOptions, fc.integer(), fc.integer({ min: -9, max: 9 }), (options, seed, komi2) => {
        const pos = linage.create({ ...options, komi: komi2 / 2 });
        playChecked(pos, seed, () => {});
        let vertical = 0;
        let horizontal = 0;
        for (const r of naiveRegions(pos.grid, emptiness(pos), pos.rules.lineLength)) {
          if (r.owner === 'vertical') vertical += r.cells.length;
          if (r.owner === 'horizontal') horizontal += r.cells.length;
        }
        const outcome = pos.outcome()!;
        expect(outcome.scores).toEqual([vertical, horizontal + komi2 / 2]);
        const best = Math.max(vertical, horizontal + komi2 / 2);
        expect(outcome.winners).toEqual([0, 1].filter((s) => outcome.scores[s] === best));
      }),
      { numRuns: 100 },
    );
  });
});

/** The `LINE_BITS` of every point recomputed from the stones alone (index `z + 1`, as the board keeps them). */
function naiveLineBits(pos: LinagePosition): number[] {
  const { width, height, lineLength: len } = pos.rules;
  const empty = emptiness(pos);
  const at = (f: number, r: number) => f >= 0 && f < width && r >= 0 && r < height && empty[r * width + f]!;
  const hLine = (f: number, r: number) =>
    f + len <= width && Array.from({ length: len }, (_, j) => at(f + j, r)).every(Boolean);
  const vLine = (f: number, r: number) =>
    r + len <= height && Array.from({ length: len }, (_, j) => at(f, r + j)).every(Boolean);
  const out = [0];
  for (let c = 0; c < width * height; c++) {
    const f = c % width;
    const r = (c - f) / width;
    let through = 0;
    for (let j = 0; j < len; j++) {
      if (f - j >= 0 && hLine(f - j, r)) through |= LINE_BITS.hThrough;
      if (r - j >= 0 && vLine(f, r - j)) through |= LINE_BITS.vThrough;
    }
    out.push(
      through |
        (hLine(f, r) ? LINE_BITS.hStart : 0) |
        (vLine(f, r) ? LINE_BITS.vStart : 0) |
        (f - len + 1 >= 0 && hLine(f - len + 1, r) ? LINE_BITS.hEnd : 0) |
        (r - len + 1 >= 0 && vLine(f, r - len + 1) ? LINE_BITS.vEnd : 0),
    );
  }
  return out;
}

/**
 * Per point, the 8-connected group of stones it belongs to, recomputed by flood fill (the edge
 * of the board is one more stone, numbered `size`, joining every stone that touches it, even
 * diagonally); -1 for an empty point.
 */
function naiveWalls(pos: LinagePosition): number[] {
  const { width, height } = pos.rules;
  const size = width * height;
  const empty = emptiness(pos);
  const group = new Array<number>(size + 1).fill(-1);
  const neighbours = (x: number): number[] => {
    if (x === size) return [];
    const f = x % width;
    const r = (x - f) / width;
    const out: number[] = [];
    for (let df = -1; df <= 1; df++)
      for (let dr = -1; dr <= 1; dr++) {
        if (df === 0 && dr === 0) continue;
        const nf = f + df;
        const nr = r + dr;
        out.push(nf < 0 || nf >= width || nr < 0 || nr >= height ? size : nr * width + nf);
      }
    return out;
  };
  const fill = (seed: number) => {
    const stack = [seed];
    group[seed] = seed;
    while (stack.length > 0) {
      const x = stack.pop()!;
      // The edge's neighbours are the stones touching it: found from their side.
      const next = x === size ? [] : neighbours(x);
      if (x !== size && next.includes(size) && group[size] === -1) {
        group[size] = seed;
        stack.push(size);
      }
      for (const z of next) {
        if (z === size || empty[z] || group[z] !== -1) continue;
        group[z] = seed;
        stack.push(z);
      }
      if (x === size) {
        for (let z = 0; z < size; z++) {
          if (!empty[z] && group[z] === -1 && neighbours(z).includes(size)) {
            group[z] = seed;
            stack.push(z);
          }
        }
      }
    }
  };
  fill(size);
  for (let c = 0; c < size; c++) if (!empty[c] && group[c] === -1) fill(c);
  return group;
}

describe('incremental line bits and stone walls', () => {
  it('equal their recomputation from the stones after every move and every undo', () => {
    fc.assert(
      fc.property(arbSmallOptions, fc.integer(), (options, seed) => {
        const pos = linage.create(options);
        const check = () => {
          const board = pos.regionBoard;
          const size = pos.grid.size;
          expect(Array.from(board.lineBits.subarray(0, size + 1))).toEqual(naiveLineBits(pos));
          const root = (x: number) => {
            while (board.walls[x]! >= 0) x = board.walls[x]!;
            return x;
          };
          const naive = naiveWalls(pos);
          // Same partition: a stone's root is shared exactly by the stones of its naive group.
          const rootOfGroup = new Map<number, number>();
          const groupOfRoot = new Map<number, number>();
          for (let x = 0; x <= size; x++) {
            if (naive[x] === -1) {
              expect(board.walls[x]).toBe(-1);
              continue;
            }
            const r = root(x);
            expect(rootOfGroup.get(naive[x]!) ?? r).toBe(r);
            expect(groupOfRoot.get(r) ?? naive[x]).toBe(naive[x]);
            rootOfGroup.set(naive[x]!, r);
            groupOfRoot.set(r, naive[x]!);
          }
        };
        playChecked(pos, seed, check);
        while (pos.history.length > 0) {
          pos.undo();
          check();
        }
      }),
      { numRuns: 30 },
    );
  });
});
