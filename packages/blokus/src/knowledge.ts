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
/** Points per opposing attach point the placement covers (a blocked growth point). */
const COVER_POINTS = 1;
/** Points per cell it covers next to an opposing attach point (spoils placements through it). */
const SIDE_POINTS = 0.25;
/** Points lost per own attach point it covers or makes forbidden (beyond the one it uses). */
const WASTE_POINTS = 0.5;
/** Points per cell of progress towards the centre, while the colour still races for it. */
const REACH_POINTS = 1.5;
/** Pieces after which the race to the centre no longer counts (it fades out until then). */
const REACH_PIECES = 6;
/** Heuristic points below the best move at which a prior is halfway down to its floor. */
const PRIOR_SCALE = 1;

/** The number of set bits of a 4-bit mask of colours. */
const POPCOUNT = Uint8Array.of(0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4);

/**
 * Fills the per-cell scratch of `t` for `colour` to move — the board, which colours touch each
 * cell by a side or a corner, its own attach points, where a new corner would be a new attach
 * point, and what covering each cell is worth — and returns how close the colour already is to
 * the centre (the least centre distance of its pieces and attach points). One pass over the
 * pieces' cells and one over the empty cells, whatever the number of colours.
 */
function readCells(pos: BlokusPosition, colour: number, t: KnowledgeTables): number {
  const { grid, colours, colourSeat, starts } = pos.rules;
  const { board, sides, corners, ownAttach, opens, value, centreDistance } = t;
  const cells = grid.size;
  const orth = grid.orthogonal;
  const diag = grid.diagonal;
  sides.fill(0);
  corners.fill(0);
  value.fill(0);
  let nearest = Number.POSITIVE_INFINITY;
  for (let c = 0; c < cells; c++) {
    const k = pos.colourAt(c);
    board[c] = k;
    if (k < 0) continue;
    const bit = 1 << k;
    for (let d = 4 * c; d < 4 * c + 4; d++) {
      if (orth[d]! >= 0) sides[orth[d]!]! |= bit;
      if (diag[d]! >= 0) corners[diag[d]!]! |= bit;
    }
    if (k === colour && centreDistance[c]! < nearest) nearest = centreDistance[c]!;
  }
  // Opposing colours: those of other seats (classic3's shared Green opposes everyone); a colour
  // of the same seat (classic2) is neither helped nor blocked on purpose.
  let opposing = 0;
  for (let k = 0; k < colours; k++) {
    if (k !== colour && colourSeat[k] !== colourSeat[colour]) opposing |= 1 << k;
    // Before its first piece, a colour's starting points are its attach points.
    if (pos.placedCount(k) === 0) for (const s of starts[k]!) corners[s]! |= 1 << k;
  }
  const ownBit = 1 << colour;
  for (let c = 0; c < cells; c++) {
    if (board[c] !== -1) {
      ownAttach[c] = 0;
      opens[c] = 0;
      continue;
    }
    const attach = corners[c]! & ~sides[c]!;
    const own = (attach >>> colour) & 1;
    ownAttach[c] = own;
    opens[c] = own === 0 && (sides[c]! & ownBit) === 0 ? 1 : 0;
    if (own === 1 && centreDistance[c]! < nearest) nearest = centreDistance[c]!;
    value[c]! -= WASTE_POINTS * own;
    const theirs = POPCOUNT[attach & opposing & 15]!;
    if (theirs === 0) continue;
    value[c]! += COVER_POINTS * theirs;
    for (let d = 4 * c; d < 4 * c + 4; d++) if (orth[d]! >= 0) value[orth[d]!]! += SIDE_POINTS * theirs;
  }
  return nearest;
}

/**
 * The heuristic value of each move for `colour` (higher is better), into `out`: piece size,
 * attach points gained, opposing attach points covered or crowded, own attach points wasted,
 * and progress towards the centre early on.
 */
function heuristics(pos: BlokusPosition, colour: number, moves: readonly number[], out: Float64Array): void {
  const table = pos.rules.table;
  const t = knowledgeTables(table);
  const nearest = readCells(pos, colour, t);
  const { ownAttach, opens, value, ring, reach } = t;
  const { size, cells, stride, corners } = table;
  const race = REACH_POINTS * Math.max(0, 1 - pos.placedCount(colour) / REACH_PIECES);
  for (let i = 0; i < moves.length; i++) {
    const p = moves[i]!;
    const base = p * stride;
    let v = SIZE_POINTS * size[p]!;
    for (let j = base, end = base + size[p]!; j < end; j++) v += value[cells[j]!]!;
    let ringed = 0;
    for (let j = ring.start[p]!, end = ring.start[p + 1]!; j < end; j++) ringed += ownAttach[ring.data[j]!]!;
    let gained = 0;
    for (let j = corners.start[p]!, end = corners.start[p + 1]!; j < end; j++)
      gained += opens[corners.data[j]!]!;
    const progress = nearest - reach[p]!;
    out[i] = v + GAIN_POINTS * gained - WASTE_POINTS * ringed + (progress > 0 ? race * progress : 0);
  }
}

// ---------------------------------------------------------------- playouts

/**
 * Playout weight of a move by its piece size (index = squares), ×3 per square: playouts spend
 * big pieces while there is room for them, as real games do, without ever forbidding small ones.
 */
const SIZE_WEIGHT = Float64Array.from({ length: 9 }, (_, s) => 3 ** s);
/**
 * Playout weight factor per local point a move covers (index = local points, see
 * {@link markLocal}). So large that a playout nearly always answers the opponents' last moves
 * where it can, the more local points the likelier, as real players contest new attach points
 * at once. At 400 simulations a move against Pentobi's level 3, ×1000, ×10⁴ and ×10⁶ per point
 * scored 56% over 400 games where ×60 scored 45% over 300 (bench/RESULTS.md).
 */
const LOCAL_WEIGHT = Float64Array.from({ length: 24 }, (_, n) => 1000 ** n);
/** How many of the last moves leave local points (the opponent's last two, in two-colour games). */
const LOCAL_MOVES = 3;

/** A bounding box that no placement overlaps: minimum file and rank 255, maximum 0. */
const EMPTY_BOX = 255 | (255 << 8);

/** Whether `cell` is empty with no orthogonal neighbour of `colour`: whether `colour` may still cover it. */
function openTo(pos: BlokusPosition, colour: number, cell: number, orth: Int32Array): boolean {
  if (pos.colourAt(cell) !== -1) return false;
  for (let d = 4 * cell; d < 4 * cell + 4; d++)
    if (orth[d]! >= 0 && pos.colourAt(orth[d]!) === colour) return false;
  return true;
}

/**
 * Marks `q` as a local point for `colour` to move, worth 1, or 2 when it is also an attach
 * point of `colour` (a point both sides want).
 */
function markPoint(pos: BlokusPosition, colour: number, q: number, t: KnowledgeTables): void {
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
 * Marks the local points of `colour`'s next playout move: the attach points that opposing
 * colours opened with the last {@link LOCAL_MOVES} moves, and the cells beside them that those
 * colours may still cover — taking them blocks growth where it just happened (the local
 * replies of Pentobi's playouts). Their bounding box goes to `t.hotBox`.
 */
function markLocal(pos: BlokusPosition, colour: number, t: KnowledgeTables): void {
  const history = pos.history;
  const movers = pos.historyColours;
  const n = history.length;
  const { colourSeat, grid, table } = pos.rules;
  const { start, data } = table.corners;
  const orth = grid.orthogonal;
  t.stampNow++;
  t.hotBox = EMPTY_BOX;
  for (let i = Math.max(0, n - LOCAL_MOVES); i < n; i++) {
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

/**
 * A playout move: drawn with weight `SIZE_WEIGHT[size] × LOCAL_WEIGHT[local points covered]`,
 * in one pass over the legal moves (a placement whose bounding box misses the local points'
 * box is not looked into), with precomputed tables and no allocation.
 */
function playoutMove(pos: BlokusPosition, moves: readonly BlokusMove[], count: number, rng: Rng): BlokusMove {
  const table = pos.rules.table;
  const t = knowledgeTables(table);
  markLocal(pos, pos.colourToMove, t);
  const { size, cells, stride } = table;
  if (t.weights.length < count) t.weights = new Float64Array(2 * count);
  const { weights, stamp, box, local } = t;
  const now = t.stampNow;
  const { hotBox } = t;
  const hotMinFile = hotBox & 255;
  const hotMinRank = (hotBox >>> 8) & 255;
  const hotMaxFile = (hotBox >>> 16) & 255;
  const hotMaxRank = hotBox >>> 24;
  const most = LOCAL_WEIGHT.length - 1;
  let total = 0;
  for (let i = 0; i < count; i++) {
    const p = moves[i]!;
    const s = size[p]!;
    let w = SIZE_WEIGHT[s]!;
    const b = box[p]!;
    // With no local point the box is empty (min 255, max 0) and no placement overlaps it.
    if (
      (b & 255) <= hotMaxFile &&
      ((b >>> 8) & 255) <= hotMaxRank &&
      ((b >>> 16) & 255) >= hotMinFile &&
      b >>> 24 >= hotMinRank
    ) {
      let points = 0;
      for (let j = p * stride, end = p * stride + s; j < end; j++) {
        if (stamp[cells[j]!] === now) points += local[cells[j]!]!;
      }
      w *= LOCAL_WEIGHT[points < most ? points : most]!;
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
 *   of the position (the best gets 0.8, a move one point worse 0.55).
 * - **playoutMove**: a move drawn with weights that favour big pieces (×3 per square) and, far
 *   more, local replies: ×1000 per local point covered — the attach points the opponents' last
 *   moves opened and the cells beside them, double where the mover could attach too — in one
 *   pass over the legal moves with precomputed tables and no allocation.
 * - **reward**: the win, plus a little for the margin (see the comments of `reward`).
 */
export const blokusKnowledge: GameKnowledge<BlokusPosition> = {
  priors(pos, moves, out) {
    const colour = pos.colourToMove;
    if (colour < 0 || moves.length === 0) return;
    heuristics(pos, colour, moves, out);
    let best = Number.NEGATIVE_INFINITY;
    for (let i = 0; i < moves.length; i++) if (out[i]! > best) best = out[i]!;
    // 0.8 for the best, halfway to 0.3 at PRIOR_SCALE points below it, then on down towards
    // 0.3 (a rational curve: as steep as an exponential where it matters, and cheaper).
    const scale = PRIOR_SCALE * PRIOR_SCALE;
    for (let i = 0; i < moves.length; i++) {
      const d = best - out[i]!;
      out[i] = 0.3 + (0.5 * scale) / (scale + d * d);
    }
  },
  playoutMove,
  reward,
};
