// Levels, the one strength scale: by number or name, read from untrusted values, in words.
import { MCTS_LEVELS } from '@quadrille/ai';
import { describe, expect, it } from 'vitest';
import { describeLevel, LEVEL_NAMES, LEVELS, levelName, levelOf, readLevel } from '../src/index.js';

describe('levels', () => {
  it('names three levels of ai’s scale, easiest first', () => {
    expect(LEVEL_NAMES).toEqual({ easy: 3, medium: 5, hard: 7 });
    expect(Object.values(LEVEL_NAMES).every((l) => l >= 1 && l <= MCTS_LEVELS.length)).toBe(true);
    expect(levelName(7)).toBe('hard');
    expect(levelName(8)).toBeUndefined();
    expect(LEVELS).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it.each([
    [1, 1],
    [8, 8],
    ['4', 4],
    ['easy', 3],
    ['hard', 7],
  ])('reads %j as level %i', (value, level) => {
    expect(readLevel(value)).toBe(level);
    expect(levelOf(value)).toBe(level);
  });

  it.each([0, 9, 2.5, '9', '', ' 3', 'Hard', 'toString', '__proto__', null, undefined, {}, Number.NaN])(
    'refuses %j as bad-level',
    (value) => {
      expect(levelOf(value)).toBeUndefined();
      expect(() => readLevel(value)).toThrow(
        expect.objectContaining({ code: 'ERR_OPTIONS', reason: 'bad-level' }),
      );
    },
  );

  it('says a level’s name and budget', () => {
    expect(describeLevel(5)).toBe('level 5 (medium): 1500 simulations per move');
    expect(describeLevel(1)).toBe('level 1: 8 simulations per move');
  });
});
