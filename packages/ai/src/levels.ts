/**
 * Difficulty levels for apps: {@link MCTS_LEVELS}, simulation budgets from very easy to the
 * strongest. Budgets are counted in simulations, not seconds, so a level plays alike on a phone
 * and a server (a slower machine only takes longer) and a seeded game replays exactly. Their
 * measured strength — each level against the next, and Blokus Duo against Pentobi's levels — is
 * in docs/ai.md.
 *
 * @module
 */

import { OptionsError } from '@quadrille/core';

/** A difficulty level, from 1 (very easy) to 8 (the strongest preset). */
export type MctsLevel = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;

/**
 * Simulations per move of each level (index = level − 1): roughly ×3 per level, from a handful
 * of simulations (the knowledge's priors nearly alone) to 50,000.
 */
export const MCTS_LEVELS: readonly number[] = [8, 32, 120, 400, 1500, 5000, 15000, 50000];

/**
 * The budget of `level` (undefined when no level is given).
 *
 * @throws `OptionsError` for anything but an integer from 1 to {@link MCTS_LEVELS}.length.
 */
export function levelBudget(level: number | undefined): { iterations?: number } {
  if (level === undefined) return {};
  if (!Number.isInteger(level) || level < 1 || level > MCTS_LEVELS.length) {
    throw new OptionsError(`level must be an integer from 1 to ${MCTS_LEVELS.length}, got ${String(level)}`);
  }
  return { iterations: MCTS_LEVELS[level - 1]! };
}
