import { Rng, randomPlayout } from '@quadrille/core';
import { type TalpaOptions, type TalpaPosition, talpa, talpaKnowledge } from '@quadrille/talpa';
import { describe, expect, it } from 'vitest';
import { emptiedBy, positionPriors, talpaPriors } from '../src/priors.js';

/** A position after `plies` seeded random moves. */
function randomPosition(options: TalpaOptions, plies: number, seed: number): TalpaPosition {
  return randomPlayout(talpa.create(options), new Rng(seed), { maxPlies: plies });
}

describe('talpaPriors', () => {
  it('reads only the board it is given: the owners, the side to move and the phase', () => {
    for (const [options, plies] of [
      [{}, 12],
      [{ size: 5 }, 30],
      [{ width: 9, height: 4 }, 20],
    ] as const) {
      const pos = randomPosition(options, plies, plies);
      const moves = pos.legalMoves();
      const owners = Int8Array.from({ length: pos.grid.size }, (_, c) => pos.pieceAt(c) ?? -1);
      const fromBoard = new Float64Array(moves.length).fill(0.5);
      talpaPriors(pos.table, owners, pos.turn, pos.phase === 'capture', moves, moves.length, fromBoard);
      const fromPosition = new Float64Array(moves.length).fill(0.5);
      positionPriors(pos, moves, fromPosition);
      expect([...fromBoard]).toEqual([...fromPosition]);
      expect(fromBoard.every((p) => p >= 0 && p <= 1)).toBe(true);
    }
  });

  it('writes the first `count` entries only, and leaves a pass alone', () => {
    const pos = randomPosition({}, 10, 3);
    const moves = pos.legalMoves();
    const out = new Float64Array(moves.length).fill(-1);
    const owners = Int8Array.from({ length: pos.grid.size }, (_, c) => pos.pieceAt(c) ?? -1);
    talpaPriors(pos.table, owners, pos.turn, true, moves, 2, out);
    expect(out.slice(0, 2).every((p) => p >= 0)).toBe(true);
    expect(out.slice(2).every((p) => p === -1)).toBe(true);
    const pass = new Float64Array([0.5]);
    talpaPriors(pos.table, owners, pos.turn, false, [pos.table.pass], 1, pass);
    expect(pass[0]).toBe(0.5);
  });

  it('gives the same priors whatever was computed before, on boards of other sizes too', () => {
    // The scratch of each board size is reused: nothing of one call may leak into the next.
    const positions = [
      randomPosition({}, 8, 1),
      randomPosition({ size: 6 }, 8, 2),
      randomPosition({}, 20, 4),
    ];
    const first = positions.map((pos) => {
      const out = new Float64Array(pos.legalMoves().length).fill(0.5);
      talpaKnowledge.priors!(pos, pos.legalMoves(), out);
      return [...out];
    });
    for (const [i, pos] of [...positions.entries()].reverse()) {
      const out = new Float64Array(pos.legalMoves().length).fill(0.5);
      talpaKnowledge.priors!(pos, pos.legalMoves(), out);
      expect([...out]).toEqual(first[i]);
    }
  });
});

describe('emptiedBy', () => {
  it('is the capturer’s square of a capture, the square of a removal, and -1 for a pass', () => {
    const pos = talpa.create();
    const t = pos.table;
    expect(emptiedBy(t, talpa.parseMove(pos, 'c3xc4'))).toBe(pos.grid.parse('c3'));
    expect(emptiedBy(t, t.removal(pos.grid.parse('h8')))).toBe(pos.grid.parse('h8'));
    expect(emptiedBy(t, t.pass)).toBe(-1);
  });
});
