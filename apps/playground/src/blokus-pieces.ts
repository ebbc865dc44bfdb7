/**
 * Blokus piece handling for the page: where a piece, turned by the player (core's `Polyomino`
 * transforms), lands under the pointer, and which legal placement that is.
 */

import type { Point } from '@quadrille/core';

/**
 * The cells the piece covers with its first square on `anchor` (file, rank), or undefined if a
 * square falls off the board.
 */
export function placeAt(
  points: readonly Point[],
  anchorFile: number,
  anchorRank: number,
  width: number,
  height: number,
): number[] | undefined {
  const [x0, y0] = points[0]!;
  const cells: number[] = [];
  for (const [x, y] of points) {
    const f = anchorFile + x - x0;
    const r = anchorRank + y - y0;
    if (f < 0 || r < 0 || f >= width || r >= height) return undefined;
    cells.push(r * width + f);
  }
  return cells.sort((a, b) => a - b);
}

/** The key of a placement: piece name and cells, ascending (as `placeAt` and `describeMove` give them). */
export function placementKey(piece: string, cells: readonly number[]): string {
  return `${piece}:${cells.join(',')}`;
}
