/**
 * Blokus priors: each legal move's heuristic value for the colour to move, a weighted sum of
 * its {@link PRIOR_FEATURES}, mapped to a prior in [0.3, 0.8] below the best move's. What
 * `blokusKnowledge.priors` gives a search, read from a position or from a simulator's own
 * state ({@link BlokusState}).
 *
 * @module
 */

import type { BlokusState } from './blokus-state.js';
import { type KnowledgeTables, knowledgeTables } from './knowledge-tables.js';
import { markLocal } from './local-points.js';
import type { PlacementTable } from './placements.js';
import type { BlokusVariant } from './rules.js';

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
function readCells(pos: BlokusState, colour: number, t: KnowledgeTables): number {
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

/** Reads the cells for `colour` ({@link readCells}) and its figures of the centre into `t.centre`. */
function readCentre(pos: BlokusState, colour: number, t: KnowledgeTables): void {
  t.centre[0] = readCells(pos, colour, t);
  t.centre[1] = centreRace(pos, colour);
}

/** The weight of `colour`'s race to the centre: 1 before its first piece, fading to 0 at {@link REACH_PIECES}. */
function centreRace(pos: BlokusState, colour: number): number {
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
function readFreeSides(pos: BlokusState, colour: number, t: KnowledgeTables): void {
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
 * scratch {@link readCells} filled for `colour` and the centre's figures in `t.centre`
 * (see {@link readCentre}).
 */
function placementFeatures(
  table: PlacementTable,
  t: KnowledgeTables,
  colour: number,
  p: number,
  out: Float64Array,
  at: number,
): void {
  // Every feature is written below, so no `fill` (a builtin call for every move weighed): the
  // sizes' five (first, in order: a monomino's at 0) and the five counts of attach points
  // opened are zeroed here, the others assigned at the end.
  for (let k = 0; k < 5; k++) {
    out[at + AT.monomino + k] = 0;
    out[at + AT.opensAttach0 + k] = 0;
  }
  const { cells, stride, corners } = table;
  const size = table.size[p]!;
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
  const progress = t.centre[0]! - t.reach[p]!;
  out[at + AT.coversOpposingAttach] = covers;
  out[at + AT.besideOpposingAttach] = besides;
  out[at + AT.coversOwnAttach] = own;
  out[at + AT.ringsOwnAttach] = ringed;
  out[at + AT.forbidsOwn] = forbids;
  out[at + AT.answersLast] = answers;
  out[at + AT.towardsCentre] = progress > 0 ? t.centre[1]! * progress : 0;
}

/**
 * The {@link PRIOR_FEATURES} of each move for the colour to move, row after row into `out`
 * (`moves.length × PRIOR_FEATURES.length` numbers): what the priors weigh, for fitting new
 * weights (bench/blokus-priors.ts).
 */
export function priorFeatures(pos: BlokusState, moves: readonly number[], out: Float64Array): void {
  const colour = pos.colourToMove;
  if (colour < 0) return;
  const table = pos.rules.table;
  const t = knowledgeTables(table);
  readCentre(pos, colour, t);
  for (let i = 0; i < moves.length; i++) placementFeatures(table, t, colour, moves[i]!, out, i * FEATURES);
}

/**
 * The heuristic value of each move for the colour to move (higher is better), into `out`: the
 * weighted sum of its {@link PRIOR_FEATURES}, summed without them — the weights applied once
 * per cell ({@link weighCells}), then a placement's cells, ring and corners read — which is
 * the same sum but for rounding (a test holds the two together).
 */
export function heuristics(
  pos: BlokusState,
  colour: number,
  moves: readonly number[],
  count: number,
  out: Float64Array,
): void {
  const table = pos.rules.table;
  const t = knowledgeTables(table);
  readCentre(pos, colour, t);
  const w = priorWeights(pos.rules.variant);
  weighCells(pos, colour, t, w);
  const { cells, stride, corners } = table;
  const { onCell, onRing, onCorner, stamp, ring, reach } = t;
  const now = t.stampNow;
  const nearest = t.centre[0]!;
  const race = t.centre[1]! * w[AT.towardsCentre]!;
  const answers = w[AT.answersLast]!;
  const over = w[AT.squaresOverFive]!;
  for (let i = 0; i < count; i++) {
    const p = moves[i]!;
    const size = table.size[p]!;
    let v = size < 5 ? w[AT.monomino + size - 1]! : over * (size - 5);
    let answered = 0;
    for (let j = p * stride, end = p * stride + size; j < end; j++) {
      const c = cells[j]!;
      v += onCell[c]!;
      answered |= Number(stamp[c] === now);
    }
    for (let j = ring.start[p]!, end = ring.start[p + 1]!; j < end; j++) v += onRing[ring.data[j]!]!;
    for (let j = corners.start[p]!, end = corners.start[p + 1]!; j < end; j++)
      v += onCorner[corners.data[j]!]!;
    const progress = nearest - reach[p]!;
    out[i] = v + answered * answers + (progress > 0 ? race * progress : 0);
  }
}

/**
 * Fills `t.onCell`, `t.onRing` and `t.onCorner` for `colour` to move with the weights `w`
 * applied (see {@link KnowledgeTables.onCell}), from the scratch {@link readCells} filled.
 */
function weighCells(pos: BlokusState, colour: number, t: KnowledgeTables, w: readonly number[]): void {
  const cells = pos.rules.grid.size;
  const { cover, beside, ownAttach, opens, free, onCell, onRing, onCorner } = t;
  const wCover = w[AT.coversOpposingAttach]!;
  const wBeside = w[AT.besideOpposingAttach]!;
  const wOwn = w[AT.coversOwnAttach]!;
  const wRinged = w[AT.ringsOwnAttach]!;
  const wForbids = w[AT.forbidsOwn]!;
  const opensAt = AT.opensAttach0;
  for (let c = 0; c < cells; c++) {
    onCell[c] = wCover * cover[c]! + wBeside * beside[c]! + wOwn * ownAttach[c]!;
    onRing[c] = wRinged * ownAttach[c]! + (usable(t, colour, c) ? wForbids : 0);
    onCorner[c] = opens[c] === 1 ? w[opensAt + free[c]!]! : 0;
  }
}

/**
 * The priors of `moves[0 .. count)` for the colour to move of `state`, into `out`: each move's
 * heuristic value (the weighted sum of its features), 0.8 for the best of them, halfway to 0.3
 * at {@link PRIOR_SCALE} points below it, then on down towards 0.3 (a rational curve: as steep
 * as an exponential where it matters, and cheaper). Nothing is written once the game is over.
 */
export function blokusPriors(
  state: BlokusState,
  moves: readonly number[],
  count: number,
  out: Float64Array,
): void {
  const colour = state.colourToMove;
  if (colour < 0 || count === 0) return;
  heuristics(state, colour, moves, count, out);
  let best = Number.NEGATIVE_INFINITY;
  for (let i = 0; i < count; i++) if (out[i]! > best) best = out[i]!;
  const scale = PRIOR_SCALE * PRIOR_SCALE;
  for (let i = 0; i < count; i++) {
    const d = best - out[i]!;
    out[i] = 0.3 + (0.5 * scale) / (scale + d * d);
  }
}
