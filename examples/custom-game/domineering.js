// @ts-check
// Domineering, written once on @quadrille/core's protocol and described for tools: this one
// module is what the CLI loads (`quadrille play domineering --module ./domineering.js`), what the
// board is given (`board.game = domineering`) and what @quadrille/testing checks.
//
// The rules: two players take turns placing dominoes on an empty board, Vertical (seat 0, first)
// covering a cell and the one above it, Horizontal a cell and the one to its right. A player who
// cannot place a domino on their turn loses.
//
// Plain JavaScript (types from JSDoc), so that Node, the CLI, Vite and Vitest all load this file
// as it is, with no build step.
import {
  describeValue,
  emptyCellViews,
  failOptions,
  failSetup,
  Grid,
  IllegalMoveError,
  NAMED_COLOURS,
  NotationError,
  OptionsError,
  Reason,
  readDocument,
  readRecord,
  readStrings,
  readViewOptions,
  replayMoves,
  statusLine,
  targetsOverlay,
  withDocumentOptions,
  zobristBelow,
  zobristKey,
  zobristTable,
} from '@quadrille/core';

/** @typedef {{ width?: number, height?: number }} DomineeringOptions */
/** @typedef {{ width: number, height: number }} DomineeringRules */
/**
 * A move: `2 * cell + direction`, where `cell` is the domino's lower (or left) cell and
 * direction 0 is vertical (Vertical's), 1 horizontal (Horizontal's).
 * @typedef {number} DomineeringMove
 */

/** The longest side a board may have. */
export const MAX_SIDE = 16;
const VERTICAL = 0;
const EMPTY = -1;

/**
 * Validates untrusted options and fills in the defaults (8 × 8).
 * @param {unknown} options
 * @returns {DomineeringRules}
 */
function readOptions(options = {}) {
  // Only a plain object with known keys: a typo or `__proto__` is refused, never read.
  const o = readRecord(
    options,
    ['width', 'height'],
    'domineering options',
    failOptions,
    Reason.UnknownOption,
  );
  const width = side(o.width ?? 8, 'width');
  const height = side(o.height ?? width, 'height');
  return { width, height };
}

/** @param {unknown} value @param {string} name @returns {number} */
function side(value, name) {
  if (typeof value !== 'number' || !Number.isInteger(value))
    throw new OptionsError(
      `domineering ${name} must be an integer, got ${describeValue(value)}`,
      Reason.BadType,
    );
  if (value < 2 || value > MAX_SIDE)
    throw new OptionsError(`domineering ${name} must be from 2 to ${MAX_SIDE}, got ${value}`, 'out-of-range');
  return value;
}

// Zobrist features: a cell covered by a seat's domino (2 * cell + seat), and "Horizontal to move".
const HORIZONTAL_TO_MOVE = 2 * MAX_SIDE * MAX_SIDE;
const ZOBRIST = zobristTable(0x646f6d, HORIZONTAL_TO_MOVE + 1); // this game's own salt: 'dom'

/** The mirror images of each board's cells, made once per board. @type {WeakMap<Grid, Int32Array>} */
const IMAGES = new WeakMap();

/**
 * Where each cell goes in the board's three mirror images that keep every domino's direction
 * (files reversed, ranks reversed, both): `images[3 * cell + i]` for mirror `i`. A position and
 * its mirror images are worth the same to each player, so a solver can keep one answer for all
 * four (`canonicalKeyInto`). (A quarter turn would make Vertical's dominoes Horizontal's.)
 * @param {Grid} grid
 */
function mirrorImages(grid) {
  const known = IMAGES.get(grid);
  if (known !== undefined) return known;
  const images = new Int32Array(3 * grid.size);
  for (let cell = 0; cell < grid.size; cell++) {
    const file = grid.fileOf(cell);
    const rank = grid.rankOf(cell);
    const [f, r] = [grid.width - 1 - file, grid.height - 1 - rank];
    images.set([grid.cell(f, rank), grid.cell(file, r), grid.cell(f, r)], 3 * cell);
  }
  IMAGES.set(grid, images);
  return images;
}

/** A position: mutable, as the protocol has it. Create one with `domineering.create`. */
export class DomineeringPosition {
  seats = 2;

  /** @param {Grid} grid */
  constructor(grid) {
    this.grid = grid;
    /** The seat whose domino covers each cell, or -1. */
    this.board = new Int8Array(grid.size).fill(EMPTY);
    /** @type {DomineeringMove[]} */
    this.moves = [];
    this.keyHi = 0;
    this.keyLo = 0;
    /** The cells' mirror images, and the mirror images' keys: three pairs of halves (low, high). */
    this.images = mirrorImages(grid);
    this.mirrorKeys = new Int32Array(6);
  }

  get turn() {
    return this.moves.length % 2;
  }

  get history() {
    return this.moves;
  }

  /** @returns {DomineeringRules} */
  get rules() {
    return { width: this.grid.width, height: this.grid.height };
  }

  /**
   * The two cells of `move`, or undefined for a number that is no domino on this board.
   * @param {unknown} move
   * @returns {[number, number] | undefined}
   */
  cellsOf(move) {
    // Bounded first: bit operations on larger numbers would wrap around.
    if (typeof move !== 'number' || !Number.isInteger(move) || move < 0 || move >= 2 * this.grid.size)
      return undefined;
    const cell = move >> 1;
    const file = this.grid.fileOf(cell);
    const rank = this.grid.rankOf(cell);
    const [f, r] = (move & 1) === VERTICAL ? [file, rank + 1] : [file + 1, rank];
    return this.grid.onBoard(f, r) ? [cell, this.grid.cell(f, r)] : undefined;
  }

  /** @param {number} move @returns {move is DomineeringMove} */
  isLegal(move) {
    const cells = this.cellsOf(move);
    if (cells === undefined || (move & 1) !== this.turn) return false; // the other player's direction
    return this.board[cells[0]] === EMPTY && this.board[cells[1]] === EMPTY;
  }

  /** Every legal move, ascending (the cells in order, the mover's direction only). */
  legalMoves() {
    const out = [];
    for (let cell = 0; cell < this.grid.size; cell++) {
      const move = 2 * cell + this.turn;
      if (this.isLegal(move)) out.push(move);
    }
    return out;
  }

  isOver() {
    for (let cell = 0; cell < this.grid.size; cell++) if (this.isLegal(2 * cell + this.turn)) return false;
    return true;
  }

  /** @param {DomineeringMove} move */
  play(move) {
    if (!this.isLegal(move)) throw this.whyIllegal(move);
    this.place(move, this.turn);
    this.moves.push(move);
  }

  undo() {
    const move = this.moves.pop();
    if (move === undefined) throw new IllegalMoveError('no move to take back', Reason.NoHistory);
    this.place(move, EMPTY);
    return move;
  }

  /** Covers (or with EMPTY uncovers) the cells of `move`, keeping the key and the mirror images' keys. */
  place(/** @type {number} */ move, /** @type {number} */ seat) {
    const seatOf = move & 1;
    for (const cell of /** @type {[number, number]} */ (this.cellsOf(move))) {
      this.board[cell] = seat;
      this.toggle(2 * cell + seatOf);
      for (let i = 0; i < 3; i++)
        this.toggleMirror(i, 2 * /** @type {number} */ (this.images[3 * cell + i]) + seatOf);
    }
    this.toggle(HORIZONTAL_TO_MOVE);
    for (let i = 0; i < 3; i++) this.toggleMirror(i, HORIZONTAL_TO_MOVE);
  }

  /** @param {number} feature */
  toggle(feature) {
    this.keyLo ^= /** @type {number} */ (ZOBRIST[2 * feature]);
    this.keyHi ^= /** @type {number} */ (ZOBRIST[2 * feature + 1]);
  }

  /** Flips `feature` in the key of mirror image `i`. @param {number} i @param {number} feature */
  toggleMirror(i, feature) {
    const keys = this.mirrorKeys;
    keys[2 * i] = /** @type {number} */ (keys[2 * i]) ^ /** @type {number} */ (ZOBRIST[2 * feature]);
    keys[2 * i + 1] =
      /** @type {number} */ (keys[2 * i + 1]) ^ /** @type {number} */ (ZOBRIST[2 * feature + 1]);
  }

  key() {
    return zobristKey(this.keyHi, this.keyLo);
  }

  /** `key()` as its low and high 32 bits, into `out[0]` and `out[1]`: what a solver reads at every node. */
  keyInto(/** @type {Int32Array} */ out) {
    out[0] = this.keyLo;
    out[1] = this.keyHi;
  }

  /**
   * The least of the keys of the position and its three mirror images, into `out[0]` (low) and
   * `out[1]` (high): one key for the four, which a solver's table shares.
   */
  canonicalKeyInto(/** @type {Int32Array} */ out) {
    let lo = this.keyLo;
    let hi = this.keyHi;
    for (let i = 0; i < 6; i += 2) {
      const l = /** @type {number} */ (this.mirrorKeys[i]);
      const h = /** @type {number} */ (this.mirrorKeys[i + 1]);
      if (zobristBelow(h, l, hi, lo)) [lo, hi] = [l, h];
    }
    out[0] = lo;
    out[1] = hi;
  }

  /** @param {unknown} move */
  whyIllegal(move) {
    if (this.isOver()) return new IllegalMoveError('the game is over', Reason.GameOver);
    const cells = this.cellsOf(move);
    if (cells === undefined)
      return new IllegalMoveError(`${describeValue(move)} is not a domino on this board`, Reason.NotAMove);
    const domino = /** @type {number} */ (move); // cellsOf took it: a number
    if ((domino & 1) !== this.turn)
      return new IllegalMoveError(`${seatNames[this.turn]} places dominoes the other way`, 'wrong-direction');
    return new IllegalMoveError(`${formatMove(this, domino)} covers a covered cell`, 'occupied');
  }

  clone() {
    const copy = new /** @type {new (grid: Grid) => this} */ (this.constructor)(this.grid);
    copy.board.set(this.board);
    copy.moves.push(...this.moves);
    copy.keyHi = this.keyHi;
    copy.keyLo = this.keyLo;
    copy.mirrorKeys.set(this.mirrorKeys);
    return copy;
  }

  /** The player to move when no domino fits has lost. */
  outcome() {
    if (!this.isOver()) return undefined;
    const winner = 1 - this.turn;
    return { scores: winner === 0 ? [1, 0] : [0, 1], winners: [winner] };
  }

  toJSON() {
    return {
      game: 'domineering',
      version: 1,
      options: this.rules,
      moves: this.moves.map((m) => formatMove(this, m)),
    };
  }
}

/** A move's notation: its two cells, lower or left first (`b2-b3`, `b2-c2`). */
function formatMove(/** @type {DomineeringPosition} */ pos, /** @type {number} */ move) {
  const cells = pos.cellsOf(move);
  if (cells === undefined)
    throw new IllegalMoveError(`${describeValue(move)} is not a domino on this board`, Reason.NotAMove);
  return cells.map((c) => pos.grid.name(c)).join('-');
}

/**
 * The move `text` names, if it is legal in `pos`.
 * @param {DomineeringPosition} pos
 * @param {string} text
 * @returns {DomineeringMove}
 */
function parseMove(pos, text) {
  if (typeof text !== 'string')
    throw new NotationError(`a move must be a string, got ${describeValue(text)}`, Reason.NotAString);
  const parts = text.split('-');
  const cells = parts.length === 2 ? parts.map((p) => pos.grid.tryParse(p)) : [];
  const [a, b] = cells;
  if (a === undefined || b === undefined)
    throw new NotationError(`${describeValue(text)} is not two cells such as b2-b3`, Reason.Malformed);
  const [low, high] = a < b ? [a, b] : [b, a];
  const { grid } = pos;
  const df = grid.fileOf(high) - grid.fileOf(low);
  const dr = grid.rankOf(high) - grid.rankOf(low);
  if (df + dr !== 1 || df * dr !== 0)
    throw new NotationError(
      `${describeValue(text)}: the cells of a domino are side by side`,
      Reason.Malformed,
    );
  const move = 2 * low + (dr === 1 ? VERTICAL : 1);
  if (!pos.isLegal(move)) throw pos.whyIllegal(move);
  return move;
}

/**
 * The position a `toJSON` document describes; the moves are replayed, so a document can only
 * describe a position the rules reach.
 * @param {unknown} data
 */
function fromJSON(data) {
  const doc = readDocument(data, 'domineering', ['moves']);
  const rules = withDocumentOptions(() => readOptions(doc.options));
  const pos = new DomineeringPosition(Grid.of(rules.width, rules.height));
  const moves = readStrings(doc.moves, 'moves', pos.grid.size / 2, failSetup);
  return replayMoves(pos, moves, parseMove);
}

const seatNames = ['Vertical', 'Horizontal'];
const SEATS = [
  { name: 'Vertical', colour: /** @type {string} */ (NAMED_COLOURS.vertical) },
  { name: 'Horizontal', colour: /** @type {string} */ (NAMED_COLOURS.horizontal) },
];

/**
 * The board as core's BoardView, which the board element and @quadrille/svg draw.
 * @param {DomineeringPosition} pos
 * @param {import('@quadrille/core').ViewOptions} [options]
 * @returns {import('@quadrille/core').BoardView}
 */
function view(pos, options) {
  const { targets } = readViewOptions(options);
  /** @type {import('@quadrille/core').CellView[]} */
  const cells = emptyCellViews(pos.grid);
  pos.board.forEach((seat, c) => {
    if (seat !== EMPTY) cells[c] = { ...cells[c], name: pos.grid.name(c), owner: seat, glyph: 'square' };
  });
  /** @type {import('@quadrille/core').Overlay[]} */
  const overlays = [];
  const last = pos.history.at(-1);
  if (last !== undefined)
    overlays.push({ kind: 'last-move', cells: /** @type {number[]} */ (pos.cellsOf(last)) });
  if (targets) overlays.push(targetsOverlay(pos, (m) => /** @type {number[]} */ (pos.cellsOf(m))));
  const over = pos.isOver();
  return {
    game: 'domineering',
    width: pos.grid.width,
    height: pos.grid.height,
    cells,
    overlays,
    colours: SEATS.map((s, seat) => ({ name: s.name, seat })),
    ...(over ? {} : { toMove: pos.turn, seatToMove: pos.turn }),
    status: statusLine(pos, seatNames),
    over,
  };
}

/**
 * The game: core's protocol plus the description tools read (title, presets, seats, view, the
 * cells a person selects for each move).
 * @type {import('@quadrille/core').GameDescription<DomineeringPosition, DomineeringMove, DomineeringOptions, { cells: readonly number[], name: string }>}
 */
export const domineering = {
  id: 'domineering',
  title: 'Domineering',
  summary:
    'Domineering: place dominoes, Vertical upright and Horizontal flat; who cannot place one loses (moves: b2-b3)',
  // The options for tools: the command line's --option, rooms, the fuzzer.
  options: {
    options: {
      width: { type: 'integer', min: 2, max: MAX_SIDE, default: 8, doc: 'files of the board' },
      height: { type: 'integer', min: 2, max: MAX_SIDE, doc: 'ranks of the board (default: the width)' },
    },
    samples: [
      { width: 2, height: 2 },
      { width: 6, height: 3 },
    ],
  },
  presets: [
    { name: 'standard', label: 'Standard: 8×8', options: {} },
    { name: 'small', label: 'Small: 5×5', options: { width: 5 } },
  ],
  demo: { preset: 'small', iterations: 200 },
  create: (options) => {
    const { width, height } = readOptions(options);
    return new DomineeringPosition(Grid.of(width, height));
  },
  fromJSON,
  formatMove,
  parseMove,
  view,
  describeMove(pos, move) {
    const cells = pos.cellsOf(move);
    if (cells === undefined)
      throw new IllegalMoveError(`${describeValue(move)} is not a domino on this board`, Reason.NotAMove);
    return { cells, name: formatMove(pos, move) };
  },
  seats: () => SEATS,
  // A person makes a move by selecting its two cells, in either order.
  input: { ordered: false, cells: (pos, move) => /** @type {number[]} */ (pos.cellsOf(move)) },
};
