import { describe, expect, it } from 'vitest';
import { scoreBlend, winShare } from '../src/index.js';

describe('winShare', () => {
  it.each([
    { scores: [1, -1], winners: [0], expected: [1, 0] },
    { scores: [0, 0], winners: [0, 1], expected: [0.5, 0.5] },
    { scores: [10, 30, 30, 5], winners: [1, 2], expected: [0, 0.5, 0.5, 0] },
    { scores: [3, 2, 1, 0], winners: [0], expected: [1, 0, 0, 0] },
  ])('$winners of $scores', ({ scores, winners, expected }) => {
    const out = new Float64Array(scores.length).fill(7);
    winShare({ scores, winners }, out);
    expect([...out]).toEqual(expected);
  });
});

describe('scoreBlend', () => {
  it('mixes the win share with the normalised score', () => {
    const out = new Float64Array(4);
    scoreBlend(0.5)({ scores: [10, 30, 20, 30], winners: [1, 3] }, out);
    expect([...out]).toEqual([0, 0.75, 0.25, 0.75]);
  });

  it('gives ½ of the score term to everyone when all scores are equal', () => {
    const out = new Float64Array(2);
    scoreBlend(1)({ scores: [4, 4], winners: [0, 1] }, out);
    expect([...out]).toEqual([0.5, 0.5]);
  });

  it('is winShare at weight 0', () => {
    const a = new Float64Array(3);
    const b = new Float64Array(3);
    const outcome = { scores: [1, 5, 2], winners: [1] };
    scoreBlend(0)(outcome, a);
    winShare(outcome, b);
    expect(a).toEqual(b);
  });
});
