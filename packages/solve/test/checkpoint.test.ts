// A solve stopped and resumed from its checkpoint reaches the same proved outcome.
import { expect, it } from 'vitest';
import { ALGORITHMS, checkProof, readCheckpoint, Solver, solveWith, writeCheckpoint } from '../src/index.js';
import { failure, mnk, talpa } from './games.js';

it.each(ALGORITHMS)(
  'resumes from a checkpoint in either search and proves the same outcome (%s)',
  async (algorithm) => {
    const memory = 1 << 20;
    const whole = new Solver(mnk, mnk.create({ width: 3, height: 3, k: 3 }), { memory, algorithm });
    const outcome = (await solveWith(whole)).outcome;
    // Stop early (first search) and late (second search: tic-tac-toe is a draw).
    const phases: number[] = [];
    for (const nodes of [500, whole.nodes - 500]) {
      const first = new Solver(mnk, mnk.create({ width: 3, height: 3, k: 3 }), { memory, algorithm });
      const stopped = await solveWith(first, { maxNodes: nodes });
      expect(stopped.stopped).toBe('nodes');
      const again = readCheckpoint(mnk, writeCheckpoint(first));
      expect([again.nodes, again.phase, again.algorithm]).toEqual([first.nodes, first.phase, algorithm]);
      phases.push(again.phase);
      const result = await solveWith(again);
      expect(result.outcome).toBe(outcome);
      expect(checkProof(mnk, result.proof!).ok).toBe(true);
    }
    expect(phases).toEqual([1, 2]);
  },
);

it('refuses a checkpoint of the earlier table layout, saying so', async () => {
  const solver = new Solver(mnk, mnk.create({ width: 3, height: 3, k: 3 }), { memory: 1 << 20 });
  await solveWith(solver, { maxNodes: 500 });
  const bytes = writeCheckpoint(solver);
  bytes.set(new TextEncoder().encode('QSOLVE1\n'));
  expect(await failure(() => readCheckpoint(mnk, bytes))).toBe('ERR_SETUP bad-checkpoint');
  expect(() => readCheckpoint(mnk, bytes)).toThrow(/earlier solver/);
});

it('refuses bytes that are not a checkpoint of the game', async () => {
  const solver = new Solver(mnk, mnk.create(), { memory: 1 << 20 });
  const bytes = writeCheckpoint(solver);
  const reasons = await Promise.all(
    [
      () => readCheckpoint(mnk, new Uint8Array(10)),
      () => readCheckpoint(mnk, bytes.subarray(0, bytes.length - 4)),
      () => readCheckpoint(talpa, bytes),
    ].map(failure),
  );
  expect(reasons).toEqual(['ERR_SETUP bad-checkpoint', 'ERR_SETUP bad-checkpoint', 'ERR_SETUP wrong-game']);
});
