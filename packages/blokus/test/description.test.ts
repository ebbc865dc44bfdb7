/**
 * Blokus' description (presets, seats, view, move descriptions, input, the greedy policy, the
 * text board and Pentobi SGF records) passes @quadrille/testing's checkDescription. Runs are few
 * on the 20×20 boards: each position has hundreds of legal moves, each selected through core's
 * matchSelection.
 */
import { blokus } from '@quadrille/blokus';
import { checkDescription } from '@quadrille/testing';
import { describe, expect, it } from 'vitest';

describe('checkDescription', () => {
  it('holds for every preset', () => {
    const report = checkDescription(blokus, { runs: 1, seed: 11, movesPerPly: 2, selectionEvery: 32 });
    expect([report.presets, report.games]).toEqual([5, 5]);
    expect(report.lastMoves).toBe(report.positions - report.games);
    expect(report.policyChoices).toBeGreaterThan(0);
    expect(report.skipped).toEqual([{ check: 'input-order', reason: 'the input is unordered' }]);
  });

  it('holds thoroughly on a custom variant, whose games Pentobi SGF cannot record', () => {
    const options = { variant: 'duo', width: 7, height: 7, pieces: ['1', 'V3', 'X'] } as const;
    const report = checkDescription(blokus, { options, runs: 4, thorough: true });
    expect(report.games).toBe(4);
    expect(blokus.record!.write(blokus.create(options), ['A', 'B'])).toBeUndefined();
  });
});
