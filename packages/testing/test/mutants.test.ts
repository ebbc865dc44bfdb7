import { describe, expect, it } from 'vitest';
import { checkGame, INVARIANTS } from '../src/index.js';
import { keyedMnk, MUTANTS, symmetricMnk, violationOf, wrappedMnk } from './fixtures/mutants.js';
import { passRow } from './fixtures/pass-row.js';

describe('checkGame catches broken games', () => {
  it('passes the wrappers the mutants are built on', () => {
    expect(checkGame(wrappedMnk, { runs: 30, seed: 3 }).games).toBe(30);
    expect(checkGame(keyedMnk, { runs: 30, seed: 3 }).skipped).toEqual([]);
    expect(checkGame(symmetricMnk, { runs: 30, seed: 3 }).skipped).toEqual([]);
    const passing = checkGame(passRow('pass-row', true), { runs: 40, seed: 5 });
    expect([passing.games, passing.skipped]).toEqual([40, []]);
    expect(passing.transpositions).toBeGreaterThan(40);
  });

  it.each(MUTANTS)('$bug → $invariant', ({ game, invariant, options, maxPlies }) => {
    const v = violationOf(() => checkGame(game, { options, maxPlies, runs: 100, seed: 5 }));
    expect(v.invariant, v.message).toBe(invariant);
    expect(v.message).toContain(`"${invariant}"`);
    expect(v.message).toContain(INVARIANTS[invariant]);
    expect(v.gameId).toBe(game.id);
  });

  it('has one mutant per invariant', () => {
    expect(new Set(MUTANTS.map((m) => m.invariant))).toEqual(new Set(Object.keys(INVARIANTS)));
  });
});
