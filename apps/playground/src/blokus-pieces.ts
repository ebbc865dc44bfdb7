/**
 * Blokus piece handling for the page: the orientation the player has turned a piece to (rotate
 * with R, flip with F), where it lands under the pointer, and which legal placement that is.
 */

import type { Point } from '@quadrille/core';

/** Cells shifted so the smallest file and rank are 0, sorted by rank then file. */
export function normalise(points: readonly Point[]): Point[] {
  const minX = Math.min(...points.map(([x]) => x));
  const minY = Math.min(...points.map(([, y]) => y));
  return points.map(([x, y]) => [x - minX, y - minY] as const).sort((a, b) => a[1] - b[1] || a[0] - b[0]);
}

/** A quarter turn clockwise. */
export function rotate(points: readonly Point[]): Point[] {
  return normalise(points.map(([x, y]) => [y, -x] as const));
}

/** A mirror image (left ↔ right). */
export function flip(points: readonly Point[]): Point[] {
  return normalise(points.map(([x, y]) => [-x, y] as const));
}

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

/** The key of a placement: piece name and sorted cells. */
export function placementKey(piece: string, cells: readonly number[]): string {
  return `${piece}:${[...cells].sort((a, b) => a - b).join(',')}`;
}
