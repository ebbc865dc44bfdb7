// The counters both searches keep: finished games counted, draws among them, from S's side.
import type { Position } from '@quadrille/core';
import { expect, it } from 'vitest';
import { SearchCounts } from '../src/search-counts.js';
import { mnk } from './games.js';

class Counter extends SearchCounts {
  result(pos: Position<number>): number {
    return this.finished(pos);
  }
}

/** Tic-tac-toe after `moves` (cell names). */
function after(moves: readonly string[]): Position<number> {
  const pos = mnk.create({ width: 3, height: 3, k: 3 }) as Position<number>;
  for (const m of moves) pos.play(mnk.parseMove(pos, m) as number);
  return pos;
}

it('reads a finished game for the seat asked about, counting it and its draws', () => {
  const firstWins = after(['a1', 'b1', 'a2', 'b2', 'a3']);
  const draw = after(['a1', 'b2', 'c3', 'a2', 'c2', 'c1', 'a3', 'b3', 'b1']);
  const first = new Counter(0);
  const second = new Counter(1);
  expect([first.result(firstWins), second.result(firstWins), first.result(draw)]).toEqual([1, -1, 0]);
  expect([first.terminals, first.draws, second.terminals, second.draws]).toEqual([2, 1, 1, 0]);
  expect([first.nodes, first.stopped, first.limit]).toEqual([0, false, Number.POSITIVE_INFINITY]);
});
