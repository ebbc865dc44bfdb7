/**
 * parallelPlayer on a game clock (in-process threads): its own account, charged with the wall
 * time of each search; the caller's time left; the schedule with the game module's knowledge,
 * imported in the player's thread; and the early stop once the move is decided.
 */
import { isQuadrilleError } from '@quadrille/core';
import { afterEach, describe, expect, it } from 'vitest';
import { moveTime, type ParallelOptions, type ParallelPlayer, parallelPlayer } from '../src/index.js';
import { mnk, ticTacToe } from './fixtures.js';
import { inProcessThreads, MNK } from './parallel-port.js';

const open: ParallelPlayer[] = [];

/** A parallel player on two in-process threads (with `modules` preloaded there), closed after the test. */
function player(
  options: Partial<ParallelOptions> = {},
  modules: Readonly<Record<string, unknown>> = {},
): ParallelPlayer {
  const p = parallelPlayer({ threads: 2, game: MNK, spawn: inProcessThreads(modules).spawn, ...options });
  open.push(p);
  return p;
}

afterEach(async () => {
  await Promise.all(open.splice(0).map((p) => p.close()));
});

/** An open board: no move is decided at once. */
const openBoard = () => mnk.create({ width: 9, k: 5 });

describe.each(['shared', 'root'] as const)('parallelPlayer on a clock, %s tree', (tree) => {
  it('charges its own clock with the wall time of each search, and credits the increment', async () => {
    const ai = player({ tree, clock: { totalMs: 2000, incrementMs: 50 } });
    expect(ai.clock?.settings).toEqual({ totalMs: 2000, incrementMs: 50, byoMs: 0, stones: 0 });
    const pos = openBoard();
    const planned = moveTime(pos, { remainingMs: 2000, incrementMs: 50 });
    const { move, stats } = await ai.chooseMove(pos);
    expect(pos.isLegal(move)).toBe(true);
    expect(stats.iterations).toBeGreaterThan(0);
    expect(stats.aborted).toBe(false);
    const charged = 2000 + 50 - ai.clock!.remainingMs;
    expect(charged).toBeGreaterThan(0);
    expect(charged).toBeLessThanOrEqual(stats.elapsedMs);
    // Its planned time, give or take a slice and the threads' start (not their default budget).
    expect(stats.elapsedMs).toBeLessThan(planned + 1000);
    const left = ai.clock!.remainingMs;
    pos.play(move);
    pos.play(pos.legalMoves()[0]!);
    await ai.chooseMove(pos);
    expect(ai.clock!.remainingMs).toBeLessThan(left + 50);
  });

  it("plans from the caller's time left, and counts on from it", async () => {
    const ai = player({ tree, clock: { totalMs: 600_000 } });
    // 5% of 0.4 s, where its own clock would give 28 s.
    const { stats } = await ai.chooseMove(openBoard(), { timeLeftMs: 400 });
    expect(stats.elapsedMs).toBeLessThan(2000);
    expect(ai.clock!.remainingMs).toBeLessThanOrEqual(400);
    expect(ai.clock!.remainingMs).toBeGreaterThanOrEqual(400 - stats.elapsedMs);
    // Byo-yomi: the time left for one move is that move's, less the reserve.
    const { stats: last } = await ai.chooseMove(openBoard(), { timeLeftMs: 300, movesToGo: 1 });
    expect(last.elapsedMs).toBeGreaterThan(100);
    await expect(ai.chooseMove(openBoard(), { movesToGo: 0 })).rejects.toMatchObject({ reason: 'bad-clock' });
  });

  it('stops at once on a forced win, keeping its time', async () => {
    const ai = player({ tree, clock: { totalMs: 60_000 } }); // 2.85 s planned for this move
    const pos = ticTacToe('a1', 'a2', 'b1', 'b2');
    const { move, stats } = await ai.chooseMove(pos);
    expect(mnk.formatMove(pos, move)).toBe('c1');
    expect(stats.elapsedMs).toBeLessThan(1500);
    expect(ai.clock!.remainingMs).toBeGreaterThan(58_500);
  });

  it('stops every thread once the move is decided, short of their simulations', async () => {
    // X must block at a2 (any other move loses to it): far ahead in visits, without the solver
    // unproved. A cap of simulations per thread makes it decided (ahead by more than the threads'
    // simulations left) about halfway.
    const options = { tree, solver: false, sliceMs: 1, iterations: 20_000 } as const;
    const pos = ticTacToe('b2', 'a1', 'c3', 'a3');
    const clocked = await player({ ...options, clock: { totalMs: 600_000 } }).chooseMove(pos);
    expect(mnk.formatMove(pos, clocked.move)).toBe('a2');
    expect(clocked.stats.aborted).toBe(false);
    for (const n of clocked.stats.threadIterations) expect(n).toBeLessThan(20_000);
    // Without a clock the threads run their simulations out.
    const capped = await player(options).chooseMove(pos);
    expect(capped.stats.threadIterations).toEqual([20_000, 20_000]);
  });
});

describe('parallelPlayer on a clock reads the game module', () => {
  it("plans each move with the module's knowledge, imported in the player's thread too", async () => {
    // A knowledge that gives each move 0.1% of the clock: 60 ms of a minute, not 5% (2.85 s).
    const hurried = { mnk, hurried: { timeShare: () => 0.001 } };
    const ai = player(
      {
        game: { module: 'test:hurried', game: 'mnk', knowledge: 'hurried' },
        modules: { 'test:hurried': hurried },
        clock: { totalMs: 60_000 },
      },
      { 'test:hurried': hurried },
    );
    const { stats } = await ai.chooseMove(openBoard());
    expect(stats.iterations).toBeGreaterThan(0);
    expect(stats.elapsedMs).toBeLessThan(1500);
  });

  it('fails as a thread would when the module lacks the knowledge, charging nothing', async () => {
    const ai = player({ game: { ...MNK, knowledge: 'nothing' }, clock: { totalMs: 1000, incrementMs: 10 } });
    const failed = await ai.chooseMove(ticTacToe()).catch((e: unknown) => e);
    expect(isQuadrilleError(failed) && failed.reason).toBe('bad-game-module');
    expect(ai.clock!.remainingMs).toBe(1000);
  });
});
