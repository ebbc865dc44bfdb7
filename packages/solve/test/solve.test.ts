// solve(): budgets, the signal, progress, memory bounds, games without undo, and bad input.
import type { AnyGame, Position } from '@quadrille/core';
import { describe, expect, it } from 'vitest';
import { ALGORITHMS, checkProof, checkSolveOptions, solve } from '../src/index.js';
import { domineering, failure, mnk, talpa } from './games.js';

describe('solve', () => {
  it('stops at a node budget, at a time budget and on an aborted signal, unsolved', async () => {
    const pos = () => talpa.create({ size: 5 });
    const byNodes = await solve(talpa, pos(), { maxNodes: 5000, memory: 1 << 20 });
    expect([byNodes.stopped, byNodes.outcome, byNodes.proof]).toEqual(['nodes', undefined, undefined]);
    expect(byNodes.nodes).toBeGreaterThanOrEqual(5000);
    const byTime = await solve(talpa, pos(), { timeMs: 1, memory: 1 << 20 });
    expect(byTime.stopped).toBe('time');
    const controller = new AbortController();
    const running = solve(talpa, pos(), { signal: controller.signal, memory: 1 << 20 });
    controller.abort();
    expect((await running).stopped).toBe('aborted');
  });

  it('reports progress while it runs', async () => {
    const seen: number[] = [];
    let solved = 0;
    await solve(talpa, talpa.create({ size: 5 }), {
      maxNodes: 200_000,
      progressMs: 1,
      memory: 1 << 20,
      onProgress: (p) => {
        seen.push(p.nodes);
        solved = p.proven + p.disproven;
      },
    });
    expect(seen.length).toBeGreaterThan(0);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    expect(solved).toBeGreaterThan(0);
  });

  it.each(ALGORITHMS)(
    'solves right with a table far too small for the search (%s: entries are replaced)',
    async (algorithm) => {
      const result = await solve(domineering, domineering.create({ width: 5, height: 5 }), {
        memory: 3072 * 64,
        algorithm,
      });
      expect(result.table.entries).toBe(3072 * 3);
      expect(result.table.replaced).toBeGreaterThan(0);
      const big = await solve(domineering, domineering.create({ width: 5, height: 5 }));
      expect(result.outcome).toBe(big.outcome);
      expect(checkProof(domineering, result.proof!).ok).toBe(true);
    },
  );

  it('leaves the position alone, and gives a principal line that ends the game', async () => {
    const pos = mnk.create({ width: 3, height: 3, k: 3 });
    const result = await solve(mnk, pos);
    expect(pos.history.length).toBe(0);
    for (const move of result.line!) pos.play(move);
    expect(pos.isOver()).toBe(true);
  });

  it('solves a game without undo (copying positions instead)', async () => {
    const noUndo = {
      ...domineering,
      create: (options: unknown) => {
        const pos = domineering.create(options);
        return new Proxy(pos, {
          get: (target, name) => (name === 'undo' ? undefined : Reflect.get(target, name, target)),
        });
      },
    } as AnyGame;
    const plain = await solve(domineering, domineering.create({ width: 3, height: 4 }));
    const copied = await solve(noUndo, noUndo.create({ width: 3, height: 4 }));
    expect(copied.outcome).toBe(plain.outcome);
  });

  it('throws typed errors for games it cannot solve and for bad options', async () => {
    const over = mnk.create({ width: 3, height: 3, k: 3 });
    for (const m of ['a1', 'b1', 'a2', 'b2', 'a3']) over.play(mnk.parseMove(over, m));
    const keyless = mnk.create() as Position<number>;
    Object.defineProperty(keyless, 'key', { value: undefined });
    const results = await Promise.all([
      failure(() => solve(mnk, over)),
      failure(() => solve(mnk, keyless)),
      failure(() => solve(mnk, mnk.create(), { memory: 100 })),
      failure(() => solve(mnk, mnk.create(), { epsilon: -1 })),
      failure(() => solve(mnk, mnk.create(), { maxNodes: 0 })),
      failure(() => solve(mnk, mnk.create(), { depth: 3 } as never)),
      failure(() => checkSolveOptions([])),
      failure(() => checkSolveOptions({ ordering: 'yes' })),
      failure(() => checkSolveOptions({ algorithm: 'negamax' })),
    ]);
    expect(results).toEqual([
      'ERR_OPTIONS game-over',
      'ERR_OPTIONS no-key',
      'ERR_OPTIONS bad-memory',
      'ERR_OPTIONS bad-epsilon',
      'ERR_OPTIONS bad-budget',
      'ERR_OPTIONS unknown-option',
      'ERR_OPTIONS not-an-object',
      'ERR_OPTIONS bad-type',
      'ERR_OPTIONS bad-algorithm',
    ]);
  });
});
