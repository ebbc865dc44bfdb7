/**
 * The one game loop of Quadrille's tools: {@link playGame} plays one game between two sides
 * (studies, `quadrille match`, `quadrille demo` and the benchmarks all play through it), and
 * {@link playStudyGame} plays game `index` of a study. Everything a study game does depends on
 * the spec and the index alone, so the same game plays the same on any thread, process or
 * machine (under an iteration budget).
 *
 * @module
 */

import type { Player } from '@quadrille/ai';
import type { AnyGameDescription, Outcome } from '@quadrille/core';
import type { AnyPosition } from './games.js';
import { makeStudyPlayer, parsePlayerSpec } from './players.js';
import type { GameRecord } from './record.js';
import { gameSeed, type Side, sidesOf } from './seeds.js';
import type { StudySpec } from './spec.js';

/**
 * A player of {@link playGame}: any {@link Player}, with two optional hooks for players that
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
  /** The final position. */
  readonly position: AnyPosition;
}

/**
 * Plays one game from `create(options)` to the end: the side holding the seat to move chooses,
 * the move is played and reported, and once the game is over each player may check the result.
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
    while (!pos.isOver()) {
      const side = sides[pos.turn]!;
      const t0 = performance.now();
      const { move } = await players[side].chooseMove(pos, signal === undefined ? {} : { signal });
      // An aborted search still returns its best move so far: it is not played.
      if (stopped()) throw new GameStopped();
      thinkingMs[side] += performance.now() - t0;
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
    return { sides, outcome, points, moves, thinkingMs, movesBySide, position: pos };
  } catch (e) {
    throw stopped() ? new GameStopped() : e;
  } finally {
    signal?.removeEventListener('abort', stop);
    await close();
  }
}

/**
 * Plays game `index` of `spec`: side A's player is seeded {@link gameSeed}, side B's the next
 * integer, and the sides take the seats {@link sidesOf} gives.
 *
 * @param game - the study's game, loaded from its module.
 * @throws whatever the game or a player throws (a bug or invalid options): the runner reports it.
 */
export async function playStudyGame(
  game: AnyGameDescription,
  spec: StudySpec,
  index: number,
): Promise<GameRecord> {
  const seed = gameSeed(spec.seed, index);
  const player = (side: Side) =>
    makeStudyPlayer(parsePlayerSpec(spec.players[side]), game, spec.budget, seed + side);
  const played = await playGame({
    game,
    options: spec.options,
    players: [player(0), player(1)],
    sides: (seats) => sidesOf(seats, index),
  });
  return {
    study: spec.id,
    index,
    seed,
    players: played.sides.map((side) => spec.players[side]),
    moves: played.moves,
    outcome: played.outcome,
  };
}
