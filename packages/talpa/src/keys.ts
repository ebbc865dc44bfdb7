/**
 * Position keys (Zobrist hashing). A key is the XOR of one value per occupied square and owner,
 * kept incrementally by `play` and `undo`. A move changes at most three of those features, so
 * each move id has its combined change precomputed per side, and keeping the key costs two
 * XORs a ply. The side to move, the phase and the no-move rule are folded in by `key()` alone:
 * they cost the hot path nothing.
 *
 * The board's three mirror images that keep each player's edges (files reversed, ranks
 * reversed, both: a half turn) have keys of their own, so that a position and its mirror images
 * can share one canonical key (the least of the four): a solver's table then holds one answer
 * for all of them. A position works them out from its board the first time it is asked for its
 * canonical key, and keeps them the same way as its own from then on (its copies too): play and
 * undo cost nothing more where nobody asks (random playouts, the AI).
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
  /**
   * Per side and move id, the change of the keys of the three mirror images (see
   * {@link MIRRORS}): `[2 * MIRRORS * (side * ids + move) + 2 * i]` is the low half of mirror `i`'s, the
   * next entry its high half.
   */
  readonly mirrorMoveKeys: Int32Array;
  /**
   * Per mirror `i`, cell and player, the key halves of that player's piece on the cell's image:
   * `[2 * (2 * (i * cells + cell) + player)]` the low half, the next entry the high half (to
   * work out a position's mirror keys from its board: see {@link mirrorKeysOf}).
   */
  readonly mirrorSquares: Int32Array;
}

/**
 * The mirror images of a board that keep Red's edges Red's and Blue's Blue's: files reversed,
 * ranks reversed, and both (a half turn). (A quarter turn or a diagonal flip would swap the
 * players' edges, and with them the question a solver's table answers.)
 */
export const MIRRORS = 3;

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
  return { moveKeys, startLo, startHi, ...mirrorTables(shape, moveKeys) };
}

/**
 * The mirror keys' tables: a move changes a mirror image as the mirrored move changes the
 * board, so each entry is the key change of the move's image, read from `moveKeys`.
 */
function mirrorTables(
  shape: MoveShape,
  moveKeys: Int32Array,
): Pick<KeyTables, 'mirrorMoveKeys' | 'mirrorSquares'> {
  const { width, height, captures, ids, from, to } = shape;
  const cells = width * height;
  const captureOf = new Map<number, number>();
  for (let m = 0; m < captures; m++) captureOf.set(from[m]! * cells + to[m]!, m);
  const mirrorMoveKeys = new Int32Array(2 * MIRRORS * 2 * ids);
  const mirrorSquares = new Int32Array(4 * MIRRORS * cells);
  const salt = squareSalt(width, height);
  for (let i = 0; i < MIRRORS; i++) {
    // Mirror 0 reverses the files, 1 the ranks, 2 both.
    const image = (cell: number): number => {
      const f = cell % width;
      const r = Math.floor(cell / width);
      return (i === 0 ? r : height - 1 - r) * width + (i === 1 ? f : width - 1 - f);
    };
    const imageOf = (m: number): number =>
      m < captures
        ? captureOf.get(image(from[m]!) * cells + image(to[m]!))!
        : m < captures + cells
          ? captures + image(m - captures)
          : m;
    for (let side = 0; side < 2; side++) {
      for (let m = 0; m < ids; m++) {
        const j = 2 * (side * ids + imageOf(m));
        const k = 2 * MIRRORS * (side * ids + m) + 2 * i;
        mirrorMoveKeys[k] = moveKeys[j]!;
        mirrorMoveKeys[k + 1] = moveKeys[j + 1]!;
      }
    }
    for (let cell = 0; cell < cells; cell++) {
      for (let player = 0; player < 2; player++) {
        const k = 2 * (2 * (i * cells + cell) + player);
        mirrorSquares[k] = zobristLo(salt, 2 * image(cell) + player);
        mirrorSquares[k + 1] = zobristHi(salt, 2 * image(cell) + player);
      }
    }
  }
  return { mirrorMoveKeys, mirrorSquares };
}

/**
 * The keys of the three mirror images of a board (`owner(cell)`: the player whose piece is on
 * the cell, or -1), as three pairs of halves.
 */
export function mirrorKeysOf(
  tables: Pick<KeyTables, 'mirrorSquares'>,
  cells: number,
  owner: (cell: number) => number,
): Int32Array {
  const keys = new Int32Array(2 * MIRRORS);
  const squares = tables.mirrorSquares;
  for (let cell = 0; cell < cells; cell++) {
    const player = owner(cell);
    if (player < 0) continue;
    for (let i = 0; i < MIRRORS; i++) {
      const k = 2 * (2 * (i * cells + cell) + player);
      keys[2 * i]! ^= squares[k]!;
      keys[2 * i + 1]! ^= squares[k + 1]!;
    }
  }
  return keys;
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
