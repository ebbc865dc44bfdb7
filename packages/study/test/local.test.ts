import { sideOf } from '@quadrille/play';
import { talpa } from '@quadrille/talpa';
import { describe, expect, it } from 'vitest';
import { defineStudy, playStudyGame, runStudy } from '../src/index.js';

// The game as the threads load it from the catalogue module: the same description.
const game = talpa;
const spec = defineStudy({
  id: 'local',
  module: '@quadrille/games',
  game: 'talpa',
  options: { size: 4 },
  players: ['mcts', 'random'],
  budget: { iterations: 40 },
  games: 6,
  seed: 5,
});

describe('runStudy', () => {
  it('gives the same records on two threads as in this thread', async () => {
    const one = await runStudy(spec, { workers: 1, game });
    const two = await runStudy(spec, { workers: 2 });
    expect(one.failures).toEqual([]);
    expect(two.failures).toEqual([]);
    expect(two.records).toEqual(one.records);
    expect(one.records.map((r) => r.index)).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('alternates the seats and replays each record to its outcome', async () => {
    for (const index of [0, 1]) {
      const r = await playStudyGame(game, spec, index);
      expect(r.players).toEqual([0, 1].map((seat) => spec.players[sideOf(seat, index)]));
      expect(r.seed).toBe(spec.seed * 1000 + index * 2);
      const pos = talpa.create(spec.options);
      for (const m of r.moves) pos.play(talpa.parseMove(pos, m));
      expect(pos.outcome()).toEqual(r.outcome);
    }
  });

  it('skips the games already played and reports failures instead of dropping them', async () => {
    const failures: number[] = [];
    const r = await runStudy(
      { ...spec, options: { size: 1 } },
      { workers: 1, game, skip: new Set([0, 1, 2, 3]), onFailure: (f) => failures.push(f.index) },
    );
    expect(r.records).toEqual([]);
    expect(r.failures.map((f) => f.index)).toEqual([4, 5]);
    expect(failures).toEqual([4, 5]);
    expect(r.failures[0]!.error).toMatch(/size/);
  });
});
