/**
 * Position keys (Zobrist hashing). A key is the XOR of one value per occupied square and owner,
 * kept incrementally by `play` and `undo`. A move changes at most three of those features, so
 * each move id has its combined change precomputed per side, and keeping the key costs two
 * XORs a ply. The side to move, the phase and the no-move rule are folded in by `key()` alone:
 * they cost the hot path nothing.
 *
 * @module
 */

import { zobristHi, zobristLo } from '@quadrille/core';
import { startOwner } from './player.js';

/** Talpa's own salt, so that its features share nothing with another game's. */
const TALPA_SALT = 0x7a1a;

/** The scalar features, in the game-wide family {@link TALPA_SALT}. */
const SIDE = 0;
const REMOVAL_PHASE = 1;
const LOSE_RULE = 2;

/**
 * The feature family of the squares of one board size: the same pattern on a 4×4 and a 2×8
 * board must not give the same key.
 */
function squareSalt(width: number, height: number): number {
  return TALPA_SALT * 16_384 + width * 128 + height;
}

/** The board-related tables a key needs, computed once per board size by the move table. */
export interface KeyTables {
  /**
   * Per side and move id, the change of the key: `[2 * (side * ids + move)]` is the low half,
   * the next entry the high half (0 for `pass`).
   */
  readonly moveKeys: Int32Array;
  /** The key halves of the start position (every square full, a1 red). */
  readonly startLo: number;
  /** See {@link KeyTables.startLo}. */
  readonly startHi: number;
}

/** What {@link keyTables} reads of a move table (the shape of its capture arrays). */
export interface MoveShape {
  /** Number of files. */
  readonly width: number;
  /** Number of ranks. */
  readonly height: number;
  /** Number of capture ids (the first ids). */
  readonly captures: number;
  /** Number of move ids. */
  readonly ids: number;
  /** Per capture id, the capturing piece's square. */
  readonly from: Int32Array;
  /** Per capture id, the captured piece's square. */
  readonly to: Int32Array;
}

/**
 * The key tables of a board. The square feature of `cell` owned by `player` is number
 * `2 * cell + player`; a capture by `side` empties `from` (its piece goes), and turns `to` from
 * the opponent's to the mover's.
 */
export function keyTables(shape: MoveShape): KeyTables {
  const { width, height, captures, ids, from, to } = shape;
  const salt = squareSalt(width, height);
  const lo = (cell: number, player: number): number => zobristLo(salt, 2 * cell + player);
  const hi = (cell: number, player: number): number => zobristHi(salt, 2 * cell + player);
  const moveKeys = new Int32Array(4 * ids);
  for (let side = 0; side < 2; side++) {
    const base = 2 * side * ids;
    for (let m = 0; m < captures; m++) {
      const f = from[m]!;
      const t = to[m]!;
      moveKeys[base + 2 * m] = lo(f, side) ^ lo(t, 1 - side) ^ lo(t, side);
      moveKeys[base + 2 * m + 1] = hi(f, side) ^ hi(t, 1 - side) ^ hi(t, side);
    }
    for (let cell = 0; cell < width * height; cell++) {
      const m = captures + cell;
      moveKeys[base + 2 * m] = lo(cell, side);
      moveKeys[base + 2 * m + 1] = hi(cell, side);
    }
  }
  let startLo = 0;
  let startHi = 0;
  for (let cell = 0; cell < width * height; cell++) {
    const owner = startOwner(cell % width, Math.floor(cell / width));
    startLo ^= lo(cell, owner);
    startHi ^= hi(cell, owner);
  }
  return { moveKeys, startLo, startHi };
}

/** The features folded in by {@link positionKeyInto}, computed once. */
const SIDE_LO = /* @__PURE__ */ zobristLo(TALPA_SALT, SIDE);
const SIDE_HI = /* @__PURE__ */ zobristHi(TALPA_SALT, SIDE);
const REMOVAL_LO = /* @__PURE__ */ zobristLo(TALPA_SALT, REMOVAL_PHASE);
const REMOVAL_HI = /* @__PURE__ */ zobristHi(TALPA_SALT, REMOVAL_PHASE);
const LOSE_LO = /* @__PURE__ */ zobristLo(TALPA_SALT, LOSE_RULE);
const LOSE_HI = /* @__PURE__ */ zobristHi(TALPA_SALT, LOSE_RULE);

/**
 * The 64-bit key of a position, as halves into `out[0]` (low) and `out[1]` (high), from its
 * incremental halves and the state folded in at the end: the side to move, whether captures are
 * over (a function of the board, included so that the key names the phase outright) and the
 * no-move rule (which decides some outcomes).
 */
export function positionKeyInto(
  lo: number,
  hi: number,
  side: number,
  removalPhase: boolean,
  lose: boolean,
  out: Int32Array,
): void {
  if (side !== 0) {
    lo ^= SIDE_LO;
    hi ^= SIDE_HI;
  }
  if (removalPhase) {
    lo ^= REMOVAL_LO;
    hi ^= REMOVAL_HI;
  }
  if (lose) {
    lo ^= LOSE_LO;
    hi ^= LOSE_HI;
  }
  out[0] = lo;
  out[1] = hi;
}
