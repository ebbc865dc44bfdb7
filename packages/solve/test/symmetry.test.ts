// Tables keyed by canonical keys (one entry for a position and its mirror images): the same
// outcomes as plain keys, fewer positions searched, proofs the checker confirms (it knows
// nothing of symmetries), whatever the table size and through a checkpoint.
import type { AnyGame, Position } from '@quadrille/core';
import fc from 'fast-check';
import { expect, it } from 'vitest';
import {
  ALGORITHMS,
  checkProof,
  checkSolveOptions,
  readCheckpoint,
  type SolveAlgorithm,
  Solver,
  solveWith,
  writeCheckpoint,
} from '../src/index.js';
import { domineering, failure, talpa } from './games.js';

const GAMES: readonly (readonly [AnyGame, object])[] = [
  [talpa, { size: 4 }],
  [talpa, { width: 3, height: 5 }],
  [domineering, { width: 4, height: 4 }],
];

/** Solves `pos` to the end; returns the solver, its proof checked. */
function solved(game: AnyGame, pos: Position<number>, options: object): Solver {
  const solver = new Solver(game, pos, options);
  while (!solver.step(Number.POSITIVE_INFINITY));
  const check = checkProof(game, solver.result!.proof);
  expect(check.ok && check.outcome).toBe(solver.result!.outcome);
  return solver;
}

it('proves the outcome plain keys prove, on random positions, in either search', () => {
  fc.assert(
    fc.property(
      fc.integer({ min: 0, max: GAMES.length - 1 }),
      fc.array(fc.nat(), { maxLength: 6 }),
      fc.constantFrom<SolveAlgorithm>(...ALGORITHMS),
      (which, picks, algorithm) => {
        const [game, options] = GAMES[which]!;
        const pos = game.create(options) as Position<number>;
        for (const pick of picks) {
          const moves = pos.legalMoves();
          if (moves.length <= 1) break;
          pos.play(moves[pick % moves.length]!);
        }
        fc.pre(!pos.isOver());
        const mirrored = solved(game, pos, { algorithm, memory: 1 << 20 });
        const plain = solved(game, pos, { algorithm, memory: 1 << 20, symmetry: false });
        expect(mirrored.result!.outcome).toBe(plain.result!.outcome);
      },
    ),
    { numRuns: 40 },
  );
});

it('searches fewer positions than plain keys where the board has mirror images', () => {
  const start = talpa.create({ size: 4 }) as Position<number>;
  const mirrored = solved(talpa, start, { algorithm: 'dfs', memory: 1 << 22 });
  const plain = solved(talpa, start, { algorithm: 'dfs', memory: 1 << 22, symmetry: false });
  expect(mirrored.nodes).toBeLessThan(plain.nodes);
  expect(mirrored.tableStats.used).toBeLessThan(plain.tableStats.used);
});

it('extracts its proof from a table too small to keep it, searching again what was lost', () => {
  // 4 KiB holds a few dozen entries: most answers are replaced before the proof is read.
  const start = talpa.create({ width: 4, height: 4 }) as Position<number>;
  const small = solved(talpa, start, { memory: 1 << 14 });
  expect(small.tableStats.replaced).toBeGreaterThan(0);
  expect(small.result!.outcome).toBe('first');
});

it('resumes from a checkpoint keyed as it was written, whatever the options say', async () => {
  const start = () => talpa.create({ size: 4 }) as Position<number>;
  const first = new Solver(talpa, start(), { memory: 1 << 20 });
  expect((await solveWith(first, { maxNodes: 2000 })).stopped).toBe('nodes');
  expect(first.state().symmetry).toBe(true);
  const again = readCheckpoint(talpa, writeCheckpoint(first), { symmetry: false });
  expect(again.state().symmetry).toBe(true);
  const result = await solveWith(again);
  expect(result.outcome).toBe('first');
  expect(checkProof(talpa, result.proof!).ok).toBe(true);
});

it('refuses a symmetry option that is not a boolean, and a checkpoint whose header says so', async () => {
  expect(await failure(() => checkSolveOptions({ symmetry: 'yes' }))).toBe('ERR_OPTIONS bad-type');
  const solver = new Solver(talpa, talpa.create({ size: 3 }) as Position<number>, { memory: 1 << 16 });
  const bytes = writeCheckpoint(solver);
  // The header's `"symmetry":true` made a string of the same length.
  const at = Buffer.from(bytes).indexOf('"symmetry":true');
  expect(at).toBeGreaterThan(0);
  expect(readCheckpoint(talpa, bytes).state().symmetry).toBe(true);
  bytes.set(new TextEncoder().encode('"symmetry":"ye"'), at);
  expect(await failure(() => readCheckpoint(talpa, bytes))).toBe('ERR_SETUP bad-checkpoint');
  expect(() => readCheckpoint(talpa, bytes)).toThrow(/bad symmetry/);
});
