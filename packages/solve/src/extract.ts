/**
 * Proof extraction: once a {@link Search} (df-pn or depth-first) has solved its root, the strategy of the seat
 * that came out ahead is read from the table — its deciding move at each of its positions,
 * every reply of the other seat followed. A position whose entry the table has since replaced
 * is searched again (a small search: everything below it is solved or cheap), so extraction
 * works with any table size.
 *
 * @module
 */

import { readKey, split } from './key.js';
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

  const table = search.table;
  const walker = search.walker;
  /** Whether the table's entry at `o` shows the prover reaching its goal. */
  const provenAt = (o: number): boolean => o >= 0 && (won ? table.pn(o) : table.dn(o)) === 0;
  /** Whether the table's entry at `o` is solved, either way. */
  const solvedAt = (o: number): boolean => o >= 0 && (table.pn(o) === 0 || table.dn(o) === 0);

  /**
   * Whether `move` leads to a position the prover reaches its goal from: a finished one, or one
   * the table has proved (with `searching`, solved now if the table has not solved it).
   */
  const leadsToGoal = (move: number, ply: number, searching: boolean): boolean => {
    walker.play(move);
    let ok: boolean;
    if (walker.pos.isOver()) ok = seatResult(walker.pos.outcome()!, prover) >= (won ? 1 : 0);
    else {
      walker.readTableKey();
      const { hi, lo } = split;
      if (searching && !solvedAt(table.find(hi, lo))) runAfresh(hi, lo, ply + 1);
      ok = provenAt(table.find(hi, lo));
    }
    walker.undo();
    return ok;
  };

  /** Solves the walker's position (key `hi`, `lo`) with no node limit. */
  const runAfresh = (hi: number, lo: number, ply: number): void => {
    const limit = search.limit;
    search.limit = Number.POSITIVE_INFINITY;
    search.stopped = false;
    search.run(hi, lo, ply);
    search.limit = limit;
  };

  /**
   * The move of `prover` at the walker's position, proved by the table (searching again what
   * the table lost). The entry's best move is the answer unless the table is keyed by canonical
   * keys: the entry may then have been stored by a symmetric image of the position, whose move
   * is not this position's, so the move is the one whose child the table proves (searched one
   * child after another if the table has lost them).
   */
  const decidingMove = (ply: number): number => {
    walker.readTableKey();
    const { hi, lo } = split;
    if (!provenAt(table.find(hi, lo))) runAfresh(hi, lo, ply);
    const o = table.find(hi, lo);
    if (!provenAt(o)) throw new Error('solve: a proved position lost its proof (a key collision?)');
    const best = table.best(o);
    if (!walker.symmetric && best >= 0) return best;
    const moves = (replies[ply] ??= []);
    const n = movesInto(walker.pos, moves);
    if (best >= 0 && walker.pos.isLegal(best) && leadsToGoal(best, ply, false)) return best;
    for (let i = 0; i < n; i++) if (leadsToGoal(moves[i]!, ply, false)) return moves[i]!;
    for (let i = 0; i < n; i++) if (leadsToGoal(moves[i]!, ply, true)) return moves[i]!;
    throw new Error('solve: a proved position has no proved move (a key collision?)');
  };

  const visit = (hi: number, lo: number, ply: number): number => {
    const known = heights.get(hi, lo);
    if (known >= 0) return known;
    const pos = search.walker.pos;
    let height = 0;
    if (pos.isOver()) {
      if (seatResult(pos.outcome()!, prover) === 0) draws++;
    } else if (pos.turn === prover) {
      const move = decidingMove(ply);
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
    readKey(search.walker.pos);
    const height = visit(split.hi, split.lo, ply + 1);
    search.walker.undo();
    return height;
  };

  readKey(search.walker.pos);
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
    readKey(pos);
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
    readKey(search.walker.pos);
    const h = extracted.heights.get(split.hi, split.lo);
    search.walker.undo();
    if (h > bestHeight) {
      bestHeight = h;
      best = move;
    }
  }
  return best;
}
