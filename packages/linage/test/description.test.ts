/**
 * Linage's description (presets, seats — Vertical and Horizontal, or Seat 0 and Seat 1 before
 * the pie rule assigns them —, view, move descriptions, the input with its cell-free pass, komi
 * and side choices, and the text board) passes @quadrille/testing's checkDescription.
 */
import { linage } from '@quadrille/linage';
import { checkDescription } from '@quadrille/testing';
import { describe, expect, it } from 'vitest';

describe('checkDescription', () => {
  it('holds for every preset', () => {
    const report = checkDescription(linage, { runs: 4, seed: 2026 });
    expect([report.presets, report.games]).toEqual([3, 12]);
    expect(report.lastMoves).toBe(report.positions - report.games);
    expect(report.skipped.map((s) => s.check)).toEqual([
      'input-order',
      'policy-legal',
      'policy-unchanged',
      'policy-deterministic',
      'record-write',
    ]);
  });

  it('holds thoroughly on a small board with the pie rule', () => {
    const report = checkDescription(linage, { options: { size: 4, pie: true }, runs: 6, thorough: true });
    expect(report.games).toBe(6);
  });
});
