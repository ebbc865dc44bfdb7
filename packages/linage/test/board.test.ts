import { Rng } from '@quadrille/core';
import { type LinageOptions, type LinagePosition, linage } from '@quadrille/linage';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
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
