/**
 * {@link TalpaPosition}: the mutable game state. Pieces are kept twice: as one bitboard per
 * player (captures come from word shifts) and as a mailbox, one entry per cell (for the
 * neighbourhood updates of a single move). Paths are tracked incrementally: every move empties
 * exactly one square, so a union-find over the empty squares whose roots record the board edges
 * their component touches answers "is there an edge-to-edge path?" in a few steps per move.
 * (One union-find with four shared virtual edge nodes would be wrong: a component touching the
 * bottom and left edges and another touching the bottom and right edges would join through the
 * bottom node into a false left-right path.) Counts of the empty squares on each line and of the
 * crossings between neighbouring lines tell at once when no single move can open a path, which
 * game knowledge asks in every ply of a playout. `undo` reverses a move from the move id alone: the
 * union-find is shaped so that it can (see {@link Layout.regions}), and nothing but the move is
 * recorded per ply.
 *
 * @module
 */

import {
  type Cell,
  collectMoves,
  describeValue,
  type Grid,
  IllegalMoveError,
  JSON_LAYOUT_VERSION,
  type MoveId,
  type Outcome,
  type Position,
  Reason,
  reserveMoves,
  zobristBelow,
  zobristKeyOf,
} from '@quadrille/core';
import { MIRRORS, mirrorKeysOf, positionKeyInto } from './keys.js';
import { formatMoveOf } from './move-notation.js';
import { MoveTable } from './movetable.js';
import type { TalpaSettings } from './options.js';
import { opponent, Player, startOwner } from './player.js';

/** A Talpa move id (see {@link MoveTable} for the numbering). */
export type TalpaMove = MoveId<'talpa'>;

/** The game phase: captures are mandatory while any exist; once none exist they never return. */
export type TalpaPhase = 'capture' | 'removal';

/**
 * Plain data of a position, in the layout every Quadrille game writes: the game, the layout
 * version, the options (normalised: `width`, `height`, `noMove`), then the moves in notation.
 */
export interface TalpaJSON {
  /** Always `'talpa'`. */
  readonly game: 'talpa';
  /** The layout version, 1. */
  readonly version: typeof JSON_LAYOUT_VERSION;
  /** The board size and no-move rule, as `talpa.create` accepts them. */
  readonly options: TalpaSettings;
  /** The moves played, in notation (`c3xc4`, `c3`, `pass`). */
  readonly moves: readonly string[];
}

/**
 * Why a move is not legal; the `reason` of the `IllegalMoveError` `play` throws. The first two
 * are core's shared reasons: `'not-a-move'` for any value that is not a move id of the board
 * (a fraction, a string, a symbol …), `'game-over'` once the game has ended.
 */
export type IllegalReason =
  | typeof Reason.GameOver
  | typeof Reason.NotAMove
  | 'not-your-piece'
  | 'no-enemy'
  | 'capture-required'
  | 'has-pieces';

const EMPTY = -1;
/** What the mailbox reads for a neighbour off the board (index -1). */
const OFF_BOARD = 2;
/** Bottom and top edges (see {@link MoveTable.edges}). */
const EDGES_RED = 1 | 2;
/** Left and right edges. */
const EDGES_BLUE = 4 | 8;

/**
 * 1 if the mailbox value `v` ({@link EMPTY}, a seat or {@link OFF_BOARD}) is `player`'s piece,
 * else 0 — without a branch, which the random neighbourhoods of random play would mispredict:
 * bit `v + 1` of a one-hot word, read at `player + 1`.
 */
function isSeat(v: number, player: Player): number {
  return ((1 << (v + 1)) >>> (player + 1)) & 1;
}

/**
 * Where each part of a position's small-integer state lives in its one plain array: the
 * mailbox, the union-find, the piece counts. A plain array of small integers copies several
 * times faster than a typed array of the same length (which V8 allocates off the heap past 64
 * bytes), and `clone` is one copy. Shared by every position of one board size.
 */
interface Layout {
  /** 32-bit words per bitboard (the bitboards live in their own `Int32Array`). */
  readonly words: number;
  /**
   * Start of the mailbox: per cell {@link EMPTY} or the owner's seat. The slot just before it
   * holds {@link OFF_BOARD}, so that a neighbour table's `-1` reads as neither empty nor a piece.
   */
  readonly board: number;
  /**
   * Start of the union-find over the empty squares: per cell its parent, or -1 at a component's
   * root (and on an occupied square). A newly empty square becomes the root of everything it
   * joins, and finds do not compress paths: so the squares whose parent is a given square are
   * exactly the roots it absorbed when it was emptied, and `undo` can detach them again without
   * any record. Core's `UnionFind` has no per-root data and no undo, hence this specialised form.
   */
  readonly regions: number;
  /**
   * Start of the edge sets: per empty square, the board edges (bits as in
   * {@link MoveTable.edges}) its component touched when the square was emptied and became its
   * root. A root absorbed later keeps its entry, which `undo` needs when it becomes a root again.
   */
  readonly edgeSets: number;
  /**
   * Start of the line counts: per rank (bottom first) the empty squares on it, then per file
   * (left first) the same. Red's path crosses every rank and Blue's every file.
   */
  readonly lines: number;
  /**
   * Start of the crossing counts: per gap between neighbouring ranks (bottom first) the files
   * where both squares across it are empty, then per gap between neighbouring files the same.
   * Red's path crosses every gap between ranks through such a pair, Blue's every gap between
   * files.
   */
  readonly links: number;
  /**
   * Start of the four closed counts: ranks without an empty square, files without one, gaps
   * between ranks without a crossing, gaps between files without one. Red's at `closed` and
   * `closed + 2`, Blue's at `closed + 1` and `closed + 3`.
   */
  readonly closed: number;
  /** Start of the two piece counts (Red's, Blue's). */
  readonly counts: number;
  /** Total length. */
  readonly length: number;
}

/** The layout of a board's state (a few numbers: computed per new game, shared by its clones). */
function layoutOf(grid: Grid): Layout {
  const { words, size, width, height } = grid;
  const board = 1; // after the OFF_BOARD slot
  const regions = board + size;
  const edgeSets = regions + size;
  const lines = edgeSets + size;
  const links = lines + height + width;
  const closed = links + height - 1 + width - 1;
  const counts = closed + 4;
  return { words, board, regions, edgeSets, lines, links, closed, counts, length: counts + 2 };
}

/**
 * The mutable state of a Talpa game. Create one with `talpa.create` or `talpa.fromJSON`.
 *
 * @example
 * ```ts
 * import { talpa } from '@quadrille/talpa';
 *
 * const pos = talpa.create({ size: 6 });
 * pos.play(talpa.parseMove(pos, 'a1xa2')); // Red's piece on a1 takes Blue's on a2
 * pos.turn; // 1: Blue to move
 * const key = pos.key(); // the same for the same board and side to move, however reached
 * pos.undo(); // back to the start: pos.key() is the start position's key again
 * ```
 */
export class TalpaPosition implements Position<TalpaMove> {
  /** Always 2: Red (0) and Blue (1). */
  readonly seats = 2;
  /** The board size and no-move rule. */
  readonly settings: TalpaSettings;
  /** The move table of this board size. */
  readonly table: MoveTable;
  /** The moves played (mutable here, read-only through {@link TalpaPosition.history}). */
  private readonly played: TalpaMove[];
  private readonly layout: Layout;
  /** The bitboards: Red's words, then Blue's. */
  private readonly bits: Int32Array;
  /** Mailbox, union-find and counts, laid out as {@link Layout} says. */
  private readonly state: number[];
  /** Bit `p` set once player `p` has a path. */
  private paths: number;
  /** Orthogonally adjacent red–blue pairs: the number of captures open to either player. */
  private pairs: number;
  private side: Player;
  private won: Player | -1;
  /** The key's two halves over the squares (see `keys.ts`), updated by every move. */
  private keyLo: number;
  private keyHi: number;
  /**
   * The keys of the board's mirror images (see `keys.ts`), three pairs of halves: undefined until
   * the canonical key is first asked for, then updated by every move.
   */
  private mirrorKeys: Int32Array | undefined;

  private constructor(
    settings: TalpaSettings,
    table: MoveTable,
    layout: Layout,
    bits: Int32Array,
    state: number[],
    paths: number,
    pairs: number,
    side: Player,
    won: Player | -1,
    played: TalpaMove[],
    keyLo: number,
    keyHi: number,
    mirrorKeys: Int32Array | undefined,
  ) {
    this.settings = settings;
    this.table = table;
    this.layout = layout;
    this.bits = bits;
    this.state = state;
    this.paths = paths;
    this.pairs = pairs;
    this.side = side;
    this.won = won;
    this.played = played;
    this.keyLo = keyLo;
    this.keyHi = keyHi;
    this.mirrorKeys = mirrorKeys;
  }

  /** @internal The start position of validated settings (use `talpa.create`). */
  static start(settings: TalpaSettings): TalpaPosition {
    const table = MoveTable.of(settings.width, settings.height);
    const grid = table.grid;
    const layout = layoutOf(grid);
    const bits = new Int32Array(2 * layout.words);
    const state: number[] = [];
    for (let i = 0; i < layout.length; i++) state.push(0); // packed, small integers only
    state[layout.board - 1] = OFF_BOARD;
    state.fill(-1, layout.regions, layout.regions + grid.size); // no parent
    // The board starts full: every line and every gap between lines is closed.
    state[layout.closed + Player.Red] = grid.height;
    state[layout.closed + Player.Blue] = grid.width;
    state[layout.closed + 2 + Player.Red] = grid.height - 1;
    state[layout.closed + 2 + Player.Blue] = grid.width - 1;
    for (let c = 0; c < grid.size; c++) {
      const owner = startOwner(grid.fileOf(c), grid.rankOf(c));
      state[layout.board + c] = owner;
      bits[owner * layout.words + (c >>> 5)]! |= 1 << (c & 31);
      state[layout.counts + owner]!++;
    }
    const { width: w, height: h } = settings;
    const pairs = w * (h - 1) + h * (w - 1);
    return new TalpaPosition(
      settings,
      table,
      layout,
      bits,
      state,
      0,
      pairs,
      Player.Red,
      -1,
      [],
      table.startKeyLo,
      table.startKeyHi,
      undefined,
    );
  }

  /** The moves played since the start, oldest first. */
  get history(): readonly TalpaMove[] {
    return this.played;
  }

  /** The board geometry. */
  get grid(): Grid {
    return this.table.grid;
  }

  /** The player to move (meaningless once the game is over). */
  get turn(): Player {
    return this.side;
  }

  /** The winner once the game is over, else `undefined`. */
  get winner(): Player | undefined {
    return this.won < 0 ? undefined : (this.won as Player);
  }

  /** `'capture'` while captures exist (they are mandatory), then `'removal'`. */
  get phase(): TalpaPhase {
    return this.pairs > 0 ? 'capture' : 'removal';
  }

  /**
   * The player whose piece is on `cell`, or `undefined` for an empty square.
   *
   * @throws `GeometryError` if `cell` is not a cell of the board.
   */
  pieceAt(cell: Cell): Player | undefined {
    const grid: Grid = this.table.grid;
    grid.check(cell);
    const v = this.state[this.layout.board + cell]!;
    return v === EMPTY ? undefined : (v as Player);
  }

  /** The number of pieces `player` has left. */
  pieceCount(player: Player): number {
    return player === 0 || player === 1 ? this.state[this.layout.counts + player]! : 0;
  }

  /**
   * Whether `player` has a path: empty squares orthogonally connected from edge to edge
   * (bottom to top for Red, left to right for Blue).
   */
  hasPath(player: Player): boolean {
    return ((this.paths >>> player) & 1) === 1;
  }

  /**
   * Whether one more emptied square could still give `player` a path, from counts every move
   * keeps: a path has an empty square on every line across its way (ranks for Red, whose path
   * runs bottom to top, files for Blue), and between every two neighbouring lines a crossing, a
   * pair of empty squares facing each other across the gap. One square lies on one line and
   * borders two gaps, so while two lines, or three gaps, are closed no move can open `player`'s
   * path. `false` means that no move can; `true` only that {@link TalpaPosition.opensPath} has
   * to be asked (and `false` for anything but a player).
   */
  pathInReach(player: Player): boolean {
    if (player !== 0 && player !== 1) return false;
    const closed = this.layout.closed;
    return this.state[closed + player]! < 2 && this.state[closed + 2 + player]! < 3;
  }

  /**
   * Whether emptying `cell` would give `player` a path: {@link TalpaPosition.edgesIfEmptied}
   * holding both of `player`'s edges. Mostly answered without the union-find, by the counts of
   * {@link TalpaPosition.pathInReach}: every closed line must be the square's own line, and
   * every closed gap one of the two it borders. For a square that is already empty, whether its
   * region joins `player`'s edges; `false` for anything but a player.
   *
   * @throws `GeometryError` if `cell` is not a cell of the board.
   */
  opensPath(player: Player, cell: Cell): boolean {
    const t = this.table;
    const grid: Grid = t.grid;
    grid.check(cell);
    if (player !== 0 && player !== 1) return false;
    const { lines, closed } = this.layout;
    const state = this.state;
    const closedLines = state[closed + player]!;
    const ownLineClosed = state[lines + t.line[2 * cell + player]!] === 0;
    if (closedLines > 1 || (closedLines === 1 && !ownLineClosed)) return false;
    // The two gaps the square borders, crossed in directions `player` and `player + 2`.
    const k = 4 * cell + player;
    const closedNear = this.gapClosed(t.gap[k]!) + this.gapClosed(t.gap[k + 2]!);
    if (state[closed + 2 + player] !== closedNear) return false;
    const want = player === Player.Red ? EDGES_RED : EDGES_BLUE;
    return (this.edgesAround(cell) & want) === want;
  }

  /** 1 if `gap` (see `MoveTable.gap`) has no crossing, 0 if it has one or is off the board (-1). */
  private gapClosed(gap: number): number {
    return gap >= 0 && this.state[this.layout.links + gap] === 0 ? 1 : 0;
  }

  /**
   * The board edges (bits as in {@link MoveTable.edges}: 1 bottom, 2 top, 4 left, 8 right) that
   * the region of empty squares holding `cell` touches once `cell` is empty: the edges of `cell`
   * itself and of the regions of its empty neighbours, which emptying it joins. Every move
   * empties one square, so game knowledge reads from this, without playing the move, whether it
   * opens a path: a few steps of the incremental union-find, no allocation. For a square that is
   * already empty, the edges its region touches.
   *
   * @throws `GeometryError` if `cell` is not a cell of the board.
   */
  edgesIfEmptied(cell: Cell): number {
    const grid: Grid = this.table.grid;
    grid.check(cell);
    return this.edgesAround(cell);
  }

  /** {@link TalpaPosition.edgesIfEmptied} of a cell known to be on the board. */
  private edgesAround(cell: Cell): number {
    const t = this.table;
    const state = this.state;
    const { board, edgeSets } = this.layout;
    const orth = t.grid.orthogonal;
    let edges = t.edges[cell]!;
    for (let k = cell * 4, end = k + 4; k < end; k++) {
      const nb = orth[k]!;
      // Off the board (-1) reads the OFF_BOARD slot before the mailbox: not empty.
      if (state[board + nb] === EMPTY) edges |= state[edgeSets + this.root(nb)]!;
    }
    return edges;
  }

  /** Every legal move, ascending. A new array per call. */
  legalMoves(): TalpaMove[] {
    return collectMoves((out) => this.legalMovesInto(out));
  }

  /**
   * {@link TalpaPosition.legalMoves} without allocating: writes the moves, ascending, to
   * `out[0]`, `out[1]`, … and returns how many there are (see `Position.legalMovesInto` in
   * `@quadrille/core`; entries after them are scratch).
   */
  legalMovesInto(out: TalpaMove[]): number {
    if (this.won >= 0) return 0;
    if (this.pairs > 0) {
      // One slot of room: the capture loop may write a candidate after the last move.
      reserveMoves(out, this.pairs + 1);
      return this.captures(out);
    }
    const pieces = this.state[this.layout.counts + this.side]!;
    if (pieces > 0) {
      reserveMoves(out, pieces);
      return this.removals(out);
    }
    reserveMoves(out, 1);
    out[0] = this.table.pass as TalpaMove;
    return 1;
  }

  /** Writes the removals of the side to move, ascending, to `out` (long enough) and counts them. */
  private removals(out: TalpaMove[]): number {
    const { words } = this.layout;
    const own = this.side * words;
    const base = this.table.removalBase;
    let k = 0;
    for (let w = 0; w < words; w++) {
      for (let x = this.bits[own + w]!; x !== 0; x &= x - 1) {
        out[k++] = (base + (w << 5) + 31 - Math.clz32(x & -x)) as TalpaMove;
      }
    }
    return k;
  }

  /**
   * Writes the captures of the side to move in ascending id order (from-cell, then N/E/S/W) to
   * `out`, which has a slot of room past them, and counts them; there are exactly as many
   * as red–blue adjacent pairs. One pass over the words: for each word of own pieces, the enemy
   * bitboard shifted by a rank or a file gives the own pieces with an enemy to the north, east,
   * south or west.
   */
  private captures(out: TalpaMove[]): number {
    const t = this.table;
    const bits = this.bits;
    const words = this.layout.words;
    const own = this.side * words;
    const enemy = (1 - this.side) * words;
    const q = t.rankWords;
    const r = t.rankBits;
    const notLast = t.notLastFile;
    const notFirst = t.notFirstFile;
    const at = t.captureAt;
    let k = 0;
    for (let i = 0; i < words; i++) {
      const o = bits[own + i]!;
      if (o === 0) continue;
      const here = bits[enemy + i]!;
      const next = i + 1 < words ? bits[enemy + i + 1]! : 0;
      const prev = i > 0 ? bits[enemy + i - 1]! : 0;
      // The enemy bitboard shifted down by a rank puts each cell's northern neighbour on it.
      const up0 = i + q < words ? bits[enemy + i + q]! : 0;
      const up1 = i + q + 1 < words ? bits[enemy + i + q + 1]! : 0;
      const down0 = i - q >= 0 ? bits[enemy + i - q]! : 0;
      const down1 = i - q - 1 >= 0 ? bits[enemy + i - q - 1]! : 0;
      const n = o & (r === 0 ? up0 : (up0 >>> r) | (up1 << (32 - r)));
      const s = o & (r === 0 ? down0 : (down0 << r) | (down1 >>> (32 - r)));
      const e = o & notLast[i]! & ((here >>> 1) | (next << 31));
      const w = o & notFirst[i]! & ((here << 1) | (prev >>> 31));
      for (let x = n | e | s | w; x !== 0; x &= x - 1) {
        const b = 31 - Math.clz32(x & -x);
        const base = ((i << 5) + b) << 2;
        // Branch-free: write all four candidates, advance past the real ones (random
        // directions would defeat the branch predictor). A write lands at the number of moves
        // found so far, so unused ones fall on slots that later moves overwrite or on the one
        // slot of room after the last move.
        out[k] = at[base]! as TalpaMove;
        k += (n >>> b) & 1;
        out[k] = at[base + 1]! as TalpaMove;
        k += (e >>> b) & 1;
        out[k] = at[base + 2]! as TalpaMove;
        k += (s >>> b) & 1;
        out[k] = at[base + 3]! as TalpaMove;
        k += (w >>> b) & 1;
      }
    }
    return k;
  }

  /** Whether `move` is legal here. Accepts any value at all and never throws. */
  isLegal(move: number): move is TalpaMove {
    return this.illegalReason(move) === undefined;
  }

  /** Why `move` is not legal here, or `undefined` if it is. Accepts any value and never throws. */
  illegalReason(move: number): IllegalReason | undefined {
    const t = this.table;
    if (!t.contains(move)) return Reason.NotAMove;
    if (this.won >= 0) return Reason.GameOver;
    const me = this.side;
    const board = this.layout.board;
    if (move < t.captures) {
      if (this.state[board + t.from[move]!] !== me) return 'not-your-piece';
      return this.state[board + t.to[move]!] === 1 - me ? undefined : 'no-enemy';
    }
    if (move < t.pass) {
      if (this.pairs > 0) return 'capture-required';
      return this.state[board + move - t.removalBase] === me ? undefined : 'not-your-piece';
    }
    return this.state[this.layout.counts + me] === 0 ? undefined : 'has-pieces';
  }

  /**
   * Plays `move`: a capture, a removal or a pass; then decides the game — the mover loses if
   * the opponent now has a path, else wins if they have one; with `noMove: 'lose'` a player left
   * without pieces loses on their turn.
   *
   * @throws `IllegalMoveError` (reason: an {@link IllegalReason}) if the move is not
   *   legal; the position is then unchanged.
   */
  play(move: TalpaMove): void {
    const why = this.illegalReason(move);
    if (why !== undefined) {
      const shown = why === Reason.NotAMove ? describeValue(move) : formatMoveOf(this.table, move);
      throw new IllegalMoveError(`${shown} is not legal here (${why})`, why);
    }
    const t = this.table;
    const me = this.side;
    const them = opponent(me);
    this.flipKeys(me, move);
    let emptied: Cell = -1;
    if (move < t.captures) {
      emptied = t.from[move]!;
      this.capture(emptied, t.to[move]!, me);
    } else if (move < t.pass) {
      emptied = move - t.removalBase;
      this.remove(emptied, me);
    }
    this.played.push(move);
    this.side = them;
    if (emptied < 0) return; // a pass changes no path
    this.open(emptied);
    if (this.hasPath(them)) this.won = them;
    else if (this.hasPath(me)) this.won = me;
    else if (this.state[this.layout.counts + them] === 0 && this.settings.noMove === 'lose') this.won = me;
  }

  /**
   * Takes `player`'s own piece off `cell`. Removals happen only once no red–blue pair is left,
   * so the pair count stays 0.
   */
  private remove(cell: Cell, player: Player): void {
    const { words, board, counts } = this.layout;
    this.state[board + cell] = EMPTY;
    this.bits[player * words + (cell >>> 5)]! &= ~(1 << (cell & 31));
    this.state[counts + player]!--;
  }

  /** `player`'s piece on `from` takes the enemy piece on `to`, keeping the pair count. */
  private capture(from: Cell, to: Cell, player: Player): void {
    const { words, board, counts } = this.layout;
    const state = this.state;
    const enemy = opponent(player);
    // The piece leaves `from` (its pairs go) …
    this.pairs -= this.around(from, enemy);
    state[board + from] = EMPTY;
    const bits = this.bits;
    bits[player * words + (from >>> 5)]! &= ~(1 << (from & 31));
    // … and `to` turns from enemy to own: its pairs with own neighbours go, with enemy ones come.
    const orth = this.table.grid.orthogonal;
    for (let k = to * 4, end = k + 4; k < end; k++) {
      const v = state[board + orth[k]!]!;
      this.pairs += isSeat(v, enemy) - isSeat(v, player);
    }
    state[board + to] = player;
    const w = to >>> 5;
    const bit = 1 << (to & 31);
    bits[enemy * words + w]! &= ~bit;
    bits[player * words + w]! |= bit;
    state[counts + enemy]!--;
  }

  /** Undoes {@link TalpaPosition.remove}: `player`'s piece is back on `cell`. */
  private unremove(cell: Cell, player: Player): void {
    const { words, board, counts } = this.layout;
    this.state[board + cell] = player;
    this.bits[player * words + (cell >>> 5)]! |= 1 << (cell & 31);
    this.state[counts + player]!++;
  }

  /**
   * Undoes {@link TalpaPosition.capture}: the same pair-count updates in reverse order, so each
   * sees the board its counterpart saw.
   */
  private uncapture(from: Cell, to: Cell, player: Player): void {
    const { words, board, counts } = this.layout;
    const state = this.state;
    const enemy = opponent(player);
    const orth = this.table.grid.orthogonal;
    for (let k = to * 4, end = k + 4; k < end; k++) {
      const v = state[board + orth[k]!]!;
      this.pairs -= isSeat(v, enemy) - isSeat(v, player);
    }
    state[board + to] = enemy;
    const bits = this.bits;
    const w = to >>> 5;
    const bit = 1 << (to & 31);
    bits[player * words + w]! &= ~bit;
    bits[enemy * words + w]! |= bit;
    state[counts + enemy]!++;
    state[board + from] = player;
    bits[player * words + (from >>> 5)]! |= 1 << (from & 31);
    this.pairs += this.around(from, enemy);
  }

  /** The number of `player`'s pieces orthogonally adjacent to `cell`. */
  private around(cell: Cell, player: Player): number {
    const orth = this.table.grid.orthogonal;
    const state = this.state;
    const board = this.layout.board;
    let n = 0;
    for (let k = cell * 4, end = k + 4; k < end; k++) n += isSeat(state[board + orth[k]!]!, player);
    return n;
  }

  /**
   * Joins the newly empty `cell` to its empty neighbours, as the root of their union. Only this
   * component changes, so a new path can only run through it.
   */
  private open(cell: Cell): void {
    const t = this.table;
    const state = this.state;
    const { board, regions, edgeSets, lines, links, closed } = this.layout;
    const orth = t.grid.orthogonal;
    let edges = t.edges[cell]!;
    for (let k = cell * 4, end = k + 4; k < end; k++) {
      const nb = orth[k]!;
      if (state[board + nb] !== EMPTY) continue; // off the board reads OFF_BOARD
      // A new crossing of the gap between the two squares' lines, Red's north and south, Blue's
      // east and west (`k & 1` is the player: see MoveTable.gap).
      if (state[links + t.gap[k]!]!++ === 0) state[closed + 2 + (k & 1)]!--;
      const root = this.root(nb);
      if (root === cell) continue;
      edges |= state[edgeSets + root]!;
      state[regions + root] = cell;
    }
    state[edgeSets + cell] = edges;
    if (state[lines + t.line[2 * cell]!]!++ === 0) state[closed + Player.Red]!--;
    if (state[lines + t.line[2 * cell + 1]!]!++ === 0) state[closed + Player.Blue]!--;
    if ((edges & EDGES_RED) === EDGES_RED) this.paths |= 1 << Player.Red;
    if ((edges & EDGES_BLUE) === EDGES_BLUE) this.paths |= 1 << Player.Blue;
  }

  /**
   * Undoes {@link TalpaPosition.open} of `cell`, the root of its component: the roots it
   * absorbed are the nodes whose parent is `cell`, one on the way up from each empty neighbour.
   */
  private close(cell: Cell): void {
    const t = this.table;
    const state = this.state;
    const { board, regions, lines, links, closed } = this.layout;
    if (--state[lines + t.line[2 * cell]!]! === 0) state[closed + Player.Red]!++;
    if (--state[lines + t.line[2 * cell + 1]!]! === 0) state[closed + Player.Blue]!++;
    const orth = t.grid.orthogonal;
    for (let k = cell * 4, end = k + 4; k < end; k++) {
      let node = orth[k]!;
      if (state[board + node] !== EMPTY) continue;
      if (--state[links + t.gap[k]!]! === 0) state[closed + 2 + (k & 1)]!++;
      // Stop below `cell`, or at a root: a neighbour of a component already detached.
      for (let up = state[regions + node]!; up !== cell && up >= 0; up = state[regions + node]!) node = up;
      state[regions + node] = -1;
    }
  }

  /**
   * The root of an empty cell's component. No path compression (see {@link Layout.regions}):
   * the trees stay shallow in practice, since each find starts next to the newest square.
   */
  private root(cell: Cell): Cell {
    const state = this.state;
    const regions = this.layout.regions;
    for (let up = state[regions + cell]!; up >= 0; up = state[regions + cell]!) cell = up;
    return cell;
  }

  /**
   * Takes back the last move in place and returns it: board, pieces, paths, captures, phase,
   * side to move, key, and a finished game is live again. Costs about what its `play` cost.
   *
   * @throws `IllegalMoveError` (reason `'no-history'`) if no move has been played; the position
   *   is then unchanged.
   */
  undo(): TalpaMove {
    const move = this.played.pop();
    if (move === undefined) throw new IllegalMoveError('no move to undo', Reason.NoHistory);
    const t = this.table;
    const them = this.side;
    const me = opponent(them);
    // A move is played only in a live game, which has no path (either would have ended it).
    this.side = me;
    this.won = -1;
    this.paths = 0;
    this.flipKeys(me, move);
    if (move >= t.pass) return move; // a pass changed nothing else
    if (move < t.captures) {
      const from = t.from[move]!;
      this.close(from);
      this.uncapture(from, t.to[move]!, me);
    } else {
      const cell = move - t.removalBase;
      this.close(cell);
      this.unremove(cell, me);
    }
    return move;
  }

  /**
   * The 64-bit key of the position: the same for the same squares, side to move and rules,
   * however the position was reached (the move order and passes do not count), kept by `clone`
   * and `toJSON`/`fromJSON`.
   */
  key(): bigint {
    return zobristKeyOf(this);
  }

  /** Applies to the key and the mirror keys the change of `move` by `side` (its own inverse). */
  private flipKeys(side: Player, move: TalpaMove): void {
    const t = this.table;
    const k = 2 * (side * t.size + move);
    this.keyLo ^= t.moveKeys[k]!;
    this.keyHi ^= t.moveKeys[k + 1]!;
    const m = this.mirrorKeys;
    if (m === undefined) return;
    // Unrolled over the MIRRORS (3) pairs of halves: `k` is 2 * (side * ids + move).
    const mirrored = t.mirrorMoveKeys;
    const j = MIRRORS * k;
    m[0]! ^= mirrored[j]!;
    m[1]! ^= mirrored[j + 1]!;
    m[2]! ^= mirrored[j + 2]!;
    m[3]! ^= mirrored[j + 3]!;
    m[4]! ^= mirrored[j + 4]!;
    m[5]! ^= mirrored[j + 5]!;
  }

  /** {@link TalpaPosition.key} as its low and high 32 bits, into `out[0]` and `out[1]`, without a `bigint`. */
  keyInto(out: Int32Array): void {
    positionKeyInto(
      this.keyLo,
      this.keyHi,
      this.side,
      this.pairs === 0,
      this.settings.noMove === 'lose',
      out,
    );
  }

  /**
   * The key of the position's class under the board's mirror images that keep each player's
   * edges (files reversed, ranks reversed, both): the least of the four images' keys, into
   * `out[0]` (low) and `out[1]` (high). A position and its mirror images have the same value for
   * the side to move, so a solver keeps one answer for them.
   */
  canonicalKeyInto(out: Int32Array): void {
    let lo = this.keyLo;
    let hi = this.keyHi;
    const m = (this.mirrorKeys ??= mirrorKeysOf(
      this.table,
      this.table.grid.size,
      (c) => this.pieceAt(c) ?? -1,
    ));
    for (let i = 0; i < 2 * MIRRORS; i += 2) {
      const l = m[i]!;
      const h = m[i + 1]!;
      if (zobristBelow(h, l, hi, lo)) {
        lo = l;
        hi = h;
      }
    }
    positionKeyInto(lo, hi, this.side, this.pairs === 0, this.settings.noMove === 'lose', out);
  }

  clone(): this {
    const { settings, table, layout, bits, state, paths, pairs, side, won, played, keyLo, keyHi } = this;
    return new TalpaPosition(
      settings,
      table,
      layout,
      bits.slice(),
      state.slice(),
      paths,
      pairs,
      side,
      won,
      played.slice(),
      keyLo,
      keyHi,
      this.mirrorKeys?.slice(),
    ) as this;
  }

  isOver(): boolean {
    return this.won >= 0;
  }

  outcome(): Outcome | undefined {
    if (this.won < 0) return undefined;
    return { scores: this.won === Player.Red ? [1, -1] : [-1, 1], winners: [this.won] };
  }

  toJSON(): TalpaJSON {
    const { width, height, noMove } = this.settings;
    return {
      game: 'talpa',
      version: JSON_LAYOUT_VERSION,
      options: { width, height, noMove },
      moves: this.history.map((m) => formatMoveOf(this.table, m)),
    };
  }
}
