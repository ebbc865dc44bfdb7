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

/** Runs `quadrille ...argv` in-process with `input` as stdin lines; stdout is a TTY if `tty`. */
export async function run(
  argv: readonly string[],
  input: readonly string[] = [],
  { tty = false } = {},
): Promise<RunResult> {
  let out = '';
  let err = '';
  const io: Io = {
    stdout: { write: (t) => void (out += t), isTTY: tty },
    stderr: { write: (t) => void (err += t), isTTY: false },
    stdin: scriptedLines(input),
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
