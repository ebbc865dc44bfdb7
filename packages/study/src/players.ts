/**
 * Players by name, the same in a study as in `quadrille play` and `quadrille match`: `mcts`,
 * `mcts:<level>`, `uct` and `random` for every game, plus the players a game registers (Blokus'
 * `greedy`). A name may carry an argument after a colon (`name:argument`).
 *
 * @module
 */

import {
  type Budget,
  MCTS_LEVELS,
  type MctsLevel,
  mctsPlayer,
  type Player,
  randomPlayer,
} from '@quadrille/ai';
import { OptionsError } from '@quadrille/core';
import { describeBudget } from './budget.js';
import type { AnyPosition, StudyGame } from './catalogue.js';

/** A player name and the argument after its first colon (`mcts:3`, `gtp:pentobi-gtp --level 3`). */
export interface PlayerSpec {
  /** The name (`mcts`, `gtp`…). */
  readonly name: string;
  /** The text after the first colon, if any. */
  readonly argument: string | undefined;
}

/** Splits `name[:argument]`. */
export function parsePlayerSpec(text: string): PlayerSpec {
  const colon = text.indexOf(':');
  return colon < 0
    ? { name: text, argument: undefined }
    : { name: text.slice(0, colon), argument: text.slice(colon + 1) };
}

/**
 * A player as a match or study header names it: `mcts:<level>` with the simulations its level
 * plays per move (it ignores the command's budget), any other name as given.
 *
 * @example
 * ```ts
 * import { describePlayer } from '@quadrille/study';
 *
 * console.log(describePlayer('mcts:3')); // => mcts:3 (120 simulations per move)
 * console.log(describePlayer('uct')); // => uct
 * ```
 *
 * @throws `OptionsError` (reason `unknown-player`) for `mcts:` followed by anything but a level
 *   from 1 to 8.
 */
export function describePlayer(text: string): string {
  const { name, argument } = parsePlayerSpec(text);
  if (name !== 'mcts' || argument === undefined) return text;
  return `${text} (${describeBudget({ iterations: MCTS_LEVELS[levelOf(argument) - 1]! })})`;
}

/** The player names `game` accepts (without arguments): `mcts`, `random`, the game's own, `uct`. */
export function studyPlayerNames(game: StudyGame): string[] {
  return ['mcts', 'random', ...Object.keys(game.players ?? {}), 'uct'];
}

/**
 * A new player.
 *
 * @param text - `mcts` (with the game's `knowledge`, and the search settings it asks for),
 *   `mcts:<level>` (a difficulty level of `@quadrille/ai`, 1 to 8: the level's budget instead
 *   of `budget`), `uct` (the baseline: plain UCT — no RAVE, tree reuse, solver or game
 *   knowledge — at the same budget), `random` or a name from the game's `players`.
 * @param budget - the budget of `mcts` and `uct` (other players ignore it); with both limits,
 *   whichever is reached first ends a search.
 * @param seed - the player's seed.
 * @throws `OptionsError` (reason `unknown-player`) for an unknown name, an argument to a player
 *   that takes none, or a level outside 1 to 8.
 */
export function makeStudyPlayer(
  text: string,
  game: StudyGame,
  budget: Budget,
  seed: number,
): Player<AnyPosition> {
  const { name, argument } = parsePlayerSpec(text);
  // Own names only: `toString` or `constructor` is no player.
  const extra =
    game.players !== undefined && Object.hasOwn(game.players, name) ? game.players[name] : undefined;
  if (name !== 'mcts' && name !== 'uct' && name !== 'random' && extra === undefined) {
    throw new OptionsError(
      `unknown player '${name}'; players: ${studyPlayerNames(game).join(', ')}`,
      'unknown-player',
    );
  }
  if (argument !== undefined && name !== 'mcts') {
    throw new OptionsError(`player '${name}' takes no argument, got '${text}'`, 'unknown-player');
  }
  if (name === 'mcts') {
    return mctsPlayer<AnyPosition>({
      seed,
      ...(argument === undefined ? budget : { level: levelOf(argument) }),
      ...(game.knowledge === undefined ? {} : { knowledge: game.knowledge }),
    });
  }
  // The baseline: plain UCT as the MCTS player was before RAVE, tree reuse and the solver, and
  // without the game's knowledge.
  if (name === 'uct')
    return mctsPlayer<AnyPosition>({ seed, ...budget, rave: false, reuse: false, solver: false });
  if (name === 'random') return randomPlayer<AnyPosition>(seed);
  return extra!(seed);
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
