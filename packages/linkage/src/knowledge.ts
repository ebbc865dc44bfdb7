/**
 * {@link linkageKnowledge}: what a Linkage player knows, for a Monte Carlo search.
 *
 * The final group count is the pieces placed minus the merges their placements made, so the
 * worth of a piece for the mover is local and cheap to read around its slot (the up to six cells
 * next to it):
 *
 * - **merges**: the distinct groups of its colour it touches, each one group fewer. More wants
 *   none; Fewer wants as many as possible (two or more: the count drops).
 * - **dead squares**: empty cells next to it left with no empty neighbour, where no piece will
 *   ever fit (fewer pieces, fewer groups: good for Fewer, bad for More).
 * - **cuts**: a slot where one colour in supply would merge two or more groups is Fewer's best
 *   square; More takes it first with a colour that merges nothing.
 * - **exposure**: empty cells next to the piece that also touch a piece of its colour — squares
 *   where Fewer could later join it to another group. More keeps new pieces unexposed.
 *
 * @module
 */

import type { GameKnowledge, Grid, Rng } from '@quadrille/core';
import { MAX_COLOURS } from './colours.js';
import type { LinkageMove } from './moves.js';
import { EMPTY, type LinkagePosition } from './position.js';
import { HALO } from './slots.js';

/**
 * How many random legal moves a playout step samples; each brings the other colours of its
 * slot (one read of the slot scores them all), and the best of them all is played.
 */
const PLAYOUT_SLOTS = 4;

/**
 * The share of playout steps that play the first sampled move, uniformly random, unjudged: noise
 * that keeps the search from trusting one greedy line. With it, 4 slots a step and no
 * exploration bonus (`search` below), the default player won 134 of 200 games as More or
 * Fewer against plain UCT at 0.2 s a move, against 67 of 120 with the best of 16 moves always
 * (as Fewer 34 of 100 against 10 of 60); neither change alone clearly helped.
 */
const PLAYOUT_RANDOM = 0.3;

/**
 * What a position's cells hold, read lazily from its public API once per call and per cell:
 * `stamp[cell] === call` when `colour[cell]` is current; `group[cell]` is -2 until asked.
 */
interface CellCache {
  readonly colour: Int32Array;
  readonly group: Int32Array;
  readonly stamp: Int32Array;
}

/** One cache per board geometry (grids are shared, so a few at most live at once). */
const caches = new WeakMap<Grid, CellCache>();

/** The number of the current call: a new value invalidates every cache entry at once. */
let call = 0;

// What `readSlot` finds around one slot. JavaScript runs one call at a time per thread and no
// call keeps any of it across calls, so module scratch serves every position.
/** Per colour: the distinct groups of that colour the slot touches. */
const merges = new Int32Array(MAX_COLOURS);
/** Per colour: the slot's empty neighbours that also touch a piece of that colour. */
const exposure = new Int32Array(MAX_COLOURS);
/** The groups of the halo cells read so far (to count each group once). */
const haloGroups = new Int32Array(HALO);
/** The slot's facts that do not depend on the colour. */
const slotFacts = { dead: 0, bestMerge: 0 };

/**
 * The grid of the last call and its cache, looked up without the `WeakMap`: a search asks about
 * one board thousands of times a second (this keeps that one grid alive; it is shared anyway).
 */
let lastGrid: Grid | undefined;
let lastCache: CellCache | undefined;

/** The cache of `pos`'s grid, made current for a new call. */
function cacheOf(pos: LinkagePosition): CellCache {
  const { grid } = pos;
  let cache = grid === lastGrid ? lastCache : caches.get(grid);
  if (cache === undefined) {
    const size = grid.size;
    cache = { colour: new Int32Array(size), group: new Int32Array(size), stamp: new Int32Array(size) };
    caches.set(grid, cache);
  }
  lastGrid = grid;
  lastCache = cache;
  // Wrapping is harmless: a stale stamp equal to the new call number would need 2^32 calls.
  call = (call + 1) | 0;
  return cache;
}

/** The colour index on `cell`, `EMPTY` or `BLACK`, through the cache. */
function colourAt(pos: LinkagePosition, cache: CellCache, cell: number): number {
  if (cache.stamp[cell] !== call) {
    cache.stamp[cell] = call;
    cache.colour[cell] = pos.colourAt(cell);
    cache.group[cell] = -2;
  }
  return cache.colour[cell]!;
}

/** The group of the piece on `cell` (a coloured cell), through the cache. */
function groupAt(pos: LinkagePosition, cache: CellCache, cell: number): number {
  let group = cache.group[cell]!;
  if (group === -2) {
    group = pos.groupOf(cell);
    cache.group[cell] = group;
  }
  return group;
}

/**
 * Reads the halo of `slot` into {@link merges}, {@link exposure} and {@link slotFacts}: per
 * colour the groups it would merge and the exposed empty neighbours, the dead squares a piece
 * there leaves, and the most groups one colour in supply merges there.
 */
function readSlot(pos: LinkagePosition, cache: CellCache, slot: number): void {
  const { halo, first, second } = pos.table.slots;
  const orthogonal = pos.grid.orthogonal;
  const a = first[slot]!;
  const b = second[slot]!;
  // Imported constants read once: run from source through a CommonJS transform (tsx, as the
  // CLI and benchmarks run), every read of an imported binding is a getter call.
  const empty = EMPTY;
  const haloSize = HALO;
  for (let c = 0, colours = pos.rules.colours; c < colours; c++) {
    merges[c] = 0;
    exposure[c] = 0;
  }
  let dead = 0;
  let bestMerge = 0;
  for (let k = 0; k < haloSize; k++) {
    const n = halo[slot * haloSize + k]!;
    haloGroups[k] = -1;
    if (n < 0) break;
    const colour = colourAt(pos, cache, n);
    if (colour === empty) {
      // Its neighbours other than the new piece: any empty one keeps it alive; their colours
      // are the pieces a later piece through this cell would touch.
      let alive = false;
      let colours = 0;
      for (let d = 4 * n; d < 4 * n + 4; d++) {
        const x = orthogonal[d]!;
        if (x < 0 || x === a || x === b) continue;
        const cx = colourAt(pos, cache, x);
        if (cx === empty) alive = true;
        else if (cx >= 0) colours |= 1 << cx;
      }
      if (!alive) dead++;
      else for (let c = 0; colours !== 0; c++, colours >>>= 1) exposure[c]! += colours & 1;
      continue;
    }
    if (colour < 0) continue; // the black square
    const group = groupAt(pos, cache, n);
    haloGroups[k] = group;
    let seen = false;
    for (let j = 0; j < k; j++) if (haloGroups[j] === group) seen = true;
    if (seen) continue;
    const m = ++merges[colour]!;
    if (m > bestMerge && pos.supply(colour) > 0) bestMerge = m;
  }
  slotFacts.dead = dead;
  slotFacts.bestMerge = bestMerge;
}

/**
 * The playout score of placing `colour` on the slot last read, for More or Fewer: a merge
 * outweighs everything else; then cuts, dead squares and exposure break the ties.
 */
function playoutScore(more: boolean, colour: number): number {
  const { dead, bestMerge } = slotFacts;
  return more
    ? -4 * merges[colour]! + (bestMerge >= 2 ? 3 : 0) - dead - exposure[colour]!
    : 4 * merges[colour]! + dead;
}

/**
 * The prior of placing `colour` on the slot last read, in [0.15, 0.85]: from the merges, the
 * mover's first concern, then a few hundredths for each secondary feature.
 */
function prior(more: boolean, colour: number): number {
  const m = merges[colour]!;
  const { dead, bestMerge } = slotFacts;
  const v = more
    ? (m === 0 ? 0.7 : m === 1 ? 0.35 : 0.25) - 0.05 * dead + (bestMerge >= 2 ? 0.05 : 0)
    : (m === 0 ? 0.4 : m === 1 ? 0.6 : m === 2 ? 0.75 : 0.8) + 0.05 * dead;
  return Math.min(0.85, Math.max(0.15, v));
}

/**
 * Linkage knowledge for a Monte Carlo search (`mctsPlayer({ knowledge: linkageKnowledge })` in
 * `@quadrille/ai`), from the rules alone:
 *
 * - `priors`: per placement, for the seat to move, from the groups it merges (More: none is
 *   best; Fewer: the more the better), the dead squares it leaves, and whether it takes a square
 *   where Fewer would merge two groups. Setup moves and the forced pass keep 0.5.
 * - `playoutMove`: three steps in ten a uniformly random move; otherwise the best, by the same
 *   features, of every colour of 4 random legal slots (More avoids merging and exposing its
 *   pieces and cuts Fewer's double merges; Fewer merges the most groups and kills squares), so
 *   that simulated games look like games between players who know the goal.
 *
 * Both read the position through its public API (`colourAt`, `groupOf`, `supply`), allocate
 * nothing per call (one lazily filled cell cache per board geometry), and work on every variant.
 */
export const linkageKnowledge: GameKnowledge<LinkagePosition> = {
  // No exploration bonus: RAVE and these priors spread the simulations enough, and with these
  // playouts Fewer won more often against plain UCT without it (bench/RESULTS.md, 2026-11-23).
  search: { exploration: 0 },

  priors(pos, moves, out) {
    const t = pos.table;
    const more = pos.moreSeat === pos.turn;
    const cache = cacheOf(pos);
    let slot = -1;
    for (let i = 0; i < moves.length; i++) {
      const m = moves[i]!;
      if (m >= t.placements) continue;
      // Ids run slot by slot: one read per slot serves all its colours.
      if (t.slotOf[m] !== slot) {
        slot = t.slotOf[m]!;
        readSlot(pos, cache, slot);
      }
      out[i] = prior(more, t.colourOf[m]!);
    }
  },

  playoutMove(pos, moves, count, rng: Rng) {
    const t = pos.table;
    const at = rng.int(count);
    const first = moves[at]!;
    if (count === 1 || first >= t.placements) return first;
    if (rng.nextFloat() < PLAYOUT_RANDOM) return first;
    const more = pos.moreSeat === pos.turn;
    const cache = cacheOf(pos);
    const { slotOf, colourOf } = t;
    let best: LinkageMove = first;
    let bestScore = Number.NEGATIVE_INFINITY;
    for (let k = 0; k < PLAYOUT_SLOTS; k++) {
      const i = k === 0 ? at : rng.int(count);
      const slot = slotOf[moves[i]!]!;
      // The slot's colours are neighbours in the buffer (ids run slot by slot): one read of
      // the slot scores them all, from the sampled one on, so ties favour no colour.
      let lo = i;
      while (lo > 0 && slotOf[moves[lo - 1]!] === slot) lo--;
      let hi = i + 1;
      while (hi < count && slotOf[moves[hi]!] === slot) hi++;
      readSlot(pos, cache, slot);
      for (let j = i; ; ) {
        const m = moves[j]!;
        const score = playoutScore(more, colourOf[m]!);
        if (score > bestScore) {
          bestScore = score;
          best = m;
        }
        if (++j === hi) j = lo;
        if (j === i) break;
      }
    }
    return best;
  },
};
