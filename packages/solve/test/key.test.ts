import type { Position } from '@quadrille/core';
import { describe, expect, it } from 'vitest';
import { keyHex, readKey, split, splitKey } from '../src/key.js';
import { talpa } from './games.js';

/** `split` as read right after the call that set it. */
const halves = () => [split.hi, split.lo];

describe('position keys as halves', () => {
  it('splitKey gives the signed 32-bit halves of a 64-bit key', () => {
    splitKey(0x1_0000_0002n);
    expect(halves()).toEqual([1, 2]);
    splitKey(0xffff_fffe_8000_0000n);
    expect(halves()).toEqual([-2, -(2 ** 31)]);
    expect(keyHex(split.hi, split.lo)).toBe('fffffffe80000000');
  });

  it('readKey reads keyInto where a position has it, key() where it has not, to the same halves', () => {
    const pos = talpa.create({ size: 5 }) as Position<number>;
    expect(typeof pos.keyInto).toBe('function');
    // The same position seen without keyInto, as a game that does not implement it is.
    const keyOnly = { key: () => pos.key!() } as unknown as Position<number>;
    for (let ply = 0; !pos.isOver() && ply < 40; ply++) {
      readKey(pos);
      const fromKeyInto = halves();
      readKey(keyOnly);
      expect(halves()).toEqual(fromKeyInto);
      splitKey(pos.key!());
      expect(halves()).toEqual(fromKeyInto);
      const moves = pos.legalMoves();
      pos.play(moves[(ply * 7) % moves.length]!);
    }
  });
});
