/**
 * What a finished game means for one seat of two: a win, a draw or a loss. Shared by the search
 * (which proves wins) and the checker (which confirms wins and draws), so that both read an
 * outcome the same way.
 *
 * @module
 */

import type { Outcome, Seat } from '@quadrille/core';

/** The result of a finished game for one seat: 1 a win, 0 a draw, -1 a loss. */
export type SeatResult = 1 | 0 | -1;

/**
 * The result of `outcome` for `seat`: a win when it is among the winners alone, a loss when
 * only the other seat is, and a draw when both or neither are (a shared win is no win).
 */
export function seatResult(outcome: Outcome, seat: Seat): SeatResult {
  const mine = outcome.winners.includes(seat);
  const theirs = outcome.winners.some((s) => s !== seat);
  if (mine === theirs) return 0;
  return mine ? 1 : -1;
}
