import { describe, expect, it } from 'vitest';
import { Breach, checkFamily } from '../src/breach.js';

const fruit = checkFamily({ apple: 'an apple is red', pear: 'a pear is green' });
const tools = checkFamily({ hammer: 'a hammer is heavy' });

describe('checkFamily', () => {
  it('breach fails the check named, with the detail and the original error', () => {
    const original = new Error('inner');
    expect(() => fruit.breach('apple', 'it is blue', original)).toThrow(
      expect.objectContaining({
        check: 'apple',
        detail: 'it is blue',
        original,
        message: 'apple: it is blue',
      }),
    );
  });

  it('attempt returns what the call returns', () => {
    expect(fruit.attempt('pear', 'weigh', () => 2)).toBe(2);
  });

  it('attempt charges an unexpected error to the check, keeping it, and names the call', () => {
    const error = new RangeError('bad');
    let caught: unknown;
    try {
      fruit.attempt(
        'pear',
        () => 'peel()',
        () => {
          throw error;
        },
      );
    } catch (e) {
      caught = e;
    }
    expect(caught).toBeInstanceOf(Breach);
    expect(caught).toMatchObject({ check: 'pear', detail: 'peel() threw RangeError: bad', original: error });
  });

  it('attempt lets a breach through unchanged, of its family or another', () => {
    for (const inner of [new Breach('apple', 'inner'), new Breach('hammer', 'inner')]) {
      expect(() =>
        fruit.attempt('pear', 'outer', () => {
          throw inner;
        }),
      ).toThrow(inner);
    }
  });

  it('caught tells its own breaches from another family’s and from other errors', () => {
    expect(fruit.caught(new Breach('apple', 'x'))).toBe(true);
    expect(fruit.caught(new Breach('hammer', 'x'))).toBe(false);
    expect(tools.caught(new Breach('hammer', 'x'))).toBe(true);
    expect(fruit.caught(new Error('apple'))).toBe(false);
    expect(fruit.caught('apple')).toBe(false);
  });
});
