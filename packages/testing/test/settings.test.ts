import { OptionsError } from '@quadrille/core';
import { mnk } from '@quadrille/examples';
import { describe, expect, it } from 'vitest';
import { checkGame, InvariantViolation } from '../src/index.js';
import { settingsOf } from '../src/settings.js';

describe('settingsOf', () => {
  it('fills in the defaults', () => {
    expect(settingsOf({})).toEqual({
      runs: 100,
      seed: 1,
      maxPlies: 10_000,
      thorough: false,
      movesPerPly: 8,
      probesPerPly: 4,
      jsonEvery: 4,
      corruptions: 2,
      notationEvery: 16,
      transpositions: 2,
    });
  });

  it('makes thorough run the JSON and whole-notation checks at every position', () => {
    expect(settingsOf({ thorough: true, jsonEvery: 10, notationEvery: 10 })).toMatchObject({
      thorough: true,
      jsonEvery: 1,
      notationEvery: 1,
    });
  });

  it.each([
    { runs: -1 },
    { runs: 1.5 },
    { seed: Number.NaN },
    { seed: Number.MAX_SAFE_INTEGER, runs: 2 },
    { maxPlies: -1 },
    { movesPerPly: 1 },
    { probesPerPly: '4' },
    { jsonEvery: 0 },
    { corruptions: -2 },
    { notationEvery: 0 },
    { transpositions: -1 },
    { thorough: 'yes' },
  ])('rejects %j with OptionsError', (bad) => {
    expect(() => settingsOf(bad as never)).toThrow(OptionsError);
    expect(() => checkGame(mnk, bad as never)).toThrow(OptionsError);
  });

  it('rejects a non-object', () => {
    expect(() => settingsOf(null as never)).toThrow(OptionsError);
  });
});

describe('options given to the game', () => {
  it('pass the game’s own error for invalid game options through', () => {
    expect(() => checkGame(mnk, { options: { width: 0 } })).toThrow(OptionsError);
    expect(() => checkGame(mnk, { options: { width: 3, k: 4 } })).toThrow(/option k must be/);
  });

  it('bound game length with maxPlies', () => {
    let error: unknown;
    try {
      checkGame(mnk, { options: { width: 4, k: 4 }, maxPlies: 3, runs: 5 });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(InvariantViolation);
    expect(error).toMatchObject({ invariant: 'game-finite', ply: 3 });
  });
});
