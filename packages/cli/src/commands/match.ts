/**
 * `quadrille match <game>`: two players against each other over several games, seats
 * alternating, with a progress line (on a terminal also redrawn during each game) and a result
 * table with each side's score and its 95% interval; `--record FILE` writes the games (Blokus:
 * Pentobi SGF; other games: one JSON object per line). A player may be an external Blokus
 * engine (`gtp:<command line>`); `--workers N` plays N games at a time on worker threads.
 *
 * @module
 */

import { writeFileSync } from 'node:fs';
import { describeBudget } from '@quadrille/ai';
import type { AnyGameDescription } from '@quadrille/core';
import {
  formatMatchSummary,
  GameStopped,
  type MatchSettings,
  type PlayedGame,
  runMatch,
  SEATINGS,
  summariseMatch,
} from '@quadrille/play';
import { seatNames } from '../board.js';
import { BOOK_FLAG, readBookFile } from '../books.js';
import {
  AI_FLAGS,
  aiSettings,
  GAME_FLAGS,
  numberFlag,
  parseFlags,
  THREADS_FLAG,
  threadsFlag,
} from '../flags.js';
import { type GameList, openGame } from '../games.js';
import { EngineError } from '../gtp/engine-error.js';
import type { Io } from '../io.js';
import { type MatchSpec, matchSettings } from '../match-spec.js';
import { checkOutputPath } from '../output-path.js';
import { runParallelMatch } from '../parallel-match.js';
import { describePlayers, readPlayer, searchThreads } from '../players.js';
import { recordText } from '../records.js';
import { UsageError } from '../usage-error.js';
import { boardSvg } from './render.js';

/** Usage of `quadrille match`. */
export const MATCH_USAGE = `quadrille match <game> [--a mcts] [--b random] [--games N] [--seed S] [--time S] [--iterations N] [--clock S[+I]] [--threads N] [--variant V] [--options JSON] [--option K=V] [--module M] [--record FILE] [--svg FILE] [--seating alternate|one] [--workers N] [--gtp-timeout S] [--book FILE]
  Computer against computer; seats alternate between A and B every game (--seating one: A holds one
  seat, a different one each game, B all the others). Players: mcts, uct, random, the game's own
  (greedy), or for Blokus gtp:"<command line>", an engine speaking Pentobi's GTP dialect (its
  moves are checked, and its final score must agree). --workers N plays N games at a time;
  --threads N: each mcts side searches on N threads, one shared tree (default 1).
  --book FILE: our searching players (mcts, uct) play the opening book's moves where it has one.
  Prints a result table with 95% intervals; --svg draws the last game's final board.`;

/** The longest wait for an engine's response by default, seconds. */
const DEFAULT_GTP_TIMEOUT_S = 120;

/** Runs `quadrille match`; resolves to the exit code (130 if stopped by Ctrl-C). */
export async function match(args: readonly string[], io: Io, catalogue: GameList): Promise<number> {
  const { values, positionals } = parseFlags(args, {
    ...GAME_FLAGS,
    ...AI_FLAGS,
    ...THREADS_FLAG,
    a: { type: 'string' },
    b: { type: 'string' },
    games: { type: 'string' },
    record: { type: 'string' },
    svg: { type: 'string' },
    seating: { type: 'string' },
    workers: { type: 'string' },
    'gtp-timeout': { type: 'string' },
    ...BOOK_FLAG,
  });
  // Before any game: a missing folder must not cost a whole match.
  checkOutputPath('record', values.record);
  checkOutputPath('svg', values.svg);
  const opened = await openGame(catalogue, positionals[0], values);
  const { game, options } = opened;
  const games = numberFlag('games', values.games, 2, { min: 1, max: 1_000_000, integer: true });
  const workers = numberFlag('workers', values.workers, 1, { min: 1, max: 256, integer: true });
  const timeoutS = numberFlag('gtp-timeout', values['gtp-timeout'], DEFAULT_GTP_TIMEOUT_S, {
    min: 0.001,
    max: 86_400,
  });
  const ai = aiSettings(values, 1);
  const threads = searchThreads(opened, threadsFlag(values.threads));
  const book = readBookFile(values.book);
  const seating = values.seating ?? 'alternate';
  if (!Object.hasOwn(SEATINGS, seating)) {
    throw new UsageError(`--seating must be one of ${Object.keys(SEATINGS).join(', ')}, got '${seating}'`);
  }
  const spec: MatchSpec = {
    game: { module: opened.module, game: game.id },
    options,
    players: [values.a ?? 'mcts', values.b ?? 'random'],
    ai,
    seating: seating as keyof typeof SEATINGS,
    games,
    engineTimeoutMs: timeoutS * 1000,
    ...(book === undefined ? {} : { book }),
    ...(threads === undefined ? {} : { threads }),
  };
  const settings = matchSettings(spec, game);
  // Check both players before the first game (making one starts nothing: an engine starts with
  // its game, search threads with the first search).
  await Promise.all([settings.makePlayer(0, 0), settings.makePlayer(1, 0)].map((p) => p.close?.()));
  const { names } = settings;
  const players = [readPlayer(spec.players[0]), readPlayer(spec.players[1])] as const;
  io.stdout.write(
    `${game.id} ${JSON.stringify(options)}: ${describePlayers(players)}, ${games} games, ${describeBudget(ai.budget)}${threads === undefined ? '' : `, mcts on ${threads.count} threads`}, seed ${ai.seed}${workers > 1 ? `, ${workers} workers` : ''}\n`,
  );

  const results: PlayedGame[] = [];
  const onGame = (r: PlayedGame, g: number) => {
    results.push(r);
    progress(io, r, g, games, names);
  };
  const controller = new AbortController();
  const unsubscribe = io.onInterrupt?.(() => controller.abort());
  /** Why the match ended early: one line for stderr, and the exit code. */
  let stopped: { line: string; code: number } | undefined;
  try {
    if (workers === 1) {
      await runMatch({
        ...settings,
        signal: controller.signal,
        ...(io.stderr.isTTY === true ? { onMove: moveProgress(io, game, games) } : {}),
        onGame,
      });
    } else {
      await runParallelMatch(spec, game, workers, { onGame, signal: controller.signal });
    }
  } catch (e) {
    const done = `${results.length} of ${games} games finished`;
    if (e instanceof GameStopped) stopped = { line: `match stopped by Ctrl-C; ${done}`, code: 130 };
    else if (e instanceof EngineError) stopped = { line: `${e.message} (${done})`, code: 1 };
    else throw e;
  } finally {
    unsubscribe?.();
  }
  if (io.stderr.isTTY === true) io.stderr.write('\n');
  if (results.length > 0) {
    const seats = seatNames(game, opened.position);
    io.stdout.write(formatMatchSummary(summariseMatch(results, opened.position.seats), names, seats));
    if (values.record !== undefined) {
      const recorded = results.map((r) => ({
        position: r.position,
        players: r.sides.map((side) => names[side]),
      }));
      writeFileSync(values.record, recordText(game, options, recorded));
      io.stdout.write(`recorded ${results.length} games in ${values.record}\n`);
    }
    if (values.svg !== undefined) {
      writeFileSync(values.svg, boardSvg(game, results.at(-1)!.position));
      io.stdout.write(`drew the last game's final board in ${values.svg}\n`);
    }
  }
  if (stopped === undefined) return 0;
  io.stderr.write(`quadrille: ${stopped.line.replace(/\s*[\r\n]+\s*/g, ' ')}\n`);
  return stopped.code;
}

/** How often the line of the game in progress is redrawn on a terminal. */
const MOVE_PROGRESS_MS = 100;

/** On a terminal, one line redrawn during each game: the move number and who is to move. */
function moveProgress(io: Io, game: AnyGameDescription, games: number): NonNullable<MatchSettings['onMove']> {
  let shown = Number.NEGATIVE_INFINITY;
  return (pos, _move, text, g) => {
    const now = performance.now();
    // Always the first and last move of a game; in between, at most every MOVE_PROGRESS_MS.
    if (now - shown < MOVE_PROGRESS_MS && pos.history.length > 1 && !pos.isOver()) return;
    shown = now;
    const next = pos.isOver() ? 'game over' : `${seatNames(game, pos)[pos.turn]} to move`;
    io.stderr.write(`\r\u001b[2Kgame ${g + 1}/${games}: move ${pos.history.length} ${text}, ${next}`);
  };
}

function progress(io: Io, r: PlayedGame, g: number, games: number, names: readonly [string, string]): void {
  const winners = r.outcome.winners.map((seat) => `${names[r.sides[seat]!]}@${seat}`).join(' ');
  const line = `game ${g + 1}/${games}: ${r.moves.length} moves, won by ${winners} (scores ${r.outcome.scores.join(' ')})`;
  io.stderr.write(io.stderr.isTTY === true ? `\r\u001b[2K${line}` : `${line}\n`);
}
