/**
 * Players by name for `--ai`, `--a` and `--b`: every name of `@quadrille/study`'s
 * `makeStudyPlayer` (`mcts`, `mcts:<level>`, `uct`, `random` and the game's own policies, such
 * as Blokus' `greedy`), and in matches `gtp:<command line>`, an external Blokus engine. Each
 * name is parsed once, by {@link readPlayer}; the rest takes the parsed `PlayerSpec`. With
 * `--threads N` (N > 1), `mcts` searches on N threads, one tree shared by all
 * (`parallelPlayer` of `@quadrille/ai/node`).
 *
 * @module
 */

import { basename } from 'node:path';
import { type Budget, bookPlayer, type GameModule } from '@quadrille/ai';
import { parallelPlayer } from '@quadrille/ai/node';
import { type AnyGameDescription, isQuadrilleError, type OpeningBook } from '@quadrille/core';
import {
  type AnyPosition,
  describePlayer,
  type GamePlayer,
  makeStudyPlayer,
  type PlayerSpec,
  parsePlayerSpec,
} from '@quadrille/study';
import { type OpenedGame, threadGame } from './games.js';
import { splitCommandLine } from './gtp/command-line.js';
import { gtpPlayer } from './gtp/player.js';
import { UsageError } from './usage-error.js';

/** The study package's mistakes about players are mistakes on the command line (exit code 2). */
function asUsage<T>(f: () => T): T {
  try {
    return f();
  } catch (e) {
    throw isQuadrilleError(e) && e.reason === 'unknown-player' ? new UsageError(e.message) : e;
  }
}

/**
 * A player name from the command line, parsed (study's `parsePlayerSpec`).
 *
 * @throws {@link UsageError} for a malformed name (`mcts:9`).
 */
export function readPlayer(text: string): PlayerSpec {
  return asUsage(() => parsePlayerSpec(text));
}

/**
 * Both players as a match or study header names them: `A mcts:3 (120 simulations per move) vs B uct`
 * (`@quadrille/study`'s `describePlayer` for each).
 */
export function describePlayers(players: readonly [PlayerSpec, PlayerSpec]): string {
  return `A ${describePlayer(players[0])} vs B ${describePlayer(players[1])}`;
}

/** The players that search, and so consult an opening book first (`--book`). */
const SEARCHERS = new Set(['mcts', 'uct']);

/**
 * `--threads N`: the threads of a searching player, and the game as they import it (plain data,
 * so a match's worker threads get it in their `MatchSpec`).
 */
export interface SearchThreads {
  /** How many threads `mcts` searches on (more than one). */
  readonly count: number;
  /** The game's module and export, for the threads to import (see {@link threadGame}). */
  readonly game: GameModule;
}

/**
 * The threads of `--threads N` for the game `opened`: undefined for one thread (then `mcts` is
 * `mctsPlayer`, searching in this thread).
 *
 * @throws {@link UsageError} when the game's module exports it only in a list.
 */
export async function searchThreads(
  opened: Pick<OpenedGame, 'game' | 'module'>,
  count: number,
): Promise<SearchThreads | undefined> {
  return count > 1 ? { count, game: await threadGame(opened) } : undefined;
}

/**
 * A new player: `@quadrille/study`'s `makeStudyPlayer` (`mcts:<level>` plays at its level's
 * budget, whatever `budget` says), with `book` in front of it if it searches (`mcts`, `uct`).
 * With `threads`, `mcts` (and `mcts:<level>`) searches on that many threads, one tree shared by
 * all, the budget each thread's (`parallelPlayer` of `@quadrille/ai`: the same knowledge, from
 * the game's description, and the same clock): call its `close` when done with it (every player
 * made here has one to call, or none).
 *
 * @throws {@link UsageError} for a name the game does not have, an argument to a player that
 *   takes none, or a GTP engine (those play in matches only, see {@link makeMatchPlayer}).
 */
export function makePlayer(
  spec: PlayerSpec,
  game: AnyGameDescription,
  budget: Budget,
  seed: number,
  book?: OpeningBook<AnyPosition>,
  threads?: SearchThreads,
): GamePlayer {
  if (spec.name === 'gtp') throw new UsageError('a GTP engine (gtp:…) plays in quadrille match only');
  const player: GamePlayer =
    threads !== undefined && spec.name === 'mcts'
      ? parallelPlayer<AnyPosition>({
          threads: threads.count,
          game: threads.game,
          seed,
          ...(spec.level === undefined ? budget : { level: spec.level }),
        })
      : asUsage(() => makeStudyPlayer(spec, game, budget, seed));
  if (book === undefined || !SEARCHERS.has(spec.name)) return player;
  const booked = bookPlayer(book, player, seed);
  const { close } = player;
  return close === undefined ? booked : { ...booked, close: () => close.call(player) };
}

/** What {@link makeMatchPlayer} needs besides the name. */
export interface MatchPlayerSettings {
  /** The game. */
  readonly game: AnyGameDescription;
  /** The game's options. */
  readonly options: object;
  /** The budget of our players. */
  readonly budget: Budget;
  /** The player's seed (a GTP engine gets it as `set_random_seed` when it knows the command). */
  readonly seed: number;
  /** The longest wait for a GTP engine's response, ms. */
  readonly engineTimeoutMs: number;
  /** How messages name the player's game and side, e.g. `game 3, side B`. */
  readonly where: string;
  /** The opening book our searching players consult first (`--book`). */
  readonly book?: OpeningBook<AnyPosition>;
  /** The threads our `mcts` players search on (`--threads`). */
  readonly threads?: SearchThreads;
}

/**
 * A new match player: any name {@link makePlayer} takes, or `gtp:<command line>`, a Blokus
 * engine speaking Pentobi's GTP dialect, started with that command line (split like a shell's
 * words; no shell runs) when its game begins.
 *
 * @throws {@link UsageError} for an unknown name, a GTP engine for a game other than Blokus or
 *   a custom Blokus variant, or a malformed command line.
 */
export function makeMatchPlayer(spec: PlayerSpec, settings: MatchPlayerSettings): GamePlayer {
  const { game, budget, seed } = settings;
  if (spec.name !== 'gtp') return makePlayer(spec, game, budget, seed, settings.book, settings.threads);
  if (game.id !== 'blokus') {
    throw new UsageError(`a GTP engine (gtp:…) plays Blokus only (Pentobi's dialect), not ${game.id}`);
  }
  return gtpPlayer({
    argv: splitCommandLine(spec.argument ?? '', `the engine command line '${spec.text}'`),
    name: playerLabel(spec),
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
export function playerLabel(spec: PlayerSpec): string {
  if (spec.name !== 'gtp') return spec.text;
  try {
    return `gtp:${basename(splitCommandLine(spec.argument ?? '')[0]!)}`;
  } catch {
    return spec.text;
  }
}
