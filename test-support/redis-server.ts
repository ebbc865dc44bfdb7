/**
 * A real `redis-server` for the tests of the study queue and of online rooms: started on
 * 127.0.0.1 at a free port in a temporary directory, stopped by its pid and its directory removed
 * whatever happens (`stop()` in afterAll, and the process's exit as a last resort). Missing
 * redis-server is a failure with a clear message, never a silent skip: CI installs it (see .ci/run).
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A running server. */
export interface RedisServer {
  readonly port: number;
  readonly password: string;
  /** The URL with the password: give it to the commands, never print it. */
  readonly url: string;
  /** Stops the server for good and removes its directory. */
  stop(): Promise<void>;
  /** Stops the server and starts it again on the same port and directory. */
  restart(): Promise<void>;
}

const children = new Set<ChildProcess>();
/** The directories of the servers not stopped yet. */
const directories = new Set<string>();
process.once('exit', () => {
  for (const child of children) child.kill('SIGKILL');
  for (const dir of directories) removeDirectory(dir);
});

function removeDirectory(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
  directories.delete(dir);
}

/** Tracks a child process so that it is killed when the test process exits. */
export function track(child: ChildProcess): ChildProcess {
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

/** Kills every tracked child by its pid. */
export function killAll(): void {
  for (const child of children) child.kill('SIGKILL');
}

/** The path of redis-server, or a clear error. */
function redisServerPath(): string {
  try {
    return execFileSync('sh', ['-c', 'command -v redis-server'], { encoding: 'utf8' }).trim();
  } catch {
    throw new Error(
      'redis-server is not installed: these tests need a real Redis (apt-get install -y redis-server)',
    );
  }
}

/** A free TCP port on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address !== null ? address.port : 0));
    });
  });
}

function waitForPort(port: number, timeoutMs = 10_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      const socket = new Socket();
      socket.once('connect', () => {
        socket.destroy();
        resolve();
      });
      socket.once('error', () => {
        socket.destroy();
        if (Date.now() > until) reject(new Error(`redis-server did not listen on ${port}`));
        else setTimeout(attempt, 50);
      });
      socket.connect(port, '127.0.0.1');
    };
    attempt();
  });
}

/** Starts a password-protected redis-server (no persistence). */
export async function startRedis(): Promise<RedisServer> {
  const bin = redisServerPath();
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'quadrille-redis-'));
  directories.add(dir);
  const password = `pw-${Math.random().toString(36).slice(2)}`;
  let child: ChildProcess | undefined;
  const start = async () => {
    child = track(
      spawn(
        bin,
        [
          '--port',
          String(port),
          '--bind',
          '127.0.0.1',
          '--dir',
          dir,
          '--save',
          '',
          '--appendonly',
          'no',
          '--requirepass',
          password,
        ],
        { stdio: 'ignore' },
      ),
    );
    await waitForPort(port);
  };
  const kill = async () => {
    const c = child;
    // Killed by a signal, a process has a signalCode and no exitCode.
    if (c === undefined || c.exitCode !== null || c.signalCode !== null) return;
    const exited = new Promise((resolve) => c.once('exit', resolve));
    c.kill('SIGKILL');
    await exited;
  };
  try {
    await start();
  } catch (e) {
    await kill();
    removeDirectory(dir);
    throw e;
  }
  return {
    port,
    password,
    url: `redis://:${password}@127.0.0.1:${port}/0`,
    async stop() {
      await kill();
      removeDirectory(dir);
    },
    async restart() {
      await kill();
      await start();
    },
  };
}
