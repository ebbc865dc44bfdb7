import { Rng } from '@quadrille/core';
import { type LinageMove, type LinagePosition, linage } from '@quadrille/linage';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

const play = (pos: LinagePosition, ...texts: string[]): void => {
  for (const t of texts) pos.play(linage.parseMove(pos, t));
};

describe('turns and passes', () => {
  it('Vertical (seat 0 by default) moves first and sides alternate', () => {
    const pos = linage.create({ size: 5 });
    expect([pos.turn, pos.sideToMove, pos.phase]).toEqual([0, 'vertical', 'play']);
    play(pos, 'c3');
    expect([pos.turn, pos.sideToMove]).toEqual([1, 'horizontal']);
    play(pos, 'pass');
    expect([pos.turn, pos.sideToMove]).toEqual([0, 'vertical']);
  });

  it('verticalSeat 1 makes seat 1 move first', () => {
    const pos = linage.create({ size: 5, verticalSeat: 1 });
    expect(pos.turn).toBe(1);
    play(pos, 'a1');
    expect(pos.turn).toBe(0);
  });

  it('pass is always legal while the game runs', () => {
    const pos = linage.create({ size: 4 });
    const rng = new Rng(3);
    while (!pos.isOver()) {
      expect(pos.isLegal(16)).toBe(true);
      const moves = pos.legalMoves();
      pos.play(moves[rng.int(moves.length)]!);
    }
  });

  it('two passes in a row end the game and nothing else does', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 3, max: 7 }),
        fc.integer(),
        fc.integer({ min: 1, max: 4 }),
        (size, seed, passOdds) => {
          const pos = linage.create({ size });
          const rng = new Rng(seed);
          let previousWasPass = false;
          while (!pos.isOver()) {
            const moves = pos.legalMoves();
            const pass = moves[moves.length - 1]!;
            const move =
              moves.length === 1 || rng.int(passOdds + 1) === 0 ? pass : moves[rng.int(moves.length - 1)]!;
            pos.play(move);
            const isPass = move === pass;
            expect(pos.isOver()).toBe(isPass && previousWasPass);
            previousWasPass = isPass;
          }
          expect(pos.legalMoves()).toEqual([]);
          expect(pos.outcome()).toBeDefined();
          const last = pos.history.slice(-2);
          expect(last).toEqual([size * size, size * size]);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('the game goes on after a lone pass, even with no placement left', () => {
    const pos = linage.create({ size: 3 });
    play(pos, 'pass', 'b2');
    expect(pos.isOver()).toBe(false);
    while (pos.placementCount() > 0) pos.play(pos.legalMoves()[0]!);
    expect(pos.isOver()).toBe(false);
    expect(pos.outcome()).toBeUndefined();
    play(pos, 'pass');
    expect(pos.isOver()).toBe(false);
    play(pos, 'pass');
    expect(pos.isOver()).toBe(true);
    expect(pos.phase).toBe('over');
  });
});

describe('illegal moves', () => {
  it('rejects with a stable reason and leaves the position unchanged', () => {
    const pos = linage.create({ size: 5 });
    play(pos, 'a2');
    const before = JSON.stringify(pos.toJSON());
    const cases: [number, string][] = [
      [5, 'occupied'], // a2
      [1, 'lineless-region'], // b1 would seal a1
      [-1, 'not-a-move'],
      [0.5, 'not-a-move'],
      [1e9, 'not-a-move'],
      [Number.NaN, 'not-a-move'],
      [26, 'wrong-pie-move'], // a komi move outside the pie rule
    ];
    for (const [move, reason] of cases) {
      expect(pos.isLegal(move)).toBe(false);
      expect(pos.illegalReason(move)).toBe(reason);
      expect(() => pos.play(move as LinageMove)).toThrow(
        expect.objectContaining({ code: 'ERR_ILLEGAL_MOVE', reason }),
      );
      expect(JSON.stringify(pos.toJSON())).toBe(before);
    }
  });

  it('isLegal accepts anything and never throws', () => {
    const pos = linage.create({ size: 4 });
    fc.assert(
      fc.property(fc.anything(), (value) => {
        expect(typeof pos.isLegal(value as number)).toBe('boolean');
      }),
    );
  });

  it('isLegal and play take any value at all: false, or IllegalMoveError not-a-move, never a TypeError', () => {
    const pos = linage.create({ size: 4 });
    const before = JSON.stringify(pos.toJSON());
    const hostile: unknown[] = [
      Symbol('move'),
      3n,
      {
        valueOf: () => {
          throw new Error('valueOf');
        },
      },
      {
        toString: () => {
          throw new Error('toString');
        },
      },
      new Proxy(
        {},
        {
          get: () => {
            throw new Error('trap');
          },
        },
      ),
      '3',
      null,
      undefined,
      [3],
    ];
    for (const value of hostile) {
      expect(pos.isLegal(value as number)).toBe(false);
      expect(() => pos.play(value as LinageMove)).toThrow(
        expect.objectContaining({ code: 'ERR_ILLEGAL_MOVE', reason: 'not-a-move' }),
      );
      expect(() => linage.formatMove(pos, value as LinageMove)).toThrow(
        expect.objectContaining({ code: 'ERR_ILLEGAL_MOVE', reason: 'not-a-move' }),
      );
    }
    fc.assert(
      fc.property(fc.anything({ withBigInt: true, withMap: true, withSet: true }), (value) => {
        try {
          pos.play(value as LinageMove);
          pos.undo();
        } catch (e) {
          expect((e as { code?: string }).code).toBe('ERR_ILLEGAL_MOVE');
        }
      }),
    );
    expect(JSON.stringify(pos.toJSON())).toBe(before);
  });

  it('rejects every move once the game is over', () => {
    const pos = linage.create({ size: 3 });
    play(pos, 'pass', 'pass');
    // 3x3: ids 0..8 stones, 9 pass, 10..19 komi, 20..21 sides.
    for (let m = 0; m < 22; m++) expect(pos.illegalReason(m)).toBe('game-over');
    expect(pos.illegalReason(22)).toBe('not-a-move');
  });
});

describe('the pie rule', () => {
  it('seat 0 sets the komi, seat 1 picks a side, then Vertical places first', () => {
    const pos = linage.create({ size: 5, pie: true });
    expect([pos.phase, pos.turn, pos.komi, pos.verticalSeat]).toEqual(['komi', 0, undefined, undefined]);
    const komiMoves = pos.legalMoves();
    expect(komiMoves.map((m) => linage.formatMove(pos, m))).toEqual(
      Array.from({ length: 26 }, (_, k) => `komi=${k + 0.5}`),
    );
    expect(komiMoves[0]).toBe(26);
    play(pos, 'komi=6.5');
    expect([pos.phase, pos.turn, pos.komi]).toEqual(['side', 1, 6.5]);
    expect(pos.legalMoves().map((m) => linage.formatMove(pos, m))).toEqual(['vertical', 'horizontal']);
    play(pos, 'vertical');
    expect([pos.phase, pos.verticalSeat, pos.turn, pos.sideToMove]).toEqual(['play', 1, 1, 'vertical']);
    expect(pos.legalMoves().length).toBe(26);
    play(pos, 'c3');
    expect(pos.turn).toBe(0);
  });

  it('seat 1 taking Horizontal leaves seat 0 as Vertical, moving first', () => {
    const pos = linage.create({ size: 5, pie: true });
    play(pos, 'komi=0.5', 'horizontal');
    expect([pos.verticalSeat, pos.turn]).toEqual([0, 0]);
  });

  it('refuses stones, passes and the wrong pie move during the pie phase', () => {
    const pos = linage.create({ size: 5, pie: true });
    expect(pos.illegalReason(0)).toBe('pie-phase');
    expect(pos.illegalReason(25)).toBe('pie-phase');
    expect(pos.illegalReason(52)).toBe('wrong-pie-move');
    expect(() => linage.parseMove(pos, 'vertical')).toThrow(
      expect.objectContaining({ reason: 'wrong-pie-move' }),
    );
    play(pos, 'komi=3.5');
    expect(pos.illegalReason(27)).toBe('wrong-pie-move');
    expect(pos.illegalReason(25)).toBe('pie-phase');
  });

  it('scores komi for Horizontal, whichever seat took it', () => {
    const pos = linage.create({ size: 3, pie: true });
    play(pos, 'komi=2.5', 'horizontal', 'pass', 'pass');
    expect(pos.outcome()).toEqual({ scores: [0, 2.5], winners: [1] });
    const other = linage.create({ size: 3, pie: true });
    play(other, 'komi=2.5', 'vertical', 'pass', 'pass');
    expect(other.outcome()).toEqual({ scores: [2.5, 0], winners: [0] });
  });
});

describe('score and outcome', () => {
  it('a whole-number komi can draw: both seats win', () => {
    // Nothing owned at the end and komi 0: 0 to 0.
    const pos = linage.create({ size: 3, komi: 0 });
    play(pos, 'pass', 'pass');
    expect(pos.outcome()).toEqual({ scores: [0, 0], winners: [0, 1] });
  });

  it('reports territory as regions become owned', () => {
    const pos = linage.create({ size: 3, komi: 1 });
    // Filling row 2 leaves rows 1 and 3: regions with horizontal lines only -> Horizontal's.
    play(pos, 'a2', 'pass', 'b2', 'pass', 'c2');
    expect(pos.score()).toEqual({ vertical: 0, horizontal: 7, komi: 1, free: 0 });
    expect(pos.regions().map((r) => r.owner)).toEqual(['horizontal', 'horizontal']);
    expect(pos.legalMoves()).toEqual([9]);
  });

  it('clone is independent', () => {
    const pos = linage.create({ size: 5 });
    play(pos, 'c3');
    const copy = pos.clone();
    play(copy, 'a1');
    expect(pos.history.length).toBe(1);
    expect(pos.isStone(0)).toBe(false);
    expect(copy.isStone(0)).toBe(true);
    play(pos, 'e5');
    expect(copy.isStone(24)).toBe(false);
  });
});
