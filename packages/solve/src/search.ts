/**
 * {@link Search}: what {@link Solver} and proof extraction need of a search for one question,
 * "does seat S win?" — met by {@link Dfpn} (proof numbers) and {@link Dfs} (plain depth-first
 * AND/OR search). Both keep their answers in the same {@link Table}: an entry with `pn = 0` is a
 * position S wins, `dn = 0` one S does not, and the entry's best move is the deciding move of
 * the seat that came out ahead there when it is that seat's turn.
 *
 * @module
 */

import type { Table } from './table.js';
import type { Walker } from './walker.js';

/** The search algorithms the solver has (see `SolveOptions.algorithm`). */
export type SolveAlgorithm = 'dfpn' | 'dfs';

/** A search of "does `seat` win?" on a walker and a table, run in bounded steps. */
export interface Search {
  /** The position the search walks (it stands at the searched position between calls). */
  readonly walker: Walker;
  /** Where the answers are kept. */
  readonly table: Table;
  /** The seat S whose win is the question. */
  readonly seat: number;
  /** Positions visited (every move played counts one). */
  nodes: number;
  /** The search pauses once {@link Search.nodes} reaches this. */
  limit: number;
  /** Set when the search paused at {@link Search.limit}. */
  stopped: boolean;
  /** Searched positions found won for S. */
  readonly proven: number;
  /** Searched positions found not won for S. */
  readonly disproven: number;
  /**
   * Searches the position where the walker stands (key halves `hi`, `lo`, `ply` moves below
   * the solve's start) until it is solved — its entry then in the table — or the node limit is
   * reached. A call after a pause on the same position takes the search up where it stopped.
   */
  run(hi: number, lo: number, ply: number): void;
}
