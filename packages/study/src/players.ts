/**
 * Players by name, the same in a study as in `quadrille play` and `quadrille match`: `mcts`,
 * `mcts:<level>`, `uct` and `random` for every game, plus a game's own baseline policies
 * (Blokus' `greedy`). A name may carry an argument after a colon (`name:argument`). The text is
 * parsed once, by {@link parsePlayerSpec}; everything after takes the parsed {@link PlayerSpec}.
 *
 * @module
 */

import {
  type Budget,
  describeBudget,
  MCTS_LEVELS,
  type MctsLevel,
  mctsPlayer,
  type Player,
  policyPlayer,
  randomPlayer,
} from '@quadrille/ai';
import { type AnyGameDescription, OptionsError } from '@quadrille/core';
import type { AnyPosition } from './games.js';

/** A player as named: `mcts`, `mcts:3`, `uct`, `greedy`, `gtp:pentobi-gtp --level 3`… */
export interface PlayerSpec {
  /** The text it was parsed from, which names it in tables and records. */
  readonly text: string;
  /** The name (`mcts`, `gtp`…). */
  readonly name: string;
  /** The text after the first colon, if any. */
  readonly argument: string | undefined;
  /** The difficulty level of `mcts:<level>`. */
  readonly level: MctsLevel | undefined;
}

/**
 * Parses `name[:argument]`: the only parser of player names (the CLI, matches and studies call
 * it once per name given).
 *
 * @throws `OptionsError` (reason `unknown-player`) for an empty name, or `mcts:` followed by
 *   anything but a level from 1 to 8.
 */
export function parsePlayerSpec(text: string): PlayerSpec {
  const colon = text.indexOf(':');
  const name = colon < 0 ? text : text.slice(0, colon);
  const argument = colon < 0 ? undefined : text.slice(colon + 1);
  if (name === '') throw new OptionsError(`a player needs a name, got '${text}'`, 'unknown-player');
  const level = name === 'mcts' && argument !== undefined ? levelOf(argument) : undefined;
  return { text, name, argument, level };
}

/**
 * A player as a match or study header names it: `mcts:<level>` with the simulations its level
 * plays per move (it ignores the command's budget), any other name as given.
 *
 * @example
 * ```ts
 * import { describePlayer, parsePlayerSpec } from '@quadrille/study';
 *
 * console.log(describePlayer(parsePlayerSpec('mcts:3'))); // => mcts:3 (120 simulations per move)
 * console.log(describePlayer(parsePlayerSpec('uct'))); // => uct
 * ```
 */
export function describePlayer(spec: PlayerSpec): string {
  if (spec.level === undefined) return spec.text;
  return `${spec.text} (${describeBudget({ iterations: MCTS_LEVELS[spec.level - 1]! })})`;
}

/** The player names `game` accepts (without arguments): `mcts`, `random`, the game's own, `uct`. */
export function studyPlayerNames(game: AnyGameDescription): string[] {
  return ['mcts', 'random', ...Object.keys(game.policies ?? {}), 'uct'];
}

/**
 * A new player.
 *
 * @param spec - `mcts` (with the game's `knowledge`, and the search settings it asks for),
 *   `mcts:<level>` (a difficulty level of `@quadrille/ai`, 1 to 8: the level's budget instead
 *   of `budget`), `uct` (the baseline: plain UCT — no RAVE, tree reuse, solver or game
 *   knowledge — at the same budget), `random` or a name from the game's `policies`.
 * @param budget - the budget of `mcts` and `uct` (other players ignore it); with both limits,
 *   whichever is reached first ends a search.
 * @param seed - the player's seed.
 * @throws `OptionsError` (reason `unknown-player`) for a name the game does not have, or an
 *   argument to a player that takes none.
 */
export function makeStudyPlayer(
  spec: PlayerSpec,
  game: AnyGameDescription,
  budget: Budget,
  seed: number,
): Player<AnyPosition> {
  const { name, argument, level } = spec;
  // Own names only: `toString` or `constructor` is no player.
  const policy =
    game.policies !== undefined && Object.hasOwn(game.policies, name) ? game.policies[name] : undefined;
  if (name !== 'mcts' && name !== 'uct' && name !== 'random' && policy === undefined) {
    throw new OptionsError(
      `unknown player '${name}'; players: ${studyPlayerNames(game).join(', ')}`,
      'unknown-player',
    );
  }
  if (argument !== undefined && name !== 'mcts') {
    throw new OptionsError(`player '${name}' takes no argument, got '${spec.text}'`, 'unknown-player');
  }
  if (name === 'mcts') {
    return mctsPlayer<AnyPosition>({
      seed,
      ...(level === undefined ? budget : { level }),
      ...(game.knowledge === undefined ? {} : { knowledge: game.knowledge }),
    });
  }
  // The baseline: plain UCT as the MCTS player was before RAVE, tree reuse and the solver, and
  // without the game's knowledge.
  if (name === 'uct')
    return mctsPlayer<AnyPosition>({ seed, ...budget, rave: false, reuse: false, solver: false });
  if (name === 'random') return randomPlayer<AnyPosition>(seed);
  return policyPlayer(name, policy!, seed);
}

/** The level of `mcts:<level>`, 1 to {@link MCTS_LEVELS}.length. */
function levelOf(argument: string): MctsLevel {
  const level = Number(argument);
  if (!/^\d+$/.test(argument) || level < 1 || level > MCTS_LEVELS.length) {
    throw new OptionsError(
      `mcts:<level> takes a level from 1 to ${MCTS_LEVELS.length}, got '${argument}'`,
      'unknown-player',
    );
  }
  return level as MctsLevel;
}
