// The property-test kit on the game: every invariant of the protocol (checkGame) and of the
// description tools read (checkDescription), then a property of Domineering's own.
import { perft } from '@quadrille/core';
import { arbPositionWithMove, checkDescription, checkGame } from '@quadrille/testing';
import * as fc from 'fast-check';
import { expect, it } from 'vitest';
import { domineering } from '../domineering.js';

it('keeps every protocol invariant, undo and keys included, on both presets', () => {
  for (const { options } of domineering.presets) {
    const report = checkGame(domineering, { options, runs: 30, seed: 1 });
    expect(report.skipped).toEqual([]); // undo and key exist: nothing is left unchecked
    expect(report.wins.every((n) => n > 0)).toBe(true); // both sides win some games
  }
});

it('describes itself as tools need: seats, view, each move made by selecting its cells', () => {
  const report = checkDescription(domineering, { runs: 10 });
  expect(report.presets).toBe(2);
  expect(report.selections).toBeGreaterThan(0);
});

it('counts the move tree as known: 5×5 has 20, 336 and 4,872 lines of 1 to 3 moves', () => {
  // Vertical has 5 × 4 places for its first domino; every line of play is counted once.
  const pos = domineering.create({ width: 5 });
  expect([1, 2, 3].map((depth) => perft(pos, depth))).toEqual([20, 336, 4872]);
});

it('places the mover’s domino on two empty cells, upright for Vertical, flat for Horizontal', () => {
  fc.assert(
    fc.property(arbPositionWithMove(domineering, { width: 6 }), ({ position, move }) => {
      const seat = position.turn;
      const [a, b] = position.cellsOf(move);
      expect([position.board[a], position.board[b]]).toEqual([-1, -1]);
      position.play(move);
      expect([position.board[a], position.board[b]]).toEqual([seat, seat]);
      const { grid } = position;
      expect(seat === 0 ? grid.fileOf(a) === grid.fileOf(b) : grid.rankOf(a) === grid.rankOf(b)).toBe(true);
    }),
  );
});
