/**
 * Opening books with Pentobi's meaning of the marks, in books written here (Pentobi's own books
 * are GPL and never bundled): good moves (TE) are chosen among, others never; the game's moves
 * are followed through the tree; a Duo position is found in its mirror image too.
 */
import { type BlokusPosition, blokus, openingBook } from '@quadrille/blokus';
import { Rng } from '@quadrille/core';
import { describe, expect, it } from 'vitest';

/** The position after `moves` (notation) in `variant`. */
function after(variant: 'duo' | 'classic', moves: readonly string[]): BlokusPosition {
  const pos = blokus.create({ variant });
  for (const text of moves) pos.play(blokus.parseMove(pos, text));
  return pos;
}

/** Every move the book gives in `pos` over many seeds, in notation. */
function choices(text: string, pos: BlokusPosition): Set<string | undefined> {
  const book = openingBook(text);
  const seen = new Set<string | undefined>();
  for (let seed = 0; seed < 64; seed++) {
    const move = book.choose(pos, new Rng(seed));
    seen.add(move === undefined ? undefined : blokus.formatMove(pos, move));
  }
  return seen;
}

const DUO = `(;GM[Blokus Duo]
  (;B[e10,f10,f9,e9,d9]TE[1]
    (;W[j5,j4,i4,k4,j3]TE[1])
    (;W[i5,j5,k5,j6,j4]TE[2])
    (;W[j5,k5]BM[1])
    (;W[j5]))
  (;B[e10,e11,e12,e13,e9]TE[1])
  (;B[e10]BM[1])
  (;B[d10,e10]))`;

describe('openingBook', () => {
  it('chooses among the good moves only, each of them', () => {
    expect(choices(DUO, after('duo', []))).toEqual(new Set(['d9,e9,f9,e10,f10', 'e9,e10,e11,e12,e13']));
    expect(choices(DUO, after('duo', ['e10,f10,f9,e9,d9']))).toEqual(
      new Set(['j3,i4,j4,k4,j5', 'j4,i5,j5,k5,j6']),
    );
  });

  it('follows the game through the tree, and has nothing off it or past its end', () => {
    expect(choices(DUO, after('duo', ['e10,f10,f9,e9,d9', 'j5,j4,i4,k4,j3']))).toEqual(new Set([undefined]));
    expect(choices(DUO, after('duo', ['e10', 'j5']))).toEqual(new Set([undefined]));
    expect(choices(DUO, after('duo', ['e10,d10']))).toEqual(new Set([undefined]));
  });

  it('finds a Duo position in its mirror image across the diagonal through both starting points', () => {
    // (f, r) → (13 − r, 13 − f) keeps e10 and j5.
    const mirror = (text: string) =>
      text
        .split(',')
        .map((name) => {
          const pos = blokus.create({ variant: 'duo' });
          const c = pos.rules.grid.parse(name);
          const [f, r] = [c % 14, Math.floor(c / 14)];
          return pos.rules.grid.name((13 - f) * 14 + (13 - r));
        })
        .join(',');
    expect(mirror('e10')).toBe('e10');
    expect(mirror('j5')).toBe('j5');
    const mirrored = after('duo', [mirror('e10,f10,f9,e9,d9')]);
    const replies = ['j5,j4,i4,k4,j3', 'i5,j5,k5,j6,j4'].map((t) =>
      blokus.formatMove(mirrored, blokus.parseMove(mirrored, mirror(t))),
    );
    expect(choices(DUO, mirrored)).toEqual(new Set(replies));
    // The first move of the book, mirrored, is also among the book's moves from the empty board.
    expect(choices(DUO, after('duo', []))).toContain('d9,e9,f9,e10,f10');
  });

  it('has nothing for another variant or a setup position', () => {
    expect(openingBook(DUO).choose(after('classic', []), new Rng(1))).toBeUndefined();
    const setup = blokus.create({ variant: 'duo' });
    setup.addSetup(0, blokus.parseMove(setup, 'e10'));
    expect(openingBook(DUO).choose(setup, new Rng(1))).toBeUndefined();
  });

  it('skips book moves of a colour that is not the one to move', () => {
    const odd = '(;GM[Blokus Duo](;B[e10,f10,f9,e9,d9]TE[1];B[c8]TE[1]))';
    expect(choices(odd, after('duo', ['e10,f10,f9,e9,d9']))).toEqual(new Set([undefined]));
  });

  it('refuses a file that is not a Blokus game tree', () => {
    expect(() => openingBook('(;GM[Nexos])')).toThrow(
      expect.objectContaining({ reason: 'unsupported-variant' }),
    );
    expect(() => openingBook('not sgf')).toThrow(expect.objectContaining({ code: 'ERR_NOTATION' }));
  });

  it('is what the description reads books with', () => {
    expect(blokus.record?.readBook).toBe(openingBook);
  });
});
