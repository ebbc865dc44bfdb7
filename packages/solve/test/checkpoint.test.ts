// A solve stopped and resumed from its checkpoint reaches the same proved outcome.
import { expect, it } from 'vitest';
import { ALGORITHMS, checkProof, readCheckpoint, Solver, solveWith, writeCheckpoint } from '../src/index.js';
import { failure, mnk, talpa } from './games.js';

it.each(ALGORITHMS)(
  'resumes from a checkpoint in either search and proves the same outcome (%s)',
  async (algorithm) => {
    const memory = 1 << 20;
    const start = () => new Solver(mnk, mnk.create({ width: 3, height: 3, k: 3 }), { memory, algorithm });
    const whole = start();
    const outcome = (await solveWith(whole)).outcome;
    // A budget that stops in the second search (tic-tac-toe is a draw: two searches), found
    // from the end down: how many nodes the first search takes depends on the table's keys.
    let late = whole.nodes - 1;
    for (; late > 0; late -= 25) {
      const s = start();
      if ((await solveWith(s, { maxNodes: late })).stopped === 'nodes' && s.phase === 2) break;
    }
    // Stop early (first search) and late (second search).
    const phases: number[] = [];
    for (const nodes of [200, late]) {
      const first = start();
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
