import { IllegalMoveError, type Outcome, Rng } from '@quadrille/core';
import {
  type LinkageMove,
  type LinkageOptions,
  type LinkagePosition,
  LinkageSimulator,
  linkage,
  linkageKnowledge,
} from '@quadrille/linkage';
import { arbPosition, checkKnowledge } from '@quadrille/testing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { playoutRecorder } from '../../../test-support/playout-recorder.js';
import { VARIANTS } from './fixtures/random-games.js';

const playoutMove = linkageKnowledge.playoutMove!;
const priors = linkageKnowledge.priors!;

/** Every test variant, and the threshold the benchmarks play (13: the closest games). */
const ALL: readonly (LinkageOptions | undefined)[] = [...VARIANTS, { threshold: 13 }];

/** Positions of every variant by uniformly random play, finished games included. */
const positions = arbPosition(linkage, fc.constantFrom(...ALL), { maxPlies: 120 });

const copy = (o: Outcome) => ({ scores: [...o.scores], winners: [...o.winners] });

/**
 * The playout the search ran before the simulator: on a copy of `pos`, `legalMovesInto` then
 * `linkageKnowledge.playoutMove` then `play`, to the end. Returns the moves and the end.
 */
function positionPlayout(pos: LinkagePosition, rng: Rng): { moves: number[]; end: LinkagePosition } {
  const end = pos.clone();
  const buffer: LinkageMove[] = [];
  const moves: number[] = [];
  for (let count = end.legalMovesInto(buffer); count > 0; count = end.legalMovesInto(buffer)) {
    const move = playoutMove(end, buffer, count, rng);
    moves.push(move);
    end.play(move);
  }
  return { moves, end };
}

/** The simulator's legal moves, as `movesInto` writes them. */
function simMoves(sim: LinkageSimulator): number[] {
  const out: LinkageMove[] = [];
  return out.slice(0, sim.movesInto(out));
}

/** Checks the simulator's state against `pos` (the same state): its legal moves, in order, and turn. */
function expectSameState(sim: LinkageSimulator, pos: LinkagePosition): void {
  expect(simMoves(sim)).toEqual(pos.isOver() ? [] : pos.legalMoves());
  expect(sim.turn()).toBe(pos.isOver() ? -1 : pos.turn);
}

describe('LinkageSimulator', () => {
  it("passes the kit's knowledge checks on every variant: priors, playoutMove, and the simulator's playouts, outcomes, restore and children", () => {
    // Priors in [0, 1] and the same each time, playouts of legal moves only (seeded, never a
    // stale entry of the buffer), rewards for the outcomes reached, the position left alone; the
    // simulator's playouts legal move by move, their outcomes the rules', restore() back to the
    // start, movesInto and priorsInto the position's moves and the knowledge's priors.
    const report = checkKnowledge(linkage, linkageKnowledge, {
      options: fc.constantFrom(...ALL),
      runs: 200,
      maxPlies: 120,
    });
    expect(report.playoutMoves).toBeGreaterThan(1000);
    expect(report.simulatorMoves).toBeGreaterThan(1000);
    expect(report.skipped.filter((s) => s.property.startsWith('simulator'))).toEqual([]);
  });

  it('plays exactly the moves of playoutMove on a position for the same random numbers, stopping only where Fewer has won', () => {
    const seen = { early: 0, full: 0, passes: 0 };
    fc.assert(
      fc.property(positions, fc.integer(), fc.nat(6), (pos, seed, treeMoves) => {
        // A few tree moves first, as a search's simulation plays down its tree.
        const start = pos.clone();
        const sim = new LinkageSimulator(pos.rules);
        sim.reset(pos);
        const pick = new Rng(seed ^ 0x5bd1e995);
        for (let i = 0; i < treeMoves && !start.isOver(); i++) {
          const legal = start.legalMoves();
          const move = legal[pick.int(legal.length)]!;
          sim.play(move);
          start.play(move);
        }
        const record = playoutRecorder();
        const outcome = copy(sim.playout(new Rng(seed), record));
        const { moves, end } = positionPlayout(start, new Rng(seed));
        // The same moves (the simulator's may stop before the end), each with its mover's seat.
        expect(record.moves).toEqual(moves.slice(0, record.moves.length));
        const replay = start.clone();
        record.moves.forEach((move, i) => {
          expect(record.seats[i]).toBe(replay.turn);
          replay.play(move as LinkageMove);
        });
        seen.passes += record.moves.filter((m) => m === pos.table.pass).length;
        const expected = end.outcome()!;
        if (record.moves.length < moves.length) {
          // Stopped early: Fewer's win was certain, and the rest of the playout gives it.
          seen.early++;
          expect(replay.isOver()).toBe(false);
          expect(outcome.winners).toEqual([1 - replay.moreSeat!]);
          expect(outcome.winners).toEqual(expected.winners);
          const piecesLeft = Array.from({ length: replay.rules.colours }, (_, c) => replay.supply(c));
          const placeable = Math.min(
            piecesLeft.reduce((a, b) => a + b),
            Math.floor(countLiveCells(replay) / 2),
          );
          expect(replay.groups + placeable).toBeLessThan(replay.rules.threshold);
        } else {
          seen.full++;
          expect(outcome).toEqual(copy(expected));
        }
        expect(sim.turn()).toBe(replay.isOver() ? -1 : replay.turn);
      }),
      { numRuns: 300, seed: 7 },
    );
    // The properties above ran on both kinds of ending, and on forced passes.
    expect(seen.early).toBeGreaterThan(10);
    expect(seen.full).toBeGreaterThan(10);
    expect(seen.passes).toBeGreaterThan(0);
  });

  it('keeps the legal moves and the seat to move of a position replayed with the same moves, at every ply of its playouts', () => {
    fc.assert(
      fc.property(positions, fc.integer(), (pos, seed) => {
        const sim = new LinkageSimulator(pos.rules);
        sim.reset(pos);
        expectSameState(sim, pos);
        const record = playoutRecorder();
        sim.playout(new Rng(seed), record);
        // Step through the playout's moves again as tree moves, checking every state.
        sim.restore();
        const replay = pos.clone();
        for (const move of record.moves) {
          sim.play(move as LinkageMove);
          replay.play(move as LinkageMove);
          expectSameState(sim, replay);
        }
      }),
      { numRuns: 150, seed: 11 },
    );
  });

  it("gives the knowledge's priors of the legal moves at every ply, read from its own state", () => {
    fc.assert(
      fc.property(positions, fc.integer(), (pos, seed) => {
        const sim = linkageKnowledge.simulator!(pos) as LinkageSimulator;
        sim.reset(pos);
        const record = playoutRecorder();
        sim.playout(new Rng(seed), record);
        sim.restore();
        const replay = pos.clone();
        for (let i = 0; ; i++) {
          const moves = simMoves(sim) as LinkageMove[];
          const got = new Float64Array(moves.length).fill(0.5);
          const expected = new Float64Array(moves.length).fill(0.5);
          sim.priorsInto!(moves, moves.length, got);
          if (moves.length > 0) priors(replay, moves, expected);
          expect([...got]).toEqual([...expected]);
          if (i === record.moves.length) break;
          sim.play(record.moves[i] as LinkageMove);
          replay.play(record.moves[i] as LinkageMove);
        }
      }),
      { numRuns: 60, seed: 13 },
    );
  });

  it('offers priorsInto only for knowledge whose priors are Linkage’s own', () => {
    const pos = linkage.create();
    expect(linkageKnowledge.simulator!(pos).priorsInto).toBeDefined();
    const own = { ...linkageKnowledge, priors: () => {} };
    expect(own.simulator!(pos).priorsInto).toBeUndefined();
  });

  it('refuses illegal tree moves with the reason the position gives, and stays where it was', () => {
    fc.assert(
      fc.property(positions, fc.integer({ min: -2, max: 2000 }), (pos, move) => {
        const sim = new LinkageSimulator(pos.rules);
        sim.reset(pos);
        const reason = pos.illegalReason(move);
        if (reason === undefined) {
          sim.play(move as LinkageMove);
          pos.play(move as LinkageMove);
        } else {
          let error: unknown;
          try {
            sim.play(move as LinkageMove);
          } catch (e) {
            error = e;
          }
          expect(error).toBeInstanceOf(IllegalMoveError);
          expect((error as IllegalMoveError).reason).toBe(reason);
        }
        expectSameState(sim, pos);
      }),
      { numRuns: 300, seed: 17 },
    );
    const sim = new LinkageSimulator(linkage.create().rules);
    for (const bad of [Number.NaN, 1.5, '3', null])
      expect(() => sim.play(bad as never)).toThrow(IllegalMoveError);
  });

  it('goes back to its start with restore(), and takes positions of other rules with reset()', () => {
    const small = linkage.create({ width: 5, restriction: false });
    const sim = new LinkageSimulator(linkage.create().rules);
    sim.reset(small);
    const first = playoutRecorder();
    const outcome = copy(sim.playout(new Rng(3), first));
    sim.restore();
    expectSameState(sim, small);
    const again = playoutRecorder();
    expect(copy(sim.playout(new Rng(3), again))).toEqual(outcome);
    expect(again.moves).toEqual(first.moves);
    expect(sim.rules).toBe(small.rules);
    const pie = linkage.create({ setup: 'pie' });
    sim.reset(pie);
    expectSameState(sim, pie);
    expect(simMoves(sim)).toHaveLength(pie.grid.size);
  });

  it('plays the pie setup out: the black square, the role, then the game', () => {
    const pos = linkage.create({ setup: 'pie' });
    const sim = new LinkageSimulator(pos.rules);
    sim.reset(pos);
    const record = playoutRecorder();
    const outcome = sim.playout(new Rng(5), record);
    const end = pos.clone();
    for (const move of record.moves) end.play(move as LinkageMove);
    expect(linkage.formatMove(pos, record.moves[0] as LinkageMove)).toMatch(/^black [a-g][1-7]$/);
    expect(end.phase).toBe('play');
    expect(end.moreSeat).toBeDefined();
    expect(outcome.winners).toHaveLength(1);
  });
});

/** The empty cells with an empty neighbour, counted naively. */
function countLiveCells(pos: LinkagePosition): number {
  const { grid } = pos;
  let live = 0;
  for (let c = 0; c < grid.size; c++) {
    if (pos.colourAt(c) !== -1) continue;
    const neighbours = grid.orthogonal.slice(4 * c, 4 * c + 4);
    if (neighbours.some((n) => n >= 0 && pos.colourAt(n) === -1)) live++;
  }
  return live;
}
