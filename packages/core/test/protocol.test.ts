/**
 * The Game/Position protocol, exercised through the example m,n,k-game: the contract every game
 * keeps (DESIGN.md), checked at every ply of random games, plus the compile-time guarantees of the
 * branded move type.
 */
import {
  type AnyGame,
  type Game,
  IllegalMoveError,
  isQuadrilleError,
  type MoveId,
  type MoveOf,
  NotationError,
  type Position,
  Rng,
  SetupError,
} from '@quadrille/core';
import { type MnkMove, type MnkOptions, type MnkPosition, mnk } from '@quadrille/examples';
import fc from 'fast-check';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { codeOf } from './fixtures/models.js';

const arbOptions: fc.Arbitrary<MnkOptions> = fc
  .tuple(fc.integer({ min: 1, max: 6 }), fc.integer({ min: 1, max: 6 }))
  .chain(([width, height]) =>
    fc.record({
      width: fc.constant(width),
      height: fc.constant(height),
      k: fc.integer({ min: 1, max: Math.min(4, Math.max(width, height)) }),
    }),
  );

/** A random game: options and a seed choosing each move. */
const arbGame = fc.tuple(arbOptions, fc.integer());

/** Every protocol invariant that can be checked on one position. */
function checkPosition(pos: MnkPosition): void {
  const moves = pos.legalMoves();
  // Ascending, each once, a fresh array per call.
  for (let i = 1; i < moves.length; i++) expect(moves[i]!).toBeGreaterThan(moves[i - 1]!);
  expect(pos.legalMoves()).not.toBe(moves);
  expect(pos.legalMoves()).toEqual(moves);
  // isLegal agrees with legalMoves on every candidate and beyond.
  const legal = new Set<number>(moves);
  for (let m = -2; m < pos.grid.size + 2; m++) expect(pos.isLegal(m)).toBe(legal.has(m));
  // Terminal exactly when no legal move; outcome only then, well-formed.
  expect(pos.isOver()).toBe(moves.length === 0);
  const outcome = pos.outcome();
  if (!pos.isOver()) {
    expect(outcome).toBeUndefined();
    expect(pos.turn).toBeGreaterThanOrEqual(0);
    expect(pos.turn).toBeLessThan(pos.seats);
  } else {
    expect(outcome).toBeDefined();
    const { scores, winners } = outcome!;
    expect(scores.length).toBe(pos.seats);
    const best = Math.max(...scores);
    expect(winners).toEqual(scores.flatMap((s, seat) => (s === best ? [seat] : [])));
  }
  // JSON round trip restores everything.
  const json = JSON.parse(JSON.stringify(pos.toJSON())) as unknown;
  const restored = mnk.fromJSON(json);
  expect(restored.history).toEqual(pos.history);
  expect(restored.legalMoves()).toEqual(moves);
  expect(restored.turn).toBe(pos.turn);
  expect(restored.outcome()).toEqual(outcome);
  expect(restored.toJSON()).toEqual(pos.toJSON());
  // Notation round trip.
  for (const m of moves) expect(mnk.parseMove(pos, mnk.formatMove(pos, m))).toBe(m);
}

describe('the protocol on the m,n,k-game', () => {
  it('holds at every ply of random games', () => {
    fc.assert(
      fc.property(arbGame, ([options, seed]) => {
        const rng = new Rng(seed);
        const pos = mnk.create(options);
        checkPosition(pos);
        while (!pos.isOver()) {
          pos.play(rng.pick(pos.legalMoves()));
          checkPosition(pos);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('play rejects illegal moves with IllegalMoveError and leaves the position unchanged', () => {
    fc.assert(
      fc.property(
        arbGame,
        fc.oneof(fc.integer({ min: -5, max: 50 }), fc.double(), fc.constantFrom(Number.NaN, 2 ** 53)),
        ([options, seed], move) => {
          const pos = mnk.create(options);
          const rng = new Rng(seed);
          for (let i = rng.int(pos.grid.size); i > 0 && !pos.isOver(); i--)
            pos.play(rng.pick(pos.legalMoves()));
          expect(() => pos.isLegal(move)).not.toThrow();
          if (pos.isLegal(move)) return;
          const before = JSON.stringify(pos.toJSON());
          expect(() => pos.play(move as MnkMove)).toThrow(IllegalMoveError);
          expect(JSON.stringify(pos.toJSON())).toBe(before);
        },
      ),
    );
  });

  it('clone is independent of the original in both directions', () => {
    fc.assert(
      fc.property(arbGame, ([options, seed]) => {
        const rng = new Rng(seed);
        const pos = mnk.create(options);
        if (pos.isOver()) return;
        pos.play(rng.pick(pos.legalMoves()));
        const copy = pos.clone();
        const snapshot = JSON.stringify(pos.toJSON());
        if (!copy.isOver()) copy.play(rng.pick(copy.legalMoves()));
        expect(JSON.stringify(pos.toJSON())).toBe(snapshot);
        const copySnapshot = JSON.stringify(copy.toJSON());
        if (!pos.isOver()) pos.play(rng.pick(pos.legalMoves()));
        expect(JSON.stringify(copy.toJSON())).toBe(copySnapshot);
      }),
    );
  });

  it('a won game ends with the winner alone in winners', () => {
    const pos = mnk.create();
    for (const text of ['a1', 'a2', 'b1', 'b2', 'c1']) pos.play(mnk.parseMove(pos, text));
    expect(pos.isOver()).toBe(true);
    expect(pos.outcome()).toEqual({ scores: [1, -1], winners: [0] });
    const draw = mnk.create();
    for (const text of ['b2', 'a1', 'c1', 'a3', 'a2', 'c2', 'b1', 'b3', 'c3'])
      draw.play(mnk.parseMove(draw, text));
    expect(draw.outcome()).toEqual({ scores: [0, 0], winners: [0, 1] });
  });
});

describe('bad input on the m,n,k-game', () => {
  it('create rejects bad options with OptionsError', () => {
    for (const options of [
      { width: 0 },
      { width: 20 },
      { k: 4 },
      { width: 2.5 },
      { height: -1 },
      { k: 0 },
      null,
      7,
    ]) {
      expect(codeOf(() => mnk.create(options as MnkOptions))).toBe('ERR_OPTIONS');
    }
  });

  it('parseMove: NotationError for malformed text, IllegalMoveError for an occupied cell', () => {
    const pos = mnk.create();
    pos.play(mnk.parseMove(pos, 'b2'));
    expect(() => mnk.parseMove(pos, 'B2')).toThrow(IllegalMoveError);
    for (const text of ['', 'd1', 'a4', 'b', '22', 'b2b2', '💥'])
      expect(() => mnk.parseMove(pos, text)).toThrow(NotationError);
    expect(codeOf(() => mnk.parseMove(pos, 5 as unknown as string))).toBe('ERR_NOTATION');
  });

  it('fromJSON rejects any malformed data with SetupError, never anything else', () => {
    const valid = { game: 'mnk', version: 1, options: { width: 3, height: 3, k: 3 }, moves: ['b2', 'a1'] };
    const mutated = fc.oneof(
      fc.anything(),
      fc.record({
        game: fc.oneof(fc.constant('mnk'), fc.anything()),
        version: fc.oneof(fc.constant(1), fc.anything()),
        options: fc.oneof(
          fc.record({
            width: fc.oneof(fc.integer({ min: -2, max: 25 }), fc.anything()),
            height: fc.oneof(fc.integer({ min: -2, max: 25 }), fc.anything()),
            k: fc.oneof(fc.integer({ min: -2, max: 25 }), fc.anything()),
          }),
          fc.anything(),
        ),
        moves: fc.oneof(
          fc.array(fc.constantFrom('a1', 'b2', 'c3', 'd4', 'e1', 'z9', ''), { maxLength: 12 }),
          fc.anything(),
        ),
      }),
    );
    expect(mnk.fromJSON(valid).history).toEqual([4, 0]);
    fc.assert(
      fc.property(mutated, (data) => {
        try {
          const pos = mnk.fromJSON(data);
          checkPosition(pos); // accepted data must give a valid position
        } catch (e) {
          expect(e).toBeInstanceOf(SetupError);
          expect(isQuadrilleError(e)).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
    for (const bad of [null, undefined, 'mnk', [], { ...valid, moves: [4, 4] }, { ...valid, game: 'go' }]) {
      expect(codeOf(() => mnk.fromJSON(bad))).toBe('ERR_SETUP');
    }
  });
});

describe('protocol types', () => {
  it('brands moves per game and keeps games usable generically', () => {
    expectTypeOf<MoveOf<MnkPosition>>().toEqualTypeOf<MnkMove>();
    expectTypeOf<MnkMove>().toEqualTypeOf<MoveId<'mnk'>>();
    expectTypeOf(mnk).toMatchTypeOf<Game<MnkPosition, MnkMove, MnkOptions>>();
    expectTypeOf(mnk).toMatchTypeOf<AnyGame>();
    expectTypeOf<MnkPosition>().toMatchTypeOf<Position<MnkMove>>();
    const pos = mnk.create();
    const playPlainNumber = () => {
      // @ts-expect-error a plain number is not a move: moves come from legalMoves or parseMove.
      pos.play(4);
    };
    const playOtherGamesMove = (m: MoveId<'blokus'>) => {
      // @ts-expect-error another game's move id does not fit this game.
      pos.play(m);
    };
    expect([typeof playPlainNumber, typeof playOtherGamesMove]).toEqual(['function', 'function']);
    // isLegal narrows any number to a move.
    const n: number = 4;
    if (pos.isLegal(n)) {
      pos.play(n);
      expect(pos.history).toEqual([4]);
    } else {
      expect.unreachable('4 is legal at the start');
    }
  });
});
