import { type LinageOptions, linage } from '@quadrille/linage';
import { checkGame } from '@quadrille/testing';
import { describe, expect, it } from 'vitest';

/** The generic protocol suite of @quadrille/testing over the standard game and variants. */
const VARIANTS: readonly { name: string; options: LinageOptions; runs: number }[] = [
  { name: '11x11 (standard)', options: {}, runs: 3 },
  { name: '5x5', options: { size: 5 }, runs: 20 },
  { name: '15x15', options: { size: 15 }, runs: 2 },
  { name: '7x7, lines of 2', options: { size: 7, lineLength: 2 }, runs: 10 },
  { name: '8x8, lines of 4', options: { size: 8, lineLength: 4 }, runs: 10 },
  {
    name: '9x5, whole-number komi, seat 1 Vertical',
    options: { width: 9, height: 5, komi: 2, verticalSeat: 1 },
    runs: 10,
  },
  { name: '4x4 with the pie rule', options: { size: 4, pie: true }, runs: 20 },
  { name: '11x11 with the pie rule', options: { pie: true }, runs: 3 },
];

describe('checkGame', () => {
  it.each(VARIANTS)('keeps every protocol invariant: $name', ({ options, runs }) => {
    const report = checkGame(linage, { options, runs, seed: 2026 });
    expect(report.games).toBe(runs);
    expect(report.positions).toBeGreaterThan(runs);
  });
});
