/**
 * {@link main}: the `quadrille` command — dispatches to one module per command and turns
 * usage mistakes and game errors into messages and exit codes (never a stack trace). The
 * commands that run studies (`study`, `worker`) are loaded only when run, so that no other
 * command loads `@quadrille/study` (nor BullMQ behind it).
 *
 * @module
 */

import { isQuadrilleError } from '@quadrille/core';
import { catalogue } from '@quadrille/games';
import { BENCH_USAGE, bench } from './commands/bench.js';
import { DEMO_USAGE, demo } from './commands/demo.js';
import { FUZZ_USAGE, fuzz } from './commands/fuzz.js';
import { GTP_USAGE, gtp } from './commands/gtp.js';
import { MATCH_USAGE, match } from './commands/match.js';
import { PERFT_USAGE, perft } from './commands/perft.js';
import { PLAY_USAGE, play } from './commands/play.js';
import { RENDER_USAGE, render } from './commands/render.js';
import { SERVE_USAGE, serve } from './commands/serve.js';
import { SOLVE_USAGE, solve } from './commands/solve.js';
import { STUDY_USAGE } from './commands/study-usage.js';
import { WORKER_USAGE } from './commands/worker-usage.js';
import { fileErrorLine } from './file-error.js';
import type { GameList } from './games.js';
import type { Io } from './io.js';
import { UsageError } from './usage-error.js';
import { VERSION } from './version.js';

/** A command: its arguments (after the command name) and the games it offers → exit code. */
export type Command = (args: readonly string[], io: Io, games: GameList) => Promise<number>;

/** The commands by name, with their usage text. */
export const COMMANDS: Readonly<Record<string, { readonly run: Command; readonly usage: string }>> = {
  play: { run: play, usage: PLAY_USAGE },
  match: { run: match, usage: MATCH_USAGE },
  study: {
    run: (...args) => import('./commands/study.js').then((m) => m.study(...args)),
    usage: STUDY_USAGE,
  },
  worker: {
    run: (args, io) => import('./commands/worker.js').then((m) => m.worker(args, io)),
    usage: WORKER_USAGE,
  },
  perft: { run: perft, usage: PERFT_USAGE },
  solve: { run: solve, usage: SOLVE_USAGE },
  fuzz: { run: fuzz, usage: FUZZ_USAGE },
  render: { run: render, usage: RENDER_USAGE },
  bench: { run: bench, usage: BENCH_USAGE },
  gtp: { run: gtp, usage: GTP_USAGE },
  demo: { run: demo, usage: DEMO_USAGE },
  serve: { run: serve, usage: SERVE_USAGE },
};

function usage(games: GameList): string {
  const list = games
    .map(
      (g) =>
        `  ${g.id.padEnd(8)} ${g.summary}\n           variants: ${g.presets.map((p) => p.name).join(', ')}`,
    )
    .join('\n');
  const commands = Object.values(COMMANDS)
    .map((c) => c.usage)
    .join('\n\n');
  return `Usage: quadrille <command> [arguments]\n\n${commands}\n\nGames (more with --module M: a package or file exporting game descriptions):\n${list}\n`;
}

/**
 * Runs the `quadrille` command line.
 *
 * @param argv - the arguments after the program name.
 * @param io - the terminal.
 * @param games - the games (default: the catalogue of `@quadrille/games`); `--module` adds more.
 * @returns the exit code: 0 success (`<command> --help` prints its usage), 1 error (a game's
 *   error or a file that cannot be read or written: one line on stderr), 2 usage error (one
 *   line on stderr, output files checked before any work), 130 stopped by Ctrl-C.
 *
 * @example
 * ```ts
 * import { main, processIo } from '@quadrille/cli';
 *
 * // `quadrille perft talpa --depth 2` from a script, printing to this process's terminal.
 * const code = await main(['perft', 'talpa', '--depth', '2'], processIo());
 * console.log(code); // => 0
 * ```
 */
export async function main(argv: readonly string[], io: Io, games: GameList = catalogue): Promise<number> {
  const [name, ...args] = argv;
  if (name === undefined || name === 'help' || name === '--help' || name === '-h') {
    // `quadrille help match` is `quadrille match --help`.
    const asked = name === 'help' && args[0] !== undefined ? COMMANDS[args[0]] : undefined;
    io.stdout.write(asked === undefined ? usage(games) : `Usage: ${asked.usage}\n`);
    return name === undefined ? 2 : 0;
  }
  if (name === '--version' || name === 'version') {
    io.stdout.write(`quadrille ${VERSION}\n`);
    return 0;
  }
  const command = COMMANDS[name];
  if (command !== undefined && asksForHelp(args)) {
    io.stdout.write(`Usage: ${command.usage}\n`);
    return 0;
  }
  try {
    if (command === undefined) throw new UsageError(`unknown command '${name}'`);
    return await command.run(args, io, games);
  } catch (e) {
    if (e instanceof UsageError) {
      io.stderr.write(`quadrille: ${oneLine(e.message)} (see 'quadrille help')\n`);
      return 2;
    }
    const line = isQuadrilleError(e) ? e.message : fileErrorLine(e);
    if (line !== undefined) {
      io.stderr.write(`quadrille: ${oneLine(line)}\n`);
      return 1;
    }
    throw e;
  }
}

/**
 * Whether a command's arguments ask for its usage: `--help` or `-h` before any `--` (after it,
 * they are arguments). No command has a flag that takes `-h` or `--help` as its value.
 */
function asksForHelp(args: readonly string[]): boolean {
  const end = args.indexOf('--');
  return (end < 0 ? args : args.slice(0, end)).some((a) => a === '--help' || a === '-h');
}

/** `text` on one line: an error is always exactly one line on stderr, whatever it quotes. */
function oneLine(text: string): string {
  return text.replace(/\s*[\r\n]+\s*/g, ' ').trim();
}
