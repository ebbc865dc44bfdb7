import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { wilson } from '../src/index.js';

describe('wilson', () => {
  it('matches published values', () => {
    // 60/100: the textbook Wilson interval is [0.502, 0.691].
    const i = wilson(60, 100);
    expect(i.estimate).toBe(0.6);
    expect(i.low).toBeCloseTo(0.502, 3);
    expect(i.high).toBeCloseTo(0.691, 3);
    // 0/10 stays inside [0, 1] and is not degenerate, unlike the normal approximation.
    expect(wilson(0, 10).low).toBe(0);
    expect(wilson(0, 10).high).toBeCloseTo(0.2775, 3);
    expect(wilson(0, 0)).toEqual({ estimate: 0, low: 0, high: 1 });
  });

  it('always holds the estimate, inside [0, 1], narrowing with more games', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (n, p) => {
          const x = Math.round(p * n * 2) / 2; // points come in halves
          const i = wilson(x, n);
          expect(i.low).toBeGreaterThanOrEqual(0);
          expect(i.high).toBeLessThanOrEqual(1);
          expect(i.low).toBeLessThanOrEqual(i.estimate + 1e-12);
          expect(i.high).toBeGreaterThanOrEqual(i.estimate - 1e-12);
          const wider = wilson(x / 4, n / 4);
          if (n % 4 === 0) expect(wider.high - wider.low).toBeGreaterThanOrEqual(i.high - i.low - 1e-12);
        },
      ),
    );
  });
});
