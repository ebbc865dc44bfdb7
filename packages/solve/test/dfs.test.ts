// The depth-first search against df-pn: the same outcomes on random positions of several
// games, whatever the steps it is run in, with proofs the checker confirms.
import type { AnyGame, Position } from '@quadrille/core';
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { checkProof, type SolveAlgorithm, Solver } from '../src/index.js';
import { domineering, mnk, talpa } from './games.js';

const GAMES: readonly (readonly [AnyGame, object])[] = [
  [mnk, { width: 4, height: 3, k: 3 }],
  [domineering, { width: 4, height: 4 }],
  [talpa, { size: 4 }],
];

/** The position `picks` lead to from the game's start (each pick a move index, wrapped), or undefined once over. */
function randomPosition(
  game: AnyGame,
  options: object,
  picks: readonly number[],
): Position<number> | undefined {
  const pos = game.create(options) as Position<number>;
  for (const pick of picks) {
    const moves = pos.legalMoves();
    if (moves.length === 0) return undefined;
    pos.play(moves[pick % moves.length]!);
  }
  return pos.isOver() ? undefined : pos;
}

/** Solves `pos` in steps of `step` nodes; returns the outcome, checked. */
function solved(game: AnyGame, pos: Position<number>, algorithm: SolveAlgorithm, step: number): string {
  const solver = new Solver(game, pos, { algorithm, memory: 1 << 20 });
  while (!solver.step(step));
  const { outcome, proof } = solver.result!;
  const check = checkProof(game, proof);
  expect(check.ok && check.outcome).toBe(outcome);
  return outcome;
}

it('agrees with df-pn on random positions, in any steps, with proofs that check', () => {
  fc.assert(
    fc.property(
      fc.integer({ min: 0, max: GAMES.length - 1 }),
      fc.array(fc.nat(), { minLength: 2, maxLength: 7 }),
      fc.integer({ min: 1, max: 5000 }),
      (which, picks, step) => {
        const [game, options] = GAMES[which]!;
        const pos = randomPosition(game, options, picks);
        fc.pre(pos !== undefined);
        expect(solved(game, pos!, 'dfs', step)).toBe(solved(game, pos!, 'dfpn', 1_000_000));
      },
    ),
    { numRuns: 60 },
  );
});

it('leaves the solver at its start between steps, so a pause loses nothing', () => {
  const pos = talpa.create({ size: 4 }) as Position<number>;
  const whole = new Solver(talpa, pos, { algorithm: 'dfs', memory: 1 << 22 });
  while (!whole.step(Number.POSITIVE_INFINITY));
  const stepped = new Solver(talpa, pos, { algorithm: 'dfs', memory: 1 << 22 });
  let steps = 0;
  while (!stepped.step(100)) {
    steps++;
    expect(stepped.state().start).toEqual(pos.toJSON());
  }
  expect(steps).toBeGreaterThan(10);
  // The same search, only paused: the same positions in the same order.
  expect(stepped.nodes).toBe(whole.nodes);
  expect(stepped.result!.proof).toEqual(whole.result!.proof);
});
