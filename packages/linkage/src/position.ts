/**
 * {@link LinkagePosition}: the mutable game state. Bitsets of occupied cells and of each
 * colour's cells (32 cells per word), a union-find over cells that keeps the group count
 * current as pieces are placed and, on boards small enough for slot sets, the set of open slots,
 * all in one array of small integers (see {@link StateLayout}): with slot sets, `play` and
 * `legalMoves` never rescan the board (larger boards scan the cell bitsets a word at a time, see
 * `SlotTable.scan`), and `clone` is one copy.
 *
 * @module
 */

import {
  bits,
  type Cell,
  CellSet,
  type ColourComponents,
  colourComponents,
  describeValue,
  type Grid,
  IllegalMoveError,
  JSON_LAYOUT_VERSION,
  type Outcome,
  type Position,
  Reason,
  reserveMoves,
  type Seat,
  zobristKeyOf,
} from '@quadrille/core';
import { formatMoveOf } from './move-notation.js';
import { type LinkageMove, MoveTable, type Role } from './moves.js';
import { type LinkageOptions, type LinkageRules, optionsOf } from './options.js';
import { HALO, SLOT_NEIGHBOURS } from './slots.js';
import type { StateLayout } from './state.js';

/** What `colourAt` returns for an empty cell. */
export const EMPTY = -1;
/** What `colourAt` returns for the black square. */
export const BLACK = -2;

/**
 * The phase of a game: `'black'` (pie setup: seat 0 places the black square), `'role'` (pie
 * setup: seat 1 chooses More or Fewer), `'play'` (placements, until the game is over).
 */
export type LinkagePhase = 'black' | 'role' | 'play';

/** Why a move is not legal: the `reason` of the `IllegalMoveError` `play` throws. */
export type IllegalReason =
  | 'not-a-move'
  | 'game-over'
  | 'setup-phase'
  | 'not-setup'
  | 'occupied'
  | 'restricted'
  | 'exhausted'
  | 'must-pass'
  | 'pass-not-forced';

/** The plain data of a position (`toJSON`), restored by `linkage.fromJSON`. */
export interface LinkageJSON {
  /** Always `'linkage'`. */
  readonly game: 'linkage';
  /** The layout version, 1. */
  readonly version: typeof JSON_LAYOUT_VERSION;
  /** The game's options, every field explicit. */
  readonly options: LinkageOptions;
  /** The moves played, in notation. */
  readonly moves: readonly string[];
}

/**
 * A Linkage position. Create one with `linkage.create` or `linkage.fromJSON`.
 *
 * Mutable: `play` and `undo` change it in place, with every incremental structure (the cell
 * bitsets, the union-find of groups, the open slots, the supplies, the restriction, the setup
 * state and the Zobrist key) updated, never rebuilt.
 *
 * @example
 * ```ts
 * const pos = linkage.create();
 * const move = parseMove(pos, 'Wa1-b1');
 * pos.play(move);
 * pos.turn; // 1
 * pos.undo() === move; // true: back to the start
 * pos.key() === linkage.create().key(); // true
 * ```
 */
export class LinkagePosition implements Position<LinkageMove> {
  /** Two seats. */
  readonly seats = 2;
  /** The rules of this game. */
  readonly rules: LinkageRules;
  /** The board. */
  readonly grid: Grid;
  /** The move ids of this game. */
  readonly table: MoveTable;
  private readonly at: StateLayout;
  private readonly state: number[];
  private readonly moves: LinkageMove[];
  private groupCount: number;
  private seat: Seat;
  private stage: LinkagePhase;
  private moreSeatOrNone: number;
  private blackCell: number;
  private markedSlot: number;
  private over: boolean;
  private piecesLeft: number;
  private exhaustedColours: number;
  /** The two halves of the Zobrist key, kept by `play` and `undo` (see {@link MoveTable.zobrist}). */
  private keyLo: number;
  private keyHi: number;
  /**
   * What `undo` needs that neither the board nor the history tells, per placement (a plain
   * array: cloning it stays a heap copy): a (cell, old parent) pair for every union-find write
   * but the new piece's own, then `pairs × 8 + links` (links: groups the piece merged). The
   * marked piece before a move is the one the move before it placed, so nothing else is stored.
   */
  private readonly undoLog: number[];

  /** @internal Use `linkage.create`; `from` copies another position. */
  constructor(rules: LinkageRules, from?: LinkagePosition) {
    this.rules = rules;
    this.grid = rules.grid;
    this.table = from?.table ?? MoveTable.of(rules.grid, rules.colours);
    this.at = this.table.layout;
    if (from !== undefined) {
      this.state = from.state.slice();
      this.moves = from.moves.slice();
      this.groupCount = from.groupCount;
      this.seat = from.seat;
      this.stage = from.stage;
      this.moreSeatOrNone = from.moreSeatOrNone;
      this.blackCell = from.blackCell;
      this.markedSlot = from.markedSlot;
      this.over = from.over;
      this.piecesLeft = from.piecesLeft;
      this.exhaustedColours = from.exhaustedColours;
      this.keyLo = from.keyLo;
      this.keyHi = from.keyHi;
      this.undoLog = from.undoLog.slice();
      return;
    }
    const { grid } = rules;
    const at = this.at;
    this.state = new Array<number>(at.length).fill(0);
    this.state.fill(rules.piecesPerColour, at.supplies, at.supplies + rules.colours);
    for (let c = 0; c < grid.size; c++) this.state[at.parents + c] = c;
    const slots = this.table.slots;
    if (slots.slotWords > 0)
      for (let s = 0; s < slots.count; s++) this.state[at.open + (s >>> 5)]! |= 1 << (s & 31);
    this.moves = [];
    this.undoLog = [];
    this.keyLo = 0;
    this.keyHi = 0;
    this.piecesLeft = rules.colours * rules.piecesPerColour;
    this.exhaustedColours = 0;
    this.groupCount = 0;
    this.seat = 0;
    this.markedSlot = -1;
    this.blackCell = -1;
    if (rules.setup === 'pie') {
      this.stage = 'black';
      this.moreSeatOrNone = -1;
      this.over = false;
      this.toggle(this.table.blackPhaseFeature);
    } else {
      this.stage = 'play';
      this.moreSeatOrNone = 0;
      if (rules.black !== undefined) this.putBlack(rules.black);
      this.over = !this.canPlace();
    }
  }

  /** The seat to move. */
  get turn(): Seat {
    return this.seat;
  }

  /** The moves played, oldest first (setup moves included). */
  get history(): readonly LinkageMove[] {
    return this.moves;
  }

  /** The current phase (the setup steps of the pie rule, then play). */
  get phase(): LinkagePhase {
    return this.stage;
  }

  /** The seat playing More, or `undefined` while the pie setup has not assigned roles. */
  get moreSeat(): Seat | undefined {
    return this.moreSeatOrNone < 0 ? undefined : this.moreSeatOrNone;
  }

  /** The role of `seat`, or `undefined` before roles are assigned. */
  roleOf(seat: Seat): Role | undefined {
    if (this.moreSeatOrNone < 0) return undefined;
    return seat === this.moreSeatOrNone ? 'more' : 'fewer';
  }

  /** The live number of groups (maximal orthogonally connected areas of one colour). */
  get groups(): number {
    return this.groupCount;
  }

  /** The black square, or `undefined` if there is none (yet). */
  get black(): Cell | undefined {
    return this.blackCell < 0 ? undefined : this.blackCell;
  }

  /**
   * The piece that restricts the player to move (the opponent's last piece, while the
   * restriction applies), as its two cells, or `undefined`.
   */
  get marked(): readonly [Cell, Cell] | undefined {
    if (this.markedSlot < 0 || !this.rules.restriction) return undefined;
    const { first, second } = this.table.slots;
    return [first[this.markedSlot]!, second[this.markedSlot]!];
  }

  /** The empty cells the restriction forbids to the player to move. */
  forbiddenCells(): CellSet {
    const marked = this.restrictingSlot();
    const n = this.grid.words;
    const words = new Uint32Array(n);
    if (marked >= 0) {
      const { halo } = this.table.slots;
      for (let k = marked * HALO; k < marked * HALO + HALO; k++) {
        const c = halo[k]!;
        if (c >= 0 && !this.isOccupied(c)) words[c >>> 5]! |= 1 << (c & 31);
      }
    }
    return CellSet.fromWords(this.grid, words);
  }

  /**
   * The colour index on `cell`, {@link EMPTY} or {@link BLACK}.
   *
   * @throws `GeometryError` if `cell` is not a cell of the board.
   */
  colourAt(cell: Cell): number {
    this.grid.check(cell);
    return this.colourOn(cell);
  }

  /** {@link LinkagePosition.colourAt} for a valid cell: read from the bitsets. */
  private colourOn(cell: Cell): number {
    if (!this.isOccupied(cell)) return EMPTY;
    const { colourCells } = this.at;
    const words = this.grid.words;
    for (let k = 0; k < this.rules.colours; k++)
      if (((this.state[colourCells + k * words + (cell >>> 5)]! >>> (cell & 31)) & 1) === 1) return k;
    return BLACK;
  }

  /**
   * The group of the piece on `cell`, named by one of its cells (the same cell for every cell of
   * the group, until a move merges it with another), or -1 for an empty cell or the black square.
   * Read-only: a search's knowledge asks it to count the distinct groups a piece would join.
   *
   * @throws `GeometryError` if `cell` is not a cell of the board.
   */
  groupOf(cell: Cell): Cell | -1 {
    this.grid.check(cell);
    if (!this.isOccupied(cell) || cell === this.blackCell) return -1;
    // The union-find root, without the path halving of `find`: reading must not write.
    const p = this.at.parents;
    let x = cell;
    for (let parent = this.state[p + x]!; parent !== x; parent = this.state[p + x]!) x = parent;
    return x;
  }

  /** The pieces of `colour` not yet placed (0 for a colour the game does not have). */
  supply(colour: number): number {
    return Number.isInteger(colour) && colour >= 0 && colour < this.rules.colours
      ? this.state[this.at.supplies + colour]!
      : 0;
  }

  /**
   * The groups as core's `colourComponents` labels them: a naive flood fill, for
   * display and checking ({@link LinkagePosition.groups} is the fast live count).
   */
  groupComponents(): ColourComponents {
    const colours = Array.from({ length: this.grid.size }, (_, c) => this.colourOn(c));
    return colourComponents(this.grid, colours);
  }

  /**
   * Every legal move, ascending: during play the placements (free slots outside the restriction
   * × colours in supply), or only `pass` when the restriction blocks every placement, or none
   * once the game is over; during the pie setup the setup moves. A new array per call.
   */
  legalMoves(): LinkageMove[] {
    return listed.slice(0, this.legalMovesInto(listed));
  }

  /**
   * {@link LinkagePosition.legalMoves} without allocating: writes the moves, ascending, to
   * `out[0]`, `out[1]`, … and returns how many there are (see `Position.legalMovesInto` in
   * `@quadrille/core`). The fast path of random playouts and perft.
   */
  legalMovesInto(out: LinkageMove[]): number {
    if (this.over) return 0;
    const t = this.table;
    if (this.stage === 'black') {
      reserveMoves(out, this.grid.size);
      for (let c = 0; c < this.grid.size; c++) out[c] = (t.blackBase + c) as LinkageMove;
      return this.grid.size;
    }
    if (this.stage === 'role') {
      reserveMoves(out, 2);
      out[0] = t.more as LinkageMove;
      out[1] = t.fewer as LinkageMove;
      return 2;
    }
    const slots = t.slots;
    if (slots.slotWords > 0) return this.placementsFromSlotSets(out);
    const free = slots.scan(this.state, this.at.occupied, this.restrictingSlot());
    if (free === 0) return this.pass(out);
    const colours = t.colours;
    const list = t.colourScratch;
    const available = this.availableColours(list);
    reserveMoves(out, free * available);
    const { eastStarts, northStarts, eastSlot, northSlot } = slots;
    let j = 0;
    for (let w = 0; w < eastStarts.length; w++) {
      const east = eastStarts[w]!;
      const north = northStarts[w]!;
      let either = east | north;
      while (either !== 0) {
        const low = either & -either;
        either ^= low;
        const cell = (w << 5) + 31 - Math.clz32(low);
        // The east slot of a cell precedes its north slot: ids stay ascending.
        if ((east & low) !== 0) j = writeColours(out, j, eastSlot[cell]! * colours, list, available);
        if ((north & low) !== 0) j = writeColours(out, j, northSlot[cell]! * colours, list, available);
      }
    }
    return j;
  }

  /**
   * {@link LinkagePosition.legalMovesInto} during play on a grid with slot sets: the open slots
   * minus those the marked piece touches, then the ids in slot order.
   */
  private placementsFromSlotSets(out: LinkageMove[]): number {
    const t = this.table;
    const { slotWords, slotScratch: legal, touching } = t.slots;
    const state = this.state;
    const open = this.at.open;
    const marked = this.restrictingSlot();
    let free = 0;
    for (let i = 0; i < slotWords; i++) {
      const x = marked < 0 ? state[open + i]! : state[open + i]! & ~touching[marked * slotWords + i]!;
      legal[i] = x;
      free += bits.popcount32(x);
    }
    if (free === 0) return this.pass(out);
    if (t.colours === 4 && this.exhaustedColours === 0) {
      reserveMoves(out, free * 4);
      return writeFourColours(out, legal);
    }
    const list = t.colourScratch;
    const available = this.availableColours(list);
    reserveMoves(out, free * available);
    let j = 0;
    for (let w = 0; w < slotWords; w++) {
      for (let x = legal[w]!; x !== 0; x &= x - 1) {
        const slot = (w << 5) + 31 - Math.clz32(x & -x);
        j = writeColours(out, j, slot * t.colours, list, available);
      }
    }
    return j;
  }

  /** Writes the forced pass, the only legal move, to `out`. */
  private pass(out: LinkageMove[]): number {
    reserveMoves(out, 1);
    out[0] = this.table.pass as LinkageMove;
    return 1;
  }

  /** Writes the colours in supply, ascending, to `list`; returns how many there are. */
  private availableColours(list: Int32Array): number {
    let available = 0;
    for (let c = 0; c < this.rules.colours; c++)
      if (this.state[this.at.supplies + c]! > 0) list[available++] = c;
    return available;
  }

  /** Whether `move` is legal here. Accepts any value at all; never throws. */
  isLegal(move: number): move is LinkageMove {
    return this.isPlayablePlacement(move) || this.illegalReason(move) === undefined;
  }

  /** Why `move` is not legal here, or `undefined` if it is. Accepts any value; never throws. */
  illegalReason(move: unknown): IllegalReason | undefined {
    const t = this.table;
    if (typeof move !== 'number' || !t.contains(move)) return 'not-a-move';
    if (this.over) return 'game-over';
    const isSetupMove = move > t.pass;
    if (this.stage !== 'play') {
      const expected = this.stage === 'black' ? move >= t.blackBase && move < t.more : move >= t.more;
      return expected ? undefined : isSetupMove ? 'not-setup' : 'setup-phase';
    }
    if (isSetupMove) return 'not-setup';
    const mustPass = t.slots.scan(this.state, this.at.occupied, this.restrictingSlot()) === 0;
    if (move === t.pass) return mustPass ? undefined : 'pass-not-forced';
    const slot = t.slotOf[move]!;
    const a = t.slots.first[slot]!;
    const b = t.slots.second[slot]!;
    if (this.isOccupied(a) || this.isOccupied(b)) return 'occupied';
    if (this.state[this.at.supplies + t.colourOf[move]!] === 0) return 'exhausted';
    if (this.isForbidden(a) || this.isForbidden(b)) return mustPass ? 'must-pass' : 'restricted';
    return undefined;
  }

  /**
   * Plays `move`, updating the board, supplies, group count, restriction and turn.
   *
   * @throws `IllegalMoveError` with the {@link IllegalReason} as `reason` if the move is not
   *   legal; the position is then unchanged.
   */
  play(move: LinkageMove): void {
    const t = this.table;
    // Fast path for the common case, a legal placement; anything else goes through illegalReason.
    if (!this.isPlayablePlacement(move)) {
      const reason = this.illegalReason(move);
      if (reason !== undefined)
        throw new IllegalMoveError(`${describeValue(move)} is not legal here (${reason})`, reason);
    }
    if (move < t.placements) {
      this.place(move);
    } else if (move === t.pass) {
      this.markedSlot = -1;
      this.flipSeat();
    } else if (move < t.more) {
      this.putBlack(move - t.blackBase);
      this.toggle(t.blackPhaseFeature);
      this.toggle(t.rolePhaseFeature);
      this.stage = 'role';
      this.flipSeat();
    } else {
      // Seat 1 has chosen a role; More makes the first placement.
      this.toggle(t.rolePhaseFeature);
      this.moreSeatOrNone = move === t.more ? 1 : 0;
      if (this.moreSeatOrNone === 1) this.toggle(t.moreSeatFeature);
      this.stage = 'play';
      if (this.moreSeatOrNone === 0) this.flipSeat();
      this.over = !this.canPlace();
    }
    this.moves.push(move);
  }

  /**
   * Takes back the last move in place and returns it: the board, the supplies, the groups, the
   * open slots, the restriction, the turn, the setup state and the key are as they were before
   * it (a finished game is live again). Costs about what the `play` it reverses cost.
   *
   * @throws `IllegalMoveError` with reason `'no-history'` if no move has been played; the
   *   position is then unchanged.
   */
  undo(): LinkageMove {
    const move = this.moves.pop();
    if (move === undefined) throw new IllegalMoveError('no move to undo', Reason.NoHistory);
    const t = this.table;
    this.over = false;
    if (move < t.placements) {
      this.unplace(move);
    } else if (move === t.pass) {
      this.flipSeat();
      this.markedSlot = this.markedBefore();
    } else if (move < t.more) {
      this.flipSeat();
      this.stage = 'black';
      this.toggle(t.rolePhaseFeature);
      this.toggle(t.blackPhaseFeature);
      this.removeBlack(move - t.blackBase);
    } else {
      if (this.moreSeatOrNone === 0) this.flipSeat();
      this.stage = 'role';
      if (this.moreSeatOrNone === 1) this.toggle(t.moreSeatFeature);
      this.moreSeatOrNone = -1;
      this.toggle(t.rolePhaseFeature);
    }
    return move;
  }

  /**
   * The 64-bit Zobrist key of the position: the colour (or black square) on every cell, the seat
   * to move, the setup step, which seat is More, and what the restriction does — the free slots
   * it closes, or that it forces a pass. Equal for positions that play the same however reached:
   * two pieces of one colour covering the same four cells either way make the same board, and
   * two marked pieces that close the same slots make the same restriction. The board part is
   * kept incrementally by `play` and `undo`; the restriction part (at most 24 slots near the
   * marked piece) is added here.
   */
  key(): bigint {
    return zobristKeyOf(this);
  }

  /** {@link LinkagePosition.key} as its low and high 32 bits, into `out[0]` and `out[1]`, without a `bigint`. */
  keyInto(out: Int32Array): void {
    let lo = this.keyLo;
    let hi = this.keyHi;
    const marked = this.restrictingSlot();
    if (marked >= 0 && !this.over) {
      const t = this.table;
      const z = t.zobrist;
      const { halo, cellSlots, first, second } = t.slots;
      if (t.slots.scan(this.state, this.at.occupied, marked) === 0) {
        lo ^= z[2 * t.mustPassFeature]!;
        hi ^= z[2 * t.mustPassFeature + 1]!;
      } else {
        for (let k = marked * HALO; k < marked * HALO + HALO; k++) {
          const c = halo[k]!;
          if (c < 0 || this.isOccupied(c)) continue;
          for (let j = 4 * c; j < 4 * c + 4; j++) {
            const s = cellSlots[j]!;
            if (s < 0) continue;
            const other = first[s] === c ? second[s]! : first[s]!;
            // A slot with both cells next to the marked piece counts once, from its first cell.
            if (this.isOccupied(other) || (other < c && t.slots.inHalo(marked, other))) continue;
            lo ^= z[2 * (t.closedSlotFeature + s)]!;
            hi ^= z[2 * (t.closedSlotFeature + s) + 1]!;
          }
        }
      }
    }
    out[0] = lo;
    out[1] = hi;
  }

  /** XORs Zobrist feature `f` into the key. */
  private toggle(f: number): void {
    const z = this.table.zobrist;
    this.keyLo ^= z[2 * f]!;
    this.keyHi ^= z[2 * f + 1]!;
  }

  /** Passes the turn to the other seat (and toggles the key's seat feature). */
  private flipSeat(): void {
    this.seat = 1 - this.seat;
    this.toggle(this.table.seatFeature);
  }

  /**
   * The marked slot once the last move of the history has been taken back: the slot of the
   * move now last, if it is a placement (a pass or a setup move leaves no mark).
   */
  private markedBefore(): number {
    const last = this.moves.length > 0 ? this.moves[this.moves.length - 1]! : -1;
    return last >= 0 && last < this.table.placements ? this.table.slotOf[last]! : -1;
  }

  /** The fast test `play` makes first: a placement, legal here. */
  private isPlayablePlacement(move: number): boolean {
    const t = this.table;
    if (
      typeof move !== 'number' ||
      !(move >= 0 && move < t.placements) ||
      this.stage !== 'play' ||
      this.over ||
      !Number.isInteger(move) ||
      this.state[this.at.supplies + t.colourOf[move]!] === 0
    ) {
      return false;
    }
    const slot = t.slotOf[move]!;
    const { slotWords, touching, first, second } = t.slots;
    const marked = this.restrictingSlot();
    if (slotWords > 0) {
      // Open, and not touching the marked piece: two bit tests.
      const w = slot >>> 5;
      const bit = 1 << (slot & 31);
      return (
        (this.state[this.at.open + w]! & bit) !== 0 &&
        (marked < 0 || (touching[marked * slotWords + w]! & bit) === 0)
      );
    }
    const a = first[slot]!;
    const b = second[slot]!;
    return !this.isOccupied(a) && !this.isOccupied(b) && !this.isForbidden(a) && !this.isForbidden(b);
  }

  /** The slot of the piece whose neighbours the player to move may not use, or -1. */
  private restrictingSlot(): number {
    return this.rules.restriction ? this.markedSlot : -1;
  }

  private place(move: number): void {
    const t = this.table;
    const { state, at } = this;
    const slot = t.slotOf[move]!;
    const colour = t.colourOf[move]!;
    const a = t.slots.first[slot]!;
    const b = t.slots.second[slot]!;
    const log = this.undoLog;
    const logStart = log.length;
    state[at.occupied + (a >>> 5)]! |= 1 << (a & 31);
    state[at.occupied + (b >>> 5)]! |= 1 << (b & 31);
    if (--state[at.supplies + colour]! === 0) this.exhaustedColours++;
    this.piecesLeft--;
    // Both halves are empty cells, hence union-find roots: undo sets b's parent back to b.
    state[at.parents + b] = a;
    const groupsBefore = this.groupCount;
    const { slotWords, overlapping, halo, haloCells } = t.slots;
    for (let i = 0; i < slotWords; i++) state[at.open + i]! &= ~overlapping[slot * slotWords + i]!;
    // Merge the groups of its colour the piece touches (its halo), one group fewer per distinct
    // group: on small boards one AND per word finds those neighbours, else the ≤ 6 halo cells.
    const words = this.grid.words;
    const own = at.colourCells + colour * words;
    let root = a;
    if (slotWords > 0) {
      for (let i = 0; i < words; i++) {
        for (let x = state[own + i]! & haloCells[slot * words + i]!; x !== 0; x &= x - 1) {
          root = this.merge(root, (i << 5) + 31 - Math.clz32(x & -x));
        }
      }
    } else {
      for (let k = slot * HALO; k < slot * HALO + HALO; k++) {
        const n = halo[k]!;
        if (n < 0) break;
        if (((state[own + (n >>> 5)]! >>> (n & 31)) & 1) === 1) root = this.merge(root, n);
      }
    }
    state[own + (a >>> 5)]! |= 1 << (a & 31);
    state[own + (b >>> 5)]! |= 1 << (b & 31);
    // The number of pairs, then the merges (at most HALO = 6: 3 bits).
    log.push((((log.length - logStart) >>> 1) << 3) | (groupsBefore - this.groupCount));
    this.groupCount++;
    // The two coloured cells and the seat feature, in one precomputed value per placement.
    const pk = t.placementKeys;
    this.keyLo ^= pk[2 * move]!;
    this.keyHi ^= pk[2 * move + 1]!;
    this.markedSlot = slot;
    this.seat = 1 - this.seat;
    this.over = !this.canPlace();
  }

  /** Takes back the placement `move` (the last move): the reverse of {@link LinkagePosition.place}. */
  private unplace(move: number): void {
    const t = this.table;
    const { state, at } = this;
    const log = this.undoLog;
    const slot = t.slotOf[move]!;
    const colour = t.colourOf[move]!;
    const a = t.slots.first[slot]!;
    const b = t.slots.second[slot]!;
    const code = log.pop()!;
    this.groupCount += (code & 7) - 1;
    // The union-find writes, newest first, back to their old parents.
    for (let pairs = code >>> 3; pairs > 0; pairs--) {
      const old = log.pop()!;
      state[at.parents + log.pop()!] = old;
    }
    state[at.parents + b] = b;
    const pk = t.placementKeys;
    this.keyLo ^= pk[2 * move]!;
    this.keyHi ^= pk[2 * move + 1]!;
    this.seat = 1 - this.seat;
    this.markedSlot = this.markedBefore();
    const own = at.colourCells + colour * this.grid.words;
    state[own + (a >>> 5)]! &= ~(1 << (a & 31));
    state[own + (b >>> 5)]! &= ~(1 << (b & 31));
    state[at.occupied + (a >>> 5)]! &= ~(1 << (a & 31));
    state[at.occupied + (b >>> 5)]! &= ~(1 << (b & 31));
    if (state[at.supplies + colour]!++ === 0) this.exhaustedColours--;
    this.piecesLeft++;
    const { slotWords, neighbours } = t.slots;
    if (slotWords > 0) {
      // The piece's own slot, and each slot through a or b whose other cell is empty.
      const open = at.open;
      state[open + (slot >>> 5)]! |= 1 << (slot & 31);
      for (let k = slot * 2 * SLOT_NEIGHBOURS; k < (slot + 1) * 2 * SLOT_NEIGHBOURS; k += 2) {
        const s = neighbours[k]!;
        if (s < 0) break;
        const other = neighbours[k + 1]!;
        if (((state[at.occupied + (other >>> 5)]! >>> (other & 31)) & 1) === 0)
          state[open + (s >>> 5)]! |= 1 << (s & 31);
      }
    }
  }

  /** Marks open again the slots covering the empty `cell` whose other cell is empty too. */
  private reopenSlots(cell: Cell): void {
    const { slotWords, cellSlots, first, second } = this.table.slots;
    if (slotWords === 0) return;
    const { state } = this;
    const { occupied, open } = this.at;
    for (let k = 4 * cell; k < 4 * cell + 4; k++) {
      const s = cellSlots[k]!;
      if (s < 0) break;
      const other = first[s] === cell ? second[s]! : first[s]!;
      if (((state[occupied + (other >>> 5)]! >>> (other & 31)) & 1) === 0)
        state[open + (s >>> 5)]! |= 1 << (s & 31);
    }
  }

  /**
   * Links the group of the new piece (whose root is `root`) with the group of its same-colour
   * neighbour `cell`, if they differ (one group fewer), logging the link for `undo`; returns the
   * root of the merged group.
   */
  private merge(root: Cell, cell: Cell): Cell {
    const other = this.find(cell);
    if (other === root) return root;
    // The new piece's root is a root: link it under the neighbour's group.
    this.undoLog.push(root, root);
    this.state[this.at.parents + root] = other;
    this.groupCount--;
    return other;
  }

  /**
   * The union-find root of `cell`'s group, with path halving; every parent it rewrites goes to
   * the undo log (a shortcut past a link that `undo` removes would otherwise survive it).
   * (Core's `UnionFind` is not used because the parents must live in the state buffer, so that
   * `clone` stays one copy.)
   */
  private find(cell: Cell): Cell {
    const state = this.state;
    const p = this.at.parents;
    const log = this.undoLog;
    let x = cell;
    for (let parent = state[p + x]!; parent !== x; parent = state[p + x]!) {
      const grandparent = state[p + parent]!;
      if (grandparent !== parent) {
        log.push(x, parent);
        state[p + x] = grandparent;
      }
      x = grandparent;
    }
    return x;
  }

  private isOccupied(cell: Cell): boolean {
    return ((this.state[this.at.occupied + (cell >>> 5)]! >>> (cell & 31)) & 1) === 1;
  }

  /** Whether the restriction forbids the empty `cell` to the player to move. */
  private isForbidden(cell: Cell): boolean {
    const marked = this.restrictingSlot();
    return marked >= 0 && this.table.slots.inHalo(marked, cell);
  }

  private putBlack(cell: Cell): void {
    this.blackCell = cell;
    this.toggle(this.table.cellFeature(cell, this.rules.colours));
    this.state[this.at.occupied + (cell >>> 5)]! |= 1 << (cell & 31);
    const { slotWords, cellSlots } = this.table.slots;
    if (slotWords === 0) return;
    for (let k = 4 * cell; k < 4 * cell + 4; k++) {
      const s = cellSlots[k]!;
      if (s >= 0) this.state[this.at.open + (s >>> 5)]! &= ~(1 << (s & 31));
    }
  }

  /** Takes the black square off `cell` (undoing the pie setup's first move). */
  private removeBlack(cell: Cell): void {
    this.blackCell = -1;
    this.toggle(this.table.cellFeature(cell, this.rules.colours));
    this.state[this.at.occupied + (cell >>> 5)]! &= ~(1 << (cell & 31));
    this.reopenSlots(cell);
  }

  /** Whether some piece fits somewhere, ignoring the restriction. */
  private canPlace(): boolean {
    if (this.piecesLeft === 0) return false;
    const slots = this.table.slots;
    if (slots.slotWords === 0) return slots.scan(this.state, this.at.occupied, -1) > 0;
    for (let i = 0; i < slots.slotWords; i++) if (this.state[this.at.open + i] !== 0) return true;
    return false;
  }

  /** An independent copy (one array copy for the whole board state). */
  clone(): this {
    return new LinkagePosition(this.rules, this) as this;
  }

  /** Whether no piece fits anywhere any more, even ignoring the restriction. */
  isOver(): boolean {
    return this.over;
  }

  /**
   * Once over: score 1 for the winning seat and 0 for the other. More wins with at least
   * `rules.threshold` groups, Fewer otherwise; there are no draws.
   */
  outcome(): Outcome | undefined {
    if (!this.over) return undefined;
    const more = this.moreSeatOrNone;
    const winner = this.groupCount >= this.rules.threshold ? more : 1 - more;
    const scores = [0, 0];
    scores[winner] = 1;
    return { scores, winners: [winner] };
  }

  /** `{ game: 'linkage', version: 1, options, moves }`: every option explicit, the moves in notation. */
  toJSON(): LinkageJSON {
    return {
      game: 'linkage',
      version: JSON_LAYOUT_VERSION,
      options: optionsOf(this.rules),
      moves: this.moves.map((m) => formatMoveOf(this.table, m)),
    };
  }
}

/** The buffer `legalMoves` generates into before copying (one for all positions). */
const listed: LinkageMove[] = [];

/**
 * Writes the placements for the slot set `legal` to `out` and returns how many, when exactly
 * four colours exist and all are in supply: the standard game's hot path. Constant offsets instead of a colour list make random
 * playouts about a fifth faster.
 */
function writeFourColours(out: LinkageMove[], legal: Int32Array): number {
  let j = 0;
  for (let w = 0; w < legal.length; w++) {
    // Lowest set bit first, then clear it (x & (x - 1)): slots, hence ids, ascend.
    for (let x = legal[w]!; x !== 0; x &= x - 1) {
      const base = ((w << 5) + 31 - Math.clz32(x & -x)) << 2;
      out[j] = base as LinkageMove;
      out[j + 1] = (base + 1) as LinkageMove;
      out[j + 2] = (base + 2) as LinkageMove;
      out[j + 3] = (base + 3) as LinkageMove;
      j += 4;
    }
  }
  return j;
}

/**
 * Writes the ids of the `available` colours listed in `list` on the slot whose first id is
 * `base`, from `out[j]`; returns the next index. Nested tests instead of a loop: this runs for
 * every free slot of every position, and tiny loops cost more than the writes.
 */
function writeColours(
  out: LinkageMove[],
  j: number,
  base: number,
  list: Int32Array,
  available: number,
): number {
  out[j] = (base + list[0]!) as LinkageMove;
  if (available > 1) {
    out[j + 1] = (base + list[1]!) as LinkageMove;
    if (available > 2) {
      out[j + 2] = (base + list[2]!) as LinkageMove;
      if (available > 3) {
        out[j + 3] = (base + list[3]!) as LinkageMove;
        for (let k = 4; k < available; k++) out[j + k] = (base + list[k]!) as LinkageMove;
      }
    }
  }
  return j + available;
}
