import { OptionsError, SetupError } from '@quadrille/core';
import { talpa } from '@quadrille/talpa';
import { afterEach, describe, expect, it } from 'vitest';
// The public entry, as the docs' browser example imports it.
import {
  mctsPlayer,
  type ParallelOptions,
  type ParallelPlayer,
  parallelPlayer,
  SearchThreadError,
} from '../src/index.js';
import { mnk, ticTacToe } from './fixtures.js';
import { inProcessThreads, MNK, silentThread } from './parallel-port.js';

const open: ParallelPlayer[] = [];

/** A parallel player over in-process threads, closed after the test. */
function player(options: Partial<ParallelOptions> = {}): ParallelPlayer {
  const p = parallelPlayer({ threads: 2, game: MNK, spawn: inProcessThreads().spawn, ...options });
  open.push(p);
  return p;
}

afterEach(async () => {
  await Promise.all(open.splice(0).map((p) => p.close()));
});

describe.each(['shared', 'root'] as const)('parallelPlayer on a %s tree', (tree) => {
  it('finds the winning move, and counts every thread’s simulations', async () => {
    const pos = ticTacToe('a1', 'a2', 'b1', 'b2'); // X to move wins at c1
    const { move, stats } = await player({ iterations: 400, tree }).chooseMove(pos);
    expect(mnk.formatMove(pos, move)).toBe('c1');
    expect(stats.threadIterations).toHaveLength(2);
    expect(stats.iterations).toBe(stats.threadIterations[0]! + stats.threadIterations[1]!);
    expect(stats.candidates[0]!.move).toBe(move);
    expect(stats.pv[0]).toBe(move);
  });

  it('searches on one thread exactly as mctsPlayer with the same seed does', async () => {
    const pos = mnk.create({ width: 4, k: 3 });
    const one = await player({ threads: 1, seed: 7, iterations: 300, tree }).chooseMove(pos);
    const local = await mctsPlayer({ seed: 7, iterations: 300 }).chooseMove(pos);
    expect(one.move).toBe(local.move);
    expect(one.stats.candidates).toEqual(local.stats.candidates);
    expect(one.stats.iterations).toBe(local.stats.iterations);
  });

  it('searches a game description with its own knowledge, as mctsPlayer with it does', async () => {
    const pos = talpa.create({ variant: 'beginner' });
    const game = { module: '@quadrille/talpa', game: 'talpa' };
    const one = await player({ game, threads: 1, seed: 5, iterations: 200, tree }).chooseMove(pos);
    const local = await mctsPlayer({ seed: 5, iterations: 200, knowledge: talpa.knowledge! }).chooseMove(pos);
    const plain = await mctsPlayer({ seed: 5, iterations: 200 }).chooseMove(pos);
    expect(one.stats.candidates).toEqual(local.stats.candidates);
    expect(one.stats.candidates).not.toEqual(plain.stats.candidates);
  });

  it('is reproducible under a seed and an iteration budget, and the seed matters', async () => {
    const play = async (seed: number) => {
      const ai = player({ seed, iterations: 150, tree });
      const pos = mnk.create({ width: 4, k: 3 });
      const moves: string[] = [];
      while (!pos.isOver()) {
        const { move } = await ai.chooseMove(pos);
        moves.push(mnk.formatMove(pos, move));
        pos.play(move);
      }
      return moves;
    };
    const a = await play(3);
    expect(await play(3)).toEqual(a);
    const first = async (seed: number) =>
      (await player({ seed, iterations: 60, tree }).chooseMove(mnk.create({ width: 5, k: 4 }))).stats
        .candidates;
    expect(await first(1)).not.toEqual(await first(2));
  });

  it('keeps each thread’s tree from one move of a game to the next', async () => {
    // One thread, so that the principal variation is that thread's own.
    const ai = player({ threads: 1, seed: 1, iterations: 1000, tree });
    const pos = mnk.create({ width: 6, k: 4 });
    const first = await ai.chooseMove(pos);
    pos.play(first.move);
    pos.play(first.stats.pv[1]!); // the reply the threads expected, so their trees cover it
    const second = await ai.chooseMove(pos);
    // The root's moves hold the visits of this search and those kept from the last one.
    const visits = second.stats.candidates.reduce((sum, c) => sum + c.visits, 0);
    expect(second.stats.iterations).toBe(1000);
    expect(visits).toBeGreaterThan(1000);
  });

  it('stops every thread on abort and returns a legal move', async () => {
    const pos = mnk.create({ width: 9, k: 5 });
    const already = await player({ timeMs: 60_000, tree }).chooseMove(pos, { signal: { aborted: true } });
    expect(pos.isLegal(already.move)).toBe(true);
    expect(already.stats.aborted).toBe(true);

    const controller = new AbortController();
    const pending = player({ timeMs: 60_000, tree }).chooseMove(pos, { signal: controller.signal });
    setTimeout(() => controller.abort(), 100);
    const { move, stats } = await pending;
    expect(pos.isLegal(move)).toBe(true);
    expect(stats.aborted).toBe(true);
    expect(stats.iterations).toBeGreaterThan(0);
  });

  it('runs each thread’s budget on a position not solved at once', async () => {
    const { stats } = await player({ iterations: 300, tree }).chooseMove(mnk.create({ width: 5, k: 4 }));
    expect(stats.threadIterations).toEqual([300, 300]);
    expect(stats.iterations).toBe(600);
  });
});

describe('parallelPlayer on a shared tree', () => {
  it('builds one tree from every thread’s simulations and keeps it for the next move', async () => {
    const ai = player({ seed: 1, iterations: 1000, tree: 'shared' });
    const pos = mnk.create({ width: 6, k: 4 });
    const first = await ai.chooseMove(pos);
    // The root's children hold both threads' simulations.
    expect(first.stats.candidates.reduce((sum, c) => sum + c.visits, 0)).toBeGreaterThan(1500);
    pos.play(first.move);
    pos.play(first.stats.pv[1]!);
    const second = await ai.chooseMove(pos);
    expect(second.stats.iterations).toBe(2000);
    expect(second.stats.candidates.reduce((sum, c) => sum + c.visits, 0)).toBeGreaterThan(2000);
  });

  it('refuses an unknown tree mode', () => {
    expect(() => player({ tree: 'forest' as 'root' })).toThrow(OptionsError);
  });
});

describe('parallelPlayer reports failures instead of hanging', () => {
  it('rebuilds the game’s own errors in the caller', async () => {
    const ai = player({ iterations: 10 });
    // A Talpa position sent to threads that rebuild positions with mnk.fromJSON.
    const wrong = ai.chooseMove(talpa.create({ size: 4 }) as never);
    await expect(wrong).rejects.toBeInstanceOf(SetupError);
    await expect(wrong).rejects.toMatchObject({ code: 'ERR_SETUP', reason: 'wrong-game' });
    // The player survives: the next search starts new threads.
    const pos = ticTacToe('a1');
    expect(pos.isLegal((await ai.chooseMove(pos)).move)).toBe(true);
  });

  it('says which module, game or knowledge export is missing', async () => {
    const noGame = player({ game: { module: '@quadrille/examples', game: 'chess' } });
    await expect(noGame.chooseMove(ticTacToe())).rejects.toMatchObject({
      name: 'OptionsError',
      reason: 'unknown-game',
      message: "no game 'chess' in @quadrille/examples; games: mnk",
    });
    const noKnowledge = player({ game: { ...MNK, knowledge: 'mnkKnowledge' } });
    await expect(noKnowledge.chooseMove(ticTacToe())).rejects.toThrow(/no knowledge export 'mnkKnowledge'/);
    const noModule = player({ game: { module: '@quadrille/no-such-package', game: 'x' } });
    const failed = noModule.chooseMove(ticTacToe());
    await expect(failed).rejects.toBeInstanceOf(SearchThreadError);
    await expect(failed).rejects.toMatchObject({ reason: 'failed', thread: 0 });
  });

  it('fails a search whose thread goes silent, then starts afresh', async () => {
    let spawned = 0;
    const ai = player({
      threads: 2,
      stallMs: 100,
      spawn: () => {
        spawned++;
        return silentThread();
      },
    });
    const stalled = ai.chooseMove(ticTacToe());
    await expect(stalled).rejects.toBeInstanceOf(SearchThreadError);
    await expect(stalled).rejects.toMatchObject({ reason: 'stalled' });
    expect(spawned).toBe(2);
    await expect(ai.chooseMove(ticTacToe())).rejects.toMatchObject({ reason: 'stalled' });
    expect(spawned).toBe(4);
  });

  it('fails a search whose thread crashes', async () => {
    const thread = silentThread();
    const ai = player({ threads: 1, spawn: () => thread });
    const crashed = ai.chooseMove(ticTacToe());
    thread.fail('the thread exited with code 1');
    await expect(crashed).rejects.toThrow('search thread 0 crashed: the thread exited with code 1');
  });

  it('rejects a search under way when closed, and every search after', async () => {
    const ai = player({ timeMs: 60_000 });
    const pending = ai.chooseMove(mnk.create({ width: 9, k: 5 }));
    await ai.close();
    await expect(pending).rejects.toMatchObject({ name: 'SearchThreadError', reason: 'closed' });
    await expect(ai.chooseMove(ticTacToe())).rejects.toMatchObject({ reason: 'closed' });
  });

  it('refuses a second search at once, and a finished game', async () => {
    const ai = player({ iterations: 50 });
    const first = ai.chooseMove(ticTacToe());
    await expect(ai.chooseMove(ticTacToe('a1'))).rejects.toMatchObject({ reason: 'busy' });
    await first;
    await expect(ai.chooseMove(ticTacToe('a1', 'a2', 'b1', 'b2', 'c1'))).rejects.toBeInstanceOf(OptionsError);
  });
});

describe('parallelPlayer checks its options where they are given', () => {
  const spawn = inProcessThreads().spawn;
  it.each([
    ['threads 0', { threads: 0 }],
    ['fractional threads', { threads: 1.5 }],
    ['a game that is not a descriptor', { game: 'talpa' }],
    ['a knowledge export that is not a name', { game: { ...MNK, knowledge: {} } }],
    ['stallMs 0', { stallMs: 0 }],
    ['an iteration budget of 0', { iterations: 0 }],
    ['an unknown level', { level: 9 }],
    ['an invalid seed', { seed: 0.5 }],
    ['knowledge objects', { knowledge: {} }],
    ['a reward function', { reward: () => undefined }],
  ])('%s', (_, bad) => {
    const options = { threads: 2, game: MNK, spawn, ...bad } as unknown as ParallelOptions;
    expect(() => parallelPlayer(options)).toThrow(OptionsError);
  });

  it('reports an MCTS setting only a search checks as the thread’s OptionsError', async () => {
    await expect(player({ exploration: -1 }).chooseMove(ticTacToe())).rejects.toBeInstanceOf(OptionsError);
  });

  it('starts no thread before the first search', () => {
    const threads = inProcessThreads();
    player({ spawn: threads.spawn });
    expect(threads.started).toBe(0);
  });
});
