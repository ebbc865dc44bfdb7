import { mctsPlayer } from '@quadrille/ai';
import { IllegalMoveError, type Outcome, Rng, randomPlayout } from '@quadrille/core';
import {
  type TalpaMove,
  type TalpaOptions,
  type TalpaPosition,
  TalpaSimulator,
  talpa,
  talpaKnowledge,
} from '@quadrille/talpa';
import { arbOptions, arbValidOptions, checkKnowledge } from '@quadrille/testing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { playoutRecorder } from '../../../test-support/playout-recorder.js';

/** Every option Talpa has, boards up to 10×10: presets, squares, rectangles, both no-move rules. */
const arbVariant = arbValidOptions(
  talpa,
  arbOptions(talpa.options!, { max: { size: 10, width: 10, height: 10 } }) as fc.Arbitrary<TalpaOptions>,
);

/** The position after `plies` uniformly random moves of `rng` (fewer if the game ends). */
function randomPosition(options: TalpaOptions, plies: number, rng: Rng): TalpaPosition {
  return randomPlayout(talpa.create(options), rng, { maxPlies: plies });
}

/** A case: a variant, a position reached in it by random play, and a seed for what follows. */
const arbCase = fc.record({
  options: arbVariant,
  plies: fc.nat({ max: 60 }),
  seed: fc.integer({ min: 1, max: 1_000_000 }),
});

/** The simulator's legal moves where it stands. */
function movesOf(sim: TalpaSimulator): number[] {
  const out: TalpaMove[] = [];
  return out.slice(0, sim.movesInto(out));
}

/**
 * A playout as a search ran it before Talpa had a simulator (`PositionSimulator` of
 * `@quadrille/ai`): on a copy of `pos`, `legalMovesInto`, `talpaKnowledge.playoutMove` and `play`
 * to the end. Returns its moves, movers and outcome.
 */
function positionPlayout(
  pos: TalpaPosition,
  rng: Rng,
): { moves: number[]; seats: number[]; outcome: Outcome } {
  const game = pos.clone();
  const buffer: TalpaMove[] = [];
  const record = playoutRecorder();
  while (!game.isOver()) {
    const count = game.legalMovesInto(buffer);
    const move = talpaKnowledge.playoutMove!(game, buffer, count, rng);
    record.push(move, game.turn);
    game.play(move);
  }
  return { moves: record.moves, seats: record.seats, outcome: game.outcome()! };
}

const copy = (o: Outcome) => ({ scores: [...o.scores], winners: [...o.winners] });

describe('TalpaSimulator', () => {
  it('is what talpaKnowledge gives a search, with the priors while they are Talpa’s own', () => {
    const pos = talpa.create();
    const sim = talpaKnowledge.simulator!(pos);
    expect(sim).toBeInstanceOf(TalpaSimulator);
    expect(sim.turn()).toBe(0);
    expect(sim.priorsInto).toBeTypeOf('function');
    const mine = {
      ...talpaKnowledge,
      priors: (_p: unknown, _m: unknown, out: Float64Array) => out.fill(0.4),
    };
    expect(mine.simulator!(pos).priorsInto).toBeUndefined();
    expect(new TalpaSimulator(pos).priorsInto).toBeUndefined();
  });

  it('passes the kit’s knowledge checks on every variant', () => {
    // The simulator's checks (legal moves and seats, outcomes, restore after playouts and tree
    // moves, moves and priors for expansions), with the priors it must give: the knowledge's
    // other checks are in knowledge.test.ts.
    const { priors, simulator } = talpaKnowledge;
    const report = checkKnowledge(talpa, { priors, simulator }, { options: arbVariant, runs: 150 });
    expect(report.simulatorMoves).toBeGreaterThan(1000);
    expect(report.skipped.map((s) => s.property)).not.toContain('simulator-legal');
  });

  it('gives the legal moves, ascending, and the seat to move of a position replayed with its moves, at every ply', () => {
    fc.assert(
      fc.property(arbCase, ({ options, plies, seed }) => {
        const rng = new Rng(seed);
        const pos = randomPosition(options, plies, rng);
        const sim = new TalpaSimulator(pos);
        for (;;) {
          const moves = movesOf(sim);
          expect(moves).toEqual(pos.isOver() ? [] : pos.legalMoves());
          expect(sim.turn()).toBe(pos.isOver() ? -1 : pos.turn);
          if (moves.length === 0) break;
          const move = moves[rng.int(moves.length)] as TalpaMove;
          sim.play(move);
          pos.play(move);
        }
        // At the end of the game, a playout returns the position's outcome at once.
        const record = playoutRecorder();
        expect(sim.playout(rng, record)).toEqual(pos.outcome());
        expect(record.moves).toEqual([]);
      }),
      { numRuns: 120 },
    );
  });

  it('plays out as talpaKnowledge.playoutMove does on a position, draw for draw: the same moves, movers and outcome', () => {
    // The same moves for the same random stream at every step: the same distribution over moves
    // in every state, whatever the state.
    fc.assert(
      fc.property(arbCase, fc.nat({ max: 4 }), ({ options, plies, seed }, treeMoves) => {
        const rng = new Rng(seed);
        const pos = randomPosition(options, plies, rng);
        const sim = new TalpaSimulator(pos);
        for (let i = 0; i < treeMoves && !pos.isOver(); i++) {
          const moves = pos.legalMoves();
          const move = moves[rng.int(moves.length)]!;
          sim.play(move);
          pos.play(move);
        }
        const expected = positionPlayout(pos, new Rng(seed));
        const record = playoutRecorder();
        const outcome = copy(sim.playout(new Rng(seed), record));
        expect(record.moves).toEqual(expected.moves);
        expect(record.seats).toEqual(expected.seats);
        expect(outcome).toEqual(copy(expected.outcome));
        expect(sim.turn()).toBe(-1);
      }),
      { numRuns: 200 },
    );
  });

  it('plays out as on a position on the largest boards too (bit sets of many words)', () => {
    for (const options of [
      { size: 64 },
      { width: 64, height: 3 },
      { width: 3, height: 64, noMove: 'lose' },
    ] as const) {
      for (const seed of [1, 2]) {
        const pos = randomPosition(options, 40, new Rng(seed));
        const record = playoutRecorder();
        const outcome = copy(new TalpaSimulator(pos).playout(new Rng(seed), record));
        const expected = positionPlayout(pos, new Rng(seed));
        expect(record.moves).toEqual(expected.moves);
        expect(outcome).toEqual(copy(expected.outcome));
      }
    }
  });

  it('takes the first winning move without a draw, and draws uniformly otherwise', () => {
    // 4×4, Red to move: d3xd4 wins at once (see knowledge.test.ts); the moves before it in id
    // order do not.
    const pos = talpa.create({ size: 4 });
    for (const m of ['b2xb3', 'd1xc1', 'd2xc2', 'a2xa3', 'c3xd3', 'c4xd4']) pos.play(talpa.parseMove(pos, m));
    const sim = new TalpaSimulator(pos);
    const rng = new Rng(1);
    const record = playoutRecorder();
    sim.playout(rng, record);
    expect(record.moves.map((m) => talpa.formatMove(pos, m as TalpaMove))).toEqual(['d3xd4']);
    expect(rng.nextU32()).toBe(new Rng(1).nextU32());
    // From the start no move wins: every one of the 112 is drawn, about as often.
    const start = talpa.create();
    const first = new TalpaSimulator(start);
    const seen = new Map<number, number>();
    const draws = 11_200;
    for (let i = 0; i < draws; i++) {
      first.restore();
      const one = playoutRecorder();
      // One move: the playout's first, then back.
      first.playout(rng, one);
      seen.set(one.moves[0]!, (seen.get(one.moves[0]!) ?? 0) + 1);
    }
    expect([...seen.keys()].sort((a, b) => a - b)).toEqual(start.legalMoves());
    // 100 expected each; a fixed seed, so no chance of a flaky failure.
    for (const n of seen.values()) expect(n).toBeGreaterThan(60);
  });

  it('gives the knowledge’s priors of the state it stands in, after tree moves', () => {
    fc.assert(
      fc.property(arbCase, fc.nat({ max: 6 }), ({ options, plies, seed }, treeMoves) => {
        const rng = new Rng(seed);
        const pos = randomPosition(options, plies, rng);
        const sim = talpaKnowledge.simulator!(pos);
        for (let i = 0; i < treeMoves && !pos.isOver(); i++) {
          const moves = pos.legalMoves();
          const move = moves[rng.int(moves.length)]!;
          sim.play(move);
          pos.play(move);
        }
        if (pos.isOver()) return;
        const moves = pos.legalMoves();
        const got = new Float64Array(moves.length).fill(0.5);
        const expected = new Float64Array(moves.length).fill(0.5);
        sim.priorsInto!(moves, moves.length, got);
        talpaKnowledge.priors!(pos, moves, expected);
        expect([...got]).toEqual([...expected]);
      }),
      { numRuns: 100 },
    );
  });

  it('makes a seeded search with a budget in simulations play exactly as on positions', () => {
    const { simulator: _, ...withoutSimulator } = talpaKnowledge;
    for (const [options, plies] of [
      [{}, 0],
      [{}, 14],
      [{ variant: 'beginner' }, 9],
      [{ size: 5, noMove: 'lose' }, 6],
    ] as const) {
      const pos = randomPosition(options, plies, new Rng(plies + 1));
      const search = (knowledge: typeof talpaKnowledge) => {
        const { move, stats } = mctsPlayer({ seed: 3, iterations: 1500, knowledge }).search(pos);
        return { move, pv: stats.pv, candidates: stats.candidates, value: stats.value };
      };
      expect(search(talpaKnowledge)).toEqual(search(withoutSimulator));
    }
  });

  it('takes positions of other boards after the first (sized anew), and finished ones', () => {
    const sim = new TalpaSimulator(talpa.create());
    const small = randomPosition({ width: 3, height: 5, noMove: 'lose' }, 4, new Rng(2));
    sim.reset(small);
    expect(movesOf(sim)).toEqual(small.legalMoves());
    expect(sim.playout(new Rng(4), playoutRecorder())).toEqual(positionPlayout(small, new Rng(4)).outcome);
    // A finished game: no moves, turn -1, and its outcome at once.
    const over = small.clone();
    while (!over.isOver()) over.play(over.legalMoves()[0]!);
    sim.reset(over);
    const record = playoutRecorder();
    expect(sim.turn()).toBe(-1);
    expect(movesOf(sim)).toEqual([]);
    expect(sim.playout(new Rng(1), record)).toEqual(over.outcome());
    expect(record.moves).toEqual([]);
  });

  it('refuses an illegal move with the position’s reason, or any move once the game is over, changing nothing', () => {
    const pos = talpa.create({ size: 4 });
    const sim = new TalpaSimulator(pos);
    // The id of a capture, legal or not.
    const capture = (from: string, to: string) => {
      const [f, t] = [pos.grid.parse(from), pos.grid.parse(to)];
      return pos.table.captureAt[pos.grid.orthogonal.subarray(4 * f, 4 * f + 4).indexOf(t) + 4 * f]!;
    };
    const cases: [number, string][] = [
      [capture('a2', 'a1'), 'not-your-piece'], // Blue's piece
      [pos.table.removal(0), 'capture-required'],
      [pos.table.pass, 'has-pieces'],
      [-1, 'not-a-move'],
      [1.5, 'not-a-move'],
      [pos.table.size, 'not-a-move'],
    ];
    for (const [move, reason] of cases) {
      expect(() => sim.play(move as TalpaMove)).toThrow(expect.objectContaining({ reason }));
      expect(pos.illegalReason(move)).toBe(reason);
    }
    expect(movesOf(sim)).toEqual(pos.legalMoves());
    sim.play(talpa.parseMove(pos, 'a1xa2'));
    // Blue to move: a1 is empty now.
    expect(() => sim.play(capture('b1', 'a1') as TalpaMove)).toThrow(
      expect.objectContaining({ reason: 'no-enemy' }),
    );
    sim.playout(new Rng(1), playoutRecorder());
    expect(sim.turn()).toBe(-1);
    expect(() => sim.play(pos.legalMoves()[0]!)).toThrow(IllegalMoveError);
    expect(() => sim.play(pos.legalMoves()[0]!)).toThrow(expect.objectContaining({ reason: 'game-over' }));
  });
});
