/**
 * {@link evaluateTop}: what the solved jobs say of the top of the tree — for every node, the
 * least and the most its value can be for the start's mover (-1 a loss, 0 a draw, 1 a win),
 * by minimax over the three values: the start's mover takes the best child, the other seat the
 * worst. A node whose bounds meet is settled. {@link openLeaves} lists the unsolved jobs
 * whose value can still change the start's: every other job can be dropped.
 *
 * @module
 */

import type { RootValue, TopNode, TopTree } from './top-tree.js';

/** The bounds of every node of a {@link TopTree}, by node index. */
export interface TopBounds {
  /** The least value each node can have for the start's mover. */
  readonly lo: Int8Array;
  /** The most. */
  readonly hi: Int8Array;
}

/**
 * The bounds of every node, given the value of each solved job (`solved(leaf)`, undefined while
 * unsolved).
 */
export function evaluateTop(tree: TopTree, solved: (leaf: TopNode) => RootValue | undefined): TopBounds {
  const n = tree.nodes.length;
  const lo = new Int8Array(n);
  const hi = new Int8Array(n);
  const done = new Uint8Array(n);
  const visit = (node: TopNode): void => {
    if (done[node.index] === 1) return;
    done[node.index] = 1;
    const known = node.result ?? (node.leaf ? solved(node) : undefined);
    if (known !== undefined || node.leaf) {
      lo[node.index] = known ?? -1;
      hi[node.index] = known ?? 1;
      return;
    }
    const mine = node.turn === tree.first;
    let l = mine ? -1 : 1;
    let h = mine ? -1 : 1;
    for (const { node: child } of node.children) {
      visit(child);
      const cl = lo[child.index]!;
      const ch = hi[child.index]!;
      l = mine ? Math.max(l, cl) : Math.min(l, cl);
      h = mine ? Math.max(h, ch) : Math.min(h, ch);
    }
    lo[node.index] = l;
    hi[node.index] = h;
  };
  visit(tree.root);
  return { lo, hi };
}

/** Whether a node's value is known. */
export function settled(bounds: TopBounds, node: TopNode): boolean {
  return bounds.lo[node.index] === bounds.hi[node.index];
}

/**
 * The unsolved jobs that can still change the start's value: those reached from the start
 * through unsettled nodes only, never through a child that cannot change its parent's value
 * (where the start's mover moves, a child whose best is no better than what the parent already
 * has; where the other seat moves, likewise for the worst). Empty once the start is settled.
 */
export function openLeaves(tree: TopTree, bounds: TopBounds): Set<TopNode> {
  const open = new Set<TopNode>();
  const seen = new Set<TopNode>();
  const visit = (node: TopNode): void => {
    if (seen.has(node) || settled(bounds, node)) return;
    seen.add(node);
    if (node.leaf) {
      open.add(node);
      return;
    }
    const mine = node.turn === tree.first;
    for (const { node: child } of node.children) {
      const useless = mine
        ? bounds.hi[child.index]! <= bounds.lo[node.index]!
        : bounds.lo[child.index]! >= bounds.hi[node.index]!;
      if (!useless) visit(child);
    }
  };
  visit(tree.root);
  return open;
}
