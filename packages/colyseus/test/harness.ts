/**
 * Real servers for the room tests: a game server in a child process (test/fixtures/server.ts,
 * from source) on 127.0.0.1 at a free port, stopped by its pid whatever happens, and clients of
 * the official SDK that record what they receive.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { Client, type Room } from '@colyseus/sdk';
import { freePort, track } from '../../../test-support/redis-server.js';

/** The repository root. */
export const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

/** A game server process. */
export interface GameServer {
  readonly port: number;
  readonly url: string;
  /** Everything it printed. */
  output(): string;
  /** SIGKILL: the process dies at once, as in a crash. */
  kill(): Promise<void>;
  /** SIGTERM: a graceful shutdown. */
  stop(): Promise<void>;
  /** The process's pid. */
  readonly pid: number;
  /** Resolves with the exit code once the process has exited. */
  exited(): Promise<number | null>;
}

/** Settings of a server process. */
export interface ServerSettings {
  readonly port?: number;
  readonly redis?: string;
  readonly reconnectSeconds?: number;
  readonly leaseMs?: number;
  /** The node binary (default: `QUADRILLE_SERVER_NODE`, else this one): the server on Node 22. */
  readonly node?: string;
  /** More of the fixture's environment: LIMITS, MOVE_TIMEOUT_MS, IDLE_MS. */
  readonly env?: Readonly<Record<string, string>>;
}

/** Starts test/fixtures/server.ts and waits for its `listening` line. */
export async function startServer(settings: ServerSettings = {}): Promise<GameServer> {
  const port = settings.port ?? (await freePort());
  const child: ChildProcess = track(
    spawn(
      settings.node ?? process.env.QUADRILLE_SERVER_NODE ?? process.execPath,
      [
        '--import',
        'tsx',
        '--conditions=@quadrille/source',
        'packages/colyseus/test/fixtures/server.ts',
        String(port),
        settings.redis ?? '',
      ],
      {
        cwd: ROOT,
        stdio: ['ignore', 'pipe', 'pipe'],
        env: {
          ...process.env,
          RECONNECT_SECONDS: String(settings.reconnectSeconds ?? 5),
          LEASE_MS: String(settings.leaseMs ?? 2000),
          ...settings.env,
        },
      },
    ),
  );
  let out = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${out}`)), 30_000);
    const check = () => {
      if (out.includes(`listening ${port}`)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', check);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${code}):\n${out}`));
    });
  });
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill(signal);
    await exited;
  };
  const exit = new Promise<number | null>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });
  return {
    port,
    url: `ws://127.0.0.1:${port}`,
    pid: child.pid!,
    exited: () => exit,
    output: () => out,
    kill: () => end('SIGKILL'),
    stop: () => end('SIGTERM'),
  };
}

/** A client's view of one room: the room, its seat message, its rejections. */
export interface Player {
  readonly room: Room;
  seat: { seat: number; token: string } | undefined;
  readonly rejections: { code: string; reason: string; message: string }[];
  /** The synced state as plain data. */
  state(): GameStateJson;
}

/** The synced state as JSON. */
export interface GameStateJson {
  game: string;
  options: string;
  moves: string[];
  turn: number;
  started: boolean;
  over: boolean;
  end: string;
  scores: number[];
  winners: number[];
  seats: {
    sessionId: string;
    connected: boolean;
    name: string;
    computer: number;
    clock: number;
    periodMovesLeft: number;
  }[];
}

/** Wraps a joined room with its listeners. */
export function player(room: Room, { reconnect = false } = {}): Player {
  // The SDK reconnects by itself after a drop; the tests that want it say so.
  room.reconnection.enabled = reconnect;
  room.reconnection.minUptime = 0;
  const p: Player = {
    room,
    seat: undefined,
    rejections: [],
    state: () => room.state.toJSON() as GameStateJson,
  };
  room.onMessage('seat', (m: { seat: number; token: string }) => {
    p.seat = m;
  });
  room.onMessage('move-rejected', (m: { code: string; reason: string; message: string }) => {
    p.rejections.push(m);
  });
  return p;
}

/**
 * Cuts the client's connection as a network failure does (the socket dies without a close
 * handshake): the server sees a drop, and the SDK reconnects by itself if its room allows it.
 */
export function drop(room: Room): void {
  const ws: unknown = Reflect.get(room.connection.transport, 'ws');
  const terminate: unknown = typeof ws === 'object' && ws !== null ? Reflect.get(ws, 'terminate') : undefined;
  if (typeof terminate !== 'function') throw new Error('the SDK transport has no ws socket to cut');
  terminate.call(ws);
}

/** A client of `server`. */
export function client(server: { url: string }): Client {
  return new Client(server.url);
}

/**
 * A client of `server` joined to room `roomId` with `options`, tried again every 100 ms (for
 * 20 s) while the room is not there yet: a room being resumed after its process died.
 */
export async function joinWhenThere(
  server: { url: string },
  roomId: string,
  options: Record<string, unknown>,
): Promise<Player> {
  for (let i = 0; ; i++) {
    try {
      return player(await client(server).joinById(roomId, options));
    } catch (e) {
      if (i > 200) throw e;
      await sleep(100);
    }
  }
}

/** Waits until `check` holds (polling), or fails with `what`. */
export async function until(check: () => boolean, what: string, timeoutMs = 10_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** Waits `ms` milliseconds. */
export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
