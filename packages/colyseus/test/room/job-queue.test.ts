/** JobQueue: a room's jobs one at a time, in order, a failing one not stopping the others. */
import { expect, it } from 'vitest';
import { JobQueue } from '../../src/room/job-queue.js';

it('runs jobs one at a time in order, reports a failure and goes on', async () => {
  const failures: unknown[] = [];
  const queue = new JobQueue((e) => failures.push(e));
  const log: string[] = [];
  const slow = (name: string, ms: number) => async () => {
    log.push(`${name} start`);
    await new Promise((r) => setTimeout(r, ms));
    log.push(`${name} end`);
  };
  queue.add(slow('a', 30));
  queue.add(() => {
    throw new Error('b failed');
  });
  queue.add(slow('c', 1));
  await queue.idle();
  expect(log).toEqual(['a start', 'a end', 'c start', 'c end']);
  expect(failures).toEqual([new Error('b failed')]);
});
