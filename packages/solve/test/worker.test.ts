// startSolveWorker against a real redis-server, fed jobs by hand: a job solved and stored under
// its game, options and position; a position solved before ends its job at once; moves that
// reach another position fail the job for good; a job marked "no longer wanted" stops; closing
// hands the job in progress back to the queue.
import { type AnyGame, parseRedisUrl, redisConnectionOptions } from '@quadrille/core';
import { Queue } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RedisServer, startRedis } from '../../../test-support/redis-server.js';
import { keyHex, split, splitKey } from '../src/key.js';
import {
  readJobValue,
  SOLVE_QUEUE,
  type SolveJob,
  type SolveWorker,
  solveJobId,
  solveKeys,
  startSolveWorker,
} from '../src/queue/index.js';
import { talpa } from './games.js';

/** The commands the test reads Redis with. */
interface Client {
  hget(key: string, field: string): Promise<string | null>;
  hset(key: string, field: string, value: string): Promise<number>;
}

let redis: RedisServer;
let queue: Queue;
let client: Client;

beforeAll(async () => {
  redis = await startRedis();
  queue = new Queue(SOLVE_QUEUE, { connection: redisConnectionOptions(parseRedisUrl(redis.url)) });
  client = (await queue.client) as unknown as Client;
});

afterAll(async () => {
  await queue?.close();
  await redis?.stop();
});

/** A worker of Talpa whose events the test reads. */
async function worker(events: string[]): Promise<SolveWorker> {
  return startSolveWorker({
    url: redis.url,
    memory: 4 * 2 ** 20,
    loadGame: async () => talpa as AnyGame,
    onEvent: (m) => events.push(m),
  });
}

/** The job of the Talpa position `moves` (notation) reach on a board of `options`. */
function job(options: Record<string, unknown>, moves: readonly string[]): SolveJob {
  const pos = talpa.create(options);
  for (const text of moves) pos.play(talpa.parseMove(pos, text));
  splitKey(pos.key!());
  return { module: 'talpa', game: 'talpa', options, moves, key: keyHex(split.hi, split.lo) };
}

async function add(data: SolveJob, attempts = 3): Promise<string> {
  const id = solveJobId(solveKeys(data.game, data.options), data.key);
  await queue.add('solve', data, { jobId: id, attempts, removeOnComplete: true, removeOnFail: false });
  return id;
}

const until = (what: () => boolean) => expect.poll(what, { timeout: 20_000, interval: 20 }).toBe(true);

describe('startSolveWorker', { timeout: 60_000 }, () => {
  it('solves a job and stores its value and proof under the game, options and position', async () => {
    const events: string[] = [];
    const w = await worker(events);
    try {
      const data = job({ size: 4 }, ['b4xa4']);
      await add(data);
      await until(() => events.some((e) => e.startsWith(`job talpa ${data.key} solved: `)));
      const keys = solveKeys('talpa', { size: 4 });
      const value = readJobValue((await client.hget(keys.values, data.key))!);
      expect(value.outcome).toBe('second'); // b4xa4 wins for the first player: its reply loses
      expect(value.nodes).toBeGreaterThan(0);
      expect(JSON.parse((await client.hget(keys.proofs, data.key))!).strategies).toHaveLength(1);
      // The same position again: nothing to do.
      await add(data);
      await until(() => events.includes(`job talpa ${data.key}: solved already`));
    } finally {
      await w.close();
    }
  });

  it('fails for good, at the first attempt, a job whose moves reach another position', async () => {
    const events: string[] = [];
    const w = await worker(events);
    try {
      const id = await add({ ...job({ size: 4 }, ['b4xa4']), key: '0123456789abcdef' });
      await expect.poll(() => queue.getJobState(id), { timeout: 20_000 }).toBe('failed');
      const failed = await queue.getJob(id);
      expect(failed?.attemptsMade).toBe(1);
      expect(failed?.failedReason).toMatch(/^the moves reach position [0-9a-f]{16}, not 0123456789abcdef/);
    } finally {
      await w.close();
    }
  });

  it('stops a job no longer wanted, and hands back the job in progress when closed', async () => {
    const events: string[] = [];
    const w = await worker(events);
    // Talpa 5×5 after one move: far more than these tests wait for.
    const wanted = job({ size: 5 }, ['a1xa2']);
    await add(wanted);
    await until(() => events.some((e) => e.startsWith(`job talpa ${wanted.key} started`)));
    await client.hset(solveKeys('talpa', { size: 5 }).cancel, wanted.key, '1');
    await until(() => events.some((e) => e.startsWith(`job talpa ${wanted.key} dropped after `)));
    const held = job({ size: 5 }, ['a1xb1']);
    const id = await add(held);
    await until(() => events.some((e) => e.startsWith(`job talpa ${held.key} started`)));
    await w.close();
    expect(await queue.getJobState(id)).toBe('waiting');
    await queue.remove(id);
  });
});
