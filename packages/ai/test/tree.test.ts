import { OptionsError, Rng } from '@quadrille/core';
import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MctsSearch } from '../src/index.js';
import { ROOT, SearchTree, UNEXPANDED } from '../src/tree.js';
import { mnk, ticTacToe } from './fixtures.js';

/** What a tree holds, by the path of moves to each node: its visits, mean and children's moves. */
function snapshot(tree: SearchTree, from = ROOT): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (n: number, path: string) => {
    const children: number[] = [];
    for (let c = tree.first[n]!, end = c + tree.count[n]!; c >= 0 && c < end; c++) children.push(c);
    out.set(
      path,
      `${tree.visits[n]} ${tree.mean[n]} ${tree.prior[n]} ${children.map((c) => tree.move[c]).join(',')}`,
    );
    for (const c of children) walk(c, `${path}/${tree.move[c]}`);
  };
  walk(from, '');
  return out;
}

/** A random tree: `expansions` nodes expanded with 1–4 children each, random visits. */
function randomTree(seed: number, expansions: number, rows = 10_000): SearchTree {
  const rng = new Rng(seed);
  const tree = new SearchTree(2, rows);
  const leaves = [ROOT];
  for (let e = 0; e < expansions && leaves.length > 0; e++) {
    const n = leaves.splice(rng.int(leaves.length), 1)[0]!;
    const count = 1 + rng.int(4);
    const start = tree.allocate(count);
    if (start < 0) break;
    for (let i = 0; i < count; i++) {
      tree.init(start + i, 10 * n + i, rng.nextFloat());
      tree.visits[start + i] = rng.int(40);
      tree.mean[start + i] = rng.nextFloat();
      leaves.push(start + i);
    }
    tree.first[n] = start;
    tree.count[n] = count;
    tree.turn[n] = n % 2;
  }
  return tree;
}

describe('SearchTree.compact', () => {
  it('keeps every node under the root with minVisits 0, in fewer rows once blocks are dropped', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 1, max: 60 }), (seed, expansions) => {
        const tree = randomTree(seed, expansions);
        const before = snapshot(tree);
        tree.compact(0);
        expect(snapshot(tree)).toEqual(before);
      }),
    );
  });

  it('drops the children of nodes below minVisits and keeps the rest as they were', () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.integer({ min: 1, max: 60 }),
        fc.integer({ min: 0, max: 40 }),
        (seed, e, least) => {
          const tree = randomTree(seed, e);
          const before = snapshot(tree);
          tree.compact(least);
          const after = snapshot(tree);
          for (const [path, text] of after) {
            const node = before.get(path);
            expect(node).toBeDefined();
            const [visits] = node!.split(' ');
            // A node keeps its children when it is the root or has at least `least` visits.
            if (path === '' || Number(visits) >= least) expect(text).toBe(node);
            else expect(text).toBe(`${node!.split(' ').slice(0, 3).join(' ')} `);
          }
          expect(tree.size).toBeLessThanOrEqual(
            1 +
              [...after.values()].reduce(
                (s, t) => s + (t.endsWith(' ') ? 0 : t.split(' ')[3]!.split(',').length),
                0,
              ),
          );
        },
      ),
    );
  });

  it('moves a node to the root with what is below it, and frees the rest', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 2, max: 60 }), (seed, e) => {
        const tree = randomTree(seed, e);
        const child = tree.first[ROOT]! + new Rng(seed).int(tree.count[ROOT]!);
        const below = snapshot(tree, child);
        tree.compact(0, child);
        expect(snapshot(tree)).toEqual(below);
        expect(tree.size).toBe(
          1 +
            [...below.values()].reduce(
              (s, t) => s + (t.endsWith(' ') ? 0 : t.split(' ')[3]!.split(',').length),
              0,
            ),
        );
      }),
    );
  });
});

describe('SearchTree rows', () => {
  it('grows up to maxNodes, then refuses and says it is full', () => {
    const tree = new SearchTree(2, 3000);
    expect(tree.allocate(2000)).toBe(1);
    expect(tree.allocate(999)).toBe(2001);
    expect(tree.full).toBe(false);
    expect(tree.allocate(1)).toBe(-1);
    expect(tree.full).toBe(true);
    tree.clear();
    expect(tree.full).toBe(false);
    expect(tree.size).toBe(1);
    expect(tree.first[ROOT]).toBe(UNEXPANDED);
  });

  it('refuses a maxNodes below 2', () => {
    expect(() => new SearchTree(2, 1)).toThrow(OptionsError);
    expect(() => SearchTree.shared(2, 1.5)).toThrow(OptionsError);
    expect(() => new MctsSearch(mnk.create(), new Rng(1), { maxNodes: 0 })).toThrow(OptionsError);
  });

  it('keeps solved results per node', () => {
    const tree = new SearchTree(3, 100);
    tree.solve(ROOT, [0, 1, 0.5], 4);
    expect(tree.solvedReward(ROOT, 1)).toBe(1);
    expect(tree.solvedPlies(ROOT)).toBe(4);
    for (let i = 0; i < 20; i++) {
      const n = tree.allocate(1);
      tree.init(n, i, 0.5);
      tree.solve(n, [i, 0, 0], i);
    }
    expect(tree.solvedReward(20, 0)).toBe(19);
  });

  it('is the same tree from every thread that attaches to a shared one', () => {
    const tree = SearchTree.shared(2, 64);
    const other = SearchTree.attach(tree.data());
    const start = other.allocate(3);
    expect(start).toBe(1);
    expect(tree.size).toBe(4);
    tree.init(start, 42, 0.25);
    expect(other.move[start]).toBe(42);
    expect(other.allocate(61)).toBe(-1);
    expect(tree.full).toBe(true);
    expect(tree.size).toBe(4);
    expect(() => new SearchTree(2, 64).data()).toThrow(OptionsError);
  });
});

describe('a search in a small tree', () => {
  it('prunes when full and still finds the win', () => {
    const pos = ticTacToe('a1', 'a2', 'b2');
    const search = new MctsSearch(pos, new Rng(3), { maxNodes: 40, solver: false });
    search.run(5000);
    expect(search.treeNodes).toBeLessThanOrEqual(40);
    expect(mnk.formatMove(pos, search.result().move)).toBe('c3');
  });

  it('plays only legal moves down a pruned tree, and reuses it', () => {
    const pos = mnk.create({ width: 5, k: 4 });
    const search = new MctsSearch(pos, new Rng(1), { maxNodes: 300 });
    search.run(10_000);
    expect(search.treeNodes).toBeLessThanOrEqual(300);
    const { pv } = search.result().stats;
    const later = pos.clone();
    later.play(pv[0]!);
    later.play(pv[1]!);
    expect(search.advance(later)).toBe(true);
    search.run(2000);
    expect(later.isLegal(search.result().move)).toBe(true);
  });
});
