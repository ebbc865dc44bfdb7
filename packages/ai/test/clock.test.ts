/** The game clock in the search: the schedule (pure), the reading it plans from, budgets with a clock, the early stop. */
import { readFileSync } from 'node:fs';
import * as core from '@quadrille/core';
import { type GameKnowledge, isQuadrilleError, Rng } from '@quadrille/core';
import { describe, expect, it } from 'vitest';
import { runSnippet } from '../../../test-support/doc-snippets.js';
import { plannedReading } from '../src/clock.js';
import * as ai from '../src/index.js';
import {
  checkBudget,
  DEFAULT_TIME_SHARE,
  describeBudget,
  GameClock,
  MAX_TIME_SHARE,
  MctsSearch,
  MIN_DECIDING_SIMULATIONS,
  MIN_MOVE_MS,
  mctsPlayer,
  moveShare,
  moveTime,
  parallelPlayer,
  readBudget,
  timeForMove,
} from '../src/index.js';
import { type MnkPosition, mnk, ticTacToe } from './fixtures.js';

/** The reason of the `OptionsError` `f` throws. */
function reasonOf(f: () => unknown): string | undefined {
  try {
    f();
  } catch (e) {
    if (isQuadrilleError(e)) return e.reason;
    throw e;
  }
  throw new Error('no error thrown');
}

describe('timeForMove (the schedule)', () => {
  it.each([
    // remaining, increment, share → ms: 5% of the time left is held back (at most 1 s), the
    // move gets its share of the rest and 90% of its increment.
    [60_000, 0, 0.05, 2950],
    [60_000, 2000, 0.05, 4750],
    [10_000, 0, 0.1, 950],
    [10_000, 0, 1, 9500],
    [1_000_000, 0, 0.5, 499_500],
  ])('%d ms left + %d, share %d: %d ms', (remainingMs, incrementMs, share, ms) => {
    expect(timeForMove({ remainingMs, incrementMs, share })).toBe(ms);
  });

  it('never plans more than the time left less the reserve, however big the increment', () => {
    expect(timeForMove({ remainingMs: 1000, incrementMs: 10_000, share: 0.05 })).toBe(950);
  });

  it('gives at least MIN_MOVE_MS, even with no time left', () => {
    expect(timeForMove({ remainingMs: 0, share: 0.05 })).toBe(MIN_MOVE_MS);
    expect(timeForMove({ remainingMs: -5000, share: 0.5 })).toBe(MIN_MOVE_MS);
    // With the flag down, the increment still buys no more than what is left.
    expect(timeForMove({ remainingMs: -5000, incrementMs: 2000, share: 0.5 })).toBe(MIN_MOVE_MS);
  });

  it('spends a clock geometrically without knowledge: the 20th move still gets 2% of it', () => {
    let left = 100_000;
    const spent: number[] = [];
    for (let move = 0; move < 20; move++) {
      const ms = timeForMove({ remainingMs: left, share: DEFAULT_TIME_SHARE });
      spent.push(ms);
      left -= ms;
    }
    expect(spent[0]).toBe(4950);
    expect(spent[19]).toBeGreaterThan(1500);
    expect(left).toBeGreaterThan(30_000);
  });

  it.each([0, -0.1, 1.5, Number.NaN])('refuses the share %d (bad-clock)', (share) => {
    expect(reasonOf(() => timeForMove({ remainingMs: 1000, share }))).toBe('bad-clock');
  });

  it('refuses a reading that is not finite (bad-clock)', () => {
    expect(reasonOf(() => timeForMove({ remainingMs: Number.NaN, share: 0.5 }))).toBe('bad-clock');
    expect(reasonOf(() => timeForMove({ remainingMs: 10, incrementMs: -1, share: 0.5 }))).toBe('bad-clock');
  });
});

describe('moveShare and moveTime', () => {
  const pos = ticTacToe();
  const share = (s: number): GameKnowledge<MnkPosition> => ({ timeShare: () => s });

  it('takes 1 / movesToGo when the clock gives it, else the knowledge, else the default', () => {
    expect(moveShare(pos, share(0.3), 4)).toBe(0.25);
    expect(moveShare(pos, share(0.3))).toBe(0.3);
    expect(moveShare(pos)).toBe(DEFAULT_TIME_SHARE);
    expect(moveShare(pos, {})).toBe(DEFAULT_TIME_SHARE);
  });

  it('keeps half the clock in hand whatever the knowledge says, and ignores a share of 0', () => {
    expect(moveShare(pos, share(1))).toBe(MAX_TIME_SHARE);
    expect(moveShare(pos, share(0))).toBe(DEFAULT_TIME_SHARE);
  });

  it('is the schedule with that share', () => {
    expect(moveTime(pos, { remainingMs: 60_000 }, share(0.2))).toBe(11_800);
    expect(moveTime(pos, { remainingMs: 30_000, movesToGo: 5 })).toBe(5800);
  });
});

describe("core's clock, re-exported", () => {
  it('is the very same type, readers and account as core exports', () => {
    expect(ai.checkClock).toBe(core.checkClock);
    expect(ai.readClock).toBe(core.readClock);
    expect(ai.describeClock).toBe(core.describeClock);
    expect(ai.GameClock).toBe(core.GameClock);
  });
});

describe('plannedReading (what a player on a clock plans from)', () => {
  it("is the clock's own account without a caller's reading", () => {
    const clock = new GameClock({ totalMs: 10_000, incrementMs: 500 });
    expect(plannedReading(clock, {})).toEqual({ remainingMs: 10_000, incrementMs: 500 });
  });

  it("takes the caller's time left, and its moves to go as a period's when the clock has such periods", () => {
    const fischer = new GameClock({ totalMs: 10_000 });
    expect(plannedReading(fischer, { timeLeftMs: 3000, movesToGo: 4 })).toEqual({
      remainingMs: 3000,
      incrementMs: 0,
      movesToGo: 4,
    });
    expect(fischer.toJSON()).toEqual({ remainingMs: 3000, periodMovesLeft: 0 });
    const byoYomi = new GameClock({ totalMs: 60_000, byoMs: 10_000, stones: 5 });
    expect(plannedReading(byoYomi, { timeLeftMs: 8000, movesToGo: 4 })).toEqual({
      remainingMs: 8000,
      incrementMs: 0,
      movesToGo: 4,
    });
    expect(byoYomi.toJSON()).toEqual({ remainingMs: 8000, periodMovesLeft: 4 });
  });

  it.each([0, 1.5, -1, Number.NaN])('refuses movesToGo %d (bad-clock), changing nothing', (movesToGo) => {
    const clock = new GameClock({ totalMs: 10_000 });
    expect(reasonOf(() => plannedReading(clock, { timeLeftMs: 5, movesToGo }))).toBe('bad-clock');
    expect(clock.remainingMs).toBe(10_000);
  });

  it('refuses a time left the clock cannot hold (bad-clock)', () => {
    const clock = new GameClock({ totalMs: 10_000 });
    expect(reasonOf(() => plannedReading(clock, { timeLeftMs: Number.POSITIVE_INFINITY }))).toBe('bad-clock');
    expect(reasonOf(() => plannedReading(clock, { timeLeftMs: 2 * 86_400_000 }))).toBe('bad-clock');
  });
});

describe('budgets with a clock', () => {
  it('takes a clock alone or with an iteration cap, never with timeMs', () => {
    expect(checkBudget({ clock: { totalMs: 1000 } })).toEqual({ clock: { totalMs: 1000 } });
    expect(reasonOf(() => checkBudget({ clock: { totalMs: 1000 }, timeMs: 10 }))).toBe('bad-clock');
    expect(reasonOf(() => checkBudget({ clock: { totalMs: -1 } }))).toBe('bad-clock');
  });

  it('reads a clock from untrusted data, and nothing else beside the limits', () => {
    expect(readBudget({ clock: { totalMs: 60_000, incrementMs: 2000 }, iterations: 50 })).toEqual({
      iterations: 50,
      clock: { totalMs: 60_000, incrementMs: 2000, byoMs: 0, stones: 0 },
    });
    for (const bad of [{ clock: { totalMs: 'x' } }, { clock: { totalMs: 1 }, timeMs: 5 }, { clock: 60 }]) {
      expect(reasonOf(() => readBudget(bad))).toBe('bad-budget');
    }
  });

  it('puts the clock in words', () => {
    expect(describeBudget({ clock: { totalMs: 60_000, incrementMs: 2000 } })).toBe(
      'a clock of 60 s a game + 2 s a move',
    );
    expect(describeBudget({ clock: { totalMs: 60_000 }, iterations: 500 })).toBe(
      'a clock of 60 s a game, at most 500 simulations per move',
    );
  });
});

describe('mctsPlayer on a clock', () => {
  it('has a clock only when given one, and refuses a bad one', () => {
    expect(mctsPlayer({ iterations: 10 }).clock).toBeUndefined();
    expect(mctsPlayer({ clock: { totalMs: 5000 } }).clock?.settings).toEqual({
      totalMs: 5000,
      incrementMs: 0,
      byoMs: 0,
      stones: 0,
    });
    expect(reasonOf(() => mctsPlayer({ clock: { totalMs: 0 } }))).toBe('bad-clock');
    expect(reasonOf(() => mctsPlayer({ clock: { totalMs: 5000 }, timeMs: 100 }))).toBe('bad-clock');
  });

  it('charges its own clock with each move and credits the increment', async () => {
    // An iteration cap keeps the test short; the clock still counts the time taken.
    const player = mctsPlayer<MnkPosition>({ clock: { totalMs: 5000, incrementMs: 100 }, iterations: 20 });
    const pos = ticTacToe();
    const { move } = await player.chooseMove(pos);
    expect(pos.isLegal(move)).toBe(true);
    const left = player.clock!.remainingMs;
    expect(left).toBeLessThanOrEqual(5100);
    pos.play(move);
    pos.play(pos.legalMoves()[0]!);
    player.search(pos);
    expect(player.clock!.remainingMs).toBeLessThanOrEqual(left + 100);
  });

  it('plays byo-yomi on its own account: a period starts afresh once its moves are played', async () => {
    const player = mctsPlayer<MnkPosition>({ clock: { totalMs: 0, byoMs: 5000, stones: 2 }, iterations: 10 });
    const pos = ticTacToe();
    pos.play((await player.chooseMove(pos)).move);
    expect(player.clock!.periodMovesLeft).toBe(1);
    expect(player.clock!.remainingMs).toBeLessThan(5000);
    pos.play(pos.legalMoves()[0]!);
    await player.chooseMove(pos);
    expect(player.clock!.toJSON()).toEqual({ remainingMs: 5000, periodMovesLeft: 2 });
  });

  it("takes the caller's time left, and counts on from it", async () => {
    const player = mctsPlayer<MnkPosition>({ clock: { totalMs: 60_000 }, iterations: 10 });
    await player.chooseMove(ticTacToe(), { timeLeftMs: 1234 });
    expect(player.clock!.remainingMs).toBeLessThanOrEqual(1234);
    expect(reasonOf(() => player.search(ticTacToe(), { movesToGo: 0 }))).toBe('bad-clock');
  });

  it('still moves with its flag down', () => {
    const player = mctsPlayer<MnkPosition>({ clock: { totalMs: 100 } });
    const pos = ticTacToe('a1');
    expect(pos.isLegal(player.search(pos, { timeLeftMs: -50 }).move)).toBe(true);
  });

  it('is checked by parallelPlayer as by mctsPlayer (its tests: parallel-clock.test.ts)', () => {
    const options = { threads: 1, game: { module: 'x', game: 'y' }, spawn: () => undefined as never };
    expect(parallelPlayer({ ...options, clock: { totalMs: 1 } }).clock?.remainingMs).toBe(1);
    expect(reasonOf(() => parallelPlayer({ ...options, clock: { totalMs: 0 } }))).toBe('bad-clock');
    expect(reasonOf(() => parallelPlayer({ ...options, clock: { totalMs: 1 }, timeMs: 5 }))).toBe(
      'bad-clock',
    );
  });
});

describe('MctsSearch.decided (the best move cannot change)', () => {
  /** A search of an open 5×5 board, run `n` simulations. */
  const searched = (n: number) => {
    const search = new MctsSearch(mnk.create({ width: 5, height: 5, k: 4 }), new Rng(1));
    search.run(n);
    return search;
  };

  it('is true once no simulation is left to run and the leader leads', () => {
    const search = searched(400);
    expect(search.decided(Number.POSITIVE_INFINITY, 0)).toBe(true);
  });

  it('is false while enough simulations remain to overtake the leader', () => {
    expect(searched(400).decided(Number.POSITIVE_INFINITY)).toBe(false);
    expect(searched(400).decided(Number.POSITIVE_INFINITY, 10_000)).toBe(false);
  });

  it('waits for MIN_DECIDING_SIMULATIONS before trusting its pace', () => {
    expect(searched(MIN_DECIDING_SIMULATIONS - 1).decided(Number.POSITIVE_INFINITY, 0)).toBe(false);
  });

  it('is true for a solved root', () => {
    const search = new MctsSearch(ticTacToe('a1', 'b1', 'a2', 'b2'), new Rng(1));
    search.run(1000);
    expect(search.solved).toBe(true);
    expect(search.decided(Number.POSITIVE_INFINITY)).toBe(true);
  });
});

it('the @example blocks of clock.ts run as written (all but the Blokus one)', () => {
  const text = readFileSync(new URL('../src/clock.ts', import.meta.url), 'utf8').replace(/^\s*\* ?/gm, '');
  const blocks = [...text.matchAll(/```ts\n([\s\S]*?)\n```/g)].map((m) => m[1]!);
  expect(blocks).toHaveLength(2);
  // The second needs @quadrille/blokus, which this package does not depend on: Blokus' own tests
  // check its time shares. The clock's own examples run in core's tests.
  expect(runSnippet(blocks[0]!, ai)).toBe(1);
});
