/**
 * Connecting to the Redis of a queue: {@link redisConnectionOptions} gives a client (ioredis,
 * under BullMQ) the settings of a {@link RedisTarget}; {@link startingRedisConnection} adds a
 * first connection that is given up when it fails, and {@link reachRedis} turns that failure
 * into one typed error instead of endless retries.
 *
 * @module
 */

import { OptionsError } from './errors.js';
import { type RedisTarget, redact } from './redis-url.js';

declare function setTimeout(callback: () => void, ms: number): unknown;
declare function clearTimeout(handle: unknown): void;

/** The options of an ioredis client (BullMQ's `connection`) for one server. */
export interface RedisConnectionOptions {
  /** Host name or address. */
  readonly host: string;
  /** TCP port. */
  readonly port: number;
  /** Database number. */
  readonly db: number;
  /** ACL user name, if any. */
  readonly username?: string;
  /** Password, if any. */
  readonly password?: string;
  /** TLS settings (the host's defaults) for `rediss://`. */
  readonly tls?: Record<string, never>;
  /** Always `null`: a command waits through a lost connection (BullMQ requires it). */
  readonly maxRetriesPerRequest: null;
}

/**
 * Client options for `target`: commands wait through a lost connection, so a restarted Redis
 * delays the work of a queue instead of failing it.
 */
export function redisConnectionOptions(target: RedisTarget): RedisConnectionOptions {
  return {
    host: target.host,
    port: target.port,
    db: target.db,
    ...(target.username === undefined ? {} : { username: target.username }),
    ...(target.password === undefined ? {} : { password: target.password }),
    ...(target.tls ? { tls: {} } : {}),
    maxRetriesPerRequest: null,
  };
}

/** Client options whose first connection is given up when it fails (see {@link startingRedisConnection}). */
export interface StartingConnection {
  /** The options of every client of a queue or worker. */
  readonly options: RedisConnectionOptions & {
    /** ioredis' delay before the next attempt to connect, or `null` to give up. */
    retryStrategy(attempts: number): number | null;
  };
  /** Marks the first connection made: from then on, a lost connection is retried for ever. */
  connected(): void;
}

/**
 * {@link redisConnectionOptions} whose first connection is tried once: a wrong host, a stopped
 * server or a wrong password then fails the client's `ready` at once (for {@link reachRedis}),
 * and no client is left retrying behind a queue closed meanwhile. Once {@link
 * StartingConnection.connected} is called, a lost connection is retried every 1 to 20 seconds
 * (BullMQ's own backoff), so that a restarted Redis only delays the work.
 */
export function startingRedisConnection(target: RedisTarget): StartingConnection {
  let up = false;
  return {
    options: {
      ...redisConnectionOptions(target),
      retryStrategy: (attempts) => (up ? Math.max(Math.min(Math.exp(attempts), 20_000), 1000) : null),
    },
    connected() {
      up = true;
    },
  };
}

/** The one event of a client {@link reachRedis} listens to. */
export interface ConnectionErrors {
  /** Subscribes to the client's connection errors. */
  on(event: 'error', listener: (error: Error) => void): unknown;
}

/**
 * Waits for a first connection: `ready`, a queue's or a worker's `waitUntilReady()` on clients
 * made with {@link startingRedisConnection}, which fails as soon as that connection does.
 *
 * @param errors - the client's connection errors: the last one says why it failed.
 * @param target - the server, for the message (shown redacted).
 * @param timeoutMs - how long to wait for an answer at all.
 * @throws `OptionsError` (reason `no-redis`) saying why, with no password in it.
 */
export async function reachRedis(
  ready: Promise<unknown>,
  errors: ConnectionErrors,
  target: RedisTarget,
  timeoutMs = 15_000,
): Promise<void> {
  const why = (e: unknown) => (e instanceof Error && e.message !== '' ? e.message : String(e));
  let last: string | undefined;
  errors.on('error', (e) => {
    last = why(e);
  });
  let timer: unknown;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${timeoutMs} ms`)), timeoutMs);
  });
  // After a timeout, `ready` may still fail: that is no news.
  ready.catch(() => {});
  try {
    await Promise.race([ready, timeout]);
  } catch (e) {
    const message = `cannot reach Redis at ${target.display}: ${last ?? why(e)}`;
    throw new OptionsError(redact(message, [target.password]), 'no-redis');
  } finally {
    clearTimeout(timer);
  }
}
