import { next, perft, Rng, randomPlayout } from '@quadrille/core';
import { TalpaPosition, talpa } from '@quadrille/talpa';
import { describe, expect, it } from 'vitest';

describe('the talpa game object', () => {
  it('has the id talpa and creates positions', () => {
    expect(talpa.id).toBe('talpa');
    const pos = talpa.create({ size: 6 });
    expect(pos).toBeInstanceOf(TalpaPosition);
    expect(pos.seats).toBe(2);
  });

  it('works with core’s generic helpers: next leaves the old position alone, randomPlayout ends', () => {
    const start = talpa.create({ size: 6 });
    const after = next(start, talpa.parseMove(start, 'a1xa2'));
    expect(start.history).toHaveLength(0);
    expect(talpa.formatMove(after, after.history[0]!)).toBe('a1xa2');
    const end = randomPlayout(start, new Rng(1));
    expect(end.isOver()).toBe(true);
    expect(start.isOver()).toBe(false);
    expect(perft(after, 1)).toBe(after.legalMoves().length);
  });

  it('is deterministic under a seed', () => {
    const a = randomPlayout(talpa.create(), new Rng(9));
    const b = randomPlayout(talpa.create(), new Rng(9));
    expect(a.toJSON()).toEqual(b.toJSON());
  });
});
