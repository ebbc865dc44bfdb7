/**
 * {@link blokusKnowledge}: what a Monte Carlo search should know about Blokus, as core's
 * `GameKnowledge` (priors, a playout policy and the search settings they play best with), for
 * any variant.
 *
 * @module
 */

import type { GameKnowledge, Rng } from '@quadrille/core';
import { type KnowledgeTables, knowledgeTables } from './knowledge-tables.js';
import type { PlacementTable } from './placements.js';
import { LOCAL_MOVES, LOCAL_WEIGHT, SIZE_WEIGHT } from './playout-policy.js';
import type { BlokusMove, BlokusPosition } from './position.js';
import { type BlokusVariant, ROTATING_SEAT } from './rules.js';
import { BlokusSimulator } from './simulator.js';

// ---------------------------------------------------------------- priors

/**
 * What the priors weigh in a placement, for the colour to move (one number each):
 *
 * - `monomino` … `tetromino`: 1 for a piece of that size (a pentomino is the reference, 0);
 *   `squaresOverFive`: the squares beyond five of a custom piece set's bigger pieces;
 * - `coversOpposingAttach`: opposing attach points it covers (counted once per colour);
 * - `besideOpposingAttach`: its cells beside opposing attach points (spoiling placements there);
 * - `coversOwnAttach`: its own colour's attach points it covers;
 * - `ringsOwnAttach`: own attach points it makes forbidden by touching their sides;
 * - `opensAttach0` … `opensAttach4`: the new attach points it opens, by how many of their sides
 *   are still free for its colour (an attach point with no free side takes a monomino at most);
 * - `forbidsOwn`: the empty cells beside it that its colour could use until now;
 * - `answersLast`: 1 when it covers an attach point that the opponent's last move opened, or a
 *   free side of one (the local reply);
 * - `towardsCentre`: its progress towards the centre, fading out over a colour's first six pieces.
 */
export const PRIOR_FEATURES = [
  'monomino',
  'domino',
  'tromino',
  'tetromino',
  'squaresOverFive',
  'coversOpposingAttach',
  'besideOpposingAttach',
  'coversOwnAttach',
  'ringsOwnAttach',
  'opensAttach0',
  'opensAttach1',
  'opensAttach2',
  'opensAttach3',
  'opensAttach4',
  'forbidsOwn',
  'answersLast',
  'towardsCentre',
] as const;

/** A name of {@link PRIOR_FEATURES}. */
export type PriorFeature = (typeof PRIOR_FEATURES)[number];

const FEATURES = PRIOR_FEATURES.length;
/** Each feature's index in {@link PRIOR_FEATURES}. */
const AT = Object.freeze(Object.fromEntries(PRIOR_FEATURES.map((name, i) => [name, i]))) as Readonly<
  Record<PriorFeature, number>
>;

/**
 * Duo's weights, fitted (bench/blokus-priors.ts): a conditional logit over the legal moves of
 * 3,734 Duo positions, each labelled with the move Pentobi level 6 chose there. So a weight is
 * the log-odds a feature adds to a move's chance of being that choice. On positions held out
 * they predict it far better than {@link HAND_WEIGHTS} (bench/RESULTS.md, 2026-11-24, e26d27f).
 * `squaresOverFive` is not fitted (Duo has no such piece): a point per square.
 */
const DUO_WEIGHTS: readonly number[] = Object.freeze([
  -3.553, -3.354, -3.176, -2.18, 1, 0.772, 0.365, 0.298, -0.927, -0.031, 0.507, 0.573, 0.564, 1.028, -0.675,
  1.031, 1.194,
]);

/**
 * The other variants' weights, set by hand and by matches (2026-11-23 to 24, b4f2505 and 10c7749): a point per square,
 * covering an opposing attach point 1 and standing beside one 0.25, wasting an own attach point
 * (covered beyond the one used, or ringed) −0.5, each new attach point 0.6, and 1.5 per cell of
 * progress towards the centre. Classic boards have four colours and a race for the centre that
 * Duo's fit has not seen.
 */
const HAND_WEIGHTS: readonly number[] = Object.freeze([
  -4, -3, -2, -1, 1, 1, 0.25, -0.5, -0.5, 0.6, 0.6, 0.6, 0.6, 0.6, 0, 0, 1.5,
]);

/** The weights of the {@link PRIOR_FEATURES} that the priors use in `variant`, index for index. */
export function priorWeights(variant: BlokusVariant): readonly number[] {
  // Junior is played on Duo's board, by two colours: Duo's fit is the nearer guess.
  return variant === 'duo' || variant === 'junior' ? DUO_WEIGHTS : HAND_WEIGHTS;
}

/** One placement's features, reused by every prior call (searches run one at a time per thread). */
const FEATURE_SCRATCH = new Float64Array(FEATURES);

/** Pieces after which the race to the centre no longer counts (it fades out until then). */
const REACH_PIECES = 6;
/** Heuristic points below the best move at which a prior is halfway down to its floor. */
const PRIOR_SCALE = 1;

/** The number of set bits of a 4-bit mask of colours. */
const POPCOUNT = Uint8Array.of(0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4);

/**
 * Fills the per-cell scratch of `t` for `colour` to move — the board, which colours touch each
 * cell by a side or a corner, its own attach points, where a new corner would be a new attach
 * point, the opposing attach points on and beside each cell, each cell's free sides, and the
 * local points of the opponent's last move (`t.stamp`) — and returns how close the colour already is to
 * the centre (the least centre distance of its pieces and attach points). A few passes over the
 * cells, whatever the number of colours.
 */
function readCells(pos: BlokusPosition, colour: number, t: KnowledgeTables): number {
  const { grid, colours, colourSeat, starts } = pos.rules;
  const { board, sides, corners, ownAttach, opens, cover, beside, centreDistance } = t;
  const cells = grid.size;
  const orth = grid.orthogonal;
  const diag = grid.diagonal;
  sides.fill(0);
  corners.fill(0);
  beside.fill(0);
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
    cover[c] = 0;
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
    const theirs = POPCOUNT[attach & opposing & 15]!;
    if (theirs === 0) continue;
    cover[c] = theirs;
    for (let d = 4 * c; d < 4 * c + 4; d++) if (orth[d]! >= 0) beside[orth[d]!]! += theirs;
  }
  readFreeSides(pos, colour, t);
  // The local points of the last move alone: `answersLast` reads their stamps.
  markLocal(pos, colour, t, 1);
  return nearest;
}

/** The weight of `colour`'s race to the centre: 1 before its first piece, fading to 0 at {@link REACH_PIECES}. */
function centreRace(pos: BlokusPosition, colour: number): number {
  return Math.max(0, 1 - pos.placedCount(colour) / REACH_PIECES);
}

/** Whether `cell` is empty and touches no side of `colour`, by the scratch of {@link readCells}. */
function usable(t: KnowledgeTables, colour: number, cell: number): boolean {
  return t.board[cell] === -1 && ((t.sides[cell]! >>> colour) & 1) === 0;
}

/**
 * `t.free[c]`: the sides of each cell that `colour` could still cover — for the cells where a
 * placement would open a new attach point (`t.opens[c]`), the only ones the features read.
 */
function readFreeSides(pos: BlokusPosition, colour: number, t: KnowledgeTables): void {
  const { size, orthogonal: orth } = pos.rules.grid;
  for (let c = 0; c < size; c++) {
    if (t.opens[c] !== 1) continue;
    let free = 0;
    for (let d = 4 * c; d < 4 * c + 4; d++) if (orth[d]! >= 0 && usable(t, colour, orth[d]!)) free++;
    t.free[c] = free;
  }
}

/**
 * Writes the {@link PRIOR_FEATURES} of placement `p` to `out[at .. at + FEATURES)`, from the
 * scratch {@link readCells} filled for `colour`, `nearest` and `race` (the centre race's weight,
 * 1 fading to 0).
 */
function placementFeatures(
  table: PlacementTable,
  t: KnowledgeTables,
  colour: number,
  p: number,
  nearest: number,
  race: number,
  out: Float64Array,
  at: number,
): void {
  out.fill(0, at, at + FEATURES);
  const { cells, stride, corners } = table;
  const size = table.size[p]!;
  // The sizes' features come first, in order: a monomino's at 0.
  if (size < 5) out[at + AT.monomino + size - 1] = 1;
  else out[at + AT.squaresOverFive] = size - 5;
  let covers = 0;
  let besides = 0;
  let own = 0;
  let answers = 0;
  for (let j = p * stride, end = p * stride + size; j < end; j++) {
    const c = cells[j]!;
    covers += t.cover[c]!;
    besides += t.beside[c]!;
    own += t.ownAttach[c]!;
    answers |= Number(t.stamp[c] === t.stampNow);
  }
  let ringed = 0;
  let forbids = 0;
  for (let j = t.ring.start[p]!, end = t.ring.start[p + 1]!; j < end; j++) {
    const c = t.ring.data[j]!;
    ringed += t.ownAttach[c]!;
    if (usable(t, colour, c)) forbids++;
  }
  for (let j = corners.start[p]!, end = corners.start[p + 1]!; j < end; j++) {
    const c = corners.data[j]!;
    if (t.opens[c] === 1) out[at + AT.opensAttach0 + t.free[c]!]!++;
  }
  const progress = nearest - t.reach[p]!;
  out[at + AT.coversOpposingAttach] = covers;
  out[at + AT.besideOpposingAttach] = besides;
  out[at + AT.coversOwnAttach] = own;
  out[at + AT.ringsOwnAttach] = ringed;
  out[at + AT.forbidsOwn] = forbids;
  out[at + AT.answersLast] = answers;
  out[at + AT.towardsCentre] = progress > 0 ? race * progress : 0;
}

/**
 * The {@link PRIOR_FEATURES} of each move for the colour to move, row after row into `out`
 * (`moves.length × PRIOR_FEATURES.length` numbers): what the priors weigh, for fitting new
 * weights (bench/blokus-priors.ts).
 */
export function priorFeatures(pos: BlokusPosition, moves: readonly number[], out: Float64Array): void {
  const colour = pos.colourToMove;
  if (colour < 0) return;
  const table = pos.rules.table;
  const t = knowledgeTables(table);
  const nearest = readCells(pos, colour, t);
  const race = centreRace(pos, colour);
  for (let i = 0; i < moves.length; i++)
    placementFeatures(table, t, colour, moves[i]!, nearest, race, out, i * FEATURES);
}

/** The heuristic value of each move for the colour to move (higher is better), into `out`. */
function heuristics(pos: BlokusPosition, colour: number, moves: readonly number[], out: Float64Array): void {
  const table = pos.rules.table;
  const t = knowledgeTables(table);
  const nearest = readCells(pos, colour, t);
  const race = centreRace(pos, colour);
  const weights = priorWeights(pos.rules.variant);
  const f = FEATURE_SCRATCH;
  for (let i = 0; i < moves.length; i++) {
    placementFeatures(table, t, colour, moves[i]!, nearest, race, f, 0);
    let v = 0;
    for (let k = 0; k < FEATURES; k++) v += weights[k]! * f[k]!;
    out[i] = v;
  }
}

// ---------------------------------------------------------------- playouts

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
 * Marks the local points of `colour`'s next move: the attach points that opposing colours
 * opened with the last `moves` moves ({@link LOCAL_MOVES} in playouts, 1 for the priors), and
 * the cells beside them that those colours may still cover — taking them blocks growth where it
 * just happened (the local replies of Pentobi's playouts). Their bounding box goes to
 * `t.hotBox`.
 */
function markLocal(pos: BlokusPosition, colour: number, t: KnowledgeTables, moves: number): void {
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
  simulator: (pos) => new BlokusSimulator(pos.rules),
  search: { marginShare: MARGIN_SHARE },
  timeShare,
};
