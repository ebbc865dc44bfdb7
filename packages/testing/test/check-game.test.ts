import { IllegalMoveError } from '@quadrille/core';
import { type MnkMove, type MnkOptions, mnk } from '@quadrille/examples';
import { describe, expect, it } from 'vitest';
import { checkGame } from '../src/index.js';
import { MUTANTS, violationOf, Wrapped, wrappedMnk } from './fixtures/mutants.js';

const VARIANTS = [
  { name: '3×3, k=3', options: { width: 3, height: 3, k: 3 }, longest: 9 },
  { name: '4×4, k=3', options: { width: 4, height: 4, k: 3 }, longest: 16 },
  { name: '5×4, k=4', options: { width: 5, height: 4, k: 4 }, longest: 20 },
  { name: '1×1, k=1', options: { width: 1, height: 1, k: 1 }, longest: 1 },
] as const;

const mutant = (invariant: string) => MUTANTS.find((m) => m.invariant === invariant)!;

describe('checkGame on the example m,n,k-game', () => {
  it.each(VARIANTS)('holds on $name', ({ options, longest }) => {
    const report = checkGame(mnk, { options, runs: 60, seed: 11 });
    expect(report.games).toBe(60);
    expect(report.longestGame).toBeLessThanOrEqual(longest);
    expect(report.positions).toBeGreaterThan(100);
    // every game has a winner, or a draw credited to both seats
    const credited = report.wins.reduce((a, b) => a + b, 0);
    expect(credited).toBeGreaterThanOrEqual(60);
    expect(credited).toBeLessThanOrEqual(120);
  });

  it('plays the one-move game of the 1×1 board', () => {
    const report = checkGame(mnk, { options: { width: 1, height: 1, k: 1 }, runs: 3 });
    expect(report).toEqual({
      games: 3,
      positions: 6,
      longestGame: 1,
      wins: [3],
      transpositions: 0,
      skipped: [],
    });
  });

  it('holds in thorough mode', () => {
    expect(checkGame(mnk, { options: { width: 3 }, runs: 20, thorough: true }).games).toBe(20);
  });

  it('uses the standard setup when no options are given', () => {
    expect(checkGame(mnk, { runs: 5 }).longestGame).toBeLessThanOrEqual(9);
  });

  it('is reproducible: the same seed checks the same games', () => {
    const a = checkGame(mnk, { options: { width: 4, k: 3 }, runs: 15, seed: 99 });
    const b = checkGame(mnk, { options: { width: 4, k: 3 }, runs: 15, seed: 99 });
    const c = checkGame(mnk, { options: { width: 4, k: 3 }, runs: 15, seed: 100 });
    expect(a).toEqual(b);
    expect(c).not.toEqual(a);
  });

  it('plays the same games whatever the sampling options', () => {
    const light = checkGame(mnk, {
      options: { width: 4, k: 3 },
      runs: 10,
      seed: 5,
      probesPerPly: 0,
      corruptions: 0,
    });
    const heavy = checkGame(mnk, { options: { width: 4, k: 3 }, runs: 10, seed: 5, thorough: true });
    expect(heavy).toEqual(light);
  });

  it('says which invariants a game without undo and key was not checked for, and why', () => {
    const noUndo = 'the positions have no undo()';
    const noKey = 'the positions have no key()';
    expect(checkGame(wrappedMnk, { runs: 3 }).skipped).toEqual([
      { invariant: 'undo-restores', reason: noUndo },
      { invariant: 'undo-to-start', reason: noUndo },
      { invariant: 'key-stable', reason: noKey },
      { invariant: 'key-distinct', reason: noKey },
      { invariant: 'key-transposition', reason: noKey },
    ]);
    expect(checkGame(mnk, { runs: 3, transpositions: 0 }).skipped).toEqual([
      { invariant: 'key-transposition', reason: 'transpositions is 0' },
    ]);
  });

  it('does zero games when runs is 0', () => {
    expect(checkGame(mnk, { runs: 0 })).toEqual({
      games: 0,
      positions: 0,
      longestGame: 0,
      wins: [],
      transpositions: 0,
      skipped: [],
    });
  });
});

describe('counterexamples', () => {
  const { game } = mutant('outcome-winners');

  it('say which game, options, seed, ply and line, in the notation', () => {
    const v = violationOf(() =>
      checkGame(game, { options: { width: 3, height: 3, k: 3 }, runs: 50, seed: 40 }),
    );
    expect(v.gameId).toBe('mnk-loser-wins');
    expect(v.options).toEqual({ width: 3, height: 3, k: 3 });
    expect(v.seed).toBe(40);
    expect(v.gameSeed).toBe(40 + v.gameIndex);
    expect(v.line).toHaveLength(v.ply);
    for (const move of v.line) expect(move).toMatch(/^[a-c][1-3]$/);
    expect(v.message).toContain('{"width":3,"height":3,"k":3}');
    expect(v.message).toContain(`line:      ${v.line.join(' ')}`);
    expect(v.message).toContain(`seed: ${v.gameSeed}, runs: 1`);
  });

  it('replay alone with the game seed the message gives', () => {
    const first = violationOf(() => checkGame(mutant('outcome-iff-over').game, { runs: 100, seed: 5 }));
    expect(first.gameIndex).toBeGreaterThan(0); // the draw needed is not in the first game
    const again = violationOf(() =>
      checkGame(mutant('outcome-iff-over').game, { runs: 1, seed: first.gameSeed }),
    );
    expect([again.invariant, again.ply, again.line, again.detail]).toEqual([
      first.invariant,
      first.ply,
      first.line,
      first.detail,
    ]);
  });

  it('keep the error the game threw as the cause', () => {
    const v = violationOf(() => checkGame(mutant('parse-move-errors').game, { runs: 10 }));
    expect(v.cause).toBeInstanceOf(Error);
    expect((v.cause as Error).message).toBe('empty move');
  });

  it('find a single broken move id without thorough mode (every move\u2019s notation, sampled plies)', () => {
    // d4, one cell of 49, is written wrongly; the per-ply sample of 2 moves rarely picks it.
    const broken = {
      ...wrappedMnk,
      id: 'mnk-broken-d4',
      formatMove: (pos: Wrapped, move: MnkMove) => (move === 24 ? 'd4?' : mnk.formatMove(pos.inner, move)),
    };
    const v = violationOf(() => checkGame(broken, { options: { width: 7, k: 5 }, runs: 5, movesPerPly: 2 }));
    expect(v.invariant).toBe('notation-round-trip');
    expect(v.detail).toContain('parseMove("d4?") of formatMove(24) threw NotationError');
  });

  it('are found in thorough mode at the first position', () => {
    const v = violationOf(() => checkGame(mutant('notation-unique').game, { runs: 1, thorough: true }));
    expect([v.invariant, v.ply]).toEqual(['notation-unique', 0]);
  });
});

describe('the replay of each game', () => {
  // Every other position from create() hides a1 after two moves; nothing in the JSON says so.
  // With JSON checks only at the ends, only replaying the line on a second start can tell.
  let created = 0;
  class Moody extends Wrapped {
    quirk = created++ % 2 === 1;
    override legalMoves() {
      const moves = super.legalMoves();
      return this.quirk && this.history.length >= 2 ? moves.filter((m) => m !== 0) : moves;
    }
    override isLegal(move: number): move is MnkMove {
      return super.isLegal(move) && !(this.quirk && this.history.length >= 2 && move === 0);
    }
    override play(move: MnkMove) {
      if (!this.isLegal(move)) throw new IllegalMoveError(`${move} is hidden`);
      super.play(move);
    }
    override clone(): this {
      const copy = super.clone();
      copy.quirk = this.quirk;
      return copy;
    }
  }
  const moody = {
    ...wrappedMnk,
    id: 'mnk-moody',
    create: (o?: MnkOptions) => new Moody(mnk.create(o)),
    fromJSON: (d: unknown) => new Moody(mnk.fromJSON(d)),
  };

  it('catches state that differs between two starts but not in the JSON', () => {
    const v = violationOf(() =>
      checkGame(moody, { options: { width: 5, k: 5 }, runs: 20, jsonEvery: 1000, corruptions: 0 }),
    );
    expect(v.invariant).toBe('deterministic');
    expect(v.detail).toMatch(/^replaying the same moves gives other legal moves after 2 moves$/);
    expect([v.ply, v.line.length]).toEqual([2, 2]);
  });
});
