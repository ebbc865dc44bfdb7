/**
 * {@link startStudyWorker}: a machine's share of queued studies. A BullMQ worker takes game
 * jobs from the shared queue, plays them on a {@link GamePool} (so this thread stays free to
 * renew its job locks) and stores each result once. A worker killed mid-game loses its lock;
 * BullMQ's stalled-job check then gives the game to another worker.
 *
 * @module
 */

import {
  OptionsError,
  parseRedisUrl,
  redact,
  redisConnectionOptions,
  type StalledJobSettings,
  stalledJobOptions,
  watchConnection,
} from '@quadrille/core';
import { GameFailure } from '@quadrille/play/node';
import { importBullmq } from './bullmq.js';
import { readGameJob } from './job.js';
import { GamePool } from './pool.js';
import { STORE_ONCE, STUDY_QUEUE, studyKeys, studyRedis } from './queue-keys.js';

/** Settings of {@link startStudyWorker}. */
export interface WorkerOptions extends StalledJobSettings {
  /** `redis://[user:password@]host:port/db`. */
  readonly url: string;
  /** Games played at once, each on its own thread (default 1). */
  readonly threads?: number;
  /**
   * The modules this worker loads games from, as the studies name them (`@quadrille/games`, a
   * package of your own, a `file:` URL). A job naming another module fails: a job must not make
   * a worker import arbitrary code.
   */
  readonly modules: readonly string[];
  /** Called with a line for each game started, finished or failed, and each connection problem. */
  onEvent?(message: string): void;
}

/** A running worker. */
export interface StudyWorker {
  /** Finishes the games in progress (their results are stored), then disconnects. */
  close(): Promise<void>;
}

/**
 * Starts serving the queue at `options.url` until {@link StudyWorker.close}.
 *
 * @throws `OptionsError` (reason `bad-queue-url`) for a malformed URL.
 * @example
 * ```ts
 * const worker = await startStudyWorker({
 *   url: 'redis://10.0.0.5:6379/0',
 *   modules: ['@quadrille/games'],
 *   threads: 8,
 * });
 * process.on('SIGTERM', () => void worker.close());
 * ```
 */
export async function startStudyWorker(options: WorkerOptions): Promise<StudyWorker> {
  const target = parseRedisUrl(options.url);
  const secrets = [target.password];
  const say = (message: string) => options.onEvent?.(redact(message, secrets));
  const { modules } = options;
  const threads = options.threads ?? 1;
  const pool = new GamePool(threads);
  const { Worker } = await importBullmq();
  const worker = new Worker(
    STUDY_QUEUE,
    async (job) => {
      const { spec, index } = readGameJob(job.data);
      if (!modules.includes(spec.module)) {
        throw new OptionsError(`this worker does not load games from ${spec.module}`, 'bad-module');
      }
      say(`game ${spec.id}#${index} started (attempt ${job.attemptsMade + 1})`);
      const record = await pool.play(spec, index).catch((e: unknown) => {
        throw e instanceof GameFailure ? new Error(e.detail) : e;
      });
      const keys = studyKeys(spec.id);
      const redis = await studyRedis(worker);
      const stored = await redis.eval(
        STORE_ONCE,
        2,
        keys.results,
        keys.done,
        String(index),
        JSON.stringify(record),
      );
      say(
        `game ${spec.id}#${index} finished in ${record.moves.length} moves${stored === 1 ? '' : ' (already stored)'}`,
      );
      return { index };
    },
    {
      connection: redisConnectionOptions(target),
      concurrency: threads,
      ...stalledJobOptions(options),
    },
  );
  worker.on('error', (e) => say(`worker error: ${e.message}`));
  worker.on('failed', (job, e) => {
    if (job !== undefined) say(`game ${job.id ?? '?'} failed: ${e.message}`);
  });
  await worker.waitUntilReady();
  watchConnection(await studyRedis(worker), target.display, say);
  return {
    async close() {
      await worker.close();
      await pool.close();
    },
  };
}
