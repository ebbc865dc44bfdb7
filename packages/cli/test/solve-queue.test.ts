// `quadrille solve --redis` against a real redis-server: worker processes the command starts,
// the same outcomes as a solve on this machine with checked proofs, a second run that takes
// every job from Redis, workers started apart (as on other machines) with one killed mid-job,
// and one-line usage errors for a bad URL and an unreachable server.
import { join } from 'node:path';
import { parseRedisUrl, redisConnectionOptions } from '@quadrille/core';
import { SOLVE_QUEUE, solveKeys } from '@quadrille/solve/queue';
import { Queue } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, killAll, type RedisServer, startRedis } from '../../../test-support/redis-server.js';
import { ROOT, run, startCli } from './harness.js';

const DOMINEERING_5 = [
  'domineering',
  '--module',
  join(ROOT, 'examples/custom-game/domineering.js'),
  '--options',
  '{"width":5,"height":5}',
];
const TALPA_4 = ['talpa', '--options', '{"size":4}'];
/** Talpa 4×5 is a second-player win: every first move is a job the answer needs. */
const TALPA_4X5 = ['talpa', '--options', '{"width":4,"height":5}'];
const LOCKS = ['--lock-duration', '1000', '--stalled-interval', '500'];

let redis: RedisServer;
let queue: Queue;

beforeAll(async () => {
  redis = await startRedis();
  queue = new Queue(SOLVE_QUEUE, { connection: redisConnectionOptions(parseRedisUrl(redis.url)) });
});

afterAll(async () => {
  await queue?.close();
  killAll();
  await redis?.stop();
});

/** The JSON object on the last line of `out`. */
const lastJson = (out: string) => JSON.parse(out.trim().split('\n').at(-1)!);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Whether Redis holds the result of position `key` of `game` with `options`. */
async function stored(game: string, options: object, key: string): Promise<boolean> {
  const client = (await queue.client) as unknown as { hexists(k: string, f: string): Promise<number> };
  return (await client.hexists(solveKeys(game, options).values, key)) === 1;
}

describe('quadrille solve --redis', { timeout: 90_000 }, () => {
  it('solves on two worker processes as on this machine, and takes the finished jobs from Redis the second time', async () => {
    const local = lastJson((await run(['solve', ...DOMINEERING_5, '--memory', '8', '--json'])).out);
    const queued = await run([
      'solve',
      ...DOMINEERING_5,
      '--redis',
      redis.url,
      '--workers',
      '2',
      '--memory',
      '8',
      // The test's workers share one stalled-job check, BullMQ's, run by one worker at a time
      // at the interval of the worker that ran it last: the same settings for all.
      ...LOCKS,
      '--json',
    ]);
    expect(queued.code, queued.err).toBe(0);
    const result = lastJson(queued.out);
    expect([result.outcome, result.checked, result.workers]).toEqual([local.outcome, true, 2]);
    // Two plies: Domineering 5×5 has 20 first moves, each with 16 or 17 replies.
    expect(result.depth).toBe(2);
    expect(result.jobs).toMatchObject({ total: 336, cached: 0 });
    expect(result.jobs.run).toBeGreaterThan(0);
    expect(queued.err).toMatch(
      /^solve: 336 jobs at depth 2 on redis:\/\/\*\*\*@127\.0\.0\.1:\d+\/0, 0 solved before/,
    );
    expect(queued.err).not.toContain(redis.password);
    const again = await run(['solve', ...DOMINEERING_5, '--redis', redis.url, '--workers', '2', '--json']);
    const cached = lastJson(again.out);
    expect(cached).toMatchObject({ outcome: 'second', checked: true, nodes: 0 });
    // What the first run solved is taken from Redis (with any job a worker finished as that
    // run ended); nothing is solved again.
    expect(cached.jobs.run).toBe(0);
    expect(cached.jobs.cached).toBeGreaterThanOrEqual(result.jobs.run);
    expect(cached.jobs.cached + cached.jobs.cancelled).toBe(336);
    expect(again.err).toContain(`${cached.jobs.cached} solved before`);
  });

  it('solves with workers started apart, and completes when one is killed in the middle of a job', async () => {
    const worker = () => startCli(['solve', '--worker', '--redis', redis.url, '--memory', '8', ...LOCKS]);
    const [victim, survivor] = [worker(), worker()];
    await expect
      .poll(() => [victim, survivor].every((w) => w.err.includes('waiting for jobs')), { timeout: 30_000 })
      .toBe(true);
    // First a whole solve on them, as on other machines.
    const local = lastJson((await run(['solve', ...TALPA_4, '--memory', '8', '--json'])).out);
    const apart = await run(['solve', ...TALPA_4, '--redis', redis.url, '--workers', '0', '--json']);
    expect(lastJson(apart.out)).toMatchObject({ outcome: local.outcome, checked: true, workers: 0 });
    expect(victim.err + survivor.err).toMatch(/job talpa [0-9a-f]{16} solved/);
    const started = () => [...victim.err.matchAll(/job talpa ([0-9a-f]{16}) started/g)].map((m) => m[1]!);
    let seen = started().length;
    const coordinator = run([
      'solve',
      ...TALPA_4X5,
      '--redis',
      redis.url,
      '--workers',
      '0',
      '--split-depth',
      '1',
      '--json',
    ]);
    // Catch the victim in a job: freeze it when it starts one, and kill it if that job's result
    // is not stored (else let it go on to the next).
    let killed: string | undefined;
    while (killed === undefined) {
      if (started().length > seen) {
        victim.child.kill('SIGSTOP');
        await sleep(200); // what it wrote before it froze
        const key = started().at(-1)!;
        seen = started().length;
        if (await stored('talpa', { width: 4, height: 5 }, key)) victim.child.kill('SIGCONT');
        else killed = key;
      }
      await sleep(5);
    }
    victim.child.kill('SIGKILL');
    const { code, out, err } = await coordinator;
    expect(code, err).toBe(0);
    expect(lastJson(out)).toMatchObject({ outcome: 'second', checked: true });
    // Its job went to the other worker once its lock ran out (BullMQ's stalled-job check).
    expect(survivor.err).toContain(`job talpa ${killed} started`);
    expect(survivor.err).toContain(`job talpa ${killed} solved`);
    survivor.child.kill('SIGTERM');
  });

  it('answers a bad URL and an unreachable Redis in one line, exit code 2', async () => {
    const port = await freePort();
    for (const [args, message] of [
      [['solve', ...TALPA_4, '--redis', 'localhost:6379'], '--redis must be redis://'],
      [
        ['solve', ...TALPA_4, '--redis', `redis://:hush@127.0.0.1:${port}/0`, '--workers', '0'],
        'cannot reach Redis at redis://***@127.0.0.1',
      ],
      [
        ['solve', '--worker', '--redis', `redis://:hush@127.0.0.1:${port}/0`],
        'cannot reach Redis at redis://***@127.0.0.1',
      ],
      [['solve', ...TALPA_4, '--workers', '2'], '--workers is for a solve on a queue'],
      [
        ['solve', ...TALPA_4, '--redis', redis.url, '--checkpoint', 'x.ckpt'],
        '--checkpoint is for a solve on this machine',
      ],
      [
        ['solve', ...TALPA_4, '--redis', redis.url, '--split-depth', '9'],
        '--split-depth must be an integer from 1 to 6',
      ],
      [['solve', '--worker'], '--worker needs the queue'],
      [['solve', 'talpa', '--worker', '--redis', redis.url], 'a --worker takes its games from the jobs'],
      [['solve', '--worker', '--redis', redis.url, '--json'], '--json is for the solve that queues the jobs'],
    ] as const) {
      const { code, err } = await run(args);
      expect(code, args.join(' ')).toBe(2);
      expect(err.split('\n').filter((l) => l !== '')).toHaveLength(1);
      expect(err).toContain(message);
      expect(err).not.toContain('hush');
    }
  });
});
