/**
 * `@quadrille/solve/queue`: one proof spread over many processes and machines through a BullMQ
 * queue on Redis (Node only; BullMQ is an optional peer dependency). {@link solveOnQueue} is the
 * coordinator: it expands the first plies itself, queues the open positions as jobs, combines
 * the workers' values and assembles one proof that `checkProof` confirms. {@link startSolveWorker}
 * solves jobs, one at a time, and stores each result in Redis under the game, its options and
 * the position's key, where every later run finds it.
 *
 * @module
 */

export {
  type JobCounts,
  type QueueProgress,
  type QueueSolveOptions,
  type QueueSolveResult,
  type QueueStart,
  type QueueStopReason,
  solveOnQueue,
} from './coordinator.js';
export { readSolveJob, type SolveJob } from './job.js';
export { canonicalJson, SOLVE_QUEUE, type SolveKeys, solveJobId, solveKeys } from './keys.js';
export { type JobValue, readJobValue } from './results.js';
export type { SplitSettings } from './top-tree.js';
export { type SolveWorker, type SolveWorkerOptions, startSolveWorker } from './worker.js';
