/** The m,n,k-game's description passes @quadrille/testing's checkDescription, on its presets and other boards. */
import { mnk } from '@quadrille/examples';
import { checkDescription } from '@quadrille/testing';
import { describe, expect, it } from 'vitest';

describe('checkDescription on mnk', () => {
  it('holds for every preset', () => {
    const report = checkDescription(mnk, { runs: 8, seed: 3 });
    expect([report.presets, report.games]).toEqual([3, 24]);
    expect(report.lastMoves).toBe(report.positions - report.games);
  });

  it.each([
    { width: 1, height: 1, k: 1 },
    { width: 7, height: 2, k: 2 },
    { width: 4, height: 4, k: 3 },
  ])('holds thoroughly on %j', (options) => {
    expect(checkDescription(mnk, { options, runs: 6, thorough: true }).games).toBe(6);
  });
});
