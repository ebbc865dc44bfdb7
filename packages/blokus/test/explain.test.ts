/**
 * explainSelection: the rule a selection breaks, on positions built move by move (table-driven)
 * and, as a property, against a naive referee that tries every placement of every piece (core's
 * `placements`, not the engine's tables) and the engine's own legal moves.
 */
import { BLOKUS_SELECTION_RULES, type BlokusPosition, blokus, explainSelection } from '@quadrille/blokus';
import { matchSelection, placements, Rng } from '@quadrille/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { naiveIsLegal } from './naive.js';

/** A Duo position after `moves` (notation). */
function duo(...moves: string[]): BlokusPosition {
  const pos = blokus.create({ variant: 'duo' });
  for (const m of moves) pos.play(blokus.parseMove(pos, m));
  return pos;
}

const explain = (pos: BlokusPosition, names: string) =>
  explainSelection(
    pos,
    names.split(' ').map((n) => pos.rules.grid.parse(n)),
  );

describe('explainSelection names the rule broken', () => {
  // Purple's X covers e10 (its starting point); Orange's X covers j5.
  const xs = ['e9,d10,e10,f10,e11', 'j4,i5,j5,k5,j6'];

  it.each([
    ['a square of the board that is taken', duo(...xs), 'e10', 'Overlaps a piece: e10 is already covered.'],
    ['taken squares, several', duo(...xs), 'e10 e11', 'Overlaps a piece: e10 and e11 are already covered.'],
    [
      'a square beside the colour’s own piece',
      duo(...xs),
      'g10',
      "Touches its own colour along an edge: g10 is beside Purple's piece on f10.",
    ],
    [
      'a first piece away from the start',
      duo(),
      'a1',
      "Misses the starting point: Purple's first piece must cover e10.",
    ],
    [
      'a square with no corner contact',
      duo(...xs),
      'a1',
      "No corner contact: a piece here would not touch Purple's pieces at a corner.",
    ],
    [
      'the shape of a piece already placed',
      duo(...xs),
      'g12 f13 g13 h13 g14',
      'Piece already played: Purple has already placed X, the only piece that would fit.',
    ],
    [
      'squares no piece covers together',
      duo(),
      'a1 n14',
      'Fits no piece: no piece covers a1 and n14 together.',
    ],
  ] as const)('%s', (_what, pos, cells, words) => {
    expect(explain(pos, cells)).toBe(words);
  });

  it('with whole, names why exactly these squares are no legal placement', () => {
    const pos = duo();
    const cells = (names: string) => names.split(' ').map((n) => pos.rules.grid.parse(n));
    expect(explainSelection(pos, cells('e11 e12'))).toBeUndefined(); // e10-e12 would do
    expect(explainSelection(pos, cells('e11 e12'), true)).toBe(
      "Misses the starting point: Purple's first piece must cover e10.",
    );
    expect(explainSelection(pos, cells('a1 c1'), true)).toBe(
      'Fits no piece: no piece covers exactly a1 and c1.',
    );
    expect(explainSelection(pos, cells('d10 e10'), true)).toBeUndefined();
  });

  it('says nothing of a selection that can still become a legal move', () => {
    expect(explain(duo(), 'e10')).toBeUndefined();
    expect(explain(duo(...xs), 'f12')).toBeUndefined(); // touches e11 at a corner
    expect(explainSelection(duo(), [])).toBeUndefined();
  });

  it('names repeated squares, squares off the board and a finished game', () => {
    const pos = duo();
    expect(explainSelection(pos, [0, 0])).toMatch(/^Fits no piece: the selection names a square twice/);
    expect(explainSelection(pos, [-1])).toMatch(/off the board/);
    expect(explainSelection(pos, [1.5])).toMatch(/off the board/);
    const over = blokus.create({ variant: 'duo', pieces: ['1'] });
    over.play(blokus.parseMove(over, 'e10'));
    over.play(blokus.parseMove(over, 'j5'));
    expect(over.isOver()).toBe(true);
    expect(explainSelection(over, [0])).toBe('The game is over.');
  });

  it('is the description’s input.explain', () => {
    expect(blokus.input.explain).toBe(explainSelection);
  });
});

/** The naive referee's answer for the colour to move: which rule, or undefined. */
function naiveRule(pos: BlokusPosition, cells: readonly number[], whole: boolean): string | undefined {
  const { grid, pieceSet } = pos.rules;
  const colour = pos.colourToMove;
  if (cells.length === 0) return undefined;
  if (cells.some((c) => pos.colourAt(c) >= 0)) return BLOKUS_SELECTION_RULES.overlap;
  const besideOwn = (list: readonly number[]) =>
    list.some((c) =>
      [
        [1, 0],
        [-1, 0],
        [0, 1],
        [0, -1],
      ].some(([df, dr]) => {
        const f = grid.fileOf(c) + df!;
        const r = grid.rankOf(c) + dr!;
        return grid.onBoard(f, r) && pos.colourAt(grid.cell(f, r)) === colour;
      }),
    );
  if (besideOwn(cells)) return BLOKUS_SELECTION_RULES.edge;
  let left = pieceSet.pieces.flatMap((piece) =>
    placements(piece.shape, grid)
      .filter((p) => cells.every((c) => p.cells.includes(c)) && (!whole || p.cells.length === cells.length))
      .map((p) => ({ piece: piece.index, cells: p.cells })),
  );
  if (left.length === 0) return BLOKUS_SELECTION_RULES.shape;
  left = left.filter((p) => pos.hasPiece(colour, p.piece));
  if (left.length === 0) return BLOKUS_SELECTION_RULES.used;
  left = left.filter((p) => p.cells.every((c) => pos.colourAt(c) < 0));
  if (left.length === 0) return BLOKUS_SELECTION_RULES.overlap;
  left = left.filter((p) => !besideOwn(p.cells));
  if (left.length === 0) return BLOKUS_SELECTION_RULES.edge;
  if (left.some((p) => naiveIsLegal(pos, colour, p.cells))) return undefined;
  return pos.placedSquares(colour) === 0 ? BLOKUS_SELECTION_RULES.start : BLOKUS_SELECTION_RULES.corner;
}

describe('explainSelection against a naive referee', () => {
  it('names the same rule, and nothing exactly when a legal move covers the selection (or is it, with whole)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('duo', 'classic'),
        fc.integer({ min: 0, max: 2 ** 31 }),
        fc.integer({ min: 0, max: 30 }),
        fc.array(fc.tuple(fc.integer({ min: -2, max: 2 }), fc.integer({ min: -2, max: 2 })), {
          minLength: 0,
          maxLength: 4,
        }),
        fc.nat(),
        fc.boolean(),
        (variant, seed, plies, offsets, at, whole) => {
          const pos = blokus.create({ variant });
          const rng = new Rng(seed);
          for (let i = 0; i < plies && !pos.isOver(); i++) {
            const legal = pos.legalMoves();
            pos.play(legal[rng.int(legal.length)]!);
          }
          if (pos.isOver()) return;
          // A cluster of squares around one (as a person selects them), each on the board, once.
          const { grid } = pos.rules;
          const centre = at % grid.size;
          const cells = [centre];
          for (const [df, dr] of offsets) {
            const f = grid.fileOf(centre) + df;
            const r = grid.rankOf(centre) + dr;
            if (grid.onBoard(f, r) && !cells.includes(grid.cell(f, r))) cells.push(grid.cell(f, r));
          }
          const before = pos.key();
          const words = explainSelection(pos, cells, whole);
          expect(pos.key()).toBe(before);
          const match = matchSelection(blokus, pos, cells);
          expect(words === undefined).toBe(match.moves.length > 0 || (!whole && match.extensible));
          const rule = naiveRule(pos, cells, whole);
          if (rule === undefined) expect(words).toBeUndefined();
          else expect(words?.startsWith(`${rule}:`)).toBe(true);
        },
      ),
      { numRuns: 150 },
    );
  });
});
