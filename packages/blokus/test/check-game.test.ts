/**
 * The generic protocol suite of @quadrille/testing over every variant and several custom ones.
 * Runs are few on the 20x20 boards (each game there is ~60 plies with ~200 moves per ply).
 */
import { type BlokusOptions, blokus } from '@quadrille/blokus';
import { checkGame } from '@quadrille/testing';
import { describe, expect, it } from 'vitest';

const CASES: readonly [string, BlokusOptions, number][] = [
  ['classic', { variant: 'classic' }, 1],
  ['classic2', { variant: 'classic2' }, 1],
  ['classic3', { variant: 'classic3', scoring: 'positive' }, 1],
  ['duo', { variant: 'duo' }, 2],
  ['10x10, pieces of size <= 4', { variant: 'classic', width: 10, height: 10, maxPieceSize: 4 }, 6],
  [
    'free corners, basic scoring',
    { variant: 'classic2', width: 9, height: 8, freeCorners: true, maxPieceSize: 4, scoring: 'basic' },
    6,
  ],
  ['a 3-piece set', { variant: 'duo', width: 7, height: 7, pieces: ['1', 'V3', 'X'] }, 12],
  ['free start Duo', { variant: 'duo', width: 10, height: 9, freeStart: true, maxPieceSize: 3 }, 6],
];

describe('checkGame', () => {
  it.each(CASES)(
    '%s keeps every protocol invariant',
    (_, options, runs) => {
      const report = checkGame(blokus, { options, runs, seed: 11 });
      expect(report.games).toBe(runs);
      expect(report.positions).toBeGreaterThan(runs);
    },
    30_000,
  );
});
