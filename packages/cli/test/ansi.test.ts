import { describe, expect, it } from 'vitest';
import { paintBoardRows } from '../src/games/ansi.js';

describe('paintBoardRows', () => {
  it('paints the rows that start with a rank number and leaves every other line as it was', () => {
    const text = ['   a b', '10 x .', ' 9 . o', '   a b', 'points: 3', ''].join('\n');
    const painted = paintBoardRows(text, (row) => `<${row}>`);
    expect(painted.split('\n')).toEqual(['   a b', '<10 x .>', '< 9 . o>', '   a b', 'points: 3', '']);
  });
});
