/**
 * {@link SearchCounts}: the counters and the node limit that both searches keep ({@link Dfpn}
 * and {@link Dfs}), and how they count a finished game.
 *
 * @module
 */

import type { Position } from '@quadrille/core';
import { type SeatResult, seatResult } from './outcome.js';

/** The counters of a search of "does `seat` win?". */
export abstract class SearchCounts {
  /** Positions visited (every move played counts one). */
  nodes = 0;
  /** The search pauses, leaving the table consistent, once {@link SearchCounts.nodes} reaches this. */
  limit = Number.POSITIVE_INFINITY;
  /** Set when the search paused at {@link SearchCounts.limit}. */
  stopped = false;
  /** Finished positions met. */
  terminals = 0;
  /** Finished positions met that were draws. */
  draws = 0;
  /** Searched positions found won for S (each time one is solved). */
  proven = 0;
  /** Searched positions found not won for S. */
  disproven = 0;

  /** @param seat - the seat S whose win is the question. */
  constructor(readonly seat: number) {}

  /** The result for S of the finished position `pos`, counted. */
  protected finished(pos: Position<number>): SeatResult {
    this.terminals++;
    const result = seatResult(pos.outcome()!, this.seat);
    if (result === 0) this.draws++;
    return result;
  }
}
