/** The m,n,k-game keeps every protocol invariant of `@quadrille/testing`, on many boards. */
import { mnk } from '@quadrille/examples';
import { checkGame, checkVariants } from '@quadrille/testing';
import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';

describe('mnk keeps every protocol invariant', () => {
  it.each([
    { width: 3, height: 3, k: 3 },
    { width: 4, height: 4, k: 3 },
    { width: 6, height: 5, k: 4 },
    { width: 1, height: 1, k: 1 },
    { width: 7, height: 2, k: 2 },
  ])('on %j', (options) => {
    const report = checkGame(mnk, { options, runs: 40, seed: 3 });
    expect(report.games).toBe(40);
  });

  it('in thorough mode on tic-tac-toe', () => {
    expect(checkGame(mnk, { runs: 15, thorough: true }).games).toBe(15);
  });

  it('on random boards up to 8 × 8', () => {
    const options = fc.record({
      width: fc.integer({ min: 1, max: 8 }),
      height: fc.integer({ min: 1, max: 8 }),
      k: fc.integer({ min: 1, max: 5 }),
    });
    checkVariants(mnk, options, { variants: 15, runs: 5, variantSeed: 1 });
  });
});
