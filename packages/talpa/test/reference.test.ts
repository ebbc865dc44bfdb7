/**
 * Differential tests against the naive referee in `reference.ts` (plain array, full scan for
 * moves, fresh breadth-first search for paths after every move): the same legal moves, the same
 * winner, at every ply of random games on many board shapes and both no-move rules.
 */
import { Rng } from '@quadrille/core';
import {
  describeMove,
  formatMove,
  type NoMoveRule,
  type TalpaMove,
  type TalpaPosition,
  talpa,
} from '@quadrille/talpa';
import { describe, expect, it } from 'vitest';
import { Referee, type RefMove } from './reference.js';

function toRef(pos: TalpaPosition, move: TalpaMove): RefMove {
  const v = describeMove(pos, move);
  if (v.kind === 'capture') return { kind: 'capture', from: v.from, to: v.to };
  if (v.kind === 'removal') return { kind: 'removal', cell: v.cell };
  return { kind: 'pass' };
}

function refName(pos: TalpaPosition, m: RefMove): string {
  const g = pos.grid;
  if (m.kind === 'capture') return `${g.name(m.from)}x${g.name(m.to)}`;
  return m.kind === 'removal' ? g.name(m.cell) : 'pass';
}

interface Tally {
  games: number;
  doublePaths: number;
  removalWins: number;
}

/** Plays `games` random games in lockstep with the referee, comparing at every ply. */
function lockstep(width: number, height: number, noMove: NoMoveRule, games: number, seed: number): Tally {
  const rng = new Rng(seed);
  const tally: Tally = { games, doublePaths: 0, removalWins: 0 };
  for (let g = 0; g < games; g++) {
    const pos = talpa.create({ width, height, noMove });
    const ref = new Referee(width, height, noMove);
    let emptying = 0;
    for (;;) {
      const moves = pos.legalMoves();
      const expected = ref
        .legalMoves()
        .map((m) => refName(pos, m))
        .sort()
        .join(' ');
      const actual = moves
        .map((m) => formatMove(pos, m))
        .sort()
        .join(' ');
      // (A plain comparison first: `expect` on every ply of thousands of games is slow.)
      if (actual !== expected || pos.isOver() !== ref.winner >= 0) {
        expect(actual).toBe(expected);
        expect(pos.isOver()).toBe(ref.winner >= 0);
      }
      if (moves.length === 0) break;
      const move = moves[rng.int(moves.length)]!;
      const view = describeMove(pos, move);
      if (view.kind !== 'pass') emptying++;
      const mover = pos.turn;
      pos.play(move);
      ref.play(toRef(pos, move));
      if ((pos.winner ?? -1) !== ref.winner) expect(pos.winner ?? -1).toBe(ref.winner);
      // The incremental union-find against a fresh breadth-first search, for both players.
      const paths = [pos.hasPath(0), pos.hasPath(1)];
      const expectedPaths = [ref.hasPath(0), ref.hasPath(1)];
      if (paths[0] !== expectedPaths[0] || paths[1] !== expectedPaths[1])
        expect(paths).toEqual(expectedPaths);
      if (pos.hasPath(0) && pos.hasPath(1)) {
        // Both paths opened by the same move: the mover loses.
        tally.doublePaths++;
        expect(pos.winner).toBe(1 - mover);
      }
      if (pos.isOver() && view.kind === 'removal') tally.removalWins++;
    }
    // Every non-pass move empties a square, so at most width·height of them.
    expect(emptying).toBeLessThanOrEqual(width * height);
    expect(pos.history.length).toBeLessThanOrEqual(2 * width * height);
    const outcome = pos.outcome()!;
    expect(outcome.winners).toHaveLength(1);
    expect(outcome.winners[0]).toBe(pos.winner);
  }
  return tally;
}

describe('the engine agrees with a naive referee', () => {
  const shapes: readonly (readonly [number, number, number])[] = [
    [6, 6, 100],
    [8, 8, 60],
    [10, 10, 20],
    [2, 2, 50],
    [3, 3, 200],
    [5, 5, 150],
    [7, 7, 60],
    [4, 7, 100],
    [9, 3, 100],
    [33, 2, 20], // more than 32 files: a rank spans a word boundary
    [2, 40, 20],
    [35, 34, 1], // shifts by more than a word
  ];
  for (const [w, h, games] of shapes) {
    it(`on ${w}x${h}, both no-move rules`, () => {
      lockstep(w, h, 'pass', games, w * 100 + h);
      lockstep(w, h, 'lose', Math.ceil(games / 3), w * 100 + h + 1);
    });
  }

  it('exercises the double-path rule and removal-phase wins on 6x6 (so the checks above bite)', () => {
    const tally = lockstep(6, 6, 'pass', 400, 99);
    expect(tally.doublePaths).toBeGreaterThan(0);
    expect(tally.removalWins).toBeGreaterThan(0);
  });
});
