/** Runs the CLI in-process with scripted input, or as a child process from source. */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { freePort, track } from '../../../test-support/redis-server.js';
import { type Io, main, scriptedLines } from '../src/index.js';

/** What a run printed and returned. */
export interface RunResult {
  readonly code: number;
  readonly out: string;
  readonly err: string;
}

/** How {@link run} sets up the terminal. */
export interface RunSettings {
  /** Whether stdout is a terminal. */
  readonly tty?: boolean;
  /** Whether stderr is a terminal (progress lines). */
  readonly stderrTty?: boolean;
  /**
   * Called with each stderr write and a `stop` that acts as Ctrl-C (the command's interrupt
   * handler, once it has one), to interrupt a run at a chosen point.
   */
  readonly onStderr?: (text: string, interrupt: () => void) => void;
}

/** Runs `quadrille ...argv` in-process with `input` as stdin lines. */
export async function run(
  argv: readonly string[],
  input: readonly string[] = [],
  { tty = false, stderrTty = false, onStderr }: RunSettings = {},
): Promise<RunResult> {
  let out = '';
  let err = '';
  let interruptHandler: (() => void) | undefined;
  const interrupt = () => interruptHandler?.();
  const io: Io = {
    stdout: { write: (t) => void (out += t), isTTY: tty },
    stderr: {
      write: (t) => {
        err += t;
        onStderr?.(t, interrupt);
      },
      isTTY: stderrTty,
    },
    stdin: scriptedLines(input),
    onInterrupt(stop) {
      interruptHandler = stop;
      return () => {
        interruptHandler = undefined;
      };
    },
  };
  return { code: await main(argv, io), out, err };
}

/** The repository root. */
export const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

/**
 * Spawns `node --import tsx --conditions=@quadrille/source packages/cli/src/bin.ts ...argv` from
 * the root, with `imports` (paths from the root) imported after tsx.
 */
export function spawnCli(argv: readonly string[], input = '', imports: readonly string[] = []): RunResult {
  const r = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      ...imports.flatMap((file) => ['--import', `./${file}`]),
      '--conditions=@quadrille/source',
      'packages/cli/src/bin.ts',
      ...argv,
    ],
    { cwd: ROOT, input, encoding: 'utf8', timeout: 60_000 },
  );
  return { code: r.status ?? -1, out: r.stdout, err: r.stderr };
}

/** A `quadrille` process started by {@link startCli}, and what it has written so far. */
export interface CliProcess {
  readonly child: ChildProcess;
  out: string;
  err: string;
}

/**
 * Starts `quadrille ...argv` as a child process from source (tracked, so that test-support's
 * `killAll` stops it), collecting its output.
 */
export function startCli(argv: readonly string[]): CliProcess {
  const child = track(
    spawn(
      process.execPath,
      ['--import', 'tsx', '--conditions=@quadrille/source', 'packages/cli/src/bin.ts', ...argv],
      {
        cwd: ROOT,
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    ),
  );
  const proc: CliProcess = { child, out: '', err: '' };
  child.stdout?.on('data', (d) => void (proc.out += d));
  child.stderr?.on('data', (d) => void (proc.err += d));
  return proc;
}

/** A `quadrille serve` process started by {@link startServe}. */
export interface ServeProcess {
  readonly child: ChildProcess;
  readonly port: number;
  /** `http://127.0.0.1:PORT`. */
  readonly base: string;
  /** What it has written to stderr so far. */
  stderr(): string;
}

/**
 * Starts `quadrille serve --port P ...args` from source at a free port on 127.0.0.1 (tracked, so
 * that test-support's `killAll` stops it) and resolves once it says where it serves.
 */
export async function startServe(args: readonly string[] = []): Promise<ServeProcess> {
  const port = await freePort();
  const child = track(
    spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '--conditions=@quadrille/source',
        'packages/cli/src/bin.ts',
        'serve',
        '--port',
        String(port),
        ...args,
      ],
      { cwd: ROOT, stdio: ['ignore', 'ignore', 'pipe'] },
    ),
  );
  let err = '';
  child.stderr!.on('data', (d: Buffer) => {
    err += d.toString();
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`serve did not start: ${err}`)), 30_000);
    child.stderr!.on('data', () => {
      if (err.includes(' at http://')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`serve exited (${code}): ${err}`));
    });
  });
  return { child, port, base: `http://127.0.0.1:${port}`, stderr: () => err };
}
