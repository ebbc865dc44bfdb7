/**
 * {@link runMatch}: games between two players through `@quadrille/study`'s game loop
 * (`playGame`), seated by a {@link Seating} rule (seats alternating by default), and the
 * result table with each side's score and its 95% interval. Shared by `quadrille match` (in
 * this thread, or on worker threads through {@link playMatchGame}), `quadrille demo` and
 * `bench/match.ts`.
 *
 * @module
 */

import type { AnyGameDescription } from '@quadrille/core';
import {
  type AnyPosition,
  type GamePlayer,
  gameSeed,
  type Interval,
  type PlayedGame,
  playGame,
  type Side,
  sideOf,
  wilson,
} from '@quadrille/study';

/** The side holding a seat in a game, shared with studies: seats alternate and swap every game. */
export { type Side, sideOf };

/** Settings of {@link runMatch}. */
export interface MatchSettings {
  /** The game. */
  readonly game: AnyGameDescription;
  /** Options for `create`. */
  readonly options: object;
  /** Display names of side A and side B. */
  readonly names: readonly [string, string];
  /** Makes the player of `side` for game number `game` (fresh players per game keep games independent). */
  makePlayer(side: Side, game: number): GamePlayer;
  /** Number of games. */
  readonly games: number;
  /** Who sits where (default {@link SEATINGS}.alternate). */
  readonly seating?: Seating;
  /** Called after each move (for a watchable demo). */
  onMove?(pos: AnyPosition, move: number, text: string, game: number): void | Promise<void>;
  /** Called after each game. */
  onGame?(result: PlayedGame, index: number): void;
  /**
   * Stops the match: the search in progress returns early, the players are closed, and
   * {@link runMatch} rejects with study's `GameStopped`.
   */
  readonly signal?: AbortSignal;
}

/**
 * The seed of `side`'s player in game number `game` of a match seeded `seed`: a study's
 * {@link gameSeed} for side A, the next integer for side B. `quadrille match`, `quadrille study`
 * and `bench/match.ts` all use it, so the same seed replays the same games in each.
 */
export function playerSeed(seed: number, game: number, side: Side): number {
  return gameSeed(seed, game) + side;
}

/** A seating rule: the side holding `seat` of `seats` in game number `game`. */
export type Seating = (seat: number, game: number, seats: number) => Side;

/**
 * The seating rules: `alternate` ({@link sideOf}; with four seats A holds two) and `one`
 * (A holds a single seat, `game mod seats`, and B all the others: A alone against the field).
 */
export const SEATINGS = {
  alternate: (seat, game) => sideOf(seat, game),
  one: (seat, game, seats) => (seat === game % seats ? 0 : 1),
} as const satisfies Record<string, Seating>;

/**
 * Plays the match, one game after the other.
 *
 * @throws study's `GameStopped` when `signal` aborts; whatever a player throws (an engine's failure).
 */
export async function runMatch(settings: MatchSettings): Promise<PlayedGame[]> {
  const results: PlayedGame[] = [];
  for (let g = 0; g < settings.games; g++) {
    const result = await playMatchGame(settings, g);
    results.push(result);
    settings.onGame?.(result, g);
  }
  return results;
}

/**
 * Plays game number `g` of a match with fresh players (study's `playGame` closes them whatever
 * happens).
 *
 * @throws study's `GameStopped` when `settings.signal` aborts; whatever a player throws.
 */
export function playMatchGame(settings: MatchSettings, g: number): Promise<PlayedGame> {
  const seating = settings.seating ?? SEATINGS.alternate;
  const { onMove } = settings;
  return playGame({
    game: settings.game,
    options: settings.options,
    players: [settings.makePlayer(0, g), settings.makePlayer(1, g)],
    sides: (seats) => Array.from({ length: seats }, (_, seat) => seating(seat, g, seats)),
    ...(settings.signal === undefined ? {} : { signal: settings.signal }),
    ...(onMove === undefined ? {} : { onMove: (pos, move, text) => onMove(pos, move, text, g) }),
  });
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
  readonly perSeat: readonly (readonly { points: number; games: number }[])[];
  /** Mean moves per game. */
  readonly averagePlies: number;
  /** Mean thinking time per move of each side, ms. */
  readonly msPerMove: readonly [number, number];
}

/** Totals over the games of a match. */
export function summarise(results: readonly PlayedGame[], seats: number): MatchSummary {
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
 * The result table as text: per side its points, its score rate (`win %`: points per game, a
 * draw splitting the point), points/games at each seat, thinking time, and the 95% Wilson
 * interval of the score rate; then the mean game length.
 */
export function formatSummary(
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
