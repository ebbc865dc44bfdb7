import { ErrorCode, IllegalMoveError, NotationError } from '@quadrille/core';
import { describeMove, formatMove, type LinkageMove, linkage, parseMove } from '@quadrille/linkage';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
// The table-level reader behind parseMove, to round-trip ids that are not legal anywhere here.
import { parseMoveOf } from '../src/move-notation.js';

describe('notation', () => {
  it('formats and parses every move id of several tables', () => {
    for (const options of [undefined, { setup: 'pie' as const }, { width: 30, height: 2, colours: 8 }]) {
      const pos = linkage.create(options);
      const { table } = pos;
      const seen = new Set<string>();
      for (let m = 0; m < table.count; m++) {
        const text = formatMove(pos, m as LinkageMove);
        seen.add(text);
        expect(parseMoveOf(table, text)).toBe(m);
        expect(parseMoveOf(table, ` ${text.toLowerCase()} `)).toBe(m);
        if (pos.isLegal(m)) expect(parseMove(pos, text)).toBe(m);
        else expect(() => parseMove(pos, text)).toThrow(IllegalMoveError);
      }
      expect(seen.size).toBe(table.count);
    }
  });

  it.each([
    ['Rd1-e1', { kind: 'place', letter: 'R', colourName: 'red', cells: ['d1', 'e1'] }],
    ['Wa3-a4', { kind: 'place', letter: 'W', colourName: 'white', cells: ['a3', 'a4'] }],
    ['Ye1-d1', { kind: 'place', letter: 'Y', colourName: 'yellow', cells: ['d1', 'e1'] }],
    ['pass', { kind: 'pass', cells: [] }],
    ['black d4', { kind: 'black', cell: 'd4', cells: ['d4'] }],
    ['BLACK   a7', { kind: 'black', cell: 'a7', cells: ['a7'] }],
    ['more', { kind: 'role', role: 'more', cells: [] }],
    ['Fewer', { kind: 'role', role: 'fewer', cells: [] }],
  ])('reads %s', (text, expected) => {
    const pos = linkage.create();
    const view = describeMove(pos, parseMoveOf(pos.table, text));
    const names = (cells: readonly number[]) => cells.map((c) => pos.grid.name(c));
    if (view.kind === 'place') {
      const { letter, colourName } = view;
      expect({ kind: view.kind, letter, colourName, cells: names(view.cells) }).toEqual(expected);
    } else if (view.kind === 'black')
      expect({ kind: 'black', cell: pos.grid.name(view.cell), cells: names(view.cells) }).toEqual(expected);
    else expect(view).toEqual(expected);
  });

  it('writes the lower cell first (lower rank, then lower file)', () => {
    const pos = linkage.create();
    expect(linkage.formatMove(pos, parseMoveOf(pos.table, 'Bb2-b1'))).toBe('Bb1-b2');
    expect(linkage.formatMove(pos, parseMoveOf(pos.table, 'rg7-f7'))).toBe('Rf7-g7');
  });

  it.each([
    ['empty', '', 'malformed'],
    ['no colour', 'd1-e1', 'malformed'],
    ['no dash', 'Rd1e1', 'malformed'],
    ['three cells', 'Rd1-e1-f1', 'malformed'],
    ['too long', `R${'a'.repeat(50)}`, 'too-long'],
    ['passes', 'passes', 'malformed'],
    ['black without a cell', 'black', 'malformed'],
    ['a colour letter the game lacks', 'Gd1-e1', 'bad-colour'],
    ['no colour at all', 'Xd1-e1', 'bad-colour'],
    ['a cell off the board', 'Rh1-g1', 'bad-cell'],
    ['rank 0', 'Ra0-a1', 'bad-cell'],
    ['black off the board', 'black z9', 'bad-cell'],
    ['cells that are not adjacent', 'Rd1-f1', 'not-a-domino'],
    ['diagonal cells', 'Rd1-e2', 'not-a-domino'],
    ['the same cell twice', 'Rd1-d1', 'not-a-domino'],
  ])('rejects %s as malformed notation', (_name, text, reason) => {
    const pos = linkage.create();
    const before = JSON.stringify(pos.toJSON());
    expect(() => linkage.parseMove(pos, text)).toThrow(NotationError);
    expect(() => linkage.parseMove(pos, text)).toThrow(
      expect.objectContaining({ code: ErrorCode.Notation, reason }),
    );
    expect(JSON.stringify(pos.toJSON())).toBe(before);
  });

  it.each([
    ['a number', 42],
    ['null', null],
    ['a symbol', Symbol('m')],
    ['an object', { toString: () => 'Wa1-b1' }],
  ])('rejects %s as not a string', (_name, value) => {
    const pos = linkage.create();
    expect(() => parseMove(pos, value as unknown as string)).toThrow(
      expect.objectContaining({ code: ErrorCode.Notation, reason: 'not-a-string' }),
    );
  });

  it("is the same function as the game object's", () => {
    expect(linkage.formatMove).toBe(formatMove);
    expect(linkage.parseMove).toBe(parseMove);
  });

  it.each([
    ['a setup move in the standard game', 'black d4', 'not-setup'],
    ['a role choice in the standard game', 'more', 'not-setup'],
    ['a placement on the black square', 'Wd4-d5', 'occupied'],
    ['a forced pass that is not forced', 'pass', 'pass-not-forced'],
  ])('rejects %s as an illegal move', (_name, text, reason) => {
    const pos = linkage.create();
    expect(() => linkage.parseMove(pos, text)).toThrow(IllegalMoveError);
    expect(() => linkage.parseMove(pos, text)).toThrow(
      expect.objectContaining({ code: ErrorCode.IllegalMove, reason }),
    );
  });

  it('reports an exhausted colour', () => {
    const pos = linkage.create({ colours: 3, piecesPerColour: 1 });
    pos.play(linkage.parseMove(pos, 'Wa1-b1'));
    pos.play(linkage.parseMove(pos, 'Bg7-g6'));
    expect(() => linkage.parseMove(pos, 'Wa7-b7')).toThrow(expect.objectContaining({ reason: 'exhausted' }));
  });

  it('throws only typed errors on arbitrary text (fuzz)', () => {
    const pos = linkage.create();
    const before = JSON.stringify(pos.toJSON());
    const pieces = fc.constantFrom(
      'W',
      'b',
      'R',
      'Y',
      'G',
      'd4',
      'e4',
      'a1',
      'g7',
      'h8',
      '-',
      ' ',
      'pass',
      'black ',
      'more',
      '0',
    );
    const text = fc.oneof(
      fc.string({ maxLength: 30 }),
      fc.array(pieces, { maxLength: 6 }).map((p) => p.join('')),
    );
    fc.assert(
      fc.property(text, (t) => {
        try {
          const move = linkage.parseMove(pos, t);
          expect(pos.isLegal(move)).toBe(true);
          expect(parseMove(pos, formatMove(pos, move))).toBe(move);
        } catch (e) {
          expect(e instanceof NotationError || e instanceof IllegalMoveError).toBe(true);
        }
      }),
      { numRuns: 2000 },
    );
    expect(JSON.stringify(pos.toJSON())).toBe(before);
  });

  it('rejects ids outside the table in formatMove and describeMove', () => {
    const pos = linkage.create();
    for (const bad of [-1, 0.5, pos.table.count, Number.NaN]) {
      expect(() => linkage.formatMove(pos, bad as never)).toThrow(
        expect.objectContaining({ reason: 'not-a-move' }),
      );
      expect(() => describeMove(pos, bad)).toThrow(IllegalMoveError);
    }
  });
});
