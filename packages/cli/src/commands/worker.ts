/**
 * `quadrille worker --queue redis://…`: this machine's share of the studies on a queue. Plays
 * game jobs on worker threads until interrupted (SIGINT or SIGTERM finish the games in
 * progress first), printing a line per game.
 *
 * @module
 */

import { availableParallelism } from 'node:os';
import { isQuadrilleError } from '@quadrille/core';
import { CATALOGUE_MODULE } from '@quadrille/play';
import { startStudyWorker } from '@quadrille/study';
import { numberFlag, parseFlags } from '../flags.js';
import { loadModules } from '../games.js';
import type { Io } from '../io.js';
import { UsageError } from '../usage-error.js';

/** Runs `quadrille worker`; resolves to 0 once interrupted and drained. */
export async function worker(args: readonly string[], io: Io): Promise<number> {
  const { values, positionals } = parseFlags(args, {
    queue: { type: 'string' },
    threads: { type: 'string' },
    module: { type: 'string', multiple: true },
    'lock-duration': { type: 'string' },
    'stalled-interval': { type: 'string' },
  });
  if (positionals.length > 0) throw new UsageError(`unexpected argument '${positionals[0]}'`);
  if (values.queue === undefined) throw new UsageError('which queue? --queue redis://host:port/db');
  const ms = (name: 'lock-duration' | 'stalled-interval') =>
    numberFlag(name, values[name], 30_000, { min: 100, max: 86_400_000, integer: true });
  const threads = numberFlag('threads', values.threads, availableParallelism(), {
    min: 1,
    max: 1024,
    integer: true,
  });
  // Loaded here too, so that a module that cannot load is a usage error now, not a failed job later.
  const modules = await loadModules(values.module);
  let running: Awaited<ReturnType<typeof startStudyWorker>>;
  try {
    running = await startStudyWorker({
      url: values.queue,
      modules: [CATALOGUE_MODULE, ...modules.map((m) => m.specifier)],
      threads,
      lockDuration: ms('lock-duration'),
      stalledInterval: ms('stalled-interval'),
      onEvent: (message) => io.stderr.write(`${message}\n`),
    });
  } catch (e) {
    throw isQuadrilleError(e) ? new UsageError(e.message) : e;
  }
  io.stderr.write(`worker ${process.pid}: ${threads} thread${threads === 1 ? '' : 's'}, waiting for games\n`);
  await new Promise<void>((resolve) => {
    process.once('SIGINT', resolve);
    process.once('SIGTERM', resolve);
  });
  io.stderr.write(`worker ${process.pid}: finishing the games in progress\n`);
  await running.close();
  return 0;
}
