/**
 * Players by name for `--ai`, `--a` and `--b`: `mcts`, `uct` and `random` for every game, the
 * extra players a game registers (Blokus' `greedy`), and in matches `gtp:<command line>`, an
 * external Blokus engine. A name may carry an argument after a colon (`name:argument`).
 *
 * @module
 */

import { basename } from 'node:path';
import { MCTS_LEVELS, type MctsLevel, mctsPlayer, type Player, randomPlayer } from '@quadrille/ai';
import { studyPlayerNames } from '@quadrille/study';
import { splitCommandLine } from './command-line.js';
import type { AiSettings } from './flags.js';
import { gtpPlayer } from './gtp-player.js';
import type { MatchPlayer } from './match-runner.js';
import type { AnyPosition, GameSupport } from './registry.js';
import { UsageError } from './usage-error.js';

/** A player name and the argument after its first colon (`gtp:pentobi-gtp --level 3`). */
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

/** The player names a game accepts: a study's (`mcts`, `random` and the game's own) and `uct`. */
export function playerNames(support: GameSupport): string[] {
  return [...studyPlayerNames(support), 'uct'];
}

/**
 * A new player.
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
  const { name, argument } = parsePlayerSpec(text);
  if (name === 'gtp') throw new UsageError('a GTP engine (gtp:…) plays in quadrille match only');
  // Own names only: `toString` or `constructor` is no player.
  const extra =
    support.players !== undefined && Object.hasOwn(support.players, name) ? support.players[name] : undefined;
  if (name !== 'mcts' && name !== 'uct' && name !== 'random' && extra === undefined) {
    throw new UsageError(`unknown player '${name}'; players: ${playerNames(support).join(', ')}`);
  }
  if (argument !== undefined && name !== 'mcts') {
    throw new UsageError(`player '${name}' takes no argument, got '${text}'`);
  }
  const budget = {
    ...(ai.timeMs === undefined ? {} : { timeMs: ai.timeMs }),
    ...(ai.iterations === undefined ? {} : { iterations: ai.iterations }),
  };
  if (name === 'mcts') {
    return mctsPlayer<AnyPosition>({
      seed,
      // `mcts:L` plays at level L (its simulation budget, whatever --time or --iterations say).
      ...(argument === undefined ? budget : { level: levelOf(argument) }),
      ...(support.knowledge === undefined ? {} : { knowledge: support.knowledge }),
      ...support.mcts,
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
    throw new UsageError(`mcts:<level> takes a level from 1 to ${MCTS_LEVELS.length}, got '${argument}'`);
  }
  return level as MctsLevel;
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
 * words, see {@link splitCommandLine}; no shell runs) when its game begins.
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
