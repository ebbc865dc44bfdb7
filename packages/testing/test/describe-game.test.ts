import { mnk } from '@quadrille/examples';
import { describe, expect, it } from 'vitest';
import { describeGame, InvariantViolation, type TestRunner } from '../src/index.js';
import { MUTANTS } from './fixtures/mutants.js';

// The real thing: these register tests in this file's Vitest run.
describeGame(
  mnk,
  [
    { options: { width: 3, height: 3, k: 3 }, runs: 30 },
    { name: '5×4, k=4', options: { width: 5, height: 4, k: 4 }, runs: 20, seed: 9 },
    { runs: 10 },
  ],
  { describe, it },
);

/** A runner that records what is registered instead of running it. */
function recorder() {
  const groups: string[] = [];
  const tests: { name: string; test: () => void; timeout: number | undefined; args: number }[] = [];
  const runner: TestRunner = {
    describe: (name, body) => {
      groups.push(name);
      body();
    },
    it: (...args: [string, () => void, number?]) => {
      tests.push({ name: args[0], test: args[1], timeout: args[2], args: args.length });
    },
  };
  return { groups, tests, runner };
}

describe('describeGame', () => {
  it('registers one test per case in a group named after the game', () => {
    const { groups, tests, runner } = recorder();
    describeGame(mnk, [{ options: { width: 4 } }, { name: 'tiny', options: { width: 1, k: 1 } }, {}], runner);
    expect(groups).toEqual(['mnk keeps every protocol invariant']);
    expect(tests.map((t) => t.name)).toEqual(['{"width":4}', 'tiny', 'standard game']);
    expect(tests.every((t) => t.args === 2)).toBe(true);
  });

  it('passes a timeout only when one is given', () => {
    const { tests, runner } = recorder();
    describeGame(mnk, [{ runs: 1 }], { ...runner, timeout: 30_000 });
    expect(tests.map((t) => [t.args, t.timeout])).toEqual([[3, 30_000]]);
  });

  it('registers tests that fail with the violation', () => {
    const { tests, runner } = recorder();
    const broken = MUTANTS.find((m) => m.invariant === 'clone-independent')!.game;
    describeGame(broken, [{ runs: 5 }], runner);
    expect(() => tests[0]!.test()).toThrow(InvariantViolation);
  });
});
