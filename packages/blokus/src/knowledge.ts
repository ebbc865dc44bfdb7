/**
 * {@link blokusKnowledge}: what a Monte Carlo search should know about Blokus, as core's
 * `GameKnowledge` (priors, a playout policy and the search settings they play best with), for
 * any variant.
 *
 * @module
 */

import type { GameKnowledge, Rng } from '@quadrille/core';
import { knowledgeTables } from './knowledge-tables.js';
import { markLocal } from './local-points.js';
import { LOCAL_MOVES, LOCAL_WEIGHT, SIZE_WEIGHT } from './playout-policy.js';
import type { BlokusMove, BlokusPosition } from './position.js';
import { blokusPriors } from './priors.js';
import { ROTATING_SEAT } from './rules.js';
import { BlokusSimulator } from './simulator.js';

// ---------------------------------------------------------------- playouts

/**
 * The playout weight of each of `moves[0 .. count)` for the colour to move, into `weights`
 * (which has room for them): `SIZE_WEIGHT[size] × LOCAL_WEIGHT[local points covered]`, each
 * move's own weight, or with `cumulative` the running sum (what {@link playoutMove} draws
 * from). Returns the total. One pass, in which a placement whose bounding box misses the local
 * points' box is not looked into.
 */
function weighMoves(
  pos: BlokusPosition,
  moves: readonly BlokusMove[],
  count: number,
  weights: Float64Array,
  cumulative: boolean,
): number {
  const table = pos.rules.table;
  const t = knowledgeTables(table);
  markLocal(pos, pos.colourToMove, t, LOCAL_MOVES);
  const { size, cells, stride } = table;
  const { stamp, box, local } = t;
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
    weights[i] = cumulative ? total : w;
  }
  return total;
}

/**
 * The playout weight of each of `moves` for the colour to move of `pos`, into `out` (as long
 * as `moves`): the weights {@link blokusKnowledge}'s `playoutMove` draws with, for tests that
 * check another engine (`BlokusSimulator`) follows the same policy.
 */
export function playoutWeights(pos: BlokusPosition, moves: readonly BlokusMove[], out: Float64Array): void {
  weighMoves(pos, moves, moves.length, out, false);
}

/**
 * A playout move: drawn with weight `SIZE_WEIGHT[size] × LOCAL_WEIGHT[local points covered]`
 * (see {@link weighMoves}), with precomputed tables and no allocation.
 */
function playoutMove(pos: BlokusPosition, moves: readonly BlokusMove[], count: number, rng: Rng): BlokusMove {
  const t = knowledgeTables(pos.rules.table);
  if (t.weights.length < count) t.weights = new Float64Array(2 * count);
  const weights = t.weights;
  const total = weighMoves(pos, moves, count, weights, true);
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

// ---------------------------------------------------------------- search settings

/**
 * The share of every reward that values the margin against the margins the search has seen
 * (`marginShare` in `@quadrille/ai`): Pentobi's 0.3 bonus on a result of 0 to 1 (0.3 / 1.3).
 * Winning comes first — no margin makes up for a loss: a won game's reward is 0.77 or more, a
 * lost one's 0.23 or less — but between two wins, or two losses, the search prefers the bigger
 * margin, as Pentobi does. Against Pentobi's level 3 in Duo at 1,500 simulations a move, this
 * scored 88.5% over 400 games where the fixed scale it replaced (a share of 0.1 for
 * tanh(margin / 20)) scored 84.5% on the same seeds (bench/RESULTS.md, 2026-11-24, 206db22).
 */
const MARGIN_SHARE = 0.23;

// ---------------------------------------------------------------- time

/**
 * The pieces a colour is expected to place in a game, for the clock's schedule: strong Duo
 * games end with 13 to 17 pieces down (the last moves weigh little, so a game that runs longer
 * only leaves some time unspent).
 */
export const EXPECTED_PIECES = 15;

/** The own move at which a move's weight on the clock has fallen to half the first's. */
export const OPENING_PIECES = 4;

/**
 * The weight on the clock of a colour's move with `placed` pieces down: 1 / (1 + (placed / 4)²)
 * — 1, 0.94, 0.8, 0.64, 0.5 for its first five pieces, 0.2 for its ninth, 0.08 for its 15th.
 * Over a 15-piece game the first five moves get about 68% of the time: the opening, where
 * Blokus' games are decided and simulations are the most expensive.
 */
export function clockWeight(placed: number): number {
  const x = placed / OPENING_PIECES;
  return 1 / (1 + x * x);
}

/**
 * `timeShare` of {@link blokusKnowledge}: this move's {@link clockWeight} over the weights of the
 * moves the seat still expects to make — each of its colours placing pieces up to
 * {@link EXPECTED_PIECES} (at least 3 more, at most the pieces it has left), the rotating
 * colour of classic3 counted for a share of the seats.
 */
function timeShare(pos: BlokusPosition): number {
  const colour = pos.colourToMove;
  if (colour < 0) return 1;
  const placed = pos.placedCount(colour);
  const left = pos.piecesLeft(colour).length;
  const moves = Math.max(1, Math.min(left, Math.max(EXPECTED_PIECES - placed, 3)));
  let sum = 0;
  for (let j = placed; j < placed + moves; j++) sum += clockWeight(j);
  const { colourSeat, seats } = pos.rules;
  const seat = pos.turn;
  let colours = 0;
  for (const s of colourSeat) colours += s === seat ? 1 : s === ROTATING_SEAT ? 1 / seats : 0;
  return Math.min(1, clockWeight(placed) / (sum * Math.max(1, colours)));
}

// ---------------------------------------------------------------- the knowledge

/**
 * Blokus knowledge for a Monte Carlo search (`mctsPlayer({ knowledge: blokusKnowledge })` in
 * `@quadrille/ai`), for every variant:
 *
 * - **priors**: each move's heuristic value, a weighted sum of its features (piece
 *   size, opposing attach points it covers or crowds, own attach points it covers or rings, the
 *   attach points it opens by their free sides, own room it gives up, whether it answers the
 *   opponent's last move, progress towards the centre in the opening), mapped to [0.3, 0.8]
 *   below the best move of the position (the best gets 0.8, a move one point worse 0.55). Duo's
 *   weights are fitted to Pentobi level 6's choices; the classic variants keep hand-set ones.
 * - **playoutMove**: a move drawn with weights that favour big pieces (×3 per square) and, far
 *   more, local replies: ×1000 per local point covered — the attach points the opponents' last
 *   moves opened and the cells beside them, double where the mover could attach too — in one
 *   pass over the legal moves with precomputed tables and no allocation.
 * - **simulator**: a {@link BlokusSimulator}, the same policy over move lists of its own kept
 *   incrementally through each simulation (Pentobi's scheme): several times the playouts per
 *   second of `legalMovesInto`, `playoutMove` and `play` on a position.
 * - **search**: `marginShare` 0.23 — the search's rewards value the margin as well as the win,
 *   judged against the margins it has seen (quality-based rewards, as Pentobi's).
 * - **timeShare**: on a game clock, the opening gets most of the time — each move's weight
 *   falls with the pieces its colour has down ({@link clockWeight}), and a move gets its weight
 *   over those of the moves the seat still expects (about 17% of the clock for Duo's first
 *   move, 68% over the first five).
 */
export const blokusKnowledge: GameKnowledge<BlokusPosition> = {
  priors(pos, moves, out) {
    blokusPriors(pos, moves, moves.length, out);
  },
  playoutMove,
  simulator(pos) {
    // Its priors are this knowledge's only while they are Blokus' own: a copy with priors of
    // its own gets the simulator's playouts, and its priors read from positions.
    return new BlokusSimulator(pos.rules, { priors: this?.priors === blokusKnowledge.priors });
  },
  search: { marginShare: MARGIN_SHARE },
  timeShare,
};
