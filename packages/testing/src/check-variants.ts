/**
 * {@link checkVariants}: {@link checkGame} over random variants of a game, with fast-check
 * shrinking a failure to the simplest variant that breaks an invariant.
 *
 * @module
 */

import type { Game, Position } from '@quadrille/core';
import * as fc from 'fast-check';
import { arbValidOptions } from './arbitraries.js';
import { checkGame } from './check-game.js';
import type { CheckGameOptions } from './settings.js';

/** Options of {@link checkVariants}: the per-variant {@link checkGame} options and fast-check's. */
export interface CheckVariantsOptions extends Omit<CheckGameOptions, 'options'> {
  /** How many variants to draw (fast-check's `numRuns`, default 20). */
  readonly variants?: number;
  /** Games per variant (default 10). */
  readonly runs?: number;
  /** fast-check's seed for drawing variants (default: fast-check's random seed, printed on failure). */
  readonly variantSeed?: number;
}

/**
 * Draws variants from `options` (keeping those `game.create` accepts, see
 * {@link arbValidOptions}) and runs {@link checkGame} on each. On a violation, fast-check
 * shrinks the options to a minimal failing variant and throws an error whose message holds that
 * variant and the {@link InvariantViolation}'s counterexample.
 *
 * @example
 * ```ts
 * import { mnk } from '@quadrille/examples';
 * import { checkVariants } from '@quadrille/testing';
 * import * as fc from 'fast-check';
 *
 * const boards = fc.record({
 *   width: fc.integer({ min: 1, max: 6 }),
 *   height: fc.integer({ min: 1, max: 6 }),
 *   k: fc.integer({ min: 1, max: 5 }), // boards too small for k are skipped
 * });
 * // Returns if every variant keeps every invariant; else throws with the smallest failing one.
 * checkVariants(mnk, boards, { variants: 10, runs: 5 });
 * ```
 *
 * @param game - the game under test.
 * @param options - an arbitrary of candidate options; invalid ones are skipped.
 * @param config - how many variants, games per variant, and {@link checkGame}'s sampling.
 * @throws Error (fast-check's report) when a variant violates an invariant.
 */
export function checkVariants<P extends Position<M>, M extends number, O>(
  game: Game<P, M, O>,
  options: fc.Arbitrary<O>,
  config: CheckVariantsOptions = {},
): void {
  const { variants = 20, variantSeed, runs = 10, ...check } = config;
  const property = fc.property(arbValidOptions(game, options), (o) => {
    checkGame(game, { ...check, runs, options: o });
  });
  fc.assert(property, {
    numRuns: variants,
    includeErrorInReport: true,
    ...(variantSeed === undefined ? {} : { seed: variantSeed }),
  });
}
