/**
 * {@link summariseStudy}: what a study found — each side's score and win rate, the first seat's
 * advantage, the draw rate and the distribution of game lengths — and {@link formatStudySummary}
 * to print it. Only the records count, in index order, so the summary of the same games is the
 * same however they were run.
 *
 * @module
 */

import { type Interval, sideOf, wilson } from '@quadrille/play';
import type { GameRecord } from './record.js';

/** One side's results. */
export interface SideSummary {
  /** The player's name. */
  readonly name: string;
  /** Points: the winners of a game share one point (a two-seat draw is ½ each). */
  readonly points: number;
  /** Points per game, with its 95% interval. */
  readonly score: Interval;
  /** Games won outright (sole winner). */
  readonly wins: number;
  /** Outright wins per game, with its 95% interval. */
  readonly winRate: Interval;
}

/** Percentiles of the number of moves per game. */
export interface LengthSummary {
  /** Fewest moves. */
  readonly min: number;
  /** 10th percentile. */
  readonly p10: number;
  /** Median. */
  readonly median: number;
  /** 90th percentile. */
  readonly p90: number;
  /** Most moves. */
  readonly max: number;
  /** Mean. */
  readonly mean: number;
}

/** The results of a study. */
export interface StudySummary {
  /** Games counted. */
  readonly games: number;
  /** Seats per game. */
  readonly seats: number;
  /** Side A and side B. */
  readonly sides: readonly [SideSummary, SideSummary];
  /** Points per game of whoever held the first seat, with its 95% interval. */
  readonly firstSeat: Interval;
  /** The first seat's score minus a fair share (1 / seats), with the interval shifted alike. */
  readonly firstSeatAdvantage: Interval;
  /** Games with more than one winner, per game, with its 95% interval. */
  readonly draws: Interval;
  /** Game lengths in moves. */
  readonly length: LengthSummary;
}

/**
 * Totals over `records` (in any order; each index must appear once).
 *
 * @param names - the names of side A and side B.
 * @example
 * ```ts
 * const summary = summariseStudy(records, ['mcts', 'random']);
 * summary.firstSeatAdvantage; // { estimate: 0.08, low: 0.01, high: 0.15 } say
 * ```
 */
export function summariseStudy(
  records: readonly GameRecord[],
  names: readonly [string, string],
): StudySummary {
  const n = records.length;
  const seats = records[0]?.players.length ?? 2;
  const points = [0, 0];
  const wins = [0, 0];
  let firstSeat = 0;
  let draws = 0;
  for (const r of records) {
    const share = 1 / r.outcome.winners.length;
    for (const seat of r.outcome.winners) points[sideOf(seat, r.index)]! += share;
    if (r.outcome.winners.length === 1) wins[sideOf(r.outcome.winners[0]!, r.index)]!++;
    else draws++;
    if (r.outcome.winners.includes(0)) firstSeat += share;
  }
  const side = (s: 0 | 1): SideSummary => ({
    name: names[s],
    points: points[s]!,
    score: wilson(points[s]!, n),
    wins: wins[s]!,
    winRate: wilson(wins[s]!, n),
  });
  const first = wilson(firstSeat, n);
  const fair = 1 / seats;
  return {
    games: n,
    seats,
    sides: [side(0), side(1)],
    firstSeat: first,
    firstSeatAdvantage: { estimate: first.estimate - fair, low: first.low - fair, high: first.high - fair },
    draws: wilson(draws, n),
    length: lengths(records.map((r) => r.moves.length)),
  };
}

function lengths(plies: number[]): LengthSummary {
  if (plies.length === 0) return { min: 0, p10: 0, median: 0, p90: 0, max: 0, mean: 0 };
  const sorted = plies.sort((a, b) => a - b);
  // The nearest-rank percentile: an actual game length, never an interpolated one.
  const at = (q: number) =>
    sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
  return {
    min: sorted[0]!,
    p10: at(0.1),
    median: at(0.5),
    p90: at(0.9),
    max: sorted[sorted.length - 1]!,
    mean: sorted.reduce((a, b) => a + b, 0) / sorted.length,
  };
}

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
const interval = (i: Interval) => `${pct(i.estimate)} [${pct(i.low)}, ${pct(i.high)}]`;
const signed = (x: number) => `${x >= 0 ? '+' : ''}${(100 * x).toFixed(1)}`;

/**
 * The summary as text: one row per side, then the first seat, draws and game lengths; the
 * intervals are 95% (Wilson).
 */
export function formatStudySummary(s: StudySummary): string {
  const rows = s.sides.map((side, i) => {
    const label = `${i === 0 ? 'A' : 'B'} ${side.name}`;
    return `${label.padEnd(14)}${String(round(side.points)).padStart(8)}  score ${interval(side.score).padEnd(24)}  wins ${interval(side.winRate)}`;
  });
  const a = s.firstSeatAdvantage;
  const l = s.length;
  return [
    `${'side'.padEnd(14)}${'points'.padStart(8)}  (95% intervals, ${s.games} games)`,
    ...rows,
    `first seat    score ${interval(s.firstSeat)}, advantage ${signed(a.estimate)} [${signed(a.low)}, ${signed(a.high)}] points per 100 games`,
    `draws         ${interval(s.draws)}`,
    `length        mean ${l.mean.toFixed(1)} moves; min ${l.min}, 10% ${l.p10}, median ${l.median}, 90% ${l.p90}, max ${l.max}`,
    '',
  ].join('\n');
}

function round(x: number): number {
  return Math.round(x * 10) / 10;
}
