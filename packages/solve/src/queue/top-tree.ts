/**
 * {@link splitTree}: the top of the game tree that a distributed solve's coordinator expands
 * itself, ply by ply from the start, until the open positions at its frontier are enough jobs
 * for the workers. Positions reached by several lines are one node (by their key), so that a
 * transposition is one job; finished games inside the top are settled on the spot.
 *
 * @module
 */

import type { AnyGame, GameDescription, GameKnowledge, Position } from '@quadrille/core';
import { keyHex, split, splitKey } from '../key.js';
import { seatResult } from '../outcome.js';

/** A result for the seat that moves at the start: 1 a win, 0 a draw, -1 a loss. */
export type RootValue = -1 | 0 | 1;

/** A position of the top of the tree. */
export interface TopNode {
  /** Its index in {@link TopTree.nodes}. */
  readonly index: number;
  /** The high half of its key. */
  readonly hi: number;
  /** The low half of its key. */
  readonly lo: number;
  /** Its key as 16 hexadecimal digits: how jobs and results name it. */
  readonly hex: string;
  /** The seat to move. */
  readonly turn: number;
  /** The first line of moves found from the start to it. */
  readonly moves: readonly number[];
  /** For a finished game, its result for the start's mover; undefined for a game that goes on. */
  readonly result: RootValue | undefined;
  /** Whether it is a job: an open position at the frontier. */
  readonly leaf: boolean;
  /** The moves expanded here and where each leads (empty for a leaf or a finished game). */
  readonly children: readonly TopChild[];
}

/** One expanded move of a {@link TopNode}. */
export interface TopChild {
  /** The move. */
  readonly move: number;
  /** The position it leads to. */
  readonly node: TopNode;
}

/** The top of a game tree. */
export interface TopTree {
  /** The start. */
  readonly root: TopNode;
  /** Every node, the start first. */
  readonly nodes: readonly TopNode[];
  /** The jobs, in the order a depth-first walk from the start meets them (likelier moves first). */
  readonly leaves: readonly TopNode[];
  /** The seat to move at the start. */
  readonly first: number;
  /** The plies expanded. */
  readonly depth: number;
}

/** How far the coordinator expands the top of the tree itself before it queues jobs. */
export interface SplitSettings {
  /** Stop at the first ply with at least this many open positions (default 8)… */
  readonly minLeaves?: number;
  /**
   * …and at least this many plies (default 2: a move of each seat, so that the work below a
   * winning first move is shared out too, not only the first moves themselves).
   */
  readonly minDepth?: number;
  /** Never expand more plies than this (default 6). */
  readonly maxDepth?: number;
  /** Expand exactly this many plies (unless every game ends before), whatever the count. */
  readonly depth?: number;
  /** Expand the likelier moves first, by the game's `knowledge.priors` (default true). */
  readonly ordering?: boolean;
}

/** A node while the tree is built: its position is kept until it is expanded. */
interface Building extends TopNode {
  leaf: boolean;
  children: TopChild[];
  position: Position<number> | undefined;
}

/**
 * Expands `root` ply by ply: all open positions of a ply at once, until a ply past `minDepth`
 * has `minLeaves` open positions, or `maxDepth` (or exactly `depth`) plies are expanded. The
 * open positions of the last ply are the jobs.
 *
 * @param root - the start; never modified (it must be solvable: see `checkSolvable`).
 */
export function splitTree(game: AnyGame, root: Position<number>, settings: SplitSettings = {}): TopTree {
  const minLeaves = settings.minLeaves ?? 8;
  const maxDepth = settings.depth ?? settings.maxDepth ?? 6;
  const minDepth = Math.min(settings.minDepth ?? 2, maxDepth);
  const knowledge = (game as Partial<GameDescription<Position<number>>>).knowledge;
  const priors = settings.ordering === false ? undefined : knowledge?.priors;
  const first = root.turn;
  const nodes: Building[] = [];
  const byKey = new Map<bigint, Building>();
  const reach = (position: Position<number>, moves: readonly number[]): Building => {
    const key = position.key!();
    const known = byKey.get(key);
    if (known !== undefined) return known;
    splitKey(key);
    const over = position.isOver();
    const node: Building = {
      index: nodes.length,
      hi: split.hi,
      lo: split.lo,
      hex: keyHex(split.hi, split.lo),
      turn: position.turn,
      moves,
      result: over ? seatResult(position.outcome()!, first) : undefined,
      leaf: false,
      children: [],
      position: over ? undefined : position,
    };
    nodes.push(node);
    byKey.set(key, node);
    return node;
  };
  let frontier = [reach(root.clone(), [])];
  let depth = 0;
  for (;;) {
    const open = frontier.filter((n) => n.result === undefined);
    const enough = settings.depth === undefined && open.length >= minLeaves && depth >= minDepth;
    if (open.length === 0 || enough || depth >= maxDepth) {
      for (const node of open) node.leaf = true;
      break;
    }
    const next: Building[] = [];
    for (const node of open) {
      const position = node.position!;
      node.position = undefined;
      for (const move of ordered(position, priors)) {
        const child = position.clone();
        child.play(move);
        const seen = byKey.size;
        const reached = reach(child, [...node.moves, move]);
        if (byKey.size > seen) next.push(reached);
        node.children.push({ move, node: reached });
      }
    }
    frontier = next;
    depth++;
  }
  for (const node of nodes) node.position = undefined;
  return { root: nodes[0]!, nodes, leaves: leavesInOrder(nodes[0]!), first, depth };
}

/** The legal moves of `position`, the likelier first where the game has priors. */
function ordered(position: Position<number>, priors: GameKnowledge['priors']): number[] {
  const moves = [...position.legalMoves()];
  if (priors === undefined) return moves;
  const weights = new Float64Array(moves.length).fill(0.5);
  priors(position, moves, weights);
  const order = moves.map((_, i) => i).sort((a, b) => weights[b]! - weights[a]! || a - b);
  return order.map((i) => moves[i]!);
}

/** The leaves below `root`, each once, in the order a depth-first walk meets them. */
function leavesInOrder(root: TopNode): TopNode[] {
  const seen = new Set<TopNode>();
  const leaves: TopNode[] = [];
  const visit = (node: TopNode): void => {
    if (seen.has(node)) return;
    seen.add(node);
    if (node.leaf) leaves.push(node);
    for (const child of node.children) visit(child.node);
  };
  visit(root);
  return leaves;
}
