/**
 * Compares a position with the naive oracle: regions, line counts, owners, the exact legal
 * placements and the score. Shared by the property tests.
 */

import type { LinagePosition } from '@quadrille/linage';
import { expect } from 'vitest';
import { naiveLegal, naiveRegions, naiveTerritory } from './naive.js';

/** The empty points of `pos`, read through the public API. */
export function emptiness(pos: LinagePosition): boolean[] {
  const out: boolean[] = [];
  for (let c = 0; c < pos.grid.size; c++) out.push(!pos.isStone(c));
  return out;
}

/** Asserts that everything the engine reports about `pos` equals the naive recomputation. */
export function expectMatchesOracle(pos: LinagePosition): void {
  const { grid } = pos;
  const len = pos.rules.lineLength;
  const empty = emptiness(pos);
  const naive = naiveRegions(grid, empty, len);
  const regions = pos.regions();
  expect(
    regions.map((r) => ({
      cells: [...r.cells],
      horizontal: r.horizontalLines,
      vertical: r.verticalLines,
      owner: r.owner,
    })),
  ).toEqual(naive);
  for (const r of regions) {
    expect(r.horizontalLines + r.verticalLines).toBeGreaterThan(0);
    expect(r.size).toBe(r.cells.size);
    for (const c of r.cells) expect(pos.ownerAt(c)).toBe(r.owner);
  }
  if (pos.phase === 'play') {
    const legal: number[] = [];
    for (let c = 0; c < grid.size; c++) if (naiveLegal(grid, empty, len, c)) legal.push(c);
    expect(pos.legalMoves()).toEqual([...legal, grid.size]);
    expect(pos.placementCount()).toBe(legal.length);
  }
  const territory = naiveTerritory(grid, empty, len);
  const komi = pos.komi ?? 0;
  const free = empty.filter(Boolean).length - territory.vertical - territory.horizontal;
  expect(pos.score()).toEqual({
    vertical: territory.vertical,
    horizontal: territory.horizontal + komi,
    komi,
    free,
  });
}
