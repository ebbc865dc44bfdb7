import { describe, expect, it } from 'vitest';
import { INVARIANTS, InvariantViolation } from '../src/index.js';
import { describeError, safeStringify, truncate } from '../src/violation.js';

const EXAMPLE = {
  gameId: 'mnk',
  options: { width: 4 },
  seed: 10,
  gameIndex: 3,
  gameSeed: 13,
  ply: 2,
  line: ['a1', 'b2'],
  detail: 'something broke',
};

describe('InvariantViolation', () => {
  it('is a readable, replayable counterexample', () => {
    const v = new InvariantViolation('clone-independent', EXAMPLE);
    expect(v.name).toBe('InvariantViolation');
    expect(v).toMatchObject({ invariant: 'clone-independent', ...EXAMPLE });
    expect(v.message.split('\n')).toEqual([
      'mnk: invariant "clone-independent" violated: something broke',
      `  invariant: ${INVARIANTS['clone-independent']}`,
      '  options:   {"width":4}',
      '  game:      #3 of the run with seed 10',
      '  replay:    checkGame(game, { options: {"width":4}, seed: 13, runs: 1 })',
      '  ply:       2',
      '  line:      a1 b2',
    ]);
  });

  it('names the start position and the default options', () => {
    const v = new InvariantViolation('deterministic', { ...EXAMPLE, options: undefined, ply: 0, line: [] });
    expect(v.message).toContain('options:   undefined');
    expect(v.message).toContain('line:      (start position)');
  });

  it('keeps the cause', () => {
    const cause = new TypeError('boom');
    expect(new InvariantViolation('json-round-trip', EXAMPLE, cause).cause).toBe(cause);
  });
});

describe('message helpers', () => {
  it.each([
    [
      { a: Number.NaN, b: undefined, c: [Number.POSITIVE_INFINITY, -0] },
      '{"a":NaN,"b":undefined,"c":[Infinity,-0]}',
    ],
    [undefined, 'undefined'],
    [null, 'null'],
    ['x"y', '"x\\"y"'],
    [() => 1, '[function]'],
  ])('safeStringify(%s) is %s', (value, text) => {
    expect(safeStringify(value)).toBe(text);
  });

  it('safeStringify survives cycles', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(safeStringify(cyclic)).toBe('[object Object]');
  });

  it('describeError shows class, code and message', () => {
    const coded = Object.assign(new Error('nope'), { code: 'ERR_SETUP' });
    expect(describeError(coded)).toBe('Error [ERR_SETUP]: nope');
    expect(describeError('text')).toBe('non-Error value "text"');
  });

  it('truncate cuts long text and says how long it was', () => {
    expect(truncate('abcdef', 10)).toBe('abcdef');
    expect(truncate('abcdef', 3)).toBe('abc… (6 chars)');
  });
});
