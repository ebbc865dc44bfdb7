import {
  ErrorCode,
  GeometryError,
  IllegalMoveError,
  isQuadrilleError,
  NotationError,
  OptionsError,
  QuadrilleError,
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
