/**
 * The m,n,k-game's own rules and errors: known games, every stable reason, undo and keys.
 * (The protocol invariants are checked by `check-game.test.ts`.)
 */
import { isQuadrilleError, Rng } from '@quadrille/core';
import { type MnkOptions, MnkPosition, mnk } from '@quadrille/examples';
import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';

/** The position after `moves` (cell names) from `create(options)`. */
function after(moves: string, options?: MnkOptions): MnkPosition {
  const pos = mnk.create(options);
  for (const text of moves.split(' ').filter(Boolean)) pos.play(mnk.parseMove(pos, text));
  return pos;
}

/** The `[code, reason]` of what `run` throws. */
function errorOf(run: () => unknown): [string, string | undefined] {
  try {
    run();
  } catch (e) {
    if (!isQuadrilleError(e)) throw e;
    return [e.code, e.reason];
  }
  throw new Error('nothing thrown');
}

describe('the rules', () => {
  it('a line of k wins, in every direction; a full board without one is a draw', () => {
    expect(after('a1 a2 b1 b2 c1').outcome()).toEqual({ scores: [1, -1], winners: [0] });
    expect(after('a1 b1 a2 b2 c3 b3').outcome()).toEqual({ scores: [-1, 1], winners: [1] });
    expect(after('a1 a2 b2 a3 c3').outcome()?.winners).toEqual([0]);
    expect(after('c1 a1 b2 a2 a3').outcome()?.winners).toEqual([0]);
    expect(after('b2 a1 c1 a3 a2 c2 b1 b3 c3').outcome()).toEqual({ scores: [0, 0], winners: [0, 1] });
  });

  it('plays on rectangular boards with any k', () => {
    const pos = after('a1 a2 b1 b2', { width: 5, height: 2, k: 4 });
    expect(pos.isOver()).toBe(false);
    expect(pos.legalMoves()).toHaveLength(6);
    expect(after('a1', { width: 1, height: 1, k: 1 }).outcome()?.winners).toEqual([0]);
  });
});

describe('errors: a stable code and reason for every bad input', () => {
  it.each([
    [null, 'not-an-object'],
    [[3], 'not-an-object'],
    [{ size: 3 }, 'unknown-option'],
    [JSON.parse('{"__proto__": {"width": 4}}'), 'unknown-option'],
    [{ width: '3' }, 'bad-type'],
    [{ width: 2.5 }, 'bad-type'],
    [{ width: 0 }, 'out-of-range'],
    [{ width: 20 }, 'out-of-range'],
    [{ k: 4 }, 'out-of-range'],
  ])('create(%j): OptionsError %s', (options, reason) => {
    expect(errorOf(() => mnk.create(options as MnkOptions))).toEqual(['ERR_OPTIONS', reason]);
  });

  it('play: not-a-move, occupied, game-over; the position is unchanged', () => {
    const pos = after('b2');
    for (const [move, reason] of [
      [-1, 'not-a-move'],
      [9, 'not-a-move'],
      [0.5, 'not-a-move'],
      [Symbol(), 'not-a-move'],
      [4, 'occupied'],
    ] as const) {
      expect(pos.isLegal(move as number)).toBe(false);
      expect(errorOf(() => pos.play(move as never))).toEqual(['ERR_ILLEGAL_MOVE', reason]);
    }
    expect(pos.history).toEqual([4]);
    expect(errorOf(() => after('a1 a2 b1 b2 c1').play(8 as never))).toEqual([
      'ERR_ILLEGAL_MOVE',
      'game-over',
    ]);
  });

  it('parseMove: not-a-string, malformed, occupied, game-over', () => {
    const pos = after('b2');
    expect(errorOf(() => mnk.parseMove(pos, 5 as never))).toEqual(['ERR_NOTATION', 'not-a-string']);
    for (const text of ['', 'd1', 'a4', 'b', '22', 'b2b2', '💥', 'a'.repeat(1000)]) {
      expect(errorOf(() => mnk.parseMove(pos, text))).toEqual(['ERR_NOTATION', 'malformed']);
    }
    expect(errorOf(() => mnk.parseMove(pos, 'B2'))).toEqual(['ERR_ILLEGAL_MOVE', 'occupied']);
    expect(errorOf(() => mnk.parseMove(after('a1 a2 b1 b2 c1'), 'c3'))).toEqual([
      'ERR_ILLEGAL_MOVE',
      'game-over',
    ]);
  });

  it('undo with no history: no-history, unchanged', () => {
    const pos = mnk.create();
    expect(errorOf(() => pos.undo())).toEqual(['ERR_ILLEGAL_MOVE', 'no-history']);
    expect(pos.key()).toBe(mnk.create().key());
  });

  const valid = () => ({
    game: 'mnk',
    version: 1,
    options: { width: 3, height: 3, k: 3 },
    moves: ['b2', 'a1'],
  });
  it.each([
    ['not an object', () => 'mnk', 'not-an-object'],
    ['an unknown field', () => ({ ...valid(), extra: 1 }), 'unknown-field'],
    ['a __proto__ field', () => JSON.parse('{"__proto__": {}, "game": "mnk"}'), 'unknown-field'],
    ['no moves', () => ({ game: 'mnk', version: 1, options: {} }), 'missing'],
    ['another game', () => ({ ...valid(), game: 'talpa' }), 'wrong-game'],
    ['another version', () => ({ ...valid(), version: 2 }), 'bad-version'],
    ['bad options', () => ({ ...valid(), options: { width: 99 } }), 'bad-options'],
    ['options of the wrong type', () => ({ ...valid(), options: [] }), 'bad-options'],
    ['moves not an array', () => ({ ...valid(), moves: 'b2 a1' }), 'bad-type'],
    // biome-ignore lint/suspicious/noSparseArray: the hole is the point.
    ['a hole in the moves', () => ({ ...valid(), moves: ['b2', , 'a1'] }), 'missing'],
    ['a null move', () => ({ ...valid(), moves: [null] }), 'missing'],
    ['more moves than cells', () => ({ ...valid(), moves: new Array(10).fill('a1') }), 'too-large'],
    ['a move that is not a string', () => ({ ...valid(), moves: [4] }), 'bad-type'],
    ['a move that is not a cell name', () => ({ ...valid(), moves: ['z9'] }), 'bad-moves'],
    ['a move played twice', () => ({ ...valid(), moves: ['b2', 'b2'] }), 'bad-moves'],
    [
      'a move after the end',
      () => ({ ...valid(), moves: ['a1', 'a2', 'b1', 'b2', 'c1', 'c3'] }),
      'bad-moves',
    ],
  ])('fromJSON with %s: SetupError', (_name, data, reason) => {
    expect(errorOf(() => mnk.fromJSON(data()))).toEqual(['ERR_SETUP', reason]);
  });

  it('fromJSON never changes its input, accepted or not', () => {
    fc.assert(
      fc.property(fc.oneof(fc.constant(valid()), fc.anything()), (data) => {
        const before = structuredClone(data);
        try {
          mnk.fromJSON(data);
        } catch (e) {
          expect(isQuadrilleError(e)).toBe(true);
        }
        expect(data).toStrictEqual(before);
      }),
    );
  });
});

describe('undo and keys', () => {
  const arbGame = fc.tuple(
    fc.record({ width: fc.integer({ min: 1, max: 5 }), height: fc.integer({ min: 1, max: 5 }) }),
    fc.integer(),
  );

  it('undoing a whole game passes back through every position, keys included, to the start', () => {
    fc.assert(
      fc.property(arbGame, ([size, seed]) => {
        const options = { ...size, k: Math.min(3, Math.max(size.width, size.height)) };
        const pos = mnk.create(options);
        const rng = new Rng(seed);
        const seen: [string, bigint][] = [];
        while (!pos.isOver()) {
          seen.push([JSON.stringify(pos.toJSON()), pos.key()]);
          pos.play(rng.pick(pos.legalMoves()));
        }
        while (seen.length > 0) {
          pos.undo();
          expect([JSON.stringify(pos.toJSON()), pos.key()]).toEqual(seen.pop());
        }
        expect(pos.toJSON()).toEqual(mnk.create(options).toJSON());
      }),
      { numRuns: 50 },
    );
  });

  it('keys: equal for the same stones however placed, kept by clone and JSON, distinct otherwise', () => {
    const a = after('a1 b2 c1 a3');
    const b = after('c1 a3 a1 b2');
    expect(a.key()).toBe(b.key());
    expect(a.clone().key()).toBe(a.key());
    expect(mnk.fromJSON(a.toJSON()).key()).toBe(a.key());
    const keys = new Set<bigint>();
    let positions = 0;
    const walk = (pos: MnkPosition, depth: number): void => {
      keys.add(pos.key());
      positions++;
      if (depth === 0) return;
      for (const m of pos.legalMoves()) {
        pos.play(m);
        walk(pos, depth - 1);
        pos.undo();
      }
    };
    walk(mnk.create(), 4);
    // 1 + 9 + 72 + 504 + 3024 move sequences (no game ends in 4 moves) reach 1 + 9 + 72 + 252
    // + 756 distinct positions (which cells hold X, which hold O): one key each.
    expect(positions).toBe(3610);
    expect(keys.size).toBe(1090);
  });

  it('keys are 64-bit and the same in every run (a known value)', () => {
    const key = after('b2 a1').key();
    expect(key >= 0n && key < 2n ** 64n).toBe(true);
    expect(key).toBe(3118928785747184091n);
  });

  it('clone keeps a subclass and shares nothing', () => {
    class Sub extends MnkPosition {}
    const pos = new Sub(mnk.create().grid, 3);
    pos.play(4 as never);
    const copy = pos.clone();
    expect(copy).toBeInstanceOf(Sub);
    copy.undo();
    expect(pos.history).toEqual([4]);
    expect(copy.history).toEqual([]);
  });
});
