/**
 * `undo()` and `key()`: undo restores everything a move changed (board, pieces, phase, captures,
 * paths, side to move, game over), keys name the position for the rules however it was reached.
 */
import { IllegalMoveError, perft, Rng } from '@quadrille/core';
import { type NoMoveRule, render, type TalpaMove, type TalpaPosition, talpa } from '@quadrille/talpa';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { positionKeyInto } from '../src/keys.js';

/** Everything observable about a position. */
function snapshot(pos: TalpaPosition) {
  return {
    json: pos.toJSON(),
    key: pos.key(),
    legal: pos.legalMoves(),
    turn: pos.turn,
    outcome: pos.outcome(),
    over: pos.isOver(),
    winner: pos.winner,
    phase: pos.phase,
    paths: [pos.hasPath(0), pos.hasPath(1)],
    pieces: [pos.pieceCount(0), pos.pieceCount(1)],
    board: render(pos),
  };
}

/** What decides the legal moves and the outcome: the squares, the side to move and the rules. */
function rulesState(pos: TalpaPosition): string {
  const { width, height, noMove } = pos.settings;
  return `${width}x${height} ${noMove} ${pos.turn}\n${render(pos)}`;
}

const arbBoard = fc.record({
  width: fc.integer({ min: 2, max: 9 }),
  height: fc.integer({ min: 2, max: 9 }),
  noMove: fc.constantFrom<NoMoveRule>('pass', 'lose'),
  seed: fc.nat(),
});

describe('undo', () => {
  it('play(m); undo() restores everything, for every legal move at every ply of random games', () => {
    fc.assert(
      fc.property(arbBoard, ({ width, height, noMove, seed }) => {
        const pos = talpa.create({ width, height, noMove });
        const rng = new Rng(seed);
        while (!pos.isOver()) {
          const before = snapshot(pos);
          const moves = pos.legalMoves();
          for (const m of moves) {
            pos.play(m);
            expect(pos.undo()).toBe(m);
            expect(snapshot(pos)).toEqual(before);
          }
          pos.play(moves[rng.int(moves.length)]!);
        }
      }),
      { numRuns: 30 },
    );
  });

  it('undoing a whole game, move by move, retraces it back to the start, which equals create()', () => {
    fc.assert(
      fc.property(arbBoard, ({ width, height, noMove, seed }) => {
        const pos = talpa.create({ width, height, noMove });
        const rng = new Rng(seed);
        const trail = [snapshot(pos)];
        while (!pos.isOver()) {
          const moves = pos.legalMoves();
          pos.play(moves[rng.int(moves.length)]!);
          trail.push(snapshot(pos));
        }
        const played = [...pos.history];
        trail.pop();
        while (pos.history.length > 0) {
          expect(pos.undo()).toBe(played.pop());
          expect(snapshot(pos)).toEqual(trail.pop());
        }
        expect(snapshot(pos)).toEqual(snapshot(talpa.create({ width, height, noMove })));
      }),
      { numRuns: 80 },
    );
  });

  it('a finished game undone is live again, and can be finished differently', () => {
    const pos = talpa.create({ size: 4 });
    for (const move of ['b4xa4', 'd1xd2', 'a1xb1', 'd3xd4', 'b2xa2', 'b3xc3', 'c1xc2', 'd2xc2', 'b1']) {
      pos.play(talpa.parseMove(pos, move));
    }
    expect(pos.winner).toBe(1);
    expect(pos.hasPath(0) && pos.hasPath(1)).toBe(true);
    expect(talpa.formatMove(pos, pos.undo())).toBe('b1');
    expect(pos.isOver()).toBe(false);
    expect(pos.outcome()).toBeUndefined();
    expect([pos.hasPath(0), pos.hasPath(1)]).toEqual([false, false]);
    expect(pos.phase).toBe('removal');
    expect(pos.legalMoves().map((m) => talpa.formatMove(pos, m))).toEqual(['b1', 'a2', 'a3', 'a4']);
    pos.play(talpa.parseMove(pos, 'a2')); // a1 a2 b2 b3 b4: Red's own path, and no Blue one
    expect(pos.winner).toBe(0);
    pos.undo();
    pos.play(talpa.parseMove(pos, 'a3'));
    expect(pos.isOver()).toBe(false);
  });

  it('undo through the change of phase brings the captures back', () => {
    const pos = talpa.create({ size: 4 });
    for (const move of ['b4xa4', 'd1xd2', 'a1xb1', 'd3xd4', 'b2xa2', 'b3xc3', 'c1xc2', 'd2xc2']) {
      pos.play(talpa.parseMove(pos, move));
    }
    expect(pos.phase).toBe('removal');
    pos.undo();
    expect(pos.phase).toBe('capture');
    expect(pos.legalMoves().map((m) => talpa.formatMove(pos, m))).toEqual(['d2xc2', 'c3xc2']);
  });

  it('on a fresh position throws IllegalMoveError no-history and changes nothing', () => {
    const pos = talpa.create({ size: 5 });
    const before = snapshot(pos);
    expect(() => pos.undo()).toThrow(IllegalMoveError);
    expect(() => pos.undo()).toThrow(
      expect.objectContaining({ code: 'ERR_ILLEGAL_MOVE', reason: 'no-history' }),
    );
    expect(snapshot(pos)).toEqual(before);
  });

  it('works on clones and on positions restored from JSON, independently', () => {
    const pos = talpa.create({ size: 6 });
    const rng = new Rng(4);
    for (let i = 0; i < 12; i++) pos.play(pos.legalMoves()[rng.int(pos.legalMoves().length)]!);
    const before = snapshot(pos);
    const copy = pos.clone();
    const restored = talpa.fromJSON(pos.toJSON());
    copy.undo();
    restored.undo();
    expect(snapshot(copy)).toEqual(snapshot(restored));
    expect(snapshot(pos)).toEqual(before);
  });

  it('perft through undo (core) equals perft through clones', () => {
    const byClones = (pos: TalpaPosition, depth: number): number => {
      if (depth === 0) return 1;
      let n = 0;
      for (const m of pos.legalMoves()) {
        const child = pos.clone();
        child.play(m);
        n += byClones(child, depth - 1);
      }
      return n;
    };
    const rng = new Rng(8);
    for (const options of [{ size: 4 }, { width: 3, height: 5, noMove: 'lose' as const }, { size: 6 }]) {
      const pos = talpa.create(options);
      while (!pos.isOver()) {
        const depth = options.size === 6 ? 2 : 3;
        const before = pos.toJSON();
        expect(perft(pos, depth)).toBe(byClones(pos, depth));
        expect(pos.toJSON()).toEqual(before); // perft played and undid in place
        const moves = pos.legalMoves();
        pos.play(moves[rng.int(moves.length)]!);
      }
    }
    expect(perft(talpa.create({ size: 6 }), 3)).toBe(157_408);
  });
});

describe('key', () => {
  it('is pinned: the same on every run, machine and build', () => {
    expect([talpa.create().key(), talpa.create({ size: 2 }).key()]).toMatchInlineSnapshot(`
      [
        20640038362228038n,
        17301939556518746758n,
      ]
    `);
  });

  it('is equal for a transposition on the standard board, and so are the legal moves', () => {
    const play = (moves: string[]) => {
      const pos = talpa.create();
      for (const move of moves) pos.play(talpa.parseMove(pos, move));
      return pos;
    };
    const a = play(['a1xa2', 'h1xh2', 'c1xc2']);
    const b = play(['c1xc2', 'h1xh2', 'a1xa2']);
    expect(b.history).not.toEqual(a.history);
    expect(b.key()).toBe(a.key());
    expect(b.legalMoves()).toEqual(a.legalMoves());
    expect(play(['a1xa2', 'h1xh2']).key()).not.toBe(a.key());
  });

  it('is equal for transpositions: moves of one side swapped around a move of the other', () => {
    let found = 0;
    fc.assert(
      fc.property(fc.integer({ min: 3, max: 5 }), fc.nat(), fc.nat(12), (size, seed, plies) => {
        const pos = talpa.create({ size });
        const rng = new Rng(seed);
        for (let i = 0; i < plies && !pos.isOver(); i++)
          pos.play(pos.legalMoves()[rng.int(pos.legalMoves().length)]!);
        for (const a of pos.legalMoves()) {
          const ab = pos.clone();
          ab.play(a);
          for (const b of ab.legalMoves()) {
            const abc = ab.clone();
            abc.play(b);
            for (const c of abc.legalMoves()) {
              if (c === a) continue;
              abc.play(c);
              const other = pos.clone();
              if (other.isLegal(c)) {
                other.play(c);
                if (other.isLegal(b)) {
                  other.play(b);
                  if (other.isLegal(a)) {
                    other.play(a);
                    if (rulesState(other) === rulesState(abc)) {
                      found++;
                      expect(other.key()).toBe(abc.key());
                      expect(other.legalMoves()).toEqual(abc.legalMoves());
                    }
                  }
                }
              }
              abc.undo();
            }
          }
        }
      }),
      { numRuns: 6, seed: 42 }, // fixed, so that the search surely finds some
    );
    expect(found).toBeGreaterThan(0);
  });

  it('key equality ⇔ equal squares, side to move and rules, over every position of many games', () => {
    const byKey = new Map<bigint, string>();
    const byState = new Map<string, bigint>();
    const rng = new Rng(12);
    for (let g = 0; g < 300; g++) {
      const size = 3 + (g % 4);
      const pos = talpa.create({ size, noMove: g % 3 === 0 ? 'lose' : 'pass' });
      for (;;) {
        const key = pos.key();
        const state = rulesState(pos);
        expect(byKey.get(key) ?? state).toBe(state);
        expect(byState.get(state) ?? key).toBe(key);
        byKey.set(key, state);
        byState.set(state, key);
        if (pos.isOver()) break;
        const moves = pos.legalMoves();
        pos.play(moves[rng.int(moves.length)]!);
      }
    }
    expect(byKey.size).toBeGreaterThan(3000);
  });

  it('survives clone and toJSON/fromJSON', () => {
    fc.assert(
      fc.property(arbBoard, fc.nat(80), ({ width, height, noMove, seed }, plies) => {
        const pos = talpa.create({ width, height, noMove });
        const rng = new Rng(seed);
        for (let i = 0; i < plies && !pos.isOver(); i++)
          pos.play(pos.legalMoves()[rng.int(pos.legalMoves().length)]!);
        expect(pos.clone().key()).toBe(pos.key());
        expect(talpa.fromJSON(JSON.parse(JSON.stringify(pos))).key()).toBe(pos.key());
      }),
      { numRuns: 100 },
    );
  });

  it('differs when only the side to move, the phase or the rule differs', () => {
    const lo = 0x12345678;
    const hi = -0x789abcd;
    const keys = new Set<string>();
    const out = new Int32Array(2);
    for (const side of [0, 1])
      for (const removal of [false, true])
        for (const lose of [false, true]) {
          positionKeyInto(lo, hi, side, removal, lose, out);
          keys.add(`${out[0]} ${out[1]}`);
        }
    expect(keys.size).toBe(8);
    expect(talpa.create({ noMove: 'lose' }).key()).not.toBe(talpa.create().key());
  });

  it('differs between boards of the same cells in another shape', () => {
    expect(talpa.create({ width: 4, height: 4 }).key()).not.toBe(talpa.create({ width: 2, height: 8 }).key());
    expect(talpa.create({ width: 3, height: 5 }).key()).not.toBe(talpa.create({ width: 5, height: 3 }).key());
  });

  it('changes with every move (each empties a square)', () => {
    const pos = talpa.create({ size: 6 });
    const rng = new Rng(2);
    const seen = new Set([pos.key()]);
    while (!pos.isOver()) {
      const moves = pos.legalMoves();
      pos.play(moves[rng.int(moves.length)]! as TalpaMove);
      expect(seen.has(pos.key())).toBe(false);
      seen.add(pos.key());
    }
  });
});
