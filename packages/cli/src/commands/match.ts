/**
 * `quadrille match <game>`: two computer players against each other over several games, seats
 * alternating, with a progress line (on a terminal also redrawn during each game) and a result
 * table; `--record FILE` writes the games (Blokus: Pentobi SGF; other games: one JSON object per
 * line).
 *
 * @module
 */

import { writeFileSync } from 'node:fs';
import { AI_FLAGS, aiSettings, GAME_FLAGS, numberFlag, parseFlags } from '../flags.js';
import type { Io } from '../io.js';
import {
  formatSummary,
  type GameResult,
  type MatchSettings,
  playerSeed,
  runMatch,
  SEATINGS,
  summarise,
} from '../match-runner.js';
import { makePlayer } from '../players.js';
import type { GameSupport, RecordedGame, Registry } from '../registry.js';
import { openGame } from '../setup.js';
import { UsageError } from '../usage-error.js';
import { boardSvg } from './render.js';

/** Usage of `quadrille match`. */
export const MATCH_USAGE = `quadrille match <game> [--a mcts] [--b random] [--games N] [--seed S] [--time S] [--iterations N] [--variant V] [--options JSON] [--record FILE] [--svg FILE] [--seating alternate|one]
  Computer against computer; seats alternate between A and B every game (--seating one: A holds one
  seat, a different one each game, B all the others). Prints a result table; --svg draws the last
  game's final board.`;

/** Runs `quadrille match`; resolves to the exit code. */
export async function match(args: readonly string[], io: Io, registry: Registry): Promise<number> {
  const { values, positionals } = parseFlags(args, {
    ...GAME_FLAGS,
    ...AI_FLAGS,
    a: { type: 'string' },
    b: { type: 'string' },
    games: { type: 'string' },
    record: { type: 'string' },
    svg: { type: 'string' },
    seating: { type: 'string' },
  });
  const opened = await openGame(registry, positionals[0], values);
  const { support, entry, options } = opened;
  const games = numberFlag('games', values.games, 2, { min: 1, max: 1_000_000, integer: true });
  const ai = aiSettings(values, 1);
  const seatingName = values.seating ?? 'alternate';
  if (!Object.hasOwn(SEATINGS, seatingName)) {
    throw new UsageError(
      `--seating must be one of ${Object.keys(SEATINGS).join(', ')}, got '${seatingName}'`,
    );
  }
  const seating = SEATINGS[seatingName as keyof typeof SEATINGS];
  const names = [values.a ?? 'mcts', values.b ?? 'random'] as const;
  // Validate both names before the first game.
  for (const [side, n] of names.entries()) makePlayer(n, support, ai, side);
  const seatNames = Array.from({ length: opened.position.seats }, (_, s) =>
    support.seatName(opened.position, s),
  );
  const budget =
    ai.iterations === undefined
      ? `${(ai.timeMs ?? 0) / 1000} s per move`
      : `${ai.iterations} simulations per move`;
  io.stdout.write(
    `${entry.name} ${JSON.stringify(options)}: A ${names[0]} vs B ${names[1]}, ${games} games, ${budget}, seed ${ai.seed}\n`,
  );

  const results = await runMatch({
    support,
    options,
    names,
    games,
    seating,
    makePlayer: (side, g) => makePlayer(names[side], support, ai, playerSeed(ai.seed, g, side)),
    ...(io.stderr.isTTY === true ? { onMove: moveProgress(io, support, games) } : {}),
    onGame: (r, g) => progress(io, r, g, games, names),
  });
  if (io.stderr.isTTY === true) io.stderr.write('\n');
  io.stdout.write(formatSummary(summarise(results, opened.position.seats), names, seatNames));
  if (values.record !== undefined) {
    writeFileSync(values.record, recordText(support, options, results, names));
    io.stdout.write(`recorded ${results.length} games in ${values.record}\n`);
  }
  if (values.svg !== undefined) {
    writeFileSync(values.svg, boardSvg(support, results.at(-1)!.position));
    io.stdout.write(`drew the last game's final board in ${values.svg}\n`);
  }
  return 0;
}

/** How often the line of the game in progress is redrawn on a terminal. */
const MOVE_PROGRESS_MS = 100;

/** On a terminal, one line redrawn during each game: the move number and who is to move. */
function moveProgress(io: Io, support: GameSupport, games: number): NonNullable<MatchSettings['onMove']> {
  let shown = Number.NEGATIVE_INFINITY;
  return (pos, _move, text, g) => {
    const now = performance.now();
    // Always the first and last move of a game; in between, at most every MOVE_PROGRESS_MS.
    if (now - shown < MOVE_PROGRESS_MS && pos.history.length > 1 && !pos.isOver()) return;
    shown = now;
    const next = pos.isOver() ? 'game over' : `${support.seatName(pos, pos.turn)} to move`;
    io.stderr.write(`\r\u001b[2Kgame ${g + 1}/${games}: move ${pos.history.length} ${text}, ${next}`);
  };
}

function progress(io: Io, r: GameResult, g: number, games: number, names: readonly [string, string]): void {
  const winners = r.winners.map((seat) => `${names[r.sides[seat]!]}@${seat}`).join(' ');
  const line = `game ${g + 1}/${games}: ${r.plies} moves, won by ${winners} (scores ${r.scores.join(' ')})`;
  io.stderr.write(io.stderr.isTTY === true ? `\r\u001b[2K${line}` : `${line}\n`);
}

function recordText(
  support: GameSupport,
  options: object,
  results: readonly GameResult[],
  names: readonly [string, string],
): string {
  const games: RecordedGame[] = results.map((r) => ({
    options,
    position: r.position,
    players: r.sides.map((side) => names[side]),
  }));
  const own = support.writeRecords?.(games);
  if (own !== undefined) return own;
  return games.map((g) => `${JSON.stringify(jsonRecord(support, g))}\n`).join('');
}

/** A game as one JSON object: options, players, moves in notation, outcome and final position. */
export function jsonRecord(support: GameSupport, g: RecordedGame): object {
  const replay = support.game.create(g.options);
  const moves = g.position.history.map((m) => {
    const text = support.game.formatMove(replay, m);
    replay.play(m);
    return text;
  });
  return {
    game: support.game.id,
    options: g.options,
    players: g.players,
    moves,
    outcome: g.position.outcome(),
    position: g.position.toJSON(),
  };
}
