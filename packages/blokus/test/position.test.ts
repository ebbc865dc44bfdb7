import { type BlokusOptions, type BlokusPosition, blokus, parseMove } from '@quadrille/blokus';
import { IllegalMoveError, perft, Rng } from '@quadrille/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { naiveIsLegal, naiveMoves } from './naive.js';

const cellsKey = (pos: BlokusPosition, move: number) => pos.rules.table.cellsOf(move).join(',');

describe('published facts', () => {
  it.each([
    ['classic', 58],
    ['classic2', 58],
    ['classic3', 58],
    ['duo', 414],
    ['junior', 189],
  ] as const)('%s: every colour has %i first moves', (variant, count) => {
    const pos = blokus.create({ variant });
    for (let c = 0; c < pos.rules.colours; c++) expect(pos.legalMovesOf(c)).toHaveLength(count);
  });

  it.each([
    ['classic', [58, 3364, 195_112]],
    ['duo', [414, 171_396]],
    // Pentobi's bulk-counted perft of Blokus Junior (shared/anchors' pentobi-bench, 2026-11-27).
    ['junior', [189, 35_721, 8_665_264]],
  ] as const)('%s perft', (variant, counts) => {
    const pos = blokus.create({ variant });
    expect(counts.map((_, i) => perft(pos, i + 1))).toEqual(counts);
  });
});

describe('turns and skipping', () => {
  it('plays the classic colours in order B, Y, R, G', () => {
    const pos = blokus.create();
    const seen: number[] = [];
    for (let i = 0; i < 8; i++) {
      seen.push(pos.colourToMove);
      expect(pos.turn).toBe(pos.colourToMove);
      pos.play(pos.legalMoves()[0]!);
    }
    expect(seen).toEqual([0, 1, 2, 3, 0, 1, 2, 3]);
    expect(pos.historyColours).toEqual(seen);
  });

  it('classic2 seats own Blue+Red and Yellow+Green', () => {
    const pos = blokus.create({ variant: 'classic2' });
    const turns: number[] = [];
    for (let i = 0; i < 4; i++) {
      turns.push(pos.turn);
      pos.play(pos.legalMoves()[0]!);
    }
    expect(turns).toEqual([0, 1, 0, 1]);
  });

  it('classic3 rotates the shared Green among the seats', () => {
    const pos = blokus.create({ variant: 'classic3' });
    const greenSeats: number[] = [];
    while (greenSeats.length < 4) {
      if (pos.colourToMove === 3) greenSeats.push(pos.turn);
      pos.play(pos.legalMoves()[0]!);
    }
    expect(greenSeats).toEqual([0, 1, 2, 0]);
  });

  it('skips a colour with no move and ends when no colour can move', () => {
    // 3x3 board, monomino and domino only, both colours starting on a1: Blue takes it, so
    // Yellow, Red and Green (starting there too) can never move.
    const pos = blokus.create({
      width: 3,
      height: 3,
      pieces: ['1', '2'],
      startPoints: ['a1', 'a1', 'a1', 'a1'],
    });
    expect(pos.legalMovesOf(1).length).toBeGreaterThan(0);
    pos.play(blokus.parseMove(pos, 'a1'));
    expect(pos.colourToMove).toBe(0);
    pos.play(blokus.parseMove(pos, 'b2,c2'));
    expect(pos.isOver()).toBe(true);
    expect(pos.colourToMove).toBe(-1);
    expect(pos.legalMoves()).toEqual([]);
    // Monomino first, domino last: +15 only.
    expect(pos.outcome()).toEqual({ scores: [15, -3, -3, -3], winners: [0] });
  });
});

describe('setup', () => {
  it('can give moves back to a finished position', () => {
    const pos = blokus.create({
      variant: 'duo',
      width: 5,
      height: 5,
      pieces: ['1', '2'],
      startPoints: ['a1', 'a1'],
    });
    const at = (...names: string[]) => pos.rules.table.find(names.map((n) => pos.rules.grid.parse(n)));
    pos.addSetup(0, at('a1'));
    pos.addSetup(0, at('c1', 'd1'));
    expect(pos.isOver()).toBe(true); // purple has placed everything, orange's start is taken
    pos.addSetup(1, at('e5'));
    expect(pos.isOver()).toBe(false); // orange now has an attach point, d4
    expect(pos.colourToMove).toBe(1);
    expect(pos.legalMoves().map((m) => blokus.formatMove(pos, m))).toEqual(['d3,d4', 'c4,d4']);
  });
});

describe('scoring', () => {
  function finished(options: BlokusOptions): BlokusPosition {
    const pos = blokus.create(options);
    pos.playFor(0, parseMove(pos, 'a1,b1', 0));
    pos.playFor(0, parseMove(pos, 'c2', 0));
    return pos;
  }
  // One colour on a 3x3 board with I2 then the monomino: all placed, monomino last.
  const base: BlokusOptions = {
    width: 3,
    height: 3,
    pieces: ['1', '2'],
    startPoints: ['a1', 'c3', 'c3', 'c3'],
  };

  it.each([
    ['advanced', 20],
    ['positive', 23],
    ['basic', 0],
  ] as const)('%s', (scoring, blue) => {
    const pos = finished({ ...base, scoring });
    expect(pos.colourScore(0)).toBe(blue);
  });

  it('gives +15 only when the monomino is not last', () => {
    const pos = blokus.create(base);
    pos.playFor(0, parseMove(pos, 'a1', 0));
    pos.playFor(0, parseMove(pos, 'b2,c2', 0));
    expect(pos.colourScore(0)).toBe(15);
  });

  it('does not count Green in classic3', () => {
    const pos = blokus.create({ variant: 'classic3' });
    expect(pos.seatScores()).toEqual([-89, -89, -89]);
    expect(pos.colourScores()).toEqual([-89, -89, -89, -89]);
  });
});

describe('play', () => {
  it('rejects illegal moves and leaves the position unchanged', () => {
    const pos = blokus.create({ variant: 'duo' });
    const before = JSON.stringify(pos.toJSON());
    const illegal = pos.rules.table.find([0]);
    expect(pos.isLegal(illegal)).toBe(false);
    expect(() => pos.play(illegal as never)).toThrow(IllegalMoveError);
    for (const bad of [-1, 1.5, Number.NaN, pos.rules.table.count, 1e100])
      expect(pos.isLegal(bad)).toBe(false);
    expect(JSON.stringify(pos.toJSON())).toBe(before);
  });

  it('clones are independent', () => {
    const pos = blokus.create();
    const copy = pos.clone();
    copy.play(copy.legalMoves()[0]!);
    expect(pos.history).toHaveLength(0);
    expect(pos.legalMoves()).toHaveLength(58);
    expect(copy.colourToMove).toBe(1);
  });
});

const VARIANTS: readonly BlokusOptions[] = [
  { variant: 'classic' },
  { variant: 'duo' },
  { variant: 'classic3', width: 9, height: 9, maxPieceSize: 4 },
  { variant: 'duo', width: 8, height: 8, maxPieceSize: 4, freeStart: true },
  { variant: 'classic2', width: 7, height: 6, freeCorners: true, maxPieceSize: 3 },
  {
    variant: 'duo',
    width: 6,
    height: 5,
    pieces: [
      'X',
      'V3',
      '2',
      [
        [0, 0],
        [1, 0],
        [2, 0],
        [2, 1],
        [2, 2],
        [3, 2],
      ],
    ],
    startPoints: [['a1', 'f5'], 'c3'],
  },
];

/** Pieces longer than 5 cells: the move generator's window masks take two words. */
const LONG_PIECES: BlokusOptions = {
  variant: 'classic2',
  width: 10,
  height: 9,
  pieces: [
    '1',
    'L5',
    Array.from({ length: 8 }, (_, x) => [x, 0] as const),
    [[0, 1], ...Array.from({ length: 6 }, (_, x) => [x, 0] as const)],
  ],
};

/** Plays a random game (some moves out of turn), checking the generator against the naive rule at every ply. */
function agreesWithNaive(options: BlokusOptions, seed: number, outOfTurn: boolean): void {
  const rng = new Rng(seed);
  const pos = blokus.create(options);
  for (let ply = 0; ply < 200 && !pos.isOver(); ply++) {
    const colour = outOfTurn && rng.int(4) === 0 ? rng.int(pos.rules.colours) : pos.colourToMove;
    const moves = pos.legalMovesOf(colour);
    // Ascending, unique, and every one legal by the naive rule.
    for (let i = 1; i < moves.length; i++) expect(moves[i]!).toBeGreaterThan(moves[i - 1]!);
    // The naive generator is slow on 20x20 boards: check every ply on small boards only.
    if (pos.rules.grid.size < 200 || ply % 6 === 0) {
      expect(moves.map((m) => cellsKey(pos, m)).sort()).toEqual(naiveMoves(pos, colour));
    }
    if (ply % 7 === 0) {
      const probe = rng.int(pos.rules.table.count);
      expect(pos.isLegalFor(colour, probe)).toBe(
        pos.hasPiece(colour, pos.rules.table.piece[probe]!) &&
          naiveIsLegal(pos, colour, pos.rules.table.cellsOf(probe)),
      );
    }
    if (moves.length === 0) {
      if (colour === pos.colourToMove) throw new Error('the colour to move has no move');
      continue;
    }
    pos.playFor(colour, moves[rng.int(moves.length)]!);
  }
  // isOver ⇔ no colour has a move.
  const anyMove = Array.from({ length: pos.rules.colours }, (_, c) => naiveMoves(pos, c).length).some(
    (n) => n > 0,
  );
  expect(pos.isOver()).toBe(!anyMove);
}

describe('move generator against a naive referee', () => {
  it('finds exactly the naive moves for every colour at every ply of random games', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...VARIANTS),
        fc.integer({ min: 0, max: 2 ** 31 }),
        fc.boolean(),
        agreesWithNaive,
      ),
      { numRuns: 10 },
    );
  }, 30_000);

  it('does so with pieces longer than 5 cells too', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 }), fc.boolean(), (seed, outOfTurn) =>
        agreesWithNaive(LONG_PIECES, seed, outOfTurn),
      ),
      { numRuns: 4 },
    );
  });
});
