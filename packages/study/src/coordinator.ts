/**
 * {@link runQueuedStudy}: a study on many machines. The coordinator puts one BullMQ job per game
 * on the shared queue, and collects the results the workers store (each once, keyed by study id
 * and game index) until every game has a result or has failed for good. It can be killed and
 * started again with the study id; if Redis loses its data (restarted without persistence), it
 * writes back what it has collected and queues the rest again.
 *
 * @module
 */

import {
  OptionsError,
  parseRedisUrl,
  type RedisTarget,
  redact,
  redisConnectionOptions,
  watchConnection,
} from '@quadrille/core';
import { gameSeed } from '@quadrille/play';
import type { Queue } from 'bullmq';
import { importBullmq } from './bullmq.js';
import { type FailedGame, type StudyResult, studyResult } from './failure.js';
import type { GameJob } from './job.js';
import { jobId, STORE_ONCE, STUDY_QUEUE, studyKeys, studyRedis } from './queue-keys.js';
import { type GameRecord, readGameRecord } from './record.js';
import { readStudySpec, type StudySpec } from './spec.js';

/** Settings of {@link runQueuedStudy}. */
export interface QueueRunOptions {
  /** `redis://[user:password@]host:port/db`. */
  readonly url: string;
  /** Tries per game before it counts as failed (default 3). */
  readonly attempts?: number;
  /** Milliseconds between two looks at the results (default 500). */
  readonly pollMs?: number;
  /** Called once with the spec (read back from Redis when resuming), before any result. */
  onStart?(spec: StudySpec, alreadyDone: number): void;
  /** Called with each result the first time this coordinator sees it. */
  onRecord?(record: GameRecord): void;
  /** Called for each game that failed for good. */
  onFailure?(failure: FailedGame): void;
  /** Called with news worth a line: a lost or restored connection (the URL redacted). */
  onNotice?(message: string): void;
}

const CHUNK = 500;

/**
 * Runs a study on the queue at `options.url` — a new study from its spec, or, given a study id,
 * the study stored under it (`--resume`): games with a stored result are not played again.
 * Resolves when every game has a result or has failed `attempts` times (or stalled too often).
 *
 * @throws `OptionsError` with reason `unknown-study` (resuming an id Redis does not hold),
 *   `study-exists` (a new study under an id already used for another spec) or `bad-queue-url`.
 * @example
 * ```ts
 * const spec = defineStudy({ game: 'talpa', options: { size: 6 }, players: ['mcts', 'mcts'],
 *   budget: { iterations: 200 }, games: 1000 });
 * const { records } = await runQueuedStudy(spec, { url: 'redis://127.0.0.1:6379/0' });
 * // meanwhile, on any number of machines: quadrille worker --queue redis://…
 * ```
 */
export async function runQueuedStudy(
  study: StudySpec | string,
  options: QueueRunOptions,
): Promise<StudyResult> {
  const target = parseRedisUrl(options.url);
  const { Queue } = await importBullmq();
  const queue = new Queue(STUDY_QUEUE, { connection: redisConnectionOptions(target) });
  const session = new Session(queue, target, options);
  try {
    return await session.run(study);
  } finally {
    await queue.close();
  }
}

/** One coordinator run: what it has seen, and the loop that collects the rest. */
class Session {
  private readonly records = new Map<number, GameRecord>();
  private readonly failures = new Map<number, FailedGame>();
  private cursor = 0;

  constructor(
    private readonly queue: Queue,
    private readonly target: RedisTarget,
    private readonly options: QueueRunOptions,
  ) {
    // Without a listener an 'error' event would end the process; a lost connection is retried
    // (and reported once, by watchConnection).
    queue.on('error', () => {});
  }

  async run(study: StudySpec | string): Promise<StudyResult> {
    const redis = await studyRedis(this.queue);
    watchConnection(redis, this.target.display, (m) => this.notice(m));
    const spec = typeof study === 'string' ? await this.load(study) : await this.create(study);
    await this.collect(spec);
    this.options.onStart?.(spec, this.records.size);
    await this.retryFailed(spec);
    await this.enqueue(spec);
    const pollMs = this.options.pollMs ?? 500;
    while (this.records.size + this.failures.size < spec.games) {
      await sleep(pollMs);
      if ((await redis.exists(studyKeys(spec.id).spec)) === 0) await this.restore(spec);
      await this.collect(spec);
      await this.findFailures(spec);
    }
    return studyResult(this.records.values(), this.failures.values());
  }

  private async create(spec: StudySpec): Promise<StudySpec> {
    const redis = await studyRedis(this.queue);
    const json = JSON.stringify(spec);
    const stored = await redis.set(studyKeys(spec.id).spec, json, 'NX');
    if (stored === null && (await redis.get(studyKeys(spec.id).spec)) !== json) {
      throw new OptionsError(`study ${spec.id} already exists with another spec`, 'study-exists');
    }
    return spec;
  }

  private async load(id: string): Promise<StudySpec> {
    const json = await (await studyRedis(this.queue)).get(studyKeys(id).spec);
    if (json === null) {
      throw new OptionsError(`no study ${id} on ${this.target.display}`, 'unknown-study');
    }
    return readStudySpec(JSON.parse(json));
  }

  /** Reads the results stored since the last look (all of them after a restore). */
  private async collect(spec: StudySpec): Promise<void> {
    const redis = await studyRedis(this.queue);
    const keys = studyKeys(spec.id);
    const fresh = await redis.lrange(keys.done, this.cursor, -1);
    this.cursor += fresh.length;
    const wanted = [...new Set(fresh.map(Number))].filter((i) => !this.records.has(i));
    for (let at = 0; at < wanted.length; at += CHUNK) {
      const chunk = wanted.slice(at, at + CHUNK);
      const values = await redis.hmget(keys.results, ...chunk.map(String));
      values.forEach((json, k) => {
        if (json === null) return;
        const record = readGameRecord(json);
        if (record.study !== spec.id || record.index !== chunk[k]) return;
        this.records.set(record.index, record);
        this.failures.delete(record.index);
        this.options.onRecord?.(record);
      });
    }
  }

  /** Adds a job for every game without a result; BullMQ ignores the ids it already holds. */
  private async enqueue(spec: StudySpec): Promise<void> {
    const attempts = this.options.attempts ?? 3;
    const missing: number[] = [];
    for (let i = 0; i < spec.games; i++) if (!this.records.has(i)) missing.push(i);
    for (let at = 0; at < missing.length; at += CHUNK) {
      await this.queue.addBulk(
        missing.slice(at, at + CHUNK).map((index) => ({
          name: 'game',
          data: { study: spec.id, index, seed: gameSeed(spec.seed, index), spec } satisfies GameJob,
          opts: {
            jobId: jobId(spec.id, index),
            attempts,
            backoff: { type: 'fixed', delay: 1000 },
            removeOnComplete: true,
            removeOnFail: false,
          },
        })),
      );
    }
  }

  /** On resume, games that failed for good get another round of attempts. */
  private async retryFailed(spec: StudySpec): Promise<void> {
    for (const job of await this.queue.getFailed(0, -1)) {
      const data = job.data as Partial<GameJob> | undefined;
      if (data?.study === spec.id && !this.records.has(data.index ?? -1)) await job.retry('failed');
    }
  }

  private async findFailures(spec: StudySpec): Promise<void> {
    for (const job of await this.queue.getFailed(0, -1)) {
      const data = job.data as Partial<GameJob> | undefined;
      const index = data?.index;
      if (data?.study !== spec.id || typeof index !== 'number') continue;
      if (this.records.has(index) || this.failures.has(index)) continue;
      const failure = { index, error: redact(job.failedReason ?? 'failed', [this.target.password]) };
      this.failures.set(index, failure);
      this.options.onFailure?.(failure);
    }
  }

  /** Redis came back without our keys: write back the spec and every result, queue the rest. */
  private async restore(spec: StudySpec): Promise<void> {
    this.notice(
      `${this.target.display} lost study ${spec.id}; writing back ${this.records.size} results and queueing the rest again`,
    );
    const redis = await studyRedis(this.queue);
    const keys = studyKeys(spec.id);
    for (const record of this.records.values()) {
      await redis.eval(STORE_ONCE, 2, keys.results, keys.done, String(record.index), JSON.stringify(record));
    }
    await redis.set(keys.spec, JSON.stringify(spec), 'NX');
    this.cursor = 0;
    await this.enqueue(spec);
  }

  private notice(message: string): void {
    this.options.onNotice?.(redact(message, [this.target.password]));
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
