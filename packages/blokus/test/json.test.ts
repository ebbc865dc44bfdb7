import { type BlokusOptions, blokus, parseMove, render } from '@quadrille/blokus';
import { isQuadrilleError, Rng, SetupError } from '@quadrille/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

function randomGame(options: BlokusOptions, seed: number, plies: number) {
  const rng = new Rng(seed);
  const pos = blokus.create(options);
  for (let i = 0; i < plies && !pos.isOver(); i++) {
    const moves = pos.legalMoves();
    pos.play(moves[rng.int(moves.length)]!);
  }
  return pos;
}

describe('toJSON / fromJSON', () => {
  it.each<BlokusOptions>([
    { variant: 'classic' },
    { variant: 'classic3', scoring: 'positive' },
    { variant: 'duo', freeStart: true },
    { variant: 'classic2', width: 8, height: 9, maxPieceSize: 3, freeCorners: true },
    {
      variant: 'duo',
      width: 7,
      pieces: [
        'X',
        '1',
        [
          [0, 0],
          [1, 0],
          [1, 1],
        ],
      ],
      startPoints: ['a1', ['g7', 'a7']],
    },
  ])('restores %j exactly, through JSON text', (options) => {
    for (const plies of [0, 5, 1000]) {
      const pos = randomGame(options, plies, plies);
      const copy = blokus.fromJSON(JSON.parse(JSON.stringify(pos)));
      expect(copy.toJSON()).toEqual(pos.toJSON());
      expect(copy.legalMoves()).toEqual(pos.legalMoves());
      expect(copy.history).toEqual(pos.history);
      expect([copy.turn, copy.isOver(), copy.outcome()]).toEqual([pos.turn, pos.isOver(), pos.outcome()]);
      expect(render(copy)).toBe(render(pos));
    }
  });

  it('keeps setup pieces, the colour to play and out-of-turn moves', () => {
    const pos = blokus.create({ variant: 'duo' });
    pos.addSetup(1, pos.rules.table.find([pos.rules.grid.parse('a1')]));
    pos.setColourToPlay(1);
    pos.playFor(0, parseMove(pos, 'e10', 0));
    const copy = blokus.fromJSON(pos.toJSON());
    expect(copy.toJSON()).toEqual(pos.toJSON());
    expect(copy.colourToMove).toBe(1);
  });

  const good = randomGame({ variant: 'duo' }, 1, 6).toJSON();
  it.each<[string, unknown]>([
    ['null', null],
    ['a string', 'blokus'],
    ['another game', { ...good, game: 'talpa' }],
    ['bad options', { ...good, options: { variant: 'hex' } }],
    ['options not an object', { ...good, options: 3 }],
    ['moves not an array', { ...good, moves: {} }],
    ['a malformed move', { ...good, moves: [[0]] }],
    ['an illegal move', { ...good, moves: [[0, 'a1']] }],
    ['a wrong colour', { ...good, moves: [[7, 'e10']] }],
    ['garbage cells', { ...good, moves: [[0, 'e10,zz']] }],
    [
      'a repeated setup piece',
      {
        ...good,
        setup: [
          [0, 'a1'],
          [0, 'c1'],
        ],
      },
    ],
    [
      'overlapping setup',
      {
        ...good,
        setup: [
          [0, 'a1'],
          [1, 'a1'],
        ],
      },
    ],
    ['a bad toPlay', { ...good, toPlay: 2 }],
    ['a missing toPlay', { ...good, toPlay: undefined }],
    ['too many moves', { ...good, moves: new Array(1000).fill([0, 'e10']) }],
  ])('rejects %s with a SetupError', (_, data) => {
    expect(() => blokus.fromJSON(data)).toThrow(SetupError);
  });

  it('never throws anything but a QuadrilleError on tampered data', () => {
    const json = JSON.parse(JSON.stringify(good)) as Record<string, unknown>;
    const anything = fc.anything({ maxDepth: 2 });
    const tampered = fc.oneof(
      anything,
      fc
        .record({ key: fc.constantFrom('game', 'options', 'setup', 'toPlay', 'moves'), value: anything })
        .map(({ key, value }) => ({
          ...json,
          [key]: value,
        })),
      fc
        .record({
          i: fc.nat(5),
          colour: fc.integer({ min: -1, max: 3 }),
          cells: fc.string({ maxLength: 12 }),
        })
        .map(({ i, colour, cells }) => {
          const moves = [...(json.moves as unknown[])];
          moves[i] = [colour, cells];
          return { ...json, moves };
        }),
    );
    fc.assert(
      fc.property(tampered, (data) => {
        try {
          const pos = blokus.fromJSON(data);
          expect(blokus.fromJSON(pos.toJSON()).toJSON()).toEqual(pos.toJSON());
        } catch (e) {
          expect(isQuadrilleError(e)).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });
});
