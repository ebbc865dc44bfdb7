/**
 * `quadrille solve <game>`: who wins from the start with perfect play, proved by
 * `@quadrille/solve`'s proof-number search and confirmed by its independent checker. Progress
 * goes to stderr; Ctrl-C or a budget stops the search, and with `--checkpoint FILE` the state
 * is saved there (every minute, and when stopped) and a later run resumes from it.
 *
 * @module
 */

import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import type { AnyGameDescription } from '@quadrille/core';
import {
  checkProof,
  type ProofCheck,
  proofBytes,
  readCheckpoint,
  type SolveProgress,
  type SolveResult,
  Solver,
  solveWith,
  writeCheckpoint,
} from '@quadrille/solve';
import { formatDuration } from '../duration.js';
import { GAME_FLAGS, numberFlag, parseFlags } from '../flags.js';
import { type GameList, openGame } from '../games.js';
import type { Io } from '../io.js';
import { checkOutputPath } from '../output-path.js';
import { UsageError } from '../usage-error.js';

/** Usage of `quadrille solve`. */
export const SOLVE_USAGE = `quadrille solve <game> [--variant V] [--options JSON] [--module M] [--memory MB] [--time S] [--nodes N] [--checkpoint FILE] [--proof FILE] [--json]
  Proves who wins from the start with perfect play (proof-number search) and checks the proof
  with the rules alone: first (the seat to move), second or draw. --memory caps the table
  (default 256 MB); --checkpoint saves the search there and resumes from it; --proof writes the
  proof as JSON; --json ends with one JSON line. Progress on stderr; Ctrl-C stops.`;

/** How often the checkpoint is rewritten while the search runs. */
const CHECKPOINT_MS = 60_000;
/** How often a progress line is written when stderr is not a terminal. */
const LOG_MS = 10_000;

/** Runs `quadrille solve`; resolves to the exit code (1 unsolved within budget, 130 Ctrl-C). */
export async function solve(args: readonly string[], io: Io, catalogue: GameList): Promise<number> {
  const { values, positionals } = parseFlags(args, {
    ...GAME_FLAGS,
    memory: { type: 'string' },
    time: { type: 'string' },
    nodes: { type: 'string' },
    checkpoint: { type: 'string' },
    proof: { type: 'string' },
    json: { type: 'boolean' },
  });
  if (positionals.length > 1) throw new UsageError(`solve takes one game, got '${positionals.join(' ')}'`);
  const memory = numberFlag('memory', values.memory, 256, { min: 1, max: 65_536 }) * 2 ** 20;
  const seconds = numberFlag('time', values.time, Number.POSITIVE_INFINITY, { min: 0.001 });
  const nodes = numberFlag('nodes', values.nodes, Number.POSITIVE_INFINITY, { min: 1, integer: true });
  // Files checked before the search: a typo in a folder must not cost hours of solving.
  checkOutputPath('checkpoint', values.checkpoint);
  checkOutputPath('proof', values.proof);
  const { game, options, position } = await openGame(catalogue, positionals[0], values);
  const file = values.checkpoint;
  const resumed = file !== undefined && existsSync(file);
  const solver = resumed
    ? readCheckpoint(game, new Uint8Array(readFileSync(file)))
    : new Solver(game, position, { memory });
  if (resumed) io.stderr.write(`solve: resuming from ${file} after ${solver.nodes} nodes\n`);
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
  return report(game, options, result, io, { json: values.json === true, proofFile: values.proof, save });
}

/** Prints the result (and checks the proof); returns the exit code. */
function report(
  game: AnyGameDescription,
  options: object,
  result: SolveResult,
  io: Io,
  how: { readonly json: boolean; readonly proofFile: string | undefined; readonly save: () => void },
): number {
  const figures = {
    game: game.id,
    options,
    nodes: result.nodes,
    ms: Math.round(result.ms),
    rate: result.ms > 0 ? Math.round((result.nodes * 1000) / result.ms) : 0,
    table: result.table,
  };
  if (result.proof === undefined) {
    how.save();
    io.stderr.write(`solve: stopped (${result.stopped}) after ${result.nodes} nodes, unsolved\n`);
    if (how.json)
      io.stdout.write(
        `${JSON.stringify({ ...figures, outcome: null, stopped: result.stopped, checked: false })}\n`,
      );
    return result.stopped === 'aborted' ? 130 : 1;
  }
  const check: ProofCheck = checkProof(game, result.proof);
  const start = game.fromJSON(result.proof.start);
  const line: string[] = [];
  for (const move of result.line!) {
    line.push(game.formatMove(start, move));
    start.play(move);
  }
  if (how.proofFile !== undefined) writeFileSync(how.proofFile, JSON.stringify(result.proof));
  const proof = {
    proofPositions: result.proof.strategies.reduce((n, s) => n + s.positions, 0),
    proofBytes: proofBytes(result.proof),
    checkMs: Math.round(check.ms),
  };
  const out = { ...figures, outcome: result.outcome, checked: check.ok, line, ...proof };
  if (!how.json) io.stdout.write(text(out, check));
  else io.stdout.write(`${JSON.stringify(out)}\n`);
  return check.ok ? 0 : 1;
}

/** The result for a person. */
function text(
  r: {
    game: string;
    options: object;
    outcome?: string;
    line: string[];
    nodes: number;
    ms: number;
    rate: number;
  } & {
    table: SolveResult['table'];
    proofPositions: number;
    proofBytes: number;
    checkMs: number;
  },
  check: ProofCheck,
): string {
  const who = { first: 'the seat to move wins', second: 'the seat to move loses', draw: 'a draw' }[
    r.outcome as 'first'
  ];
  return [
    `solve ${r.game} ${JSON.stringify(r.options)}`,
    `outcome: ${r.outcome} (${who} with perfect play)`,
    `line: ${r.line.join(' ')}`,
    `nodes ${r.nodes} in ${formatDuration(r.ms)} (${r.rate}/s); table ${r.table.used} of ${r.table.entries} entries (${Math.round(r.table.bytes / 2 ** 20)} MB)`,
    check.ok
      ? `proof: ${r.proofPositions} positions, ${r.proofBytes} bytes, checked in ${formatDuration(r.checkMs)}`
      : `proof REFUSED by the checker: ${check.fault} after ${check.line.join(' ')}`,
    '',
  ].join('\n');
}

function progressLine(p: SolveProgress): string {
  return `search ${p.search}: ${p.nodes} nodes, ${p.proven} proven / ${p.disproven} disproven, start pn ${p.pn} dn ${p.dn}, table ${(p.fill * 100).toFixed(1)}%, ${Math.round(p.rate)}/s, ${formatDuration(p.ms)} (Ctrl-C stops)`;
}
