import {
  ErrorCode,
  GeometryError,
  IllegalMoveError,
  isQuadrilleError,
  NotationError,
  OptionsError,
  QuadrilleError,
  Reason,
  SetupError,
} from '@quadrille/core';
import { describe, expect, it } from 'vitest';

const CLASSES = [
  [OptionsError, 'OptionsError', 'ERR_OPTIONS'],
  [SetupError, 'SetupError', 'ERR_SETUP'],
  [NotationError, 'NotationError', 'ERR_NOTATION'],
  [IllegalMoveError, 'IllegalMoveError', 'ERR_ILLEGAL_MOVE'],
  [GeometryError, 'GeometryError', 'ERR_GEOMETRY'],
] as const;

describe('error classes', () => {
  it('the stable codes are the five documented strings, all distinct', () => {
    expect(ErrorCode).toEqual({
      Options: 'ERR_OPTIONS',
      Setup: 'ERR_SETUP',
      Notation: 'ERR_NOTATION',
      IllegalMove: 'ERR_ILLEGAL_MOVE',
      Geometry: 'ERR_GEOMETRY',
    });
  });

  it.each(CLASSES)('%o has name %s and code %s, message and optional reason', (Cls, name, code) => {
    const plain = new Cls('what went wrong');
    const tagged = new Cls('what went wrong', 'some-reason');
    for (const e of [plain, tagged]) {
      expect(e).toBeInstanceOf(Cls);
      expect(e).toBeInstanceOf(QuadrilleError);
      expect(e).toBeInstanceOf(Error);
      expect(e.name).toBe(name);
      expect(e.code).toBe(code);
      expect(e.message).toBe('what went wrong');
      expect(typeof e.stack).toBe('string');
      expect(isQuadrilleError(e)).toBe(true);
      expect(String(e)).toBe(`${name}: what went wrong`);
    }
    expect(plain.reason).toBeUndefined();
    expect(tagged.reason).toBe('some-reason');
    // Each class is distinct from the others.
    for (const [Other] of CLASSES) if (Other !== Cls) expect(plain).not.toBeInstanceOf(Other);
  });

  it('QuadrilleError can be constructed directly with any code', () => {
    const e = new QuadrilleError(ErrorCode.Setup, 'bad data', 'truncated');
    expect([e.name, e.code, e.reason, e.message]).toEqual([
      'QuadrilleError',
      'ERR_SETUP',
      'truncated',
      'bad data',
    ]);
  });
});

describe('isQuadrilleError', () => {
  it('recognises errors from another copy of the package by their code', () => {
    // What a QuadrilleError from a second bundled copy of core looks like to this copy.
    const foreign = Object.assign(new Error('x'), { code: 'ERR_ILLEGAL_MOVE' });
    expect(isQuadrilleError(foreign)).toBe(true);
  });

  it.each([
    ['a plain Error', new Error('x')],
    ['an Error with a foreign code', Object.assign(new Error('x'), { code: 'ENOENT' })],
    ['an Error with a non-string code', Object.assign(new Error('x'), { code: 1 })],
    ['a TypeError', new TypeError('x')],
    ['a look-alike object', { code: 'ERR_SETUP', message: 'x' }],
    ['a string', 'ERR_SETUP'],
    ['null', null],
    ['undefined', undefined],
    ['a number', 42],
  ])('is false for %s', (_what, value) => {
    expect(isQuadrilleError(value)).toBe(false);
  });
});

describe('instanceof across copies of the package (the dual-package hazard)', () => {
  it('a second copy’s errors are instances of this copy’s classes, by code', async () => {
    // A query string makes vitest load a second, independent copy of the module: what an app
    // gets when one dependency loads the CommonJS build and another the ESM build.
    const specifier = '../src/errors.ts?second-copy';
    const other = (await import(/* @vite-ignore */ specifier)) as typeof import('../src/errors.js');
    expect(other.OptionsError).not.toBe(OptionsError);
    const foreign = new other.OptionsError('bad', 'unknown-option');
    expect(Object.getPrototypeOf(foreign)).not.toBe(OptionsError.prototype);
    expect(foreign).toBeInstanceOf(OptionsError);
    expect(foreign).toBeInstanceOf(QuadrilleError);
    expect(foreign).not.toBeInstanceOf(SetupError);
    expect(new SetupError('x')).toBeInstanceOf(other.SetupError);
    expect(new SetupError('x')).toBeInstanceOf(other.QuadrilleError);
    expect(new SetupError('x')).not.toBeInstanceOf(other.IllegalMoveError);
  });

  it('look-alikes without the brand are not instances', () => {
    const lookAlike = Object.assign(new Error('x'), { code: 'ERR_OPTIONS' });
    expect(lookAlike).not.toBeInstanceOf(OptionsError);
    expect(lookAlike).not.toBeInstanceOf(QuadrilleError);
    expect({ code: 'ERR_OPTIONS' }).not.toBeInstanceOf(QuadrilleError);
    expect(null).not.toBeInstanceOf(QuadrilleError);
  });

  it('a user subclass still works by prototype', () => {
    class MyError extends OptionsError {}
    expect(new MyError('x')).toBeInstanceOf(MyError);
    expect(new MyError('x')).toBeInstanceOf(OptionsError);
    expect(new OptionsError('x')).toBeInstanceOf(OptionsError);
    expect(new OptionsError('x')).not.toBeInstanceOf(MyError);
  });
});

describe('Reason', () => {
  it('is one set of distinct kebab-case tags', () => {
    const values = Object.values(Reason);
    expect(new Set(values).size).toBe(values.length);
    for (const v of values) expect(v).toMatch(/^[a-z]+(-[a-z]+)*$/);
    expect(Reason.NoHistory).toBe('no-history');
    expect(Reason.NotAMove).toBe('not-a-move');
  });
});
