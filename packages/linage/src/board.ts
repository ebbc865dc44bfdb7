/**
 * The incremental engine under a Linage position: stones, lines, regions and the exact set of
 * legal placements, all kept current as stones are placed.
 *
 * Bookkeeping per point: whether it is empty, its ring mask (which of its 8 surrounding points
 * are empty), whether the line anchored at it (running east / north) is whole, how many whole
 * lines pass through it, and its region. Per region: points, horizontal and vertical line counts.
 *
 * Placing a stone on `c` in region `R` only destroys the lines through `c` and can only split
 * `R`. When the ring around `c` shows its empty neighbours connected locally, `R` stays whole
 * and nothing is flooded. Nor is it when the stone closes no loop of stone walls (stones joined
 * when 8-adjacent, the board's edge counting as one, kept in a union-find): a region is only cut
 * by such a loop. Otherwise the pieces are found by breadth-first searches run in lockstep from
 * each arc of neighbours, stopping as soon as at most one piece is still growing (so the cost is
 * the size of the smaller pieces, not of `R`).
 *
 * Legality of a point `y` (in a free region) needs every piece left by `y` to keep a line. Most
 * points decide that locally: every arc of empty ring points around `y` that holds a neighbour
 * of `y` also holds a ring point lying on a line that avoids `y`. The local verdict only reads
 * the ring of `y` and the lines through the ring points (one byte of line bits per point, then
 * one table lookup), so a placement re-derives it only around the stone and the lines it broke. Points that fail the local test are "hard": when
 * their region changes they get an exact verdict, by a line count when `y` cannot split its
 * region, else by a breadth-first search for a line from each unsupported arc. A search records
 * the bounding box of what it relied on and is only redone when a stone lands inside it.
 *
 * Undo: the stones, lines and regions are taken back by reversing their update (the lines
 * through the stone that are whole again, the regions it split merged back); the derived state
 * (the hard, legal and wide bitsets, the witness boxes, the stone walls) from a journal of the old values of what
 * the stone changed. The bitsets' changes are found by comparing them, a word at a time, with
 * shadow copies kept in step, which costs less than noting every write.
 *
 * @module
 */

import { bits } from '@quadrille/core';
import {
  ARC_OF,
  boardBytes,
  journalReserve,
  LINE_BITS,
  lineBitsLength,
  ORTH_ARCS,
  RING_RUNS,
  SIMPLE,
  stateBytes,
  type Topology,
  UNSUPPORTED,
} from './topology.js';

/**
 * The empty board of each geometry, copied by every new position: kept beside the topologies
 * (which a bounded cache holds) for as long as each lives.
 */
const INITIAL_BOARDS = new WeakMap<Topology, RegionBoard>();

/** Who owns a region: the side with lines in it only of its own orientation, or nobody. */
export type Owner = 'vertical' | 'horizontal' | 'free';

/**
 * The frame the journal ends with after each stone's entries: where they start. (The rest that
 * {@link RegionBoard.undo} needs is read off the board: see there.)
 */
const FRAME = 1;

/** A witness box covering any board (sides are at most 256). */
const EVERYWHERE = 0 | (0xff << 8) | (0 << 16) | (0xff << 24);

/** The root of group `g` in the split search's union-find (parents at offset 8). */
function rootOf(groups: Int32Array, g: number): number {
  while (groups[8 + g] !== g) g = groups[8 + g]!;
  return g;
}

/** The number of classes (union-find roots) of the split search with a non-empty queue. */
function growingClasses(groups: Int32Array, count: number): number {
  let growing = 0;
  let seen = 0;
  for (let g = 0; g < count; g++) {
    if (groups[g] === groups[4 + g]) continue;
    const root = rootOf(groups, g);
    if ((seen & (1 << root)) === 0) {
      seen |= 1 << root;
      growing++;
    }
  }
  return growing;
}

/** Incremental Linage board state. Mutable; {@link RegionBoard.clone} is a cheap deep copy. */
export class RegionBoard {
  /** The shared geometry tables. */
  readonly topo: Topology;
  /** @internal The buffer under every array below (the tests compare it after an undo). */
  readonly buffer: ArrayBuffer;
  /** The Int32 prefix of {@link buffer} (regionOf … the shadow bitsets): the journal's offsets. */
  private readonly ints: Int32Array;
  /** Where in {@link ints} the bitsets (hard, legal, wide, then their shadows) start. */
  private readonly bitsetsAt: number;
  /** Where in {@link ints} {@link walls} starts. */
  private readonly wallsAt: number;
  /** @internal The bytes of {@link buffer} that hold the state (the journal follows). */
  readonly stateBytes: number;
  /**
   * The undo journal, a stack of its first {@link journalLength} values: per stone placed, pairs
   * (offset in {@link ints}, old value), then a {@link FRAME}. At the end of {@link buffer}
   * (copied with it, no allocation of its own), or in an array of its own once it outgrows that
   * room.
   */
  private journal: Int32Array;
  private journalLength: number;
  /** 1 for an empty point, 0 for a stone. */
  readonly empty: Uint8Array;
  /** Per point: bit `k` set when ring point `k` (N, NE, E, SE, S, SW, W, NW) is empty. */
  readonly ringMask: Uint8Array;
  /** 1 when the horizontal line anchored at the point (running east) is whole and empty. */
  readonly hAnchor: Uint8Array;
  /** 1 when the vertical line anchored at the point (running north) is whole and empty. */
  readonly vAnchor: Uint8Array;
  /** Number of whole horizontal lines through the point. */
  readonly hThrough: Uint16Array;
  /** Number of whole vertical lines through the point. */
  readonly vThrough: Uint16Array;
  /**
   * Per point `z`, at index `z + 1`: its `LINE_BITS` (which whole lines pass through it, start
   * or end at it), kept in step with the arrays above. Index 0 stands for every point off the
   * board (the ring table's -1) and stays 0, so {@link unsupportedArcs} reads all eight ring
   * points without a test.
   */
  readonly lineBits: Uint8Array;
  /** The region id of every empty point, -1 for a stone. */
  readonly regionOf: Int32Array;
  /**
   * The stone walls: a union-find over the stones, joined when 8-adjacent, with one more node
   * (index `size`) for everything off the board. Per node its parent, or `-1 - rank` for a root
   * (union by rank in the same array: one array to copy and journal). An empty point is a root
   * of rank 0. See {@link joinWalls}.
   */
  readonly walls: Int32Array;
  /** Horizontal lines per region id. */
  readonly regionH: Int32Array;
  /** Vertical lines per region id. */
  readonly regionV: Int32Array;
  /** Points per region id. */
  readonly regionSize: Int32Array;
  /** Points whose local legality test is inconclusive (bitset). */
  readonly hard: Uint32Array;
  /** The exact set of legal placements (bitset). */
  readonly legal: Uint32Array;
  /** Non-simple hard points whose witness box reaches beyond `lineLength + 1` of them (bitset). */
  readonly wide: Uint32Array;
  /**
   * Per non-simple hard point: the bounding box (files and ranks, 8 bits each: min file, max
   * file, min rank, max rank) of what its last exact verdict depended on; the whole board when
   * its local inputs changed since.
   */
  readonly witness: Int32Array;
  /** Number of region ids in use (ids are `0 .. regionCount - 1`). */
  regionCount: number;
  /** Number of empty points. */
  emptyCount: number;
  /** Points in regions owned by Vertical. */
  verticalPoints: number;
  /** Points in regions owned by Horizontal. */
  horizontalPoints: number;
  // The points listed in topo.touched by the last stone, and the stamp deduplicating them.
  private touchedCount = 0;
  private touchStamp = 0;
  // The box being grown by searchVerdict (scratch).
  private boxFMin = 0;
  private boxFMax = 0;
  private boxRMin = 0;
  private boxRMax = 0;

  private constructor(topo: Topology, source?: RegionBoard) {
    this.topo = topo;
    // Every array is a view into one buffer, so a clone is one allocation and one copy.
    const n = topo.size;
    const regions = topo.maxRegions;
    const words = topo.grid.words;
    const buffer =
      source === undefined ? new ArrayBuffer(boardBytes(n, words, regions)) : source.buffer.slice(0);
    this.buffer = buffer;
    this.ints = new Int32Array(buffer, 0, 3 * n + 1 + 3 * regions + 6 * words);
    this.bitsetsAt = 3 * n + 1 + 3 * regions;
    this.wallsAt = 2 * n;
    let at = 0;
    const int32 = (length: number): Int32Array => {
      const view = new Int32Array(buffer, at, length);
      at += length * 4;
      return view;
    };
    this.regionOf = int32(n);
    this.witness = int32(n);
    this.walls = int32(n + 1);
    this.regionH = int32(regions);
    this.regionV = int32(regions);
    this.regionSize = int32(regions);
    this.hard = new Uint32Array(buffer, at, words);
    this.legal = new Uint32Array(buffer, at + words * 4, words);
    this.wide = new Uint32Array(buffer, at + words * 8, words);
    at += words * 24; // and their shadow copies
    this.hThrough = new Uint16Array(buffer, at, n);
    this.vThrough = new Uint16Array(buffer, at + n * 2, n);
    at += n * 4;
    this.empty = new Uint8Array(buffer, at, n);
    this.ringMask = new Uint8Array(buffer, at + n, n);
    this.hAnchor = new Uint8Array(buffer, at + 2 * n, n);
    this.vAnchor = new Uint8Array(buffer, at + 3 * n, n);
    this.lineBits = new Uint8Array(buffer, at + 4 * n, lineBitsLength(n));
    this.stateBytes = stateBytes(n, words, regions);
    const reserved = new Int32Array(buffer, this.stateBytes, journalReserve(n));
    if (source !== undefined) {
      this.regionCount = source.regionCount;
      this.emptyCount = source.emptyCount;
      this.verticalPoints = source.verticalPoints;
      this.horizontalPoints = source.horizontalPoints;
      this.journal = source.journal.buffer === source.buffer ? reserved : source.journal.slice();
      this.journalLength = source.journalLength;
      return;
    }
    this.empty.fill(1);
    this.regionCount = 1;
    this.emptyCount = n;
    this.verticalPoints = 0;
    this.horizontalPoints = 0;
    this.journal = reserved;
    this.journalLength = 0;
    this.setUpEmptyBoard();
    // The set-up is no stone to take back.
    this.journal = reserved.fill(0);
    this.journalLength = 0;
    this.ints.copyWithin(this.bitsetsAt + 3 * words, this.bitsetsAt, this.bitsetsAt + 3 * words);
  }

  /** The empty board of a geometry (a fresh copy of the one kept per topology). */
  static initial(topo: Topology): RegionBoard {
    let board = INITIAL_BOARDS.get(topo);
    if (board === undefined) {
      board = new RegionBoard(topo);
      INITIAL_BOARDS.set(topo, board);
    }
    return board.clone();
  }

  /** An independent copy. */
  clone(): RegionBoard {
    return new RegionBoard(this.topo, this);
  }

  /** Whether placing a stone on `cell` (an integer index on the board) is legal. */
  isLegal(cell: number): boolean {
    return ((this.legal[cell >>> 5]! >>> (cell & 31)) & 1) === 1;
  }

  /** Number of legal placements. */
  placementCount(): number {
    return bits.popcount(this.legal);
  }

  /** The owner of region `id`. */
  ownerOfRegion(id: number): Owner {
    if (this.regionH[id] === 0) return 'vertical';
    if (this.regionV[id] === 0) return 'horizontal';
    return 'free';
  }

  /**
   * Places a stone on `cell`, which must be a legal placement (checked by the caller).
   */
  place(cell: number): void {
    const region = this.regionOf[cell]!;
    const start = this.journalLength;
    this.empty[cell] = 0;
    this.regionOf[cell] = -1;
    this.regionSize[region]!--;
    this.emptyCount--;
    bits.clearBit(this.legal, cell);
    bits.clearBit(this.hard, cell);
    bits.clearBit(this.wide, cell);
    const ring = this.topo.ring;
    for (let k = 0; k < 8; k++) {
      const n = ring[cell * 8 + k]!;
      if (n >= 0) this.ringMask[n]! &= ~(1 << ((k + 4) & 7));
    }
    this.destroyLinesThrough(cell, region);
    const firstNew = this.regionCount;
    const walls = this.joinWalls(cell);
    if (SIMPLE[this.ringMask[cell]!] === 0 && walls < ORTH_ARCS[this.ringMask[cell]!]!)
      this.split(cell, region);
    this.refreshTouched(region, firstNew);
    this.settle(cell, region, firstNew);
    this.closeStone(start);
  }

  /**
   * Takes back the stone on `cell`, which must be the last stone placed, restoring every array
   * and count to what it was before it (byte for byte).
   */
  undo(cell: number): void {
    const frame = this.journalLength - FRAME;
    this.journalLength = frame;
    this.rewindJournal(this.journal[frame]!);
    // Before the stone, every empty neighbour of `cell` was in its region. Now each is in that
    // region (whose id is older) or in one it split off, whose ids run from the first new one up
    // to regionCount (later stones were taken back first).
    const orth = this.topo.grid.orthogonal;
    let region = this.regionCount;
    let firstNew = this.regionCount;
    for (let d = 0; d < 4; d++) {
      const n = orth[cell * 4 + d]!;
      const id = n < 0 ? -1 : this.regionOf[n]!;
      if (id < 0) continue;
      if (id < region) {
        if (region < firstNew) firstNew = region;
        region = id;
      } else if (id > region && id < firstNew) firstNew = id;
    }
    // The pieces that the stone left owned were free before it (it was legal).
    this.disown(region);
    for (let id = firstNew; id < this.regionCount; id++) this.disown(id);
    this.mergeSplit(cell, region, firstNew);
    this.empty[cell] = 1;
    this.regionOf[cell] = region;
    this.regionSize[region]!++;
    this.emptyCount++;
    const ring = this.topo.ring;
    for (let k = 0; k < 8; k++) {
      const n = ring[cell * 8 + k]!;
      if (n >= 0) this.ringMask[n]! |= 1 << ((k + 4) & 7);
    }
    this.restoreLinesThrough(cell, region);
  }

  // --- the undo journal -----------------------------------------------------------------------

  /** Takes region `id`, if owned, off its owner's territory. */
  private disown(id: number): void {
    if (this.regionH[id] === 0) this.verticalPoints -= this.regionSize[id]!;
    else if (this.regionV[id] === 0) this.horizontalPoints -= this.regionSize[id]!;
  }

  /** Journals the old value of {@link ints}`[offset]`, about to change. */
  private remember(offset: number, old: number): void {
    if (this.journalLength + 2 > this.journal.length) this.growJournal(2);
    this.journal[this.journalLength++] = offset;
    this.journal[this.journalLength++] = old;
  }

  /** Moves the journal to an array of its own with room for `more` values. */
  private growJournal(more: number): void {
    const bigger = new Int32Array(Math.max(2 * this.journal.length, this.journalLength + more));
    bigger.set(this.journal.subarray(0, this.journalLength));
    this.journal = bigger;
  }

  /**
   * Ends the journal of a stone: the words of the bitsets that differ from their shadows (then
   * updated), and the stone's {@link FRAME}.
   */
  private closeStone(start: number): void {
    const ints = this.ints;
    const span = 3 * this.topo.grid.words;
    const end = this.bitsetsAt + span;
    if (this.journalLength + 2 * span + FRAME > this.journal.length) this.growJournal(2 * span + FRAME);
    const journal = this.journal;
    let at = this.journalLength;
    for (let i = this.bitsetsAt; i < end; i++) {
      const now = ints[i]!;
      const before = ints[i + span]!;
      if (now === before) continue;
      journal[at] = i;
      journal[at + 1] = before;
      at += 2;
      ints[i + span] = now;
    }
    journal[at] = start;
    this.journalLength = at + FRAME;
  }

  /** Sets the witness box of `y`, journaling the old one. */
  private setWitness(y: number, box: number): void {
    const old = this.witness[y]!;
    if (old === box) return;
    this.remember(this.topo.size + y, old); // witness follows regionOf in ints
    this.witness[y] = box;
  }

  /** Restores the journaled values from the top down to entry `start`, newest first (shadows too). */
  private rewindJournal(start: number): void {
    const ints = this.ints;
    const journal = this.journal;
    const shadows = this.bitsetsAt;
    const span = 3 * this.topo.grid.words;
    for (let i = this.journalLength - 2; i >= start; i -= 2) {
      const offset = journal[i]!;
      const old = journal[i + 1]!;
      ints[offset] = old;
      if (offset >= shadows) ints[offset + span] = old;
    }
    this.journalLength = start;
  }

  /**
   * Merges back into `region` the regions (ids `firstNew` and up) that the stone on `cell` split
   * off: their counts, then their points, found by a flood through the points still labelled
   * with a new id (so the cost is the size of the pieces the split walked).
   */
  private mergeSplit(cell: number, region: number, firstNew: number): void {
    if (this.regionCount === firstNew) return;
    for (let id = firstNew; id < this.regionCount; id++) {
      this.regionH[region]! += this.regionH[id]!;
      this.regionV[region]! += this.regionV[id]!;
      this.regionSize[region]! += this.regionSize[id]!;
      this.regionH[id] = 0;
      this.regionV[id] = 0;
      this.regionSize[id] = 0;
    }
    this.regionCount = firstNew;
    const orth = this.topo.grid.orthogonal;
    const queue = this.topo.queue;
    const regionOf = this.regionOf;
    let tail = 0;
    queue[tail++] = cell;
    for (let head = 0; head < tail; head++) {
      const x = queue[head]!;
      for (let d = 0; d < 4; d++) {
        const z = orth[x * 4 + d]!;
        if (z < 0 || regionOf[z]! < firstNew) continue;
        regionOf[z] = region;
        queue[tail++] = z;
      }
    }
  }

  /** Makes whole again (in `region`) every line through the empty point `cell` whose points are all empty. */
  private restoreLinesThrough(cell: number, region: number): void {
    const t = this.topo;
    const { width, height, lineLength: len } = t;
    const empty = this.empty;
    const lineBits = this.lineBits;
    const f = t.fileOf[cell]!;
    const r = t.rankOf[cell]!;
    const fMax = Math.min(f, width - len);
    horizontal: for (let a = Math.max(0, f - len + 1); a <= fMax; a++) {
      const anchor = cell - f + a;
      for (let j = 0; j < len; j++) if (empty[anchor + j] === 0) continue horizontal;
      this.hAnchor[anchor] = 1;
      lineBits[anchor + 1]! |= LINE_BITS.hStart;
      lineBits[anchor + len]! |= LINE_BITS.hEnd;
      this.regionH[region]!++;
      for (let j = 0; j < len; j++) {
        this.hThrough[anchor + j]!++;
        lineBits[anchor + j + 1]! |= LINE_BITS.hThrough;
      }
    }
    const rMax = Math.min(r, height - len);
    vertical: for (let a = Math.max(0, r - len + 1); a <= rMax; a++) {
      const anchor = cell + (a - r) * width;
      for (let j = 0; j < len; j++) if (empty[anchor + j * width] === 0) continue vertical;
      this.vAnchor[anchor] = 1;
      lineBits[anchor + 1]! |= LINE_BITS.vStart;
      lineBits[anchor + (len - 1) * width + 1]! |= LINE_BITS.vEnd;
      this.regionV[region]!++;
      for (let j = 0; j < len; j++) {
        this.vThrough[anchor + j * width]!++;
        lineBits[anchor + j * width + 1]! |= LINE_BITS.vThrough;
      }
    }
  }

  // --- set-up ---------------------------------------------------------------------------------

  private setUpEmptyBoard(): void {
    const t = this.topo;
    const { width, height, lineLength: len, size } = t;
    this.witness.fill(EVERYWHERE);
    this.walls.fill(-1);
    for (let c = 0; c < size; c++) {
      let mask = 0;
      for (let k = 0; k < 8; k++) if (t.ring[c * 8 + k]! >= 0) mask |= 1 << k;
      this.ringMask[c] = mask;
      const f = t.fileOf[c]!;
      const r = t.rankOf[c]!;
      if (f <= width - len) {
        this.hAnchor[c] = 1;
        for (let j = 0; j < len; j++) this.hThrough[c + j]!++;
      }
      if (r <= height - len) {
        this.vAnchor[c] = 1;
        for (let j = 0; j < len; j++) this.vThrough[c + j * width]!++;
      }
    }
    for (let c = 0; c < size; c++) {
      const hEnd = t.endH[c]! >= 0 && this.hAnchor[t.endH[c]!] === 1;
      const vEnd = t.endV[c]! >= 0 && this.vAnchor[t.endV[c]!] === 1;
      this.lineBits[c + 1] =
        (this.hThrough[c]! > 0 ? LINE_BITS.hThrough : 0) |
        (this.vThrough[c]! > 0 ? LINE_BITS.vThrough : 0) |
        (this.hAnchor[c] === 1 ? LINE_BITS.hStart : 0) |
        (this.vAnchor[c] === 1 ? LINE_BITS.vStart : 0) |
        (hEnd ? LINE_BITS.hEnd : 0) |
        (vEnd ? LINE_BITS.vEnd : 0);
    }
    this.regionSize[0] = size;
    this.regionH[0] = height * (width - len + 1);
    this.regionV[0] = width * (height - len + 1);
    for (let c = 0; c < size; c++) this.refreshCell(c);
    this.recheckAllHard(0, 0, 1);
  }

  // --- placing a stone ------------------------------------------------------------------------

  /**
   * Marks every whole line through `cell` as broken and takes it off `region`'s counts. Lists in
   * `topo.touched` the points whose local verdict may have changed (see {@link refreshCell}):
   * the ring of `cell`; the points just past each end of a broken line (they read its anchor);
   * the orthogonal neighbours across the line of a point left with no line in that orientation;
   * the diagonal neighbours of a point left with no line at all.
   */
  private destroyLinesThrough(cell: number, region: number): void {
    const t = this.topo;
    const { width, height, lineLength: len } = t;
    const orth = t.grid.orthogonal;
    const ring = t.ring;
    const lineBits = this.lineBits;
    const f = t.fileOf[cell]!;
    const r = t.rankOf[cell]!;
    this.touchedCount = 0;
    this.touchStamp = t.nextTouchStamp();
    for (let k = 0; k < 8; k++) this.touch(ring[cell * 8 + k]!);
    const fMax = Math.min(f, width - len);
    for (let a = Math.max(0, f - len + 1); a <= fMax; a++) {
      const anchor = cell - f + a;
      if (this.hAnchor[anchor] === 0) continue;
      this.hAnchor[anchor] = 0;
      lineBits[anchor + 1]! &= ~LINE_BITS.hStart;
      lineBits[anchor + len]! &= ~LINE_BITS.hEnd;
      this.regionH[region]!--;
      this.touch(orth[anchor * 4 + 3]!);
      this.touch(orth[(anchor + len - 1) * 4 + 1]!);
      for (let j = 0; j < len; j++) {
        const z = anchor + j;
        if (--this.hThrough[z]! !== 0) continue;
        lineBits[z + 1]! &= ~LINE_BITS.hThrough;
        this.touch(orth[z * 4]!);
        this.touch(orth[z * 4 + 2]!);
        if (this.vThrough[z] === 0) for (let k = 1; k < 8; k += 2) this.touch(ring[z * 8 + k]!);
      }
    }
    const rMax = Math.min(r, height - len);
    for (let a = Math.max(0, r - len + 1); a <= rMax; a++) {
      const anchor = cell + (a - r) * width;
      if (this.vAnchor[anchor] === 0) continue;
      this.vAnchor[anchor] = 0;
      lineBits[anchor + 1]! &= ~LINE_BITS.vStart;
      lineBits[anchor + (len - 1) * width + 1]! &= ~LINE_BITS.vEnd;
      this.regionV[region]!--;
      this.touch(orth[anchor * 4 + 2]!);
      this.touch(orth[(anchor + (len - 1) * width) * 4]!);
      for (let j = 0; j < len; j++) {
        const z = anchor + j * width;
        if (--this.vThrough[z]! !== 0) continue;
        lineBits[z + 1]! &= ~LINE_BITS.vThrough;
        this.touch(orth[z * 4 + 1]!);
        this.touch(orth[z * 4 + 3]!);
        if (this.hThrough[z] === 0) for (let k = 1; k < 8; k += 2) this.touch(ring[z * 8 + k]!);
      }
    }
  }

  /**
   * Joins the stone on `cell` to the walls (stones and the board's edge) 8-adjacent to it, and
   * returns how many distinct walls those were before.
   *
   * Why: a stone whose empty orthogonal neighbours lie in `k >= 2` arcs of its ring splits its
   * region only if it closes a loop of 8-connected stones (the edge counting as one stone)
   * around some of them: empty regions are 4-connected and stone walls 8-connected, so a
   * 4-path from one arc to another exists unless such a wall cuts it. The `k` stretches of ring
   * between those arcs are each one wall already (their runs of stones touch diagonally), so
   * with `k` distinct walls there is no loop and no split to search for. The union-find writes
   * go through the journal: undo restores them.
   */
  private joinWalls(cell: number): number {
    const mask = this.ringMask[cell]!;
    const ring = this.topo.ring;
    const off = this.topo.size;
    const parent = this.walls;
    let r0 = -1;
    let r1 = -1;
    let r2 = -1;
    let r3 = -1;
    let walls = 0;
    for (let i = 0; i < 4; i++) {
      const k = RING_RUNS[mask * 4 + i]!;
      if (k < 0) break;
      let x = ring[cell * 8 + k]!;
      if (x < 0) x = off;
      while (parent[x]! >= 0) x = parent[x]!;
      if (x === r0 || x === r1 || x === r2) continue;
      if (walls === 0) r0 = x;
      else if (walls === 1) r1 = x;
      else if (walls === 2) r2 = x;
      else r3 = x;
      walls++;
    }
    // Union by rank: the stone (rank 0, its own root) hangs under the first wall, then the
    // others under the taller of the two roots.
    if (walls === 0) return 0;
    this.setWallParent(cell, r0);
    let root = r0;
    if (walls > 1) root = this.unionWalls(root, r1);
    if (walls > 2) root = this.unionWalls(root, r2);
    if (walls > 3) this.unionWalls(root, r3);
    return walls;
  }

  /** Joins the wall roots `a` and `b`; returns the new root. */
  private unionWalls(a: number, b: number): number {
    // Roots hold -1 - rank: the higher rank is the lower value.
    const ra = this.walls[a]!;
    const rb = this.walls[b]!;
    if (ra > rb) {
      this.setWallParent(a, b);
      return b;
    }
    if (ra === rb) this.setWallParent(a, ra - 1);
    this.setWallParent(b, a);
    return a;
  }

  /** Sets the entry of `x` in {@link walls} (a parent, or a root's rank), journaled. */
  private setWallParent(x: number, to: number): void {
    this.remember(this.wallsAt + x, this.walls[x]!);
    this.walls[x] = to;
  }

  /** Adds the point `y` (if on the board and not yet listed) to `topo.touched`. */
  private touch(y: number): void {
    if (y < 0) return;
    const mark = this.topo.touchMark;
    if (mark[y] === this.touchStamp) return;
    mark[y] = this.touchStamp;
    this.topo.touched[this.touchedCount++] = y;
  }

  /**
   * Splits `region` after a stone landed on `cell` (whose neighbours are not locally connected,
   * and which closed a loop of walls: see {@link joinWalls}).
   * One lockstep BFS per arc of empty neighbours; arcs that meet merge; the search stops when at
   * most one merged class is still growing. Every finished class but the one that keeps the id
   * becomes a new region.
   */
  private split(cell: number, region: number): void {
    const t = this.topo;
    const size = t.size;
    const orth = t.grid.orthogonal;
    const mark = t.mark;
    const queue = t.queue;
    const stamp = t.nextStamp();
    const ringMask = this.ringMask[cell]!;
    // One group per arc, numbered by arc; at least two arcs hold orthogonal neighbours.
    const g4 = t.groups; // heads 0..3, tails 4..7, parents 8..11
    g4.fill(0);
    let groups = 0;
    for (let d = 0; d < 4; d++) {
      const g = ARC_OF[ringMask * 8 + 2 * d]!;
      if (g < 0) continue;
      groups = Math.max(groups, g + 1);
      const n = orth[cell * 4 + d]!;
      mark[n] = stamp + g;
      queue[g * size + g4[4 + g]!++] = n;
    }
    for (let g = 0; g < 4; g++) g4[8 + g] = g;
    // Classes only stop growing when a queue runs dry or two classes merge: recount then.
    for (let growing = growingClasses(g4, groups); growing > 1; ) {
      let changed = false;
      for (let g = 0; g < groups; g++) {
        if (g4[g] === g4[4 + g]) continue;
        const x = queue[g * size + g4[g]!++]!;
        for (let d = 0; d < 4; d++) {
          const z = orth[x * 4 + d]!;
          if (z < 0 || this.empty[z] === 0) continue;
          const m = mark[z]! - stamp;
          if (m === g) continue;
          if (m >= 0 && m < 4) {
            const a = rootOf(g4, g);
            const b = rootOf(g4, m);
            if (a !== b) {
              g4[8 + Math.max(a, b)] = Math.min(a, b);
              changed = true;
            }
          } else {
            mark[z] = stamp + g;
            queue[g * size + g4[4 + g]!++] = z;
          }
        }
        if (g4[g] === g4[4 + g]) changed = true;
      }
      if (changed) growing = growingClasses(g4, groups);
    }
    // The class still growing (if any) keeps the old id; otherwise the first class does. Arcs
    // of diagonal points only have no seed and no cells: they are no class.
    let keeper = -1;
    for (let g = 0; g < groups; g++) if (g4[g] !== g4[4 + g]) keeper = rootOf(g4, g);
    for (let g = 0; g < groups && keeper < 0; g++) if (g4[4 + g] !== 0) keeper = rootOf(g4, g);
    for (let root = 0; root < groups; root++) {
      if (rootOf(g4, root) !== root || root === keeper || g4[4 + root] === 0) continue;
      const id = this.regionCount++;
      let h = 0;
      let v = 0;
      let points = 0;
      for (let g = 0; g < groups; g++) {
        if (rootOf(g4, g) !== root) continue;
        const base = g * size;
        const tail = g4[4 + g]!;
        for (let i = 0; i < tail; i++) {
          const y = queue[base + i]!;
          this.regionOf[y] = id;
          h += this.hAnchor[y]!;
          v += this.vAnchor[y]!;
          points++;
        }
      }
      this.regionH[id] = h;
      this.regionV[id] = v;
      this.regionSize[id] = points;
      this.regionH[region]! -= h;
      this.regionV[region]! -= v;
      this.regionSize[region]! -= points;
    }
  }

  /**
   * Re-derives the local verdict of the points listed by {@link destroyLinesThrough} that lie in
   * the changed regions (all within `lineLength` of `cell`).
   */
  private refreshTouched(region: number, firstNew: number): void {
    const touched = this.topo.touched;
    for (let i = 0; i < this.touchedCount; i++) {
      const y = touched[i]!;
      const id = this.regionOf[y]!;
      if (id === region || id >= firstNew) this.refreshCell(y);
    }
  }

  /**
   * Local verdict of an empty point: legal for sure (in a free region) when every arc of its
   * empty neighbours holds a neighbour lying on a line that avoids the point; otherwise marks it
   * hard. Sets the legal bit provisionally to "not hard"; {@link settle} fixes owned regions and
   * hard points.
   */
  private refreshCell(y: number): void {
    if (this.empty[y] === 0) return;
    const w = y >>> 5;
    const bit = 1 << (y & 31);
    this.wide[w]! &= ~bit;
    if (this.unsupportedArcs(y) === 0) {
      this.hard[w]! &= ~bit;
      this.legal[w]! |= bit;
    } else {
      this.hard[w]! |= bit;
      this.legal[w]! &= ~bit;
    }
  }

  /**
   * The arcs of empty ring points around `y` that hold an orthogonal neighbour of `y` but no ring
   * point lying on a whole line that avoids `y` (bit `a` for arc `a`). When the result is 0,
   * every piece left by a stone on `y` keeps a line.
   *
   * Lines through a diagonal ring point never contain `y`. An orthogonal neighbour `n` lies on
   * a line avoiding `y` when a line across the direction `y → n` passes through `n`, or the one
   * line along it that starts at `n` and runs away from `y` is whole.
   */
  private unsupportedArcs(y: number): number {
    const ring = this.topo.ring;
    const lb = this.lineBits; // point z at z + 1; off the board (-1) reads index 0, always 0
    const b = y * 8;
    // Bit k: ring point k supports y (see LINE_BITS), masks written out: N hThrough|vStart = 9,
    // E vThrough|hStart = 6, S hThrough|vEnd = 33, W vThrough|hEnd = 18, diagonals 3 (any line).
    // `(x + 63) >>> 6` is 1 for x in 1..63 and 0 for 0: no branch to mispredict.
    const support =
      (((lb[ring[b]! + 1]! & 9) + 63) >>> 6) |
      ((((lb[ring[b + 1]! + 1]! & 3) + 63) >>> 6) << 1) |
      ((((lb[ring[b + 2]! + 1]! & 6) + 63) >>> 6) << 2) |
      ((((lb[ring[b + 3]! + 1]! & 3) + 63) >>> 6) << 3) |
      ((((lb[ring[b + 4]! + 1]! & 33) + 63) >>> 6) << 4) |
      ((((lb[ring[b + 5]! + 1]! & 3) + 63) >>> 6) << 5) |
      ((((lb[ring[b + 6]! + 1]! & 18) + 63) >>> 6) << 6) |
      ((((lb[ring[b + 7]! + 1]! & 3) + 63) >>> 6) << 7);
    return UNSUPPORTED[(this.ringMask[y]! << 8) | support]!;
  }

  /**
   * After a placement on `cell`: regions that became owned lose all their legal points and add
   * to their owner's score; hard points of regions that stay free get an exact verdict.
   */
  private settle(cell: number, region: number, firstNew: number): void {
    const orth = this.topo.grid.orthogonal;
    let pending = 0b1111;
    for (let d = 0; d < 4; d++) {
      const n = orth[cell * 4 + d]!;
      if (n < 0 || this.empty[n] === 0) continue;
      const id = this.regionOf[n]!;
      // Each piece holds a neighbour of `cell`; ids are region or >= firstNew (at most 4).
      const key = id === region ? 0 : id - firstNew + 1;
      if ((pending & (1 << key)) === 0) continue;
      pending &= ~(1 << key);
      if (this.regionH[id] === 0) this.becomeOwned(n, id, true);
      else if (this.regionV[id] === 0) this.becomeOwned(n, id, false);
      else if (this.regionH[id]! + this.regionV[id]! <= 2 * this.topo.lineLength) this.recheckHardIn(n, cell);
    }
    this.recheckHardNear(cell, region, firstNew);
  }

  /**
   * Exact verdicts for every hard point of the region holding `seed`, which has at most
   * `2 * lineLength` lines left, so that the verdict of its simple hard points (a line count)
   * may have changed anywhere in it.
   */
  private recheckHardIn(seed: number, cell: number): void {
    const queue = this.topo.queue;
    // The hard points are listed after the region: the searches of the rechecks reuse the queue.
    const found = 2 * this.topo.size;
    let hardCount = 0;
    for (let i = 0, n = this.floodRegion(seed); i < n; i++) {
      if (bits.hasBit(this.hard, queue[i]!)) queue[found + hardCount++] = queue[i]!;
    }
    const id = this.regionOf[seed]!;
    for (let i = 0; i < hardCount; i++) this.recheckHardPoint(queue[found + i]!, cell, id, id);
  }

  /** Region `id` (holding `seed`) is now owned: it scores for its owner and has no legal point. */
  private becomeOwned(seed: number, id: number, byVertical: boolean): void {
    if (byVertical) this.verticalPoints += this.regionSize[id]!;
    else this.horizontalPoints += this.regionSize[id]!;
    const queue = this.topo.queue;
    for (let i = 0, n = this.floodRegion(seed); i < n; i++) bits.clearBit(this.legal, queue[i]!);
  }

  /** Lists the region of empty point `seed` (its empty points) in the topology's queue; returns their number. */
  private floodRegion(seed: number): number {
    const t = this.topo;
    const orth = t.grid.orthogonal;
    const mark = t.mark;
    const queue = t.queue;
    const stamp = t.nextStamp();
    mark[seed] = stamp;
    let tail = 0;
    queue[tail++] = seed;
    for (let head = 0; head < tail; head++) {
      const x = queue[head]!;
      for (let d = 0; d < 4; d++) {
        const z = orth[x * 4 + d]!;
        if (z < 0 || this.empty[z] === 0 || mark[z] === stamp) continue;
        mark[z] = stamp;
        queue[tail++] = z;
      }
    }
    return tail;
  }

  /** Exact verdicts for every hard point of the board (at set-up, where every box is the board). */
  private recheckAllHard(cell: number, region: number, firstNew: number): void {
    const hard = this.hard;
    for (let w = 0; w < hard.length; w++) this.recheckWord(hard[w]!, w, cell, region, firstNew);
  }

  /** Rechecks ({@link recheckHardPoint}) the points of the bits `x` of bitset word `w`. */
  private recheckWord(x: number, w: number, cell: number, region: number, firstNew: number): void {
    while (x !== 0) {
      const low = x & -x;
      x ^= low;
      this.recheckHardPoint((w << 5) + 31 - Math.clz32(low), cell, region, firstNew);
    }
  }

  /**
   * Exact verdicts, after a stone on `cell`, for the hard points of region `region` and of the
   * regions `>= firstNew` whose verdict may have changed. A simple hard point keeps its verdict
   * unless its own inputs changed, which only happens within `lineLength` of `cell`, or its
   * region is down to `2 * lineLength` lines ({@link recheckHardIn} handles those regions); a
   * non-simple one only needs a new search when its witness box holds `cell`. So only the hard
   * points within `lineLength + 1` of `cell` and the few whose box reaches further
   * ({@link wide}) are visited. (Rechecks are independent: each only rewrites its own point's
   * legal, witness and wide bits.)
   */
  private recheckHardNear(cell: number, region: number, firstNew: number): void {
    const hard = this.hard;
    const wide = this.wide;
    const near = this.topo.near;
    const base = this.topo.nearOf(cell);
    // Wide points are hard points: those inside the window are among the hard points there.
    for (let w = 0; w < hard.length; w++) {
      const inside = near[base + w]!;
      this.recheckWord((hard[w]! & inside) | (wide[w]! & ~inside), w, cell, region, firstNew);
    }
  }

  /** The exact verdict of the hard point `y` after a stone on `cell`, if its region changed. */
  private recheckHardPoint(y: number, cell: number, region: number, firstNew: number): void {
    const id = this.regionOf[y]!;
    if (id !== region && id < firstNew) return;
    if (this.regionH[id] === 0 || this.regionV[id] === 0) return;
    let legal: boolean;
    if (SIMPLE[this.ringMask[y]!] === 1) {
      // The region stays connected: legal iff some line of the region avoids `y`.
      legal = this.regionH[id]! + this.regionV[id]! - this.hThrough[y]! - this.vThrough[y]! > 0;
    } else {
      const box = this.witness[y]!;
      const fc = this.topo.fileOf[cell]!;
      const rc = this.topo.rankOf[cell]!;
      const outside =
        fc < (box & 0xff) || fc > ((box >>> 8) & 0xff) || rc < ((box >>> 16) & 0xff) || rc > box >>> 24;
      // A point this stone touched has new local inputs: its box no longer tells.
      if (outside && this.topo.touchMark[y] !== this.touchStamp) return;
      legal = this.searchVerdict(y);
    }
    const w = y >>> 5;
    const bit = 1 << (y & 31);
    if (legal) this.legal[w]! |= bit;
    else this.legal[w]! &= ~bit;
  }

  /**
   * The exact verdict for a non-simple hard point `y`: every arc of neighbours that failed the
   * local test must reach, within the empty points other than `y`, a point lying on a line that
   * avoids `y`. Records in {@link witness} the bounding box of everything the searches relied on
   * (the points visited, and the line found, within `lineLength - 1` of where it was found): a
   * stone outside it leaves every path and line found intact, and every exhausted piece
   * unchanged, so the verdict stands. (A stone next to `y` itself changes `y`'s ring, and
   * {@link refreshCell} then resets the box to the whole board.)
   */
  private searchVerdict(y: number): boolean {
    const t = this.topo;
    const mask = this.ringMask[y]!;
    this.boxFMin = this.boxFMax = t.fileOf[y]!;
    this.boxRMin = this.boxRMax = t.rankOf[y]!;
    let missing = this.unsupportedArcs(y);
    let legal = true;
    for (let k = 0; k < 8 && missing !== 0; k += 2) {
      const arc = ARC_OF[mask * 8 + k]!;
      if (arc < 0 || (missing & (1 << arc)) === 0) continue;
      if (!this.reachesLineAvoiding(t.ring[y * 8 + k]!, y)) {
        legal = false;
        break;
      }
      missing &= ~(1 << arc);
    }
    this.setWitness(y, this.boxFMin | (this.boxFMax << 8) | (this.boxRMin << 16) | (this.boxRMax << 24));
    // Boxes reaching beyond the window recheckHardNear scans must be visited separately.
    const reach = t.lineLength + 1;
    const f = t.fileOf[y]!;
    const r = t.rankOf[y]!;
    const isWide =
      this.boxFMin < f - reach ||
      this.boxFMax > f + reach ||
      this.boxRMin < r - reach ||
      this.boxRMax > r + reach;
    if (isWide) bits.setBit(this.wide, y);
    else bits.clearBit(this.wide, y);
    return legal;
  }

  /**
   * Breadth-first search from `start` through empty points other than `avoid`, until a point on
   * a line avoiding `avoid` is found; widens the box of {@link searchVerdict} over what it saw.
   */
  private reachesLineAvoiding(start: number, avoid: number): boolean {
    const t = this.topo;
    const orth = t.grid.orthogonal;
    const mark = t.mark;
    const queue = t.queue;
    const stamp = t.nextStamp();
    mark[avoid] = stamp;
    mark[start] = stamp;
    let tail = 0;
    queue[tail++] = start;
    for (let head = 0; head < tail; head++) {
      const x = queue[head]!;
      const f = t.fileOf[x]!;
      const r = t.rankOf[x]!;
      if (f < this.boxFMin) this.boxFMin = f;
      if (f > this.boxFMax) this.boxFMax = f;
      if (r < this.boxRMin) this.boxRMin = r;
      if (r > this.boxRMax) this.boxRMax = r;
      if (this.hasLineAvoiding(x, avoid)) {
        // The line found lies within lineLength - 1 of `x` along its row or column.
        const reach = t.lineLength - 1;
        this.boxFMin = Math.max(0, Math.min(this.boxFMin, f - reach));
        this.boxFMax = Math.min(t.width - 1, Math.max(this.boxFMax, f + reach));
        this.boxRMin = Math.max(0, Math.min(this.boxRMin, r - reach));
        this.boxRMax = Math.min(t.height - 1, Math.max(this.boxRMax, r + reach));
        return true;
      }
      for (let d = 0; d < 4; d++) {
        const z = orth[x * 4 + d]!;
        if (z < 0 || this.empty[z] === 0 || mark[z] === stamp) continue;
        mark[z] = stamp;
        queue[tail++] = z;
      }
    }
    return false;
  }

  /** Whether the empty point `z` lies on a whole line that does not contain the point `y`. */
  private hasLineAvoiding(z: number, y: number): boolean {
    const t = this.topo;
    const { width, height, lineLength: len } = t;
    const fz = t.fileOf[z]!;
    const rz = t.rankOf[z]!;
    const fy = t.fileOf[y]!;
    const ry = t.rankOf[y]!;
    if (rz === ry && Math.abs(fz - fy) < len) {
      const aMax = Math.min(fz, width - len);
      for (let a = Math.max(0, fz - len + 1); a <= aMax; a++) {
        if (this.hAnchor[z - fz + a] === 1 && (fy < a || fy >= a + len)) return true;
      }
    } else if (this.hThrough[z]! > 0) return true;
    if (fz === fy && Math.abs(rz - ry) < len) {
      const aMax = Math.min(rz, height - len);
      for (let a = Math.max(0, rz - len + 1); a <= aMax; a++) {
        if (this.vAnchor[z + (a - rz) * width] === 1 && (ry < a || ry >= a + len)) return true;
      }
      return false;
    }
    return this.vThrough[z]! > 0;
  }
}
