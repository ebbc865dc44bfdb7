/**
 * {@link SolveOptions} and their validation.
 *
 * @module
 */

import { OptionsError } from '@quadrille/core';
import type { AbortSignalLike } from './platform.js';
import type { SolveAlgorithm } from './search.js';

/** What a solve reports while it runs (see {@link SolveOptions.onProgress}). */
export interface SolveProgress {
  /** Which question is being searched: 1 "does the first seat win?", 2 "does the second?". */
  readonly search: 1 | 2;
  /** Positions visited so far, over both searches. */
  readonly nodes: number;
  /** Milliseconds since the start. */
  readonly ms: number;
  /**
   * The proof and disproof numbers of the start position for the current question (with the
   * depth-first search, 1 and 1 until the start is solved: it keeps no numbers).
   */
  readonly pn: number;
  /** See {@link SolveProgress.pn}. */
  readonly dn: number;
  /** Positions the current search has proved won for the seat it asks about. */
  readonly proven: number;
  /** Positions the current search has proved not won for that seat. */
  readonly disproven: number;
  /** The share of the table's entries in use, 0 to 1. */
  readonly fill: number;
  /** Positions visited per second, over the run so far. */
  readonly rate: number;
}

/** How a solve runs. Every field is optional. */
export interface SolveOptions {
  /**
   * The search that answers "does this seat win?" (default {@link DEFAULT_ALGORITHM}):
   * `'dfs'`, a depth-first AND/OR search that tries first the moves leaving the fewest
   * replies, then by the game's priors near the start and a history of deciding moves, or `'dfpn'`, depth-first proof-number search. Both give the same outcomes
   * and proofs of the same format; see docs/solve.md for which is faster where.
   */
  readonly algorithm?: SolveAlgorithm;
  /** The most memory the transposition table takes, in bytes (default 64 MiB). */
  readonly memory?: number;
  /** Stop after about this many positions (default: no limit). */
  readonly maxNodes?: number;
  /** Stop after about this many milliseconds (default: no limit). */
  readonly timeMs?: number;
  /** Stop when this signal is aborted. */
  readonly signal?: AbortSignalLike;
  /**
   * df-pn's ε of the 1+ε threshold trick (default {@link DEFAULT_EPSILON}); 0 is plain df-pn. A
   * child is searched until its number passes (1+ε) times its sibling's, so fewer, longer
   * visits: fewer re-expansions of the same positions.
   */
  readonly epsilon?: number;
  /**
   * Whether to try moves in the order of the game's knowledge (`knowledge.priors`) where it has
   * some (default true).
   */
  readonly ordering?: boolean;
  /**
   * Whether a position and its images under the game's symmetries share one entry of the table
   * (default true), where the game's positions have `canonicalKeyInto` (Talpa, the m,n,k games
   * of `@quadrille/examples`): fewer positions to search, the same outcome and the same kind of
   * proof (the checker needs no symmetries). A checkpoint resumes keyed as it was written.
   */
  readonly symmetry?: boolean;
  /** Called about every {@link SolveOptions.progressMs} with where the search stands. */
  readonly onProgress?: (progress: SolveProgress) => void;
  /** How often {@link SolveOptions.onProgress} is called, in milliseconds (default 1000). */
  readonly progressMs?: number;
}

/**
 * The default ε: 3. On Domineering 5×5 it took 40 thousand nodes where 0.25 took 240
 * thousand, and Domineering 6×6 solved in 1.75 million nodes where 0.25 had not in 38 million.
 */
export const DEFAULT_EPSILON = 3;

/** The search algorithms, by name. */
export const ALGORITHMS: readonly SolveAlgorithm[] = ['dfpn', 'dfs'];

/** The default search algorithm. */
export const DEFAULT_ALGORITHM: SolveAlgorithm = 'dfs';

/** The default table size: 64 MiB. */
export const DEFAULT_MEMORY = 64 * 1024 * 1024;

const KEYS = [
  'algorithm',
  'memory',
  'maxNodes',
  'timeMs',
  'signal',
  'epsilon',
  'ordering',
  'symmetry',
  'onProgress',
  'progressMs',
];

/**
 * Checks `options` (untrusted: from a command line, a file).
 *
 * @throws `OptionsError` with reason `not-an-object`, `unknown-option`, `bad-memory`,
 *   `bad-budget` (maxNodes, timeMs, progressMs not positive numbers), `bad-epsilon` (not from 0
 *   to 10), `bad-algorithm` (not one of {@link ALGORITHMS}) or `bad-type`.
 */
export function checkSolveOptions(options: unknown): SolveOptions {
  if (typeof options !== 'object' || options === null || Array.isArray(options))
    throw new OptionsError('solve options must be an object', 'not-an-object');
  const o = options as Record<string, unknown>;
  for (const key of Object.keys(o)) {
    if (!KEYS.includes(key)) throw new OptionsError(`unknown solve option '${key}'`, 'unknown-option');
  }
  if (o.algorithm !== undefined && !ALGORITHMS.includes(o.algorithm as SolveAlgorithm))
    throw new OptionsError(`algorithm must be one of ${ALGORITHMS.join(', ')}`, 'bad-algorithm');
  if (o.memory !== undefined && !(typeof o.memory === 'number' && o.memory > 0))
    throw new OptionsError('memory must be a positive number of bytes', 'bad-memory');
  for (const key of ['maxNodes', 'timeMs', 'progressMs']) {
    const v = o[key];
    if (v !== undefined && !(typeof v === 'number' && v > 0))
      throw new OptionsError(`${key} must be a positive number`, 'bad-budget');
  }
  const e = o.epsilon;
  if (e !== undefined && !(typeof e === 'number' && e >= 0 && e <= 10))
    throw new OptionsError('epsilon must be a number from 0 to 10', 'bad-epsilon');
  if (o.ordering !== undefined && typeof o.ordering !== 'boolean')
    throw new OptionsError('ordering must be true or false', 'bad-type');
  if (o.symmetry !== undefined && typeof o.symmetry !== 'boolean')
    throw new OptionsError('symmetry must be true or false', 'bad-type');
  if (o.onProgress !== undefined && typeof o.onProgress !== 'function')
    throw new OptionsError('onProgress must be a function', 'bad-type');
  const signal = o.signal as { aborted?: unknown } | null | undefined;
  if (
    signal !== undefined &&
    (typeof signal !== 'object' || signal === null || typeof signal.aborted !== 'boolean')
  )
    throw new OptionsError('signal must be an AbortSignal', 'bad-type');
  return o as SolveOptions;
}
