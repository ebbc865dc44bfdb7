import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkOptions,
  describeOptions,
  isQuadrilleError,
  OptionsError,
  type OptionsSchema,
  readOptionText,
} from '../src/index.js';

const SCHEMA: OptionsSchema = {
  options: {
    size: { type: 'integer', min: 3, max: 19, default: 9, doc: 'the side of the board' },
    komi: { type: 'number', min: -10, max: 10, doc: 'points for the second player' },
    pie: { type: 'boolean', default: false, doc: 'the pie rule' },
    rule: { type: 'choice', values: ['pass', 'lose'], default: 'pass', doc: 'with no move | what happens' },
    setup: { type: 'json', examples: [['a1', 'b2']], doc: 'stones placed first' },
  },
  samples: [{ size: 5 }],
};

/** The error's reason, or `ok` when `fn` returns. */
function reasonOf(fn: () => unknown): string {
  try {
    fn();
    return 'ok';
  } catch (e) {
    expect(e).toBeInstanceOf(OptionsError);
    return String((e as OptionsError).reason);
  }
}

describe('checkOptions', () => {
  it('accepts options of the right types within bounds, and returns a copy', () => {
    const options = { size: 19, komi: -2.5, pie: true, rule: 'lose', setup: { any: 'thing' } };
    const checked = checkOptions(SCHEMA, options);
    expect(checked).toEqual(options);
    expect(checked).not.toBe(options);
    expect(checkOptions(SCHEMA, {})).toEqual({});
  });

  it.each([
    ['not an object', 'size 9', 'not-an-object'],
    ['an unknown option', { width: 9 }, 'unknown-option'],
    ['a fraction for an integer', { size: 9.5 }, 'bad-type'],
    ['an integer below its minimum', { size: 2 }, 'out-of-range'],
    ['an integer above its maximum', { size: 20 }, 'out-of-range'],
    ['an infinite number', { komi: Number.POSITIVE_INFINITY }, 'bad-type'],
    ['a number out of bounds', { komi: 10.5 }, 'out-of-range'],
    ['a string for a boolean', { pie: 'yes' }, 'bad-type'],
    ['a number for a choice', { rule: 1 }, 'bad-type'],
    ['a string that is no choice', { rule: 'win' }, 'out-of-range'],
  ])('refuses %s', (_name, options, reason) => {
    expect(reasonOf(() => checkOptions(SCHEMA, options))).toBe(reason);
  });
});

describe('readOptionText', () => {
  it.each([
    ['size', '12', 12],
    ['komi', ' -0.5 ', -0.5],
    ['pie', 'true', true],
    ['pie', 'false', false],
    ['rule', 'lose', 'lose'],
    ['setup', '["c3"]', ['c3']],
  ])('reads %s=%s', (name, text, value) => {
    expect(readOptionText(SCHEMA, name, text)).toEqual(value);
  });

  it.each([
    ['width', '9', 'unknown-option'],
    ['size', '', 'bad-type'],
    ['size', 'nine', 'bad-type'],
    ['size', '99', 'out-of-range'],
    ['pie', 'yes', 'bad-type'],
    ['rule', 'win', 'out-of-range'],
    ['setup', '[a1', 'bad-type'],
    ['constructor', '1', 'unknown-option'],
  ])('refuses %s=%s', (name, text, reason) => {
    expect(reasonOf(() => readOptionText(SCHEMA, name, text))).toBe(reason);
  });

  it('throws nothing but an OptionsError on any text and name', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (name, text) => {
        try {
          readOptionText(SCHEMA, name, text);
        } catch (e) {
          return isQuadrilleError(e) && e instanceof OptionsError;
        }
        return true;
      }),
    );
  });
});

describe('checkOptions on anything', () => {
  it('throws nothing but an OptionsError', () => {
    fc.assert(
      fc.property(fc.anything(), (options) => {
        try {
          checkOptions(SCHEMA, options);
        } catch (e) {
          return e instanceof OptionsError;
        }
        return true;
      }),
    );
  });
});

describe('describeOptions', () => {
  it('writes one row per option, escaping table bars', () => {
    expect(describeOptions(SCHEMA).split('\n')).toEqual([
      '| option | type | values | default | what it does |',
      '|---|---|---|---|---|',
      '| `size` | integer | 3..19 | `9` | the side of the board |',
      '| `komi` | number | -10..10 | — | points for the second player |',
      '| `pie` | boolean | `true`, `false` | `false` | the pie rule |',
      '| `rule` | choice | `pass`, `lose` | `"pass"` | with no move \\| what happens |',
      '| `setup` | json | `["a1","b2"]` | — | stones placed first |',
    ]);
  });
});
