import {
  describeValue,
  failOptions,
  failSetup,
  isPlainObject,
  JSON_LAYOUT_VERSION,
  OptionsError,
  QuadrilleError,
  Reason,
  readArray,
  readDocument,
  readRecord,
  readStrings,
  SetupError,
  withDocumentOptions,
} from '@quadrille/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

/** The error `fn` throws (failing the test if it returns). */
function thrown(fn: () => unknown): QuadrilleError {
  try {
    fn();
  } catch (e) {
    expect(e).toBeInstanceOf(QuadrilleError);
    return e as QuadrilleError;
  }
  throw new Error('expected a throw');
}

/** Values no reader should ever trip over (picked by index: fast-check cannot clone a revoked proxy). */
const hostile: unknown[] = [
  Symbol('s'),
  10n,
  () => 1,
  {
    valueOf: () => {
      throw new Error('boom');
    },
    toString: () => {
      throw new Error('boom');
    },
  },
  new Proxy(
    {},
    {
      getPrototypeOf: () => {
        throw new Error('trap');
      },
    },
  ),
  (() => {
    const p = Proxy.revocable({}, {});
    p.revoke();
    return p.proxy;
  })(),
];

const anyHostile = fc.integer({ min: 0, max: hostile.length - 1 }).map((i) => ({ pick: i }));
/** The value an arbitrary stands for: a hostile value by index, or itself. */
const resolveValue = (v: unknown): unknown =>
  typeof v === 'object' && v !== null && Object.keys(v).length === 1 && 'pick' in v
    ? hostile[(v as { pick: number }).pick]
    : v;

describe('isPlainObject and describeValue', () => {
  it('accepts object literals and null-prototype objects only', () => {
    expect(isPlainObject({})).toBe(true);
    expect(isPlainObject(Object.create(null))).toBe(true);
    expect(isPlainObject(JSON.parse('{"__proto__": {"x": 1}}'))).toBe(true);
    // The object whose valueOf throws is a plain literal; every other hostile value is not.
    const notPlain = [
      null,
      undefined,
      [],
      new Date(),
      new Map(),
      'x',
      1,
      ...hostile.filter((_, i) => i !== 3),
    ];
    for (const v of notPlain) expect(isPlainObject(v)).toBe(false);
  });

  it('describes any value in a short string without throwing', () => {
    fc.assert(
      fc.property(fc.oneof(fc.anything(), anyHostile), (v) => {
        const text = describeValue(resolveValue(v));
        expect(typeof text).toBe('string');
        expect(text.length).toBeLessThanOrEqual(40);
      }),
    );
    expect(describeValue('x'.repeat(100))).toBe(`"${'x'.repeat(32)}…"`);
    expect(describeValue(Symbol())).toBe('a symbol');
  });
});

describe('readRecord', () => {
  it('returns a plain object with only known keys', () => {
    const o = { a: 1 };
    expect(readRecord(o, ['a', 'b'], 'opts', failOptions, Reason.UnknownOption)).toEqual(o);
  });

  it('refuses non-objects and unknown keys, including __proto__ and symbol keys', () => {
    expect(thrown(() => readRecord([], ['a'], 'opts', failOptions, Reason.UnknownOption))).toMatchObject({
      code: 'ERR_OPTIONS',
      reason: Reason.NotAnObject,
    });
    for (const bad of [
      JSON.parse('{"__proto__": {"polluted": true}}'),
      { constructor: 1 },
      { [Symbol('k')]: 1 },
      { c: 1 },
    ]) {
      const e = thrown(() => readRecord(bad, ['a'], 'doc', failSetup, Reason.UnknownField));
      expect(e).toBeInstanceOf(SetupError);
      expect(e.reason).toBe(Reason.UnknownField);
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('reading without running code', () => {
  it('refuses getters without calling them, and proxies whose traps throw, as typed errors', () => {
    let called = 0;
    const getter = Object.defineProperty({}, 'a', { enumerable: true, get: () => ++called });
    expect(thrown(() => readRecord(getter, ['a'], 'opts', failOptions, Reason.UnknownOption))).toMatchObject({
      code: 'ERR_OPTIONS',
      reason: Reason.BadType,
    });
    const list = Object.defineProperty([1, 2], 1, { get: () => ++called });
    expect(thrown(() => readArray(list, 'moves', 10, failSetup))).toMatchObject({ reason: Reason.BadType });
    expect(called).toBe(0);
    const trap = new Proxy(
      { a: 1 },
      {
        ownKeys: () => {
          throw new Error('trap');
        },
      },
    );
    expect(thrown(() => readRecord(trap, ['a'], 'opts', failOptions, Reason.UnknownOption))).toMatchObject({
      reason: Reason.BadType,
    });
    const arrayTrap = new Proxy([1], {
      get: () => {
        throw new Error('trap');
      },
    });
    expect(thrown(() => readArray(arrayTrap, 'moves', 10, failSetup))).toMatchObject({
      reason: Reason.BadType,
    });
  });

  it('returns copies, so later reads see the values that were checked', () => {
    const source = { a: 1 };
    const record = readRecord(source, ['a'], 'opts', failOptions, Reason.UnknownOption);
    expect(record).toEqual({ a: 1 });
    expect(record).not.toBe(source);
    const moves = ['x', 'y'];
    const copy = readArray(moves, 'moves', 5, failSetup);
    expect(copy).toEqual(moves);
    expect(copy).not.toBe(moves);
  });
});

describe('readArray', () => {
  it('accepts a dense array within the length limit', () => {
    expect(readArray([1, 'a', 0], 'moves', 3, failSetup)).toEqual([1, 'a', 0]);
  });

  it('refuses holes, undefined and null elements instead of skipping them', () => {
    // biome-ignore lint/suspicious/noSparseArray: the hole is the point.
    for (const bad of [[1, , 3], new Array(3), [1, null], [undefined]]) {
      expect(thrown(() => readArray(bad, 'moves', 10, failSetup))).toMatchObject({ reason: Reason.Missing });
    }
  });

  it('checks the length before reading any element', () => {
    const huge = new Array(2 ** 30);
    expect(thrown(() => readArray(huge, 'moves', 100, failSetup))).toMatchObject({ reason: Reason.TooLarge });
    expect(thrown(() => readArray('abc', 'moves', 100, failSetup))).toMatchObject({ reason: Reason.BadType });
  });
});

describe('readDocument', () => {
  const doc = { game: 'toy', version: JSON_LAYOUT_VERSION, options: {}, moves: [] };

  it('returns (a copy of) the document when the envelope is right', () => {
    expect(readDocument(doc, 'toy', ['moves'])).toEqual(doc);
  });

  it('names each defect with the shared reason', () => {
    const cases: [unknown, string][] = [
      [null, Reason.NotAnObject],
      [[doc], Reason.NotAnObject],
      [{ ...doc, extra: 1 }, Reason.UnknownField],
      [JSON.parse('{"game":"toy","version":1,"options":{},"moves":[],"__proto__":{}}'), Reason.UnknownField],
      [{ ...doc, game: 'other' }, Reason.WrongGame],
      [{ ...doc, version: 2 }, Reason.BadVersion],
      [{ game: 'toy', version: 1, options: {} }, Reason.Missing],
    ];
    for (const [data, reason] of cases) {
      const e = thrown(() => readDocument(data, 'toy', ['moves']));
      expect(e).toBeInstanceOf(SetupError);
      expect(e.reason).toBe(reason);
    }
  });

  it('never throws anything but a SetupError, and never mutates its input', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.anything(), anyHostile, fc.record({ game: fc.constant('toy'), version: fc.anything() })),
        (data) => {
          const before = JSON.stringify(data, (_k, v) => (typeof v === 'bigint' ? String(v) : v));
          try {
            readDocument(data, 'toy', ['moves']);
          } catch (e) {
            expect(e).toBeInstanceOf(SetupError);
          }
          expect(JSON.stringify(data, (_k, v) => (typeof v === 'bigint' ? String(v) : v))).toBe(before);
        },
      ),
    );
  });
});

describe('withDocumentOptions', () => {
  it('turns an OptionsError into a SetupError, keeping too-large', () => {
    expect(
      thrown(() => withDocumentOptions(() => failOptions('size must be positive', 'bad-size'))),
    ).toMatchObject({
      code: 'ERR_SETUP',
      reason: Reason.BadOptions,
    });
    expect(
      thrown(() => withDocumentOptions(() => failOptions('tables would exceed 64 MiB', Reason.TooLarge))),
    ).toMatchObject({
      code: 'ERR_SETUP',
      reason: Reason.TooLarge,
    });
    expect(withDocumentOptions(() => 5)).toBe(5);
    expect(() =>
      withDocumentOptions(() => {
        throw new RangeError('not ours');
      }),
    ).toThrow(RangeError);
    expect(new OptionsError('x')).not.toBeInstanceOf(SetupError);
  });
});

describe('readStrings', () => {
  it('is readArray whose entries must all be strings', () => {
    expect(readStrings(['a1', 'pass'], 'moves', 5, failSetup)).toEqual(['a1', 'pass']);
    expect(thrown(() => readStrings(['a1', 3], 'moves', 5, failSetup))).toMatchObject({
      code: 'ERR_SETUP',
      reason: Reason.BadType,
    });
    expect(thrown(() => readStrings(['a1', null], 'moves', 5, failSetup))).toMatchObject({
      reason: Reason.Missing,
    });
    expect(thrown(() => readStrings(['a', 'b'], 'moves', 1, failSetup))).toMatchObject({
      reason: Reason.TooLarge,
    });
  });
});
