/**
 * Root parallelism's vote: the threads searched the same position independently, and their root
 * statistics are summed into one choice.
 *
 * @module
 */

import type { MoveChoice, MoveStat, SearchStats } from '../player.js';

/** The statistics of a parallel search: the threads' summed, plus each thread's own count. */
export interface ParallelStats<M extends number = number> extends SearchStats<M> {
  /** Simulations of each thread (their sum is {@link SearchStats.iterations}). */
  readonly threadIterations: readonly number[];
}

/** A value this close to 1 is a certain win: a thread that found one has solved the move. */
const SURE_WIN = 1 - 1e-9;

/**
 * One choice from the threads' choices in the same position: the move with the most visits
 * summed over the threads (ties to the higher mean value), its value the visit-weighted mean of
 * the threads' values — unless a thread chose a move it found won outright (value 1): a thread
 * that proved a win stops searching, so its few visits would be outvoted by the others, and
 * that move is played instead (the most visited of such moves if several).
 *
 * @param choices - one per thread, at least one, all from the same position.
 * @param elapsedMs - the wall-clock time of the whole parallel search.
 */
export function mergeChoices<M extends number>(
  choices: readonly MoveChoice<M>[],
  elapsedMs: number,
): MoveChoice<M> & { readonly stats: ParallelStats<M> } {
  const visits = new Map<M, number>();
  const rewards = new Map<M, number>();
  for (const { stats } of choices) {
    for (const c of stats.candidates) {
      visits.set(c.move, (visits.get(c.move) ?? 0) + c.visits);
      rewards.set(c.move, (rewards.get(c.move) ?? 0) + c.visits * c.value);
    }
  }
  const candidates: MoveStat<M>[] = [...visits].map(([move, n]) => ({
    move,
    visits: n,
    value: n === 0 ? 0 : rewards.get(move)! / n,
  }));
  candidates.sort((a, b) => b.visits - a.visits || b.value - a.value);
  const won = choices.filter((c) => c.stats.value >= SURE_WIN).map((c) => c.move);
  const pick = won.length > 0 ? candidates.find((c) => won.includes(c.move)) : candidates[0];
  // No candidate at all: every thread stopped before its first simulation (aborted at once or a
  // forced move); the first thread's fallback move stands.
  const move = pick?.move ?? choices[0]!.move;
  // The chosen move first, as a single search lists it.
  if (pick !== undefined && pick !== candidates[0])
    candidates.unshift(...candidates.splice(candidates.indexOf(pick), 1));
  // The principal variation of the thread that put the most visits into the chosen move.
  let pvFrom = choices[0]!;
  for (const c of choices) {
    if (c.move === move && (pvFrom.move !== move || c.stats.visits > pvFrom.stats.visits)) pvFrom = c;
  }
  const stats: ParallelStats<M> = {
    iterations: choices.reduce((sum, c) => sum + c.stats.iterations, 0),
    elapsedMs,
    visits: pick?.visits ?? 0,
    value: pick === undefined ? pvFrom.stats.value : pick.value,
    pv: pvFrom.move === move ? pvFrom.stats.pv : [move],
    candidates,
    aborted: choices.some((c) => c.stats.aborted),
    threadIterations: choices.map((c) => c.stats.iterations),
  };
  return { move, stats };
}
