import { sideOf } from '@quadrille/play';
import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatStudySummary, type GameRecord, summariseStudy } from '../src/index.js';

/** A two-seat record: `winners` among seats 0 and 1, `plies` moves. */
function record(index: number, winners: readonly number[], plies: number): GameRecord {
  return {
    study: 't',
    index,
    seed: index * 2,
    players: [0, 1].map((seat) => (sideOf(seat, index) === 0 ? 'a' : 'b')),
    moves: Array.from({ length: plies }, () => 'm'),
    outcome: { scores: [0, 0], winners },
  };
}

describe('summariseStudy', () => {
  it('splits points between sides and seats', () => {
    // Game 0: A at seat 0 wins; game 1: B at seat 0 wins; game 2: a draw; game 3: A at seat 1 wins.
    const s = summariseStudy(
      [record(0, [0], 10), record(1, [0], 20), record(2, [0, 1], 30), record(3, [1], 40)],
      ['a', 'b'],
    );
    expect(s.sides[0].points).toBe(2.5);
    expect(s.sides[1].points).toBe(1.5);
    expect(s.sides[0].wins).toBe(2);
    expect(s.firstSeat.estimate).toBe(2.5 / 4);
    expect(s.firstSeatAdvantage.estimate).toBeCloseTo(0.125);
    expect(s.draws.estimate).toBe(0.25);
    expect(s.length).toEqual({ min: 10, p10: 10, median: 20, p90: 40, max: 40, mean: 25 });
    expect(formatStudySummary(s)).toMatch(/first seat\s+score 62\.5% \[/);
  });

  it('gives every game one point, whatever the order of the records', () => {
    const game = fc.record({
      winners: fc.constantFrom([0], [1], [0, 1]),
      plies: fc.integer({ min: 1, max: 99 }),
    });
    fc.assert(
      fc.property(fc.array(game, { minLength: 1, maxLength: 40 }), fc.boolean(), (games, reverse) => {
        const records = games.map((g, i) => record(i, g.winners, g.plies));
        const s = summariseStudy(reverse ? records.reverse() : records, ['a', 'b']);
        expect(s.sides[0].points + s.sides[1].points).toBeCloseTo(games.length);
        expect(s.sides[0].wins + s.sides[1].wins + s.draws.estimate * games.length).toBeCloseTo(games.length);
        expect(s.length.min).toBeLessThanOrEqual(s.length.median);
        expect(s.length.median).toBeLessThanOrEqual(s.length.max);
      }),
    );
  });
});
