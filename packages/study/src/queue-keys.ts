/**
 * Where a queued study lives in Redis. Jobs are BullMQ's; the spec and the results are ours,
 * beside them, so that a coordinator can be restarted and a result is stored exactly once.
 *
 * @module
 */

/** The BullMQ queue every study shares: a worker serves any study. */
export const STUDY_QUEUE = 'quadrille-study';

/** The Redis keys of study `id`. */
export function studyKeys(id: string) {
  const base = `quadrille:study:${id}`;
  return {
    /** The spec, as JSON. */
    spec: `${base}:spec`,
    /** Hash: game index → record JSON, each field written once. */
    results: `${base}:results`,
    /** List: game indices in the order their results were stored, each once. */
    done: `${base}:done`,
  } as const;
}

/** The job id of game `index` of study `id` (BullMQ forbids `:` in ids; adding it twice is a no-op). */
export function jobId(id: string, index: number): string {
  return `${id}.${index}`;
}

/**
 * Stores a result once: `HSETNX` the record and, only if it was new, append its index to the
 * done list — atomically, so a worker killed between the two cannot leave a result unlisted.
 * KEYS: results, done. ARGV: index, record JSON. Returns 1 if stored, 0 if already there.
 */
export const STORE_ONCE = `if redis.call('HSETNX', KEYS[1], ARGV[1], ARGV[2]) == 1 then
  redis.call('RPUSH', KEYS[2], ARGV[1])
  return 1
end
return 0`;

/**
 * The few ioredis commands a study uses beyond BullMQ's own. BullMQ types its client loosely;
 * the connection it makes from core's `redisConnectionOptions` is an ioredis client with these.
 */
export interface StudyRedis {
  /** GET. */
  get(key: string): Promise<string | null>;
  /** SET … NX: `'OK'`, or `null` if the key exists. */
  set(key: string, value: string, nx: 'NX'): Promise<'OK' | null>;
  /** EXISTS. */
  exists(key: string): Promise<number>;
  /** EVAL. */
  eval(script: string, keyCount: number, ...args: string[]): Promise<unknown>;
  /** LRANGE. */
  lrange(key: string, start: number, stop: number): Promise<string[]>;
  /** HMGET. */
  hmget(key: string, ...fields: string[]): Promise<(string | null)[]>;
  /** Connection events. */
  on(event: 'error' | 'ready', listener: (error?: Error) => void): unknown;
}

/** The ioredis client under a BullMQ queue or worker, with the commands a study uses. */
export async function studyRedis(owner: { readonly client: Promise<unknown> }): Promise<StudyRedis> {
  return (await owner.client) as StudyRedis;
}
