/**
 * Players by name for `--ai`, `--a` and `--b`: `mcts` and `random` for every game, plus the
 * extra players a game registers (Blokus' `greedy`).
 *
 * @module
 */

import { mctsPlayer, type Player, randomPlayer } from '@quadrille/ai';
import { studyPlayerNames } from '@quadrille/study';
import type { AiSettings } from './flags.js';
import type { AnyPosition, GameSupport } from './registry.js';
import { UsageError } from './usage-error.js';

/** The player names a game accepts (the same as a study's). */
export { studyPlayerNames as playerNames } from '@quadrille/study';

/**
 * A new player.
 *
 * @param name - `mcts`, `random` or a name from the game's `players`.
 * @param seed - the player's seed.
 * @throws {@link UsageError} for an unknown name.
 */
export function makePlayer(
  name: string,
  support: GameSupport,
  ai: AiSettings,
  seed: number,
): Player<AnyPosition> {
  if (name === 'mcts') {
    return mctsPlayer<AnyPosition>({
      seed,
      ...(ai.timeMs === undefined ? {} : { timeMs: ai.timeMs }),
      ...(ai.iterations === undefined ? {} : { iterations: ai.iterations }),
      ...(support.knowledge === undefined ? {} : { knowledge: support.knowledge }),
    });
  }
  if (name === 'random') return randomPlayer<AnyPosition>(seed);
  // Own names only: `toString` or `constructor` is no player.
  const extra =
    support.players !== undefined && Object.hasOwn(support.players, name) ? support.players[name] : undefined;
  if (extra === undefined) {
    throw new UsageError(`unknown player '${name}'; players: ${studyPlayerNames(support).join(', ')}`);
  }
  return extra(seed);
}
