// The one game loop: moves, seats, points, clocks and the players' hooks, on every path out.
import { type ChooseOptions, type Player, randomPlayer, unsearchedChoice } from '@quadrille/ai';
import type { MoveOf } from '@quadrille/core';
import { mnk } from '@quadrille/examples';
import { describe, expect, it } from 'vitest';
import { type AnyPosition, type GamePlayer, GameStopped, playGame } from '../src/index.js';

/** A random player that records its hooks' calls in `log`. */
function logged(name: string, seed: number, log: string[], chooser?: Player<AnyPosition>): GamePlayer {
  const inner = chooser ?? randomPlayer<AnyPosition>(seed);
  return {
    name,
    chooseMove: (pos, options) => inner.chooseMove(pos, options),
    finish: async (pos) => void log.push(`${name} finish ${pos.history.length}`),
    close: async () => void log.push(`${name} close`),
  };
}

describe('playGame', () => {
  it('plays to the end with the sides in their seats, then finishes and closes both players', async () => {
    const log: string[] = [];
    const seen: string[] = [];
    const played = await playGame({
      game: mnk,
      options: { width: 4, k: 3 },
      players: [logged('A', 1, log), logged('B', 2, log)],
      sides: () => [1, 0],
      onMove: (pos, _move, text) => void seen.push(`${text}@${pos.history.length}`),
    });
    const { position, outcome, moves, sides, points, movesBySide } = played;
    expect(position.isOver()).toBe(true);
    expect(outcome).toEqual(position.outcome());
    expect(sides).toEqual([1, 0]);
    expect(moves).toHaveLength(position.history.length);
    expect(seen).toEqual(moves.map((m, i) => `${m}@${i + 1}`));
    expect(movesBySide[1]).toBe(Math.ceil(moves.length / 2)); // B holds seat 0 and moves first
    expect(points[0] + points[1]).toBeCloseTo(1);
    const winner = outcome.winners.length === 1 ? sides[outcome.winners[0]!]! : undefined;
    if (winner !== undefined) expect(points[winner]).toBe(1);
    expect(log).toEqual([`A finish ${moves.length}`, `B finish ${moves.length}`, 'A close', 'B close']);
  });

  it('closes the players when a player fails, and passes the failure on', async () => {
    const log: string[] = [];
    const failing: Player<AnyPosition> = {
      name: 'F',
      chooseMove: () => Promise.reject(new Error('engine died')),
    };
    await expect(
      playGame({
        game: mnk,
        options: {},
        players: [logged('A', 1, log), logged('F', 2, log, failing)],
        sides: () => [1, 0],
      }),
    ).rejects.toThrow('engine died');
    expect(log).toEqual(['A close', 'F close']);
  });

  it('stops when its signal aborts, without playing the move being searched', async () => {
    const log: string[] = [];
    const controller = new AbortController();
    const stopping: Player<AnyPosition> = {
      name: 'S',
      chooseMove: async <Q extends AnyPosition>(pos: Q) => {
        controller.abort();
        return unsearchedChoice(pos.legalMoves()[0]! as MoveOf<Q>);
      },
    };
    let moves = 0;
    await expect(
      playGame({
        game: mnk,
        options: {},
        players: [logged('S', 1, log, stopping), logged('B', 2, log)],
        sides: () => [0, 1],
        signal: controller.signal,
        onMove: () => void moves++,
      }),
    ).rejects.toBeInstanceOf(GameStopped);
    expect(moves).toBe(0);
    expect(log).toEqual(['S close', 'B close']);
  });

  it('keeps each side’s clock: tells the player its time left and charges its moves', async () => {
    const told: (number | undefined)[] = [];
    const slow: Player<AnyPosition> = {
      name: 'slow',
      chooseMove: async <Q extends AnyPosition>(pos: Q, options?: ChooseOptions) => {
        told.push(options?.timeLeftMs);
        await new Promise((resolve) => setTimeout(resolve, 20));
        return unsearchedChoice(pos.legalMoves()[0]! as MoveOf<Q>);
      },
    };
    const played = await playGame({
      game: mnk,
      options: { width: 3, height: 3, k: 3 },
      players: [slow, randomPlayer(1)],
      sides: () => [0, 1],
      clock: { totalMs: 10_000, incrementMs: 5 },
    });
    const slowMoves = played.movesBySide[0];
    expect(told).toHaveLength(slowMoves);
    expect(told[0]).toBe(10_000);
    // Each move cost about 20 ms and earned 5: the time told goes down move after move.
    for (let i = 1; i < told.length; i++) expect(told[i]!).toBeLessThan(told[i - 1]!);
    expect(played.timeLeftMs![0]).toBeLessThan(10_000 - slowMoves * 10);
    expect(played.timeLeftMs![1]).toBeGreaterThan(played.timeLeftMs![0]!);
  });

  it('has no clocks to report without clock settings', async () => {
    const played = await playGame({
      game: mnk,
      options: {},
      players: [randomPlayer(1), randomPlayer(2)],
      sides: () => [0, 1],
    });
    expect(played.timeLeftMs).toBeUndefined();
  });
});
