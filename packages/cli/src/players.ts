/**
 * Players by name for `--ai`, `--a` and `--b`: every name of `@quadrille/play` (`mcts`,
 * `mcts:<level>`, `uct`, `random` and the game's own policies, such as Blokus' `greedy`, made by
 * its `makePlayer`), and in matches `gtp:<command line>`, an external Blokus engine. Each name
 * is read once, by {@link readPlayer} (play's `parsePlayerSpec`, its mistakes usage errors); the
 * rest takes the `PlayerSpec` it returns. With `--threads N` (N > 1), `mcts` searches on N
 * worker threads, one tree shared by all.
 *
 * @module
 */

import { spawnNodeThread } from '@quadrille/ai/node';
import { type GameModule, isQuadrilleError } from '@quadrille/core';
import {
  describePlayer,
  type GamePlayer,
  makePlayer as makePlayLayerPlayer,
  type PlayerSettings,
  type PlayerSpec,
  parsePlayerSpec,
} from '@quadrille/play';
import type { OpenedGame } from './games.js';
import { gtpPlayer } from './gtp/player.js';
import { UsageError } from './usage-error.js';

/** The play layer's mistakes about players are mistakes on the command line (exit code 2). */
const PLAYER_MISTAKES = new Set(['unknown-player', 'bad-command-line']);

/** `f()`, with a mistake about a player turned into a {@link UsageError}. */
function asUsage<T>(f: () => T): T {
  try {
    return f();
  } catch (e) {
    throw isQuadrilleError(e) && PLAYER_MISTAKES.has(e.reason ?? '') ? new UsageError(e.message) : e;
  }
}

/**
 * A player name from the command line, read (play's `parsePlayerSpec`).
 *
 * @throws {@link UsageError} for a malformed name (`mcts:9`, `gtp:"unclosed`).
 */
export function readPlayer(text: string): PlayerSpec {
  return asUsage(() => parsePlayerSpec(text));
}

/**
 * Both players as a match or study header names them: `A mcts:3 (120 simulations per move) vs B uct`
 * (play's `describePlayer` for each).
 */
export function describePlayers(players: readonly [PlayerSpec, PlayerSpec]): string {
  return `A ${describePlayer(players[0])} vs B ${describePlayer(players[1])}`;
}

/**
 * `--threads N`: the threads of a searching player, and the game as they load it (plain data,
 * so a match's worker threads get it in their `MatchSpec`).
 */
export interface SearchThreads {
  /** How many threads `mcts` searches on (more than one). */
  readonly count: number;
  /** The game's module and id, for the threads to load it. */
  readonly game: GameModule;
}

/**
 * The threads of `--threads N` for the game `opened`: undefined for one thread (then `mcts`
 * searches in this thread).
 */
export function searchThreads(
  opened: Pick<OpenedGame, 'game' | 'module'>,
  count: number,
): SearchThreads | undefined {
  return count > 1 ? { count, game: { module: opened.module, game: opened.game.id } } : undefined;
}

/** What {@link makePlayer} makes a player with: play's settings, with `--threads` as plain data. */
export interface CommandPlayerSettings extends Omit<PlayerSettings, 'threads'> {
  /** The threads `mcts` searches on (`--threads`), on Node's worker threads. */
  readonly threads?: SearchThreads;
}

/**
 * A new player: play's `makePlayer` (`mcts:<level>` plays at its level's budget, whatever
 * `budget` says; an opening book in front of the searching players; with `threads`, `mcts`
 * searches on that many worker threads, the budget each thread's — call `close` when done).
 *
 * @throws {@link UsageError} for a name the game does not have, an argument to a player that
 *   takes none, or a GTP engine (those play in matches only, see {@link makeMatchPlayer}).
 */
export function makePlayer(spec: PlayerSpec, settings: CommandPlayerSettings): GamePlayer {
  if (spec.name === 'gtp') throw new UsageError('a GTP engine (gtp:…) plays in quadrille match only');
  const { threads, ...rest } = settings;
  return asUsage(() =>
    makePlayLayerPlayer(spec, {
      ...rest,
      ...(threads === undefined ? {} : { threads: { ...threads, spawn: spawnNodeThread } }),
    }),
  );
}

/** What {@link makeMatchPlayer} needs besides the name. */
export interface MatchPlayerSettings extends CommandPlayerSettings {
  /** The game's options. */
  readonly options: object;
  /** The longest wait for a GTP engine's response, ms. */
  readonly engineTimeoutMs: number;
  /** How messages name the player's game and side, e.g. `game 3, side B`. */
  readonly where: string;
}

/**
 * A new match player: any name {@link makePlayer} takes, or `gtp:<command line>`, a Blokus
 * engine speaking Pentobi's GTP dialect, started with that command line (split like a shell's
 * words when the name was read; no shell runs) when its game begins.
 *
 * @throws {@link UsageError} for an unknown name, or a GTP engine for a game other than Blokus
 *   or a custom Blokus variant.
 */
export function makeMatchPlayer(spec: PlayerSpec, settings: MatchPlayerSettings): GamePlayer {
  const { game, options, seed, engineTimeoutMs, where, ...rest } = settings;
  if (spec.command === undefined) return makePlayer(spec, { game, seed, ...rest });
  if (game.id !== 'blokus') {
    throw new UsageError(`a GTP engine (gtp:…) plays Blokus only (Pentobi's dialect), not ${game.id}`);
  }
  return gtpPlayer({
    argv: spec.command,
    name: spec.label,
    options,
    seed,
    timeoutMs: engineTimeoutMs,
    where,
  });
}
