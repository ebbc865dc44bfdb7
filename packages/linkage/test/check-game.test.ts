import { type LinkageOptions, linkage } from '@quadrille/linkage';
import { checkGame } from '@quadrille/testing';
import { describe, expect, it } from 'vitest';

describe('checkGame (@quadrille/testing) on Linkage', () => {
  it.each([
    ['the standard game', undefined, 40],
    ['the optional rule (pie setup)', { setup: 'pie' }, 25],
    ['5×5', { width: 5 }, 40],
    ['9×9 with 5 colours', { width: 9, colours: 5 }, 12],
    ['no restriction', { restriction: false }, 25],
    [
      '6×4, no black square, 2 colours × 3 pieces',
      { width: 6, height: 4, black: null, colours: 2, piecesPerColour: 3, threshold: 3 },
      40,
    ],
  ] as [string, LinkageOptions | undefined, number][])(
    'holds every invariant on %s',
    (_name, options, runs) => {
      const report = checkGame(linkage, { options, runs, seed: 11 });
      expect(report.games).toBe(runs);
      expect(report.positions).toBeGreaterThan(runs);
      expect(report.wins.reduce((a, b) => a + b, 0)).toBe(runs); // no draws: one winner per game
    },
  );
});
