// splitTree: the top of the tree a distributed solve expands itself.
import { type GameDescription, type Position, perft } from '@quadrille/core';
import { describe, expect, it } from 'vitest';
import { keyHex, split, splitKey } from '../src/key.js';
import { splitTree, type TopNode } from '../src/queue/top-tree.js';
import { domineering, mnk, talpa } from './games.js';

/** The position `node.moves` reach from `root`. */
function reach(root: Position<number>, node: TopNode): Position<number> {
  const pos = root.clone();
  for (const move of node.moves) pos.play(move);
  return pos;
}

describe('splitTree', () => {
  it('stops at the first ply with enough open positions, two plies deep at least by default', () => {
    const root = domineering.create({ width: 4, height: 4 });
    const tree = splitTree(domineering, root, { minLeaves: 8, minDepth: 1 });
    expect([tree.depth, tree.leaves.length]).toEqual([1, 12]);
    const deeper = splitTree(domineering, root, { minLeaves: 13, minDepth: 1 });
    expect(deeper.depth).toBe(2);
    expect(deeper.leaves.length).toBe(perft(root, 2)); // no transpositions after two plies
    expect(splitTree(domineering, root, { minLeaves: 8 }).depth).toBe(2);
    expect(splitTree(domineering, root, { minLeaves: 8, maxDepth: 1 }).depth).toBe(1);
  });

  it('expands exactly `depth` plies when asked, whatever the count, and merges transpositions', () => {
    const root = mnk.create({ width: 3, height: 3, k: 3 });
    const tree = splitTree(mnk, root, { depth: 3, minLeaves: 1 });
    expect(tree.depth).toBe(3);
    // X, O, X on distinct squares: 9 × 8 × 7 lines, each position reached by two of them.
    expect(tree.leaves.length).toBe((9 * 8 * 7) / 2);
    expect(new Set(tree.leaves.map((l) => l.hex)).size).toBe(tree.leaves.length);
  });

  it('settles finished games at the top instead of making them jobs', () => {
    const root = mnk.create({ width: 3, height: 3, k: 3 });
    const tree = splitTree(mnk, root, { depth: 5 });
    const finished = tree.nodes.filter((n) => n.result !== undefined);
    expect(finished.length).toBeGreaterThan(0); // three in a row after five plies
    for (const node of finished) {
      expect(node.leaf).toBe(false);
      expect(reach(root, node).isOver()).toBe(true);
      expect(node.result).toBe(1); // the first player's line: a win for the start's mover
    }
  });

  it('names each node by the key of the position its moves reach, and leaves the root alone', () => {
    const root = talpa.create({ size: 4 });
    const before = JSON.stringify(root.toJSON());
    const tree = splitTree(talpa, root, { depth: 2 });
    expect(JSON.stringify(root.toJSON())).toBe(before);
    for (const node of tree.nodes) {
      const pos = reach(root, node);
      splitKey(pos.key!());
      expect([node.hex, node.hi, node.lo, node.turn]).toEqual([
        keyHex(split.hi, split.lo),
        split.hi,
        split.lo,
        pos.turn,
      ]);
    }
    expect(tree.root.moves).toEqual([]);
  });

  it('lists the leaves depth first, likelier moves first where the game has priors', () => {
    const root = talpa.create({ size: 4 });
    const plain = splitTree(talpa, root, { depth: 2, ordering: false });
    const first = plain.root.children[0]!.node;
    const replies = (tree: typeof plain) =>
      tree.leaves.filter((l) => l.moves[0] === first.moves[0]).map((l) => l.moves[1]!);
    const pos = reach(root, first);
    expect(replies(plain)).toEqual(pos.legalMoves());
    const weights = new Float64Array(pos.legalMoves().length);
    (talpa as GameDescription<Position<number>>).knowledge!.priors!(pos, pos.legalMoves(), weights);
    const prior = new Map(pos.legalMoves().map((m, i) => [m, weights[i]!]));
    const ordered = replies(splitTree(talpa, root, { depth: 2 })).map((m) => prior.get(m)!);
    expect(ordered).toEqual([...ordered].sort((x, y) => y - x));
    expect(new Set(ordered).size).toBeGreaterThan(1);
  });
});
