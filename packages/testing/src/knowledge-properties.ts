/**
 * The names of the properties {@link checkKnowledge} verifies of a game's knowledge, each with a
 * one-line statement. A violation names exactly one of them, so a failing test says what broke.
 *
 * @module
 */

import { SETTINGS, settingRange } from './search-settings.js';

/** `exploration` ≥ 0, …, `marginShare` from 0 to 1: the ranges of the search settings, from core's tables. */
const SEARCH_RANGES = SETTINGS.map((name) => `\`${name}\` ${settingRange(name)}`).join(', ');

/**
 * The stable name of one property of a game's knowledge (`GameKnowledge`, from
 * `@quadrille/core`) that {@link checkKnowledge} checks; {@link KNOWLEDGE_PROPERTIES} states
 * each.
 */
export type KnowledgeProperty =
  | 'priors-well-formed'
  | 'priors-unchanged'
  | 'priors-deterministic'
  | 'playout-legal'
  | 'playout-unchanged'
  | 'playout-deterministic'
  | 'evaluate-well-formed'
  | 'evaluate-unchanged'
  | 'reward-well-formed'
  | 'time-share-well-formed'
  | 'time-share-unchanged'
  | 'simulator-legal'
  | 'simulator-outcome'
  | 'simulator-restore'
  | 'simulator-unchanged'
  | 'simulator-children'
  | 'search-well-formed';

/**
 * Every property of a game's knowledge that {@link checkKnowledge} checks, by stable name, with
 * the statement it checks. Match on the names (they are stable); the statements are for humans.
 */
export const KNOWLEDGE_PROPERTIES: Readonly<Record<KnowledgeProperty, string>> = {
  'priors-well-formed':
    '`priors(pos, moves, out)` returns normally and leaves a finite number in [0, 1] in `out[i]` for every legal move `moves[i]`',
  'priors-unchanged': '`priors` leaves the position unchanged (turn, history, legal moves, key, JSON)',
  'priors-deterministic':
    '`priors` gives the same values when asked again about the same position, or about a clone of it',
  'playout-legal':
    '`playoutMove(pos, moves, count, rng)` returns one of `moves[0..count)` (the legal moves), never a stale entry after them, at every step of a playout',
  'playout-unchanged': '`playoutMove` leaves the position unchanged',
  'playout-deterministic':
    'playouts driven by `playoutMove` with `Rng`s of the same seed play the same moves',
  'evaluate-well-formed':
    '`evaluate(pos, out)` on a running position writes a finite number in [0, 1] for every seat',
  'evaluate-unchanged': '`evaluate` leaves the position unchanged',
  'reward-well-formed':
    '`reward(outcome, out)` writes a finite number in [0, 1] for every seat, for every outcome reached by play, and leaves the outcome unchanged',
  'time-share-well-formed':
    '`timeShare(pos)` on a running position returns a finite number greater than 0 and at most 1',
  'time-share-unchanged': '`timeShare` leaves the position unchanged',
  'simulator-legal':
    "`simulator(pos)`, once `reset(pos)`, reports the position's seat to move (`turn()`, -1 once over), and its playouts record only legal moves, each with the seat that plays it, after tree moves `play`ed on it too",
  'simulator-outcome':
    "a simulator's playout ends with the outcome the rules give after its moves; one that stops early names the winners that every continuation of the game gives",
  'simulator-restore':
    '`restore()` takes the simulator back to its start, after a playout and after a simulation that `play`ed a tree move: a playout with an `Rng` of the same seed then plays the same moves',
  'simulator-unchanged': '`simulator(pos)` and `reset(pos)` leave the position unchanged',
  'simulator-children':
    "a simulator's `movesInto`, where it has one, gives the legal moves of the position (each once), and its `priorsInto` the knowledge's `priors` of them, after `reset(pos)` and after a tree move",
  'search-well-formed': `\`search\`, where the knowledge has it, is a plain object with no fields but the search settings, each a finite number in range: ${SEARCH_RANGES}`,
};
