/**
 * The search tree of {@link MctsSearch}: one {@link SearchNode} per position reached, holding
 * visit counts, per-seat reward sums, the prior and the all-moves-as-first (RAVE) statistics of
 * the move that leads to it, and, once the position is solved, its exact rewards.
 *
 * @module
 */

/** A node of the MCTS tree: the position reached by playing `move` from the parent. */
export class SearchNode<M extends number> {
  /** The move that leads here from the parent (-1 at the root). */
  readonly move: M;
  /** The parent node (undefined at the root; cut when the tree is reused from this node). */
  parent: SearchNode<M> | undefined;
  /** Expanded children, in expansion order. */
  readonly children: SearchNode<M>[] = [];
  /**
   * The moves of {@link SearchNode.children}, index for index, in a typed array (longer than
   * needed): RAVE scans them after every simulation, and reading a number from one array is
   * much cheaper than reading it from hundreds of scattered node objects.
   */
  childMoves: Int32Array | undefined;
  /**
   * The legal moves not yet expanded, the next to try last (so `pop` takes it); `undefined`
   * until the node is first expanded.
   */
  untried: M[] | undefined;
  /**
   * The priors of the moves {@link SearchNode.untried} had when the node was expanded, index
   * for index (the prior of the move just popped is at the new `untried.length`); `undefined`
   * when every prior is the neutral 0.5.
   */
  untriedPriors: Float64Array | undefined;
  /** The seat to move here, or -1 when the game is over (set on expansion). */
  turn = -2;
  /** Simulations through this node. */
  visits = 0;
  /** Sum of rewards per seat over those simulations. */
  readonly rewards: Float64Array;
  /** The game knowledge's prior of {@link SearchNode.move} for the seat that played it, in [0, 1]. */
  readonly prior: number;
  /** Simulations from the parent in which the parent's mover played this move at any later turn. */
  amafVisits = 0;
  /** The parent mover's reward summed over those simulations. */
  amafReward = 0;
  /** Exact rewards per seat once the subtree is solved (MCTS-solver), else undefined. */
  proven: Float64Array | undefined;
  /** Once solved: the moves to the end of the game with best play (0 for a finished game). */
  provenPlies = 0;

  /**
   * @param move - the move from the parent.
   * @param parent - the parent node.
   * @param seats - the number of seats (length of {@link SearchNode.rewards}).
   * @param prior - the move's prior for the parent's mover.
   */
  constructor(move: M, parent: SearchNode<M> | undefined, seats: number, prior = 0.5) {
    this.move = move;
    this.parent = parent;
    this.rewards = new Float64Array(seats);
    this.prior = prior;
  }

  /** Appends `child` to {@link SearchNode.children} and its move to {@link SearchNode.childMoves}. */
  addChild(child: SearchNode<M>): void {
    const count = this.children.length;
    let moves = this.childMoves;
    if (moves === undefined || count === moves.length) {
      const grown = new Int32Array(count === 0 ? 8 : 2 * count);
      if (moves !== undefined) grown.set(moves);
      this.childMoves = moves = grown;
    }
    moves[count] = child.move;
    this.children.push(child);
  }

  /** Mean reward of `seat` here (its exact reward once proven; 0 before any visit). */
  value(seat: number): number {
    if (this.proven !== undefined) return this.proven[seat]!;
    return this.visits === 0 ? 0 : this.rewards[seat]! / this.visits;
  }

  /** The most visited child (ties to the better value for `seat`), or undefined if none. */
  mostVisited(seat: number): SearchNode<M> | undefined {
    let best: SearchNode<M> | undefined;
    for (const c of this.children) {
      if (
        best === undefined ||
        c.visits > best.visits ||
        (c.visits === best.visits && c.value(seat) > best.value(seat))
      ) {
        best = c;
      }
    }
    return best;
  }

  /**
   * The move to play from here for `seat`: a proven win if there is one, else the most visited
   * child — unless that one is solved, and another promises more (its exact value, or its mean
   * if unsolved): then the most visited of those. So a solved loss is not played while a move
   * with any hope remains.
   */
  bestChild(seat: number): SearchNode<M> | undefined {
    const win = this.quickestWin(seat);
    if (win !== undefined) return win;
    const visited = this.mostVisited(seat);
    if (visited?.proven === undefined) return visited;
    const floor = visited.proven[seat]!;
    let best: SearchNode<M> | undefined;
    for (const c of this.children) {
      if (c.value(seat) <= floor || c.visits === 0) continue;
      if (best === undefined || c.visits > best.visits) best = c;
    }
    return best ?? visited;
  }

  /** The child proven to win outright for `seat` in the fewest moves, if any. */
  quickestWin(seat: number): SearchNode<M> | undefined {
    let best: SearchNode<M> | undefined;
    for (const c of this.children) {
      if (c.proven === undefined || c.proven[seat]! < WIN) continue;
      if (best === undefined || c.provenPlies < best.provenPlies) best = c;
    }
    return best;
  }
}

/** A reward this close to 1 is a certain outright win: nothing can do better. */
export const WIN = 1 - 1e-9;
