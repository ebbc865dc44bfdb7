// assembleProof and topLine without Redis: every job solved here by the local solver, the top
// combined, and the assembled proof confirmed by the independent checker.
import type { AnyGame, Position } from '@quadrille/core';
import { describe, expect, it } from 'vitest';
import { checkProof, decodeStrategy, type SolvedOutcome, type Strategy, solve } from '../src/index.js';
import { assembleProof, proofLeaves, topLine, topOutcome } from '../src/queue/assemble.js';
import { evaluateTop } from '../src/queue/bounds.js';
import { rootValue } from '../src/queue/results.js';
import { type SplitSettings, splitTree, type TopNode } from '../src/queue/top-tree.js';
import { domineering, failure, mnk, talpa } from './games.js';

interface Solved {
  readonly outcome: SolvedOutcome;
  readonly strategies: Strategy[];
  readonly line: string[];
}

/** Splits `root`, solves every job locally, and combines them as a coordinator does. */
async function combine(game: AnyGame, root: Position<number>, split: SplitSettings) {
  const tree = splitTree(game, root, split);
  const solved = new Map<TopNode, Solved>();
  for (const leaf of tree.leaves) {
    const pos = root.clone();
    for (const move of leaf.moves) pos.play(move);
    const r = await solve(game, pos, { memory: 2 ** 18 });
    const line = r.line!.map((move) => {
      const text = game.formatMove(pos, move);
      pos.play(move);
      return text;
    });
    solved.set(leaf, { outcome: r.outcome!, strategies: r.proof!.strategies.map(decodeStrategy), line });
  }
  const value = (leaf: TopNode) => ({ ...solved.get(leaf)!, nodes: 0, ms: 0 });
  const bounds = evaluateTop(tree, (leaf) => rootValue(leaf, value(leaf), tree.first));
  return { tree, bounds, solved };
}

describe('assembleProof', () => {
  it.each([
    ['tic-tac-toe (a draw: two strategies)', mnk, { width: 3, height: 3, k: 3 }, { depth: 2 }],
    ['Domineering 4×4 (a first-player win)', domineering, { width: 4, height: 4 }, { depth: 1 }],
    ['Domineering 4×4 three plies deep', domineering, { width: 4, height: 4 }, { depth: 3 }],
    ['Talpa 3×3', talpa, { size: 3 }, { depth: 2 }],
  ] as const)('proves %s as the local solver does', async (_, game, options, split) => {
    const root = game.create(options);
    const local = await solve(game, root, { memory: 2 ** 18 });
    const { tree, bounds, solved } = await combine(game, root, split);
    expect(topOutcome(tree, bounds)).toBe(local.outcome);
    const needed = proofLeaves(tree, bounds);
    const proof = assembleProof(game, root, tree, bounds, (leaf) => {
      expect(needed).toContain(leaf);
      return solved.get(leaf)!.strategies;
    });
    const check = checkProof(game, JSON.parse(JSON.stringify(proof)));
    expect(check.ok && check.outcome).toBe(local.outcome);
    expect(proof.strategies.length).toBe(local.outcome === 'draw' ? 2 : 1);
  });

  it('refuses a stored proof without the strategy its value claims', async () => {
    const root = domineering.create({ width: 4, height: 4 });
    const { tree, bounds } = await combine(domineering, root, { depth: 1 });
    expect(await failure(() => assembleProof(domineering, root, tree, bounds, () => []))).toBe(
      'ERR_SETUP bad-result',
    );
  });
});

describe('topLine', () => {
  it('follows the proof from the start to a finished game through a job’s own line', async () => {
    for (const [game, options] of [
      [mnk, { width: 3, height: 3, k: 3 }],
      [domineering, { width: 4, height: 4 }],
    ] as const) {
      const root = game.create(options);
      const { tree, bounds, solved } = await combine(game, root, { depth: 2 });
      const { moves, leaf } = topLine(tree, bounds, (l) => solved.get(l)!.line);
      const pos = root.clone();
      for (const move of moves) pos.play(move);
      for (const text of leaf === undefined ? [] : solved.get(leaf)!.line)
        pos.play(game.parseMove(pos, text));
      expect(pos.isOver()).toBe(true);
      const winners = pos.outcome()!.winners;
      const outcome = winners.length !== 1 ? 'draw' : winners[0] === root.turn ? 'first' : 'second';
      expect(outcome).toBe(topOutcome(tree, bounds));
    }
  });
});
