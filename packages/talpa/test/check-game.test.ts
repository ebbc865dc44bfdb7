/**
 * The generic protocol suite of @quadrille/testing over the presets and custom boards (odd,
 * rectangular, tiny, wider than a word) and both no-move rules.
 */
import { type TalpaOptions, talpa } from '@quadrille/talpa';
import { checkGame } from '@quadrille/testing';
import { describe, expect, it } from 'vitest';

const cases: readonly [TalpaOptions, number][] = [
  [{}, 25],
  [{ variant: 'beginner' }, 40],
  [{ variant: 'expert' }, 10],
  [{ size: 5 }, 40],
  [{ size: 7, noMove: 'lose' }, 20],
  [{ width: 4, height: 9 }, 30],
  [{ width: 9, height: 2 }, 30],
  [{ size: 2 }, 20],
  [{ width: 34, height: 3 }, 4],
];

describe('checkGame', () => {
  for (const [options, runs] of cases) {
    it(`keeps the protocol with ${JSON.stringify(options)}`, () => {
      const report = checkGame(talpa, { options, runs, seed: 42 });
      expect(report.games).toBe(runs);
      expect(report.positions).toBeGreaterThan(runs);
      expect(report.wins.reduce((a, b) => a + b, 0)).toBe(runs); // exactly one winner per game
    });
  }

  it('keeps the protocol thoroughly on a small board', () => {
    const report = checkGame(talpa, { options: { width: 3, height: 4 }, runs: 30, seed: 7, thorough: true });
    expect(report.games).toBe(30);
  });
});
