/**
 * {@link linageKnowledge}: what a Linage player knows, for a Monte Carlo search.
 *
 * A stone is neutral: what it does for the side placing it is which lines it destroys. Vertical
 * owns a region once it holds no horizontal line, so Vertical wants to kill horizontal lines and
 * keep vertical ones (walls of stones running north–south, leaving corridors too narrow for a
 * horizontal line), and Horizontal the reverse. A free region's points are therefore judged by
 * its *lean*: with `mine` lines of the mover's orientation and `theirs` of the other, the
 * mover's expected share minus the opponent's is `(mine − theirs) / (mine + theirs)`, and ±1 once
 * one count is 0 (the region is owned). A move is worth the change it makes to the sum of
 * `points × lean` over the region it is played in: the pieces it leaves against the region
 * before. That one number holds the immediate gains (a stone that kills a region's last enemy
 * line scores the whole region; one that kills its last own line gives it away) and, at a
 * smaller scale, the slow build-up towards them.
 *
 * Most stones cannot split their region (their empty neighbours are connected around them), and
 * their value is read off the board's running line counts in a few array reads; the others are
 * valued by a flood fill of the pieces, in scratch arrays shared per board geometry.
 *
 * @module
 */

import type { GameKnowledge, Rng } from '@quadrille/core';
import type { RegionBoard } from './board.js';
import type { LinageMove } from './moves.js';
import type { LinagePosition } from './position.js';
import { SIMPLE } from './topology.js';

/** The priors' scale: a move worth this many points of expected lead gets a prior of about 0.77. */
const PRIOR_SCALE = 2;
/** The pass's prior: below no opinion, as passing while stones still fit rarely helps. */
const PASS_PRIOR = 0.3;
/** How often a playout plays the best of {@link SAMPLES} stones rather than a random one. */
const GREEDY = 0.8;
/** How many random stones a greedy playout step compares. */
const SAMPLES = 8;

/**
 * A region's lean: the expected share of its points for the mover minus the opponent's, from its
 * lines of the mover's orientation (`mine`) and of the other (`theirs`).
 */
function lean(mine: number, theirs: number): number {
  if (theirs === 0) return 1;
  if (mine === 0) return -1;
  return (mine - theirs) / (mine + theirs);
}

/**
 * The change of the mover's expected territory lead (in points) when a stone goes on `cell`, a
 * legal placement.
 */
function moveValue(b: RegionBoard, cell: number, vertical: boolean): number {
  const region = b.regionOf[cell]!;
  const size = b.regionSize[region]!;
  const mine = vertical ? b.regionV[region]! : b.regionH[region]!;
  const theirs = vertical ? b.regionH[region]! : b.regionV[region]!;
  const before = size * lean(mine, theirs);
  if (SIMPLE[b.ringMask[cell]!] === 1) {
    // The region stays one piece, without the lines through the stone.
    const killedMine = vertical ? b.vThrough[cell]! : b.hThrough[cell]!;
    const killedTheirs = vertical ? b.hThrough[cell]! : b.vThrough[cell]!;
    return (size - 1) * lean(mine - killedMine, theirs - killedTheirs) - before;
  }
  return piecesValue(b, cell, vertical) - before;
}

/**
 * Σ points × lean over the pieces that a stone on `cell` leaves of its region, each found by a
 * flood fill from a neighbour of `cell` (the topology's scratch: no flood fill of the board is
 * running while the knowledge is asked).
 */
function piecesValue(b: RegionBoard, cell: number, vertical: boolean): number {
  const t = b.topo;
  const orth = t.grid.orthogonal;
  const { mark, queue, fileOf, rankOf, lineLength } = t;
  const file = fileOf[cell]!;
  const rank = rankOf[cell]!;
  const stamp = t.nextStamp();
  mark[cell] = stamp;
  let total = 0;
  for (let d = 0; d < 4; d++) {
    const seed = orth[cell * 4 + d]!;
    if (seed < 0 || b.empty[seed] === 0 || mark[seed] === stamp) continue;
    mark[seed] = stamp;
    queue[0] = seed;
    let tail = 1;
    let h = 0;
    let v = 0;
    for (let head = 0; head < tail; head++) {
      const y = queue[head]!;
      // The line anchored at `y` survives unless it runs through the stone.
      if (b.hAnchor[y] === 1 && (rankOf[y] !== rank || file < fileOf[y]! || file >= fileOf[y]! + lineLength))
        h++;
      if (b.vAnchor[y] === 1 && (fileOf[y] !== file || rank < rankOf[y]! || rank >= rankOf[y]! + lineLength))
        v++;
      for (let e = y * 4; e < y * 4 + 4; e++) {
        const z = orth[e]!;
        if (z < 0 || b.empty[z] === 0 || mark[z] === stamp) continue;
        mark[z] = stamp;
        queue[tail++] = z;
      }
    }
    total += tail * (vertical ? lean(v, h) : lean(h, v));
  }
  return total;
}

/**
 * Linage knowledge for a Monte Carlo search (core's `GameKnowledge`, the shape `mctsPlayer`'s
 * `knowledge` option takes):
 *
 * - `priors`: per stone, 0.5 + 0.35 · tanh(value / 2), in (0.15, 0.85), where the value is the
 *   change of the mover's expected territory lead (see the module notes); the pass 0.3; no
 *   opinion (0.5) on the pie moves.
 * - `playoutMove`: four times in five the stone of highest value among 8 drawn at random (among
 *   all of them when 8 or fewer are left), otherwise a random stone; the pass only when no stone
 *   can be placed, so playouts run until every region is owned.
 *
 * Both read the board's running line and region counts through the position and allocate
 * nothing; a stone that may split its region costs a flood fill of that region.
 *
 * @example
 * ```ts
 * import { mctsPlayer } from '@quadrille/ai';
 * import { linage, linageKnowledge } from '@quadrille/linage';
 *
 * const ai = mctsPlayer({ seed: 1, timeMs: 1000, knowledge: linageKnowledge });
 * const { move } = ai.search(linage.create());
 * ```
 */
export const linageKnowledge: GameKnowledge<LinagePosition> = {
  priors(pos, moves, out) {
    if (pos.phase !== 'play') return;
    const b = pos.regionBoard;
    const pass = pos.grid.size;
    const vertical = pos.sideToMove === 'vertical';
    for (let i = 0; i < moves.length; i++) {
      const m = moves[i]!;
      out[i] = m === pass ? PASS_PRIOR : 0.5 + 0.35 * Math.tanh(moveValue(b, m, vertical) / PRIOR_SCALE);
    }
  },
  playoutMove(pos, moves, count, rng: Rng) {
    const pass = pos.grid.size;
    // Pie moves, or the pass alone: nothing to judge.
    if (count === 1 || moves[count - 1] !== pass) return moves[rng.int(count)]!;
    const placements = count - 1;
    if (rng.nextFloat() >= GREEDY) return moves[rng.int(placements)]!;
    const b = pos.regionBoard;
    const vertical = pos.sideToMove === 'vertical';
    // With few stones left, judge them all, from a random start so that ties fall at random.
    const all = placements <= SAMPLES;
    const start = rng.int(placements);
    let best = -1;
    let bestValue = Number.NEGATIVE_INFINITY;
    for (let j = 0; j < (all ? placements : SAMPLES); j++) {
      const m = moves[all ? (start + j) % placements : rng.int(placements)]!;
      const value = moveValue(b, m, vertical);
      if (value > bestValue) {
        bestValue = value;
        best = m;
      }
    }
    return best as LinageMove;
  },
};
