/**
 * Piece sets. The standard set is not typed in: it is every free polyomino of size 1..5 from
 * core's enumeration; the standard names (Pentobi's) are attached by free key, so a custom set
 * (size ≤ k, any list of shapes) reuses the same machinery.
 *
 * @module
 */

import { enumeratePolyominoesUpTo, Polyomino } from '@quadrille/core';

/** ASCII art of the 21 standard pieces, used only to name shapes by their free key. */
const STANDARD_ART: Readonly<Record<string, string>> = {
  '1': '#',
  '2': '##',
  I3: '###',
  V3: '#.\n##',
  I4: '####',
  L4: '#..\n###',
  T4: '###\n.#.',
  O: '##\n##',
  Z4: '##.\n.##',
  F: '.##\n##.\n.#.',
  I5: '#####',
  L5: '#...\n####',
  N: '##..\n.###',
  P: '##\n##\n#.',
  T5: '###\n.#.\n.#.',
  U: '#.#\n###',
  V5: '#..\n#..\n###',
  W: '#..\n##.\n.##',
  X: '.#.\n###\n.#.',
  Y: '.#..\n####',
  Z5: '##.\n.#.\n.##',
};

/** The pieces of Blokus Junior (two copies of each): Pentobi's set. */
export const JUNIOR_PIECES = Object.freeze([
  '1',
  '2',
  'I3',
  'V3',
  'I4',
  'L4',
  'T4',
  'O',
  'Z4',
  'I5',
  'L5',
  'P',
]);

let juniorSet: PieceSet | undefined;

/** The standard piece names, in the order of the rules table. */
export const STANDARD_PIECE_NAMES = Object.freeze(Object.keys(STANDARD_ART));

let nameByKey: Map<string, string> | undefined;
let shapeByName: Map<string, Polyomino> | undefined;

function standardTables(): { nameByKey: Map<string, string>; shapeByName: Map<string, Polyomino> } {
  if (nameByKey === undefined || shapeByName === undefined) {
    nameByKey = new Map();
    shapeByName = new Map();
    for (const [name, art] of Object.entries(STANDARD_ART)) {
      const shape = Polyomino.fromAscii(art);
      nameByKey.set(shape.freeKey, name);
      shapeByName.set(name.toLowerCase(), shape);
    }
  }
  return { nameByKey, shapeByName };
}

/** The standard shape named `name` (case-insensitive; `I1`, `I2`, `O4` accepted as aliases). */
export function standardShape(name: string): Polyomino | undefined {
  const alias: Record<string, string> = { i1: '1', i2: '2', o4: 'o' };
  const key = name.toLowerCase();
  return standardTables().shapeByName.get(alias[key] ?? key);
}

/** One piece of a set: a free shape, its name and its distinct fixed orientations. */
export interface Piece {
  /** Index in the set. */
  readonly index: number;
  /** The standard name (`'F'`, `'I5'`, …) or, for other shapes, `size-k` (`'6-12'`). */
  readonly name: string;
  /** The shape in its canonical orientation. */
  readonly shape: Polyomino;
  /** Number of cells. */
  readonly size: number;
  /** The distinct fixed orientations (`shape.orientations()`). */
  readonly orientations: readonly Polyomino[];
}

/**
 * An ordered set of distinct free pieces, each with a number of copies every colour owns (one,
 * except in Junior's set: two of each). Equal sets have equal {@link PieceSet.key}s (the
 * standard ones, `upTo(k)` and `junior()`, are also shared objects; custom sets are not
 * interned, so options that are then refused leave nothing behind).
 */
export class PieceSet {
  /** The pieces, by size, then by free key. */
  readonly pieces: readonly Piece[];
  /** A canonical key: equal sets have equal keys. */
  readonly key: string;
  /** Total number of squares. */
  readonly squares: number;
  /** The largest piece size. */
  readonly maxSize: number;
  /** Index of the monomino, or -1 if the set has none (it decides the +5 bonus). */
  readonly monomino: number;
  /** How many copies of each piece a colour owns, by piece index. */
  readonly copies: readonly number[];
  /** How many pieces a colour owns, copies counted. */
  readonly instances: number;
  /**
   * The number of each piece's first copy among all copies (`copies` summed before it): a
   * piece's copies are numbered `firstCopy[k] .. firstCopy[k] + copies[k] - 1`, which is how
   * Zobrist keys tell how many copies are used.
   */
  readonly firstCopy: readonly number[];

  private constructor(shapes: readonly Polyomino[]) {
    const { nameByKey } = standardTables();
    const count = new Map<string, number>();
    for (const s of shapes) count.set(s.freeKey, (count.get(s.freeKey) ?? 0) + 1);
    const distinct = shapes.filter((s, i) => shapes.findIndex((t) => t.freeKey === s.freeKey) === i);
    const sorted = distinct.sort((a, b) => a.size - b.size || (a.freeKey < b.freeKey ? -1 : 1));
    const countBySize = new Map<number, number>();
    this.pieces = sorted.map((shape, index) => {
      const k = (countBySize.get(shape.size) ?? 0) + 1;
      countBySize.set(shape.size, k);
      const name = nameByKey.get(shape.freeKey) ?? `${shape.size}-${k}`;
      return { index, name, shape, size: shape.size, orientations: shape.orientations() };
    });
    this.copies = sorted.map((s) => count.get(s.freeKey)!);
    this.firstCopy = this.copies.map((_, k) => this.copies.slice(0, k).reduce((a, b) => a + b, 0));
    this.instances = this.copies.reduce((a, b) => a + b, 0);
    // One copy of each: the key of the set of shapes, as before copies existed.
    this.key = sorted
      .map((s, k) => (this.copies[k] === 1 ? s.freeKey : `${this.copies[k]}*${s.freeKey}`))
      .join('|');
    this.squares = sorted.reduce((n, s, k) => n + s.size * this.copies[k]!, 0);
    this.maxSize = sorted.reduce((n, s) => Math.max(n, s.size), 0);
    this.monomino = this.pieces.findIndex((p) => p.size === 1);
  }

  /**
   * The set of the given shapes (orientation and order do not matter; a shape given twice is a
   * piece every colour owns twice). The caller guarantees at least one shape.
   */
  static of(shapes: readonly Polyomino[]): PieceSet {
    return new PieceSet(shapes.map((s) => s.orientations().find((o) => o.key === s.freeKey)!));
  }

  /** Junior's set, shared: two copies each of twelve pieces (as Pentobi's Blokus Junior). */
  static junior(): PieceSet {
    juniorSet ??= PieceSet.of(JUNIOR_PIECES.flatMap((name) => [standardShape(name)!, standardShape(name)!]));
    return juniorSet;
  }

  /** The sets `upTo(1)` to `upTo(6)`: at most six entries. */
  private static readonly upToCache = new Map<number, PieceSet>();

  /** All free polyominoes of size 1..`maxSize` (`upTo(5)` is the standard set of 21). */
  static upTo(maxSize: number): PieceSet {
    let set = PieceSet.upToCache.get(maxSize);
    if (set === undefined) {
      set = PieceSet.of(enumeratePolyominoesUpTo(maxSize));
      PieceSet.upToCache.set(maxSize, set);
    }
    return set;
  }

  /** The piece with this name (case-insensitive), if any. */
  byName(name: string): Piece | undefined {
    const lower = name.toLowerCase();
    const alias = standardShape(lower);
    return this.pieces.find(
      (p) => p.name.toLowerCase() === lower || (alias !== undefined && p.shape.isSameFree(alias)),
    );
  }

  /** Whether this is the standard set of 21 pieces. */
  get isStandard(): boolean {
    return this.key === PieceSet.upTo(5).key;
  }
}
