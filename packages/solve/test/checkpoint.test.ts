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

it('resumes a checkpoint that names no search (written before there was a choice) with df-pn', async () => {
  const solver = new Solver(mnk, mnk.create({ width: 3, height: 3, k: 3 }), {
    memory: 1 << 20,
    algorithm: 'dfpn',
  });
  await solveWith(solver, { maxNodes: 500 });
  const bytes = writeCheckpoint(solver);
  // The header is JSON after the magic line and its length (4 bytes, little-endian).
  const at = 'QSOLVE1\n'.length;
  const length = new DataView(bytes.buffer).getUint32(at, true);
  const header = JSON.parse(new TextDecoder().decode(bytes.subarray(at + 4, at + 4 + length)));
  delete header.algorithm;
  const json = new TextEncoder().encode(JSON.stringify(header));
  const old = new Uint8Array(at + 4 + json.length + bytes.length - (at + 4 + length));
  old.set(bytes.subarray(0, at));
  new DataView(old.buffer).setUint32(at, json.length, true);
  old.set(json, at + 4);
  old.set(bytes.subarray(at + 4 + length), at + 4 + json.length);
  const again = readCheckpoint(mnk, old);
  expect([again.algorithm, again.nodes]).toEqual(['dfpn', solver.nodes]);
  expect((await solveWith(again)).outcome).toBe('draw');
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
