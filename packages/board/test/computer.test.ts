/**
 * The computer opponent in Node: `attachComputer` on a stand-in board (an EventTarget with a game,
 * a position and `play`), its worker side `serveComputer` on an in-process port, wired as a Web
 * Worker would be. It answers for its seats, names a game its worker lacks, abandons a search
 * when the position changes, and stops when detached.
 */

import type { ThreadEndpoint, ThreadEvent } from '@quadrille/ai';
import { attachComputer, type ComputerEventDetail, serveComputer } from '@quadrille/board/computer';
import { type AnyGameDescription, OptionsError, type Position } from '@quadrille/core';
import { mnk } from '@quadrille/examples';
import { talpa } from '@quadrille/games';
import { describe, expect, it, vi } from 'vitest';

/** A board as the computer sees it. */
class StandInBoard extends EventTarget {
  #pos: Position<number>;
  constructor(readonly game: AnyGameDescription) {
    super();
    this.#pos = game.create();
  }
  get position(): Position<number> {
    return this.#pos.clone();
  }
  play(move: number | string): void {
    this.#pos.play(typeof move === 'string' ? this.game.parseMove(this.#pos, move) : move);
    this.dispatchEvent(new CustomEvent('quadrille-change', { detail: { cause: 'play' } }));
  }
  undo(): void {
    this.#pos.undo!();
    this.dispatchEvent(new CustomEvent('quadrille-change', { detail: { cause: 'undo' } }));
  }
  /** The computer's events, by state. */
  readonly heard: ComputerEventDetail[] = [];
  listen(): this {
    this.addEventListener('quadrille-computer', (e) =>
      this.heard.push((e as CustomEvent<ComputerEventDetail>).detail),
    );
    return this;
  }
}

/** A worker in this process: `serveComputer(games)` on one side of a pair of message queues. */
function spawnIn(games: readonly AnyGameDescription[], terminated: { count: number }) {
  return (): ThreadEndpoint => {
    const toWorker: ((e: { data: unknown }) => void)[] = [];
    const toPage: ((e: ThreadEvent) => void)[] = [];
    let alive = true;
    const deliver = (listeners: ((e: { data: unknown }) => void)[], data: unknown) => {
      if (alive) for (const listener of listeners) listener({ data });
    };
    serveComputer(games, {
      port: {
        postMessage: (data) => setTimeout(() => deliver(toPage, data), 0),
        addEventListener: (_type, listener) => void toWorker.push(listener),
      },
    });
    return {
      postMessage: (data) => setTimeout(() => deliver(toWorker, data), 0),
      addEventListener: (type, listener) => {
        if (type === 'message') toPage.push(listener);
      },
      terminate: () => {
        alive = false;
        terminated.count++;
      },
    };
  };
}

const until = async (test: () => boolean, ms = 10_000) => {
  const end = Date.now() + ms;
  while (!test()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
};

describe('attachComputer', () => {
  it('plays for its seats from its worker, and says so', async () => {
    const board = new StandInBoard(mnk).listen();
    const terminated = { count: 0 };
    const computer = attachComputer(board, {
      seats: [1],
      iterations: 50,
      spawn: spawnIn([mnk, talpa], terminated),
    });
    board.play('b2');
    await until(() => board.position.history.length === 2);
    expect(board.heard.map((e) => e.state)).toEqual(['thinking', 'played']);
    const played = board.heard[1]!;
    if (played.state !== 'played') throw new Error('no move played');
    expect(played.seat).toBe(1);
    const game: AnyGameDescription = mnk;
    const after = game.create();
    after.play(game.parseMove(after, 'b2'));
    expect(played.notation).toBe(game.formatMove(after, played.move));
    expect(played.line[0]).toBe(played.notation);
    expect(computer.thinking).toBe(false);
    computer.seats = [0, 1]; // both sides: it plays on to the end
    await until(() => board.position.isOver());
    await computer.detach();
    expect(terminated.count).toBe(1);
  });

  it('reports a game its worker was not given, and logs it', async () => {
    const board = new StandInBoard(mnk).listen();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const computer = attachComputer(board, { seats: [0], spawn: spawnIn([talpa], { count: 0 }) });
    await until(() => board.heard.some((e) => e.state === 'failed'));
    const failed = board.heard.find((e) => e.state === 'failed');
    expect(logged).toHaveBeenCalledTimes(1);
    expect(logged.mock.calls[0]![0]).toBe('quadrille-board: the computer could not move for seat 0:');
    expect(logged.mock.calls[0]![1]).toBe(failed?.state === 'failed' && failed.error);
    logged.mockRestore();
    expect(failed?.state === 'failed' && failed.error).toBeInstanceOf(OptionsError);
    expect(failed?.state === 'failed' && failed.error.message).toMatch(
      /this computer worker has no game 'mnk': serveComputer was given talpa/,
    );
    expect(board.position.history).toHaveLength(0);
    await computer.detach();
  });

  it('logs nothing when a listener takes the failure over', async () => {
    const board = new StandInBoard(mnk).listen();
    board.addEventListener('quadrille-computer', (e) => e.preventDefault());
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const computer = attachComputer(board, { seats: [0], spawn: spawnIn([talpa], { count: 0 }) });
    await until(() => board.heard.some((e) => e.state === 'failed'));
    expect(logged).not.toHaveBeenCalled();
    logged.mockRestore();
    await computer.detach();
  });

  it('abandons a search when the position changes, and stops when detached', async () => {
    const board = new StandInBoard(mnk).listen();
    const computer = attachComputer(board, { seats: [1], timeMs: 300, spawn: spawnIn([mnk], { count: 0 }) });
    board.play('b2');
    await until(() => computer.thinking);
    board.undo(); // seat 0 to move again: the answer to b2 must not be played
    await until(() => !computer.thinking);
    expect(board.heard.map((e) => e.state)).toEqual(['thinking', 'stopped']);
    await new Promise((r) => setTimeout(r, 100));
    expect(board.position.history).toHaveLength(0);
    await computer.detach();
    board.play('a1');
    await new Promise((r) => setTimeout(r, 400));
    expect(board.position.history).toHaveLength(1);
  });

  it('searches one shared tree on two workers when asked', async () => {
    const board = new StandInBoard(mnk).listen();
    const terminated = { count: 0 };
    const computer = attachComputer(board, {
      seats: [1],
      iterations: 40,
      threads: 2,
      spawn: spawnIn([mnk], terminated),
    });
    board.play('b2');
    await until(() => board.position.history.length === 2);
    const played = board.heard.find((e) => e.state === 'played');
    if (played?.state !== 'played') throw new Error('no move played');
    expect(played.stats.threadIterations).toEqual([40, 40]);
    await computer.detach();
    expect(terminated.count).toBe(2);
  });

  it('refuses bad options', () => {
    const board = new StandInBoard(mnk);
    const spawn = spawnIn([mnk], { count: 0 });
    for (const threads of [0, 1.5, 65]) {
      expect(() => attachComputer(board, { seats: [1], threads, spawn })).toThrow(
        /threads must be a whole number/,
      );
    }
    expect(() => attachComputer(board, { seats: 'all' as never, spawn })).toThrow(/seats must be a list/);
    expect(() => attachComputer(board, { seats: [1], spawn: undefined as never })).toThrow(OptionsError);
    expect(() => attachComputer(board, { seats: [1], timeMs: -1, spawn })).toThrow(
      /timeMs must be a positive/,
    );
    for (const level of [0, 9, 'impossible'] as never[]) {
      expect(() => attachComputer(board, { seats: [1], level, spawn })).toThrow(
        expect.objectContaining({ reason: 'bad-level' }),
      );
    }
  });

  it('plays at a level of the one scale, by name too', async () => {
    const board = new StandInBoard(mnk).listen();
    const computer = attachComputer(board, {
      seats: [1],
      level: 'easy',
      spawn: spawnIn([mnk], { count: 0 }),
    });
    board.play('b2');
    await until(() => board.position.history.length === 2);
    const played = board.heard.find((e) => e.state === 'played');
    if (played?.state !== 'played') throw new Error('no move played');
    expect(played.stats.iterations).toBe(120); // level 3, easy: 120 simulations
    await computer.detach();
  });
});
