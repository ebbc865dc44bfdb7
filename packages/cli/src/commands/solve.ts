/**
 * `quadrille solve <game>`: who wins from the start with perfect play, proved by
 * `@quadrille/solve`'s search (depth-first, or proof-number with `--algorithm dfpn`) and
 * confirmed by its independent checker. Progress
 * goes to stderr; Ctrl-C or a budget stops the search, and with `--checkpoint FILE` the state
 * is saved there (every minute, and when stopped) and a later run resumes from it. With
 * `--redis URL` the proof is spread over BullMQ workers (see `solve-queue.ts`).
 *
 * @module
 */

import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import {
  readCheckpoint,
  type SolveProgress,
  type SolveResult,
  Solver,
  solveWith,
  writeCheckpoint,
} from '@quadrille/solve';
import { formatDuration } from '../duration.js';
import { numberFlag, parseFlags } from '../flags.js';
import { type GameList, openGame } from '../games.js';
import { hugePagesHint } from '../huge-pages.js';
import type { Io } from '../io.js';
import { checkOutputPath } from '../output-path.js';
import { algorithmFlag, checkSolveMode, memoryFlag, SOLVE_FLAGS } from '../solve-flags.js';
import { reportSolve } from '../solve-report.js';
import { UsageError } from '../usage-error.js';

/** Usage of `quadrille solve`. */
export const SOLVE_USAGE = `quadrille solve <game> [--variant V] [--options JSON] [--module M] [--algorithm A] [--memory MB] [--time S] [--nodes N] [--checkpoint FILE] [--proof FILE] [--json] [--no-symmetry]
quadrille solve <game> --redis redis://host:port/db [--workers N] [--split-depth D] [same game flags, --algorithm, --memory, --time, --proof, --json]
quadrille solve --worker --redis redis://host:port/db [--module M] [--algorithm A] [--memory MB] [--lock-duration MS] [--stalled-interval MS]
  Proves who wins from the start with perfect play and checks the proof with the rules alone:
  first (the seat to move), second or draw. --algorithm picks the search: dfs (depth-first,
  the default) or dfpn (proof-number search). --memory caps the table (default 256 MB);
  --checkpoint saves the search there and resumes from it; --proof writes the proof as JSON;
  --json ends with one JSON line. Progress on stderr; Ctrl-C stops. A position and its mirror
  images share one table entry where the game has canonical keys; --no-symmetry keys them apart.
  --redis spreads the proof over BullMQ workers: the first plies (--split-depth, default: until
  there are 4 jobs a worker) become jobs, solved by --workers processes here (default: a core
  each) and by 'quadrille solve --worker' on any machine; results stay in Redis for later runs.`;

/** How often the checkpoint is rewritten while the search runs. */
const CHECKPOINT_MS = 60_000;
/** How often a progress line is written when stderr is not a terminal. */
const LOG_MS = 10_000;

/** Runs `quadrille solve`; resolves to the exit code (1 unsolved within budget, 130 Ctrl-C). */
export async function solve(args: readonly string[], io: Io, catalogue: GameList): Promise<number> {
  const { values, positionals } = parseFlags(args, SOLVE_FLAGS);
  checkSolveMode(values);
  // The queue's side is loaded only by a solve on a queue.
  if (values.worker === true)
    return (await import('../solve-queue.js')).serveSolveJobs(values, positionals, io);
  if (positionals.length > 1) throw new UsageError(`solve takes one game, got '${positionals.join(' ')}'`);
  const memory = memoryFlag(values) * 2 ** 20;
  const algorithm = algorithmFlag(values);
  const seconds = numberFlag('time', values.time, Number.POSITIVE_INFINITY, { min: 0.001 });
  const nodes = numberFlag('nodes', values.nodes, Number.POSITIVE_INFINITY, { min: 1, integer: true });
  // Files checked before the search: a typo in a folder must not cost hours of solving.
  checkOutputPath('checkpoint', values.checkpoint);
  checkOutputPath('proof', values.proof);
  const opened = await openGame(catalogue, positionals[0], values);
  if (values.redis !== undefined) return (await import('../solve-queue.js')).solveOnRedis(values, opened, io);
  const { game, options, position } = opened;
  const file = values.checkpoint;
  const resumed = file !== undefined && existsSync(file);
  const solver = resumed
    ? readCheckpoint(game, new Uint8Array(readFileSync(file)), algorithm === undefined ? {} : { algorithm })
    : new Solver(game, position, {
        memory,
        ...(algorithm === undefined ? {} : { algorithm }),
        ...(values['no-symmetry'] === true ? { symmetry: false } : {}),
      });
  if (resumed) io.stderr.write(`solve: resuming from ${file} after ${solver.nodes} nodes\n`);
  const hint = hugePagesHint(solver.tableStats.bytes);
  if (hint !== undefined) io.stderr.write(`${hint}\n`);
  const controller = new AbortController();
  const unsubscribe = io.onInterrupt?.(() => controller.abort());
  let saved = performance.now();
  const save = () => {
    if (file === undefined) return;
    writeFileSync(`${file}.tmp`, writeCheckpoint(solver));
    renameSync(`${file}.tmp`, file); // never a half-written checkpoint
    saved = performance.now();
  };
  const tty = io.stderr.isTTY === true;
  let logged = 0;
  let result: SolveResult;
  try {
    result = await solveWith(solver, {
      signal: controller.signal,
      ...(Number.isFinite(seconds) ? { timeMs: seconds * 1000 } : {}),
      ...(Number.isFinite(nodes) ? { maxNodes: nodes } : {}),
      onProgress: (p) => {
        if (tty) io.stderr.write(`\r\u001b[2K${progressLine(p)}`);
        else if (p.ms - logged >= LOG_MS) {
          logged = p.ms;
          io.stderr.write(`${progressLine(p)}\n`);
        }
        if (performance.now() - saved >= CHECKPOINT_MS) save();
      },
    });
  } finally {
    unsubscribe?.();
    if (tty) io.stderr.write('\r\u001b[2K');
  }
  const { used, entries, bytes } = result.table;
  return reportSolve(game, options, result, io, {
    json: values.json === true,
    proofFile: values.proof,
    figures: { table: result.table },
    summary: `table ${used} of ${entries} entries (${Math.round(bytes / 2 ** 20)} MB)`,
    onStopped: save,
  });
}

function progressLine(p: SolveProgress): string {
  return `search ${p.search}: ${p.nodes} nodes, ${p.proven} proven / ${p.disproven} disproven, start pn ${p.pn} dn ${p.dn}, table ${(p.fill * 100).toFixed(1)}%, ${Math.round(p.rate)}/s, ${formatDuration(p.ms)} (Ctrl-C stops)`;
}
