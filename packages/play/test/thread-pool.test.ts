import { describe, expect, it } from 'vitest';
import { GameFailure, ThreadPool } from '../src/node.js';

const ENTRY = new URL('./fixtures/task-thread.ts', import.meta.url);

type Task =
  | { readonly kind: 'square'; readonly n: number }
  | { readonly kind: 'wait' }
  | { readonly kind: 'fail' };

describe('ThreadPool', () => {
  it('runs tasks on its threads and reports a task that threw with its index', async () => {
    const pool = new ThreadPool<Task, number | string>(ENTRY, 2);
    try {
      const squares = await Promise.all([1, 2, 3, 4, 5].map((n, i) => pool.run({ kind: 'square', n }, i)));
      expect(squares).toEqual([1, 4, 9, 16, 25]);
      const failed = pool.run({ kind: 'fail' }, 7);
      await expect(failed).rejects.toBeInstanceOf(GameFailure);
      await expect(failed).rejects.toThrow('game 7: no such task');
    } finally {
      await pool.close();
    }
  });

  it('asks the running tasks to stop on close, and rejects the waiting ones', async () => {
    const pool = new ThreadPool<Task, number | string>(ENTRY, 1);
    const running = pool.run({ kind: 'wait' }, 0);
    const waiting = pool.run({ kind: 'square', n: 3 }, 1);
    // The expectations are attached before the close, which settles both promises: a rejection
    // with no handler yet would be reported as unhandled.
    // Had the task not stopped when asked, its thread would have been terminated (a rejection).
    const stopped = expect(running).resolves.toBe('stopped');
    const refused = expect(waiting).rejects.toThrow('game 1: the pool closed');
    await pool.close();
    await stopped;
    await refused;
    await expect(pool.run({ kind: 'square', n: 2 }, 2)).rejects.toThrow('the pool is closed');
  });
});
