/**
 * How a broken check of a game's description is reported: {@link DescriptionViolation}, thrown
 * by {@link checkDescription} with the game and position a person can replay (or none, for a
 * check that concerns the description as a whole).
 *
 * @module
 */

import { type BreachOf, checkFamily } from './breach.js';
import { DESCRIPTION_CHECKS, type DescriptionCheck } from './description-checks.js';
import { safeStringify } from './violation.js';

/** Everything needed to reproduce one description violation. */
export interface DescriptionCounterexample {
  /** The game's `id`. */
  readonly gameId: string;
  /**
   * The name of the preset whose options were being checked, or `undefined` (options given to
   * `checkDescription`, or a check of the description as a whole).
   */
  readonly preset: string | undefined;
  /** The options given to `create` (`undefined` for the standard game and for a check of the description as a whole). */
  readonly options: unknown;
  /** The `seed` given to `checkDescription`. */
  readonly seed: number;
  /** Which random game of that preset or of those options failed, 0-based; `undefined` for a check that concerns no game. */
  readonly gameIndex: number | undefined;
  /**
   * The seed of that game alone: `checkDescription(game, { options, seed: gameSeed, runs: 1 })`
   * replays it (`undefined` where `gameIndex` is).
   */
  readonly gameSeed: number | undefined;
  /** The number of moves played before the failing check (`undefined` where `gameIndex` is). */
  readonly ply: number | undefined;
  /** The moves played, in the game's notation (`undefined` where `gameIndex` is). */
  readonly line: readonly string[] | undefined;
  /** What exactly went wrong. */
  readonly detail: string;
}

/**
 * A check of a game's description does not hold. Thrown by {@link checkDescription} on the first
 * failure; the message is a readable counterexample, the fields are the same facts for programs.
 */
export class DescriptionViolation extends Error implements DescriptionCounterexample {
  /** The failed check's stable name. */
  readonly check: DescriptionCheck;
  readonly gameId: string;
  readonly preset: string | undefined;
  readonly options: unknown;
  readonly seed: number;
  readonly gameIndex: number | undefined;
  readonly gameSeed: number | undefined;
  readonly ply: number | undefined;
  readonly line: readonly string[] | undefined;
  readonly detail: string;

  /**
   * @param check - the failed check.
   * @param example - the counterexample.
   * @param cause - the error the description threw, if that is what broke the check.
   */
  constructor(check: DescriptionCheck, example: DescriptionCounterexample, cause?: unknown) {
    super(describe(check, example), cause === undefined ? undefined : { cause });
    this.name = 'DescriptionViolation';
    this.check = check;
    this.gameId = example.gameId;
    this.preset = example.preset;
    this.options = example.options;
    this.seed = example.seed;
    this.gameIndex = example.gameIndex;
    this.gameSeed = example.gameSeed;
    this.ply = example.ply;
    this.line = example.line;
    this.detail = example.detail;
  }
}

function describe(check: DescriptionCheck, x: DescriptionCounterexample): string {
  const head = [
    `${x.gameId}: description check "${check}" violated: ${x.detail}`,
    `  check:     ${DESCRIPTION_CHECKS[check]}`,
  ];
  const options = x.options === undefined ? 'undefined' : safeStringify(x.options);
  const played = x.preset === undefined ? [] : [`  preset:    ${x.preset}`];
  if (x.gameIndex === undefined || x.line === undefined) {
    // Only input-order is judged over games (all those of one preset or of the options given);
    // every other check without a game fails before any is played.
    const replay =
      check === 'input-order'
        ? `checkDescription(game, { options: ${options}, seed: ${x.seed} })`
        : 'any checkDescription call: it fails before playing a game';
    const shownOptions = x.preset === undefined && x.options === undefined ? [] : [`  options:   ${options}`];
    return [...head, ...played, ...shownOptions, `  replay:    ${replay}`].join('\n');
  }
  return [
    ...head,
    ...played,
    `  options:   ${options}`,
    `  game:      #${x.gameIndex} of the run with seed ${x.seed}`,
    `  replay:    checkDescription(game, { options: ${options}, seed: ${x.gameSeed}, runs: 1 })`,
    `  ply:       ${x.ply}`,
    `  line:      ${x.line.length === 0 ? '(start position)' : x.line.join(' ')}`,
  ].join('\n');
}

const family = checkFamily(DESCRIPTION_CHECKS);
/** Internal: fails a check of this family (see `breach.ts`). @internal */
export const descriptionBreach: BreachOf<DescriptionCheck> = family.breach;
/** Internal: charges what a call throws to a check of this family. @internal */
export const attemptCheck = family.attempt;
/** Internal: whether an error is a breach of this family. @internal */
export const caughtDescription = family.caught;
