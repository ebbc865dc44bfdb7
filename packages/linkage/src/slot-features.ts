/**
 * {@link SlotFeatures}: what Linkage's playout policy and priors read around one domino slot,
 * from a board of cell codes ({@link pieceCode}, {@link BLACK_CODE}, {@link emptyCode}), and the
 * playout scores and priors made of it. One reading serves `linkageKnowledge` (a board filled
 * from a position's public API) and `LinkageSimulator` (a board kept in its own state), so that
 * both follow one policy.
 *
 * Per-colour counts are kept in **lanes**: 3 bits per colour in one integer (colour `c` at bits
 * `3c` to `3c + 2`), room for the {@link MAX_COLOURS} (8) colours and for counts up to 7 (a slot
 * has at most 6 cells around it), so that a count is added for every colour at once.
 *
 * @module
 */

import type { MAX_COLOURS } from './colours.js';
import type { LinkageMove, MoveTable } from './moves.js';
import { HALO } from './slots.js';

/**
 * Bits of a {@link pieceCode} that hold the colour (room for {@link MAX_COLOURS} colours), and
 * bits of a lane. Written as the literal 3 (and the mask 7) where codes are read in a loop: run
 * from source through a CommonJS transform, every read of a module binding costs a call.
 */
export const COLOUR_BITS = 3;

/**
 * The code of a piece's cell on a board that {@link SlotFeatures.read} reads (codes of pieces
 * are the non-negative ones): `group << 3 | colour`, where `group` is any non-negative number
 * shared by the cells of its group and no other cell (a cell of the group: the union-find root
 * of a position, the label of a simulator). Two cells hold equal codes exactly when they are in
 * one group.
 */
export function pieceCode(colour: number, group: number): number {
  return (group << COLOUR_BITS) | colour;
}

/** The code of the black square on a board that {@link SlotFeatures.read} reads. */
export const BLACK_CODE = -1;

/**
 * The code of an empty cell on a board that {@link SlotFeatures.read} reads (codes of empty
 * cells are those below {@link BLACK_CODE}): `-2 - (touching << 3 | empties)`, where `empties`
 * (0 to 4) is the number of its orthogonal neighbours that are empty and `touching` has, in the
 * lane of each colour (see the module notes), 1 when a piece of that colour is one of them: it
 * is made from `colours`, a bitmask of those colours (bit `c` for colour `c`). What the features
 * need of an empty cell next to a slot is then in its code: a piece on the slot leaves it dead
 * when `empties` is 1 (the slot's cell), else exposes the piece to the colours of `touching`. A
 * piece of colour `c` placed next to it adds {@link touchingBit}`(c)` to `-2 - code`, and takes
 * 1 from `empties`.
 */
export function emptyCode(empties: number, colours: number): number {
  let touching = 0;
  for (let c = 0; colours !== 0; c++, colours >>>= 1) touching |= (colours & 1) << (COLOUR_BITS * c);
  return -2 - ((touching << COLOUR_BITS) | empties);
}

/** The bit of colour `colour` in `-2 - code` of an {@link emptyCode}: `8 << 3 × colour`. */
export function touchingBit(colour: number): number {
  return 1 << (COLOUR_BITS + COLOUR_BITS * colour);
}

/**
 * What a piece on one slot would find around it (its halo, the up to six cells next to it), for
 * the mover's playout scores and priors. {@link SlotFeatures.read} fills it; the score and the
 * prior of each colour on that slot are then read from it. It reads nothing but the codes of
 * the slot's halo, thanks to what the codes of empty cells say ({@link emptyCode}), and
 * allocates nothing. One instance per move table (the slots it reads).
 *
 * The features:
 * - **merges**: per colour, the distinct groups of that colour the piece touches, each one
 *   group fewer. More wants none; Fewer wants as many as possible.
 * - **dead squares**: empty cells next to it left with no other empty neighbour, where no piece
 *   will ever fit (fewer pieces, fewer groups: good for Fewer, bad for More).
 * - **cuts**: the most groups one colour still in supply would merge there; two or more make it
 *   Fewer's best square, which More takes first with a colour that merges nothing.
 * - **exposure**: per colour, the empty cells next to the piece that also touch a piece of that
 *   colour — squares where Fewer could later join it to another group.
 */
export class SlotFeatures {
  /** The slot's empty neighbours a piece there leaves with no empty neighbour. */
  dead = 0;
  /** The most groups one colour in supply merges on the slot. */
  bestMerge = 0;
  /** {@link SlotFeatures.merges} of every colour, in lanes. */
  private mergeLanes = 0;
  /** {@link SlotFeatures.exposure} of every colour, in lanes. */
  private exposureLanes = 0;
  /** The codes of the halo cells read so far (to count each group once). */
  private readonly haloCodes = new Int32Array(HALO);
  private readonly halo: Int32Array;

  /** Features of the slots of `table`'s board. */
  constructor(table: MoveTable) {
    this.halo = table.slots.halo;
  }

  /**
   * Reads the features of `slot` (both its cells empty) from `board` (the code of every cell of
   * its halo) and `supply` (the pieces left per colour).
   */
  read(board: Int32Array, supply: Int32Array, slot: number): void {
    const { halo, haloCodes } = this;
    let merges = 0;
    let exposure = 0;
    let dead = 0;
    let bestMerge = 0;
    // 6 is HALO, 3 COLOUR_BITS, -1 BLACK_CODE (see COLOUR_BITS on module bindings).
    for (let k = 0; k < 6; k++) {
      const n = halo[slot * 6 + k]!;
      haloCodes[k] = -1;
      if (n < 0) break;
      const code = board[n]!;
      if (code < -1) {
        // An empty cell: its one empty neighbour in the slot leaves it dead; else the colours
        // next to it are those a later piece through it would touch.
        const empty = -2 - code;
        if ((empty & 7) === 1) dead++;
        else exposure += empty >>> 3;
        continue;
      }
      if (code < 0) continue; // the black square
      haloCodes[k] = code;
      let seen = false;
      for (let j = 0; j < k; j++) if (haloCodes[j] === code) seen = true;
      if (seen) continue;
      const colour = code & 7;
      merges += 1 << (3 * colour);
      const m = (merges >>> (3 * colour)) & 7;
      if (m > bestMerge && supply[colour]! > 0) bestMerge = m;
    }
    this.mergeLanes = merges;
    this.exposureLanes = exposure;
    this.dead = dead;
    this.bestMerge = bestMerge;
  }

  /** The distinct groups of `colour` a piece on the slot last read touches. */
  merges(colour: number): number {
    return (this.mergeLanes >>> (3 * colour)) & 7;
  }

  /** The empty cells next to the slot last read that still have room and touch a piece of `colour`. */
  exposure(colour: number): number {
    return (this.exposureLanes >>> (3 * colour)) & 7;
  }

  /**
   * The playout score of placing `colour` on the slot last read, for More or Fewer: a merge
   * outweighs everything else; then cuts, dead squares and exposure break the ties.
   */
  playoutScore(more: boolean, colour: number): number {
    const merges = (this.mergeLanes >>> (3 * colour)) & 7;
    return more
      ? -4 * merges + (this.bestMerge >= 2 ? 3 : 0) - this.dead - ((this.exposureLanes >>> (3 * colour)) & 7)
      : 4 * merges + this.dead;
  }

  /**
   * The prior of placing `colour` on the slot last read, in [0.15, 0.85]: from the merges, the
   * mover's first concern, then a few hundredths for each secondary feature.
   */
  prior(more: boolean, colour: number): number {
    const m = this.merges(colour);
    const { dead, bestMerge } = this;
    const v = more
      ? (m === 0 ? 0.7 : m === 1 ? 0.35 : 0.25) - 0.05 * dead + (bestMerge >= 2 ? 0.05 : 0)
      : (m === 0 ? 0.4 : m === 1 ? 0.6 : m === 2 ? 0.75 : 0.8) + 0.05 * dead;
    return Math.min(0.85, Math.max(0.15, v));
  }

  /**
   * Writes to `out[i]` the prior of each placement `moves[i]` (`i < count`), for More or Fewer,
   * reading `board` (complete around every slot of `moves`) and `supply`; other moves (the pass,
   * setup moves) keep what `out` holds. Moves of one slot are read once when they are adjacent
   * (as legal moves are: ids run slot by slot).
   */
  priorsInto(
    table: MoveTable,
    board: Int32Array,
    supply: Int32Array,
    more: boolean,
    moves: readonly LinkageMove[],
    count: number,
    out: Float64Array,
  ): void {
    const { slotOf, colourOf, placements } = table;
    let slot = -1;
    for (let i = 0; i < count; i++) {
      const m = moves[i]!;
      if (m >= placements) continue;
      if (slotOf[m] !== slot) {
        slot = slotOf[m]!;
        this.read(board, supply, slot);
      }
      out[i] = this.prior(more, colourOf[m]!);
    }
  }
}
