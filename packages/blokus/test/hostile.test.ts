/**
 * Untrusted input: options and JSON with holes, nulls and unknown fields, values that
 * are not moves, SGF text, and the memory limits (bounded table cache, nothing cached for refused
 * options, the table budget checked before anything is built).
 */
import {
  type BlokusOptions,
  blokus,
  MAX_TABLE_BYTES,
  PieceSet,
  PlacementTable,
  readSgf,
  TABLE_CACHE_LIMITS,
  writeSgf,
} from '@quadrille/blokus';
import { Grid, isQuadrilleError, OptionsError, Rng, SetupError } from '@quadrille/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

function game(seed: number, plies: number) {
  const pos = blokus.create({ variant: 'duo' });
  const rng = new Rng(seed);
  for (let i = 0; i < plies; i++) pos.play(pos.legalMoves()[rng.int(pos.legalMoves().length)]!);
  return pos;
}

/** `values` with a hole at `index` (as `[a, , c]` would have). */
function withHole(values: readonly unknown[], index: number): unknown[] {
  const out = [...values];
  delete out[index];
  return out;
}

const expectError = (f: () => unknown, cls: typeof OptionsError | typeof SetupError, reason: string) =>
  expect(f).toThrow(expect.objectContaining({ code: new cls('').code, reason }));

describe('options with holes, nulls and unknown keys', () => {
  it.each<[string, unknown, string]>([
    ['null start points', { startPoints: [null, null, null, null] }, 'missing'],
    ['a hole in start points', { startPoints: new Array(4) }, 'missing'],
    ['a null cell in a start list', { startPoints: [['a1', null, 'b2'], 'a1', 'a1', 'a1'] }, 'missing'],
    ['a number as a cell', { startPoints: [['a1', 7], 'a1', 'a1', 'a1'] }, 'bad-start'],
    ['a null piece', { pieces: ['X', null, 'F'] }, 'missing'],
    ['a hole among the pieces', { pieces: withHole(['X', 'I3', 'F'], 1) }, 'missing'],
    ['a null cell in a piece', { pieces: [[[0, 0], null]] }, 'missing'],
    ['a fractional cell', { pieces: [[[0, 0.5]]] }, 'bad-pieces'],
    ['an unknown option', { colour: 3 }, 'unknown-option'],
    ['a constructor key', JSON.parse('{"constructor": {"prototype": {"x": 1}}}'), 'unknown-option'],
    ['a __proto__ key', JSON.parse('{"__proto__": {"width": 5}}'), 'unknown-option'],
    ['null', null, 'not-an-object'],
    ['an array', [], 'not-an-object'],
    ['a string flag', { freeStart: 'yes' }, 'bad-type'],
    ['too many placements', { width: 32, maxPieceSize: 6 }, 'too-large'],
  ])('%s: OptionsError %s', (_, options, reason) => {
    expectError(() => blokus.create(options as BlokusOptions), OptionsError, reason);
  });

  it('names the option that was passed', () => {
    expect(() => blokus.create({ height: 99 })).toThrow(/height/);
    expect(() => blokus.create({ width: 0 })).toThrow(/width/);
    expect(() => blokus.create({ maxPieceSize: 9 })).toThrow(/maxPieceSize/);
  });

  it('never throws anything but an OptionsError for any options', () => {
    const value = fc.anything({ maxDepth: 3 });
    const options = fc.oneof(
      value,
      fc.dictionary(
        fc.constantFrom(
          'variant',
          'width',
          'height',
          'startPoints',
          'pieces',
          'maxPieceSize',
          'scoring',
          'freeStart',
        ),
        value,
      ),
    );
    fc.assert(
      fc.property(options, (o) => {
        try {
          blokus.create(o as BlokusOptions);
        } catch (e) {
          expect(e).toBeInstanceOf(OptionsError);
        }
      }),
      { numRuns: 150 },
    );
  });
});

describe('JSON with holes, nulls and unknown fields', () => {
  const good = game(1, 6).toJSON();
  const moves = good.moves as unknown[];

  it.each<[string, unknown, string]>([
    ['a hole in moves', { ...good, moves: withHole(moves.slice(0, 4), 2) }, 'missing'],
    ['new Array(3) as moves', { ...good, moves: new Array(3) }, 'missing'],
    ['a null move', { ...good, moves: [moves[0], null] }, 'missing'],
    ['a hole in setup', { ...good, setup: new Array(2) }, 'missing'],
    ['a hole inside a move', { ...good, moves: [withHole([0, 'e10'], 1)] }, 'missing'],
    ['an unknown field', { ...good, comment: 'hi' }, 'unknown-field'],
    [
      'a __proto__ field',
      JSON.parse(`{"__proto__": {"x": 1}, ${JSON.stringify(good).slice(1)}`),
      'unknown-field',
    ],
    ['a constructor field', { ...good, constructor: { name: 'x' } }, 'unknown-field'],
    ['no version', { ...good, version: undefined }, 'bad-version'],
    ['version 2', { ...good, version: 2 }, 'bad-version'],
    ['another game', { ...good, game: 'talpa' }, 'wrong-game'],
    ['bad options', { ...good, options: { variant: 'hex' } }, 'bad-options'],
    ['options too large', { ...good, options: { width: 32, maxPieceSize: 6 } }, 'too-large'],
    ['an illegal move', { ...good, moves: [[0, 'a1']] }, 'bad-moves'],
    ['a fractional toPlay', { ...good, toPlay: 0.5 }, 'bad-type'],
    ['an array', [good], 'not-an-object'],
  ])('%s: SetupError %s', (_, data, reason) => {
    expectError(() => blokus.fromJSON(data), SetupError, reason);
  });

  it('keeps the shared layout and never changes its input', () => {
    expect(Object.keys(good)).toEqual(['game', 'version', 'options', 'setup', 'toPlay', 'moves']);
    const data = JSON.parse(JSON.stringify(good));
    const copy = structuredClone(data);
    blokus.fromJSON(data);
    expect(data).toEqual(copy);
  });
});

describe('values that are not moves', () => {
  const throwing = {
    valueOf() {
      throw new Error('boom');
    },
  };
  const trap = new Proxy(
    {},
    {
      get() {
        throw new Error('trap');
      },
    },
  );
  // Thunks: vitest formats each case's arguments, which a symbol or a trap would break.
  const hostile: [string, () => unknown][] = [
    ['a symbol', () => Symbol('m')],
    ['a bigint', () => 10n],
    ['-1', () => -1],
    ['1.5', () => 1.5],
    ['NaN', () => Number.NaN],
    ["'3'", () => '3'],
    ['null', () => null],
    ['undefined', () => undefined],
    ['an object', () => ({})],
    ['an array', () => [3]],
    ['an object whose valueOf throws', () => throwing],
    ['a proxy that throws', () => trap],
  ];

  it.each(hostile)('isLegal(%s) is false and play throws not-a-move, changing nothing', (_, value) => {
    const v = value();
    const pos = game(2, 3);
    const before = pos.toJSON();
    expect(pos.isLegal(v as number)).toBe(false);
    expect(() => pos.play(v as never)).toThrow(
      expect.objectContaining({ code: 'ERR_ILLEGAL_MOVE', reason: 'not-a-move' }),
    );
    expect(pos.toJSON()).toEqual(before);
  });
});

describe('SGF is untrusted input too', () => {
  it('never throws anything but a Quadrille error on random or mutated records', () => {
    const sgf = writeSgf(game(3, 10));
    const mutated = fc
      .record({ at: fc.nat(sgf.length), cut: fc.nat(12), insert: fc.string({ maxLength: 6 }) })
      .map(({ at, cut, insert }) => sgf.slice(0, at) + insert + sgf.slice(at + cut));
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 40 }), mutated), (text) => {
        try {
          readSgf(text);
        } catch (e) {
          expect(isQuadrilleError(e)).toBe(true);
        }
      }),
      { numRuns: 400 },
    );
  });
});

describe('memory limits', () => {
  it('keeps the table cache within its limits over many distinct geometries', () => {
    for (let w = 5; w <= 24; w++) blokus.create({ variant: 'classic', width: w, height: 7, maxPieceSize: 4 });
    expect(PlacementTable.cache.size).toBeLessThanOrEqual(TABLE_CACHE_LIMITS.maxEntries);
    expect(PlacementTable.cache.bytes).toBeLessThanOrEqual(TABLE_CACHE_LIMITS.maxBytes);
    expect(TABLE_CACHE_LIMITS.maxBytes).toBeLessThanOrEqual(96 * 2 ** 20);
  });

  it('caches nothing for options it refuses', () => {
    blokus.create({ variant: 'duo' });
    const { size, bytes } = PlacementTable.cache;
    for (let w = 25; w <= 32; w++) {
      expect(() => blokus.create({ width: w, maxPieceSize: 6 })).toThrow(OptionsError);
      expect(() =>
        blokus.fromJSON({ ...game(4, 0).toJSON(), options: { width: w, maxPieceSize: 6 } }),
      ).toThrow(SetupError);
    }
    expect([PlacementTable.cache.size, PlacementTable.cache.bytes]).toEqual([size, bytes]);
  });

  it('estimates a table at least as large as it is, and the standard ones far below the limit', () => {
    for (const [w, h, k] of [
      [20, 20, 5],
      [14, 14, 5],
      [32, 32, 4],
      [9, 5, 6],
      [3, 3, 1],
    ] as const) {
      const grid = Grid.of(w, h);
      const set = PieceSet.upTo(k);
      const built = PlacementTable.of(grid, set);
      expect(PlacementTable.bytesFor(grid, set)).toBeGreaterThanOrEqual(built.bytes);
      expect(PlacementTable.bytesFor(grid, set)).toBeLessThan(MAX_TABLE_BYTES);
    }
  });
});
