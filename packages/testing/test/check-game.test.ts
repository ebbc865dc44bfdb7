import { describe, expect, it } from 'vitest';
import { mnk } from '../../core/test/fixtures/mnk.js';
import { checkGame } from '../src/index.js';

const VARIANTS = [
  { name: '3×3, k=3', options: { width: 3, height: 3, k: 3 } },
  { name: '4×4, k=3', options: { width: 4, height: 4, k: 3 } },
  { name: '5×4, k=4', options: { width: 5, height: 4, k: 4 } },
  { name: '1×1, k=1', options: { width: 1, height: 1, k: 1 } },
] as const;

describe('checkGame on the example m,n,k-game', () => {
  it.each(VARIANTS)('holds on $name', ({ options }) => {
    const report = checkGame(mnk, { options, runs: 100, seed: 11 });
    expect(report.games).toBe(100);
    expect(report.positions).toBeGreaterThan(100);
  });
});
