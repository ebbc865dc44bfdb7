import { describe, expect, it } from 'vitest';
import { checkGame, INVARIANTS } from '../src/index.js';
import { MUTANTS, violationOf, wrappedMnk } from './fixtures/mutants.js';

describe('checkGame catches broken games', () => {
  it('passes the wrapper the mutants are built on', () => {
    expect(checkGame(wrappedMnk, { runs: 50, seed: 3 }).games).toBe(50);
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
