import { ErrorCode, isQuadrilleError, Rng, randomPlayout, SetupError } from '@quadrille/core';
import { type LinkagePosition, linkage } from '@quadrille/linkage';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { VARIANTS } from './fixtures/random-games.js';

function sameState(a: LinkagePosition, b: LinkagePosition): void {
  expect(b.toJSON()).toEqual(a.toJSON());
  expect(b.legalMoves()).toEqual(a.legalMoves());
  expect(b.history).toEqual(a.history);
  expect([b.turn, b.groups, b.phase, b.moreSeat, b.black, b.isOver()]).toEqual([
    a.turn,
    a.groups,
    a.phase,
    a.moreSeat,
    a.black,
    a.isOver(),
  ]);
  expect(b.marked).toEqual(a.marked);
  expect(b.outcome()).toEqual(a.outcome());
}

describe('toJSON / fromJSON', () => {
  it('restores positions of every variant exactly', () => {
    const rng = new Rng(5);
    for (const options of VARIANTS) {
      for (const plies of [0, 1, 2, 5, 1000]) {
        const pos = randomPlayout(linkage.create(options), rng, { maxPlies: plies });
        sameState(pos, linkage.fromJSON(JSON.parse(JSON.stringify(pos.toJSON()))));
      }
    }
  });

  const doc = (fields: Record<string, unknown>) => ({
    game: 'linkage',
    version: 1,
    options: {},
    moves: [],
    ...fields,
  });

  it.each([
    ['null', null, 'not-an-object'],
    ['a string', 'linkage', 'not-an-object'],
    ['an array', [], 'not-an-object'],
    ['another game', doc({ game: 'talpa' }), 'wrong-game'],
    ['no version', { game: 'linkage', options: {}, moves: [] }, 'bad-version'],
    ['another version', doc({ version: 2 }), 'bad-version'],
    ['an extra field', doc({ turn: 1 }), 'unknown-field'],
    [
      'a __proto__ field',
      JSON.parse('{"game":"linkage","version":1,"options":{},"moves":[],"__proto__":{"x":1}}'),
      'unknown-field',
    ],
    ['a constructor field', doc({ constructor: { prototype: { polluted: true } } }), 'unknown-field'],
    ['bad options', doc({ options: { width: -1 } }), 'bad-options'],
    ['no options', { game: 'linkage', version: 1, moves: [] }, 'missing'],
    ['options not an object', doc({ options: 'std' }), 'bad-options'],
    [
      'options with a __proto__ key',
      doc({ options: JSON.parse('{"__proto__":{"width":9}}') }),
      'bad-options',
    ],
    [
      '99 colours on a large board',
      doc({ options: { width: 160, height: 160, colours: 99 } }),
      'bad-options',
    ],
    ['moves not an array', doc({ moves: 'Wa1-b1' }), 'bad-type'],
    ['no moves', { game: 'linkage', version: 1, options: {} }, 'missing'],
    ['too many moves', doc({ moves: Array(60).fill('pass') }), 'too-large'],
    [
      'a hole in the moves',
      doc({ moves: Object.assign(new Array(3), { 0: 'Wa1-b1', 2: 'Wa3-b3' }) }),
      'missing',
    ],
    ['an empty array of length 3', doc({ moves: new Array(3) }), 'missing'],
    ['a null move', doc({ moves: ['Wa1-b1', null] }), 'missing'],
    ['a move that is not a string', doc({ moves: [3] }), 'bad-type'],
    ['malformed notation', doc({ moves: ['Wa1b1'] }), 'bad-moves'],
    ['an illegal move', doc({ moves: ['Wa1-b1', 'Wa1-a2'] }), 'bad-moves'],
    ['a restricted move', doc({ moves: ['Yd6-e6', 'Wd7-e7'] }), 'bad-moves'],
    ['an unforced pass', doc({ moves: ['pass'] }), 'bad-moves'],
    ['a setup move without the pie rule', doc({ moves: ['black d4'] }), 'bad-moves'],
  ])('rejects %s', (_name, data, reason) => {
    const before = JSON.stringify(data);
    expect(() => linkage.fromJSON(data)).toThrow(SetupError);
    expect(() => linkage.fromJSON(data)).toThrow(expect.objectContaining({ code: ErrorCode.Setup, reason }));
    expect(JSON.stringify(data)).toBe(before);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('writes the shared layout { game, version, options, moves }', () => {
    const pos = linkage.create({ width: 5 });
    pos.play(linkage.parseMove(pos, 'Ra1-b1'));
    expect(pos.toJSON()).toEqual({
      game: 'linkage',
      version: 1,
      options: {
        width: 5,
        height: 5,
        black: 'c3',
        colours: 4,
        piecesPerColour: 6,
        threshold: 12,
        restriction: true,
        setup: 'none',
      },
      moves: ['Ra1-b1'],
    });
  });

  it('names the ply of a bad move', () => {
    expect(() => linkage.fromJSON(doc({ moves: ['Wa1-b1', 'Wa1-a2'] }))).toThrow(/moves\[1\]/);
  });

  it('does not mutate its input', () => {
    const data = randomPlayout(linkage.create({ setup: 'pie' }), new Rng(3), { maxPlies: 6 }).toJSON();
    const copy = structuredClone(data);
    linkage.fromJSON(data);
    expect(data).toEqual(copy);
  });

  it('rejects tampered data with a SetupError and nothing else (fuzz)', () => {
    const base = randomPlayout(linkage.create(), new Rng(9), { maxPlies: 8 }).toJSON();
    const anything = fc.oneof(fc.jsonValue(), fc.string(), fc.integer(), fc.constant(undefined));
    const tamper = fc.oneof(
      fc
        .record({
          key: fc.constantFrom('game', 'version', 'options', 'moves', 'extra', '__proto__', 'constructor'),
          value: anything,
        })
        .map(({ key, value }) => ({
          ...base,
          [key]: value,
        })),
      fc
        .record({
          i: fc.nat(7),
          value: fc.oneof(anything, fc.constantFrom('Wa1-b1', 'pass', 'more', 'black a1')),
        })
        .map(({ i, value }) => ({ ...base, moves: base.moves.map((m, j) => (j === i ? value : m)) })),
      fc
        .record({
          key: fc.constantFrom('width', 'height', 'black', 'colours', 'threshold', 'setup'),
          value: anything,
        })
        .map(({ key, value }) => ({ ...base, options: { ...base.options, [key]: value } })),
      anything,
    );
    fc.assert(
      fc.property(tamper, (data) => {
        try {
          const pos = linkage.fromJSON(data);
          expect(linkage.fromJSON(pos.toJSON()).toJSON()).toEqual(pos.toJSON());
        } catch (e) {
          expect(isQuadrilleError(e) && e.code === ErrorCode.Setup).toBe(true);
        }
      }),
      { numRuns: 500 },
    );
  });
});
