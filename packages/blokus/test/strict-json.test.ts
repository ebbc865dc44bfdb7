/**
 * The two ways of loading untrusted Blokus JSON: permissive (`blokus.fromJSON`: setup pieces,
 * any first colour, moves out of turn, as analyses and Pentobi's records have) and strict
 * (`strictFromJSON`: only a game played by the rules from `create(options)`, what servers use).
 */
import { type BlokusOptions, blokus, parseMove, strictFromJSON } from '@quadrille/blokus';
import { Rng, SetupError } from '@quadrille/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

/**
 * A game of random moves where, with probability `offTurn`, a random other colour that can
 * move plays instead of the colour to move (as `playFor` allows).
 */
function analysis(options: BlokusOptions, seed: number, plies: number, offTurn: number) {
  const rng = new Rng(seed);
  const pos = blokus.create(options);
  let deviated = false;
  for (let i = 0; i < plies && !pos.isOver(); i++) {
    const due = pos.colourToMove;
    const colours = Array.from({ length: pos.rules.colours }, (_, c) => c).filter(
      (c) => c !== due && pos.legalMovesOf(c).length > 0,
    );
    if (colours.length > 0 && rng.nextFloat() < offTurn) {
      const colour = colours[rng.int(colours.length)]!;
      const moves = pos.legalMovesOf(colour);
      pos.playFor(colour, moves[rng.int(moves.length)]!);
      deviated = true;
    } else {
      const moves = pos.legalMoves();
      pos.play(moves[rng.int(moves.length)]!);
    }
  }
  return { pos, deviated };
}

function reasonOf(f: () => unknown): string | undefined {
  try {
    f();
    return undefined;
  } catch (e) {
    expect(e).toBeInstanceOf(SetupError);
    return (e as SetupError).reason;
  }
}

describe('strictFromJSON', () => {
  it.each<BlokusOptions>([{ variant: 'duo' }, { variant: 'classic' }, { variant: 'classic3' }])(
    'restores every game played by the rules (%j), as fromJSON does',
    (options) => {
      for (const plies of [0, 7, 1000]) {
        const { pos } = analysis(options, plies, plies, 0);
        const data = JSON.parse(JSON.stringify(pos));
        expect(strictFromJSON(data).toJSON()).toEqual(pos.toJSON());
        expect(strictFromJSON(data).key()).toBe(pos.key());
      }
    },
  );

  it('refuses setup pieces, another first colour and moves out of turn, which fromJSON accepts', () => {
    const setup = blokus.create({ variant: 'duo' });
    setup.addSetup(0, parseMove(setup, 'e10'));
    expect(blokus.fromJSON(setup.toJSON()).setup).toHaveLength(1);
    expect(reasonOf(() => strictFromJSON(setup.toJSON()))).toBe('strict-setup');

    const second = blokus.create({ variant: 'duo' });
    second.setColourToPlay(1);
    expect(blokus.fromJSON(second.toJSON()).colourToMove).toBe(1);
    expect(reasonOf(() => strictFromJSON(second.toJSON()))).toBe('strict-turn');

    const outOfTurn = blokus.create({ variant: 'duo' });
    outOfTurn.playFor(1, parseMove(outOfTurn, 'j5', 1));
    expect(blokus.fromJSON(outOfTurn.toJSON()).history).toHaveLength(1);
    expect(reasonOf(() => strictFromJSON(outOfTurn.toJSON()))).toBe('strict-turn');

    // The same refusals as fromJSON for everything else.
    expect(reasonOf(() => strictFromJSON({ ...outOfTurn.toJSON(), extra: 1 }))).toBe('unknown-field');
    expect(reasonOf(() => strictFromJSON({ ...outOfTurn.toJSON(), moves: [[0, 'a1']] }))).toBe('bad-moves');
  });

  it('accepts exactly the records of games played in turn from the start; then both modes agree', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<BlokusOptions>({ variant: 'duo' }, { variant: 'classic' }, { variant: 'classic2' }),
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        fc.integer({ min: 0, max: 40 }),
        fc.constantFrom(0, 0.05, 0.3),
        (options, seed, plies, offTurn) => {
          const { pos, deviated } = analysis(options, seed, plies, offTurn);
          const data = pos.toJSON();
          const permissive = blokus.fromJSON(data);
          expect(permissive.toJSON()).toEqual(data);
          const reason = reasonOf(() => strictFromJSON(data));
          if (deviated) {
            // A colour played out of turn: refused, unless the rules' skips made it its turn anyway.
            if (reason === undefined) expect(strictFromJSON(data).toJSON()).toEqual(data);
            else expect(reason).toBe('strict-turn');
          } else {
            expect(reason).toBeUndefined();
            expect(strictFromJSON(data).toJSON()).toEqual(data);
          }
        },
      ),
      { numRuns: 60 },
    );
  });
});
