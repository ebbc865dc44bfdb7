import { OptionsError, Rng, randomPlayout } from '@quadrille/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MctsSearch, mctsPlayer, scoreBlend } from '../src/index.js';
import { type MnkPosition, mnk, ticTacToe } from './fixtures.js';
import { type PickMove, PickPosition } from './three-seats.js';

const cell = (pos: MnkPosition, name: string) => mnk.parseMove(pos, name);

describe('mctsPlayer finds known best moves', () => {
  it.each([
    { name: 'wins in one (X: a1 b1, O: a2 b2 threatens c2)', moves: ['a1', 'a2', 'b1', 'b2'], best: 'c1' },
    { name: 'blocks the only threat', moves: ['a1', 'b2', 'b1'], best: 'c1' },
    { name: 'wins in one on the diagonal', moves: ['a1', 'a2', 'b2', 'a3'], best: 'c3' },
  ])('$name', ({ moves, best }) => {
    const pos = ticTacToe(...moves);
    for (const seed of [1, 2, 3]) {
      const { move, stats } = mctsPlayer<MnkPosition>({ seed, iterations: 3000 }).search(pos);
      expect(mnk.formatMove(pos, move)).toBe(best);
      expect(stats.pv[0]).toBe(move);
      expect(stats.candidates[0]!.move).toBe(move);
    }
  });

  it('values a won position near 1 and a lost one near 0', () => {
    const winning = ticTacToe('a1', 'a2', 'b1', 'b2');
    expect(mctsPlayer({ iterations: 3000 }).search(winning).stats.value).toBeGreaterThan(0.9);
    // O to move against three threats of X (b1, a2, b2) with no win of its own.
    const lost = ticTacToe('a1', 'c2', 'c1', 'b3', 'a3');
    expect(lost.isOver()).toBe(false);
    expect(mctsPlayer({ iterations: 3000 }).search(lost).stats.value).toBeLessThan(0.1);
  });

  it('plays a forced move without searching', async () => {
    const pos = ticTacToe('a1', 'b1', 'c1', 'b2', 'a2', 'c2', 'b3', 'a3');
    expect(pos.legalMoves()).toEqual([cell(pos, 'c3')]);
    const { move, stats } = await mctsPlayer({ iterations: 500 }).chooseMove(pos);
    expect(move).toBe(cell(pos, 'c3'));
    expect(stats.iterations).toBe(0);
  });

  it('rejects a finished game', () => {
    const over = ticTacToe('a1', 'a2', 'b1', 'b2', 'c1');
    expect(() => mctsPlayer().search(over)).toThrow(OptionsError);
  });
});

describe('mctsPlayer is seeded, pure and stoppable', () => {
  it('gives the same move and statistics for the same seed', () => {
    const pos = mnk.create({ width: 5, k: 4 });
    const a = mctsPlayer({ seed: 9, iterations: 400 }).search(pos);
    const b = mctsPlayer({ seed: 9, iterations: 400 }).search(pos);
    expect(b.move).toBe(a.move);
    expect(b.stats.pv).toEqual(a.stats.pv);
    expect(b.stats.candidates).toEqual(a.stats.candidates);
  });

  it('gives the same answer synchronously and asynchronously under an iteration budget', async () => {
    const pos = mnk.create({ width: 4, k: 3 });
    const sync = mctsPlayer({ seed: 5, iterations: 300 }).search(pos);
    const async = await mctsPlayer({ seed: 5, iterations: 300, sliceMs: 1 }).chooseMove(pos);
    expect(async.move).toBe(sync.move);
    expect(async.stats.candidates).toEqual(sync.stats.candidates);
    expect(async.stats.iterations).toBe(300);
  });

  it('never modifies the caller position', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 0, max: 10 }), (seed, plies) => {
        const pos = randomPlayout(mnk.create({ width: 4, k: 3 }), new Rng(seed), { maxPlies: plies });
        if (pos.isOver()) return;
        const before = JSON.stringify(pos.toJSON());
        const legal = pos.legalMoves();
        const { move } = mctsPlayer({ seed, iterations: 60 }).search(pos);
        expect(legal).toContain(move);
        expect(JSON.stringify(pos.toJSON())).toBe(before);
        expect(pos.legalMoves()).toEqual(legal);
      }),
      { numRuns: 40 },
    );
  });

  it('stops at once on an already aborted signal and still returns a legal move', async () => {
    const pos = mnk.create({ width: 5, k: 4 });
    const controller = new AbortController();
    controller.abort();
    const { move, stats } = await mctsPlayer({ timeMs: 60_000 }).chooseMove(pos, {
      signal: controller.signal,
    });
    expect(stats.aborted).toBe(true);
    expect(stats.iterations).toBe(0);
    expect(pos.isLegal(move)).toBe(true);
  });

  it('stops when the signal is aborted during the search', async () => {
    const pos = mnk.create({ width: 5, k: 4 });
    // A signal that reports abortion after 200 checks: deterministic, unlike a timer.
    let checks = 0;
    const signal = {
      get aborted() {
        return ++checks > 200;
      },
    };
    const { stats } = await mctsPlayer({ timeMs: 60_000 }).chooseMove(pos, { signal });
    expect(stats.aborted).toBe(true);
    expect(stats.iterations).toBe(200);
  });

  it('stops when an AbortController fires from a timer', async () => {
    const pos = mnk.create({ width: 7, k: 5 });
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 30);
    const { move, stats } = await mctsPlayer({ timeMs: 60_000, sliceMs: 5 }).chooseMove(pos, {
      signal: controller.signal,
    });
    // Only the stop is asserted: how many simulations fit before the timer depends on the
    // machine's load (the deterministic test above counts them).
    expect(stats.aborted).toBe(true);
    expect(pos.isLegal(move)).toBe(true);
  });

  it('honours a time budget', async () => {
    const pos = mnk.create({ width: 5, k: 4 });
    const { stats } = await mctsPlayer({ timeMs: 20 }).chooseMove(pos);
    // It stops on its own, and not before the budget is spent (up to the rounding of the
    // clock's floats). How many simulations fit in 20 ms depends on the machine's load, so that
    // is not asserted.
    expect(stats.aborted).toBe(false);
    expect(stats.elapsedMs).toBeGreaterThan(19.999);
  });

  it.each([
    { iterations: 0 },
    { iterations: 1.5 },
    { timeMs: -1 },
    { exploration: Number.NaN },
    { seed: 0.5 },
  ])('rejects invalid options %o', (options) => {
    expect(() => mctsPlayer(options).search(mnk.create())).toThrow(OptionsError);
  });
});

describe('knowledge', () => {
  it('tries moves in prior order under progressive widening', () => {
    const pos = mnk.create({ width: 4, k: 4 });
    const favourite = cell(pos, 'c2');
    const player = mctsPlayer<MnkPosition>({
      iterations: 50,
      widening: { base: 1, factor: 0, exponent: 1 },
      knowledge: {
        priors: (_p, moves, out) => {
          for (let i = 0; i < moves.length; i++) out[i] = moves[i] === favourite ? 1 : 0;
        },
      },
    });
    const { move, stats } = player.search(pos);
    expect(move).toBe(favourite);
    expect(stats.candidates.map((c) => c.move)).toEqual([favourite]);
  });

  it('uses the playout policy and the evaluation', () => {
    const pos = mnk.create({ width: 4, k: 4 });
    let picks = 0;
    const search = new MctsSearch(pos, new Rng(3), {
      knowledge: {
        playoutMove: (_p, moves, count) => {
          picks++;
          expect(count).toBeGreaterThan(0);
          return moves[count - 1]!;
        },
      },
    });
    search.run(20);
    expect(picks).toBeGreaterThan(0);

    // With playouts cut at once, the evaluation alone decides: seat 0 prefers a1 here.
    const a1 = cell(pos, 'a1');
    const { move } = mctsPlayer<MnkPosition>({
      iterations: 200,
      maxPlayoutPlies: 0,
      knowledge: {
        evaluate: (p, out) => {
          const good = p.board[a1] === 0 ? 1 : 0;
          out[0] = good;
          out[1] = 1 - good;
        },
      },
    }).search(pos);
    expect(move).toBe(a1);
  });

  it('accepts another reward function', () => {
    const pos = ticTacToe('a1', 'a2', 'b1', 'b2');
    const { move } = mctsPlayer<MnkPosition>({ iterations: 1000, reward: scoreBlend(0.5) }).search(pos);
    expect(mnk.formatMove(pos, move)).toBe('c1');
  });
});

describe('three seats (max^n: each seat maximises its own reward)', () => {
  it('the last seat picks the number that makes it win', () => {
    for (const [x, y] of [
      [0, 0],
      [1, 2],
      [2, 2],
    ] as const) {
      const pos = new PickPosition();
      pos.play(x as PickMove);
      pos.play(y as PickMove);
      const { move, stats } = mctsPlayer<PickPosition>({ iterations: 300 }).search(pos);
      expect(move).toBe((((2 - x - y) % 3) + 3) % 3);
      expect(stats.value).toBe(1);
    }
  });

  it('seat 0 sees that it cannot win, seat 2 that it always does', () => {
    const root = mctsPlayer<PickPosition>({ iterations: 3000 }).search(new PickPosition());
    expect(root.stats.value).toBeLessThan(0.1);
    expect(root.stats.pv).toHaveLength(3);
    const pos = new PickPosition();
    for (const m of root.stats.pv) pos.play(m);
    expect(pos.outcome()!.winners).toEqual([2]);
  });
});
