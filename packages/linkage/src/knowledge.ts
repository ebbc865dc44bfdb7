/**
 * {@link linkageKnowledge}: what a Linkage player knows, for a Monte Carlo search.
 *
 * The final group count is the pieces placed minus the merges their placements made, so the
 * worth of a piece for the mover is local and cheap to read around its slot (the up to six cells
 * next to it): the groups it merges, the dead squares it leaves, the cuts it takes and the
 * squares it exposes (see `SlotFeatures`, which reads them for positions here and for
 * `LinkageSimulator` on its own state).
 *
 * @module
 */

import type { GameKnowledge, Rng } from '@quadrille/core';
import { MAX_COLOURS } from './colours.js';
import type { LinkageMove, MoveTable } from './moves.js';
import { PLAYOUT_RANDOM, PLAYOUT_SLOTS } from './playout-policy.js';
import { EMPTY, type LinkagePosition } from './position.js';
import { LinkageSimulator } from './simulator.js';
import { BLACK_CODE, emptyCode, pieceCode, SlotFeatures } from './slot-features.js';

/**
 * A position's board as {@link SlotFeatures} reads it, filled lazily from the position's public
 * API once per call and per cell: `code[cell]` is current when `stamp[cell] === call`, and
 * `colour[cell]` (what `colourAt` says) when `colourStamp[cell] === call`. One per move table
 * (tables are shared, so a few at most live at once), with that table's features.
 */
interface Board {
  readonly features: SlotFeatures;
  readonly code: Int32Array;
  readonly stamp: Int32Array;
  readonly colour: Int32Array;
  readonly colourStamp: Int32Array;
}

/** The board of each move table. */
const boards = new WeakMap<MoveTable, Board>();

/** The number of the current call: a new value invalidates every board's codes at once. */
let call = 0;

/**
 * The pieces left per colour of the position of the current call. JavaScript runs one call at a
 * time per thread and no call keeps it, so one array serves every position.
 */
const supply = new Int32Array(MAX_COLOURS);

/**
 * The table of the last call and its board, looked up without the `WeakMap`: a search asks about
 * one board thousands of times a second (this keeps that one table alive; it is shared anyway).
 */
let lastTable: MoveTable | undefined;
let lastBoard: Board | undefined;

/** The board of `pos`'s table, made current for a new call (its supplies read). */
function boardOf(pos: LinkagePosition): Board {
  const { table } = pos;
  let board = table === lastTable ? lastBoard : boards.get(table);
  if (board === undefined) {
    const size = pos.grid.size;
    board = {
      features: new SlotFeatures(table),
      code: new Int32Array(size),
      stamp: new Int32Array(size),
      colour: new Int32Array(size),
      colourStamp: new Int32Array(size),
    };
    boards.set(table, board);
  }
  lastTable = table;
  lastBoard = board;
  // Wrapping is harmless: a stale stamp equal to the new call number would need 2^32 calls.
  call = (call + 1) | 0;
  for (let c = 0; c < table.colours; c++) supply[c] = pos.supply(c);
  return board;
}

/** `pos.colourAt(cell)`, through the board. */
function colourOf(pos: LinkagePosition, board: Board, cell: number): number {
  if (board.colourStamp[cell] !== call) {
    board.colourStamp[cell] = call;
    board.colour[cell] = pos.colourAt(cell);
  }
  return board.colour[cell]!;
}

/** The code of `cell` as {@link SlotFeatures} reads it ({@link pieceCode}, …), through the board. */
function codeAt(pos: LinkagePosition, board: Board, cell: number): number {
  if (board.stamp[cell] === call) return board.code[cell]!;
  board.stamp[cell] = call;
  const colour = colourOf(pos, board, cell);
  let code: number;
  if (colour >= 0) code = pieceCode(colour, pos.groupOf(cell));
  else if (colour !== EMPTY) code = BLACK_CODE;
  else {
    let empties = 0;
    let touching = 0;
    const orthogonal = pos.grid.orthogonal;
    for (let d = 4 * cell; d < 4 * cell + 4; d++) {
      const x = orthogonal[d]!;
      if (x < 0) continue;
      const cx = colourOf(pos, board, x);
      if (cx === EMPTY) empties++;
      else if (cx >= 0) touching |= 1 << cx;
    }
    code = emptyCode(empties, touching);
  }
  board.code[cell] = code;
  return code;
}

/** Reads the features of `slot` into the board's {@link SlotFeatures}, after filling its halo. */
function readSlot(pos: LinkagePosition, board: Board, slot: number): void {
  const { halo } = pos.table.slots;
  // 6 is HALO: run from source through a CommonJS transform (tsx, as the CLI and benchmarks
  // run), every read of an imported binding is a getter call.
  for (let k = slot * 6; k < slot * 6 + 6; k++) {
    const n = halo[k]!;
    if (n < 0) break;
    codeAt(pos, board, n);
  }
  board.features.read(board.code, supply, slot);
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
 * - `simulator`: a {@link LinkageSimulator}, the same policy (the same move for the same random
 *   draws) on a compact state of its own, where the search's playouts run, with `priorsInto`
 *   while the priors are these.
 *
 * The features are `SlotFeatures`' (merges, dead squares, cuts, exposure). `priors` and
 * `playoutMove` read the position through its public API (`colourAt`, `groupOf`, `supply`),
 * allocate nothing per call (one lazily filled board per move table), and work on every variant.
 * A copy of this knowledge with a `playoutMove` of its own should leave out `simulator`, which
 * plays this one's.
 */
export const linkageKnowledge: GameKnowledge<LinkagePosition> = {
  // No exploration bonus: RAVE and these priors spread the simulations enough, and with these
  // playouts Fewer won more often against plain UCT without it (bench/RESULTS.md, 2026-11-23).
  search: { exploration: 0 },

  priors(pos, moves, out) {
    const board = boardOf(pos);
    // Every cell: the priors read the halo of nearly every slot.
    for (let c = 0; c < pos.grid.size; c++) codeAt(pos, board, c);
    const more = pos.moreSeat === pos.turn;
    board.features.priorsInto(pos.table, board.code, supply, more, moves, moves.length, out);
  },

  playoutMove(pos, moves, count, rng: Rng) {
    const t = pos.table;
    const at = rng.int(count);
    const first = moves[at]!;
    if (count === 1 || first >= t.placements) return first;
    if (rng.nextFloat() < PLAYOUT_RANDOM) return first;
    const more = pos.moreSeat === pos.turn;
    const board = boardOf(pos);
    const { features } = board;
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
      readSlot(pos, board, slot);
      for (let j = i; ; ) {
        const m = moves[j]!;
        const score = features.playoutScore(more, colourOf[m]!);
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

  simulator(pos) {
    // Its priors are this knowledge's only while they are Linkage's own: a copy with priors of
    // its own gets the simulator's playouts, and its priors read from positions.
    return new LinkageSimulator(pos.rules, { priors: this?.priors === linkageKnowledge.priors });
  },
};
