// The quick start of packages/study/README.md, run as written (console.log becomes assertions).
import { expect, it } from 'vitest';
import { defineStudy, formatStudySummary, runStudy, summariseStudy } from '../src/index.js';

it('runs the README quick start', async () => {
  const spec = defineStudy({
    module: '@quadrille/games', // where threads and workers load the game from
    game: 'talpa', // the game's id in that module
    options: { size: 4 },
    players: ['mcts', 'random'],
    budget: { iterations: 50 }, // reproducible; { timeMs: 500 } is not (both: whichever first)
    games: 4,
    seed: 7,
  });
  const { records, failures } = await runStudy(spec, { workers: 1 }); // default: a thread per core
  const summary = summariseStudy(records, spec.players);
  expect(formatStudySummary(summary)).toMatch(/^side\s+points\s+\(95% intervals, 4 games\)\nA mcts/);
  expect(records[0]!.moves.join(' ')).toMatch(/^[a-d][1-4]x[a-d][1-4] /);
  expect(failures.length).toBe(0);
  expect(records.map((r) => r.index)).toEqual([0, 1, 2, 3]);
});
