/**
 * Generic play over the {@link Position} protocol: {@link next} for immutable state,
 * {@link perft} for move-generator verification, {@link randomPlayout} for uniformly random games.
 * Both use a position's `legalMovesInto` when it has one, so they allocate no move list per node
 * or ply.
 *
 * @module
 */

import { OptionsError } from './errors.js';
import type { Position } from './protocol.js';
import type { Rng } from './rng.js';

/**
 * A new position with `move` played; `pos` is left untouched (for React/Redux-style state).
 *
 * @throws {@link IllegalMoveError} if the move is not legal.
 */
export function next<P extends Position<M>, M extends number>(pos: P, move: M): P {
  const copy = pos.clone();
  copy.play(move);
  return copy;
}

/**
 * The number of move sequences of exactly `depth` moves from `pos` (leaf nodes of the game tree
 * cut at `depth`; a finished game before `depth` counts as no leaf). `perft(pos, 0)` is 1.
 *
 * The last level is counted in bulk (the number of legal moves, none played). Positions with
 * `undo` are searched in place — play, recurse, undo — and left as they were; others through
 * clones.
 *
 * @throws {@link OptionsError} for a negative or non-integer depth.
 */
export function perft<M extends number>(pos: Position<M>, depth: number): number {
  if (!Number.isInteger(depth) || depth < 0)
    throw new OptionsError(`perft depth must be a non-negative integer`);
  if (depth === 0) return 1;
  if (pos.legalMovesInto === undefined) return perftFresh(pos, depth);
  return perftInto(pos, depth, [], pos.undo !== undefined);
}

/** {@link perft} through `legalMoves()`, for positions without `legalMovesInto`. */
function perftFresh<M extends number>(pos: Position<M>, depth: number): number {
  const moves = pos.legalMoves();
  if (depth === 1) return moves.length;
  let total = 0;
  for (const m of moves) {
    const child = pos.clone();
    child.play(m);
    total += perftFresh(child, depth - 1);
  }
  return total;
}

/**
 * {@link perft} through `legalMovesInto`, with one reused move buffer per depth: in place (play,
 * recurse, undo) when the position can undo, else through a clone per move.
 */
function perftInto<M extends number>(
  pos: Position<M>,
  depth: number,
  buffers: M[][],
  inPlace: boolean,
): number {
  let moves = buffers[depth];
  if (moves === undefined) {
    moves = [];
    buffers[depth] = moves;
  }
  const n = pos.legalMovesInto!(moves);
  if (depth === 1) return n;
  let total = 0;
  for (let i = 0; i < n; i++) {
    const child = inPlace ? pos : pos.clone();
    child.play(moves[i]!);
    total += perftInto(child, depth - 1, buffers, inPlace);
    if (inPlace) pos.undo!();
  }
  return total;
}

/** Options of {@link randomPlayout}. */
export interface PlayoutOptions {
  /**
   * Stop after this many moves even if the game is not over: a non-negative integer (default:
   * no limit).
   */
  readonly maxPlies?: number;
  /** Play on `pos` itself instead of a clone (default false). */
  readonly inPlace?: boolean;
}

/**
 * Plays uniformly random legal moves from `pos` until the game ends (or `maxPlies` moves) and
 * returns the final position. Works on a clone unless `inPlace`.
 *
 * @throws {@link OptionsError} if `maxPlies` is not a non-negative integer.
 */
export function randomPlayout<P extends Position<number>>(pos: P, rng: Rng, options: PlayoutOptions = {}): P {
  const maxPlies = options.maxPlies ?? Number.POSITIVE_INFINITY;
  // Integers only (or the default Infinity): `>= 0` alone let '3' (a string, compared by
  // coercion) and 1.5 (which played 2 moves) through.
  if (!(maxPlies === Number.POSITIVE_INFINITY || (Number.isInteger(maxPlies) && maxPlies >= 0))) {
    throw new OptionsError('maxPlies must be a non-negative integer');
  }
  const p = options.inPlace === true ? pos : pos.clone();
  if (p.legalMovesInto === undefined) {
    for (let ply = 0; ply < maxPlies; ply++) {
      const moves = p.legalMoves();
      if (moves.length === 0) break;
      p.play(moves[rng.int(moves.length)]!);
    }
    return p;
  }
  // A move buffer from the pool (a stack, so nested playouts each get their own).
  const moves: number[] = spareBuffers.pop() ?? [];
  for (let ply = 0; ply < maxPlies; ply++) {
    const n = p.legalMovesInto(moves);
    if (n === 0) break;
    p.play(moves[rng.int(n)]!);
  }
  spareBuffers.push(moves);
  return p;
}

/** Move buffers {@link randomPlayout} reuses, so that playouts allocate nothing per move. */
const spareBuffers: number[][] = [];
