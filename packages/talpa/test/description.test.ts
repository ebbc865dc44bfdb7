/**
 * Talpa's description (presets, seats, view, move descriptions, the ordered input — the
 * capturing piece, then the captured one — and the text board) passes @quadrille/testing's
 * checkDescription.
 */

import { talpa } from '@quadrille/talpa';
import { checkDescription } from '@quadrille/testing';
import { describe, expect, it } from 'vitest';

describe('checkDescription', () => {
  it('holds for every preset, its ordered input included', () => {
    const report = checkDescription(talpa, { runs: 8, seed: 42 });
    expect([report.presets, report.games]).toEqual([3, 24]);
    expect(report.lastMoves).toBe(report.positions - report.games);
    const noPolicies = 'the description has no policies';
    expect(report.skipped).toEqual([
      { check: 'policy-legal', reason: noPolicies },
      { check: 'policy-unchanged', reason: noPolicies },
      { check: 'policy-deterministic', reason: noPolicies },
      { check: 'record-write', reason: 'the description has no record format' },
    ]);
  });

  it('holds thoroughly on small boards and with either no-move rule', () => {
    for (const options of [
      { width: 3, height: 4 },
      { size: 5, noMove: 'lose' },
    ] as const) {
      expect(checkDescription(talpa, { options, runs: 6, seed: 7, thorough: true }).games).toBe(6);
    }
  });
});
