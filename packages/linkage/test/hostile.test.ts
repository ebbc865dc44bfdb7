/**
 * Hostile input: any value at all given to isLegal and play, and the memory bounds of
 * the per-board tables under many distinct (or refused) option sets.
 */
import { ErrorCode, IllegalMoveError, OptionsError, SetupError } from '@quadrille/core';
import {
  type LinkageMove,
  type LinkageOptions,
  linkage,
  MAX_TABLE_BYTES,
  MoveTable,
  SlotTable,
  TABLE_CACHE_LIMITS,
  tableBytes,
} from '@quadrille/linkage';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
// The cache itself and the ceiling check are internal: the limits are the public promise.
import { tableCache } from '../src/limits.js';
import { checkTableBytes } from '../src/options.js';
import { snapshot } from './fixtures/snapshot.js';

const hostile: [string, unknown][] = [
  ['a symbol', Symbol('move')],
  ['a bigint', 3n],
  [
    'an object whose valueOf throws',
    {
      valueOf: () => {
        throw new Error('boom');
      },
    },
  ],
  [
    'an object whose toString throws',
    {
      toString: () => {
        throw new Error('boom');
      },
    },
  ],
  [
    'a proxy that throws on every trap',
    new Proxy(
      {},
      {
        get: () => {
          throw new Error('trap');
        },
        getPrototypeOf: () => {
          throw new Error('trap');
        },
      },
    ),
  ],
  ['a function', () => 0],
  ['a numeric string', '3'],
  ['null', null],
  ['undefined', undefined],
  ['NaN', Number.NaN],
  ['Infinity', Number.POSITIVE_INFINITY],
  ['a fraction', 0.5],
  ['a negative id', -1],
  ['an id past the table', 1e9],
  ['an array', [0]],
];

/** Every byte of the typed arrays a table object holds. */
function typedBytes(...objects: object[]): number {
  let total = 0;
  for (const o of objects) for (const v of Object.values(o)) if (ArrayBuffer.isView(v)) total += v.byteLength;
  return total;
}

describe('isLegal and play on any value', () => {
  it.each(hostile)('isLegal(%s) is false and play throws not-a-move, changing nothing', (_name, value) => {
    const pos = linkage.create();
    pos.play(linkage.parseMove(pos, 'Wa1-b1'));
    const before = snapshot(pos);
    expect(pos.isLegal(value as number)).toBe(false);
    expect(pos.illegalReason(value)).toBe('not-a-move');
    expect(() => pos.play(value as LinkageMove)).toThrow(IllegalMoveError);
    expect(() => pos.play(value as LinkageMove)).toThrow(
      expect.objectContaining({ code: ErrorCode.IllegalMove, reason: 'not-a-move' }),
    );
    expect(() => linkage.formatMove(pos, value as LinkageMove)).toThrow(IllegalMoveError);
    expect(snapshot(pos)).toEqual(before);
  });

  it('never throws from isLegal, and play throws only IllegalMoveError (fuzz)', () => {
    const pos = linkage.create({ setup: 'pie' });
    const before = snapshot(pos);
    fc.assert(
      fc.property(fc.anything({ withBigInt: true, withMap: true, withSet: true }), (value) => {
        const legal = pos.isLegal(value as number);
        expect(typeof legal).toBe('boolean');
        if (legal) return;
        expect(() => pos.play(value as LinkageMove)).toThrow(IllegalMoveError);
      }),
      { numRuns: 300 },
    );
    expect(snapshot(pos)).toEqual(before);
  });

  it('refuses a move in a finished game with game-over', () => {
    const pos = linkage.create({
      width: 2,
      height: 1,
      black: null,
      colours: 1,
      piecesPerColour: 1,
      threshold: 1,
    });
    pos.play(linkage.parseMove(pos, 'Wa1-b1'));
    expect(pos.isOver()).toBe(true);
    expect(() => pos.play(pos.table.pass as LinkageMove)).toThrow(
      expect.objectContaining({ reason: 'game-over' }),
    );
  });
});

describe('memory limits', () => {
  it('keeps every accepted option set under MAX_TABLE_BYTES, estimated before anything is built', () => {
    expect(MAX_TABLE_BYTES).toBe(64 * 2 ** 20);
    expect(tableBytes(256, 256, 8)).toBeLessThan(MAX_TABLE_BYTES);
    // The estimate bounds what the tables really hold (typed arrays), here for the largest board.
    for (const [width, height, colours] of [
      [7, 7, 4],
      [20, 8, 3],
      [256, 256, 8],
    ] as const) {
      const { table } = linkage.create({ width, height, colours, black: null });
      expect(typedBytes(table, table.slots)).toBeLessThanOrEqual(tableBytes(width, height, colours));
    }
  });

  it('refuses tables past the ceiling with too-large, naming the limit', () => {
    expect(() => checkTableBytes(4096, 4096, 8)).toThrow(OptionsError);
    expect(() => checkTableBytes(4096, 4096, 8)).toThrow(
      expect.objectContaining({
        reason: 'too-large',
        message: expect.stringMatching(/MAX_TABLE_BYTES = 64\.0 MiB/),
      }),
    );
    expect(() => checkTableBytes(256, 256, 8)).not.toThrow();
  });

  it('holds at most TABLE_CACHE_LIMITS after many distinct boards', () => {
    expect(TABLE_CACHE_LIMITS.maxBytes).toBeLessThanOrEqual(96 * 2 ** 20);
    expect(tableCache.limits).toEqual(TABLE_CACHE_LIMITS);
    for (let h = 1; h <= 3 * TABLE_CACHE_LIMITS.maxEntries; h++) {
      const data = {
        game: 'linkage',
        version: 1,
        options: { width: 24, height: h, black: null, threshold: 1 },
        moves: [],
      };
      linkage.fromJSON(data);
      expect(tableCache.size).toBeLessThanOrEqual(TABLE_CACHE_LIMITS.maxEntries);
      expect(tableCache.bytes).toBeLessThanOrEqual(TABLE_CACHE_LIMITS.maxBytes);
    }
    // Positions whose tables the cache dropped still play, and new ones get fresh tables.
    const early = linkage.create({ width: 24, height: 1, black: null, threshold: 1 });
    expect(early.legalMoves().length).toBe(23 * 4);
  });

  it.each([
    ['99 colours on a 160×160 board', { width: 160, height: 160, colours: 99 }],
    ['a bad threshold on a 150×150 board', { width: 150, height: 150, threshold: 0 }],
    ['a bad black square on a 140×140 board', { width: 140, height: 140, black: 'zz999' }],
    ['an unknown option next to a large board', { width: 130, height: 130, size: 3 }],
  ])('caches no table for refused options: %s', (_name, options) => {
    const { size, bytes } = tableCache;
    expect(() => linkage.create(options as LinkageOptions)).toThrow(OptionsError);
    expect(() => linkage.fromJSON({ game: 'linkage', version: 1, options, moves: [] })).toThrow(SetupError);
    expect([tableCache.size, tableCache.bytes]).toEqual([size, bytes]);
  });

  it('never runs a getter of the options: bad-type', () => {
    const options = {
      get width(): number {
        throw new Error('getter');
      },
    };
    expect(() => linkage.create(options)).toThrow(
      expect.objectContaining({ code: ErrorCode.Options, reason: 'bad-type' }),
    );
    expect(() => linkage.fromJSON({ game: 'linkage', version: 1, options, moves: [] })).toThrow(SetupError);
  });

  it('shares tables between positions on the same board', () => {
    const a = linkage.create({ width: 9 });
    const b = linkage.create({ width: 9, setup: 'pie' });
    expect(b.table).toBe(a.table);
    expect(MoveTable.of(a.grid, 4)).toBe(a.table);
    expect(SlotTable.of(a.grid)).toBe(a.table.slots);
  });
});
