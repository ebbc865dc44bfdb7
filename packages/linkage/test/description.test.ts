/**
 * Linkage's description (presets, seats — More and Fewer, or Seat 0 and Seat 1 before the pie
 * rule assigns them —, view, move descriptions, the input where a domino's colours share its
 * cells, and the text board) passes @quadrille/testing's checkDescription.
 */
import { type LinkageOptions, linkage } from '@quadrille/linkage';
import { checkDescription } from '@quadrille/testing';
import { describe, expect, it } from 'vitest';

describe('checkDescription', () => {
  it('holds for every preset', () => {
    const report = checkDescription(linkage, { runs: 8, seed: 11 });
    expect([report.presets, report.games]).toEqual([3, 24]);
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
    const options: LinkageOptions = { width: 5, setup: 'pie' };
    expect(checkDescription(linkage, { options, runs: 4, seed: 3, thorough: true }).games).toBe(4);
  });
});
