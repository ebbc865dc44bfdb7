/**
 * Move ids and their typed view. Ids ascend in canonical order:
 *
 * | ids | move |
 * |---|---|
 * | `slot × colours + colour` | a placement (slots in {@link SlotTable} order, colours in {@link COLOURS} order) |
 * | `pass` = slots × colours | the forced pass |
 * | `pass + 1 + cell` | setup: the black square on `cell` |
 * | `pass + 1 + cells`, `+ 1` | setup: seat 1 chooses More, Fewer |
 *
 * @module
 */

import {
  type Cell,
  describeValue,
  type Grid,
  IllegalMoveError,
  type MoveId,
  zobristTable,
} from '@quadrille/core';
import { COLOURS, type ColourLetter, type ColourName } from './colours.js';
import { moveTableBytes, slotTableBytes, tableCache } from './limits.js';
import { SlotTable } from './slots.js';
import { type StateLayout, stateLayout } from './state.js';

/** A Linkage move id. */
export type LinkageMove = MoveId<'linkage'>;

/** The two roles. */
export type Role = 'more' | 'fewer';

/** A typed view of a move ({@link describeMove}). */
export type LinkageMoveView =
  | {
      /** A piece placed on two cells. */
      readonly kind: 'place';
      /** The colour index. */
      readonly colour: number;
      /** The colour's notation letter. */
      readonly letter: ColourLetter;
      /** The colour's name. */
      readonly colourName: ColourName;
      /** The slot index. */
      readonly slot: number;
      /** The two cells, lower first. */
      readonly cells: readonly [Cell, Cell];
    }
  | {
      /** The forced pass. */
      readonly kind: 'pass';
      /** No cells. */
      readonly cells: readonly [];
    }
  | {
      /** Setup: seat 0 places the black square. */
      readonly kind: 'black';
      /** Where. */
      readonly cell: Cell;
      /** `[cell]`. */
      readonly cells: readonly [Cell];
    }
  | {
      /** Setup: seat 1 takes a role. */
      readonly kind: 'role';
      /** The role seat 1 takes. */
      readonly role: Role;
      /** No cells. */
      readonly cells: readonly [];
    };

/** The salt of Linkage's Zobrist features (unique to the game). */
const ZOBRIST_SALT = 0x4c4b4147;

/** The move ids of one board and number of colours (built once, shared). */
export class MoveTable {
  /** The domino slots. */
  readonly slots: SlotTable;
  /** Number of colours. */
  readonly colours: number;
  /** Number of placement ids (`slots × colours`); also the id of the pass. */
  readonly placements: number;
  /** The pass. */
  readonly pass: number;
  /** The id of "black square on cell 0"; cell `c` is `blackBase + c`. */
  readonly blackBase: number;
  /** Setup: seat 1 chooses More. */
  readonly more: number;
  /** Setup: seat 1 chooses Fewer. */
  readonly fewer: number;
  /** Number of move ids (every id is below this). */
  readonly count: number;
  /** Per placement id: its slot. */
  readonly slotOf: Int32Array;
  /** Per placement id: its colour index. */
  readonly colourOf: Uint8Array;
  /** Where each part of a position's state lives in its buffer. */
  readonly layout: StateLayout;
  /** Scratch space for move generation: the available colours (overwritten by every call). */
  readonly colourScratch: Int32Array;
  /**
   * The Zobrist features of a position's key, two Int32 (low, high) each: colour `k` (or the
   * black square, `k = colours`) on cell `c` is feature `c × (colours + 1) + k`; then each slot
   * closed by the restriction (from {@link MoveTable.closedSlotFeature}); then the five state
   * features ({@link MoveTable.mustPassFeature} and the next four).
   */
  readonly zobrist: Int32Array;
  /**
   * Per placement id, two Int32 (low, high): what playing it XORs into a position's key — its two
   * cells in its colour and the seat feature — precomputed for the hot path.
   */
  readonly placementKeys: Int32Array;
  /** Feature of "the restriction closes slot 0" (slot `s` is this `+ s`). */
  readonly closedSlotFeature: number;
  /** Feature of "the restriction closes every free slot: the mover must pass". */
  readonly mustPassFeature: number;
  /** Feature of "seat 1 to move". */
  readonly seatFeature: number;
  /** Feature of the pie setup's first step (seat 0 places the black square). */
  readonly blackPhaseFeature: number;
  /** Feature of the pie setup's second step (seat 1 chooses a role). */
  readonly rolePhaseFeature: number;
  /** Feature of "seat 1 is More". */
  readonly moreSeatFeature: number;

  private constructor(grid: Grid, colours: number) {
    this.slots = SlotTable.of(grid);
    this.colours = colours;
    this.placements = this.slots.count * colours;
    this.pass = this.placements;
    this.blackBase = this.pass + 1;
    this.more = this.blackBase + grid.size;
    this.fewer = this.more + 1;
    this.count = this.fewer + 1;
    this.slotOf = new Int32Array(this.placements);
    this.colourOf = new Uint8Array(this.placements);
    for (let m = 0; m < this.placements; m++) {
      this.slotOf[m] = Math.floor(m / colours);
      this.colourOf[m] = m % colours;
    }
    this.colourScratch = new Int32Array(colours);
    this.layout = stateLayout(grid, colours, this.slots.slotWords);
    this.closedSlotFeature = grid.size * (colours + 1);
    this.mustPassFeature = this.closedSlotFeature + this.slots.count;
    this.seatFeature = this.mustPassFeature + 1;
    this.blackPhaseFeature = this.seatFeature + 1;
    this.rolePhaseFeature = this.seatFeature + 2;
    this.moreSeatFeature = this.seatFeature + 3;
    const z = zobristTable(ZOBRIST_SALT, this.moreSeatFeature + 1);
    this.zobrist = z;
    this.placementKeys = new Int32Array(2 * this.placements);
    const seat = 2 * this.seatFeature;
    for (let m = 0; m < this.placements; m++) {
      const slot = this.slotOf[m]!;
      const a = 2 * this.cellFeature(this.slots.first[slot]!, this.colourOf[m]!);
      const b = 2 * this.cellFeature(this.slots.second[slot]!, this.colourOf[m]!);
      this.placementKeys[2 * m] = z[a]! ^ z[b]! ^ z[seat]!;
      this.placementKeys[2 * m + 1] = z[a + 1]! ^ z[b + 1]! ^ z[seat + 1]!;
    }
  }

  /**
   * The table of a board and number of colours, shared through the bounded table cache (see
   * `TABLE_CACHE_LIMITS`; `linkage.create` checks `MAX_TABLE_BYTES` before it asks for one).
   */
  static of(grid: Grid, colours: number): MoveTable {
    const key = `moves:${grid.width}x${grid.height}/${colours}`;
    const cached = tableCache.get(key);
    if (cached instanceof MoveTable) return cached;
    const t = new MoveTable(grid, colours);
    // Counted with its slot table, which it keeps alive even once the cache drops that entry.
    const { width, height } = grid;
    const bytes = moveTableBytes(width, height, colours) + slotTableBytes(width, height, t.slots.slotWords);
    tableCache.set(key, t, bytes);
    return t;
  }

  /** The Zobrist feature of colour `colour` (or the black square, `colour = colours`) on `cell`. */
  cellFeature(cell: Cell, colour: number): number {
    return cell * (this.colours + 1) + colour;
  }

  /** Whether `move` is an id of this table (any value accepted; never throws). */
  contains(move: unknown): move is number {
    return typeof move === 'number' && Number.isInteger(move) && move >= 0 && move < this.count;
  }

  /** The id placing `colour` on `slot`. */
  placement(slot: number, colour: number): LinkageMove {
    return (slot * this.colours + colour) as LinkageMove;
  }

  /**
   * The typed view of an id.
   *
   * @throws `IllegalMoveError` (reason `'not-a-move'`) if `move` is not an id of the table.
   */
  view(move: unknown): LinkageMoveView {
    if (!this.contains(move))
      throw new IllegalMoveError(`${describeValue(move)} is not a Linkage move id`, 'not-a-move');
    if (move < this.placements) {
      const slot = this.slotOf[move]!;
      const colour = this.colourOf[move]!;
      const c = COLOURS[colour]!;
      const cells = [this.slots.first[slot]!, this.slots.second[slot]!] as const;
      return { kind: 'place', colour, letter: c.letter, colourName: c.name, slot, cells };
    }
    if (move === this.pass) return { kind: 'pass', cells: [] };
    if (move < this.more) {
      const cell = move - this.blackBase;
      return { kind: 'black', cell, cells: [cell] };
    }
    return { kind: 'role', role: move === this.more ? 'more' : 'fewer', cells: [] };
  }
}
