/**
 * {@link checkKnowledge}: the generic properties of a game's {@link GameKnowledge} (priors,
 * playout policy, evaluation, rewards), checked with fast-check at positions reached by random
 * play, and of its search settings, throwing a {@link KnowledgeViolation} with the shrunk
 * counterexample on failure.
 *
 * @module
 */

import { type Game, type GameKnowledge, OptionsError, type Position } from '@quadrille/core';
import * as fc from 'fast-check';
import { arbLegalLine, type OptionsOrArbitrary } from './arbitraries.js';
import { KnowledgeProbe } from './knowledge-probe.js';
import type { KnowledgeProperty } from './knowledge-properties.js';
import { caughtKnowledge, KnowledgeViolation } from './knowledge-violation.js';
import { notateLine } from './notate-line.js';
import { searchSettingsFault } from './search-settings.js';
import { optionReaders } from './settings.js';
import { safeStringify } from './violation.js';

/**
 * What {@link checkKnowledge} runs. Every field is optional.
 *
 * @typeParam O - the game's option type.
 */
export interface CheckKnowledgeOptions<O = unknown> {
  /**
   * The options given to `game.create` (default: none, the game's standard setup), or an
   * arbitrary of them to check the knowledge on random variants (see `arbValidOptions`).
   */
  readonly options?: OptionsOrArbitrary<O>;
  /** How many random positions to check (fast-check's `numRuns`, default 100). */
  readonly runs?: number;
  /** fast-check's seed: the same seed checks the same positions (default 1). */
  readonly seed?: number;
  /** The longest line of random moves to a checked position (default 200). */
  readonly maxPlies?: number;
  /** The longest playout checked from each position, in moves (default 200). */
  readonly playoutPlies?: number;
}

/** What {@link checkKnowledge} did, so a test can see that it really checked something. */
export interface CheckKnowledgeReport {
  /** Positions checked. */
  readonly positions: number;
  /** `playoutMove` calls checked, over all playouts. */
  readonly playoutMoves: number;
  /** Moves of the knowledge's `simulator` checked, over all its playouts (0 without one). */
  readonly simulatorMoves: number;
  /** `evaluate` calls checked. */
  readonly evaluations: number;
  /** `reward` calls checked, one per playout that reached the end of the game. */
  readonly outcomes: number;
  /**
   * The properties not checked, each with why (the knowledge lacks the function, or the search
   * settings). Empty when everything was checked.
   */
  readonly skipped: readonly SkippedProperty[];
}

/** A property {@link checkKnowledge} did not check, and why (one line). */
export interface SkippedProperty {
  /** The property's stable name. */
  readonly property: KnowledgeProperty;
  /** Why it was not checked, such as "the knowledge has no evaluate()". */
  readonly reason: string;
}

/** The defaults of {@link CheckKnowledgeOptions}. */
const DEFAULTS = { runs: 100, seed: 1, maxPlies: 200, playoutPlies: 200 } as const;

/**
 * The functions of {@link GameKnowledge}, with the properties that need each (`search` is
 * data, checked once by {@link searchSettingsFault}).
 */
const FUNCTIONS = {
  priors: ['priors-well-formed', 'priors-unchanged', 'priors-deterministic'],
  playoutMove: ['playout-legal', 'playout-unchanged', 'playout-deterministic'],
  evaluate: ['evaluate-well-formed', 'evaluate-unchanged'],
  reward: ['reward-well-formed'],
  timeShare: ['time-share-well-formed', 'time-share-unchanged'],
  simulator: [
    'simulator-legal',
    'simulator-outcome',
    'simulator-restore',
    'simulator-unchanged',
    'simulator-children',
  ],
} as const satisfies Record<Exclude<keyof GameKnowledge, 'search'>, readonly KnowledgeProperty[]>;

/**
 * Checks the properties every {@link GameKnowledge} must have ({@link KNOWLEDGE_PROPERTIES}) at
 * `runs` positions reached by seeded random play: `priors` writes a finite value in [0, 1] for
 * every legal move, the same each time, and leaves the position alone; `playoutMove` only
 * returns one of the legal moves it is given (never a stale entry after them) at every step of
 * a playout, leaves the position alone, and plays the same playout for the same `Rng` seed;
 * `evaluate` (on running positions) and `reward` (on the outcomes the playouts reach) write a
 * finite value in [0, 1] for every seat; `timeShare` (on running positions) returns a share in
 * (0, 1] and leaves the position alone. Its `search` settings, checked once before any
 * position, are a plain object with no fields but the settings a search knows, each a finite
 * number in range (a misspelt field would be silently ignored by the search). Functions the
 * knowledge lacks, and `search` when it has none, are listed in the report's `skipped`.
 *
 * On a failure, fast-check shrinks the position towards a shorter line of earlier moves, and
 * the error names the property, the options, the moves to the position and the playout's seed.
 * Bad `search` settings fail with no position (`line` and `playoutSeed` are `undefined`).
 * Works in any test runner: call it inside a test; it returns normally when everything holds.
 *
 * @example
 * ```ts
 * import type { GameKnowledge } from '@quadrille/core';
 * import { type MnkPosition, mnk } from '@quadrille/examples';
 * import { checkKnowledge } from '@quadrille/testing';
 *
 * // Centre first: the prior falls with the distance from the middle of the board.
 * const centreFirst: GameKnowledge<MnkPosition> = {
 *   priors(pos, moves, out) {
 *     const { width, height } = pos.grid;
 *     moves.forEach((m, i) => {
 *       const dx = (m % width) - (width - 1) / 2;
 *       const dy = Math.floor(m / width) - (height - 1) / 2;
 *       out[i] = 1 / (1 + Math.hypot(dx, dy));
 *     });
 *   },
 * };
 * const report = checkKnowledge(mnk, centreFirst, { options: { width: 5, k: 4 }, runs: 50 });
 * console.log(report.positions); // => 50
 * ```
 *
 * @param game - the game the knowledge is for.
 * @param knowledge - the knowledge under test.
 * @param config - the game's options (or an arbitrary of them), how many positions, the seed.
 * @returns what was checked.
 * @throws {@link KnowledgeViolation} naming the broken property, with the shrunk counterexample
 *   (none for `search-well-formed`).
 * @throws `OptionsError` (from `@quadrille/core`) for an invalid `config` or a knowledge whose
 *   members are not functions. Whatever `game.create(options)` throws for invalid game options
 *   is passed through unchanged.
 */
export function checkKnowledge<P extends Position<M>, M extends number, O>(
  game: Game<P, M, O>,
  knowledge: GameKnowledge<P>,
  config: CheckKnowledgeOptions<O> = {},
): CheckKnowledgeReport {
  const settings = settingsOf(config);
  const skipped = skippedProperties(knowledge);
  checkSearchSettings(game.id, knowledge, settings.seed);
  const generic = game as unknown as Game<Position<number>, number, unknown>;
  const probe = new KnowledgeProbe(
    generic,
    knowledge as unknown as GameKnowledge<Position<number>>,
    settings.playoutPlies,
  );
  const line = arbLegalLine(game, config.options, { maxPlies: settings.maxPlies });
  // Where along the line to stop, so that short games do not give mostly finished positions.
  const cases = fc.record({ line, stop: fc.nat(), playoutSeed: fc.integer() });
  const totals = { positions: 0, playoutMoves: 0, simulatorMoves: 0, evaluations: 0, outcomes: 0 };
  const property = fc.property(cases, ({ line: { options, moves }, stop, playoutSeed }) => {
    const pos = game.create(options) as unknown as Position<number>;
    for (const move of moves.slice(0, stop % (moves.length + 1))) pos.play(move);
    const counts = probe.check(pos, playoutSeed);
    totals.positions++;
    totals.playoutMoves += counts.playoutMoves;
    totals.simulatorMoves += counts.simulatorMoves;
    totals.evaluations += counts.evaluations;
    totals.outcomes += counts.outcomes;
  });
  const details = fc.check(property, { numRuns: settings.runs, seed: settings.seed });
  if (!details.failed) return { ...totals, skipped };
  const error = details.errorInstance;
  if (!caughtKnowledge(error) || details.counterexample === null) {
    // Not the knowledge's fault (the game itself threw): fast-check's own report says where.
    throw new Error(fc.defaultReportMessage(details), { cause: error });
  }
  const [{ line: failing, stop, playoutSeed }] = details.counterexample;
  const moves = failing.moves.slice(0, stop % (failing.moves.length + 1));
  const example = {
    gameId: game.id,
    options: failing.options,
    seed: settings.seed,
    shrinks: details.numShrinks,
    line: notateLine(generic, () => generic.create(failing.options), moves),
    playoutSeed,
    detail: error.detail,
  };
  throw new KnowledgeViolation(error.check, example, error.original);
}

/**
 * Throws the `search-well-formed` violation of `knowledge`'s search settings, if they break it.
 * Settings do not depend on the position, so they are checked once, before any: the violation
 * has no position (`line` and `playoutSeed` undefined) and nothing for fast-check to shrink.
 */
function checkSearchSettings(gameId: string, knowledge: Pick<GameKnowledge, 'search'>, seed: number): void {
  const fault = knowledge.search === undefined ? undefined : searchSettingsFault(knowledge.search);
  if (fault === undefined) return;
  throw new KnowledgeViolation('search-well-formed', {
    gameId,
    options: undefined,
    seed,
    shrinks: 0,
    line: undefined,
    playoutSeed: undefined,
    detail: fault,
  });
}

/** Validated options with every default filled in. */
interface KnowledgeSettings {
  readonly runs: number;
  readonly seed: number;
  readonly maxPlies: number;
  readonly playoutPlies: number;
}

/**
 * The settings for `config`, defaults filled in.
 *
 * @throws `OptionsError` for a field of the wrong type or out of range.
 */
function settingsOf(config: CheckKnowledgeOptions<unknown>): KnowledgeSettings {
  const { integer } = optionReaders('checkKnowledge', config, DEFAULTS);
  return {
    runs: integer('runs', 1),
    // fast-check takes any 32-bit seed.
    seed: integer('seed', -(2 ** 31)),
    maxPlies: integer('maxPlies', 0),
    playoutPlies: integer('playoutPlies', 0),
  };
}

/**
 * The properties left unchecked because `knowledge` lacks their function or its search settings.
 *
 * @throws `OptionsError` when `knowledge` is not an object or a member is not a function.
 */
function skippedProperties(knowledge: Pick<GameKnowledge, 'search'>): SkippedProperty[] {
  if (typeof knowledge !== 'object' || knowledge === null)
    throw new OptionsError('checkKnowledge: knowledge must be an object');
  const skipped: SkippedProperty[] = [];
  for (const [name, properties] of Object.entries(FUNCTIONS)) {
    const fn = (knowledge as Record<string, unknown>)[name];
    if (fn === undefined) {
      for (const property of properties) skipped.push({ property, reason: `the knowledge has no ${name}()` });
    } else if (typeof fn !== 'function') {
      throw new OptionsError(
        `checkKnowledge: knowledge.${name} must be a function, got ${safeStringify(fn)}`,
      );
    }
  }
  if (knowledge.search === undefined) {
    skipped.push({ property: 'search-well-formed', reason: 'the knowledge has no search settings' });
  }
  return skipped;
}
