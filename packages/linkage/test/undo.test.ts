import { IllegalMoveError, perft, Rng } from '@quadrille/core';
import { type LinkageMove, type LinkageOptions, type LinkagePosition, linkage } from '@quadrille/linkage';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { naiveGroups, VARIANTS } from './fixtures/random-games.js';
import { snapshot } from './fixtures/snapshot.js';

const seeds = fc.integer({ min: 0, max: 1_000_000 });
const variants = fc.constantFrom(...VARIANTS);

/** Plays a seeded random game on `pos` in place; returns the moves. */
function playRandom(pos: LinkagePosition, rng: Rng): LinkageMove[] {
  const played: LinkageMove[] = [];
  for (;;) {
    const moves = pos.legalMoves();
    if (moves.length === 0) return played;
    const m = moves[rng.int(moves.length)]!;
    pos.play(m);
    played.push(m);
  }
}

/** Perft through clones only (the reference for core's in-place perft through undo). */
function clonePerft(pos: LinkagePosition, depth: number): number {
  const moves = pos.legalMoves();
  if (depth === 1) return moves.length;
  let total = 0;
  for (const m of moves) {
    const child = pos.clone();
    child.play(m);
    total += clonePerft(child, depth - 1);
  }
  return total;
}

describe('undo', () => {
  it('restores everything after play(m) at every ply, for sampled legal moves', () => {
    fc.assert(
      fc.property(variants, seeds, (options, seed) => {
        const rng = new Rng(seed);
        const pos = linkage.create(options);
        for (;;) {
          const moves = pos.legalMoves();
          if (moves.length === 0) break;
          const before = snapshot(pos);
          for (let k = 0; k < Math.min(4, moves.length); k++) {
            const m = moves[rng.int(moves.length)]!;
            pos.play(m);
            expect(pos.undo()).toBe(m);
            expect(snapshot(pos)).toEqual(before);
          }
          pos.play(moves[rng.int(moves.length)]!);
          expect(pos.groups).toBe(naiveGroups(pos));
        }
      }),
      { numRuns: 20 },
    );
  });

  it('undoes a whole game back to a position that plays on like a new one', () => {
    fc.assert(
      fc.property(variants, seeds, (options, seed) => {
        const pos = linkage.create(options);
        const played = playRandom(pos, new Rng(seed));
        expect(pos.isOver()).toBe(true);
        for (let i = played.length - 1; i >= 0; i--) {
          expect(pos.undo()).toBe(played[i]);
          expect(pos.isOver()).toBe(false);
          expect(pos.groups).toBe(naiveGroups(pos));
        }
        const fresh = linkage.create(options);
        expect(snapshot(pos)).toEqual(snapshot(fresh));
        // Hidden state (union-find parents, open slots) must be as new too: a second game agrees.
        const rngA = new Rng(seed + 1);
        const rngB = new Rng(seed + 1);
        for (;;) {
          expect(snapshot(pos)).toEqual(snapshot(fresh));
          const moves = pos.legalMoves();
          if (moves.length === 0) break;
          pos.play(moves[rngA.int(moves.length)]!);
          fresh.play(moves[rngB.int(moves.length)]!);
        }
      }),
      { numRuns: 30 },
    );
  });

  it('makes a finished game live again', () => {
    const pos = linkage.create();
    playRandom(pos, new Rng(4));
    expect(pos.outcome()).toBeDefined();
    const last = pos.undo();
    expect(pos.isOver()).toBe(false);
    expect(pos.outcome()).toBeUndefined();
    expect(pos.isLegal(last)).toBe(true);
  });

  it.each([
    ['the standard game', undefined],
    ['the pie setup', { setup: 'pie' }],
  ] as [string, LinkageOptions | undefined][])(
    'throws no-history on a new position of %s and changes nothing',
    (_name, options) => {
      const pos = linkage.create(options);
      const before = snapshot(pos);
      expect(() => pos.undo()).toThrow(IllegalMoveError);
      expect(() => pos.undo()).toThrow(expect.objectContaining({ reason: 'no-history' }));
      expect(snapshot(pos)).toEqual(before);
    },
  );

  it('takes back the pie setup step by step', () => {
    const pos = linkage.create({ setup: 'pie' });
    const start = snapshot(pos);
    for (const text of ['black c5', 'more', 'Wa1-b1']) pos.play(linkage.parseMove(pos, text));
    expect(pos.moreSeat).toBe(1);
    pos.undo();
    expect([pos.phase, pos.turn, pos.moreSeat]).toEqual(['play', 1, 1]);
    pos.undo();
    expect([pos.phase, pos.turn, pos.moreSeat, pos.black]).toEqual([
      'role',
      1,
      undefined,
      pos.grid.parse('c5'),
    ]);
    pos.undo();
    expect(snapshot(pos)).toEqual(start);
  });

  it('takes back a forced pass: the mark comes back', () => {
    const options = { width: 4, height: 1, black: null, colours: 1, piecesPerColour: 2, threshold: 1 };
    const pos = linkage.create(options);
    pos.play(linkage.parseMove(pos, 'Wa1-b1'));
    const before = snapshot(pos);
    pos.play(linkage.parseMove(pos, 'pass'));
    expect(pos.marked).toBeUndefined();
    pos.undo();
    expect(snapshot(pos)).toEqual(before);
    expect(pos.legalMoves().map((m) => linkage.formatMove(pos, m))).toEqual(['pass']);
  });

  it('works on clones and on positions read from JSON, independently', () => {
    const pos = linkage.create({ width: 9, colours: 5 });
    const played = playRandom(pos, new Rng(12)).slice();
    const copy = pos.clone();
    const back = linkage.fromJSON(JSON.parse(JSON.stringify(pos.toJSON())));
    for (let i = played.length - 1; i >= 0; i--) {
      expect(copy.undo()).toBe(played[i]);
      expect(back.undo()).toBe(played[i]);
    }
    expect(snapshot(copy)).toEqual(snapshot(linkage.create({ width: 9, colours: 5 })));
    expect(snapshot(back)).toEqual(snapshot(copy));
    expect(pos.history).toHaveLength(played.length);
    expect(pos.isOver()).toBe(true);
  });
});

describe('perft through undo (core) equals perft through clones', () => {
  it.each([
    ['the standard game', undefined, 2],
    ['the pie setup', { setup: 'pie' }, 3],
    ['5×5', { width: 5 }, 3],
    ['no restriction', { restriction: false }, 2],
    ['20×8, no slot sets', { width: 20, height: 8, black: 'c3', colours: 3 }, 2],
    [
      'a 4×3 board to the end',
      { width: 4, height: 3, black: 'b2', colours: 2, piecesPerColour: 3, threshold: 4 },
      7,
    ],
  ] as [string, LinkageOptions | undefined, number][])('on %s', (_name, options, depth) => {
    const pos = linkage.create(options);
    const before = snapshot(pos);
    expect(perft(pos, depth)).toBe(clonePerft(pos, depth));
    expect(snapshot(pos)).toEqual(before);
  });

  it('gives the recorded perft(3) of the standard game', () => {
    expect(perft(linkage.create(), 3)).toBe(18_884_096);
  });
});
