/**
 * The winning path of a finished game, for apps to highlight: a shortest chain of empty squares
 * joining the winner's two edges (Red: bottom to top; Blue: left to right).
 *
 * @module
 */

import type { Cell } from '@quadrille/core';
import { Player } from './player.js';
import type { TalpaPosition } from './position.js';

/**
 * A shortest path of `player`: empty squares, orthogonally connected, from their first edge
 * (Red: bottom row, Blue: left column) to the opposite one, in order; `undefined` if none.
 */
export function shortestPath(pos: TalpaPosition, player: Player): Cell[] | undefined {
  if (!pos.hasPath(player)) return undefined;
  const grid = pos.grid;
  const { width, height, size } = grid;
  const red = player === Player.Red;
  const isGoal = (c: Cell): boolean => (red ? c >= size - width : c % width === width - 1);
  // Breadth-first from every empty start-edge square at once; `previous` records the tree.
  const previous = new Int32Array(size).fill(-2);
  const queue = new Int32Array(size);
  let tail = 0;
  for (let i = 0; i < (red ? width : height); i++) {
    const c = red ? i : i * width;
    if (pos.pieceAt(c) === undefined) {
      previous[c] = -1;
      queue[tail++] = c;
    }
  }
  for (let head = 0; head < tail; head++) {
    const c = queue[head]!;
    if (isGoal(c)) return trace(previous, c);
    for (let k = c * 4; k < c * 4 + 4; k++) {
      const nb = grid.orthogonal[k]!;
      if (nb >= 0 && previous[nb] === -2 && pos.pieceAt(nb) === undefined) {
        previous[nb] = c;
        queue[tail++] = nb;
      }
    }
  }
  return undefined; // unreachable: hasPath said a path exists
}

function trace(previous: Int32Array, end: Cell): Cell[] {
  const path: Cell[] = [];
  for (let c = end; c >= 0; c = previous[c]!) path.push(c);
  return path.reverse();
}

/**
 * The winner's path once the game has been won by a path, for highlighting (see
 * {@link shortestPath}); `undefined` while the game runs or when it was won because the loser
 * had no move (`noMove: 'lose'`).
 */
export function winningPath(pos: TalpaPosition): Cell[] | undefined {
  const winner = pos.winner;
  return winner === undefined ? undefined : shortestPath(pos, winner);
}
