import { mnk } from '@quadrille/examples';
import { describe, expect, it } from 'vitest';
import { parallelPlayer } from '../src/parallel/node-threads.js';
import { SearchThreadError } from '../src/parallel/protocol.js';
import { ticTacToe } from './fixtures.js';
import { MNK } from './parallel-port.js';

describe('parallelPlayer on worker_threads', () => {
  it('searches on two threads and finds the winning move', async () => {
    const ai = parallelPlayer({ threads: 2, game: MNK, iterations: 300 });
    try {
      const pos = ticTacToe('a1', 'a2', 'b1', 'b2');
      const { move, stats } = await ai.chooseMove(pos);
      expect(mnk.formatMove(pos, move)).toBe('c1');
      expect(stats.threadIterations).toHaveLength(2);
      // A second search, of another game, on the same threads (unsolved: both threads search it).
      const other = mnk.create({ width: 5, k: 4 });
      const second = await ai.chooseMove(other);
      expect(other.isLegal(second.move)).toBe(true);
      expect(second.stats.threadIterations).toEqual([300, 300]);
    } finally {
      await ai.close();
    }
  });

  it('rejects with the exit code of a thread that dies', async () => {
    // The module's one game, found by its id (mnk's).
    const game = { module: new URL('./parallel-crash.ts', import.meta.url).href, game: 'mnk' };
    const ai = parallelPlayer({ threads: 2, game, iterations: 10 });
    try {
      const dying = ai.chooseMove(ticTacToe());
      await expect(dying).rejects.toBeInstanceOf(SearchThreadError);
      await expect(dying).rejects.toThrow(/crashed: the thread exited with code 3/);
    } finally {
      await ai.close();
    }
  });
});
