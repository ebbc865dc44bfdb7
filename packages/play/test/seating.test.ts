// Who sits where and which seed each player gets: pure functions of the seat, the game and the seed.
import { describe, expect, it } from 'vitest';
import { gameSeed, playerSeed, SEATINGS, sideOf, sidesOf } from '../src/index.js';

describe('seating', () => {
  it('alternates seats between the sides and swaps them every game', () => {
    expect(sidesOf(4, 0)).toEqual([0, 1, 0, 1]);
    expect(sidesOf(2, 1)).toEqual([1, 0]);
    expect([0, 1, 2, 3].map((game) => sideOf(0, game))).toEqual([0, 1, 0, 1]);
    expect([0, 1, 2].map((seat) => SEATINGS.alternate(seat, 3))).toEqual([1, 0, 1]);
  });

  it('seats A alone, a different seat each game, under the rule one', () => {
    expect([0, 1, 2, 3].map((seat) => SEATINGS.one(seat, 5, 4))).toEqual([1, 0, 1, 1]);
  });

  it('seeds side A with the game’s seed and side B with the next integer', () => {
    expect(gameSeed(7, 3)).toBe(7006);
    expect([playerSeed(7, 3, 0), playerSeed(7, 3, 1)]).toEqual([7006, 7007]);
  });
});
