/**
 * {@link walkPerft}: core's `perft`, cut into chunks so that a search of minutes or hours can
 * report its progress and be stopped (Ctrl-C) between two chunks. The top of the tree is walked
 * here move by move; each subtree of `chunkDepth` plies is counted by core's `perft` in one go.
 *
 * @module
 */

import { type Position, perft } from '@quadrille/core';

/** How {@link walkPerft} reports and is stopped. */
export interface PerftWalkControl {
  /** Subtrees of at most this many plies are counted in one call of core's `perft` (≥ 1). */
  readonly chunkDepth: number;
  /** Whether to stop now (checked between chunks). */
  stopped(): boolean;
  /**
   * Called between chunks with the share of the tree counted so far (0 to 1, by move counts at
   * the split levels) and the leaves counted so far; may wait (to let signals through).
   */
  progress(fraction: number, leaves: number): void | Promise<void>;
}

/**
 * The number of move sequences of exactly `depth` moves from `pos` (core's `perft`), or
 * `undefined` if `control.stopped()` became true first. `pos` is left as it was.
 */
export async function walkPerft<M extends number>(
  pos: Position<M>,
  depth: number,
  control: PerftWalkControl,
): Promise<number | undefined> {
  let leaves = 0;
  const walk = async (p: Position<M>, d: number, base: number, span: number): Promise<boolean> => {
    if (d <= control.chunkDepth) {
      leaves += perft(p, d);
      return true;
    }
    const moves = p.legalMoves();
    for (let i = 0; i < moves.length; i++) {
      if (control.stopped()) return false;
      const child = p.clone();
      child.play(moves[i]!);
      const share = span / moves.length;
      if (!(await walk(child, d - 1, base + i * share, share))) return false;
      await control.progress(base + (i + 1) * share, leaves);
    }
    return true;
  };
  return (await walk(pos, depth, 0, 1)) ? leaves : undefined;
}
