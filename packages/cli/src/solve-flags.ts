/**
 * The flags of `quadrille solve`, on this machine and on a queue, and the ones each mode takes.
 *
 * @module
 */

import { ALGORITHMS, type SolveAlgorithm } from '@quadrille/solve';
import { GAME_FLAGS, numberFlag, type ParsedFlags, stringFlags } from './flags.js';
import { UsageError } from './usage-error.js';

/** Every flag of `quadrille solve`. */
export const SOLVE_FLAGS = {
  ...GAME_FLAGS,
  ...stringFlags('algorithm', 'memory', 'time', 'nodes', 'checkpoint', 'proof'),
  json: { type: 'boolean' },
  'no-symmetry': { type: 'boolean' },
  // On a queue: the coordinator's, and a worker's.
  ...stringFlags('redis', 'workers', 'split-depth', 'lock-duration', 'stalled-interval'),
  worker: { type: 'boolean' },
} as const;

/** The values of {@link SOLVE_FLAGS} on a command line. */
export type SolveFlags = ParsedFlags<typeof SOLVE_FLAGS>['values'];

/** The flags only a solve on a queue takes. */
const QUEUE_ONLY = ['workers', 'split-depth', 'lock-duration', 'stalled-interval'] as const;
/** The flags only a solve on this machine takes. */
const LOCAL_ONLY = ['nodes', 'checkpoint', 'no-symmetry'] as const;
/** The flags a `--worker` takes no notice of: they belong to the solve that queues the jobs. */
const NOT_FOR_WORKERS = [
  'variant',
  'options',
  'option',
  'time',
  'nodes',
  'checkpoint',
  'proof',
  'json',
  'workers',
  'split-depth',
] as const;

/**
 * Refuses the flags the mode (`--worker`, `--redis` or this machine) does not take.
 *
 * @throws {@link UsageError} naming the first such flag.
 */
export function checkSolveMode(values: SolveFlags): void {
  const given = (flags: readonly (keyof SolveFlags)[]) => flags.find((f) => values[f] !== undefined);
  if (values.worker === true) {
    if (values.redis === undefined)
      throw new UsageError('--worker needs the queue: --redis redis://host:port/db');
    const flag = given(NOT_FOR_WORKERS);
    if (flag !== undefined)
      throw new UsageError(`--${flag} is for the solve that queues the jobs, not for a --worker`);
  } else if (values.redis === undefined) {
    const flag = given(QUEUE_ONLY);
    if (flag !== undefined) throw new UsageError(`--${flag} is for a solve on a queue: give --redis URL`);
  } else {
    const flag = given(LOCAL_ONLY);
    if (flag !== undefined)
      throw new UsageError(
        `--${flag} is for a solve on this machine; on a queue, Redis keeps the finished jobs`,
      );
  }
}

/** `--memory MB` (default 256), in megabytes. */
export function memoryFlag(values: SolveFlags): number {
  return numberFlag('memory', values.memory, 256, { min: 1, max: 65_536 });
}

/**
 * `--algorithm dfs|dfpn`, or undefined when not given (the solver's default).
 *
 * @throws {@link UsageError} for another name.
 */
export function algorithmFlag(values: SolveFlags): SolveAlgorithm | undefined {
  const name = values.algorithm;
  if (name === undefined) return undefined;
  if (!(ALGORITHMS as readonly string[]).includes(name))
    throw new UsageError(`--algorithm must be one of ${ALGORITHMS.join(', ')}, not '${name}'`);
  return name as SolveAlgorithm;
}

/** `--lock-duration` or `--stalled-interval`, in milliseconds (default 30,000). */
export function lockFlag(values: SolveFlags, name: 'lock-duration' | 'stalled-interval'): number {
  return numberFlag(name, values[name], 30_000, { min: 100, max: 86_400_000, integer: true });
}
