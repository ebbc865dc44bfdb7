/**
 * Players by name for `--ai`, `--a` and `--b`: every name of `@quadrille/study`'s
 * `makeStudyPlayer` (`mcts`, `mcts:<level>`, `uct`, `random` and the game's own, such as Blokus'
 * `greedy`), and in matches `gtp:<command line>`, an external Blokus engine. A name may carry an
 * argument after a colon (`name:argument`).
 *
 * @module
 */

import { basename } from 'node:path';
import type { Player } from '@quadrille/ai';
import { isQuadrilleError } from '@quadrille/core';
import { describePlayer, makeStudyPlayer, parsePlayerSpec } from '@quadrille/study';
import { splitCommandLine } from './command-line.js';
import type { AiSettings } from './flags.js';
import { gtpPlayer } from './gtp-player.js';
import type { MatchPlayer } from './match-runner.js';
import type { AnyPosition, GameSupport } from './registry.js';
import { UsageError } from './usage-error.js';

export { type PlayerSpec, parsePlayerSpec, studyPlayerNames as playerNames } from '@quadrille/study';

/**
 * Both players as a match or study header names them: `A mcts:3 (120 simulations per move) vs B uct`
 * (`@quadrille/study`'s `describePlayer` for each).
 */
export function describePlayers(players: readonly [string, string]): string {
  return `A ${describePlayer(players[0])} vs B ${describePlayer(players[1])}`;
}

/**
 * A new player: `@quadrille/study`'s `makeStudyPlayer` with the budget of the command's flags
 * (`mcts:<level>` plays at its level's budget, whatever `--time` or `--iterations` say).
 *
 * @param text - `mcts`, `mcts:<level>` (a difficulty level of `@quadrille/ai`, 1 to 8), `uct`,
 *   `random` or a name from the game's `players`.
 * @param seed - the player's seed.
 * @throws {@link UsageError} for an unknown name, an argument to a player that takes none, or a
 *   GTP engine (those play in matches only, see {@link makeMatchPlayer}).
 */
export function makePlayer(
  text: string,
  support: GameSupport,
  ai: AiSettings,
  seed: number,
): Player<AnyPosition> {
  if (parsePlayerSpec(text).name === 'gtp') {
    throw new UsageError('a GTP engine (gtp:…) plays in quadrille match only');
  }
  const budget = {
    ...(ai.timeMs === undefined ? {} : { timeMs: ai.timeMs }),
    ...(ai.iterations === undefined ? {} : { iterations: ai.iterations }),
  };
  try {
    return makeStudyPlayer(text, support, budget, seed);
  } catch (e) {
    // A name the game does not have is a mistake on the command line (exit code 2).
    throw isQuadrilleError(e) && e.reason === 'unknown-player' ? new UsageError(e.message) : e;
  }
}

/** What {@link makeMatchPlayer} needs besides the name. */
export interface MatchPlayerSettings {
  /** The loaded game. */
  readonly support: GameSupport;
  /** The game's options. */
  readonly options: object;
  /** The budget of our players. */
  readonly ai: AiSettings;
  /** The player's seed (a GTP engine gets it as `set_random_seed` when it knows the command). */
  readonly seed: number;
  /** The longest wait for a GTP engine's response, ms. */
  readonly engineTimeoutMs: number;
  /** How messages name the player's game and side, e.g. `game 3, side B`. */
  readonly where: string;
}

/**
 * A new match player: any name {@link makePlayer} takes, or `gtp:<command line>`, a Blokus
 * engine speaking Pentobi's GTP dialect, started with that command line (split like a shell's
 * words; no shell runs) when its game begins.
 *
 * @throws {@link UsageError} for an unknown name, a GTP engine for a game other than Blokus or
 *   a custom Blokus variant, or a malformed command line.
 */
export function makeMatchPlayer(text: string, settings: MatchPlayerSettings): MatchPlayer {
  const { name, argument } = parsePlayerSpec(text);
  const { support, ai, seed } = settings;
  if (name !== 'gtp') return makePlayer(text, support, ai, seed);
  if (support.game.id !== 'blokus') {
    throw new UsageError(
      `a GTP engine (gtp:…) plays Blokus only (Pentobi's dialect), not ${support.game.id}`,
    );
  }
  return gtpPlayer({
    argv: splitCommandLine(argument ?? '', `the engine command line '${text}'`),
    name: playerLabel(text),
    options: settings.options,
    seed,
    timeoutMs: settings.engineTimeoutMs,
    where: settings.where,
  });
}

/**
 * How tables and records name a player: its name, or for a GTP engine `gtp:` and the program's
 * file name (`gtp:pentobi-gtp`), since a whole command line would not fit.
 */
export function playerLabel(text: string): string {
  const { name, argument } = parsePlayerSpec(text);
  if (name !== 'gtp') return text;
  try {
    return `gtp:${basename(splitCommandLine(argument ?? '')[0]!)}`;
  } catch {
    return text;
  }
}
