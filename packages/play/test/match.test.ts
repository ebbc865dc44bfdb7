// Matches: games one after the other with fresh players, seats by rule, stopped by a signal;
// their summary (shared wins shared) and its table.
import { randomPlayer } from '@quadrille/ai';
import { mnk } from '@quadrille/examples';
import { talpa } from '@quadrille/talpa';
import { describe, expect, it } from 'vitest';
import { GameStopped, type PlayedGame } from '../src/game-loop.js';
import { type MatchSettings, runMatch } from '../src/match.js';
import { formatMatchSummary, summariseMatch } from '../src/match-summary.js';
import { SEATINGS } from '../src/seating.js';

/** A match of tic-tac-toe between two random players, seeded by game and side. */
function ticTacToe(more: Partial<MatchSettings> = {}): MatchSettings {
  return {
    game: mnk,
    options: { width: 3, height: 3, k: 3 },
    names: ['one', 'two'],
    makePlayer: (side, game) => randomPlayer(game * 2 + side),
    games: 4,
    ...more,
  };
}

describe('runMatch', () => {
  it('plays the games in order, seats alternating, and reports each', async () => {
    const seen: number[] = [];
    const games = await runMatch(ticTacToe({ onGame: (_r, i) => void seen.push(i) }));
    expect(seen).toEqual([0, 1, 2, 3]);
    expect(games.map((g) => g.sides)).toEqual([
      [0, 1],
      [1, 0],
      [0, 1],
      [1, 0],
    ]);
    // Seeded players: the same match again plays the same games.
    expect((await runMatch(ticTacToe())).map((g) => g.moves)).toEqual(games.map((g) => g.moves));
  });

  it('seats by the rule given, and keeps each side’s clock', async () => {
    const [game] = await runMatch(ticTacToe({ games: 1, seating: SEATINGS.one, clock: { totalMs: 60_000 } }));
    expect(game!.sides).toEqual([0, 1]);
    expect(game!.timeLeftMs).toHaveLength(2);
    for (const ms of game!.timeLeftMs!) expect(ms).toBeLessThanOrEqual(60_000);
  });

  it('stops at its signal, with the game in progress abandoned', async () => {
    const controller = new AbortController();
    const done: PlayedGame[] = [];
    const stopped = runMatch(
      ticTacToe({
        games: 3,
        signal: controller.signal,
        onGame: (r) => void done.push(r),
        onMove: (_pos, _move, _text, game) => {
          if (game === 1) controller.abort();
        },
      }),
    );
    await expect(stopped).rejects.toBeInstanceOf(GameStopped);
    expect(done).toHaveLength(1);
  });
});

describe('summariseMatch', () => {
  it('summarises shared wins as shared points', () => {
    const base = {
      moves: Array.from({ length: 10 }, () => 'a1'),
      thinkingMs: [10, 0] as const,
      movesBySide: [5, 5] as const,
      position: talpa.create(),
    };
    const s = summariseMatch(
      [
        { ...base, sides: [0, 1], outcome: { scores: [1, -1], winners: [0] }, points: [1, 0] },
        { ...base, sides: [1, 0], outcome: { scores: [0, 0], winners: [0, 1] }, points: [0.5, 0.5] },
      ],
      2,
    );
    expect(s.points).toEqual([1.5, 0.5]);
    expect(s.perSeat[0]).toEqual([
      { points: 1, games: 1 },
      { points: 0.5, games: 1 },
    ]);
    expect(s.msPerMove).toEqual([2, 0]);
    expect(s.averagePlies).toBe(10);
  });

  it('formats the table with each side’s score and interval, and the seats by name', async () => {
    const games = await runMatch(ticTacToe());
    const table = formatMatchSummary(summariseMatch(games, 2), ['one', 'two'], ['X', 'O']);
    expect(table).toMatch(/^player\s+points\s+win %\s+X\s+O\s+ms\/move\s+95% interval\n/);
    expect(table).toMatch(
      /\nA one\s+[\d.]+\s+[\d.]+\s+[\d.]+\/2\s+[\d.]+\/2\s+[\d.]+\s+\[[\d.]+, [\d.]+\]\n/,
    );
    expect(table).toMatch(/average length: [\d.]+ moves over 4 games\n$/);
  });
});
