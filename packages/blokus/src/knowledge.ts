/**
 * {@link blokusKnowledge}: what a Monte Carlo search should know about Blokus, as core's
 * `GameKnowledge` (priors, a playout policy and a score-aware reward), for any variant.
 *
 * @module
 */

import type { GameKnowledge, Outcome, Rng } from '@quadrille/core';
import { type KnowledgeTables, knowledgeTables } from './knowledge-tables.js';
import type { BlokusMove, BlokusPosition } from './position.js';

// ---------------------------------------------------------------- priors

/** Heuristic points per square of the piece: big pieces first, as every strong player does. */
const SIZE_POINTS = 1;
/** Points per attach point the placement opens for its colour (room to grow). */
const GAIN_POINTS = 0.6;
/**
 * How much of an attach point's worth depends on the room around it (0: none; 1: all, an
 * attach point facing five free cells worth twice the average one).
 */
const OPEN_SHARE = 0.5;
/** Points per opposing attach point the placement covers (a blocked growth point). */
const COVER_POINTS = 1;
/** Points per cell it covers next to an opposing attach point (spoils placements through it). */
const SIDE_POINTS = 0.25;
/** Points lost per own attach point it covers or makes forbidden beyond the one it uses. */
const WASTE_POINTS = 0.5;
/** Points per cell of progress towards the centre, while the colour still races for it. */
const REACH_POINTS = 1.5;
/** Pieces after which the race to the centre no longer counts (it fades out until then). */
const REACH_PIECES = 6;
/** Heuristic points below the best move at which a prior has fallen most of the way to its floor. */
const PRIOR_SCALE = 3;

/**
 * Fills the per-cell scratch of `t` for `colour` to move: the board, its own attach points and
 * sides, and the opposing colours' attach points and their sides.
 */
function readCells(pos: BlokusPosition, colour: number, t: KnowledgeTables): void {
  const { rules } = pos;
  const { grid, colours, colourSeat, starts } = rules;
  const { board, ownSide, ownAttach, theirAttach, theirSide, room } = t;
  const cells = grid.size;
  const orth = grid.orthogonal;
  const diag = grid.diagonal;
  for (let c = 0; c < cells; c++) board[c] = pos.colourAt(c);
  ownAttach.fill(0);
  theirAttach.fill(0);
  theirSide.fill(0);
  const seat = colourSeat[colour];
  for (let k = 0; k < colours; k++) {
    const own = k === colour;
    // A colour sharing the seat (classic2) is neither helped nor blocked on purpose.
    if (!own && colourSeat[k] === seat) continue;
    const placed = pos.placedCount(k) > 0;
    for (let c = 0; c < cells; c++) {
      if (board[c] !== -1) {
        if (own) ownSide[c] = 0;
        continue;
      }
      let side = 0;
      let corner = 0;
      for (let d = 4 * c; d < 4 * c + 4; d++) {
        const o = orth[d]!;
        if (o >= 0 && board[o] === k) side = 1;
        const g = diag[d]!;
        if (g >= 0 && board[g] === k) corner = 1;
      }
      if (own) ownSide[c] = side;
      if (side === 1 || (placed ? corner === 0 : !starts[k]!.includes(c))) continue;
      if (own) {
        ownAttach[c] = 1;
      } else {
        theirAttach[c]!++;
        for (let d = 4 * c; d < 4 * c + 4; d++) if (orth[d]! >= 0) theirSide[orth[d]!]!++;
      }
    }
  }
  // Room: the cells of the 3×3 square around each cell where the colour could still play.
  for (let c = 0; c < cells; c++) {
    let n = board[c] === -1 && ownSide[c] === 0 ? 1 : 0;
    for (let d = 4 * c; d < 4 * c + 4; d++) {
      const o = orth[d]!;
      if (o >= 0 && board[o] === -1 && ownSide[o] === 0) n++;
      const g = diag[d]!;
      if (g >= 0 && board[g] === -1 && ownSide[g] === 0) n++;
    }
    room[c] = n;
  }
}

/**
 * The heuristic value of each move for `colour` (higher is better), into `out`: piece size,
 * attach points gained, opposing attach points covered or crowded, own attach points wasted,
 * and progress towards the centre early on.
 */
function heuristics(pos: BlokusPosition, colour: number, moves: readonly number[], out: Float64Array): void {
  const table = pos.rules.table;
  const t = knowledgeTables(table);
  readCells(pos, colour, t);
  const { board, ownSide, ownAttach, theirAttach, theirSide, room, ring, reach, centreDistance } = t;
  const { size, cells, stride, corners } = table;
  // How close the colour already is to the centre: only placements beyond that make progress.
  let nearest = Number.POSITIVE_INFINITY;
  for (let c = 0; c < board.length; c++) {
    if (board[c] === colour || ownAttach[c] === 1) nearest = Math.min(nearest, centreDistance[c]!);
  }
  const placed = pos.placedCount(colour);
  const race = REACH_POINTS * Math.max(0, 1 - placed / REACH_PIECES);
  for (let i = 0; i < moves.length; i++) {
    const p = moves[i]!;
    const base = p * stride;
    let cover = 0;
    let side = 0;
    let used = 0;
    for (let j = base, end = base + size[p]!; j < end; j++) {
      const c = cells[j]!;
      cover += theirAttach[c]!;
      side += theirSide[c]!;
      used += ownAttach[c]!;
    }
    for (let j = ring.start[p]!, end = ring.start[p + 1]!; j < end; j++) used += ownAttach[ring.data[j]!]!;
    let gained = 0;
    for (let j = corners.start[p]!, end = corners.start[p + 1]!; j < end; j++) {
      const q = corners.data[j]!;
      // Of the 3×3 square around a new corner, its own cell, the piece's cell diagonal to
      // it and the two cells between are the piece's doing: the other five say how open it is.
      if (board[q] === -1 && ownSide[q] === 0 && ownAttach[q] === 0) {
        gained += 1 - OPEN_SHARE + (OPEN_SHARE * Math.max(0, room[q]! - 4)) / 2.5;
      }
    }
    out[i] =
      SIZE_POINTS * size[p]! +
      GAIN_POINTS * gained +
      COVER_POINTS * cover +
      SIDE_POINTS * side -
      WASTE_POINTS * Math.max(0, used - 1) +
      race * Math.max(0, nearest - reach[p]!);
  }
}

// ---------------------------------------------------------------- playouts

/**
 * Playout weight of a move by its piece size (index = squares): a pentomino is 16 times as
 * likely as a monomino, so playouts spend big pieces while there is room for them, as real
 * games do, without ever forbidding small ones.
 */
const SIZE_WEIGHT = Float64Array.of(0, 1, 2, 4, 8, 16, 32, 64, 128);
/** Weight factor of a local reply: a move covering an attach point the opponent just opened. */
const LOCAL_WEIGHT = 6;

/**
 * Marks the attach points the last move opened for its colour, if that colour opposes
 * `colour`; returns how many it marked.
 */
function markReplies(pos: BlokusPosition, colour: number, t: KnowledgeTables): number {
  const history = pos.history;
  const n = history.length;
  if (n === 0) return 0;
  const mover = pos.historyColours[n - 1]!;
  const { colourSeat, grid, table } = pos.rules;
  if (colourSeat[mover] === colourSeat[colour]) return 0;
  const last = history[n - 1]!;
  const { start, data } = table.corners;
  const orth = grid.orthogonal;
  const stamp = t.stamp;
  const now = ++t.stampNow;
  const width = grid.width;
  let marked = 0;
  let minFile = 255;
  let minRank = 255;
  let maxFile = 0;
  let maxRank = 0;
  for (let i = start[last]!, end = start[last + 1]!; i < end; i++) {
    const q = data[i]!;
    if (pos.colourAt(q) !== -1) continue;
    let free = true;
    for (let d = 4 * q; d < 4 * q + 4; d++)
      if (orth[d]! >= 0 && pos.colourAt(orth[d]!) === mover) free = false;
    if (free) {
      stamp[q] = now;
      marked++;
      const file = q % width;
      const rank = (q - file) / width;
      if (file < minFile) minFile = file;
      if (file > maxFile) maxFile = file;
      if (rank < minRank) minRank = rank;
      if (rank > maxRank) maxRank = rank;
    }
  }
  hotBox = minFile | (minRank << 8) | (maxFile << 16) | (maxRank << 24);
  return marked;
}

/** The bounding box of the cells {@link markReplies} marked, packed as `KnowledgeTables.box`. */
let hotBox = 0;

function playoutMove(pos: BlokusPosition, moves: readonly BlokusMove[], count: number, rng: Rng): BlokusMove {
  const table = pos.rules.table;
  const t = knowledgeTables(table);
  const hot = markReplies(pos, pos.colourToMove, t);
  const { size, cells, stride } = table;
  if (t.weights.length < count) t.weights = new Float64Array(2 * count);
  const weights = t.weights;
  const { stamp, box } = t;
  const now = t.stampNow;
  const hotMinFile = hotBox & 255;
  const hotMinRank = (hotBox >>> 8) & 255;
  const hotMaxFile = (hotBox >>> 16) & 255;
  const hotMaxRank = hotBox >>> 24;
  let total = 0;
  for (let i = 0; i < count; i++) {
    const p = moves[i]!;
    const s = size[p]!;
    let w = SIZE_WEIGHT[s]!;
    const b = box[p]!;
    if (
      hot > 0 &&
      (b & 255) <= hotMaxFile &&
      ((b >>> 8) & 255) <= hotMaxRank &&
      ((b >>> 16) & 255) >= hotMinFile &&
      b >>> 24 >= hotMinRank
    ) {
      for (let j = p * stride, end = p * stride + s; j < end; j++) {
        if (stamp[cells[j]!] === now) {
          w *= LOCAL_WEIGHT;
          break;
        }
      }
    }
    total += w;
    weights[i] = total;
  }
  // The first cumulative weight above a uniform point in [0, total): a binary search.
  const x = rng.nextFloat() * total;
  let lo = 0;
  let hi = count - 1;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (weights[mid]! > x) hi = mid;
    else lo = mid + 1;
  }
  return moves[lo]!;
}

// ---------------------------------------------------------------- reward

/** The share of the reward that values the margin (the rest is the win itself). */
const MARGIN_SHARE = 0.1;
/** The margin (in points) over which the margin term's tanh rises from ½ to 0.88. */
const MARGIN_SCALE = 20;

/**
 * A seat's reward: `0.9 × its win share + 0.1 × m`, where `m = ½ + ½·tanh(margin / 20)`
 * is ½ for a tie and rises towards 1 the more it leads the best other seat by. Winning comes
 * first (no margin makes up for a loss: the margin term spans 0.1, a win 0.45 or more), but
 * between two wins, or two losses, the search prefers the bigger margin — as Pentobi does.
 * Without it a search that is sure to win or lose plays carelessly (every move is worth 1, or
 * 0); with it, it keeps maximising points, which is what wins close games against a strong
 * opponent whose errors the playouts cannot foresee. The tanh keeps the gradient in the margins
 * that happen (a few to a few tens of squares) rather than spreading it over the ±109 a Duo
 * margin could be. With two seats the rewards sum to 1, as the search's max^n expects of a
 * zero-sum game.
 */
function reward(outcome: Outcome, out: Float64Array): void {
  const { scores, winners } = outcome;
  const share = 1 / winners.length;
  const seats = out.length;
  for (let s = 0; s < seats; s++) {
    let best = Number.NEGATIVE_INFINITY;
    for (let o = 0; o < seats; o++) if (o !== s && scores[o]! > best) best = scores[o]!;
    const margin = seats === 1 ? 0 : scores[s]! - best;
    const won = winners.includes(s) ? share : 0;
    out[s] = (1 - MARGIN_SHARE) * won + MARGIN_SHARE * (0.5 + 0.5 * Math.tanh(margin / MARGIN_SCALE));
  }
}

// ---------------------------------------------------------------- the knowledge

/**
 * Blokus knowledge for a Monte Carlo search (`mctsPlayer({ knowledge: blokusKnowledge })` in
 * `@quadrille/ai`), for every variant:
 *
 * - **priors**: each move's heuristic value — piece size, attach points it opens for its
 *   colour, opposing attach points it covers or crowds, its own attach points it wastes, and
 *   its progress towards the centre in the opening — mapped to [0.3, 0.8] below the best move
 *   of the position (the best gets 0.8, a move {@link PRIOR_SCALE} points worse about 0.48).
 * - **playoutMove**: a move drawn with weights that favour big pieces (×2 per square) and local
 *   replies (×6 for covering an attach point the opponent's last move opened), in one pass over
 *   the legal moves with precomputed tables and no allocation.
 * - **reward**: the win, plus a little for the margin (see the comments of `reward`).
 */
export const blokusKnowledge: GameKnowledge<BlokusPosition> = {
  priors(pos, moves, out) {
    const colour = pos.colourToMove;
    if (colour < 0 || moves.length === 0) return;
    heuristics(pos, colour, moves, out);
    let best = Number.NEGATIVE_INFINITY;
    for (let i = 0; i < moves.length; i++) if (out[i]! > best) best = out[i]!;
    for (let i = 0; i < moves.length; i++) out[i] = 0.3 + 0.5 * Math.exp((out[i]! - best) / PRIOR_SCALE);
  },
  playoutMove,
  reward,
};
