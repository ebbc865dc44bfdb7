// evaluateTop and openLeaves: minimax over win, draw and loss at the top of the tree, and the
// jobs that can still change the start's value.
import { describe, expect, it } from 'vitest';
import { evaluateTop, openLeaves, settled } from '../src/queue/bounds.js';
import { type RootValue, splitTree, type TopNode } from '../src/queue/top-tree.js';
import { mnk } from './games.js';

// Tic-tac-toe two plies deep: X (the start's mover) moves, then O; 72 jobs.
const tree = splitTree(mnk, mnk.create({ width: 3, height: 3, k: 3 }), { depth: 2 });
const [a, b] = tree.root.children.map((c) => c.node) as [TopNode, TopNode];
const under = (node: TopNode) => node.children.map((c) => c.node);

describe('evaluateTop', () => {
  it('knows nothing before any job is solved', () => {
    const bounds = evaluateTop(tree, () => undefined);
    expect([bounds.lo[tree.root.index], bounds.hi[tree.root.index]]).toEqual([-1, 1]);
    expect(openLeaves(tree, bounds).size).toBe(72);
  });

  it('settles a node where the other seat moves on its first refutation, and drops its other jobs', () => {
    const refuted = under(a)[0]!;
    const bounds = evaluateTop(tree, (leaf) => (leaf === refuted ? -1 : undefined));
    expect(settled(bounds, a)).toBe(true);
    expect(bounds.hi[a.index]).toBe(-1);
    expect(settled(bounds, tree.root)).toBe(false);
    const open = openLeaves(tree, bounds);
    expect(open.size).toBe(72 - 8);
    for (const leaf of under(a)) expect(open.has(leaf)).toBe(false);
  });

  it('settles the start on one winning move, and on a draw where no move can do better', () => {
    const win = evaluateTop(tree, (leaf) => (under(a).includes(leaf) ? 1 : undefined));
    expect([win.lo[tree.root.index], win.hi[tree.root.index]]).toEqual([1, 1]);
    expect(openLeaves(tree, win).size).toBe(0);
    const values = (leaf: TopNode): RootValue => (under(a).includes(leaf) ? 0 : -1);
    const draw = evaluateTop(tree, values);
    expect([draw.lo[tree.root.index], draw.hi[tree.root.index]]).toEqual([0, 0]);
  });

  it('drops the jobs that cannot do better than what the start already has', () => {
    // X's first move draws; under X's second move, O has one reply known to hold X to a draw.
    const holds = under(b)[0]!;
    const bounds = evaluateTop(tree, (leaf) =>
      under(a).includes(leaf) ? 0 : leaf === holds ? 0 : undefined,
    );
    expect(bounds.lo[tree.root.index]).toBe(0);
    expect(bounds.hi[b.index]).toBe(0);
    const open = openLeaves(tree, bounds);
    for (const leaf of under(b)) expect(open.has(leaf)).toBe(false);
    expect(open.size).toBe(72 - 16);
  });
});
