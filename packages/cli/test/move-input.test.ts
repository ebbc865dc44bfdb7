import { type AnyGameDescription, Polyomino } from '@quadrille/core';
import { mnk } from '@quadrille/examples';
import { blokus, linage, linkage, talpa } from '@quadrille/games';
import { describe, expect, it } from 'vitest';
import { describePieces, formatGroups, groupMoves } from '../src/move-groups.js';
import { placeByLowest, readTypedMove } from '../src/move-input.js';

const games: Record<string, AnyGameDescription> = { blokus, linage, linkage, talpa, mnk };

/** What `text` comes to in a new game of `id` (with `options`), in notation. */
function typed(id: string, text: string, options?: unknown) {
  const game = games[id]!;
  const pos = game.create(options);
  const t = readTypedMove(game, pos, text);
  if (t.kind === 'move') return { move: game.formatMove(pos, t.move) };
  if (t.kind === 'choose') return { choose: t.moves.map((m) => game.formatMove(pos, m)) };
  return { refused: t.message };
}

describe('readTypedMove', () => {
  it('reads the notation, cells, and Blokus pieces with an orientation', () => {
    expect(typed('talpa', 'a1xa2', { size: 6 })).toEqual({ move: 'a1xa2' });
    expect(typed('talpa', 'a1 a2', { size: 6 })).toEqual({ move: 'a1xa2' });
    expect(typed('talpa', 'a1', { size: 6 })).toEqual({
      refused: 'a1 start a move but are not one: type all its cells.',
    });
    expect(typed('linkage', 'd1 e1')).toEqual({ choose: ['Wd1-e1', 'Bd1-e1', 'Rd1-e1', 'Yd1-e1'] });
    expect(typed('mnk', 'b2')).toEqual({ move: 'b2' });
    const duo = { variant: 'duo' };
    expect(typed('blokus', 'e9 d10 e10 f10 e11', duo)).toEqual({ move: 'e9,d10,e10,f10,e11' });
    expect(typed('blokus', 'X e9', duo)).toEqual({ move: 'e9,d10,e10,f10,e11' });
    // L4 as 'pieces' draws it is "## / #. / #."; a quarter turn clockwise lays it down as
    // "### / ..#" (lowest square: the right one), mirrored "### / #.." (the left one).
    expect(typed('blokus', 'L4 r1 e10', duo)).toEqual({ move: 'e10,c11,d11,e11' });
    expect(typed('blokus', 'L4 r1f e10', duo)).toEqual({ move: 'e10,e11,f11,g11' });
    expect(typed('blokus', 'e10', duo)).toEqual({ move: 'e10' }); // the monomino, typed in full
  });

  it('refuses in the game’s words', () => {
    const duo = { variant: 'duo' };
    expect(typed('blokus', 'a1 a2', duo)).toEqual({
      refused: "Misses the starting point: Purple's first piece must cover e10.",
    });
    expect(typed('blokus', 'L4 r9 e10', duo).refused).toMatch(/^r9 is not an orientation/);
    expect(typed('blokus', 'L4 r1 zz9', duo).refused).toBe('zz9 is not a cell of this board.');
    expect(typed('blokus', 'L4 r1 e10 f1', duo).refused).toMatch(/^Too many words/);
    expect(typed('mnk', 'zz9').refused).toMatch(/zz9/);
    expect(typed('talpa', '', { size: 6 }).refused).toBeDefined();
  });
});

describe('placeByLowest', () => {
  it('puts the shape’s lowest, leftmost square on the cell, or nowhere off the board', () => {
    const t = Polyomino.fromAscii('###\n.#.'); // the T4, upside down: lowest square is the stem
    expect(placeByLowest(t, 1 + 3 * 5, 5, 5)).toEqual([16, 20, 21, 22]);
    expect(placeByLowest(t, 0, 5, 5)).toBeUndefined();
  });
});

describe('groupMoves', () => {
  it('groups by piece, by first cell, or not at all; moves without a cell last', () => {
    const blokusGroups = groupMoves(blokus, blokus.create({ variant: 'duo' }));
    expect(blokusGroups.map((g) => g.label)).toEqual(
      blokus.view(blokus.create({ variant: 'duo' })).colours[0]!.pieces!.map((p) => p.name),
    );
    expect(blokusGroups.reduce((n, g) => n + g.moves.length, 0)).toBe(414);
    expect(groupMoves(talpa, talpa.create({ size: 4 }))[0]).toEqual({
      label: 'a1',
      moves: ['a1xa2', 'a1xb1'],
    });
    expect(groupMoves(mnk, mnk.create()).map((g) => g.label)).toEqual(['moves']);
    expect(groupMoves(linage, linage.create({ size: 7 })).map((g) => g.label)).toEqual([
      'moves',
      'without a cell',
    ]);
    expect(formatGroups([{ label: 'a1', moves: ['x', 'y', 'z'] }], 2)).toEqual([
      "  a1 (3): x y … and 1 more ('moves a1')",
    ]);
  });

  it('describes the pieces of a game that has some, and nothing for the others', () => {
    expect(describePieces(talpa.view(talpa.create()))).toBeUndefined();
    const text = describePieces(blokus.view(blokus.create({ variant: 'duo' })))!;
    expect(text.split('\n').slice(0, 2)).toEqual([
      'Purple (21): 1 2 I3 V3 I4 O L4 T4 Z4 I5 P U L5 Y N V5 W T5 F Z5 X',
      'Orange (21): 1 2 I3 V3 I4 O L4 T4 Z4 I5 P U L5 Y N V5 W T5 F Z5 X',
    ]);
    expect(text).toContain('  ###');
  });
});
