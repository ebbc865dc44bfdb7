// solveOnQueue against a real redis-server, with two workers in this process: the same
// outcomes as the local solver with proofs that check, finished jobs reused by a second run,
// the jobs that no longer matter dropped, a failing job and a budget that end the solve, and
// the typed errors of a bad URL and an unreachable server.
import { type AnyGame, OptionsError, parseRedisUrl, redisConnectionOptions } from '@quadrille/core';
import { Queue } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, type RedisServer, startRedis } from '../../../test-support/redis-server.js';
import { checkProof, solve } from '../src/index.js';
import {
  type QueueStart,
  SOLVE_QUEUE,
  type SolveWorker,
  solveKeys,
  solveOnQueue,
  startSolveWorker,
} from '../src/queue/index.js';
import { domineering, failure, mnk, talpa } from './games.js';

const GAMES: Record<string, AnyGame> = { mnk, talpa, domineering };
const MODULE = 'test-games';

let redis: RedisServer;
let workers: SolveWorker[] = [];
const events: string[] = [];

beforeAll(async () => {
  redis = await startRedis();
  workers = await Promise.all(
    [0, 1].map(() =>
      startSolveWorker({
        url: redis.url,
        memory: 8 * 2 ** 20,
        loadGame: async ({ module, game }) => {
          if (module !== MODULE)
            throw new OptionsError(`this worker does not load games from ${module}`, 'bad-module');
          return GAMES[game]!;
        },
        onEvent: (m) => events.push(m),
      }),
    ),
  );
});

afterAll(async () => {
  await Promise.all(workers.map((w) => w.close()));
  await redis?.stop();
});

/** The commands the tests read and change Redis with. */
interface Client {
  hlen(key: string): Promise<number>;
  del(key: string): Promise<number>;
}

/** Runs `f` with a client of the test's Redis. */
async function withClient<T>(f: (client: Client) => Promise<T>): Promise<T> {
  const queue = new Queue(SOLVE_QUEUE, { connection: redisConnectionOptions(parseRedisUrl(redis.url)) });
  try {
    return await f((await queue.client) as unknown as Client);
  } finally {
    await queue.close();
  }
}

/** How many results Redis holds for a game and its options. */
const stored = (id: string, options: object) => withClient((c) => c.hlen(solveKeys(id, options).values));

const onQueue = (id: string, options: Record<string, unknown>, module = MODULE) =>
  solveOnQueue(GAMES[id]!, { url: redis.url, module, options, pollMs: 50 });

describe('solveOnQueue', { timeout: 60_000 }, () => {
  it.each([
    ['domineering', { width: 4, height: 4 }],
    ['domineering', { width: 5, height: 5 }],
    ['talpa', { size: 4 }],
    ['mnk', { width: 3, height: 3, k: 3 }],
  ] as const)('solves %s %j as the local solver does, with a proof that checks', async (id, options) => {
    const game = GAMES[id]!;
    const local = await solve(game, game.create(options), { memory: 8 * 2 ** 20 });
    const result = await onQueue(id, options);
    expect(result.outcome).toBe(local.outcome);
    const check = checkProof(game, JSON.parse(JSON.stringify(result.proof)));
    expect(check.ok && check.outcome).toBe(local.outcome);
    expect(result.jobs.run).toBeGreaterThan(0);
    expect(result.nodes).toBeGreaterThan(0);
    // The line is legal from the start and ends the game.
    const pos = game.create(options);
    for (const move of result.line!) pos.play(move);
    expect(pos.isOver()).toBe(true);
  });

  it('takes the finished jobs from Redis on a second run', async () => {
    const started = events.filter((e) => e.includes(' started ')).length;
    const starts: QueueStart[] = [];
    const result = await solveOnQueue(domineering, {
      url: redis.url,
      module: MODULE,
      options: { width: 5, height: 5 },
      onStart: (s) => starts.push(s),
    });
    expect(result.outcome).toBe('second');
    expect(starts).toEqual([
      expect.objectContaining({ jobs: 336, depth: 2, cached: result.jobs.cached, open: 0 }),
    ]);
    const { total, cached, run, cancelled } = result.jobs;
    expect([run, result.nodes]).toEqual([0, 0]);
    expect(cached).toBeGreaterThan(0);
    expect(cached + cancelled).toBe(total);
    expect(events.filter((e) => e.includes(' started ')).length).toBe(started);
    expect(checkProof(domineering, result.proof!).ok).toBe(true);
  });

  it('drops the jobs that can no longer change the answer', async () => {
    // Talpa 4×4 is a first-player win: one winning first move settles it.
    const result = await onQueue('talpa', { size: 4 });
    expect(result.jobs.cancelled).toBeGreaterThan(0);
    expect(result.jobs.run + result.jobs.cached + result.jobs.cancelled).toBe(result.jobs.total);
    expect(await stored('talpa', { size: 4 })).toBeLessThan(result.jobs.total);
  });

  it('solves again the jobs whose proofs Redis lost', async () => {
    const options = { width: 4, height: 4 };
    await withClient((c) => c.del(solveKeys('domineering', options).proofs));
    const notices: string[] = [];
    const result = await solveOnQueue(domineering, {
      url: redis.url,
      module: MODULE,
      options,
      pollMs: 50,
      onNotice: (m) => notices.push(m),
    });
    // One notice a round: each round forgets the values the proof would take.
    expect(notices.length).toBeGreaterThan(0);
    for (const n of notices) expect(n).toMatch(/^\d+ stored results lost their proofs; solving them again$/);
    expect(result.jobs.run).toBeGreaterThan(0);
    expect(checkProof(domineering, result.proof!).ok).toBe(true);
  });

  it('stops with the reason when a job fails for good', async () => {
    const result = await onQueue('domineering', { width: 3, height: 4 }, 'elsewhere');
    expect(result.stopped).toBe('failed');
    expect(result.failure).toMatch(
      /^the job of position [0-9a-f]{16} \(.+\) failed: this worker does not load games from elsewhere$/,
    );
    expect(result.outcome).toBeUndefined();
  });

  it('stops at its time budget, dropping its jobs', async () => {
    const result = await solveOnQueue(talpa, {
      url: redis.url,
      module: MODULE,
      // Talpa 5×5 after one move: minutes each, so both workers are in a job when it stops.
      options: { size: 5 },
      split: { depth: 1 },
      pollMs: 50,
      timeMs: 300,
    });
    expect([result.stopped, result.proof]).toEqual(['time', undefined]);
    expect(result.jobs.cancelled).toBeGreaterThan(0);
    await expect
      .poll(() => events.some((e) => / dropped after \d+ nodes/.test(e)), { timeout: 5000 })
      .toBe(true);
  });

  it('refuses a bad URL and an unreachable Redis with typed errors', async () => {
    expect(await failure(() => solveOnQueue(talpa, { url: 'http://x/0', module: MODULE }))).toBe(
      'ERR_OPTIONS bad-queue-url',
    );
    const nobody = `redis://:secret@127.0.0.1:${await freePort()}/0`;
    expect(await failure(() => solveOnQueue(talpa, { url: nobody, module: MODULE }))).toBe(
      'ERR_OPTIONS no-redis',
    );
    await expect(solveOnQueue(talpa, { url: nobody, module: MODULE })).rejects.toThrow(
      /^cannot reach Redis at redis:\/\/\*\*\*@127\.0\.0\.1:\d+\/0: .*ECONNREFUSED/,
    );
    expect(await failure(() => onQueue('talpa', { size: 1 }))).toBe('ERR_OPTIONS bad-size');
  });

  it('keeps the results under the game and its options', () => {
    expect(solveKeys('talpa', { size: 4 }).base).toBe('quadrille:solve:talpa:{"size":4}');
  });
});
