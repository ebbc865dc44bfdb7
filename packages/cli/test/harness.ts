/** Runs the CLI in-process with scripted input, or as a child process from source. */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
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

/** Spawns `node --import tsx --conditions=@quadrille/source packages/cli/src/bin.ts ...argv` from the root. */
export function spawnCli(argv: readonly string[], input = ''): RunResult {
  const r = spawnSync(
    process.execPath,
    ['--import', 'tsx', '--conditions=@quadrille/source', 'packages/cli/src/bin.ts', ...argv],
    { cwd: ROOT, input, encoding: 'utf8', timeout: 60_000 },
  );
  return { code: r.status ?? -1, out: r.stdout, err: r.stderr };
}
