/**
 * `undo()` and `key()`: exact restoration at every ply of random games (every variant and a few
 * custom ones), whole games taken back to the start, finished games made live again, keys across
 * transpositions, clones and JSON, and perft through undo against perft through clones.
 */
import { type BlokusOptions, type BlokusPosition, blokus, parseMove } from '@quadrille/blokus';
import { IllegalMoveError, perft, Rng } from '@quadrille/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

/** Everything `play(m); undo()` must leave as it was. */
function state(pos: BlokusPosition) {
  return {
    json: pos.toJSON(),
    key: pos.key(),
    moves: pos.legalMoves(),
    turn: pos.turn,
    colour: pos.colourToMove,
    over: pos.isOver(),
    outcome: pos.outcome(),
    // Another colour's moves read its own candidates and attach points.
    others: Array.from({ length: pos.rules.colours }, (_, c) => pos.legalMovesOf(c).length),
  };
}

/** The rules-relevant content of a position, for comparing keys with positions. */
function canonical(pos: BlokusPosition): string {
  const cells = Array.from({ length: pos.rules.grid.size }, (_, c) => pos.colourAt(c));
  const pieces = Array.from({ length: pos.rules.colours }, (_, c) => pos.piecesLeft(c).join('.'));
  return `${cells.join(',')}|${pieces.join('/')}|${pos.colourToMove}`;
}

/** Name, options, random games for the every-ply test (few on the big boards: ~1 s each). */
const VARIANTS: readonly [string, BlokusOptions, number][] = [
  ['duo', { variant: 'duo' }, 1],
  ['classic', { variant: 'classic' }, 1],
  ['classic3', { variant: 'classic3' }, 1],
  ['a small board with skips', { variant: 'classic', width: 7, height: 7, maxPieceSize: 3 }, 6],
  [
    'long pieces (three-word masks)',
    { variant: 'duo', width: 10, pieces: ['1', 'I3', Array.from({ length: 8 }, (_, x) => [x, 0] as const)] },
    6,
  ],
];

describe('undo', () => {
  it.each(VARIANTS)(
    '%s: play then undo restores everything, at every ply of random games',
    (_, options, runs) => {
      fc.assert(
        fc.property(fc.integer({ min: 1, max: 1_000_000 }), (seed) => {
          const rng = new Rng(seed);
          const pos = blokus.create(options);
          while (!pos.isOver()) {
            const moves = pos.legalMoves();
            const before = state(pos);
            const move = moves[rng.int(moves.length)]!;
            pos.play(move);
            state(pos); // generate for every colour after the move, then take it back
            expect(pos.undo()).toBe(move);
            expect(state(pos)).toEqual(before);
            pos.play(move);
          }
        }),
        { numRuns: runs },
      );
    },
  );

  it.each(VARIANTS)(
    '%s: undoing a whole game gives back the start, a finished game is live again',
    (_, options) => {
      const pos = blokus.create(options);
      const rng = new Rng(7);
      while (!pos.isOver()) {
        const moves = pos.legalMoves();
        pos.play(moves[rng.int(moves.length)]!);
      }
      const played = pos.history.length;
      pos.undo();
      expect(pos.isOver()).toBe(false);
      expect(pos.outcome()).toBeUndefined();
      for (let i = 1; i < played; i++) pos.undo();
      expect(state(pos)).toEqual(state(blokus.create(options)));
    },
  );

  it.each(VARIANTS)(
    '%s: the first undo of a game played forward (nothing logged yet) restores every ply',
    (_, options) => {
      const pos = blokus.create(options);
      const rng = new Rng(11);
      const states = [state(pos)];
      while (!pos.isOver()) {
        const moves = pos.legalMoves();
        pos.play(moves[rng.int(moves.length)]!);
        states.push(state(pos));
      }
      // A clone taken before any undo, and a position restored from JSON, start unlogged too.
      const copy = pos.clone();
      const restored = blokus.fromJSON(pos.toJSON());
      for (let i = states.length - 2; i >= 0; i--) {
        pos.undo();
        expect(state(pos)).toEqual(states[i]);
      }
      for (let i = states.length - 2; i >= states.length - 4; i--) {
        copy.undo();
        restored.undo();
        expect(state(copy)).toEqual(states[i]);
        expect(state(restored)).toEqual(states[i]);
      }
    },
  );

  it('logs from the first undo on, in clones too: play, undo and clone interleaved', () => {
    const pos = blokus.create({ variant: 'classic' });
    const rng = new Rng(4);
    const play = (p: BlokusPosition) => p.play(p.legalMoves()[rng.int(p.legalMoves().length)]!);
    for (let i = 0; i < 9; i++) play(pos);
    const at9 = state(pos);
    play(pos);
    pos.undo(); // replays the 10 moves once, then logs
    expect(state(pos)).toEqual(at9);
    const copy = pos.clone(); // a clone of a logging position logs
    for (let i = 0; i < 6; i++) play(copy);
    for (let i = 0; i < 6; i++) copy.undo();
    expect(state(copy)).toEqual(at9);
    for (let i = 0; i < 5; i++) play(pos);
    for (let i = 0; i < 5; i++) pos.undo();
    expect(state(pos)).toEqual(at9);
  });

  it('replays setup pieces, the colour set to play and out-of-turn moves on the first undo', () => {
    const pos = blokus.create({ variant: 'duo' });
    pos.addSetup(1, pos.rules.table.find([pos.rules.grid.parse('a1')]));
    pos.setColourToPlay(1);
    const afterSetup = state(pos);
    pos.playFor(0, parseMove(pos, 'e10', 0));
    const afterOne = state(pos);
    pos.playFor(0, parseMove(pos, 'f11,g11', 0));
    pos.undo();
    expect(state(pos)).toEqual(afterOne);
    pos.undo();
    expect(state(pos)).toEqual(afterSetup);
  });

  it('takes back out-of-turn moves and keeps setup pieces (setup is not a move)', () => {
    const pos = blokus.create({ variant: 'duo' });
    pos.addSetup(1, pos.rules.table.find([pos.rules.grid.parse('a1')]));
    pos.setColourToPlay(1);
    const afterSetup = state(pos);
    pos.playFor(0, parseMove(pos, 'e10', 0));
    pos.playFor(0, parseMove(pos, 'f11,g11', 0));
    pos.undo();
    pos.undo();
    expect(state(pos)).toEqual(afterSetup);
    expect(() => pos.undo()).toThrow(
      expect.objectContaining({ code: 'ERR_ILLEGAL_MOVE', reason: 'no-history' }),
    );
    expect(state(pos)).toEqual(afterSetup);
  });

  it('throws no-history on a fresh position and changes nothing', () => {
    const pos = blokus.create();
    const before = state(pos);
    expect(() => pos.undo()).toThrow(IllegalMoveError);
    expect(() => pos.undo()).toThrow(expect.objectContaining({ reason: 'no-history' }));
    expect(state(pos)).toEqual(before);
  });

  it('keeps a clone independent of the original after undo', () => {
    const pos = blokus.create({ variant: 'duo' });
    pos.play(pos.legalMoves()[5]!);
    pos.play(pos.legalMoves()[9]!);
    const copy = pos.clone();
    const expected = state(copy);
    pos.undo();
    pos.undo();
    pos.play(pos.legalMoves()[1]!);
    expect(state(copy)).toEqual(expected);
    copy.undo();
    expect(copy.history).toHaveLength(1);
  });
});

describe('remembered candidates (positions that undo)', () => {
  /** The moves of every colour, from a position rebuilt from its record (nothing remembered). */
  const fresh = (pos: BlokusPosition) => {
    const copy = blokus.fromJSON(pos.toJSON());
    return {
      moves: copy.legalMoves(),
      all: Array.from({ length: pos.rules.colours }, (_, c) => copy.legalMovesOf(c)),
    };
  };
  const asked = (pos: BlokusPosition) => ({
    moves: pos.legalMoves(),
    all: Array.from({ length: pos.rules.colours }, (_, c) => pos.legalMovesOf(c)),
  });

  it.each(VARIANTS)(
    '%s: siblings asked again and again give the moves a fresh position gives',
    (_, options) => {
      const pos = blokus.create(options);
      const rng = new Rng(21);
      for (let ply = 0; ply < 12 && !pos.isOver(); ply++) {
        const moves = pos.legalMoves();
        // Every sibling's moves, three times over (the list is built the second time, read after).
        for (let round = 0; round < 3; round++) {
          for (let i = 0; i < moves.length; i += 1 + rng.int(7)) {
            pos.play(moves[i]!);
            if (round === 2 || i % 5 === 0) expect(asked(pos)).toEqual(fresh(pos));
            else pos.legalMovesInto([]);
            pos.undo();
          }
        }
        pos.play(moves[rng.int(moves.length)]!);
      }
    },
  );

  it.each(VARIANTS)('%s: random walks of plays and undos agree with fresh positions', (_, options, runs) => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), (seed) => {
        const rng = new Rng(seed);
        const pos = blokus.create(options);
        pos.play(pos.legalMoves()[0]!);
        pos.undo(); // logging from here on
        for (let step = 0; step < 60; step++) {
          if (pos.history.length > 0 && (pos.isOver() || rng.int(3) === 0)) pos.undo();
          else {
            const moves = pos.legalMoves();
            pos.play(moves[rng.int(moves.length)]!);
          }
          expect(asked(pos)).toEqual(fresh(pos));
        }
      }),
      { numRuns: 3 * runs },
    );
  });
});

describe('perft through undo', () => {
  /** perft by clones, as core did before positions had `undo`. */
  function perftByClones(pos: BlokusPosition, depth: number): number {
    if (depth === 0) return 1;
    const moves = pos.legalMoves();
    if (depth === 1) return moves.length;
    let n = 0;
    for (const m of moves) {
      const child = pos.clone();
      child.play(m);
      n += perftByClones(child, depth - 1);
    }
    return n;
  }

  it.each<[string, BlokusOptions, number]>([
    ['duo', { variant: 'duo' }, 2],
    ['classic', { variant: 'classic' }, 2],
    ['7x7, pieces up to 3', { variant: 'classic2', width: 7, height: 7, maxPieceSize: 3 }, 3],
    ['free start', { variant: 'duo', width: 8, freeStart: true, maxPieceSize: 2 }, 4],
  ])('%s: equals perft through clones and leaves the position as it was', (_, options, depth) => {
    const pos = blokus.create(options);
    const rng = new Rng(3);
    for (let i = 0; i < 4; i++) pos.play(pos.legalMoves()[rng.int(pos.legalMoves().length)]!);
    const before = state(pos);
    expect(perft(pos, depth)).toBe(perftByClones(pos, depth));
    expect(state(pos)).toEqual(before);
  });
});

describe('key', () => {
  it('is equal for the same position reached in two orders, and for setup against moves', () => {
    // Purple may start on a1 or b2: a monomino on a1 and a domino on b2,c2 in either order.
    const options: BlokusOptions = { variant: 'duo', startPoints: [['a1', 'b2'], ['n14']] };
    const a = blokus.create(options);
    const b = blokus.create(options);
    for (const [pos, line] of [
      [a, ['a1', 'n14', 'b2,c2']],
      [b, ['b2,c2', 'n14', 'a1']],
    ] as const) {
      for (const text of line) pos.play(blokus.parseMove(pos, text));
    }
    expect(a.toJSON()).not.toEqual(b.toJSON());
    expect(canonical(a)).toBe(canonical(b));
    expect(a.key()).toBe(b.key());
    const setup = blokus.create(options);
    for (const [colour, text] of [
      [0, 'a1'],
      [1, 'n14'],
      [0, 'b2,c2'],
    ] as const) {
      setup.addSetup(colour, setup.rules.table.find(text.split(',').map((n) => setup.rules.grid.parse(n))));
    }
    setup.setColourToPlay(1);
    expect(setup.key()).toBe(a.key());
  });

  it('differs when only the colour to move differs', () => {
    const pos = blokus.create({ variant: 'duo' });
    const other = blokus.create({ variant: 'duo' });
    other.setColourToPlay(1);
    expect(canonical(pos).split('|').slice(0, 2)).toEqual(canonical(other).split('|').slice(0, 2));
    expect(pos.key()).not.toBe(other.key());
  });

  it('survives clone and toJSON/fromJSON, and is a bigint of 64 bits', () => {
    const pos = blokus.create({ variant: 'classic' });
    const rng = new Rng(5);
    for (let i = 0; i < 20; i++) pos.play(pos.legalMoves()[rng.int(pos.legalMoves().length)]!);
    expect(pos.clone().key()).toBe(pos.key());
    expect(blokus.fromJSON(JSON.parse(JSON.stringify(pos))).key()).toBe(pos.key());
    expect(typeof pos.key()).toBe('bigint');
    expect(pos.key() >= 0n && pos.key() < 2n ** 64n).toBe(true);
  });

  it('is equal exactly when the positions are, over many random positions', () => {
    const byKey = new Map<bigint, string>();
    const byPosition = new Map<string, bigint>();
    for (const variant of ['duo', 'classic'] as const) {
      for (let seed = 1; seed <= 12; seed++) {
        const rng = new Rng(seed);
        const pos = blokus.create({ variant });
        for (;;) {
          const key = pos.key();
          const here = canonical(pos);
          expect(byKey.get(key) ?? here).toBe(here);
          expect(byPosition.get(`${variant}:${here}`) ?? key).toBe(key);
          byKey.set(key, here);
          byPosition.set(`${variant}:${here}`, key);
          const moves = pos.legalMoves();
          if (moves.length === 0) break;
          pos.play(moves[rng.int(moves.length)]!);
        }
      }
    }
    expect(byKey.size).toBeGreaterThan(500);
  });
});
