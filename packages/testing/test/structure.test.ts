import type { Outcome, Position } from '@quadrille/core';
import { mnk } from '@quadrille/examples';
import { describe, expect, it } from 'vitest';
import { Breach } from '../src/breach.js';
import { checkStructure, includesSorted, sameNumbers } from '../src/structure.js';

interface Shape {
  legal?: number[];
  over?: boolean;
  outcome?: Outcome;
  turn?: number;
  seats?: number;
  isLegal?: (m: number) => boolean;
}

/** A position that shows exactly `shape` (a running two-seat game by default). */
function fake(shape: Shape): Position<number> {
  const legal = shape.legal ?? [0, 1];
  return {
    turn: shape.turn ?? 0,
    seats: shape.seats ?? 2,
    history: [],
    legalMoves: () => legal.slice(),
    isLegal: (m: number): m is number => (shape.isLegal ?? ((x: number) => legal.includes(x)))(m),
    play: () => undefined,
    clone() {
      return this;
    },
    isOver: () => shape.over ?? legal.length === 0,
    outcome: () => shape.outcome,
    toJSON: () => null,
  };
}

const DRAW: Outcome = { scores: [0, 0], winners: [0, 1] };

describe('checkStructure', () => {
  it('returns the legal moves of a sound position', () => {
    const pos = mnk.create({ width: 3 });
    pos.play(mnk.parseMove(pos, 'b2'));
    expect(checkStructure(pos)).toEqual([0, 1, 2, 3, 5, 6, 7, 8]);
    expect(checkStructure(fake({ legal: [], outcome: DRAW }))).toEqual([]);
  });

  it.each([
    ['no seats', { seats: 0 }, 'seats-valid'],
    ['fractional seats', { seats: 1.5 }, 'seats-valid'],
    ['a negative move', { legal: [-1, 2] }, 'legal-moves-integers'],
    ['a fractional move', { legal: [0.5] }, 'legal-moves-integers'],
    ['unsorted moves', { legal: [2, 1] }, 'legal-moves-sorted'],
    ['a repeated move', { legal: [1, 1] }, 'legal-moves-unique'],
    [
      'isLegal refusing a listed move',
      { legal: [1, 2], isLegal: (m: number) => m === 1 },
      'legal-move-accepted',
    ],
    ['over with legal moves', { over: true, outcome: DRAW }, 'over-iff-no-legal-moves'],
    ['running without legal moves', { legal: [], over: false }, 'over-iff-no-legal-moves'],
    ['over without outcome', { legal: [] }, 'outcome-iff-over'],
    ['an outcome while running', { outcome: DRAW }, 'outcome-iff-over'],
    ['too few scores', { legal: [], outcome: { scores: [1], winners: [0] } }, 'outcome-scores'],
    ['a NaN score', { legal: [], outcome: { scores: [1, Number.NaN], winners: [0] } }, 'outcome-scores'],
    [
      'a non-number score',
      { legal: [], outcome: { scores: [1, '0'], winners: [0] } as never },
      'outcome-scores',
    ],
    [
      'a loser among the winners',
      { legal: [], outcome: { scores: [1, 0], winners: [0, 1] } },
      'outcome-winners',
    ],
    ['a winner missing', { legal: [], outcome: { scores: [1, 1], winners: [1] } }, 'outcome-winners'],
    ['unsorted winners', { legal: [], outcome: { scores: [1, 1], winners: [1, 0] } }, 'outcome-winners'],
    ['no winners', { legal: [], outcome: { scores: [0, 0], winners: [] } }, 'outcome-winners'],
    ['turn out of range', { turn: 2 }, 'turn-in-range'],
    ['fractional turn', { turn: 0.5 }, 'turn-in-range'],
  ] as const)('flags %s', (_what, shape, invariant) => {
    let error: unknown;
    try {
      checkStructure(fake(shape as Shape));
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(Breach);
    expect((error as Breach).check).toBe(invariant);
  });

  it('can pass only a spread sample of the legal moves through isLegal', () => {
    const legal = [0, 1, 2, 3, 4, 5, 6, 7];
    const refusing = (bad: number) => fake({ legal, isLegal: (m) => m !== bad });
    expect(checkStructure(refusing(0), 1)).toEqual(legal); // only the last move is asked
    expect(() => checkStructure(refusing(7), 1)).toThrow(/legal-move-accepted/);
    expect(() => checkStructure(refusing(3), 4)).toThrow(/legal-move-accepted/); // asks 7, 5, 3, 1
    expect(() => checkStructure(refusing(0))).toThrow(/legal-move-accepted/);
  });

  it('ignores turn once the game is over', () => {
    expect(checkStructure(fake({ legal: [], outcome: DRAW, turn: -7 }))).toEqual([]);
  });

  it('flags a legalMoves that returns one array twice', () => {
    const moves = [0, 1];
    const pos = { ...fake({}), legalMoves: () => moves };
    expect(() => checkStructure(pos)).toThrow(/legal-moves-fresh/);
  });

  it('charges a crash to the invariant being checked', () => {
    const pos = {
      ...fake({}),
      isOver: () => {
        throw new TypeError('boom');
      },
    };
    expect(() => checkStructure(pos)).toThrow(/over-iff-no-legal-moves: isOver\(\) threw TypeError: boom/);
  });
});

describe('array helpers', () => {
  it.each([
    [[], 0, false],
    [[1, 3, 5], 3, true],
    [[1, 3, 5], 4, false],
    [[1, 3, 5], 5, true],
    [[1, 3, 5], 1, true],
    [[1, 3, 5], 0, false],
  ])('includesSorted(%j, %d) is %s', (sorted, move, found) => {
    expect(includesSorted(sorted, move)).toBe(found);
  });

  it('sameNumbers compares in order', () => {
    expect(sameNumbers([1, 2], [1, 2])).toBe(true);
    expect(sameNumbers([1, 2], [2, 1])).toBe(false);
    expect(sameNumbers([1], [1, 2])).toBe(false);
  });
});
