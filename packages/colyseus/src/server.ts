/**
 * {@link startServer}: a whole Colyseus server for a list of games in one call — a room type
 * per game named by its id, WebSocket transport, and with a Redis URL the Redis presence,
 * driver and store that let several processes serve one set of rooms and resume the rooms of a
 * process that died.
 *
 * @module
 */

import { createServer } from 'node:http';
import type { Server, ServerOptions } from '@colyseus/core';
import { defineServer } from '@colyseus/core';
import { type AnyGameDescription, OptionsError } from '@quadrille/core';
import { jsonErrors } from './express-errors.js';
import { guardHttp } from './http-guard.js';
import { LimitKeeper, type ServerLimits } from './limits.js';
import { type ServerMetrics, serverMetrics } from './metrics.js';
import { redisStore } from './redis-store.js';
import { type Resumer, resumeRooms } from './resume.js';
import { quadrilleRoom } from './room/quadrille-room.js';
import type { QuadrilleRoomOptions } from './room/settings.js';
import { memoryStore, type RoomStore } from './store.js';
import type { RoomWatch } from './watch.js';

/** The Express application of the server (Colyseus's `express` option). */
export type ExpressApp = Parameters<NonNullable<ServerOptions['express']>>[0];

/** The largest WebSocket message {@link startServer} takes: a 1 MB move text is refused by the room. */
export const MAX_PAYLOAD = 2 * 1024 * 1024;

/** Options of {@link startServer}. */
export interface StartServerOptions {
  /** The games to host; each one's room type is named by its id. */
  readonly games: readonly AnyGameDescription[];
  /** The TCP port (default 2567). */
  readonly port?: number;
  /** The address to listen on (default `127.0.0.1`: give `0.0.0.0` to be reached from other machines). */
  readonly host?: string;
  /**
   * `redis://…`: rooms stored in Redis and shared with every process given the same URL
   * (Colyseus's Redis presence and driver). Without it, rooms live in this process only.
   */
  readonly redis?: string;
  /**
   * `host:port` by which clients reach this very process (Colyseus's `publicAddress`): a client
   * that asked another process for a seat connects here when the room lives here. Default, with
   * {@link StartServerOptions.redis} and a host that is not a wildcard: `host:port`. Behind a
   * proxy that routes by process, give the proxy's address (see docs/online.md).
   */
  readonly publicAddress?: string;
  /** The room settings of every game (the store is set by {@link StartServerOptions.redis}). */
  readonly room?: Omit<QuadrilleRoomOptions, 'store' | 'watch'>;
  /** What the process holds at most across its rooms (defaults: `DEFAULT_LIMITS`). */
  readonly limits?: ServerLimits;
  /**
   * Whether `GET /metrics` serves Prometheus metrics (default `true`). They tell how busy the
   * server is: let your proxy forward `/metrics` to your own network only.
   */
  readonly metrics?: boolean;
  /** Milliseconds `stop()` waits for rooms to be stored and clients told (default 1,000). */
  readonly shutdownMs?: number;
  /** More HTTP routes (the page of `quadrille serve`). */
  readonly express?: (app: ExpressApp) => void;
  /** Where the server's lines go (default: nowhere). */
  readonly log?: (line: string) => void;
}

/** A running server. */
export interface QuadrilleServer {
  /** The Colyseus server. */
  readonly server: Server;
  /** The port it listens on. */
  readonly port: number;
  /** Where its rooms are stored. */
  readonly store: RoomStore;
  /** The resumer of the store's orphaned rooms (a durable store only). */
  readonly resumer: Resumer | undefined;
  /** The limits it keeps across its rooms. */
  readonly limits: LimitKeeper;
  /** Its metrics (`undefined` with `metrics: false`). */
  readonly metrics: ServerMetrics | undefined;
  /**
   * Shuts the server down within `shutdownMs`: new requests are refused, every room is stored
   * (a durable store: it is resumed later) or ended, and its clients are told (close code 4001).
   * The server installs no signal handler: call this on SIGTERM (as `quadrille serve` does),
   * then end the process: Colyseus's reconnection timers may still be pending.
   */
  stop(): Promise<void>;
}

/** Imports an optional peer dependency, or says in one line what to install. */
async function peer<T>(load: () => Promise<T>, name: string): Promise<T> {
  try {
    return await load();
  } catch (e) {
    const code = (e as { code?: unknown }).code;
    if (code !== 'ERR_MODULE_NOT_FOUND' && code !== 'MODULE_NOT_FOUND') throw e;
    throw new OptionsError(
      `this server needs ${name}, which is not installed: npm install ${name}`,
      'no-colyseus',
    );
  }
}

/**
 * Starts a server hosting `games`.
 *
 * @throws `OptionsError` (reason `no-colyseus`) naming a Colyseus package that is missing;
 *   reason `duplicate-game` when two games share an id; `no-redis` when Redis does not answer.
 *   The listen's own error (`EADDRINUSE`, …) as Node gives it.
 *
 * @example
 * ```ts
 * import { startServer } from '@quadrille/colyseus';
 * import { catalogue } from '@quadrille/games';
 *
 * const { port } = await startServer({ games: catalogue, port: 2567, redis: process.env.REDIS_URL });
 * ```
 */
export async function startServer(options: StartServerOptions): Promise<QuadrilleServer> {
  const log = options.log ?? (() => {});
  const ids = new Set<string>();
  for (const g of options.games) {
    if (ids.has(g.id)) throw new OptionsError(`two games are called '${g.id}'`, 'duplicate-game');
    ids.add(g.id);
  }
  const { WebSocketTransport } = await peer(
    () => import('@colyseus/ws-transport'),
    '@colyseus/ws-transport express',
  );
  let store: RoomStore;
  let scaleOut = {};
  if (options.redis !== undefined) {
    const { RedisPresence } = await peer(
      () => import('@colyseus/redis-presence'),
      '@colyseus/redis-presence',
    );
    const { RedisDriver } = await peer(() => import('@colyseus/redis-driver'), '@colyseus/redis-driver');
    store = await redisStore(options.redis);
    scaleOut = { presence: new RedisPresence(options.redis), driver: new RedisDriver(options.redis) };
  } else {
    store = memoryStore();
  }
  const limits = new LimitKeeper(options.limits);
  const metrics = options.metrics === false ? undefined : serverMetrics(() => limits.roomCount);
  const watch = roomWatch(limits, metrics);
  const rooms = Object.fromEntries(
    options.games.map((g) => [g.id, quadrilleRoom(g, { ...options.room, store, watch })]),
  );
  // Our own HTTP server, to hear a failed listen (Colyseus 0.17 hears errors once it listens).
  const http = createServer();
  const port = options.port ?? 2567;
  const host = options.host ?? '127.0.0.1';
  const wildcard = host === '0.0.0.0' || host === '::';
  const publicAddress =
    options.publicAddress ?? (options.redis !== undefined && !wildcard ? `${host}:${port}` : undefined);
  const server = defineServer({
    // Signals are the caller's: `stop()` shuts down (quadrille serve calls it on SIGINT/SIGTERM).
    gracefullyShutdown: false,
    ...scaleOut,
    ...(publicAddress === undefined ? {} : { publicAddress }),
    greet: false,
    transport: new WebSocketTransport({ server: http, maxPayload: MAX_PAYLOAD }),
    express: (app: ExpressApp) => {
      app.set('x-powered-by', false);
      options.express?.(app);
      // Last: whatever the routes above did not answer, or threw, is a short JSON answer.
      jsonErrors(app, log);
    },
    rooms,
  });
  let failed: ((error: Error) => void) | undefined;
  const onError = (error: Error) => failed?.(error);
  http.once('error', onError);
  try {
    await new Promise<void>((resolve, reject) => {
      failed = reject;
      server.listen(port, host).then(resolve, reject);
    });
  } catch (e) {
    // EADDRINUSE and the like: nothing may keep running.
    http.close();
    await Promise.race([server.gracefullyShutdown(false), new Promise((r) => setTimeout(r, 2000).unref())]);
    await store.quit().catch(() => {});
    throw e;
  } finally {
    http.off('error', onError);
  }
  let stopping = false;
  guardHttp(http, { limits, metrics, stopping: () => stopping, log });
  const resumer = store.durable
    ? resumeRooms(store, {
        ...(options.room?.leaseMs === undefined ? {} : { leaseMs: options.room.leaseMs }),
        log,
      })
    : undefined;
  const shutdownMs = options.shutdownMs ?? 1000;
  return {
    server,
    port,
    store,
    resumer,
    limits,
    metrics,
    async stop() {
      if (stopping) return;
      stopping = true;
      resumer?.stop();
      // Rooms store themselves (or end) and close their clients as they dispose; a room that
      // takes longer than the deadline is resumed from its last stored move, like after a crash.
      await within(shutdownMs, server.gracefullyShutdown(false));
      http.closeAllConnections();
      await within(300, store.quit());
    },
  };
}

/** Waits for `work`, or `ms` milliseconds, whichever is first. */
function within(ms: number, work: Promise<unknown>): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ms);
  });
  return Promise.race([
    work.then(
      () => {},
      () => {},
    ),
    deadline,
  ]).finally(() => clearTimeout(timer));
}

/** What the rooms tell the server: its limits and its metrics, both. */
function roomWatch(limits: LimitKeeper, metrics: ServerMetrics | undefined): RoomWatch {
  return {
    opened: (roomId, resumed) => limits.opened(roomId, resumed),
    checkMemory: () => limits.checkMemory(),
    closed: (roomId) => limits.closed(roomId),
    joined(sessionId) {
      limits.joined(sessionId);
      metrics?.joined(sessionId);
    },
    left(sessionId) {
      limits.left(sessionId);
      metrics?.left(sessionId);
    },
    moved: (rejection, seconds) => metrics?.moved(rejection, seconds),
    storeFailed: () => metrics?.storeFailed(),
  };
}
