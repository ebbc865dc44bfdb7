/**
 * `quadrille solve` on a BullMQ queue: {@link solveOnRedis} is `--redis URL` (the coordinator,
 * with `--workers N` worker processes of its own), {@link serveSolveJobs} is `--worker` (a
 * machine's share of the jobs, on this machine or any other that reaches the same Redis).
 *
 * @module
 */

import { availableParallelism } from 'node:os';
import { isQuadrilleError, OptionsError, parseRedisUrl } from '@quadrille/core';
import { CATALOGUE_MODULE, loadGame } from '@quadrille/play';
import {
  type QueueProgress,
  type QueueSolveResult,
  solveOnQueue,
  startSolveWorker,
} from '@quadrille/solve/queue';
import { formatDuration } from './duration.js';
import { numberFlag } from './flags.js';
import { loadModules, type OpenedGame } from './games.js';
import { hugePagesHint } from './huge-pages.js';
import type { Io } from './io.js';
import { algorithmFlag, lockFlag, memoryFlag, type SolveFlags } from './solve-flags.js';
import { reportSolve } from './solve-report.js';
import { type LocalWorkers, startLocalWorkers } from './solve-workers.js';
import { UsageError } from './usage-error.js';

/** The most plies `--split-depth` takes: past that, the jobs outnumber any queue's workers. */
const MAX_SPLIT_DEPTH = 6;
/** How often a progress line is written when stderr is not a terminal, ms. */
const LOG_MS = 10_000;

/**
 * `quadrille solve <game> --redis URL`: the coordinator. Starts `--workers` local worker
 * processes, solves on the queue, reports as a solve on this machine does (with the jobs'
 * figures instead of the table's), and stops its workers.
 */
export async function solveOnRedis(values: SolveFlags, opened: OpenedGame, io: Io): Promise<number> {
  const url = values.redis!;
  const target = usage(() => parseRedisUrl(url, '--redis'));
  const workers = numberFlag('workers', values.workers, availableParallelism(), {
    min: 0,
    max: 256,
    integer: true,
  });
  const depth =
    values['split-depth'] === undefined
      ? undefined
      : numberFlag('split-depth', values['split-depth'], 1, { min: 1, max: MAX_SPLIT_DEPTH, integer: true });
  const seconds = numberFlag('time', values.time, Number.POSITIVE_INFINITY, { min: 0.001 });
  const workerArgs = [
    '--redis',
    url,
    '--memory',
    String(memoryFlag(values)),
    ...(values.algorithm === undefined ? [] : ['--algorithm', String(algorithmFlag(values))]),
    '--lock-duration',
    String(lockFlag(values, 'lock-duration')),
    '--stalled-interval',
    String(lockFlag(values, 'stalled-interval')),
    // The workers load the game from where this command did.
    ...(opened.module === CATALOGUE_MODULE ? [] : ['--module', opened.module]),
  ];
  const controller = new AbortController();
  const unsubscribe = io.onInterrupt?.(() => controller.abort());
  const tty = io.stderr.isTTY === true;
  let logged = 0;
  let local: LocalWorkers | undefined;
  let result: QueueSolveResult;
  try {
    result = await usage(() =>
      solveOnQueue(opened.game, {
        url,
        module: opened.module,
        options: opened.options as Record<string, unknown>,
        // Jobs for four times the local workers at least: a slow job then holds up little.
        split: { minLeaves: 4 * Math.max(workers, 1), ...(depth === undefined ? {} : { depth }) },
        signal: controller.signal,
        ...(Number.isFinite(seconds) ? { timeMs: seconds * 1000 } : {}),
        onStart: (s) => {
          io.stderr.write(
            `solve: ${s.jobs} jobs at depth ${s.depth} on ${s.server}, ${s.cached} solved before (results under ${s.keys})\n`,
          );
          if (workers > 0 && s.open > 0) local = startLocalWorkers(workers, workerArgs, io);
        },
        onProgress: (p) => {
          if (tty) io.stderr.write(`\r\u001b[2K${progressLine(p)}`);
          else if (p.ms - logged >= LOG_MS) {
            logged = p.ms;
            io.stderr.write(`${progressLine(p)}\n`);
          }
        },
        onNotice: (message) => io.stderr.write(`quadrille: ${message}\n`),
      }),
    );
  } finally {
    unsubscribe?.();
    if (tty) io.stderr.write('\r\u001b[2K');
    await local?.stop();
  }
  const { jobs } = result;
  return reportSolve(opened.game, opened.options, { ...result, why: result.failure }, io, {
    json: values.json === true,
    proofFile: values.proof,
    figures: { jobs, depth: result.depth, workers, server: target.display },
    summary: `${jobs.total} jobs at depth ${result.depth}: ${jobs.run} run, ${jobs.cached} solved before, ${jobs.cancelled} not needed`,
  });
}

/**
 * `quadrille solve --worker --redis URL`: solves jobs until SIGINT, SIGTERM or, for a worker
 * this CLI started, the end of its parent; the job in progress then goes back to the queue.
 */
export async function serveSolveJobs(
  values: SolveFlags,
  positionals: readonly string[],
  io: Io,
): Promise<number> {
  if (positionals.length > 0)
    throw new UsageError(
      `a --worker takes its games from the jobs: give no game, got '${positionals.join(' ')}'`,
    );
  const target = usage(() => parseRedisUrl(values.redis!, '--redis'));
  const memory = memoryFlag(values);
  const algorithm = algorithmFlag(values);
  // Loaded now, so that a module that cannot load is a usage error, not a failed job later.
  const modules = await loadModules(values.module);
  const allowed = [CATALOGUE_MODULE, ...modules.map((m) => m.specifier)];
  const worker = await usage(() =>
    startSolveWorker({
      url: values.redis!,
      memory: memory * 2 ** 20,
      ...(algorithm === undefined ? {} : { algorithm }),
      lockDuration: lockFlag(values, 'lock-duration'),
      stalledInterval: lockFlag(values, 'stalled-interval'),
      loadGame: (ref) => {
        if (!allowed.includes(ref.module))
          throw new OptionsError(`this worker does not load games from ${ref.module}`, 'bad-module');
        return loadGame(ref);
      },
      onEvent: (message) => io.stderr.write(`${message}\n`),
    }),
  );
  io.stderr.write(`solve worker ${process.pid}: ${memory} MB table, waiting for jobs on ${target.display}\n`);
  const hint = hugePagesHint(memory * 2 ** 20);
  if (hint !== undefined) io.stderr.write(`${hint}\n`);
  await new Promise<void>((resolve) => {
    process.once('SIGINT', resolve);
    process.once('SIGTERM', resolve);
    // Started by a coordinator (an IPC channel): its end is this worker's.
    if (process.send !== undefined) process.once('disconnect', resolve);
  });
  io.stderr.write(`solve worker ${process.pid}: handing back the job in progress\n`);
  await worker.close();
  // An open IPC channel would keep this process alive.
  if (process.connected) process.disconnect();
  return 0;
}

function progressLine(p: QueueProgress): string {
  const rate = p.ms > 0 ? Math.round((p.nodes * 1000) / p.ms) : 0;
  return `queue: ${p.done} of ${p.jobs} jobs done, ${p.cancelled} not needed, ${p.running} running; ${p.nodes} nodes, ${rate}/s, ${formatDuration(p.ms)} (Ctrl-C stops)`;
}

/**
 * Runs `f`; a bad URL, an unreachable Redis or a missing BullMQ are usage errors (one line,
 * exit code 2), as for `quadrille serve --redis`.
 */
function usage<T>(f: () => T): T {
  const wrap = (e: unknown): never => {
    const reason = isQuadrilleError(e) ? e.reason : undefined;
    if (reason === 'bad-queue-url' || reason === 'no-redis' || reason === 'no-bullmq')
      throw new UsageError((e as Error).message);
    throw e;
  };
  try {
    const value = f();
    return (value instanceof Promise ? value.catch(wrap) : value) as T;
  } catch (e) {
    return wrap(e);
  }
}
