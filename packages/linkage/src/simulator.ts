/**
 * {@link LinkageSimulator}: Linkage playouts as a Monte Carlo search needs them — core's
 * `Simulator` over a compact state of its own, with groups labelled on the board so that what
 * the playout policy reads around a slot is a few array reads.
 *
 * @module
 */

import {
  bits,
  describeValue,
  IllegalMoveError,
  type Outcome,
  type PlayoutRecord,
  type Rng,
  reserveMoves,
  type Simulator,
} from '@quadrille/core';
import { type LinkageMove, MoveTable } from './moves.js';
import type { LinkageRules } from './options.js';
import { PLAYOUT_RANDOM, PLAYOUT_SLOTS } from './playout-policy.js';
import { EMPTY, type IllegalReason, LinkagePosition } from './position.js';
import { BLACK_CODE, emptyCode, pieceCode, SlotFeatures } from './slot-features.js';
import { HALO } from './slots.js';

/** Read once: run from source through a CommonJS transform, an imported binding is a getter. */
const popcount = bits.popcount32;

/** Indices of the scalars in {@link LinkageSimulator}'s state. */
const SEAT = 0;
/** {@link BLACK_STEP}, {@link ROLE_STEP} or {@link PLAY}. */
const STAGE = 1;
/** The seat playing More, -1 before the pie setup assigns roles. */
const MORE = 2;
/** The slot of the piece the restriction is about, -1 for none (always -1 without the restriction). */
const MARKED = 3;
const OVER = 4;
const GROUPS = 5;
/** The pieces left, all colours together. */
const PIECES = 6;
/** The empty cells with an empty neighbour: no more than these will ever be covered. */
const LIVE = 7;
/** How many colours are still in supply (listed at the start of `available`). */
const AVAILABLE = 8;
/** How many slots are open (both cells empty). */
const OPEN = 9;
const SCALARS = 10;

/** The stages of a game: the pie setup's two steps, then play. */
const BLACK_STEP = 0;
const ROLE_STEP = 1;
const PLAY = 2;

/** Options of a {@link LinkageSimulator}. */
export interface LinkageSimulatorOptions {
  /**
   * Whether it offers `priorsInto`: `linkageKnowledge`'s priors read from its own state, so that
   * a search expands nodes with no position (default false; `linkageKnowledge.simulator` sets it
   * when the knowledge's priors are Linkage's own).
   */
  readonly priors?: boolean;
}

/**
 * Linkage's playout engine for a Monte Carlo search (core's `Simulator`, given by
 * `linkageKnowledge.simulator`), for every variant (any board, black square or none, colours,
 * pieces, threshold, restriction on or off, the pie setup). Its playouts follow the policy of
 * `linkageKnowledge.playoutMove` exactly: given an `Rng` in the same state, it plays the very
 * move `playoutMove` picks from the position's legal moves, drawing the same numbers (a
 * uniformly random move three steps in ten, else the best by `SlotFeatures.playoutScore` of
 * every colour of four random legal slots). It works on a state of its own:
 *
 * - **One `Int32Array`**: per cell the code the policy reads (a piece's group label and colour,
 *   the black square, or for an empty cell its empty neighbours and the colours next to it: see
 *   `pieceCode` and `emptyCode`), a ring of the cells of each group and each group's size, the
 *   pieces left per colour and the colours in supply, the open slots as a bitset, and the
 *   seat, stage, roles, marked piece, group count and counters. {@link LinkageSimulator.reset}
 *   reads a position into it and keeps a copy; {@link LinkageSimulator.restore} is one copy back.
 * - **Groups by label**: a piece that joins groups relabels the cells of the smaller ones (a
 *   walk of their rings), so that the policy tells the groups around a slot apart with one read
 *   per cell, where a position walks its union-find; and each empty cell's code keeps its empty
 *   neighbours and the colours next to it up to date (a placement changes those of its halo),
 *   so that the policy reads a slot's halo and nothing beyond.
 * - **Legal moves without a list**: the legal slots are the open ones minus those the marked
 *   piece touches (a few words), every legal slot takes every colour in supply, so the `i`-th
 *   legal move is found from the `i / colours`-th legal slot: nothing is written per move.
 * - **Early stop**: a piece adds at most one group, and no more pieces will be placed than half
 *   the empty cells that have an empty neighbour (or the pieces left): once even that many new
 *   groups cannot reach the threshold, Fewer's win is certain and the playout stops there.
 *
 * Nothing is allocated per simulation or per move. A simulator serves one search at a time.
 *
 * @example
 * ```ts
 * const pos = linkage.create({ threshold: 13 });
 * const sim = new LinkageSimulator(pos.rules);
 * sim.reset(pos);
 * const moves: number[] = [];
 * const outcome = sim.playout(new Rng(1), { push: (move) => moves.push(move) });
 * console.log(outcome.winners.length, moves.length > 0); // => 1 true
 * sim.restore(); // back at pos, for the next simulation
 * ```
 */
export class LinkageSimulator implements Simulator<LinkagePosition> {
  // The fields up to `legalInWord` are set by `bind`, for the rules of the positions it plays.
  private rulesNow!: LinkageRules;
  private table!: MoveTable;
  private features!: SlotFeatures;
  private cells!: number;
  private colours!: number;
  /** Words of a slot bitset. */
  private words!: number;
  private threshold!: number;
  private restriction!: boolean;
  private first!: Int32Array;
  private second!: Int32Array;
  private halo!: Int32Array;
  private cellSlots!: Int32Array;
  private orthogonal!: Int32Array;
  /**
   * The slot table's sets of the slots each slot touches (`touchingWords` words a slot), on
   * boards small enough for them; elsewhere (0 words) the marked piece's halo is walked.
   */
  private touching!: Int32Array;
  private touchingWords!: number;

  /** The whole state, restored from {@link LinkageSimulator.snapshot} by one copy. */
  private mem!: Int32Array;
  private snapshot!: Int32Array;
  /** Per cell, its code (`pieceCode`, `BLACK_CODE` or `emptyCode`): empty cells' are below -1. */
  private board!: Int32Array;
  /** Per piece's cell, the next cell of its group, round a ring. */
  private next!: Int32Array;
  /** Per group label (a cell of the group), the group's cells. */
  private groupSize!: Int32Array;
  /** Per colour, the pieces left. */
  private supply!: Int32Array;
  /** The colours in supply, ascending (the first `AVAILABLE` entries). */
  private available!: Int32Array;
  /** The open slots (both cells empty), a bit per slot. */
  private open!: Int32Array;
  /** See {@link SEAT} and the indices after it. */
  private scalars!: Int32Array;

  /** The legal slots of the current state (scratch of {@link LinkageSimulator.legalSlots}). */
  private legal!: Int32Array;
  /** Per word of {@link LinkageSimulator.legal}, its legal slots. */
  private legalInWord!: Int32Array;
  /** The group labels next to a new piece (scratch of a placement). */
  private readonly labels = new Int32Array(HALO);
  /** The policy's constants, read once (see {@link popcount}). */
  private readonly randomShare = PLAYOUT_RANDOM;
  private readonly slotsSampled = PLAYOUT_SLOTS;
  /** The object {@link LinkageSimulator.playout} returns, reused. */
  private readonly result = { scores: [0, 0], winners: [0] };

  /**
   * `linkageKnowledge`'s priors of `moves[0 .. count)`, legal moves of the current state, into
   * `out`, read from this simulator's own state (core's `Simulator.priorsInto`): present when
   * made with `priors: true`.
   */
  readonly priorsInto?: (moves: readonly LinkageMove[], count: number, out: Float64Array) => void;

  /**
   * An engine for games under `rules`, at the start of a game until
   * {@link LinkageSimulator.reset} gives it a position.
   */
  constructor(rules: LinkageRules, options: LinkageSimulatorOptions = {}) {
    this.bind(rules);
    this.reset(new LinkagePosition(rules));
    if (options.priors === true) {
      this.priorsInto = (moves, count, out) => {
        const s = this.scalars;
        this.features.priorsInto(this.table, this.board, this.supply, s[MORE] === s[SEAT], moves, count, out);
      };
    }
  }

  /** The rules of the games this engine plays (those of the last position given to {@link LinkageSimulator.reset}). */
  get rules(): LinkageRules {
    return this.rulesNow;
  }

  /** Sizes every array for `rules` (once per rules: a search resets to positions of one game). */
  private bind(rules: LinkageRules): void {
    const table = MoveTable.of(rules.grid, rules.colours);
    const { slots } = table;
    const cells = rules.grid.size;
    const colours = rules.colours;
    const words = (slots.count + 31) >>> 5;
    this.rulesNow = rules;
    this.table = table;
    this.features = new SlotFeatures(table);
    this.cells = cells;
    this.colours = colours;
    this.words = words;
    this.threshold = rules.threshold;
    this.restriction = rules.restriction;
    this.first = slots.first;
    this.second = slots.second;
    this.halo = slots.halo;
    this.cellSlots = slots.cellSlots;
    this.orthogonal = rules.grid.orthogonal;
    this.touching = slots.touching;
    this.touchingWords = slots.slotWords;
    const mem = new Int32Array(3 * cells + 2 * colours + words + SCALARS);
    this.mem = mem;
    this.snapshot = new Int32Array(mem.length);
    let at = 0;
    const take = (n: number) => mem.subarray(at, (at += n));
    this.board = take(cells);
    this.next = take(cells);
    this.groupSize = take(cells);
    this.supply = take(colours);
    this.available = take(colours);
    this.open = take(words);
    this.scalars = take(SCALARS);
    this.legal = new Int32Array(words);
    this.legalInWord = new Int32Array(words);
  }

  /**
   * Takes `pos` as the start of every simulation from now on, and goes there (`pos` is read
   * through its public API, never kept). A position of other rules than the last one's is fine
   * (the arrays are then sized anew).
   */
  reset(pos: LinkagePosition): void {
    if (pos.rules !== this.rulesNow) this.bind(pos.rules);
    const { cells, colours, board, next, groupSize, supply, available, open, first, second } = this;
    this.mem.fill(0);
    for (let c = 0; c < cells; c++) next[c] = c;
    for (let c = 0; c < cells; c++) {
      const colour = pos.colourAt(c);
      if (colour < 0) {
        board[c] = colour === EMPTY ? emptyCode(0, 0) : BLACK_CODE;
        continue;
      }
      // The union-find root names the group: a cell of it, as labels are.
      const label = pos.groupOf(c);
      board[c] = pieceCode(colour, label);
      groupSize[label]!++;
      if (c !== label) {
        next[c] = next[label]!;
        next[label] = c;
      }
    }
    const orthogonal = this.orthogonal;
    for (let c = 0; c < cells; c++) {
      if (board[c]! >= -1) continue;
      let empties = 0;
      let touching = 0;
      for (let d = 4 * c; d < 4 * c + 4; d++) {
        const x = orthogonal[d]!;
        if (x < 0) continue;
        if (board[x]! < -1) empties++;
        else if (board[x]! >= 0) touching |= 1 << (board[x]! & 7);
      }
      board[c] = emptyCode(empties, touching);
    }
    const s = this.scalars;
    for (let k = 0; k < colours; k++) {
      supply[k] = pos.supply(k);
      s[PIECES]! += supply[k]!;
      if (supply[k]! > 0) available[s[AVAILABLE]!++] = k;
    }
    for (let slot = 0; slot < this.table.slots.count; slot++) {
      if (board[first[slot]!]! < -1 && board[second[slot]!]! < -1) {
        open[slot >>> 5]! |= 1 << (slot & 31);
        s[OPEN]!++;
      }
    }
    s[SEAT] = pos.turn;
    s[STAGE] = pos.phase === 'black' ? BLACK_STEP : pos.phase === 'role' ? ROLE_STEP : PLAY;
    s[MORE] = pos.moreSeat ?? -1;
    const marked = pos.marked;
    s[MARKED] = marked === undefined ? -1 : this.table.slots.slotOf(marked[0], marked[1]);
    s[OVER] = pos.isOver() ? 1 : 0;
    s[GROUPS] = pos.groups;
    s[LIVE] = this.liveCells();
    this.snapshot.set(this.mem);
  }

  /** Goes back to the position given to {@link LinkageSimulator.reset}: one copy. */
  restore(): void {
    this.mem.set(this.snapshot);
  }

  /**
   * Plays `move`, a legal move of the current state (a move of the search tree).
   *
   * @throws `IllegalMoveError` with the reason `LinkagePosition.play` gives (`'game-over'`,
   *   `'occupied'`, `'restricted'`, …) if `move` is not legal here; the state is then unchanged.
   */
  play(move: LinkageMove): void {
    const reason = this.illegalReason(move);
    if (reason !== undefined)
      throw new IllegalMoveError(`${describeValue(move)} is not legal here (${reason})`, reason);
    this.apply(move);
  }

  /** The seat to move, or -1 once the game is over. */
  turn(): number {
    return this.scalars[OVER] === 1 ? -1 : this.scalars[SEAT]!;
  }

  /**
   * Plays on to the end of the game, or until Fewer's win is certain (see the class notes),
   * each move drawn by the playout policy, pushing it and its seat to `record`, and returns the
   * outcome as `LinkagePosition.outcome()` gives it: 1 for the winning seat, 0 for the other.
   * The object is reused by the next call.
   */
  playout(rng: Rng, record: PlayoutRecord): Outcome {
    const s = this.scalars;
    while (s[OVER] === 0 && !this.decided()) {
      const move = this.choose(rng);
      record.push(move, s[SEAT]!);
      this.apply(move);
    }
    const more = s[MORE]!;
    const winner = s[OVER] === 1 && s[GROUPS]! >= this.threshold ? more : 1 - more;
    const { scores, winners } = this.result;
    scores[winner] = 1;
    scores[1 - winner] = 0;
    winners[0] = winner;
    return this.result;
  }

  /**
   * The legal moves of the current state into `out` (grown as needed), ascending as
   * `LinkagePosition.legalMoves()` gives them; returns how many (0 once the game is over).
   * Core's `Simulator.movesInto`: a search's expansions read the moves of a node here.
   */
  movesInto(out: LinkageMove[]): number {
    const s = this.scalars;
    if (s[OVER] === 1) return 0;
    const t = this.table;
    if (s[STAGE] === BLACK_STEP) {
      reserveMoves(out, this.cells);
      for (let c = 0; c < this.cells; c++) out[c] = (t.blackBase + c) as LinkageMove;
      return this.cells;
    }
    if (s[STAGE] === ROLE_STEP) {
      reserveMoves(out, 2);
      out[0] = t.more as LinkageMove;
      out[1] = t.fewer as LinkageMove;
      return 2;
    }
    const slots = this.legalSlots();
    if (slots === 0) {
      reserveMoves(out, 1);
      out[0] = t.pass as LinkageMove;
      return 1;
    }
    const { legal, available, colours } = this;
    const inSupply = s[AVAILABLE]!;
    reserveMoves(out, slots * inSupply);
    let j = 0;
    for (let w = 0; w < this.words; w++) {
      for (let x = legal[w]!; x !== 0; x &= x - 1) {
        const base = ((w << 5) + 31 - Math.clz32(x & -x)) * colours;
        for (let k = 0; k < inSupply; k++) out[j++] = (base + available[k]!) as LinkageMove;
      }
    }
    return j;
  }

  // ---------------------------------------------------------------- internals

  /**
   * The move the playout policy picks here, drawing from `rng` exactly what
   * `linkageKnowledge.playoutMove` draws given the position's legal moves: one index among them
   * (a setup move or the pass is played as drawn); then, unless that is the only move, whether
   * to play it unjudged; else three more indices, and the best by the playout score of every
   * colour of the four indices' slots, each slot's colours from the drawn one on, round.
   */
  private choose(rng: Rng): LinkageMove {
    const s = this.scalars;
    const t = this.table;
    if (s[STAGE] === BLACK_STEP) return (t.blackBase + rng.int(this.cells)) as LinkageMove;
    if (s[STAGE] === ROLE_STEP) return (rng.int(2) === 0 ? t.more : t.fewer) as LinkageMove;
    const slots = this.legalSlots();
    if (slots === 0) {
      rng.int(1); // the draw among one move, the pass
      return t.pass as LinkageMove;
    }
    const { available, colours, features } = this;
    const inSupply = s[AVAILABLE]!;
    const count = slots * inSupply;
    const at = rng.int(count);
    let nth = (at / inSupply) | 0;
    let slot = this.legalSlot(nth);
    let ci = at - nth * inSupply;
    const first = (slot * colours + available[ci]!) as LinkageMove;
    if (count === 1 || rng.nextFloat() < this.randomShare) return first;
    const more = s[MORE] === s[SEAT];
    let best = first;
    let bestScore = Number.NEGATIVE_INFINITY;
    for (let k = 0; k < this.slotsSampled; k++) {
      if (k > 0) {
        const i = rng.int(count);
        nth = (i / inSupply) | 0;
        slot = this.legalSlot(nth);
        ci = i - nth * inSupply;
      }
      features.read(this.board, this.supply, slot);
      for (let j = ci; ; ) {
        const colour = available[j]!;
        const score = features.playoutScore(more, colour);
        if (score > bestScore) {
          bestScore = score;
          best = (slot * colours + colour) as LinkageMove;
        }
        if (++j === inSupply) j = 0;
        if (j === ci) break;
      }
    }
    return best;
  }

  /**
   * Finds the legal slots of the current state during play (open, and outside the marked
   * piece's halo) into {@link LinkageSimulator.legal}, with their number per word; returns
   * how many there are.
   */
  private legalSlots(): number {
    const { open, legal, legalInWord, words } = this;
    const marked = this.scalars[MARKED]!;
    let n = 0;
    if (marked >= 0 && this.touchingWords > 0) {
      const touching = this.touching;
      const base = marked * this.touchingWords;
      for (let w = 0; w < words; w++) {
        const x = open[w]! & ~touching[base + w]!;
        legal[w] = x;
        n += legalInWord[w] = popcount(x);
      }
      return n;
    }
    legal.set(open);
    if (marked >= 0) {
      // A large board: the slots through the marked piece's halo cells, one by one.
      const { halo, cellSlots } = this;
      for (let k = marked * 6; k < marked * 6 + 6; k++) {
        const c = halo[k]!;
        if (c < 0) break;
        for (let j = 4 * c; j < 4 * c + 4; j++) {
          const t = cellSlots[j]!;
          if (t < 0) break;
          legal[t >>> 5]! &= ~(1 << (t & 31));
        }
      }
    }
    for (let w = 0; w < words; w++) n += legalInWord[w] = popcount(legal[w]!);
    return n;
  }

  /** The `k`-th legal slot (from 0, ascending) found by the last {@link LinkageSimulator.legalSlots}. */
  private legalSlot(k: number): number {
    const legalInWord = this.legalInWord;
    let w = 0;
    while (k >= legalInWord[w]!) k -= legalInWord[w++]!;
    let x = this.legal[w]!;
    for (; k > 0; k--) x &= x - 1;
    return (w << 5) + 31 - Math.clz32(x & -x);
  }

  /** Whether Fewer's win is certain: see the class notes. */
  private decided(): boolean {
    const s = this.scalars;
    if (s[STAGE] !== PLAY) return false;
    return s[GROUPS]! + Math.min(s[PIECES]!, s[LIVE]! >> 1) < this.threshold;
  }

  /** Why `move` is not legal here, as `LinkagePosition.illegalReason` says, or `undefined` if it is. */
  private illegalReason(move: unknown): IllegalReason | undefined {
    const t = this.table;
    if (typeof move !== 'number' || !t.contains(move)) return 'not-a-move';
    const s = this.scalars;
    if (s[OVER] === 1) return 'game-over';
    const isSetupMove = move > t.pass;
    if (s[STAGE] !== PLAY) {
      const expected = s[STAGE] === BLACK_STEP ? move >= t.blackBase && move < t.more : move >= t.more;
      return expected ? undefined : isSetupMove ? 'not-setup' : 'setup-phase';
    }
    if (isSetupMove) return 'not-setup';
    const mustPass = this.legalSlots() === 0;
    if (move === t.pass) return mustPass ? undefined : 'pass-not-forced';
    const slot = t.slotOf[move]!;
    if (this.board[this.first[slot]!]! >= -1 || this.board[this.second[slot]!]! >= -1) return 'occupied';
    if (this.supply[t.colourOf[move]!] === 0) return 'exhausted';
    if ((this.legal[slot >>> 5]! & (1 << (slot & 31))) === 0) return mustPass ? 'must-pass' : 'restricted';
    return undefined;
  }

  /** Plays `move`, legal here. */
  private apply(move: number): void {
    const s = this.scalars;
    const t = this.table;
    if (move < t.placements) {
      const slot = (move / this.colours) | 0;
      this.place(slot, move - slot * this.colours);
    } else if (move === t.pass) {
      s[MARKED] = -1;
      s[SEAT] = 1 - s[SEAT]!;
    } else if (move < t.more) {
      this.putBlack(move - t.blackBase);
      s[STAGE] = ROLE_STEP;
      s[SEAT] = 1 - s[SEAT]!;
    } else {
      // Seat 1 has chosen a role; More makes the first placement.
      s[MORE] = move === t.more ? 1 : 0;
      s[STAGE] = PLAY;
      if (s[MORE] === 0) s[SEAT] = 1 - s[SEAT]!;
      s[OVER] = s[PIECES] === 0 || s[OPEN] === 0 ? 1 : 0;
    }
  }

  /**
   * Places `colour` on `slot`: merges the groups it touches, updates the codes of the empty
   * cells next to it, closes slots, counts the cells left.
   */
  private place(slot: number, colour: number): void {
    const { board, next, groupSize, halo, labels } = this;
    const s = this.scalars;
    const a = this.first[slot]!;
    const b = this.second[slot]!;
    // Over its halo: the empty cells lose an empty neighbour and touch the colour; those left
    // with no empty neighbour are no longer live, nor are a and b. The
    // distinct groups of its colour next to it, and the largest of them, which keeps its label
    // (the others' cells are relabelled).
    let live = s[LIVE]! - 2;
    const touch = 1 << (3 + 3 * colour); // touchingBit(colour)
    let joined = 0;
    let keep = -1;
    let keepSize = 0;
    for (let k = slot * 6; k < slot * 6 + 6; k++) {
      const n = halo[k]!;
      if (n < 0) break;
      const code = board[n]!;
      if (code < -1) {
        const empty = (-2 - code - 1) | touch;
        board[n] = -2 - empty;
        if ((empty & 7) === 0) live--;
        continue;
      }
      if (code < 0 || (code & 7) !== colour) continue;
      const label = code >> 3;
      let seen = false;
      for (let j = 0; j < joined; j++) if (labels[j] === label) seen = true;
      if (seen) continue;
      labels[joined++] = label;
      if (groupSize[label]! > keepSize) {
        keep = label;
        keepSize = groupSize[label]!;
      }
    }
    s[LIVE] = live;
    if (joined === 0) {
      board[a] = board[b] = (a << 3) | colour;
      next[a] = b;
      next[b] = a;
      groupSize[a] = 2;
    } else {
      const code = (keep << 3) | colour;
      for (let j = 0; j < joined; j++) {
        const label = labels[j]!;
        if (label === keep) continue;
        let c = label;
        do {
          board[c] = code;
          c = next[c]!;
        } while (c !== label);
        // Swapping one successor in each ring joins the two rings.
        const after = next[keep]!;
        next[keep] = next[label]!;
        next[label] = after;
        groupSize[keep]! += groupSize[label]!;
      }
      board[a] = board[b] = code;
      next[b] = next[keep]!;
      next[keep] = a;
      next[a] = b;
      groupSize[keep]! += 2;
    }
    s[GROUPS]! += 1 - joined;
    if (--this.supply[colour]! === 0) {
      const available = this.available;
      const n = s[AVAILABLE]! - 1;
      let k = 0;
      while (available[k] !== colour) k++;
      for (; k < n; k++) available[k] = available[k + 1]!;
      s[AVAILABLE] = n;
    }
    s[PIECES]!--;
    this.closeSlots(a);
    this.closeSlots(b);
    if (this.restriction) s[MARKED] = slot;
    s[SEAT] = 1 - s[SEAT]!;
    s[OVER] = s[PIECES] === 0 || s[OPEN] === 0 ? 1 : 0;
  }

  /** Closes the open slots through `cell`, newly occupied. */
  private closeSlots(cell: number): void {
    const { open, cellSlots } = this;
    const s = this.scalars;
    for (let j = 4 * cell; j < 4 * cell + 4; j++) {
      const t = cellSlots[j]!;
      if (t < 0) break;
      const bit = 1 << (t & 31);
      if ((open[t >>> 5]! & bit) !== 0) {
        open[t >>> 5]! ^= bit;
        s[OPEN]!--;
      }
    }
  }

  /** Puts the black square on `cell` (the pie setup's first step). */
  private putBlack(cell: number): void {
    const { board, orthogonal } = this;
    board[cell] = BLACK_CODE;
    // Its empty neighbours lose an empty neighbour (the code's count is its low bits).
    for (let d = 4 * cell; d < 4 * cell + 4; d++) {
      const x = orthogonal[d]!;
      if (x >= 0 && board[x]! < -1) board[x]!++;
    }
    this.closeSlots(cell);
    this.scalars[LIVE] = this.liveCells();
  }

  /** The empty cells with an empty neighbour, counted afresh. */
  private liveCells(): number {
    const board = this.board;
    let live = 0;
    for (let c = 0; c < this.cells; c++) if (board[c]! < -1 && ((-2 - board[c]!) & 7) > 0) live++;
    return live;
  }
}
