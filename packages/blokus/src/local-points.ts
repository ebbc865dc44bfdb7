/**
 * Local points: the cells where a colour's next move answers the opponents' last moves — the
 * attach points those moves opened and the cells beside them that their colours may still
 * cover (the local replies of Pentobi's playouts). The playout policy weighs moves by the local
 * points they cover; the priors reward a move that covers one of the last move's.
 *
 * @module
 */

import type { BlokusState } from './blokus-state.js';
import type { KnowledgeTables } from './knowledge-tables.js';

/** A bounding box that no placement overlaps: minimum file and rank 255, maximum 0. */
export const EMPTY_BOX = 255 | (255 << 8);

/** Whether `cell` is empty with no orthogonal neighbour of `colour`: whether `colour` may still cover it. */
function openTo(pos: BlokusState, colour: number, cell: number, orth: Int32Array): boolean {
  if (pos.colourAt(cell) !== -1) return false;
  for (let d = 4 * cell; d < 4 * cell + 4; d++)
    if (orth[d]! >= 0 && pos.colourAt(orth[d]!) === colour) return false;
  return true;
}

/**
 * Marks `q` as a local point for `colour` to move, worth 1, or 2 when it is also an attach
 * point of `colour` (a point both sides want).
 */
function markPoint(pos: BlokusState, colour: number, q: number, t: KnowledgeTables): void {
  if (t.stamp[q] === t.stampNow) return;
  t.stamp[q] = t.stampNow;
  const { orthogonal, diagonal, width } = pos.rules.grid;
  let worth = 1;
  if (openTo(pos, colour, q, orthogonal)) {
    for (let d = 4 * q; d < 4 * q + 4; d++)
      if (diagonal[d]! >= 0 && pos.colourAt(diagonal[d]!) === colour) worth = 2;
  }
  t.local[q] = worth;
  const file = q % width;
  const rank = (q - file) / width;
  const box = t.hotBox;
  t.hotBox =
    Math.min(box & 255, file) |
    (Math.min((box >>> 8) & 255, rank) << 8) |
    (Math.max((box >>> 16) & 255, file) << 16) |
    (Math.max(box >>> 24, rank) << 24);
}

/**
 * Marks the local points of `colour`'s next move: the attach points that opposing colours
 * opened with the last `moves` moves (three in playouts, 1 for the priors), and
 * the cells beside them that those colours may still cover — taking them blocks growth where it
 * just happened (the local replies of Pentobi's playouts). Their bounding box goes to
 * `t.hotBox`.
 */
export function markLocal(pos: BlokusState, colour: number, t: KnowledgeTables, moves: number): void {
  const history = pos.history;
  const movers = pos.historyColours;
  const n = history.length;
  const { colourSeat, grid, table } = pos.rules;
  const { start, data } = table.corners;
  const orth = grid.orthogonal;
  t.stampNow++;
  t.hotBox = EMPTY_BOX;
  for (let i = Math.max(0, n - moves); i < n; i++) {
    const mover = movers[i]!;
    if (colourSeat[mover] === colourSeat[colour]) continue;
    const placement = history[i]!;
    for (let j = start[placement]!, end = start[placement + 1]!; j < end; j++) {
      const q = data[j]!;
      if (!openTo(pos, mover, q, orth)) continue;
      markPoint(pos, colour, q, t);
      for (let d = 4 * q; d < 4 * q + 4; d++) {
        const side = orth[d]!;
        // A cell already marked (beside two corners, or by another move) needs no second look.
        if (side >= 0 && t.stamp[side] !== t.stampNow && openTo(pos, mover, side, orth))
          markPoint(pos, colour, side, t);
      }
    }
  }
}
