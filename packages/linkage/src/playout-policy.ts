/**
 * The two numbers of Linkage's playout policy, shared by `linkageKnowledge.playoutMove` (on a
 * position) and `LinkageSimulator` (on its own state): a step plays a uniformly random legal
 * move {@link PLAYOUT_RANDOM} of the time, otherwise the best by `SlotFeatures.playoutScore` of
 * every colour of {@link PLAYOUT_SLOTS} random legal slots.
 *
 * @module
 */

/**
 * How many random legal moves a playout step samples; each brings the other colours of its
 * slot (one read of the slot scores them all), and the best of them all is played.
 */
export const PLAYOUT_SLOTS = 4;

/**
 * The share of playout steps that play the first sampled move, uniformly random, unjudged: noise
 * that keeps the search from trusting one greedy line. With it, 4 slots a step and no
 * exploration bonus (`linkageKnowledge.search`), the default player won 134 of 200 games as More
 * or Fewer against plain UCT at 0.2 s a move, against 67 of 120 with the best of 16 moves always
 * (as Fewer 34 of 100 against 10 of 60); neither change alone clearly helped.
 */
export const PLAYOUT_RANDOM = 0.3;
