/**
 * {@link walkPerft}: core's `perft`, walked so that a search of minutes or hours can report its
 * progress and be stopped (Ctrl-C). The top of the tree is walked move by move with an explicit
 * stack; each subtree of `chunkDepth` plies is counted in one go, as core's `perft` counts (in
 * place through `undo` when the position has it, the last level in bulk, one reused move buffer
 * per depth). Between two chunks the walk may pause: report its progress and let signals through.
 *
 * Nothing is cloned when the position can undo, and no move list is allocated per node, so the
 * walk costs what core's `perft` costs whatever the chunk depth (cutting Blokus Duo's depth 3 into
 * 171,396 chunks of one ply once cost five times core's time, a clone per chunk).
 *
 * @module
 */

import type { Position } from '@quadrille/core';

/** How {@link walkPerft} reports and is stopped. */
export interface PerftWalkControl {
  /** Subtrees of at most this many plies are counted without a pause (≥ 1). */
  readonly chunkDepth: number;
  /**
   * Pause (check {@link PerftWalkControl.stopped}, report progress) between two chunks only once
   * this many milliseconds have passed since the last pause (default 0: after every chunk).
   */
  readonly pauseMs?: number;
  /** Whether to stop now (checked at each pause). */
  stopped(): boolean;
  /**
   * Called at each pause with the share of the tree counted so far (0 to 1, by move counts at
   * the split levels) and the leaves counted so far; may wait (to let signals through).
   */
  progress(fraction: number, leaves: number): void | Promise<void>;
}

/**
 * The number of move sequences of exactly `depth` moves from `pos` (core's `perft`), or
 * `undefined` if `control.stopped()` became true first. `pos` is left as it was, stopped or not.
 */
export async function walkPerft<M extends number>(
  pos: Position<M>,
  depth: number,
  control: PerftWalkControl,
): Promise<number | undefined> {
  const counter = new Counter(pos);
  const chunk = Math.max(1, Math.min(control.chunkDepth, depth));
  if (depth <= chunk) return counter.count(pos, depth);
  // Levels 0 .. top - 1 are walked move by move; a move at level top - 1 leads to a chunk.
  const top = depth - chunk;
  const inPlace = pos.undo !== undefined;
  const buffers: M[][] = [];
  const counts: number[] = [];
  const next: number[] = [];
  /** The position at each level (all `pos` when in place). */
  const nodes: Position<M>[] = [pos];
  const pauseMs = control.pauseMs ?? 0;
  let paused = performance.now();
  let leaves = 0;
  const open = (level: number) => {
    buffers[level] ??= [];
    counts[level] = generate(nodes[level]!, buffers[level]!);
    next[level] = 0;
  };
  /** The share of the tree counted: every finished move at every level, by its share. */
  const fraction = (level: number) => {
    let share = 1;
    let done = 0;
    for (let k = 0; k <= level; k++) {
      share /= counts[k]!;
      done += next[k]! * share;
      // Moves still open at this level are counted by the levels below.
      if (k < level) done -= share;
    }
    return done;
  };
  open(0);
  let level = 0;
  for (;;) {
    if (next[level]! === counts[level]!) {
      if (level === 0) break;
      level--;
      if (inPlace) pos.undo!();
      continue;
    }
    const move = buffers[level]![next[level]!++]!;
    const child = inPlace ? pos : nodes[level]!.clone();
    child.play(move);
    if (level + 1 < top) {
      nodes[level + 1] = child;
      open(++level);
      continue;
    }
    leaves += counter.count(child, chunk);
    if (inPlace) pos.undo!();
    if (performance.now() - paused < pauseMs) continue;
    if (control.stopped()) {
      if (inPlace) for (let k = 0; k < level; k++) pos.undo!();
      return undefined;
    }
    await control.progress(fraction(level), leaves);
    paused = performance.now();
  }
  return leaves;
}

/**
 * The moves of `pos` in `out` (reused), through `legalMovesInto` when it has it; returns their
 * count.
 */
function generate<M extends number>(pos: Position<M>, out: M[]): number {
  if (pos.legalMovesInto !== undefined) return pos.legalMovesInto(out);
  const moves = pos.legalMoves();
  for (let i = 0; i < moves.length; i++) out[i] = moves[i]!;
  return moves.length;
}

/**
 * Counts subtrees as core's `perft` does (last level in bulk; in place when the position can
 * undo, else through clones), with one move buffer per depth kept from call to call.
 */
class Counter<M extends number> {
  private readonly buffers: M[][] = [];
  private readonly inPlace: boolean;

  constructor(pos: Position<M>) {
    this.inPlace = pos.undo !== undefined;
  }

  /** The leaves `depth` (≥ 1) plies below `pos`; `pos` is left as it was. */
  count(pos: Position<M>, depth: number): number {
    let moves = this.buffers[depth];
    if (moves === undefined) {
      moves = [];
      this.buffers[depth] = moves;
    }
    const n = generate(pos, moves);
    if (depth === 1) return n;
    let total = 0;
    for (let i = 0; i < n; i++) {
      const child = this.inPlace ? pos : pos.clone();
      child.play(moves[i]!);
      total += this.count(child, depth - 1);
      if (this.inPlace) pos.undo!();
    }
    return total;
  }
}
