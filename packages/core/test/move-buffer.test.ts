import { collectMoves, reserveMoves } from '@quadrille/core';
import fc from 'fast-check';
import { expect, it } from 'vitest';

it('grows a buffer with zeros to at least the length asked, keeping what it holds', () => {
  fc.assert(
    fc.property(fc.array(fc.nat()), fc.nat({ max: 300 }), (start, length) => {
      const out = start.slice();
      reserveMoves(out, length);
      expect(out.length).toBe(Math.max(start.length, length));
      expect(out.slice(0, start.length)).toEqual(start);
      expect(out.slice(start.length).every((x) => x === 0)).toBe(true);
    }),
  );
});

it('leaves a long enough buffer alone', () => {
  const out = [5, 6, 7];
  reserveMoves(out, 2);
  expect(out).toEqual([5, 6, 7]);
});

it('collects what a fill writes into a new array of exactly its count, whatever it left behind', () => {
  fc.assert(
    fc.property(fc.array(fc.nat()), fc.nat({ max: 5 }), (moves, junk) => {
      const fill = (out: number[]) => {
        reserveMoves(out, moves.length + junk);
        moves.forEach((m, i) => {
          out[i] = m;
        });
        for (let i = moves.length; i < moves.length + junk; i++) out[i] = -1; // scratch past the count
        return moves.length;
      };
      const first = collectMoves(fill);
      expect(first).toEqual(moves);
      // A new array each time, not the shared buffer.
      const second = collectMoves(fill);
      expect(second).not.toBe(first);
      expect(second).toEqual(moves);
    }),
  );
});
