import { type BlokusOptions, BlokusRules, blokus } from '@quadrille/blokus';
import { OptionsError, Polyomino } from '@quadrille/core';
import { describe, expect, it } from 'vitest';

describe('variants', () => {
  it.each([
    ['classic', 20, 4, 4, ['a20', 't20', 't1', 'a1']],
    ['classic2', 20, 4, 2, ['a20', 't20', 't1', 'a1']],
    ['classic3', 20, 4, 3, ['a20', 't20', 't1', 'a1']],
    ['duo', 14, 2, 2, ['e10', 'j5']],
  ] as const)('%s: %i x %i board, %i colours, %i seats', (variant, side, colours, seats, starts) => {
    const rules = BlokusRules.from({ variant });
    expect([rules.grid.width, rules.grid.height, rules.colours, rules.seats]).toEqual([
      side,
      side,
      colours,
      seats,
    ]);
    expect(rules.starts.map((s) => s.map((c) => rules.grid.name(c)))).toEqual(starts.map((s) => [s]));
    expect(rules.isStandard).toBe(true);
  });

  it('defaults to classic with advanced scoring', () => {
    const rules = blokus.create().rules;
    expect([rules.variant, rules.scoring]).toEqual(['classic', 'advanced']);
  });
});

describe('custom options', () => {
  it('free corners: any corner for every colour', () => {
    const rules = BlokusRules.from({ variant: 'duo', freeCorners: true });
    expect(rules.starts[1]!.map((c) => rules.grid.name(c))).toEqual(['a1', 'n1', 'a14', 'n14']);
    expect(rules.isStandard).toBe(false);
  });

  it('free start: any colour may use any starting point', () => {
    const pos = blokus.create({ variant: 'duo', freeStart: true });
    expect(pos.legalMoves()).toHaveLength(2 * 414);
  });

  it('explicit starting points, custom sizes and piece sets', () => {
    const rules = BlokusRules.from({
      variant: 'duo',
      width: 10,
      height: 8,
      startPoints: ['B2', ['c3', 'd4', 'c3']],
      pieces: ['X', Polyomino.fromAscii('##'), [[0, 0]]],
    });
    expect(rules.starts.map((s) => s.map((c) => rules.grid.name(c)))).toEqual([['b2'], ['c3', 'd4']]);
    expect(rules.pieceSet.pieces.map((p) => p.name)).toEqual(['1', '2', 'X']);
    expect(rules.options.pieces).toEqual([
      [[0, 0]],
      [
        [0, 0],
        [0, 1],
      ],
      [
        [1, 0],
        [0, 1],
        [1, 1],
        [2, 1],
        [1, 2],
      ],
    ]);
  });

  it('default Duo starting points scale with the board', () => {
    const rules = BlokusRules.from({ variant: 'duo', width: 10 });
    expect(rules.starts.map((s) => rules.grid.name(s[0]!))).toEqual(['e6', 'f5']);
  });

  it.each<[string, BlokusOptions]>([
    ['unknown option', { size: 3 } as BlokusOptions],
    ['bad variant', { variant: 'quad' as never }],
    ['bad width', { width: 0 }],
    ['bad height', { height: 2.5 }],
    ['huge board', { width: 33 }],
    ['bad scoring', { scoring: 'golf' as never }],
    ['bad flag', { freeCorners: 'yes' as never }],
    ['start + corners', { startPoints: ['a1', 'a1', 'a1', 'a1'], freeCorners: true }],
    ['start count', { startPoints: ['a1'] }],
    ['start cell', { startPoints: ['a1', 'a1', 'a1', 'z99'] }],
    ['empty start', { startPoints: ['a1', 'a1', 'a1', []] }],
    ['empty pieces', { pieces: [] }],
    ['unknown piece', { pieces: ['Q'] }],
    [
      'disconnected piece',
      {
        pieces: [
          [
            [0, 0],
            [2, 0],
          ],
        ],
      },
    ],
    ['pieces + maxPieceSize', { pieces: ['X'], maxPieceSize: 3 }],
    ['maxPieceSize', { maxPieceSize: 7 }],
    ['tiny duo', { variant: 'duo', width: 4 }],
    ['too many placements', { width: 32, maxPieceSize: 6 }],
    ['not an object', 'classic' as never],
  ])('rejects %s with an OptionsError', (_, options) => {
    expect(() => blokus.create(options)).toThrow(OptionsError);
  });

  it('explains what is wrong', () => {
    expect(() => blokus.create({ startPoints: ['a1', 'a1', 'a1', 'z99'] })).toThrow(/startPoints\[3\].*z99/);
  });
});
