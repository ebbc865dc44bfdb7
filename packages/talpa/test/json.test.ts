import { isQuadrilleError, Rng, SetupError } from '@quadrille/core';
import { type TalpaPosition, talpa } from '@quadrille/talpa';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

function randomGame(width: number, height: number, plies: number, seed: number): TalpaPosition {
  const pos = talpa.create({ width, height });
  const rng = new Rng(seed);
  for (let i = 0; i < plies && !pos.isOver(); i++) {
    const moves = pos.legalMoves();
    pos.play(moves[rng.int(moves.length)]!);
  }
  return pos;
}

function sameState(a: TalpaPosition, b: TalpaPosition): void {
  expect(b.toJSON()).toEqual(a.toJSON());
  expect(b.history).toEqual(a.history);
  expect(b.legalMoves()).toEqual(a.legalMoves());
  expect(b.turn).toBe(a.turn);
  expect(b.winner).toBe(a.winner);
  expect(b.phase).toBe(a.phase);
  expect(b.outcome()).toEqual(a.outcome());
  for (let c = 0; c < a.grid.size; c++) expect(b.pieceAt(c)).toBe(a.pieceAt(c));
  expect([b.hasPath(0), b.hasPath(1)]).toEqual([a.hasPath(0), a.hasPath(1)]);
}

describe('toJSON / fromJSON', () => {
  it('writes plain data: board, rule and the moves in notation', () => {
    const pos = talpa.create({ size: 6 });
    pos.play(talpa.parseMove(pos, 'a1xa2'));
    expect(pos.toJSON()).toEqual({
      game: 'talpa',
      version: 1,
      options: { width: 6, height: 6, noMove: 'pass' },
      moves: ['a1xa2'],
    });
  });

  it('restores positions exactly, through a JSON string too', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 10 }),
        fc.integer({ min: 2, max: 10 }),
        fc.nat(150),
        fc.nat(),
        (w, h, plies, seed) => {
          const pos = randomGame(w, h, plies, seed);
          sameState(pos, talpa.fromJSON(pos.toJSON()));
          sameState(pos, talpa.fromJSON(JSON.parse(JSON.stringify(pos))));
        },
      ),
      { numRuns: 150 },
    );
  });

  const options = { width: 6, height: 6, noMove: 'pass' };
  const valid = { game: 'talpa', version: 1, options, moves: ['a1xa2', 'b1xa1'] };
  const { moves: _moves, ...withoutMoves } = valid;
  const { options: _options, ...withoutOptions } = valid;
  it.each([
    [null, 'not-an-object'],
    ['{}', 'not-an-object'],
    [[valid], 'not-an-object'],
    [new Map(Object.entries(valid)), 'not-an-object'],
    [{ ...valid, game: 'blokus' }, 'wrong-game'],
    [{ ...valid, version: 2 }, 'bad-version'],
    [{ ...valid, version: '1' }, 'bad-version'],
    [{ ...valid, extra: 1 }, 'unknown-field'],
    // The old layout, with the board at the top level, is refused rather than half read.
    [{ game: 'talpa', width: 6, height: 6, noMove: 'pass', moves: [] }, 'unknown-field'],
    [JSON.parse('{"game":"talpa","version":1,"options":{},"moves":[],"__proto__":{"x":1}}'), 'unknown-field'],
    [{ ...valid, constructor: { prototype: {} } }, 'unknown-field'],
    [withoutMoves, 'missing'],
    [withoutOptions, 'missing'],
    [{ ...valid, options: { ...options, width: 1 } }, 'bad-options'],
    [{ ...valid, options: { ...options, width: '6' } }, 'bad-options'],
    [{ ...valid, options: { ...options, noMove: 'draw' } }, 'bad-options'],
    [{ ...valid, options: { ...options, extra: true } }, 'bad-options'],
    [{ ...valid, options: [6, 6] }, 'bad-options'],
    [{ ...valid, options: null }, 'bad-options'],
    [{ ...valid, moves: 'a1xa2' }, 'bad-type'],
    [{ ...valid, moves: undefined }, 'bad-type'],
    [{ ...valid, moves: new Array(73).fill('pass') }, 'too-large'],
    [{ ...valid, moves: new Array(3) }, 'missing'],
    // biome-ignore lint/suspicious/noSparseArray: a hole is the point.
    [{ ...valid, moves: ['a1xa2', , 'b1xa1'] }, 'missing'],
    [{ ...valid, moves: ['a1xa2', null] }, 'missing'],
    [{ ...valid, moves: ['a1xa2', 7] }, 'bad-type'],
    [{ ...valid, moves: ['a1xa2', 'a1xa2'] }, 'bad-moves'],
    [{ ...valid, moves: ['a1xa3'] }, 'bad-moves'],
    [{ ...valid, moves: ['a1'] }, 'bad-moves'],
    [{ ...valid, moves: ['zz'] }, 'bad-moves'],
    [{ ...valid, moves: ['g1xg2'] }, 'bad-moves'],
  ])('rejects %j (reason %s)', (data, reason) => {
    expect(() => talpa.fromJSON(data)).toThrow(SetupError);
    expect(() => talpa.fromJSON(data)).toThrow(expect.objectContaining({ code: 'ERR_SETUP', reason }));
  });

  it('rejects moves played after the game ended', () => {
    const pos = randomGame(4, 4, 1000, 3);
    expect(pos.isOver()).toBe(true);
    const data = pos.toJSON();
    const extra = { ...data, moves: [...data.moves, data.moves[0]!] };
    expect(() => talpa.fromJSON(extra)).toThrow(expect.objectContaining({ reason: 'bad-moves' }));
  });

  it('accepts options as create does, and writes them back normalised', () => {
    const pos = talpa.fromJSON({
      game: 'talpa',
      version: 1,
      options: { variant: 'beginner' },
      moves: ['a1xa2'],
    });
    expect(pos.toJSON().options).toEqual({ width: 6, height: 6, noMove: 'pass' });
    expect(talpa.fromJSON({ game: 'talpa', version: 1, options: {}, moves: [] }).grid.size).toBe(64);
  });

  it('never modifies its input, valid or not', () => {
    fc.assert(
      fc.property(fc.nat(60), fc.nat(), fc.boolean(), (plies, seed, spoil) => {
        const data = structuredClone(randomGame(5, 5, plies, seed).toJSON()) as unknown as {
          moves: string[];
        };
        if (spoil) data.moves.push('zz');
        const copy = structuredClone(data);
        try {
          talpa.fromJSON(data);
        } catch {
          // only the input matters here
        }
        expect(data).toEqual(copy);
      }),
      { numRuns: 60 },
    );
  });

  it('reaches no prototype through __proto__ or constructor payloads', () => {
    const hostile = JSON.parse(
      '{"game":"talpa","version":1,"options":{"__proto__":{"polluted":1}},"moves":[],"constructor":{"prototype":{"polluted":1}}}',
    );
    expect(() => talpa.fromJSON(hostile)).toThrow(SetupError);
    const options = JSON.parse('{"__proto__":{"polluted":1}}');
    expect(() => talpa.fromJSON({ game: 'talpa', version: 1, options, moves: [] })).toThrow(
      expect.objectContaining({ reason: 'bad-options' }),
    );
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('fuzz: tampered data gives an equal-or-valid position or a SetupError, never anything else', () => {
    const base = randomGame(6, 6, 20, 11).toJSON();
    const tampered = fc.oneof(
      fc.anything(),
      fc.record({
        game: fc.oneof(fc.constant('talpa'), fc.anything()),
        version: fc.oneof(fc.constant(1), fc.anything()),
        options: fc.oneof(
          fc.record(
            {
              width: fc.oneof(fc.integer({ min: 0, max: 9 }), fc.anything()),
              height: fc.oneof(fc.constant(6), fc.anything()),
              noMove: fc.oneof(fc.constantFrom('pass', 'lose'), fc.anything()),
            },
            { requiredKeys: [] },
          ),
          fc.anything(),
        ),
        moves: fc.oneof(
          fc.constant(base.moves),
          fc.array(fc.constantFrom(...base.moves, 'pass', 'a1', 'f6', 'c3xc4')),
          fc.shuffledSubarray([...base.moves]),
          fc.anything(),
        ),
      }),
    );
    fc.assert(
      fc.property(tampered, (data) => {
        try {
          const pos = talpa.fromJSON(data);
          // Whatever was accepted must round-trip.
          sameState(pos, talpa.fromJSON(pos.toJSON()));
        } catch (e) {
          expect(isQuadrilleError(e) && e.code === 'ERR_SETUP').toBe(true);
        }
      }),
      { numRuns: 400 },
    );
  });
});
