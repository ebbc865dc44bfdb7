/**
 * {@link summariseMatch}: what a match found — each side's score with its 95% interval, per seat
 * and overall — and {@link formatMatchSummary}, the result table `quadrille match` prints.
 *
 * @module
 */

import type { PlayedGame } from './game-loop.js';
import { type Interval, wilson } from './wilson.js';

/** What a side scored at one seat over a match. */
export interface SeatTotal {
  /** Points the side won at the seat. */
  readonly points: number;
  /** Games it held the seat. */
  readonly games: number;
}

/** Summary of a match: per side and per seat. */
export interface MatchSummary {
  /** Games played. */
  readonly games: number;
  /** Points of each side. */
  readonly points: readonly [number, number];
  /**
   * Each side's score rate (points per game: a draw, or any shared win, splits the game's point)
   * with its 95% Wilson interval.
   */
  readonly score: readonly [Interval, Interval];
  /** `perSeat[side][seat]`: points of `side` when holding `seat`, and games it held it. */
  readonly perSeat: readonly (readonly SeatTotal[])[];
  /** Mean moves per game. */
  readonly averagePlies: number;
  /** Mean thinking time per move of each side, ms. */
  readonly msPerMove: readonly [number, number];
}

/**
 * Totals over the games of a match: each side's points and score rate with its 95% Wilson
 * interval, points at each seat, game length and thinking time.
 */
export function summariseMatch(results: readonly PlayedGame[], seats: number): MatchSummary {
  const points: [number, number] = [0, 0];
  const perSeat = [0, 1].map(() => Array.from({ length: seats }, () => ({ points: 0, games: 0 })));
  const think = [0, 0];
  const moves = [0, 0];
  let plies = 0;
  for (const r of results) {
    points[0] += r.points[0];
    points[1] += r.points[1];
    plies += r.moves.length;
    for (const side of [0, 1] as const) {
      think[side]! += r.thinkingMs[side];
      moves[side]! += r.movesBySide[side];
    }
    const { winners } = r.outcome;
    r.sides.forEach((side, seat) => {
      const cell = perSeat[side]![seat]!;
      cell.games++;
      if (winners.includes(seat)) cell.points += 1 / winners.length;
    });
  }
  const n = results.length;
  return {
    games: n,
    points,
    score: [wilson(points[0], n), wilson(points[1], n)],
    perSeat,
    averagePlies: n === 0 ? 0 : plies / n,
    msPerMove: [moves[0]! ? think[0]! / moves[0]! : 0, moves[1]! ? think[1]! / moves[1]! : 0],
  };
}

/**
 * The result table of {@link summariseMatch} as text (`quadrille match` prints it): per side its points, its score rate (`win %`: points per game, a
 * draw splitting the point), points/games at each seat, thinking time, and the 95% Wilson
 * interval of the score rate; then the mean game length.
 */
export function formatMatchSummary(
  summary: MatchSummary,
  names: readonly [string, string],
  seatNames: readonly string[],
): string {
  const widths = seatNames.map((s) => Math.max(12, s.length + 2));
  const seatCols = seatNames.map((s, i) => s.padStart(widths[i]!));
  const label = (side: number) => `${side === 0 ? 'A' : 'B'} ${names[side]}`;
  const first = Math.max(14, label(0).length + 1, label(1).length + 1);
  const header = `${'player'.padEnd(first)}${'points'.padStart(8)}${'win %'.padStart(8)}${seatCols.join('')}${'ms/move'.padStart(10)}${'95% interval'.padStart(16)}`;
  const rows = [0, 1].map((side) => {
    const pts = summary.points[side]!;
    const score = summary.score[side]!;
    const seats = summary.perSeat[side]!.map((c, i) =>
      `${fmt(c.points)}/${c.games}`.padStart(widths[i]!),
    ).join('');
    const interval = `[${percent(score.low)}, ${percent(score.high)}]`;
    return `${label(side).padEnd(first)}${fmt(pts).padStart(8)}${percent(score.estimate).padStart(8)}${seats}${summary.msPerMove[side]!.toFixed(1).padStart(10)}${interval.padStart(16)}`;
  });
  return `${header}\n${rows.join('\n')}\naverage length: ${summary.averagePlies.toFixed(1)} moves over ${summary.games} games\n`;
}

function percent(x: number): string {
  return (100 * x).toFixed(1);
}

function fmt(x: number): string {
  return Number.isInteger(x) ? String(x) : x.toFixed(1);
}
