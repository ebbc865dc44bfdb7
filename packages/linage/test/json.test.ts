import { Rng } from '@quadrille/core';
import { type LinagePosition, linage } from '@quadrille/linage';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

function randomGame(options: object, seed: number, plies: number): LinagePosition {
  const pos = linage.create(options);
  const rng = new Rng(seed);
  for (let i = 0; i < plies && !pos.isOver(); i++) {
    const moves = pos.legalMoves();
    pos.play(moves[rng.int(moves.length)]!);
  }
  return pos;
}

const expectSame = (a: LinagePosition, b: LinagePosition): void => {
  expect(b.toJSON()).toEqual(a.toJSON());
  expect(b.legalMoves()).toEqual(a.legalMoves());
  expect(b.history).toEqual(a.history);
  expect([b.turn, b.phase, b.komi, b.verticalSeat, b.isOver()]).toEqual([
    a.turn,
    a.phase,
    a.komi,
    a.verticalSeat,
    a.isOver(),
  ]);
  expect(b.score()).toEqual(a.score());
  expect(b.regions()).toEqual(a.regions());
  expect(b.outcome()).toEqual(a.outcome());
};

describe('toJSON / fromJSON', () => {
  it('has a readable shape', () => {
    const pos = linage.create({ size: 5, pie: true });
    for (const t of ['komi=2.5', 'horizontal', 'c3', 'pass']) pos.play(linage.parseMove(pos, t));
    expect(pos.toJSON()).toEqual({
      game: 'linage',
      options: { width: 5, height: 5, lineLength: 3, pie: true },
      moves: ['komi=2.5', 'horizontal', 'c3', 'pass'],
    });
    expect(linage.create({ width: 6, height: 4, komi: -1, verticalSeat: 1 }).toJSON()).toEqual({
      game: 'linage',
      options: { width: 6, height: 4, lineLength: 3, komi: -1, verticalSeat: 1 },
      moves: [],
    });
  });

  it('restores random positions exactly, through a JSON string', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<object>(
          {},
          { size: 5, pie: true },
          { width: 7, height: 4, lineLength: 2 },
          { size: 6, komi: 3 },
        ),
        fc.integer(),
        fc.integer({ min: 0, max: 130 }),
        (options, seed, plies) => {
          const pos = randomGame(options, seed, plies);
          expectSame(pos, linage.fromJSON(JSON.parse(JSON.stringify(pos.toJSON()))));
        },
      ),
      { numRuns: 60 },
    );
  });

  it.each([
    [null, 'not-linage'],
    [[], 'not-linage'],
    ['linage', 'not-linage'],
    [{}, 'not-linage'],
    [{ game: 'talpa', options: {}, moves: [] }, 'not-linage'],
    [{ game: 'linage', options: {}, moves: [], extra: 1 }, 'not-linage'],
    [{ game: 'linage', options: {}, moves: [], x: undefined }, 'not-linage'],
    [{ game: 'linage', moves: [] }, 'not-linage'],
    [{ game: 'linage', options: { size: 2 }, moves: [] }, 'bad-options'],
    [{ game: 'linage', options: null, moves: [] }, 'bad-options'],
    [{ game: 'linage', options: { pie: true, komi: 1.5 }, moves: [] }, 'bad-options'],
    [{ game: 'linage', options: {}, moves: 'f6' }, 'bad-moves'],
    [{ game: 'linage', options: {}, moves: [5] }, 'bad-moves'],
    [{ game: 'linage', options: { size: 3 }, moves: new Array(23).fill('pass') }, 'bad-moves'],
    [{ game: 'linage', options: {}, moves: ['f6', 'f6'] }, 'bad-move'],
    [{ game: 'linage', options: {}, moves: ['z9'] }, 'bad-move'],
    [{ game: 'linage', options: {}, moves: ['pass', 'pass', 'pass'] }, 'bad-move'],
    [{ game: 'linage', options: {}, moves: ['komi=4.5'] }, 'bad-move'],
    [{ game: 'linage', options: { size: 3 }, moves: ['a2', 'b1'] }, 'bad-move'],
  ])('rejects %j (%s)', (data, reason) => {
    expect(() => linage.fromJSON(data)).toThrow(expect.objectContaining({ code: 'ERR_SETUP', reason }));
  });

  it('fuzz: tampered data either restores a valid position or throws SetupError', () => {
    const base = randomGame({ size: 5, pie: true }, 11, 14).toJSON();
    const tamper = fc.oneof(
      fc.anything(),
      fc.record({ game: fc.constant('linage'), options: fc.anything(), moves: fc.constant(base.moves) }),
      fc.record({
        game: fc.constant('linage'),
        options: fc.constant(base.options),
        moves: fc.array(
          fc.oneof(fc.constantFrom(...base.moves, 'pass', 'a1', 'e5', 'komi=9.5', 'vertical'), fc.string()),
          {
            maxLength: 20,
          },
        ),
      }),
      fc.record({
        game: fc.constant('linage'),
        options: fc.record(
          {
            width: fc.oneof(fc.integer({ min: -1, max: 9 }), fc.anything()),
            height: fc.integer({ min: -1, max: 9 }),
            lineLength: fc.integer({ min: 0, max: 6 }),
            pie: fc.anything(),
            komi: fc.double(),
          },
          { requiredKeys: [] },
        ),
        moves: fc.constant([]),
      }),
    );
    fc.assert(
      fc.property(tamper, (data) => {
        try {
          const pos = linage.fromJSON(data);
          expectSame(pos, linage.fromJSON(pos.toJSON()));
        } catch (e) {
          expect((e as { code?: string }).code).toBe('ERR_SETUP');
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('does not share data with the position', () => {
    const pos = randomGame({ size: 5 }, 3, 4);
    const data = pos.toJSON();
    (data.moves as string[]).push('pass');
    expect(pos.history.length).toBe(4);
    const restored = linage.fromJSON(data);
    (data.moves as string[]).length = 0;
    expect(restored.history.length).toBe(5);
  });
});
