import { OptionsError, Rng, randomPlayout } from '@quadrille/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { randomPlayer } from '../src/index.js';
import { mnk, ticTacToe } from './fixtures.js';

describe('randomPlayer', () => {
  it('plays legal moves and is reproducible under a seed', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer(), fc.integer({ min: 0, max: 8 }), async (seed, plies) => {
        const pos = randomPlayout(mnk.create({ width: 4, k: 4 }), new Rng(seed), { maxPlies: plies });
        if (pos.isOver()) return;
        const before = JSON.stringify(pos.toJSON());
        const a = await randomPlayer(seed).chooseMove(pos);
        const b = await randomPlayer(seed).chooseMove(pos);
        expect(pos.isLegal(a.move)).toBe(true);
        expect(b.move).toBe(a.move);
        expect(JSON.stringify(pos.toJSON())).toBe(before);
      }),
      { numRuns: 50 },
    );
  });

  it('eventually plays every legal move', async () => {
    const player = randomPlayer(1);
    const pos = ticTacToe('b2');
    const seen = new Set<number>();
    for (let i = 0; i < 200; i++) seen.add((await player.chooseMove(pos)).move);
    expect([...seen].sort((x, y) => x - y)).toEqual(pos.legalMoves());
  });

  it('rejects a finished game', async () => {
    const over = ticTacToe('a1', 'a2', 'b1', 'b2', 'c1');
    await expect(randomPlayer(0).chooseMove(over)).rejects.toBeInstanceOf(OptionsError);
  });
});
