/**
 * The options of `linkage.create`: the standard game by default, custom variants through
 * validated fields. {@link resolveOptions} turns untrusted options into {@link LinkageRules} or
 * throws an `OptionsError` whose `reason` names the offending option.
 *
 * @module
 */

import {
  type Cell,
  describeValue,
  failOptions,
  Grid,
  MAX_GRID_SIDE,
  OptionsError,
  type OptionsSchema,
  Reason,
  readRecord,
} from '@quadrille/core';
import { MAX_COLOURS } from './colours.js';
import { MAX_TABLE_BYTES, slotCount, tableBytes } from './limits.js';

/** How the game starts: `'none'` (seat 0 is More) or `'pie'` (the optional balance rule). */
export type SetupRule = 'none' | 'pie';

/** The setup rules, for validation and docs. */
export const SETUP_RULES: readonly SetupRule[] = ['none', 'pie'];

/** The largest number of pieces per colour (far more than any board can take). */
export const MAX_PIECES_PER_COLOUR = 1 << 16;

/** Options of `linkage.create`; every field is optional and defaults to the standard game. */
export interface LinkageOptions {
  /** Number of files, 1..256 (default 7). */
  readonly width?: number;
  /** Number of ranks, 1..256 (default: `width`). */
  readonly height?: number;
  /**
   * The black square's cell name (`'d4'`), or `null` for none. Default: the centre when width
   * and height are both odd, else none. Must be omitted with `setup: 'pie'` (seat 0 places it).
   */
  readonly black?: string | null;
  /** Number of colours, 1..8 (default 4: W, B, R, Y). */
  readonly colours?: number;
  /** Pieces of each colour, 1..65536 (default 6). */
  readonly piecesPerColour?: number;
  /** More wins with at least this many groups; 1..width×height (default 12). */
  readonly threshold?: number;
  /** Whether a piece may not touch the opponent's last piece (default true). */
  readonly restriction?: boolean;
  /** `'none'` (default) or `'pie'`: seat 0 places the black square, seat 1 picks a role. */
  readonly setup?: SetupRule;
}

/** Fully resolved, validated rules of one game. */
export interface LinkageRules {
  /** The board. */
  readonly grid: Grid;
  /** The black square fixed by the options, or `undefined` (none, or placed in the pie setup). */
  readonly black: Cell | undefined;
  /** Number of colours. */
  readonly colours: number;
  /** Pieces of each colour at the start. */
  readonly piecesPerColour: number;
  /** More wins with at least this many groups. */
  readonly threshold: number;
  /** Whether the restriction against the opponent's last piece applies. */
  readonly restriction: boolean;
  /** The setup rule. */
  readonly setup: SetupRule;
}

const KEYS: readonly string[] = [
  'width',
  'height',
  'black',
  'colours',
  'piecesPerColour',
  'threshold',
  'restriction',
  'setup',
];

/** Linkage's options for tools (core's `OptionsSchema`): what {@link resolveOptions} accepts. */
export const LINKAGE_OPTIONS: OptionsSchema = {
  options: {
    width: { type: 'integer', min: 1, max: MAX_GRID_SIDE, default: 7, doc: 'files of the board' },
    height: { type: 'integer', min: 1, max: MAX_GRID_SIDE, doc: 'ranks of the board (default: the width)' },
    black: {
      type: 'json',
      examples: ['d4', null],
      doc: "the black square's cell, or null for none (default: the centre of an odd board; not with setup pie)",
    },
    colours: {
      type: 'integer',
      min: 1,
      max: MAX_COLOURS,
      default: 4,
      doc: 'the number of colours, in the order W (white), B (blue), R (red), Y (yellow), G (green), O (orange), P (purple), C (cyan)',
    },
    piecesPerColour: {
      type: 'integer',
      min: 1,
      max: MAX_PIECES_PER_COLOUR,
      default: 6,
      doc: 'pieces of each colour (more or less piece area than free squares is fine)',
    },
    threshold: {
      type: 'integer',
      min: 1,
      max: MAX_GRID_SIDE * MAX_GRID_SIDE,
      default: 12,
      doc: 'More wins with at least this many groups (at most the squares of the board)',
    },
    restriction: {
      type: 'boolean',
      default: true,
      doc: "a piece may not touch the opponent's last piece",
    },
    setup: {
      type: 'choice',
      values: SETUP_RULES,
      default: 'none',
      doc: 'pie: the balance rule, seat 0 places the black square and seat 1 picks a role',
    },
  },
  samples: [
    { width: 9, height: 5, colours: 3 },
    { black: null, width: 6 },
    { piecesPerColour: 3, threshold: 5, restriction: false },
  ],
};

/**
 * Validates `options` (untrusted) and resolves the defaults. Every scalar but the threshold is checked
 * first, then the size of the tables the options need is estimated against
 * {@link MAX_TABLE_BYTES}; only then is the (shared, bounded) grid built, to read the black square
 * and count the slots. No table is built here: `linkage.create` builds them once this returns.
 *
 * @throws `OptionsError` with `reason` `'not-an-object'`, `'unknown-option'`, `'bad-type'` (a
 *   getter), `'bad-width'`,
 *   `'bad-height'`, `'bad-setup'`, `'black-with-pie'`, `'bad-colours'`, `'bad-pieces'`,
 *   `'bad-restriction'`, `'too-large'`, `'bad-black'`, `'no-slot'` or `'bad-threshold'`.
 */
export function resolveOptions(options: unknown = {}): LinkageRules {
  // A copy of the data properties: core's reader never runs a getter or a proxy trap.
  const o = readRecord(options, KEYS, 'linkage options', failOptions, Reason.UnknownOption);
  const width = integer(o.width ?? 7, 'width', 1, MAX_GRID_SIDE, 'bad-width');
  const height = integer(o.height ?? width, 'height', 1, MAX_GRID_SIDE, 'bad-height');
  const setup = o.setup ?? 'none';
  if (!SETUP_RULES.includes(setup as SetupRule)) {
    throw new OptionsError(
      `setup must be one of ${SETUP_RULES.join(', ')}, got ${describeValue(setup)}`,
      'bad-setup',
    );
  }
  if (setup === 'pie' && o.black !== undefined) {
    throw new OptionsError('black must be omitted with setup "pie": seat 0 places it', 'black-with-pie');
  }
  const colours = integer(o.colours ?? 4, 'colours', 1, MAX_COLOURS, 'bad-colours');
  const piecesPerColour = integer(
    o.piecesPerColour ?? 6,
    'piecesPerColour',
    1,
    MAX_PIECES_PER_COLOUR,
    'bad-pieces',
  );
  const restriction = o.restriction ?? true;
  if (typeof restriction !== 'boolean') {
    throw new OptionsError(
      `restriction must be a boolean, got ${describeValue(restriction)}`,
      'bad-restriction',
    );
  }
  checkTableBytes(width, height, colours);
  const grid = Grid.of(width, height);
  const black = setup === 'pie' ? undefined : resolveBlack(grid, o.black);
  checkSlots(grid, black, setup as SetupRule);
  // After the slots: a board with no slot is reported as such, whatever the threshold.
  const threshold = integer(o.threshold ?? 12, 'threshold', 1, grid.size, 'bad-threshold');
  return { grid, black, colours, piecesPerColour, threshold, restriction, setup: setup as SetupRule };
}

/** The options that {@link resolveOptions} maps back to `rules` (every field explicit). */
export function optionsOf(rules: LinkageRules): LinkageOptions {
  const { grid } = rules;
  return {
    width: grid.width,
    height: grid.height,
    ...(rules.setup === 'pie' ? {} : { black: rules.black === undefined ? null : grid.name(rules.black) }),
    colours: rules.colours,
    piecesPerColour: rules.piecesPerColour,
    threshold: rules.threshold,
    restriction: rules.restriction,
    setup: rules.setup,
  };
}

function integer(value: unknown, name: string, min: number, max: number, reason: string): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    throw new OptionsError(
      `${name} must be an integer from ${min} to ${max}, got ${describeValue(value)}`,
      reason,
    );
  }
  return value;
}

/**
 * @internal Refuses options whose tables would pass {@link MAX_TABLE_BYTES}, before any is built.
 * (Within today's side limit, 256, every board fits: this keeps the ceiling a checked promise.)
 */
export function checkTableBytes(width: number, height: number, colours: number): void {
  const bytes = tableBytes(width, height, colours);
  if (bytes > MAX_TABLE_BYTES) {
    const mib = (n: number) => (n / 2 ** 20).toFixed(1);
    throw new OptionsError(
      `width ${width}, height ${height} and colours ${colours} need about ${mib(bytes)} MiB of tables, more than the limit MAX_TABLE_BYTES = ${mib(MAX_TABLE_BYTES)} MiB`,
      Reason.TooLarge,
    );
  }
}

function resolveBlack(grid: Grid, value: unknown): Cell | undefined {
  if (value === null) return undefined;
  if (value === undefined) {
    const { width, height } = grid;
    return width % 2 === 1 && height % 2 === 1 ? grid.cell((width - 1) / 2, (height - 1) / 2) : undefined;
  }
  const cell = typeof value === 'string' ? grid.tryParse(value) : undefined;
  if (cell === undefined) {
    throw new OptionsError(
      `black must be a cell of the ${grid} board or null, got ${describeValue(value)}`,
      'bad-black',
    );
  }
  return cell;
}

/**
 * A game needs a domino slot; with the pie rule, wherever seat 0 puts the black square. Counted,
 * not built: a black square closes as many slots as it has orthogonal neighbours.
 */
function checkSlots(grid: Grid, black: Cell | undefined, setup: SetupRule): void {
  const { width, height } = grid;
  const slots = slotCount(width, height);
  // With the pie rule, the worst place is a cell with the most neighbours: b2 (or the nearest).
  const worst = setup === 'pie' ? grid.cell(Math.min(1, width - 1), Math.min(1, height - 1)) : black;
  if (slots - (worst === undefined ? 0 : neighbours(grid, worst)) > 0) return;
  const where = worst === undefined ? '' : ` with the black square on ${grid.name(worst)}`;
  throw new OptionsError(`the ${grid} board has no domino slot${where}`, 'no-slot');
}

/** The number of orthogonal neighbours of `cell` on the board. */
function neighbours(grid: Grid, cell: Cell): number {
  let n = 0;
  for (let d = 0; d < 4; d++) if (grid.orthogonal[4 * cell + d]! >= 0) n++;
  return n;
}
