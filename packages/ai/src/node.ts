/**
 * The search tree of {@link MctsSearch}: one {@link SearchNode} per position reached, holding
 * visit counts and per-seat reward sums.
 *
 * @module
 */

/** A node of the MCTS tree: the position reached by playing `move` from the parent. */
export class SearchNode<M extends number> {
  /** The move that leads here from the parent (-1 at the root). */
  readonly move: M;
  /** The parent node (undefined at the root). */
  readonly parent: SearchNode<M> | undefined;
  /** Expanded children, in expansion order. */
  readonly children: SearchNode<M>[] = [];
  /**
   * The legal moves not yet expanded, the next to try last (so `pop` takes it); `undefined`
   * until the node is first expanded.
   */
  untried: M[] | undefined;
  /** The seat to move here, or -1 if the game is over here (known once expanded). */
  turn = -1;
  /** Simulations through this node. */
  visits = 0;
  /** Sum of rewards per seat over those simulations. */
  readonly rewards: Float64Array;

  /**
   * @param move - the move from the parent.
   * @param parent - the parent node.
   * @param seats - the number of seats (length of {@link SearchNode.rewards}).
   */
  constructor(move: M, parent: SearchNode<M> | undefined, seats: number) {
    this.move = move;
    this.parent = parent;
    this.rewards = new Float64Array(seats);
  }

  /** Mean reward of `seat` here (0 before any visit). */
  value(seat: number): number {
    return this.visits === 0 ? 0 : this.rewards[seat]! / this.visits;
  }

  /** The most visited child (ties to the better value for `seat`), or undefined if none. */
  bestChild(seat: number): SearchNode<M> | undefined {
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
}
