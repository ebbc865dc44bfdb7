/**
 * Players by name: `mcts` and `random` for every game, plus the players a game registers
 * (Blokus' `greedy`). The same names as `quadrille match --a/--b`.
 *
 * @module
 */

import { mctsPlayer, type Player, randomPlayer } from '@quadrille/ai';
import { OptionsError } from '@quadrille/core';
import type { StudyBudget } from './budget.js';
import type { AnyPosition, StudyGame } from './catalogue.js';

/** The player names `game` accepts. */
export function studyPlayerNames(game: StudyGame): string[] {
  return ['mcts', 'random', ...Object.keys(game.players ?? {})];
}

/**
 * A new player.
 *
 * @param name - `mcts`, `random` or a name from the game's `players`.
 * @param budget - the MCTS budget (other players ignore it).
 * @param seed - the player's seed.
 * @throws `OptionsError` (reason `unknown-player`) for an unknown name.
 */
export function makeStudyPlayer(
  name: string,
  game: StudyGame,
  budget: StudyBudget,
  seed: number,
): Player<AnyPosition> {
  if (name === 'mcts') {
    return mctsPlayer<AnyPosition>({
      seed,
      ...budget,
      ...(game.knowledge === undefined ? {} : { knowledge: game.knowledge }),
    });
  }
  if (name === 'random') return randomPlayer<AnyPosition>(seed);
  const extra =
    game.players !== undefined && Object.hasOwn(game.players, name) ? game.players[name] : undefined;
  if (extra === undefined) {
    throw new OptionsError(
      `unknown player '${name}'; players: ${studyPlayerNames(game).join(', ')}`,
      'unknown-player',
    );
  }
  return extra(seed);
}
