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

/** The key a key-writing method writes, as one unsigned 64-bit number. */
function read(/** @type {(out: Int32Array) => void} */ write) {
  const out = new Int32Array(2);
  write(out);
  return (BigInt(out[1] >>> 0) << 32n) | BigInt(out[0] >>> 0);
}

it('gives a position and its three mirror images one canonical key, and other positions others', () => {
  fc.assert(
    fc.property(
      fc.integer({ min: 2, max: 6 }),
      fc.integer({ min: 2, max: 6 }),
      fc.array(fc.nat(), { maxLength: 12 }),
      (width, height, picks) => {
        const pos = domineering.create({ width, height });
        const { grid } = pos;
        /** Mirror `i` of a cell: files reversed (0), ranks reversed (1), both (2). */
        const image = (/** @type {number} */ cell, /** @type {number} */ i) =>
          grid.cell(
            i === 1 ? grid.fileOf(cell) : width - 1 - grid.fileOf(cell),
            i === 0 ? grid.rankOf(cell) : height - 1 - grid.rankOf(cell),
          );
        const images = [0, 1, 2].map(() => domineering.create({ width, height }));
        /** Each position's board as text, for "are these two mirror images?". */
        const boards = (/** @type {typeof pos} */ p) => Array.from(p.board, (s) => s + 1).join('');
        for (const pick of picks) {
          const moves = pos.legalMoves();
          if (moves.length === 0) break;
          const move = moves[pick % moves.length];
          const [a, b] = pos.cellsOf(move);
          pos.play(move);
          for (const [i, p] of images.entries()) p.play(2 * Math.min(image(a, i), image(b, i)) + (move & 1));
          const key = read((out) => pos.canonicalKeyInto(out));
          expect([pos.key(), ...images.map((p) => p.key())]).toContain(key);
          for (const p of images) expect(read((out) => p.canonicalKeyInto(out))).toBe(key);
          // The last domino placed elsewhere: another key, unless that is a mirror image.
          const other = pos.clone();
          other.undo();
          for (const m of other.legalMoves()) {
            other.play(m);
            if (![pos, ...images].some((p) => boards(p) === boards(other)))
              expect(read((out) => other.canonicalKeyInto(out))).not.toBe(key);
            other.undo();
          }
        }
      },
    ),
    { numRuns: 60 },
  );
});
