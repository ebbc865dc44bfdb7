/**
 * Proof extraction: once a {@link Search} (df-pn or depth-first) has solved its root, the strategy of the seat
 * that came out ahead is read from the table — its deciding move at each of its positions,
 * every reply of the other seat followed. A position whose entry the table has since replaced
 * is searched again (a small search: everything below it is solved or cheap), so extraction
 * works with any table size.
 *
 * @module
 */

import { split, splitKey } from './key.js';
import { KeyMap } from './key-map.js';
import { movesInto } from './moves.js';
import { seatResult } from './outcome.js';
import type { Strategy } from './proof.js';
import type { Search } from './search.js';

/** A strategy read from a search, with what its positions look like. */
export interface Extracted {
  /** The strategy. */
  readonly strategy: Strategy;
  /** For every position of the proof, the plies left to its end along the longest line. */
  readonly heights: KeyMap;
  /** Finished positions of the proof that are draws (0 for a strategy that wins). */
  readonly draws: number;
}

/**
 * The strategy of `prover` from the position where the search's walker stands (solved by the
 * search: `prover` is the search's seat if it won, the other seat if it did not, whose goal is
 * then a draw at least).
 */
export function extract(search: Search, prover: number): Extracted {
  const won = prover === search.seat;
  const moves = new KeyMap();
  const heights = new KeyMap();
  let draws = 0;
  const goal = won ? 'win' : 'draw';
  /** The replies at each ply of the walk, generated into arrays reused from position to position. */
  const replies: number[][] = [];

  /** The move of `prover` at the walker's position, searching it again if the table lost it. */
  const decidingMove = (hi: number, lo: number, ply: number): number => {
    for (let attempt = 0; attempt < 2; attempt++) {
      const o = search.table.find(hi, lo);
      if (o >= 0 && (won ? search.table.pn(o) : search.table.dn(o)) === 0 && search.table.best(o) >= 0)
        return search.table.best(o);
      const limit = search.limit;
      search.limit = Number.POSITIVE_INFINITY;
      search.stopped = false;
      search.run(hi, lo, ply);
      search.limit = limit;
    }
    throw new Error('solve: a proved position lost its proof (a key collision?)');
  };

  const visit = (hi: number, lo: number, ply: number): number => {
    const known = heights.get(hi, lo);
    if (known >= 0) return known;
    const pos = search.walker.pos;
    let height = 0;
    if (pos.isOver()) {
      if (seatResult(pos.outcome()!, prover) === 0) draws++;
    } else if (pos.turn === prover) {
      const move = decidingMove(hi, lo, ply);
      moves.set(hi, lo, move);
      height = 1 + child(move, ply);
    } else {
      const moves = (replies[ply] ??= []);
      const n = movesInto(pos, moves);
      for (let i = 0; i < n; i++) height = Math.max(height, 1 + child(moves[i]!, ply));
    }
    heights.set(hi, lo, height);
    return height;
  };

  const child = (move: number, ply: number): number => {
    search.walker.play(move);
    splitKey(search.walker.pos.key!());
    const height = visit(split.hi, split.lo, ply + 1);
    search.walker.undo();
    return height;
  };

  splitKey(search.walker.pos.key!());
  visit(split.hi, split.lo, 0);
  return { strategy: { seat: prover, goal: draws === 0 ? 'win' : goal, moves }, heights, draws };
}

/**
 * The principal line of an extracted strategy from the walker's position: the prover's moves,
 * and against them the reply that holds out longest.
 */
export function principalLine(search: Search, extracted: Extracted): number[] {
  const line: number[] = [];
  const { walker } = search;
  for (;;) {
    const pos = walker.pos;
    if (pos.isOver()) break;
    splitKey(pos.key!());
    let move = extracted.strategy.moves.get(split.hi, split.lo);
    if (move < 0) move = longestReply(search, extracted);
    walker.play(move);
    line.push(move);
  }
  for (let i = 0; i < line.length; i++) walker.undo();
  return line;
}

/** The reply at the walker's position whose proof is tallest (the first of equals). */
function longestReply(search: Search, extracted: Extracted): number {
  let best = -1;
  let bestHeight = -1;
  for (const move of search.walker.pos.legalMoves()) {
    search.walker.play(move);
    splitKey(search.walker.pos.key!());
    const h = extracted.heights.get(split.hi, split.lo);
    search.walker.undo();
    if (h > bestHeight) {
      bestHeight = h;
      best = move;
    }
  }
  return best;
}
