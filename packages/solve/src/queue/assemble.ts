/**
 * The proof of a distributed solve, put together once the start is settled: the coordinator's
 * own moves at the top of the tree, and below them the strategies of the jobs' proofs. A seat's
 * strategy picks, where it moves, a child whose value is good enough for its goal, and follows
 * every move of the other seat; at a job it takes that job's strategy for the seat. Strategies
 * of several jobs are merged by position key: each entry comes from a strategy that reaches the
 * goal from its position, so the union does too, whichever entry a shared position keeps.
 *
 * @module
 */

import { type AnyGame, type Position, SetupError } from '@quadrille/core';
import { KeyMap } from '../key-map.js';
import {
  encodeStrategy,
  type Proof,
  type SolvedOutcome,
  type Strategy,
  type StrategyGoal,
} from '../proof.js';
import { settled, type TopBounds } from './bounds.js';
import type { TopNode, TopTree } from './top-tree.js';

/** One seat's strategy to build: the seat, and what it must reach (1 a win, 0 a draw). */
interface Goal {
  readonly seat: number;
  readonly need: 0 | 1;
}

/** The outcome of a settled start. */
export function topOutcome(tree: TopTree, bounds: TopBounds): SolvedOutcome {
  const value = bounds.lo[tree.root.index]!;
  return value === 1 ? 'first' : value === -1 ? 'second' : 'draw';
}

/** The strategies a proof of `outcome` needs: the winner's, or each seat's for a draw. */
function goals(tree: TopTree, outcome: SolvedOutcome): Goal[] {
  const { first } = tree;
  if (outcome === 'first') return [{ seat: first, need: 1 }];
  if (outcome === 'second') return [{ seat: 1 - first, need: 1 }];
  return [
    { seat: first, need: 0 },
    { seat: 1 - first, need: 0 },
  ];
}

/** The least value `node` can have for `seat`. */
function floor(tree: TopTree, bounds: TopBounds, node: TopNode, seat: number): number {
  return seat === tree.first ? bounds.lo[node.index]! : -bounds.hi[node.index]!;
}

/**
 * Walks the top of `goal.seat`'s strategy: `choose` at each of its moves, `reach` at each job
 * the strategy enters.
 */
function walk(
  tree: TopTree,
  bounds: TopBounds,
  goal: Goal,
  reach: (leaf: TopNode) => void,
  choose: (node: TopNode, move: number) => void,
): void {
  const seen = new Set<TopNode>();
  const visit = (node: TopNode): void => {
    if (seen.has(node) || node.result !== undefined) return;
    seen.add(node);
    if (node.leaf) reach(node);
    else if (node.turn === goal.seat) {
      const best = node.children.find((c) => floor(tree, bounds, c.node, goal.seat) >= goal.need)!;
      choose(node, best.move);
      visit(best.node);
    } else for (const child of node.children) visit(child.node);
  };
  visit(tree.root);
}

/** The jobs whose proofs the proof of the settled start takes, each once. */
export function proofLeaves(tree: TopTree, bounds: TopBounds): TopNode[] {
  const leaves = new Set<TopNode>();
  for (const goal of goals(tree, topOutcome(tree, bounds))) {
    walk(
      tree,
      bounds,
      goal,
      (leaf) => leaves.add(leaf),
      () => {},
    );
  }
  return [...leaves];
}

/**
 * The proof of the settled start.
 *
 * @param start - the start position (its `toJSON` goes into the proof).
 * @param strategiesOf - the strategies of a job's proof (each of {@link proofLeaves}).
 * @throws `SetupError` (reason `bad-result`) when a job's proof has no strategy for the value
 *   its result claims (a stored result that is not this solver's).
 */
export function assembleProof(
  game: AnyGame,
  start: Position<number>,
  tree: TopTree,
  bounds: TopBounds,
  strategiesOf: (leaf: TopNode) => readonly Strategy[],
): Proof {
  const outcome = topOutcome(tree, bounds);
  const strategies = goals(tree, outcome).map((goal) => {
    const moves = new KeyMap();
    const reach = (leaf: TopNode) => {
      const own = strategiesOf(leaf).find(
        (s) => s.seat === goal.seat && (goal.need === 0 || s.goal === 'win'),
      );
      if (own === undefined) {
        throw new SetupError(
          `the stored proof of position ${leaf.hex} has no strategy for seat ${goal.seat} to ${goal.need === 1 ? 'win' : 'draw'}: clear the stored results`,
          'bad-result',
        );
      }
      own.moves.forEach((hi, lo, move) => {
        if (!moves.has(hi, lo)) moves.set(hi, lo, move);
      });
    };
    walk(tree, bounds, goal, reach, (node, move) => moves.set(node.hi, node.lo, move));
    const kind: StrategyGoal = goal.need === 1 ? 'win' : 'draw';
    return encodeStrategy({ seat: goal.seat, goal: kind, moves });
  });
  return { format: 'quadrille-proof', version: 1, game: game.id, start: start.toJSON(), outcome, strategies };
}

/**
 * A principal line through the top of the settled tree: the winner's first good move, against
 * it the reply that holds out longest (the longest line), and in a draw the first drawing move
 * of each; from the job it ends in, that job's own line (`lineOf`, its length is enough here).
 *
 * @returns the moves down to the job (or to a finished game), and that job.
 */
export function topLine(
  tree: TopTree,
  bounds: TopBounds,
  lineOf: (leaf: TopNode) => readonly string[],
): { readonly moves: readonly number[]; readonly leaf: TopNode | undefined } {
  const value = bounds.lo[tree.root.index]!;
  const winner = value === 1 ? tree.first : value === -1 ? 1 - tree.first : -1;
  const lengths = new Map<TopNode, number>();
  const next = (node: TopNode): TopNode | undefined => {
    const on = node.children.filter((c) => settled(bounds, c.node) && bounds.lo[c.node.index] === value);
    if (on.length === 0) return undefined;
    if (winner === -1 || node.turn === winner) return on[0]!.node;
    return on.reduce((a, b) => (length(b.node) > length(a.node) ? b : a)).node;
  };
  const length = (node: TopNode): number => {
    let known = lengths.get(node);
    if (known === undefined) {
      const child = node.leaf ? undefined : next(node);
      known = node.leaf ? lineOf(node).length : child === undefined ? 0 : 1 + length(child);
      lengths.set(node, known);
    }
    return known;
  };
  const moves: number[] = [];
  let node = tree.root;
  while (!node.leaf && node.result === undefined) {
    const child = next(node)!;
    moves.push(node.children.find((c) => c.node === child)!.move);
    node = child;
  }
  return { moves, leaf: node.leaf ? node : undefined };
}
