import { OptionsError } from '@quadrille/core';
import { type MnkOptions, mnk } from '@quadrille/examples';
import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arbLegalLine, arbMove, arbPosition, arbPositionWithMove, arbValidOptions } from '../src/index.js';

const FOUR = { width: 4, height: 4, k: 4 } as const;

/** A loose option space: some combinations (k too long) are invalid. */
const looseOptions: fc.Arbitrary<MnkOptions> = fc.record({
  width: fc.integer({ min: 1, max: 5 }),
  height: fc.integer({ min: 1, max: 5 }),
  k: fc.integer({ min: 1, max: 6 }),
});

describe('arbPosition', () => {
  it('gives positions reached by legal moves from the start', () => {
    fc.assert(
      fc.property(arbPosition(mnk, FOUR), (pos) => {
        const replay = mnk.create(FOUR);
        for (const m of pos.history) {
          expect(replay.isLegal(m)).toBe(true);
          replay.play(m);
        }
        expect(JSON.stringify(replay.toJSON())).toBe(JSON.stringify(pos.toJSON()));
      }),
      { numRuns: 50 },
    );
  });

  it('reaches finished games and long lines', () => {
    const positions = fc.sample(arbPosition(mnk, { width: 3 }), { numRuns: 200, seed: 1 });
    const finished = positions.filter((p) => p.isOver()).length;
    expect(finished).toBeGreaterThan(0);
    expect(finished).toBeLessThan(positions.length / 2); // mid-game positions are not crowded out
    expect(positions.some((p) => !p.isOver() && p.history.length > 2)).toBe(true);
  });

  it('respects maxPlies', () => {
    const positions = fc.sample(arbPosition(mnk, FOUR, { maxPlies: 3 }), { numRuns: 100, seed: 2 });
    expect(Math.max(...positions.map((p) => p.history.length))).toBe(3);
  });

  it('is reproducible under a fast-check seed', () => {
    const lines = (seed: number) =>
      fc.sample(arbPosition(mnk, FOUR), { numRuns: 20, seed }).map((p) => p.history);
    expect(lines(7)).toEqual(lines(7));
    expect(lines(7)).not.toEqual(lines(8));
  });

  it('shrinks a failing property to a shortest line of the first legal moves', () => {
    const result = fc.check(
      fc.property(arbPosition(mnk, FOUR), (pos) => pos.history.length < 3),
      { seed: 3 },
    );
    expect(result.failed).toBe(true);
    const [pos] = result.counterexample!;
    expect(pos.history).toEqual([0, 1, 2]);
    expect(fc.stringify(pos)).toBe('mnk position after a1 b1 c1');
  });

  it('draws options from an arbitrary of options', () => {
    fc.assert(
      fc.property(arbPosition(mnk, arbValidOptions(mnk, looseOptions)), (pos) => {
        expect(pos.k).toBeLessThanOrEqual(Math.max(pos.grid.width, pos.grid.height));
      }),
      { numRuns: 50 },
    );
  });

  it('rejects a bad maxPlies', () => {
    expect(() => arbPosition(mnk, FOUR, { maxPlies: -1 })).toThrow(OptionsError);
  });
});

describe('arbLegalLine', () => {
  it('gives a fresh start and moves that are legal in turn', () => {
    fc.assert(
      fc.property(arbLegalLine(mnk, arbValidOptions(mnk, looseOptions)), ({ options, start, moves }) => {
        expect(start.history).toEqual([]);
        expect(JSON.stringify(start.toJSON())).toBe(JSON.stringify(mnk.create(options).toJSON()));
        for (const m of moves) {
          expect(start.isLegal(m)).toBe(true);
          start.play(m);
        }
      }),
      { numRuns: 50 },
    );
  });

  it('prints as the game id, options and line in notation', () => {
    const result = fc.check(
      fc.property(arbLegalLine(mnk, FOUR), ({ moves }) => moves.length < 2),
      { seed: 4 },
    );
    expect(fc.stringify(result.counterexample![0])).toBe('mnk {"width":4,"height":4,"k":4}: a1 b1');
  });
});

describe('arbMove', () => {
  it('gives legal moves of the position', () => {
    const pos = mnk.create(FOUR);
    pos.play(mnk.parseMove(pos, 'b2'));
    const moves = fc.sample(arbMove(pos), { numRuns: 100, seed: 5 });
    expect(new Set(moves).size).toBeGreaterThan(5);
    for (const m of moves) expect(pos.isLegal(m)).toBe(true);
  });

  it('composes with arbPosition through chain', () => {
    const running = arbPosition(mnk, FOUR).filter((p) => !p.isOver());
    fc.assert(
      fc.property(
        running.chain((p) => arbMove(p).map((m) => [p, m] as const)),
        ([p, m]) => p.clone().play(m) === undefined,
      ),
      { numRuns: 30 },
    );
  });

  it('refuses a finished position', () => {
    const pos = mnk.create({ width: 1, k: 1 });
    pos.play(pos.legalMoves()[0]!);
    expect(() => arbMove(pos)).toThrow(OptionsError);
  });
});

describe('arbPositionWithMove', () => {
  it('gives a running position and one of its legal moves', () => {
    fc.assert(
      fc.property(arbPositionWithMove(mnk, { width: 3 }), ({ position, move }) => {
        expect(position.isOver()).toBe(false);
        expect(position.legalMoves()).toContain(move);
      }),
      { numRuns: 100 },
    );
  });

  it('shrinks to the first move of the start position', () => {
    const result = fc.check(
      fc.property(arbPositionWithMove(mnk, FOUR), (_case) => false),
      { seed: 6 },
    );
    const [{ position, move }] = result.counterexample!;
    expect([position.history, move]).toEqual([[], 0]);
    expect(fc.stringify(result.counterexample![0])).toBe('mnk position after (no moves), move a1');
  });
});

describe('arbValidOptions', () => {
  it('keeps exactly the options create accepts', () => {
    const valid = fc.sample(arbValidOptions(mnk, looseOptions), { numRuns: 200, seed: 8 });
    for (const o of valid) expect(() => mnk.create(o)).not.toThrow();
    expect(valid.some((o) => o.k! > Math.max(o.width!, o.height!))).toBe(false);
    expect(new Set(valid.map((o) => JSON.stringify(o))).size).toBeGreaterThan(20);
  });

  it('lets errors other than OptionsError through', () => {
    const broken = {
      ...mnk,
      create: () => {
        throw new TypeError('bug');
      },
    };
    expect(() => fc.sample(arbValidOptions(broken, looseOptions), 1)).toThrow(TypeError);
  });
});
