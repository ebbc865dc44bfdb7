/**
 * {@link redisStore}: rooms kept in Redis (through `ioredis`, which Colyseus's Redis presence
 * and driver bring along), so that a room outlives its process: after a crash or a restart,
 * {@link resumeRooms} on any process sharing the Redis brings it back under the same id.
 *
 * @module
 */

import { OptionsError } from '@quadrille/core';
import type { RoomStore } from './store.js';
import type { StoredRoom } from './stored-room.js';

/** Options of {@link redisStore}. */
export interface RedisStoreOptions {
  /** The prefix of every key (default `quadrille:`): rooms of several servers may share a Redis. */
  readonly prefix?: string;
  /** Seconds a closed or finished room's record is kept (default one day). */
  readonly keepSeconds?: number;
}

const SAVE = `
if redis.call('GET', KEYS[1]) ~= ARGV[1] then return 0 end
redis.call('SET', KEYS[2], ARGV[2])
redis.call('PEXPIRE', KEYS[1], ARGV[3])
if ARGV[5] == '1' then
  redis.call('SREM', KEYS[3], ARGV[4])
  redis.call('EXPIRE', KEYS[2], ARGV[6])
else
  redis.call('SADD', KEYS[3], ARGV[4])
end
return 1`;

const RENEW = `
if redis.call('GET', KEYS[1]) ~= ARGV[1] then return 0 end
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return 1`;

const RELEASE = `
if redis.call('GET', KEYS[1]) == ARGV[1] then redis.call('DEL', KEYS[1]) end
return 1`;

const CLOSE = `
local holder = redis.call('GET', KEYS[1])
if holder and holder ~= ARGV[1] then return 0 end
redis.call('DEL', KEYS[1])
redis.call('SREM', KEYS[3], ARGV[2])
redis.call('EXPIRE', KEYS[2], ARGV[3])
return 1`;

// One round trip for every open room: the sweep of each process costs one command, however many
// rooms there are. (Lease keys are built from ARGV: a single Redis, not a cluster.)
const ORPHANS = `
local out = {}
for _, id in ipairs(redis.call('SMEMBERS', KEYS[1])) do
  if redis.call('EXISTS', ARGV[1] .. id) == 0 then table.insert(out, id) end
end
return out`;

/** The least of an ioredis client that the store uses. */
interface RedisClient {
  set(key: string, value: string, px: 'PX', ms: number, nx: 'NX'): Promise<string | null>;
  get(key: string): Promise<string | null>;
  smembers(key: string): Promise<string[]>;
  eval(script: string, keys: number, ...args: (string | number)[]): Promise<unknown>;
  quit(): Promise<unknown>;
  ping(): Promise<unknown>;
  on(event: 'error', listener: (error: Error) => void): unknown;
}

/**
 * The `ioredis` module.
 *
 * @throws `OptionsError` (reason `no-ioredis`) saying what to install, when it is missing.
 */
async function importIoredis(): Promise<typeof import('ioredis')> {
  try {
    return await import('ioredis');
  } catch (e) {
    const code = (e as { code?: unknown }).code;
    if (code !== 'ERR_MODULE_NOT_FOUND' && code !== 'MODULE_NOT_FOUND') throw e;
    throw new OptionsError(
      'a Redis store needs ioredis, which is not installed: npm install @colyseus/redis-presence @colyseus/redis-driver (they bring it)',
      'no-ioredis',
    );
  }
}

/**
 * A store in Redis at `url` (`redis://[:password@]host:port/db`). Each room is one key holding
 * its {@link StoredRoom} as JSON, written by a script that first checks the writer's lease, so
 * every accepted move is in Redis before the room broadcasts it. For durability across a
 * restart of Redis itself, run Redis with its append-only file (`appendonly yes`).
 *
 * @throws `OptionsError`: reason `no-redis` when Redis does not answer, `no-ioredis` when
 *   ioredis is not installed.
 *
 * @example
 * ```ts
 * const store = await redisStore('redis://127.0.0.1:6379/0');
 * ```
 */
export async function redisStore(url: string, options: RedisStoreOptions = {}): Promise<RoomStore> {
  const { Redis } = await importIoredis();
  // Commands fail (and the move is refused, `not-stored`) instead of waiting for ever while
  // Redis is away.
  const redis: RedisClient = new Redis(url, { maxRetriesPerRequest: 2, lazyConnect: false });
  // Connection errors reach the callers as failed commands (a refused move: `not-stored`).
  redis.on('error', () => {});
  const where = new URL(url);
  try {
    await redis.ping();
  } catch (e) {
    await redis.quit().catch(() => {});
    const why = e instanceof Error ? e.message.split(url).join(where.host) : String(e);
    throw new OptionsError(`cannot reach Redis at ${where.host}: ${why}`, 'no-redis');
  }
  const prefix = options.prefix ?? 'quadrille:';
  const keep = options.keepSeconds ?? 86_400;
  const lease = (id: string) => `${prefix}lease:${id}`;
  const room = (id: string) => `${prefix}room:${id}`;
  const open = `${prefix}open`;
  return {
    name: `redis ${where.host}`,
    durable: true,
    async claim(roomId, owner, ttlMs) {
      return (await redis.set(lease(roomId), owner, 'PX', ttlMs, 'NX')) === 'OK';
    },
    async renew(roomId, owner, ttlMs) {
      return (await redis.eval(RENEW, 1, lease(roomId), owner, ttlMs)) === 1;
    },
    async save(roomId, owner, stored: StoredRoom, ttlMs) {
      const over = stored.end === null ? '0' : '1';
      const args = [owner, JSON.stringify(stored), ttlMs, roomId, over, keep];
      return (await redis.eval(SAVE, 3, lease(roomId), room(roomId), open, ...args)) === 1;
    },
    async load(roomId) {
      const text = await redis.get(room(roomId));
      return text === null ? undefined : JSON.parse(text);
    },
    async openRooms() {
      return redis.smembers(open);
    },
    async orphanRooms() {
      const ids = await redis.eval(ORPHANS, 1, open, `${prefix}lease:`);
      return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
    },
    async release(roomId, owner) {
      await redis.eval(RELEASE, 1, lease(roomId), owner);
    },
    async close(roomId, owner) {
      await redis.eval(CLOSE, 3, lease(roomId), room(roomId), open, owner, roomId, keep);
    },
    async quit() {
      await redis.quit();
    },
  };
}
