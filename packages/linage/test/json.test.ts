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
      version: 1,
      options: { width: 5, height: 5, lineLength: 3, pie: true },
      moves: ['komi=2.5', 'horizontal', 'c3', 'pass'],
    });
    expect(linage.create({ width: 6, height: 4, komi: -1, verticalSeat: 1 }).toJSON()).toEqual({
      game: 'linage',
      version: 1,
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

  const doc = (fields: object): object => ({ game: 'linage', version: 1, options: {}, moves: [], ...fields });
  const holes = ['f6', 'a1'];
  delete holes[0];

  it.each([
    [null, 'not-an-object'],
    [[], 'not-an-object'],
    ['linage', 'not-an-object'],
    [{}, 'wrong-game'],
    [doc({ game: 'talpa' }), 'wrong-game'],
    [{ game: 'linage', options: {}, moves: [] }, 'bad-version'],
    [doc({ version: 2 }), 'bad-version'],
    [doc({ extra: 1 }), 'unknown-field'],
    [doc({ x: undefined }), 'unknown-field'],
    [
      JSON.parse('{"game":"linage","version":1,"options":{},"moves":[],"__proto__":{"polluted":1}}'),
      'unknown-field',
    ],
    [doc({ constructor: { prototype: {} } }), 'unknown-field'],
    [{ game: 'linage', version: 1, moves: [] }, 'missing'],
    [{ game: 'linage', version: 1, options: {} }, 'missing'],
    [doc({ options: { size: 2 } }), 'bad-options'],
    [doc({ options: null }), 'bad-options'],
    [doc({ options: { pie: true, komi: 1.5 } }), 'bad-options'],
    [doc({ options: JSON.parse('{"__proto__":{"size":5}}') }), 'bad-options'],
    [doc({ moves: 'f6' }), 'bad-type'],
    [doc({ moves: [5] }), 'bad-type'],
    [doc({ moves: ['f6', null] }), 'missing'],
    [doc({ moves: holes }), 'missing'],
    [doc({ moves: new Array(3) }), 'missing'],
    [doc({ options: { size: 3 }, moves: new Array(23).fill('pass') }), 'too-large'],
    [doc({ moves: ['f6', 'f6'] }), 'bad-moves'],
    [doc({ moves: ['z9'] }), 'bad-moves'],
    [doc({ moves: ['pass', 'pass', 'pass'] }), 'bad-moves'],
    [doc({ moves: ['komi=4.5'] }), 'bad-moves'],
    [doc({ options: { size: 3 }, moves: ['a2', 'b1'] }), 'bad-moves'],
  ])('rejects %j (%s)', (data, reason) => {
    const before = JSON.stringify(data);
    expect(() => linage.fromJSON(data)).toThrow(expect.objectContaining({ code: 'ERR_SETUP', reason }));
    expect(JSON.stringify(data)).toBe(before);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('names the index of a bad recorded move', () => {
    expect(() => linage.fromJSON(doc({ moves: ['f6', 'a1', 'f6'] }))).toThrow(/moves\[2\]/);
  });

  it('fuzz: tampered data either restores a valid position or throws SetupError', () => {
    const base = randomGame({ size: 5, pie: true }, 11, 14).toJSON();
    const tamper = fc.oneof(
      fc.anything(),
      fc.record({
        game: fc.constant('linage'),
        version: fc.constant(1),
        options: fc.anything(),
        moves: fc.constant(base.moves),
      }),
      fc.record({
        game: fc.constant('linage'),
        version: fc.constant(1),
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
        version: fc.constant(1),
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
        const before = JSON.stringify(data);
        try {
          const pos = linage.fromJSON(data);
          expectSame(pos, linage.fromJSON(pos.toJSON()));
        } catch (e) {
          expect((e as { code?: string }).code).toBe('ERR_SETUP');
        }
        expect(JSON.stringify(data)).toBe(before);
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
