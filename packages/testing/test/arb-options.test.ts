import { checkOptions, OptionsError, type OptionsSchema } from '@quadrille/core';
import { mnk } from '@quadrille/examples';
import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arbOptions, arbRefusedOptions, checkVariants } from '../src/index.js';

const SCHEMA: OptionsSchema = {
  options: {
    size: { type: 'integer', min: 3, max: 19, doc: 'side' },
    komi: { type: 'number', min: -5, max: 5, doc: 'komi' },
    pie: { type: 'boolean', doc: 'pie' },
    rule: { type: 'choice', values: ['pass', 'lose'], doc: 'rule' },
    cells: { type: 'json', examples: [['a1'], []], doc: 'cells' },
  },
  samples: [],
};

describe('arbOptions', () => {
  it('draws options the schema accepts, each option absent or within its domain', () => {
    fc.assert(
      fc.property(arbOptions(SCHEMA), (options) => {
        expect(checkOptions(SCHEMA, options)).toEqual(options);
      }),
    );
  });

  it('keeps under the caps it is given', () => {
    for (const options of fc.sample(arbOptions(SCHEMA, { max: { size: 5, komi: 1 } }), {
      numRuns: 200,
      seed: 1,
    })) {
      if (options.size !== undefined) expect(options.size).toBeLessThanOrEqual(5);
      if (options.komi !== undefined) expect(options.komi).toBeLessThanOrEqual(1);
    }
  });

  it('gives checkVariants random variants of a described game', () => {
    const boards = arbOptions(mnk.options!, { max: { width: 5, height: 5, k: 5 } });
    expect(() => checkVariants(mnk, boards, { variants: 5, runs: 3, variantSeed: 7 })).not.toThrow();
  });
});

describe('arbRefusedOptions', () => {
  it('draws only options the schema refuses', () => {
    fc.assert(
      fc.property(arbRefusedOptions(SCHEMA), (options) => {
        expect(() => checkOptions(SCHEMA, options)).toThrow(OptionsError);
      }),
    );
  });

  it('draws options that the m,n,k game refuses too', () => {
    for (const options of fc.sample(arbRefusedOptions(mnk.options!), { numRuns: 200, seed: 3 })) {
      expect(() => mnk.create(options)).toThrow(OptionsError);
    }
  });
});
