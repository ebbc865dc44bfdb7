/**
 * {@link startSolveWorker}: a machine's share of the distributed solves on a queue. A BullMQ
 * worker takes one job at a time — an open position, named by its moves from the start — solves
 * it with the local df-pn in one table kept from job to job, and stores its value and proof in
 * Redis under the game, its options and the position's key. A job whose position has been solved
 * meanwhile ends at once; one the coordinator no longer needs is stopped within a second. The
 * solver yields to the event loop every 50 ms or so, so BullMQ renews the job's lock while it
 * runs; a worker killed mid-job loses its lock, and BullMQ's stalled-job check gives the job to
 * another worker.
 *
 * @module
 */

import {
  type AnyGame,
  type GameModule,
  isQuadrilleError,
  type Position,
  parseRedisUrl,
  redact,
  type StalledJobSettings,
  stalledJobOptions,
  watchConnection,
} from '@quadrille/core';
import { keyHex, readKey, split } from '../key.js';
import { checkSolveOptions, DEFAULT_MEMORY } from '../options.js';
import type { SolveAlgorithm } from '../search.js';
import { solveWith } from '../solve.js';
import { checkSolvable, Solver } from '../solver.js';
import { ENTRY_BYTES, Table } from '../table.js';
import { importBullmq } from './bullmq.js';
import { readSolveJob, type SolveJob } from './job.js';
import { SOLVE_QUEUE, STORE_RESULT, solveKeys, solveRedis } from './keys.js';
import { openQueue } from './open-queue.js';
import type { JobProof, JobValue } from './results.js';

/** Settings of {@link startSolveWorker}. */
export interface SolveWorkerOptions extends StalledJobSettings {
  /** `redis://[user:password@]host:port/db`. */
  readonly url: string;
  /**
   * The game a job names: its module (as the coordinator named it) and its id there (play's
   * `loadGame` loads any). Refuse the modules this worker should not load (throw): a job must
   * not make a worker import arbitrary code.
   */
  loadGame(ref: Pick<GameModule, 'module' | 'game'>): Promise<AnyGame>;
  /** The table's memory in bytes, kept from job to job (default 64 MiB). */
  readonly memory?: number;
  /** The search algorithm (default the solver's, `DEFAULT_ALGORITHM`). */
  readonly algorithm?: SolveAlgorithm;
  /** The solver's ε (default 3). */
  readonly epsilon?: number;
  /** Whether to order moves by the game's priors (default true). */
  readonly ordering?: boolean;
  /** How long to wait for Redis at the start, ms (default 10,000). */
  readonly connectMs?: number;
  /** Called with a line for each job started, solved, dropped or failed, and each connection problem. */
  onEvent?(message: string): void;
}

/** A running worker. */
export interface SolveWorker {
  /** Hands the job in progress back to the queue, then disconnects. */
  close(): Promise<void>;
}

/** How often a job in progress looks whether it is still wanted, ms. */
const CANCEL_POLL_MS = 1000;
/** Entries the table lists for a quick clear between jobs: 1 in 16 (4 bytes each). */
const LISTED_SHARE = 16;

/**
 * Starts serving the solve queue at `options.url` until {@link SolveWorker.close}.
 *
 * @throws `OptionsError` with reason `bad-queue-url`, `no-redis`, `no-bullmq`, `bad-memory`, or
 *   those of `checkSolveOptions` for a bad algorithm, ε or ordering.
 * @example
 * ```ts
 * const worker = await startSolveWorker({
 *   url: 'redis://10.0.0.5:6379/0',
 *   loadGame: (ref) => loadGame(ref), // @quadrille/play's: any game of any module
 *   memory: 2 ** 30,
 * });
 * process.on('SIGTERM', () => void worker.close());
 * ```
 */
export async function startSolveWorker(options: SolveWorkerOptions): Promise<SolveWorker> {
  const target = parseRedisUrl(options.url);
  const say = (message: string) => options.onEvent?.(redact(message, [target.password]));
  const memory = options.memory ?? DEFAULT_MEMORY;
  const table = new Table(memory, Math.floor(memory / ENTRY_BYTES / LISTED_SHARE));
  const settings = checkSolveOptions({
    ...(options.algorithm === undefined ? {} : { algorithm: options.algorithm }),
    ...(options.epsilon === undefined ? {} : { epsilon: options.epsilon }),
    ...(options.ordering === undefined ? {} : { ordering: options.ordering }),
  });
  const bullmq = await importBullmq();
  const { Worker, UnrecoverableError, WaitingError } = bullmq;
  // Redis answers, or this is a typed error: the worker's own clients connect after it.
  const { queue, connection } = await openQueue(bullmq, target, options.connectMs);
  const redis = await solveRedis(queue);
  /** The stop flag of the job in progress, raised by a close. */
  let current: { aborted: boolean } | undefined;
  let closing = false;
  const worker = new Worker(
    SOLVE_QUEUE,
    async (job, token) => {
      // Bad data, a game that cannot be loaded, moves of another game: no retry makes them good.
      const forGood = (e: unknown) =>
        isQuadrilleError(e) || e instanceof Mismatch ? new UnrecoverableError((e as Error).message) : e;
      let data: SolveJob;
      try {
        data = readSolveJob(job.data);
      } catch (e) {
        throw forGood(e);
      }
      const keys = solveKeys(data.game, data.options);
      const name = `${data.game} ${data.key}`;
      if ((await redis.hexists(keys.values, data.key)) === 1) {
        say(`job ${name}: solved already`);
        return 'solved already';
      }
      // Handed back by a worker that stopped after its coordinator had dropped it.
      if ((await redis.hexists(keys.cancel, data.key)) === 1) {
        say(`job ${name}: no longer needed`);
        return 'dropped';
      }
      const { game, position } = await rebuild(options, data).catch((e: unknown) => {
        throw forGood(e);
      });
      say(`job ${name} started (attempt ${job.attemptsMade + 1}): ${data.moves.join(' ')}`);
      const signal = { aborted: closing };
      current = signal;
      const watch = setInterval(() => {
        redis.hexists(keys.cancel, data.key).then(
          (marked) => {
            if (marked === 1) signal.aborted = true;
          },
          () => {}, // a lost connection: look again next time
        );
      }, CANCEL_POLL_MS);
      let result: Awaited<ReturnType<typeof solveWith>>;
      try {
        result = await solveWith(new Solver(game, position, settings, table), { signal });
      } finally {
        clearInterval(watch);
        current = undefined;
      }
      if (result.proof === undefined) {
        if (closing) {
          // Back to the queue for another worker, not a failed attempt.
          await job.moveToWait(token);
          throw new WaitingError();
        }
        say(`job ${name} dropped after ${result.nodes} nodes: no longer needed`);
        return 'dropped';
      }
      const value: JobValue = {
        outcome: result.outcome!,
        nodes: result.nodes,
        ms: Math.round(result.ms),
        line: notation(game, position, result.line!),
      };
      const proof: JobProof = { strategies: result.proof.strategies };
      const stored = await redis.eval(
        STORE_RESULT,
        2,
        keys.values,
        keys.proofs,
        data.key,
        JSON.stringify(value),
        JSON.stringify(proof),
      );
      say(
        `job ${name} solved: ${value.outcome} in ${value.nodes} nodes, ${value.ms} ms${stored === 1 ? '' : ' (stored already)'}`,
      );
      return 'solved';
    },
    {
      connection: connection.options,
      concurrency: 1,
      ...stalledJobOptions(options),
    },
  );
  worker.on('error', (e) => say(`worker error: ${e.message}`));
  worker.on('failed', (job, e) => {
    if (job !== undefined && e.name !== 'WaitingError') say(`job ${job.id ?? '?'} failed: ${e.message}`);
  });
  await worker.waitUntilReady();
  watchConnection(redis, target.display, say);
  return {
    async close() {
      closing = true;
      if (current !== undefined) current.aborted = true;
      await worker.close();
      await queue.close();
    },
  };
}

/** A job that cannot be solved here whatever the retries (bad data, another game). */
class Mismatch extends Error {}

/**
 * The job's game and position: the start with its options, and its moves replayed.
 *
 * @throws {@link Mismatch} when the moves reach another position than the job's key names (the
 *   coordinator's game is not this worker's: another version?), and the game's errors.
 */
async function rebuild(
  options: SolveWorkerOptions,
  data: SolveJob,
): Promise<{ game: AnyGame; position: Position<number> }> {
  const game = await options.loadGame({ module: data.module, game: data.game });
  const position = game.create(data.options) as Position<number>;
  for (const text of data.moves) position.play(game.parseMove(position, text));
  checkSolvable(game, position);
  readKey(position);
  const key = keyHex(split.hi, split.lo);
  if (key !== data.key) {
    throw new Mismatch(
      `the moves reach position ${key}, not ${data.key}: is the game of ${data.module} on this worker the coordinator's?`,
    );
  }
  return { game, position };
}

/** `moves` from `position` in the game's notation. */
function notation(game: AnyGame, position: Position<number>, moves: readonly number[]): string[] {
  const walk = position.clone();
  return moves.map((move) => {
    const text = game.formatMove(walk, move);
    walk.play(move);
    return text;
  });
}
