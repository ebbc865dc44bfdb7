import { type MnkOptions, mnk } from '@quadrille/examples';
import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkVariants } from '../src/index.js';
import { Wrapped, wrappedMnk } from './fixtures/mutants.js';

const variants: fc.Arbitrary<MnkOptions> = fc.record({
  width: fc.integer({ min: 1, max: 6 }),
  height: fc.integer({ min: 1, max: 6 }),
  k: fc.integer({ min: 1, max: 6 }),
});

/** Correct except on boards wider than 3, where the outcome forgets the draw's second winner. */
const brokenWhenWide = {
  ...wrappedMnk,
  id: 'mnk-wide-bug',
  create: (o?: MnkOptions) => new WideBug(mnk.create(o)),
  fromJSON: (d: unknown) => new WideBug(mnk.fromJSON(d)),
};
class WideBug extends Wrapped {
  override outcome() {
    const o = super.outcome();
    return o !== undefined && this.inner.grid.width > 3 ? { ...o, winners: [0] } : o;
  }
}

describe('checkVariants', () => {
  it('passes on random valid variants of a correct game', () => {
    expect(() => checkVariants(mnk, variants, { variants: 15, runs: 5, variantSeed: 1 })).not.toThrow();
  });

  it('shrinks a failure to the simplest failing variant', () => {
    // width 4 is the narrowest buggy board; height 1 is the least; k = 1 hides the bug (the
    // first player always wins, so winners [0] is right), so k = 2 is the simplest failure.
    let message = '';
    try {
      checkVariants(brokenWhenWide, variants, { variants: 50, runs: 10, variantSeed: 2 });
    } catch (e) {
      message = (e as Error).message;
    }
    expect(message).toContain('Counterexample: [{"width":4,"height":1,"k":2}]');
    expect(message).toContain('invariant "outcome-winners" violated');
  });
});
