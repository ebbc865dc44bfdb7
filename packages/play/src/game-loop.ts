/**
 * The one game loop of Quadrille's tools: {@link playGame} plays one game between two sides —
 * studies, matches (`quadrille match`), `quadrille demo` and the benchmarks all play through it —
 * with each side's game clock kept by the loop when the game has one, and returns what happened
 * ({@link PlayedGame}). Given the same players and seeds, a game plays the same on any thread,
 * process or machine (under an iteration budget).
 *
 * @module
 */

import type { Player } from '@quadrille/ai';
import { type AnyGameDescription, type ClockSettings, GameClock, type Outcome } from '@quadrille/core';
import type { AnyPosition } from './game-loading.js';
import type { Side } from './seating.js';

/**
 * A player of {@link playGame}: any `Player` of `@quadrille/ai`, with two optional hooks for players that
 * live outside this thread (a GTP engine). A player learns the opponents' moves from the
 * position it is given (`pos.history`).
 */
export interface GamePlayer extends Player<AnyPosition> {
  /**
   * Called with the final position when the game is over, before `close`.
   *
   * @throws if the player disagrees with the outcome (an engine's `final_score`).
   */
  finish?(pos: AnyPosition): Promise<void>;
  /** Releases what the player holds; called once per game on every path (over, failed or stopped). */
  close?(): Promise<void>;
}

/** A game stopped by its `signal` (Ctrl-C): abandoned, its players closed. */
export class GameStopped extends Error {
  constructor() {
    super('the game was stopped');
    this.name = 'GameStopped';
  }
}

/** What {@link playGame} plays. */
export interface PlaySettings {
  /** The game. */
  readonly game: AnyGameDescription;
  /** Options for its `create`. */
  readonly options: unknown;
  /** The players of side A and side B; both are closed when the game ends, fails or stops. */
  readonly players: readonly [GamePlayer, GamePlayer];
  /** The side at each seat, given the number of seats. */
  sides(seats: number): readonly Side[];
  /** Stops the game: the search in progress returns early and {@link playGame} rejects. */
  readonly signal?: AbortSignal;
  /**
   * A game clock for each side (core's `ClockSettings`; a side holding several seats spends one
   * clock on all of them): the loop keeps each side's `GameClock`, tells the player to move its
   * time left (`timeLeftMs`, and in a byo-yomi period `movesToGo`: a player on a clock plans its
   * move from them), charges it with the time the player took, and reports the time left
   * ({@link PlayedGame.timeLeftMs}). The loop is the timekeeper, not a referee: a side whose
   * time runs out plays on, and an app that scores a loss on time reads the clocks.
   */
  readonly clock?: ClockSettings;
  /** Called after each move with the move in notation (for a watchable game). */
  onMove?(pos: AnyPosition, move: number, text: string): void | Promise<void>;
}

/** A finished game. */
export interface PlayedGame {
  /** The side at each seat. */
  readonly sides: readonly Side[];
  /** Per-seat scores and the winning seats. */
  readonly outcome: Outcome;
  /** Points of each side: the winners share one point (so a two-seat draw is ½ each). */
  readonly points: readonly [number, number];
  /** The moves in notation. */
  readonly moves: readonly string[];
  /** Thinking time of each side, ms. */
  readonly thinkingMs: readonly [number, number];
  /** Moves made by each side. */
  readonly movesBySide: readonly [number, number];
  /** With a {@link PlaySettings.clock}: each side's time left at the end, ms (below 0: its flag fell). */
  readonly timeLeftMs?: readonly [number, number];
  /** The final position. */
  readonly position: AnyPosition;
}

/**
 * Plays one game from `create(options)` to the end: the side holding the seat to move chooses,
 * the move is played and reported, and once the game is over each player may check the result.
 *
 * @example
 * ```ts
 * import { randomPlayer } from '@quadrille/ai';
 * import { mnk } from '@quadrille/examples';
 * import { playGame } from '@quadrille/play';
 *
 * const played = await playGame({
 *   game: mnk,
 *   options: { width: 3, height: 3, k: 3 },
 *   players: [randomPlayer(1), randomPlayer(2)],
 *   sides: (seats) => Array.from({ length: seats }, (_, seat) => (seat % 2 === 0 ? 0 : 1)),
 *   clock: { totalMs: 60_000 },
 * });
 * console.log(played.position.isOver(), played.timeLeftMs!.length); // => true 2
 * ```
 *
 * @throws {@link GameStopped} when `signal` aborts; whatever a player or the game throws.
 */
export async function playGame(settings: PlaySettings): Promise<PlayedGame> {
  const { game, players, signal } = settings;
  // A call, not a field read: TypeScript would keep `aborted` narrowed across the awaits.
  const stopped = () => signal?.aborted === true;
  let closing: Promise<unknown> | undefined;
  const close = () => {
    closing ??= Promise.allSettled(players.map((p) => p.close?.()));
    return closing;
  };
  // Closing at once ends an engine's answer that may be minutes away.
  const stop = () => void close();
  signal?.addEventListener('abort', stop, { once: true });
  const thinkingMs: [number, number] = [0, 0];
  const movesBySide: [number, number] = [0, 0];
  const moves: string[] = [];
  try {
    if (stopped()) throw new GameStopped();
    const pos = game.create(settings.options);
    const sides = settings.sides(pos.seats);
    const clocks = clocksOf(settings.clock);
    while (!pos.isOver()) {
      const side = sides[pos.turn]!;
      const clock = clocks?.[side];
      const t0 = performance.now();
      const { move } = await players[side].chooseMove(pos, {
        ...(signal === undefined ? {} : { signal }),
        ...(clock === undefined ? {} : { timeLeftMs: clock.remainingMs }),
        ...(clock === undefined || clock.periodMovesLeft === 0 ? {} : { movesToGo: clock.periodMovesLeft }),
      });
      // An aborted search still returns its best move so far: it is not played.
      if (stopped()) throw new GameStopped();
      const ms = performance.now() - t0;
      clock?.charge(ms);
      thinkingMs[side] += ms;
      movesBySide[side]++;
      const text = game.formatMove(pos, move);
      pos.play(move);
      moves.push(text);
      await settings.onMove?.(pos, move, text);
    }
    for (const p of players) await p.finish?.(pos);
    const outcome = pos.outcome()!;
    const points: [number, number] = [0, 0];
    for (const seat of outcome.winners) points[sides[seat]!] += 1 / outcome.winners.length;
    return {
      sides,
      outcome,
      points,
      moves,
      thinkingMs,
      movesBySide,
      position: pos,
      ...(clocks === undefined ? {} : { timeLeftMs: [clocks[0].remainingMs, clocks[1].remainingMs] }),
    };
  } catch (e) {
    throw stopped() ? new GameStopped() : e;
  } finally {
    signal?.removeEventListener('abort', stop);
    await close();
  }
}

/** A clock for each side, or none without clock settings. */
function clocksOf(settings: ClockSettings | undefined): [GameClock, GameClock] | undefined {
  return settings === undefined ? undefined : [new GameClock(settings), new GameClock(settings)];
}
