import { colourComponents, IllegalMoveError, perft } from '@quadrille/core';
import { describeMove, EMPTY, type LinkageMove, type LinkagePosition, linkage } from '@quadrille/linkage';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  colourMap,
  emptyPairs,
  naiveGroups,
  randomGame,
  restrictedCells,
  VARIANTS,
} from './fixtures/random-games.js';

const play = (pos: LinkagePosition, ...moves: string[]): LinkagePosition => {
  for (const m of moves) pos.play(linkage.parseMove(pos, m));
  return pos;
};

/** Sequences of `depth` placements counted by slot only (the colour-blind perft of the rules page). */
function slotPerft(pos: LinkagePosition, depth: number): number {
  if (depth === 0) return 1;
  const bySlot = new Map<number, LinkageMove>();
  for (const m of pos.legalMoves()) {
    const view = describeMove(pos, m);
    const key = view.kind === 'place' ? view.slot : -1;
    if (!bySlot.has(key)) bySlot.set(key, m);
  }
  if (depth === 1) return bySlot.size;
  let total = 0;
  for (const m of bySlot.values()) {
    const child = pos.clone();
    child.play(m);
    total += slotPerft(child, depth - 1);
  }
  return total;
}

describe('facts from the rules page (standard game)', () => {
  it.each([
    ['legal first moves (80 slots × 4 colours)', (p: LinkagePosition) => perft(p, 1), 320],
    ['perft(2) with colour choice', (p: LinkagePosition) => perft(p, 2), 81_280],
    ['placements ignoring colour, depth 1', (p: LinkagePosition) => slotPerft(p, 1), 80],
    ['placements ignoring colour, depth 2', (p: LinkagePosition) => slotPerft(p, 2), 5_080],
  ])('%s', (_name, count, expected) => {
    expect(count(linkage.create())).toBe(expected);
  });

  it('has 80 domino slots on the empty board, none touching the black square d4', () => {
    const pos = linkage.create();
    expect(emptyPairs(pos)).toHaveLength(80);
    expect(pos.colourAt(pos.grid.parse('d4'))).not.toBe(EMPTY);
  });

  it('forbids d7, e7, c6, f6, d5, e5 after yellow on d6–e6', () => {
    const pos = play(linkage.create(), 'Yd6-e6');
    const names = pos
      .forbiddenCells()
      .toArray()
      .map((c) => pos.grid.name(c));
    expect(names.sort()).toEqual(['c6', 'd5', 'd7', 'e5', 'e7', 'f6']);
    for (const m of pos.legalMoves()) {
      const view = describeMove(pos, m);
      if (view.kind !== 'place') throw new Error('expected placements only');
      for (const cell of view.cells) expect(names).not.toContain(pos.grid.name(cell));
    }
    expect(() => linkage.parseMove(pos, 'Wd7-e7')).toThrow(expect.objectContaining({ reason: 'restricted' }));
    expect(linkage.formatMove(pos, linkage.parseMove(pos, 'Wc7-b7'))).toBe('Wb7-c7'); // diagonal contact is fine
  });

  it('lists every legal move once, ascending, as colour × slot', () => {
    const moves = linkage.create().legalMoves();
    expect([...moves].sort((a, b) => a - b)).toEqual(moves);
    expect(new Set(moves).size).toBe(moves.length);
    expect(moves.slice(0, 4).map((m) => linkage.formatMove(linkage.create(), m))).toEqual([
      'Wa1-b1',
      'Ba1-b1',
      'Ra1-b1',
      'Ya1-b1',
    ]);
  });
});

describe('the forced pass', () => {
  // A 4×1 board: after a1-b1, the only empty pair c1-d1 touches the marked piece.
  it('is the only legal move when the restriction blocks every placement', () => {
    const pos = linkage.create({
      width: 4,
      height: 1,
      black: null,
      colours: 1,
      piecesPerColour: 2,
      threshold: 1,
    });
    play(pos, 'Wa1-b1');
    // c1-d1 touches b1: restricted, and it is the only empty pair left.
    expect(pos.legalMoves().map((m) => linkage.formatMove(pos, m))).toEqual(['pass']);
    expect(() => linkage.parseMove(pos, 'Wc1-d1')).toThrow(expect.objectContaining({ reason: 'must-pass' }));
    play(pos, 'pass');
    expect(pos.marked).toBeUndefined();
    expect(pos.turn).toBe(0);
    expect(pos.legalMoves().map((m) => linkage.formatMove(pos, m))).toEqual(['Wc1-d1']);
    play(pos, 'Wc1-d1');
    expect(pos.isOver()).toBe(true);
    expect(pos.groups).toBe(1);
    expect(pos.outcome()).toEqual({ scores: [1, 0], winners: [0] });
  });

  it('is illegal when a placement exists', () => {
    const pos = linkage.create();
    expect(() => linkage.parseMove(pos, 'pass')).toThrow(
      expect.objectContaining({ reason: 'pass-not-forced' }),
    );
  });
});

describe('properties over random games', () => {
  const seeds = fc.integer({ min: 0, max: 1_000_000 });
  const variants = fc.constantFrom(...VARIANTS);

  it('keeps the incremental group count equal to a naive flood fill', () => {
    fc.assert(
      fc.property(variants, seeds, (options, seed) => {
        for (const pos of randomGame(options, seed)) {
          expect(pos.groups).toBe(naiveGroups(pos));
          expect(pos.groupComponents().count).toBe(colourComponents(pos.grid, colourMap(pos)).count);
        }
      }),
      { numRuns: 40 },
    );
  });

  it('lists exactly the ids that isLegal accepts, ascending', () => {
    // legalMoves reads slot sets on small boards, isLegal cell bitsets: they must agree.
    fc.assert(
      fc.property(variants, seeds, (options, seed) => {
        for (const pos of randomGame(options, seed)) {
          const expected = Array.from({ length: pos.table.count }, (_, m) => m).filter((m) => pos.isLegal(m));
          expect(pos.legalMoves()).toEqual(expected);
        }
      }),
      { numRuns: 30 },
    );
  });

  it('never places a colour more often than its supply', () => {
    fc.assert(
      fc.property(variants, seeds, (options, seed) => {
        for (const pos of randomGame(options, seed)) {
          const { colours, piecesPerColour } = pos.rules;
          const map = colourMap(pos);
          for (let c = 0; c < colours; c++) {
            const cells = map.filter((x) => x === c).length;
            expect(cells % 2).toBe(0);
            expect(cells / 2 + pos.supply(c)).toBe(piecesPerColour);
            expect(pos.supply(c)).toBeGreaterThanOrEqual(0);
          }
        }
      }),
      { numRuns: 40 },
    );
  });

  it('allows pass exactly when placements exist only without the restriction', () => {
    fc.assert(
      fc.property(variants, seeds, (options, seed) => {
        for (const pos of randomGame(options, seed)) {
          if (pos.phase !== 'play') continue;
          const anyPiece = Array.from({ length: pos.rules.colours }, (_, c) => pos.supply(c)).some(
            (n) => n > 0,
          );
          const unrestricted = anyPiece && emptyPairs(pos).length > 0;
          const restricted = anyPiece && emptyPairs(pos, restrictedCells(pos)).length > 0;
          const pass = pos.table.pass;
          expect(pos.isLegal(pass)).toBe(unrestricted && !restricted);
          if (pos.isLegal(pass)) expect(pos.legalMoves()).toEqual([pass]);
          // Placements: exactly the restricted-free pairs times the colours in supply.
          const colours = Array.from({ length: pos.rules.colours }, (_, c) => c).filter(
            (c) => pos.supply(c) > 0,
          );
          const placements = pos.legalMoves().filter((m) => m !== pass).length;
          expect(placements).toBe(
            restricted ? emptyPairs(pos, restrictedCells(pos)).length * colours.length : 0,
          );
        }
      }),
      { numRuns: 40 },
    );
  });

  it('ends exactly when no piece fits anywhere, and More wins ⇔ groups ≥ threshold', () => {
    fc.assert(
      fc.property(variants, seeds, (options, seed) => {
        const game = randomGame(options, seed);
        const end = game[game.length - 1]!;
        for (const pos of game.slice(0, -1)) expect(pos.isOver()).toBe(false);
        const piecesLeft = Array.from({ length: end.rules.colours }, (_, c) => end.supply(c)).reduce(
          (a, b) => a + b,
        );
        expect(emptyPairs(end).length === 0 || piecesLeft === 0).toBe(true);
        const outcome = end.outcome()!;
        const moreWins = end.groups >= end.rules.threshold;
        expect(outcome.winners).toEqual([moreWins ? end.moreSeat : 1 - end.moreSeat!]);
        expect(end.roleOf(outcome.winners[0]!)).toBe(moreWins ? 'more' : 'fewer');
        expect(outcome.scores[outcome.winners[0]!]).toBe(1);
      }),
      { numRuns: 60 },
    );
  });

  it('ends with no two adjacent empty free squares when pieces cover the board (standard game)', () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        const game = randomGame(undefined, seed);
        expect(emptyPairs(game[game.length - 1]!)).toEqual([]);
      }),
      { numRuns: 60 },
    );
  });

  it('rejects every illegal move id with a typed error and leaves the position untouched', () => {
    fc.assert(
      fc.property(variants, seeds, fc.integer({ min: -5, max: 3000 }), (options, seed, move) => {
        const game = randomGame(options, seed);
        const pos = game[seed % game.length]!;
        if (pos.isLegal(move)) return;
        const before = JSON.stringify(pos.toJSON());
        const groups = pos.groups;
        expect(() => pos.play(move as LinkageMove)).toThrow(IllegalMoveError);
        expect(JSON.stringify(pos.toJSON())).toBe(before);
        expect(pos.groups).toBe(groups);
      }),
      { numRuns: 200 },
    );
  });
});

describe('clone', () => {
  it('is independent of the original', () => {
    const pos = play(linkage.create(), 'Wa1-b1');
    const copy = pos.clone();
    play(copy, 'Wa3-b3');
    expect(pos.history).toHaveLength(1);
    expect(pos.colourAt(pos.grid.parse('a3'))).toBe(EMPTY);
    expect(pos.supply(0)).toBe(5);
    expect(copy.supply(0)).toBe(4);
  });
});
