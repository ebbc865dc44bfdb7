import { readBoardOptions, readOrientation, readSeats, readTheme } from '@quadrille/board';
import { OptionsError } from '@quadrille/core';
import { describe, expect, it } from 'vitest';

describe('the board’s settings', () => {
  it.each([
    ['all', 'all'],
    ['', 'all'],
    ['none', []],
    ['0', [0]],
    ['2 0', [0, 2]],
    ['1,3', [1, 3]],
    [
      [1, 1, 0],
      [0, 1],
    ],
    [[], []],
  ] as const)('seats %j', (value, seats) => {
    expect(readSeats(value)).toEqual(seats);
  });

  it.each([['x'], ['-1'], [[0.5]], [[-1]], [3], [null], ['0 x']])('refuses seats %j', (value) => {
    expect(() => readSeats(value)).toThrow(OptionsError);
    expect(() => readSeats(value)).toThrow(/seats must be 'all' or a list of seat numbers/);
  });

  it('reads orientations and themes, and names the accepted values', () => {
    expect(readOrientation('180')).toBe(180);
    expect(readOrientation(270)).toBe(270);
    expect(() => readOrientation('45')).toThrow(/orientation must be one of 0, 90, 180, 270/);
    expect(() => readOrientation('')).toThrow(OptionsError);
    expect(readTheme('dark')).toBe('dark');
    expect(() => readTheme('neon')).toThrow(/theme must be one of light, dark, print, got "neon"/);
  });

  it('reads options as a preset name or a plain object, also as JSON text', () => {
    expect(readBoardOptions(' duo ')).toBe('duo');
    expect(readBoardOptions({ size: 6 })).toEqual({ size: 6 });
    expect(readBoardOptions('{"size":6}')).toEqual({ size: 6 });
    expect(() => readBoardOptions('{size')).toThrow(/not a JSON object/);
    expect(() => readBoardOptions(5)).toThrow(/preset's name or a plain object/);
    expect(() => readBoardOptions([1])).toThrow(OptionsError);
  });
});
