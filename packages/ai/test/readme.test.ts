// The quick start of packages/ai/README.md, run as written (console.log becomes assertions).
import { talpa } from '@quadrille/talpa';
import { expect, it } from 'vitest';
import { mctsPlayer, randomPlayer } from '../src/index.js';

it('runs the README quick start', async () => {
  const pos = talpa.create({ variant: 'beginner' });
  const before = JSON.stringify(pos.toJSON());
  const ai = mctsPlayer({ seed: 1, level: 4 }); // or { iterations: 2000 }, { timeMs: 1000 }
  const { move, stats } = await ai.chooseMove(pos); // pos itself is never modified
  expect(JSON.stringify(pos.toJSON())).toBe(before);
  expect(talpa.formatMove(pos, move)).toMatch(/^[a-f][1-6]x[a-f][1-6]$/);
  expect(stats.visits).toBeGreaterThan(0);
  expect(stats.value).toBeGreaterThanOrEqual(0);
  pos.play(move);
  pos.play((await randomPlayer(7).chooseMove(pos)).move);
  expect(pos.history).toHaveLength(2);
});
