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

  it.each([
    ['null', null, 'not-object'],
    ['a string', 'linkage', 'not-object'],
    ['an array', [], 'not-object'],
    ['another game', { game: 'talpa', options: {}, moves: [] }, 'wrong-game'],
    ['an extra field', { game: 'linkage', options: {}, moves: [], turn: 1 }, 'unknown-field'],
    ['bad options', { game: 'linkage', options: { width: -1 }, moves: [] }, 'bad-options'],
    ['no options', { game: 'linkage', moves: [] }, 'bad-options'],
    ['options not an object', { game: 'linkage', options: 'std', moves: [] }, 'bad-options'],
    ['moves not an array', { game: 'linkage', options: {}, moves: 'Wa1-b1' }, 'bad-moves'],
    ['too many moves', { game: 'linkage', options: {}, moves: Array(60).fill('pass') }, 'bad-moves'],
    ['a move that is not a string', { game: 'linkage', options: {}, moves: [3] }, 'bad-move'],
    ['malformed notation', { game: 'linkage', options: {}, moves: ['Wa1b1'] }, 'bad-move'],
    ['an illegal move', { game: 'linkage', options: {}, moves: ['Wa1-b1', 'Wa1-a2'] }, 'bad-move'],
    ['a restricted move', { game: 'linkage', options: {}, moves: ['Yd6-e6', 'Wd7-e7'] }, 'bad-move'],
    ['an unforced pass', { game: 'linkage', options: {}, moves: ['pass'] }, 'bad-move'],
    ['a setup move without the pie rule', { game: 'linkage', options: {}, moves: ['black d4'] }, 'bad-move'],
  ])('rejects %s', (_name, data, reason) => {
    expect(() => linkage.fromJSON(data)).toThrow(SetupError);
    expect(() => linkage.fromJSON(data)).toThrow(expect.objectContaining({ code: ErrorCode.Setup, reason }));
  });

  it('rejects tampered data with a SetupError and nothing else (fuzz)', () => {
    const base = randomPlayout(linkage.create(), new Rng(9), { maxPlies: 8 }).toJSON();
    const anything = fc.oneof(fc.jsonValue(), fc.string(), fc.integer(), fc.constant(undefined));
    const tamper = fc.oneof(
      fc
        .record({ key: fc.constantFrom('game', 'options', 'moves', 'extra'), value: anything })
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
