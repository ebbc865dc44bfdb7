/**
 * {@link checkGame}: the generic invariant suite. It plays seeded random games of any
 * {@link Game} and checks every protocol invariant at every position, throwing an
 * {@link InvariantViolation} with a replayable counterexample on the first one that fails.
 *
 * @module
 */

import type { Game, Position } from '@quadrille/core';
import { type Capabilities, GameRun } from './game-run.js';
import { caughtInvariant } from './invariant-breach.js';
import type { Invariant } from './invariants.js';
import { KeyIndex } from './key-index.js';
import { notateLine } from './notate-line.js';
import { type CheckGameOptions, type Settings, settingsOf } from './settings.js';
import { InvariantViolation } from './violation.js';

/** What {@link checkGame} did, so a test can see that it really checked something. */
export interface CheckGameReport {
  /** Games played. */
  readonly games: number;
  /** Positions checked, over all games (moves played + the final position of each game). */
  readonly positions: number;
  /** Moves played in the longest game. */
  readonly longestGame: number;
  /** How many games each seat was among the winners of (index = seat). */
  readonly wins: readonly number[];
  /** Swapped move orders compared for `key-transposition`, over all games. */
  readonly transpositions: number;
  /**
   * The invariants not checked, each with why: a game whose positions have no `undo` or no
   * `key` (both optional in the protocol) is not failed for it, and this says so. Empty when
   * everything was checked.
   */
  readonly skipped: readonly SkippedCheck[];
}

/** An invariant {@link checkGame} did not check, and why (one line). */
export interface SkippedCheck {
  /** The invariant's stable name. */
  readonly invariant: Invariant;
  /** Why it was not checked, such as "the positions have no undo()". */
  readonly reason: string;
}

/**
 * Plays `runs` seeded random games of `game` (uniformly random legal moves) and checks every
 * invariant of {@link INVARIANTS} at every position: the legal move list (sorted, unique,
 * fresh, each accepted), rejection of illegal numbers and malformed notation without change,
 * clone independence, JSON and notation round trips, `fromJSON` on corrupted data (and that it
 * never changes its input), terminal ⇔ no legal move ⇔ outcome, well-formed outcomes, turn,
 * seats, history, finiteness and determinism; and, for positions that have them, `undo`
 * (every sampled move played and undone, every game undone to its start) and `key` (stable,
 * distinct for different positions, equal across transpositions). The expensive checks are
 * sampled; see {@link CheckGameOptions}. Invariants a game cannot be checked for are listed in
 * the report's `skipped`.
 *
 * Works in any test runner: call it inside a test; it returns normally when everything holds.
 *
 * @example
 * ```ts
 * import { mnk } from '@quadrille/examples';
 * import { checkGame } from '@quadrille/testing';
 *
 * const report = checkGame(mnk, { options: { width: 4, height: 4, k: 3 }, runs: 50, seed: 7 });
 * console.log(report.games, report.skipped.length); // => 50 0
 * ```
 *
 * @param game - the game under test.
 * @param config - the options given to `create`, how many games, the seed, sampling.
 * @returns what was checked.
 * @throws {@link InvariantViolation} naming the first broken invariant, with the game id,
 *   options, seed, game index, ply and the move list in the game's notation.
 * @throws `OptionsError` (from `@quadrille/core`) for an invalid `config`. Whatever `game.create(options)` throws
 *   for invalid game options is passed through unchanged.
 */
export function checkGame<P extends Position<M>, M extends number, O>(
  game: Game<P, M, O>,
  config: CheckGameOptions<O> = {},
): CheckGameReport {
  const settings = settingsOf(config);
  const generic = game as unknown as Game<Position<number>, number, O>;
  const create = (): Position<number> => generic.create(config.options);
  // Invalid game options surface here as the game's own error, not as a violation.
  const can = capabilitiesOf(create());
  const keys = new KeyIndex();
  const wins: number[] = [];
  let positions = 0;
  let longestGame = 0;
  let transpositions = 0;
  for (let index = 0; index < settings.runs; index++) {
    const gameSeed = settings.seed + index;
    const run = new GameRun(generic, create, settings, gameSeed, can, keys, index);
    try {
      run.play();
    } catch (e) {
      if (!caughtInvariant(e)) throw e;
      const example = {
        gameId: game.id,
        options: config.options,
        seed: settings.seed,
        gameIndex: index,
        gameSeed,
        ply: run.ply,
        line: notateLine(generic, create, run.line.slice(0, run.ply)),
        detail: e.detail,
      };
      throw new InvariantViolation(e.check, example, e.original);
    }
    positions += run.line.length + 1;
    longestGame = Math.max(longestGame, run.line.length);
    transpositions += run.transpositions;
    for (const seat of run.winners) wins[seat] = (wins[seat] ?? 0) + 1;
  }
  return {
    games: settings.runs,
    positions,
    longestGame,
    wins: Array.from(wins, (n) => n ?? 0),
    transpositions,
    skipped: skippedChecks(can, settings),
  };
}

/** Whether the positions of the game (judged by a new one) have `undo` and `key`. */
function capabilitiesOf(pos: Position<number>): Capabilities {
  return { undo: typeof pos.undo === 'function', key: typeof pos.key === 'function' };
}

/** The invariants that `can` and `settings` leave unchecked, with why. */
function skippedChecks(can: Capabilities, settings: Settings): SkippedCheck[] {
  const skipped: SkippedCheck[] = [];
  const skip = (reason: string, ...invariants: Invariant[]): void => {
    for (const invariant of invariants) skipped.push({ invariant, reason });
  };
  if (!can.undo) skip('the positions have no undo()', 'undo-restores', 'undo-to-start');
  if (!can.key) skip('the positions have no key()', 'key-stable', 'key-distinct', 'key-transposition');
  else if (settings.transpositions === 0) skip('transpositions is 0', 'key-transposition');
  return skipped;
}
