import { PieceSet, STANDARD_PIECE_NAMES, standardShape } from '@quadrille/blokus';
import { describe, expect, it } from 'vitest';

// name, cells, orientations: the table of the rules page.
const TABLE: readonly (readonly [string, number, number])[] = [
  ['1', 1, 1],
  ['2', 2, 2],
  ['I3', 3, 2],
  ['V3', 3, 4],
  ['I4', 4, 2],
  ['L4', 4, 8],
  ['T4', 4, 4],
  ['O', 4, 1],
  ['Z4', 4, 4],
  ['F', 5, 8],
  ['I5', 5, 2],
  ['L5', 5, 8],
  ['N', 5, 8],
  ['P', 5, 8],
  ['T5', 5, 4],
  ['U', 5, 4],
  ['V5', 5, 4],
  ['W', 5, 4],
  ['X', 5, 1],
  ['Y', 5, 8],
  ['Z5', 5, 4],
];

describe('the standard piece set', () => {
  const set = PieceSet.upTo(5);

  it('is the 21 free polyominoes of size 1..5, 89 squares, 91 orientations', () => {
    expect(set.pieces).toHaveLength(21);
    expect(set.squares).toBe(89);
    expect(set.pieces.reduce((n, p) => n + p.orientations.length, 0)).toBe(91);
    expect(set.isStandard).toBe(true);
  });

  it.each(TABLE)('names %s: %i cells, %i orientations', (name, cells, orientations) => {
    const piece = set.byName(name)!;
    expect(piece.name).toBe(name);
    expect(piece.size).toBe(cells);
    expect(piece.orientations).toHaveLength(orientations);
  });

  it('lists every standard name once and accepts aliases', () => {
    expect([...STANDARD_PIECE_NAMES].sort()).toEqual(set.pieces.map((p) => p.name).sort());
    expect(set.byName('I1')?.name).toBe('1');
    expect(set.byName('o4')?.name).toBe('O');
    expect(standardShape('nope')).toBeUndefined();
  });

  it('has a monomino index for the +5 bonus', () => {
    expect(set.pieces[set.monomino]!.name).toBe('1');
    expect(PieceSet.of([standardShape('X')!]).monomino).toBe(-1);
  });
});

describe('other sets', () => {
  it.each([
    [1, 1],
    [2, 2],
    [3, 4],
    [4, 9],
    [6, 56],
  ])('upTo(%i) has %i pieces', (k, n) => {
    expect(PieceSet.upTo(k).pieces).toHaveLength(n);
  });

  it('names non-standard shapes by size and rank', () => {
    const names = PieceSet.upTo(6)
      .pieces.filter((p) => p.size === 6)
      .map((p) => p.name);
    expect(names[0]).toBe('6-1');
    expect(new Set(names).size).toBe(35);
  });

  it('gives equal sets (same key, same pieces) regardless of order and orientation', () => {
    const a = PieceSet.of([standardShape('F')!, standardShape('1')!]);
    const b = PieceSet.of([standardShape('1')!, standardShape('F')!.transform(3)]);
    expect(a.key).toBe(b.key);
    expect(a.pieces.map((p) => p.shape.key)).toEqual(b.pieces.map((p) => p.shape.key));
  });
});
