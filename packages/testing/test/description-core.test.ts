/**
 * The checks core's `matchSelection` and `cellFreeMoves` guarantee once a description's input
 * cells are right (`selection-makes-moves`, `selection-extensible`, `cell-free-moves`): no
 * description can break them, so this file breaks those functions instead, to show that
 * `checkDescription` would notice. (`vi.mock` replaces them for this file only.)
 */
import type * as core from '@quadrille/core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { checkDescription } from '../src/index.js';
import { cram } from './fixtures/cram.js';
import { descriptionViolationOf } from './fixtures/description-mutants.js';

const broken = vi.hoisted(() => ({ bug: '' }));

vi.mock('@quadrille/core', async (original) => {
  const real = await original<typeof core>();
  return {
    ...real,
    matchSelection: ((game, pos, selection) => {
      const match = real.matchSelection(game, pos, selection);
      // A selection that makes nothing, or that never grows.
      if (broken.bug === 'moves') return { ...match, moves: [] };
      if (broken.bug === 'extensible') return { ...match, extensible: false };
      return match;
    }) as typeof real.matchSelection,
    cellFreeMoves: ((game, pos) => {
      const free = real.cellFreeMoves(game, pos);
      // A board that offers a button for the first legal move whatever its cells.
      return broken.bug === 'cell-free' ? [...new Set([pos.legalMoves()[0]!, ...free])] : free;
    }) as typeof real.cellFreeMoves,
  };
});

beforeEach(() => {
  broken.bug = '';
});

describe('checkDescription checks what core’s selection functions make of the input', () => {
  it('passes while they work', () => {
    expect(checkDescription(cram, { runs: 3 }).games).toBe(6);
  });

  it.each([
    ['moves', 'selection-makes-moves', 'but the legal moves with those cells are'],
    ['extensible', 'selection-extensible', 'is not reported extensible'],
    ['cell-free', 'cell-free-moves', 'but the legal moves with no input cells are []'],
  ])('notices a matchSelection or cellFreeMoves that breaks %s', (bug, check, detail) => {
    broken.bug = bug;
    const v = descriptionViolationOf(() => checkDescription(cram, { runs: 3 }));
    expect(v.check, v.message).toBe(check);
    expect(v.detail).toContain(detail);
  });
});
