// Move buffers: the moves of a position into a reused array, and how far a buffer grows.
import { expect, it } from 'vitest';
import { bufferLength, movesInto } from '../src/moves.js';
import { mnk } from './games.js';

it('writes the legal moves into a reused buffer, and returns their count', () => {
  const pos = mnk.create({ width: 3, height: 3, k: 3 });
  const out = [99, 99, 99];
  const n = movesInto(pos, out);
  expect(out.slice(0, n)).toEqual(pos.legalMoves());
  expect(n).toBe(9);
});

it('doubles a buffer until it holds the entries asked for, and never shrinks it', () => {
  expect([bufferLength(16, 16), bufferLength(16, 17), bufferLength(16, 100), bufferLength(64, 3)]).toEqual([
    16, 32, 128, 64,
  ]);
});
