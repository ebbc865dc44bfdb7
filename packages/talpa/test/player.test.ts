import { opponent, PLAYER_NAMES, Player } from '@quadrille/talpa';
import { describe, expect, it } from 'vitest';

describe('players', () => {
  it('Red is seat 0 and Blue seat 1, each the other’s opponent', () => {
    expect([Player.Red, Player.Blue]).toEqual([0, 1]);
    expect(PLAYER_NAMES).toEqual(['Red', 'Blue']);
    expect(opponent(Player.Red)).toBe(Player.Blue);
    expect(opponent(Player.Blue)).toBe(Player.Red);
  });
});
