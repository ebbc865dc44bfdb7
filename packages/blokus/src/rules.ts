/**
 * Variants and options: {@link BlokusOptions} are validated once into an immutable
 * {@link BlokusRules} (board, colours and the seats that own them, starting points, piece set,
 * scoring, and the shared placement table) that every position of the game points to.
 *
 * @module
 */

import {
  type Cell,
  describeValue,
  failOptions,
  GeometryError,
  Grid,
  OptionsError,
  type OptionsSchema,
  Polyomino,
  Reason,
  readArray,
  readRecord,
} from '@quadrille/core';
import { MAX_TABLE_BYTES } from './limits.js';
import { PieceSet, standardShape } from './pieces.js';
import { PlacementTable } from './placements.js';

/** The built-in variants. */
export const BLOKUS_VARIANTS = ['classic', 'classic2', 'classic3', 'duo', 'junior'] as const;
/** One of {@link BLOKUS_VARIANTS}. */
export type BlokusVariant = (typeof BLOKUS_VARIANTS)[number];

/** The scoring rules. */
export const BLOKUS_SCORINGS = ['advanced', 'basic', 'positive'] as const;
/**
 * `advanced` (default, Mattel): −1 per unplaced square, +15 when all pieces are placed, +5 more
 * when the monomino came last. `basic`: −1 per unplaced square. `positive` (Pentobi): +1 per
 * placed square plus the same bonuses as `advanced` (ranks identically to it). Junior has no
 * bonuses (as Pentobi plays it): its `advanced` is `basic`.
 */
export type BlokusScoring = (typeof BLOKUS_SCORINGS)[number];

/** A piece in {@link BlokusOptions.pieces}: a standard name, a core `Polyomino`, or `[x, y]` cells. */
export type PieceSpec = string | Polyomino | readonly (readonly [number, number])[];

/** Options of `blokus.create`. Every field is optional; the defaults give the named variant. */
export interface BlokusOptions {
  /**
   * The base variant (default `classic`): fixes the colours, their order and the seats; `junior`
   * also the piece set (two of each of twelve small pieces) and no bonuses.
   */
  readonly variant?: BlokusVariant;
  /** Board width, 1..32 (default 20, or 14 in Duo). */
  readonly width?: number;
  /** Board height, 1..32 (default: the width if given, else 20, or 14 in Duo). */
  readonly height?: number;
  /**
   * Starting points per colour (in colour order), each a cell name or a list of cell names
   * (the first piece must cover one of them). Default: the corners (classic variants), or the
   * cells 5 from the top-left and bottom-right corners (Duo and Junior: e10 and j5).
   */
  readonly startPoints?: readonly (string | readonly string[])[];
  /** A colour's first piece may cover any of the board's corners (default false). */
  readonly freeCorners?: boolean;
  /** A colour's first piece may cover any colour's starting point (default false). */
  readonly freeStart?: boolean;
  /**
   * The piece set (default: every free polyomino of size ≤ `maxPieceSize`, or Junior's). A piece
   * listed twice is owned twice.
   */
  readonly pieces?: readonly PieceSpec[];
  /** With no `pieces`: all free polyominoes of size 1..k, k from 1 to 6 (default 5). */
  readonly maxPieceSize?: number;
  /** The scoring rule (default `advanced`). */
  readonly scoring?: BlokusScoring;
}

/** The `colourSeat` of a colour played by every seat in rotation (classic3's Green). */
export const ROTATING_SEAT = -1;

interface VariantShape {
  readonly colours: readonly string[];
  readonly letters: readonly string[];
  readonly seats: number;
  /** The seat owning each colour, or {@link ROTATING_SEAT}. */
  readonly colourSeat: readonly number[];
  readonly side: number;
  readonly sgfName: string;
  /** Points for placing every piece, and more when the monomino came last. */
  readonly bonus: { readonly all: number; readonly monominoLast: number };
}

/** What the three classic variants share: they differ only in seats and who owns each colour. */
const CLASSIC = {
  colours: ['blue', 'yellow', 'red', 'green'],
  letters: ['1', '2', '3', '4'],
  side: 20,
  bonus: { all: 15, monominoLast: 5 },
} as const;

const SHAPES: Readonly<Record<BlokusVariant, VariantShape>> = {
  classic: { ...CLASSIC, seats: 4, colourSeat: [0, 1, 2, 3], sgfName: 'Blokus' },
  classic2: { ...CLASSIC, seats: 2, colourSeat: [0, 1, 0, 1], sgfName: 'Blokus Two-Player' },
  classic3: { ...CLASSIC, seats: 3, colourSeat: [0, 1, 2, ROTATING_SEAT], sgfName: 'Blokus Three-Player' },
  duo: {
    colours: ['purple', 'orange'],
    letters: ['B', 'W'],
    seats: 2,
    colourSeat: [0, 1],
    side: 14,
    sgfName: 'Blokus Duo',
    bonus: { all: 15, monominoLast: 5 },
  },
  junior: {
    colours: ['green', 'orange'],
    letters: ['B', 'W'],
    seats: 2,
    colourSeat: [0, 1],
    side: 14,
    sgfName: 'Blokus Junior',
    bonus: { all: 0, monominoLast: 0 },
  },
};

/** The piece set of a variant when no `pieces` or `maxPieceSize` is given. */
function standardPieces(variant: BlokusVariant): PieceSet {
  return variant === 'junior' ? PieceSet.junior() : PieceSet.upTo(5);
}

/** The largest board side accepted in options (a rank must fit a 32-bit word). */
export const MAX_BOARD_SIDE = 32;
/**
 * The most placements accepted (a time guard for custom piece sets: building a table takes
 * about 10 µs per placement).
 */
export const MAX_PLACEMENTS = 120_000;
const OPTION_KEYS = [
  'variant',
  'width',
  'height',
  'startPoints',
  'freeCorners',
  'freeStart',
  'pieces',
  'maxPieceSize',
  'scoring',
];

/** The Blokus option sets of the samples below, on Duo's board and on the classic one. */
function samplesOn(variant: 'duo' | 'classic'): Readonly<Record<string, unknown>>[] {
  const two = variant === 'duo';
  const small = two ? { width: 10, height: 12 } : { width: 12, height: 14 };
  // Starting points in both forms: a cell, and a list of cells (any one of them).
  const startPoints = two ? [['e10', 'f9'], 'j5'] : [['a1', 'b2'], 't1', 't20', 'a20'];
  return [
    { variant, scoring: 'basic' },
    { variant, ...small },
    { variant, maxPieceSize: 4, freeCorners: true },
    { variant, pieces: ['X', 'I5', 'L4', 'V3', [[0, 0]]], scoring: 'positive' },
    // A piece owned twice (Junior's kind of set).
    { variant, pieces: ['L4', 'L4', 'V3', '2', '2', '1'] },
    { variant, freeStart: true, maxPieceSize: 3 },
    { variant, startPoints },
  ];
}

/** Blokus' options for tools (core's `OptionsSchema`): what `blokus.create` accepts. */
export const BLOKUS_OPTIONS: OptionsSchema = {
  options: {
    variant: {
      type: 'choice',
      values: BLOKUS_VARIANTS,
      default: 'classic',
      doc: 'the base variant: colours, their order and the seats (junior: its piece set too, and no bonuses)',
    },
    width: {
      type: 'integer',
      min: 1,
      max: MAX_BOARD_SIDE,
      doc: 'board width (default 20, 14 in Duo and Junior; a rank is one 32-bit word)',
    },
    height: {
      type: 'integer',
      min: 1,
      max: MAX_BOARD_SIDE,
      doc: 'board height (default: the width if given, else as the width)',
    },
    startPoints: {
      type: 'json',
      examples: [
        ['e10', 'j5'],
        [['e10', 'f9'], 'j5'],
      ],
      doc: 'one entry per colour: a cell name or a list of them, which its first piece must cover (default: the corners, or e10 and j5 in Duo and Junior; not with freeCorners)',
    },
    freeCorners: {
      type: 'boolean',
      default: false,
      doc: "every colour's first piece may cover any corner of the board",
    },
    freeStart: {
      type: 'boolean',
      default: false,
      doc: "every colour's first piece may cover any colour's starting point (either Duo point)",
    },
    pieces: {
      type: 'json',
      examples: [['X', 'I5', 'L4', 'V3', [[0, 0]]]],
      doc: 'an explicit piece set: standard names (F, I5, 1; aliases I1, I2, O4), core Polyominoes or [x, y] cell lists (at most 8 cells); a shape listed twice is owned twice, as in Junior (not with maxPieceSize)',
    },
    maxPieceSize: {
      type: 'integer',
      min: 1,
      max: 6,
      default: 5,
      doc: 'without pieces: the piece set is every free polyomino of 1 to this many squares',
    },
    scoring: {
      type: 'choice',
      values: BLOKUS_SCORINGS,
      default: 'advanced',
      doc: 'advanced: −1 per unplaced square, +15 when all are placed, +5 more if the monomino came last; basic: −1 per unplaced square; positive (Pentobi): +1 per placed square and the same bonuses',
    },
  },
  samples: [...samplesOn('duo'), ...samplesOn('classic')],
};

/** JSON-compatible normalised options (what `toJSON` stores and `create` accepts). */
export interface NormalisedOptions {
  readonly variant: BlokusVariant;
  readonly width: number;
  readonly height: number;
  readonly startPoints?: readonly (readonly string[])[];
  readonly freeCorners?: boolean;
  readonly freeStart?: boolean;
  readonly pieces?: readonly (readonly (readonly [number, number])[])[];
  readonly maxPieceSize?: number;
  readonly scoring: BlokusScoring;
}

/** The validated rules of a game: everything about it that never changes while it is played. */
export class BlokusRules {
  /** The base variant. */
  readonly variant: BlokusVariant;
  /** The board. */
  readonly grid: Grid;
  /** Colour names in turn order (`blue`, `yellow`, `red`, `green`, or Duo's `purple`, `orange`). */
  readonly colourNames: readonly string[];
  /** The SGF move property of each colour (`1`–`4`, or `B`/`W` in Duo). */
  readonly colourLetters: readonly string[];
  /** Number of colours. */
  readonly colours: number;
  /** Number of seats. */
  readonly seats: number;
  /** The seat owning each colour; {@link ROTATING_SEAT} for classic3's shared Green. */
  readonly colourSeat: readonly number[];
  /** Starting points of each colour (its first piece covers one of them). */
  readonly starts: readonly (readonly Cell[])[];
  /** The piece set each colour owns. */
  readonly pieceSet: PieceSet;
  /** The scoring rule. */
  readonly scoring: BlokusScoring;
  /** The shared placement table. */
  readonly table: PlacementTable;
  /** The options in normalised, JSON-compatible form. */
  readonly options: NormalisedOptions;
  /** Whether these are the standard rules of the variant (any scoring): SGF can record them. */
  readonly isStandard: boolean;
  /** The SGF `GM` value of the base variant. */
  readonly sgfName: string;
  /** Points for placing every piece (15; Junior 0). */
  readonly allPiecesBonus: number;
  /** Points more when the monomino came last (5; Junior 0). */
  readonly monominoBonus: number;

  private constructor(o: NormalisedOptions, pieceSet: PieceSet, starts: Cell[][], isStandard: boolean) {
    const shape = SHAPES[o.variant];
    this.variant = o.variant;
    this.grid = Grid.of(o.width, o.height);
    this.colourNames = shape.colours;
    this.colourLetters = shape.letters;
    this.colours = shape.colours.length;
    this.seats = shape.seats;
    this.colourSeat = shape.colourSeat;
    this.starts = starts;
    this.pieceSet = pieceSet;
    this.scoring = o.scoring;
    this.table = PlacementTable.of(this.grid, pieceSet);
    this.options = o;
    this.isStandard = isStandard;
    this.sgfName = shape.sgfName;
    this.allPiecesBonus = shape.bonus.all;
    this.monominoBonus = shape.bonus.monominoLast;
  }

  /**
   * Validates options.
   *
   * @throws `OptionsError` with a message naming the offending option.
   */
  static from(given: BlokusOptions | undefined): BlokusRules {
    const options: BlokusOptions =
      given === undefined
        ? {}
        : readRecord(given, OPTION_KEYS, 'blokus options', failOptions, Reason.UnknownOption);
    const variant = options.variant ?? 'classic';
    if (!(BLOKUS_VARIANTS as readonly unknown[]).includes(variant)) {
      throw new OptionsError(
        `variant must be one of ${BLOKUS_VARIANTS.join(', ')}, got ${describeValue(variant)}`,
        'bad-variant',
      );
    }
    const shape = SHAPES[variant];
    const width = side('width', options.width ?? shape.side);
    const height = side('height', options.height ?? options.width ?? shape.side);
    const grid = Grid.of(width, height);
    const scoring = options.scoring ?? 'advanced';
    if (!(BLOKUS_SCORINGS as readonly unknown[]).includes(scoring)) {
      throw new OptionsError(
        `scoring must be one of ${BLOKUS_SCORINGS.join(', ')}, got ${describeValue(scoring)}`,
        'bad-scoring',
      );
    }
    const freeCorners = flag('freeCorners', options.freeCorners);
    const freeStart = flag('freeStart', options.freeStart);
    let starts: Cell[][];
    let startPoints: string[][] | undefined;
    if (options.startPoints !== undefined) {
      if (freeCorners) throw new OptionsError('startPoints and freeCorners exclude each other', 'conflict');
      startPoints = startPointsOf(options.startPoints, grid, shape.colours.length);
      starts = startPoints.map((names) => names.map((n) => grid.parse(n)));
    } else if (freeCorners) {
      starts = shape.colours.map(() => grid.corners().sort((a, b) => a - b));
    } else {
      starts = defaultStarts(variant, grid);
    }
    if (freeStart) {
      const union = [...new Set(starts.flat())].sort((a, b) => a - b);
      starts = starts.map(() => union);
    }
    // The piece set last: its placement table is the one large allocation, checked first.
    const { pieceSet, pieces, maxPieceSize } = pieceSetOf(options, variant);
    checkTableSize(grid, pieceSet);
    const normalised: NormalisedOptions = {
      variant,
      width,
      height,
      ...(startPoints !== undefined ? { startPoints } : {}),
      ...(freeCorners ? { freeCorners } : {}),
      ...(freeStart ? { freeStart } : {}),
      ...(pieces !== undefined ? { pieces } : {}),
      ...(maxPieceSize !== undefined ? { maxPieceSize } : {}),
      scoring,
    };
    const isStandard =
      width === shape.side &&
      height === shape.side &&
      startPoints === undefined &&
      !freeCorners &&
      !freeStart &&
      pieceSet.key === standardPieces(variant).key;
    return new BlokusRules(normalised, pieceSet, starts, isStandard);
  }

  /** The seat that plays colour `colour` when it has placed `placed` pieces. */
  seatOf(colour: number, placed: number): number {
    const seat = this.colourSeat[colour]!;
    return seat === ROTATING_SEAT ? placed % this.seats : seat;
  }

  /** Whether colour `colour` counts towards a seat's score. */
  isScored(colour: number): boolean {
    return this.colourSeat[colour] !== ROTATING_SEAT;
  }
}

/**
 * @throws `OptionsError` `too-large` when the placement table of `pieceSet` on `grid` would
 *   have more than {@link MAX_PLACEMENTS} placements or take more than {@link MAX_TABLE_BYTES}.
 */
function checkTableSize(grid: Grid, pieceSet: PieceSet): void {
  const count = PlacementTable.countFor(grid, pieceSet);
  if (count > MAX_PLACEMENTS) {
    throw new OptionsError(
      `a ${grid.width}x${grid.height} board with these pieces has ${count} placements, more than the limit of ${MAX_PLACEMENTS}: use a smaller board or piece set`,
      Reason.TooLarge,
    );
  }
  const bytes = PlacementTable.bytesFor(grid, pieceSet);
  if (bytes > MAX_TABLE_BYTES) {
    throw new OptionsError(
      `a ${grid.width}x${grid.height} board with these pieces needs about ${Math.ceil(bytes / 2 ** 20)} MiB of tables, more than MAX_TABLE_BYTES (${MAX_TABLE_BYTES / 2 ** 20} MiB)`,
      Reason.TooLarge,
    );
  }
}

function side(name: string, value: unknown): number {
  if (!Number.isInteger(value) || (value as number) < 1 || (value as number) > MAX_BOARD_SIDE) {
    throw new OptionsError(
      `${name} must be an integer from 1 to ${MAX_BOARD_SIDE}, got ${describeValue(value)}`,
      'bad-size',
    );
  }
  return value as number;
}

function flag(name: string, value: unknown): boolean {
  if (value === undefined) return false;
  if (typeof value !== 'boolean')
    throw new OptionsError(`${name} must be a boolean, got ${describeValue(value)}`, Reason.BadType);
  return value;
}

function defaultStarts(variant: BlokusVariant, grid: Grid): Cell[][] {
  const { width: w, height: h } = grid;
  if (variant === 'duo' || variant === 'junior') {
    if (w < 5 || h < 5) throw new OptionsError('Duo boards smaller than 5x5 need startPoints', 'bad-size');
    const first = grid.cell(4, h - 5);
    const second = grid.cell(w - 5, 4);
    if (first === second) throw new OptionsError('this Duo board needs explicit startPoints', 'bad-size');
    return [[first], [second]];
  }
  // Blue top-left, Yellow top-right, Red bottom-right, Green bottom-left.
  return [[grid.cell(0, h - 1)], [grid.cell(w - 1, h - 1)], [grid.cell(w - 1, 0)], [grid.cell(0, 0)]];
}

function startPointsOf(value: unknown, grid: Grid, colours: number): string[][] {
  if (!Array.isArray(value) || value.length !== colours) {
    throw new OptionsError(
      `startPoints must list ${colours} entries, one per colour, got ${describeValue(value)}`,
      'bad-start',
    );
  }
  return readArray(value, 'startPoints', colours, failOptions).map((entry, colour) => {
    const what = `startPoints[${colour}]`;
    const list = typeof entry === 'string' ? [entry] : entry;
    if (!Array.isArray(list) || list.length === 0) {
      throw new OptionsError(`${what} must be a cell name or a non-empty list of them`, 'bad-start');
    }
    const cells = readArray(list, what, grid.size, failOptions).map((name, i) => {
      const cell = typeof name === 'string' ? grid.tryParse(name) : undefined;
      if (cell === undefined) {
        const where = typeof entry === 'string' ? what : `${what}[${i}]`;
        throw new OptionsError(`${where}: ${describeValue(name)} is not a cell of the board`, 'bad-start');
      }
      return cell;
    });
    return [...new Set(cells)].sort((a, b) => a - b).map((c) => grid.name(c));
  });
}

function pieceSetOf(
  options: BlokusOptions,
  variant: BlokusVariant,
): {
  pieceSet: PieceSet;
  pieces?: [number, number][][];
  maxPieceSize?: number;
} {
  if (options.pieces !== undefined) {
    if (options.maxPieceSize !== undefined)
      throw new OptionsError('pieces and maxPieceSize exclude each other', 'conflict');
    const list: unknown = options.pieces;
    if (!Array.isArray(list) || list.length === 0 || list.length > 255) {
      throw new OptionsError(
        `pieces must be a non-empty array of at most 255 pieces, got ${describeValue(list)}`,
        'bad-pieces',
      );
    }
    const shapes = readArray(list, 'pieces', 255, failOptions).map((spec, i) => pieceShape(spec, i));
    const pieceSet = PieceSet.of(shapes);
    // Each copy listed, as given: the normalised options create the same set.
    const pieces = pieceSet.pieces.flatMap((p) =>
      Array.from({ length: pieceSet.copies[p.index]! }, () =>
        p.shape.cells.map(([x, y]) => [x, y] as [number, number]),
      ),
    );
    return { pieceSet, pieces };
  }
  if (options.maxPieceSize !== undefined) {
    const k = options.maxPieceSize;
    if (!Number.isInteger(k) || k < 1 || k > 6)
      throw new OptionsError(
        `maxPieceSize must be an integer from 1 to 6, got ${describeValue(k)}`,
        'bad-pieces',
      );
    return { pieceSet: PieceSet.upTo(k), maxPieceSize: k };
  }
  return { pieceSet: standardPieces(variant) };
}

function pieceShape(spec: unknown, i: number): Polyomino {
  if (spec instanceof Polyomino) return checkedSize(spec, i);
  if (typeof spec === 'string') {
    const shape = standardShape(spec);
    if (shape === undefined)
      throw new OptionsError(`pieces[${i}]: unknown piece name ${describeValue(spec)}`, 'bad-pieces');
    return shape;
  }
  if (Array.isArray(spec) && spec.length <= 8) {
    const cells = readArray(spec, `pieces[${i}]`, 8, failOptions).map((cell, j) => {
      const xy = readArray(cell, `pieces[${i}][${j}]`, 2, failOptions);
      if (xy.length !== 2 || !Number.isInteger(xy[0]) || !Number.isInteger(xy[1])) {
        throw new OptionsError(`pieces[${i}][${j}] must be [x, y], two integers`, 'bad-pieces');
      }
      return [xy[0], xy[1]] as [number, number];
    });
    try {
      return checkedSize(Polyomino.fromCells(cells), i);
    } catch (e) {
      if (e instanceof GeometryError) throw new OptionsError(`pieces[${i}]: ${e.message}`, 'bad-pieces');
      throw e;
    }
  }
  throw new OptionsError(
    `pieces[${i}] must be a piece name, a Polyomino or a list of at most 8 [x, y] cells`,
    'bad-pieces',
  );
}

function checkedSize(shape: Polyomino, i: number): Polyomino {
  if (shape.size > 8) throw new OptionsError(`pieces[${i}] has more than 8 cells`, 'bad-pieces');
  return shape;
}
