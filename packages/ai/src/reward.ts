/**
 * Per-seat rewards: how a finished game (an {@link Outcome}) is scored for each seat during a
 * search. Every seat's reward is in [0, 1] and higher is better for that seat, so a search can
 * maximise each seat's own reward at its turn (max^n), which is how multi-player games such as
 * four-colour Blokus are searched.
 *
 * @module
 */

import type { Outcome } from '@quadrille/core';

/**
 * Turns an outcome into one reward per seat, each in [0, 1]. Writes into `out` (length = seats)
 * so that searches allocate nothing per simulation.
 */
export type RewardFunction = (outcome: Outcome, out: Float64Array) => void;

/**
 * The default reward: the winners share one point equally, everyone else gets 0. A two-player
 * draw is ½ each; a four-player Blokus game won outright is 1 for the winner and 0 for the
 * three others, whatever the margins.
 */
export const winShare: RewardFunction = (outcome, out) => {
  out.fill(0);
  const share = 1 / outcome.winners.length;
  for (const seat of outcome.winners) out[seat] = share;
};

/**
 * A reward that also values the margin: `(1 - weight) × winShare + weight × normalised score`,
 * where the normalised score maps the worst score of the game to 0 and the best to 1 (all ½ when
 * every score is equal). Useful where scores carry information, as in Blokus.
 *
 * @param weight - the share of the score term, from 0 (pure {@link winShare}) to 1.
 */
export function scoreBlend(weight: number): RewardFunction {
  const w = Math.min(1, Math.max(0, weight));
  return (outcome, out) => {
    winShare(outcome, out);
    let lo = Number.POSITIVE_INFINITY;
    let hi = Number.NEGATIVE_INFINITY;
    for (const s of outcome.scores) {
      if (s < lo) lo = s;
      if (s > hi) hi = s;
    }
    for (let seat = 0; seat < out.length; seat++) {
      const norm = hi > lo ? ((outcome.scores[seat] ?? lo) - lo) / (hi - lo) : 0.5;
      out[seat] = (1 - w) * out[seat]! + w * norm;
    }
  };
}
