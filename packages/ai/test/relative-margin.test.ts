import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RelativeMargin } from '../src/relative-margin.js';

/** Scores every outcome in turn with one `RelativeMargin`; the rewards of each (winShare base). */
function scoreAll(share: number, outcomes: { scores: number[]; winners: number[] }[]): number[][] {
  const margins = new RelativeMargin(share, outcomes[0]!.scores.length);
  return outcomes.map((outcome) => {
    const out = new Float64Array(outcome.scores.length);
    for (const w of outcome.winners) out[w] = 1 / outcome.winners.length;
    margins.apply(outcome, out);
    return [...out];
  });
}

/** A two-seat outcome with seat 0 ahead by `margin`. */
const twoSeats = (margin: number) => ({
  scores: [margin, 0],
  winners: margin > 0 ? [0] : margin < 0 ? [1] : [0, 1],
});

describe('RelativeMargin', () => {
  it('keeps every reward in [0, 1], lets no loss beat a win, and keeps two seats summing to 1', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.array(fc.integer({ min: -109, max: 109 }), { minLength: 1, maxLength: 40 }),
        (share, margins) => {
          for (const [mine, theirs] of scoreAll(share, margins.map(twoSeats))) {
            expect(mine).toBeGreaterThanOrEqual(0);
            expect(mine).toBeLessThanOrEqual(1);
            expect(mine! + theirs!).toBeCloseTo(1, 12);
          }
          // A win earns at least 1 − share, a loss at most share: below ½ no margin lifts a loss
          // above a win.
          if (share < 0.5) {
            const rewards = scoreAll(share, margins.map(twoSeats));
            margins.forEach((m, i) => {
              if (m > 0) expect(rewards[i]![0]).toBeGreaterThanOrEqual(1 - share);
              if (m < 0) expect(rewards[i]![0]).toBeLessThanOrEqual(share);
            });
          }
        },
      ),
    );
  });

  it('gives ½ of its share when there is nothing to compare against', () => {
    expect(scoreAll(0.2, [twoSeats(30)])).toEqual([[0.8 + 0.1, 0.1]]);
    expect(scoreAll(0.2, [twoSeats(5), twoSeats(5)])[1]).toEqual([0.9, 0.1]);
  });

  it('judges a margin against the margins seen: the same win is worth more among smaller wins', () => {
    const amongSmall = scoreAll(0.3, [twoSeats(2), twoSeats(4), twoSeats(10)]).at(-1)!;
    const amongBig = scoreAll(0.3, [twoSeats(30), twoSeats(40), twoSeats(10)]).at(-1)!;
    expect(amongSmall[0]).toBeGreaterThan(0.7 + 0.15);
    expect(amongBig[0]).toBeLessThan(0.7 + 0.15);
    expect(amongBig[0]).toBeGreaterThanOrEqual(0.7);
  });

  it('is exactly (1 − share) × reward + share × (½ + ½·tanh z), z in standard deviations', () => {
    // Margins 0, 10, 20 for seat 0: mean 10, standard deviation √(200 / 3).
    const last = scoreAll(0.25, [twoSeats(0), twoSeats(10), twoSeats(20)]).at(-1)!;
    const z = 10 / Math.sqrt(200 / 3);
    expect(last[0]).toBeCloseTo(0.75 + 0.25 * (0.5 + 0.5 * Math.tanh(z)), 12);
  });

  it("takes each of four seats' margin over the best other seat, against its own margins", () => {
    // Margins 0, −15, 0, −55 after 0, 0, 0, 0: the two leaders have seen no spread (z = 0), the
    // two others are one standard deviation below their mean (z = −1), however far behind.
    const rewards = scoreAll(1, [
      { scores: [0, 0, 0, 0], winners: [0, 1, 2, 3] },
      { scores: [-5, -20, -5, -60], winners: [0, 2] },
    ]).at(-1)!;
    const below = 0.5 + 0.5 * Math.tanh(-1);
    expect(rewards).toEqual([0.5, below, 0.5, below]);
  });

  it('forgets the margins seen on reset', () => {
    const margins = new RelativeMargin(0.4, 2);
    const out = new Float64Array(2);
    for (const m of [50, 60, 70]) margins.apply(twoSeats(m), out);
    margins.reset();
    out.set([1, 0]);
    margins.apply(twoSeats(10), out);
    expect([...out]).toEqual([0.6 + 0.2, 0.2]);
  });
});
