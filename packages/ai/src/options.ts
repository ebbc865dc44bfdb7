/**
 * The options of {@link mctsPlayer} and {@link MctsSearch}: types, defaults and checks.
 *
 * @module
 */

import {
  type GameKnowledge,
  KNOWLEDGE_SEARCH_MAXIMUMS as MAX,
  KNOWLEDGE_SEARCH_MINIMUMS as MIN,
  OptionsError,
  type Position,
} from '@quadrille/core';
import type { Budget } from './budget.js';
import type { MctsLevel } from './levels.js';
import { type RewardFunction, winShare } from './reward.js';
import { DEFAULT_MAX_NODES, NODE_BYTES } from './tree.js';

/**
 * Progressive widening: a node visited `n` times may have at most
 * `max(base, floor(factor × n ^ exponent))` children; the others wait, best prior first.
 */
export interface Widening {
  /** Children allowed from the first visit. */
  readonly base: number;
  /** Multiplier of the growth term. */
  readonly factor: number;
  /** Exponent of the growth term, in (0, 1]. */
  readonly exponent: number;
}

/** The default {@link Widening}: 16 children at once, then 2√n. */
export const DEFAULT_WIDENING: Widening = { base: 16, factor: 2, exponent: 0.5 };

/** The default RAVE equivalence parameter (see {@link MctsOptions.raveEquivalence}). */
export const DEFAULT_RAVE_EQUIVALENCE = 500;

/** Options of {@link mctsPlayer} and {@link MctsSearch} (which ignores the budget, level, seed, reuse and slice fields). */
export interface MctsOptions<P extends Position<number> = Position<number>> extends Budget {
  /**
   * A difficulty preset (see `MCTS_LEVELS`): sets the simulation budget unless
   * `iterations`, `timeMs` or `clock` is given.
   */
  readonly level?: MctsLevel;
  /** Seed of the player's random stream (default 0). */
  readonly seed?: number;
  /**
   * The exploration constant c of the bonus `c·√(ln N / (n + 1))` (default: the knowledge's
   * `search.exploration`, else 0.7 without RAVE and 0.2 with it: RAVE and priors already spread
   * the simulations).
   */
  readonly exploration?: number;
  /** Progressive widening, or `false` to consider every move at once (default {@link DEFAULT_WIDENING}). */
  readonly widening?: Widening | false;
  /** How outcomes become per-seat rewards (default `knowledge.reward`, else {@link winShare}). */
  readonly reward?: RewardFunction;
  /**
   * The share of every reward, from 0 to 1, that values the seat's margin (its score less the
   * best other seat's) against the margins this search has seen: `(1 − share) × reward + share
   * × (½ + ½·tanh z)`, z being the margin in standard deviations from their mean (quality-based
   * rewards, Pepels et al. 2014). Between two wins, or two losses, the search then prefers the
   * bigger margin, on whatever scale the margins of the moment have. Default: the knowledge's
   * `search.marginShare`, else 0 (none).
   */
  readonly marginShare?: number;
  /**
   * The game's knowledge: priors, playout policy, evaluation, reward and the search settings it
   * plays best with (all optional; an option given here overrides its `search` settings).
   */
  readonly knowledge?: GameKnowledge<P>;
  /** Cut playouts after this many moves and call `knowledge.evaluate` (default: play to the end). */
  readonly maxPlayoutPlies?: number;
  /** RAVE (all-moves-as-first) statistics blended into every move's value (default true). */
  readonly rave?: boolean;
  /**
   * RAVE's equivalence parameter k: after about k real simulations of a move, its own mean and
   * its RAVE value weigh equally (Silver's schedule; default: the knowledge's
   * `search.raveEquivalence`, else {@link DEFAULT_RAVE_EQUIVALENCE}).
   */
  readonly raveEquivalence?: number;
  /**
   * How many imaginary simulations a knowledge prior counts for (default: the knowledge's
   * `search.priorWeight`, else 10 when the knowledge has priors and 0 without).
   */
  readonly priorWeight?: number;
  /** MCTS-solver: prove wins and losses near the end and play by them (default true). */
  readonly solver?: boolean;
  /**
   * The most nodes the search tree may hold (default {@link DEFAULT_MAX_NODES}, 3M). A node
   * takes {@link NODE_BYTES} bytes (about 111 MB at the default, allocated only as the tree
   * grows); a full tree is pruned in place, keeping its most visited part, so a search never
   * runs out of memory however long it runs. A player keeps its tree's memory from one search
   * to the next (with `reuse` off too: the next search starts with the grown columns).
   */
  readonly maxNodes?: number;
  /** Keep the tree from one move to the next of the same game (default true). */
  readonly reuse?: boolean;
  /** Milliseconds of search between two yields to the host in `chooseMove` (default 25). */
  readonly sliceMs?: number;
}

/** The settings of one search, every field resolved (see {@link MctsOptions} for each). */
export interface SearchSettings<P extends Position<number>> {
  readonly exploration: number;
  readonly widening: Widening | false;
  readonly reward: RewardFunction;
  readonly marginShare: number;
  readonly knowledge: GameKnowledge<P>;
  readonly maxPlayoutPlies: number;
  /** RAVE equivalence parameter k (simulations at which mean and RAVE weigh equally), or 0 for none. */
  readonly rave: number;
  /** Imaginary simulations a prior counts for. */
  readonly priorWeight: number;
  readonly solver: boolean;
  readonly maxNodes: number;
}

/** Every setting of a search from the options, checked, defaults filled in. */
export function resolveSettings<P extends Position<number>>(options: MctsOptions<P>): SearchSettings<P> {
  const knowledge = options.knowledge ?? {};
  const preferred = knowledge.search ?? {};
  const rave = options.rave ?? true;
  const widening = options.widening === undefined ? DEFAULT_WIDENING : options.widening;
  if (widening !== false) {
    checkNumber('widening.base', widening.base, 1);
    checkNumber('widening.factor', widening.factor, 0);
    checkNumber('widening.exponent', widening.exponent, 0);
  }
  return {
    exploration: checkNumber(
      'exploration',
      options.exploration ?? preferred.exploration ?? (rave ? 0.2 : 0.7),
      MIN.exploration,
    ),
    widening,
    reward: options.reward ?? knowledge.reward ?? winShare,
    marginShare: checkNumber(
      'marginShare',
      options.marginShare ?? preferred.marginShare ?? 0,
      MIN.marginShare,
      MAX.marginShare,
    ),
    knowledge,
    maxPlayoutPlies: checkNumber('maxPlayoutPlies', options.maxPlayoutPlies ?? Number.POSITIVE_INFINITY, 0),
    rave: rave
      ? checkNumber(
          'raveEquivalence',
          options.raveEquivalence ?? preferred.raveEquivalence ?? DEFAULT_RAVE_EQUIVALENCE,
          MIN.raveEquivalence,
        )
      : 0,
    priorWeight: checkNumber(
      'priorWeight',
      options.priorWeight ?? preferred.priorWeight ?? (knowledge.priors ? 10 : 0),
      MIN.priorWeight,
    ),
    solver: options.solver ?? true,
    maxNodes: checkInteger('maxNodes', options.maxNodes ?? DEFAULT_MAX_NODES, 2),
  };
}

/** `value` if it is an integer no less than `min`, else an `OptionsError`. */
function checkInteger(name: string, value: number, min: number): number {
  if (!Number.isSafeInteger(value) || value < min) {
    throw new OptionsError(`${name} must be an integer ≥ ${min}, got ${String(value)}`);
  }
  return value;
}

/** `value` if it is a number from `min` to `max`, else an `OptionsError` naming the option. */
export function checkNumber(
  name: string,
  value: number,
  min: number,
  max = Number.POSITIVE_INFINITY,
): number {
  if (typeof value !== 'number' || Number.isNaN(value) || value < min || value > max) {
    const range = max === Number.POSITIVE_INFINITY ? `≥ ${min}` : `from ${min} to ${max}`;
    throw new OptionsError(`${name} must be a number ${range}, got ${String(value)}`);
  }
  return value;
}
