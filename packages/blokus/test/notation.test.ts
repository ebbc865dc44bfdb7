import { blokus, formatCells, parseCells, parseColour, parseMove } from '@quadrille/blokus';
import { IllegalMoveError, isQuadrilleError, NotationError } from '@quadrille/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

describe('Pentobi move notation', () => {
  const duo = blokus.create({ variant: 'duo' });

  it('sorts cells by rank, then file', () => {
    const move = blokus.parseMove(duo, 'c12, C11,e10 ,d10,c10');
    expect(blokus.formatMove(duo, move)).toBe('c10,d10,e10,c11,c12');
    expect(formatCells(duo.rules.grid, [duo.rules.grid.parse('a2'), 0])).toBe('a1,a2');
  });

  it('round-trips every legal move', () => {
    for (const pos of [duo, blokus.create()]) {
      for (const m of pos.legalMoves()) expect(blokus.parseMove(pos, blokus.formatMove(pos, m))).toBe(m);
    }
  });

  it.each(['', ',', 'e10,,d10', 'e10 d10', 'z1', 'e10,e10', 'e0', 'x'.repeat(300)])(
    'rejects malformed %j with a NotationError',
    (text) => {
      expect(() => blokus.parseMove(duo, text)).toThrow(NotationError);
    },
  );

  it.each([
    ['not a piece shape', 'a1,c1'],
    ['six cells', 'e10,f10,g10,h10,i10,j10'],
    ['misses the starting point', 'a1'],
  ])('rejects %s with an IllegalMoveError', (_, text) => {
    expect(() => blokus.parseMove(duo, text)).toThrow(IllegalMoveError);
  });

  it('rejects a piece the colour has already placed', () => {
    const pos = blokus.create({ variant: 'duo' });
    pos.play(blokus.parseMove(pos, 'e10'));
    pos.play(blokus.parseMove(pos, 'j5'));
    expect(() => blokus.parseMove(pos, 'f9')).toThrow(/already placed/);
  });

  it('parses a move for another colour', () => {
    const pos = blokus.create({ variant: 'duo' });
    expect(blokus.formatMove(pos, parseMove(pos, 'j5,j6', 1))).toBe('j5,j6');
    expect(() => parseMove(pos, 'j5,j6')).toThrow(IllegalMoveError);
  });

  it('names colours', () => {
    const classic = blokus.create().rules;
    expect(['Blue', '2', 'red', ' 4 '].map((t) => parseColour(classic, t))).toEqual([0, 1, 2, 3]);
    expect(['b', 'W', 'purple', 'ORANGE'].map((t) => parseColour(duo.rules, t))).toEqual([0, 1, 0, 1]);
    expect(() => parseColour(duo.rules, '3')).toThrow(NotationError);
  });

  it('parses cells in any case with spaces', () => {
    expect(parseCells(duo.rules.grid, ' A1 , n14')).toEqual([0, 195]);
  });

  it('throws only QuadrilleErrors on any text', () => {
    const pos = blokus.create({ variant: 'duo' });
    const cellish = fc.oneof(
      fc.string({ maxLength: 6 }),
      fc
        .tuple(fc.constantFrom(...'abcdefghijklmnoxyzE'), fc.integer({ min: -1, max: 16 }))
        .map(([f, r]) => `${f}${r}`),
    );
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.array(cellish, { maxLength: 7 }).map((a) => a.join(',')),
        ),
        (text) => {
          try {
            const m = blokus.parseMove(pos, text);
            expect(pos.isLegal(m)).toBe(true);
          } catch (e) {
            expect(isQuadrilleError(e)).toBe(true);
          }
        },
      ),
      { numRuns: 600 },
    );
  });
});
