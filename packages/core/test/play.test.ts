import {
  Grid,
  IllegalMoveError,
  next,
  OptionsError,
  type Position,
  perft,
  Rng,
  randomPlayout,
} from '@quadrille/core';
import { type MnkMove, type MnkOptions, MnkPosition, mnk } from '@quadrille/examples';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { codeOf } from './fixtures/models.js';

/**
 * A naive m,n,k-game tree walk, independent of the fixture: plain arrays, and a win test that
 * scans every line of k cells on the board. Returns, per depth d, the number of move sequences
 * of length d that never passed through a finished game before their last move (perft(d)), and
 * how many of those end the game.
 */
function naiveTree(w: number, h: number, k: number, maxDepth: number): { perft: number[]; ended: number[] } {
  const board = new Array<number>(w * h).fill(-1);
  const perftCounts = new Array<number>(maxDepth + 1).fill(0);
  const ended = new Array<number>(maxDepth + 1).fill(0);
  const wins = (seat: number): boolean => {
    for (let r = 0; r < h; r++) {
      for (let f = 0; f < w; f++) {
        for (const [df, dr] of [
          [1, 0],
          [0, 1],
          [1, 1],
          [1, -1],
        ] as const) {
          let run = 0;
          while (run < k) {
            const ff = f + run * df;
            const rr = r + run * dr;
            if (ff < 0 || ff >= w || rr < 0 || rr >= h || board[rr * w + ff] !== seat) break;
            run++;
          }
          if (run === k) return true;
        }
      }
    }
    return false;
  };
  const walk = (depth: number): void => {
    perftCounts[depth]!++;
    const mover = (depth - 1) % 2;
    const over = depth > 0 && (wins(mover) || depth === w * h);
    if (over) ended[depth]!++;
    if (over || depth === maxDepth) return;
    for (let c = 0; c < w * h; c++) {
      if (board[c] !== -1) continue;
      board[c] = depth % 2;
      walk(depth + 1);
      board[c] = -1;
    }
  };
  walk(0);
  return { perft: perftCounts, ended };
}

/** Finished games by length and result, walking the tree through the protocol only. */
function finishedGames(
  pos: Position<number>,
  depth = 0,
  out = new Map<string, number>(),
): Map<string, number> {
  if (pos.isOver()) {
    const o = pos.outcome()!;
    const key = `${depth}:${o.winners.length === 1 ? `seat${o.winners[0]}` : 'draw'}`;
    out.set(key, (out.get(key) ?? 0) + 1);
    return out;
  }
  for (const m of pos.legalMoves()) finishedGames(next(pos, m), depth + 1, out);
  return out;
}

const arbSmallMnk: fc.Arbitrary<MnkOptions> = fc
  .tuple(fc.integer({ min: 1, max: 4 }), fc.integer({ min: 1, max: 4 }))
  .chain(([width, height]) =>
    fc.record({
      width: fc.constant(width),
      height: fc.constant(height),
      k: fc.integer({ min: 1, max: Math.max(width, height) }),
    }),
  );

/**
 * The fixture with `legalMovesInto`, so that generic code takes its allocation-free path. It
 * writes through a fresh `legalMoves()` on purpose: the path under test is the caller's.
 */
class BufferedMnk extends MnkPosition {
  override legalMovesInto(out: MnkMove[]): number {
    const moves = this.legalMoves();
    for (let i = 0; i < moves.length; i++) out[i] = moves[i]!;
    return moves.length;
  }
}

function buffered(options: MnkOptions = {}): BufferedMnk {
  const plain = mnk.create(options);
  return new BufferedMnk(plain.grid, plain.k);
}

describe('next', () => {
  it('returns a new position with the move played and leaves the original untouched', () => {
    fc.assert(
      fc.property(arbSmallMnk, fc.array(fc.nat(), { maxLength: 16 }), (options, picks) => {
        let pos = mnk.create(options);
        for (const pick of picks) {
          const moves = pos.legalMoves();
          if (moves.length === 0) break;
          const before = JSON.stringify(pos.toJSON());
          const beforeMoves = [...moves];
          const move = moves[pick % moves.length]!;
          const after = next(pos, move);
          expect(after).not.toBe(pos);
          expect(after.history).toEqual([...pos.history, move]);
          expect(JSON.stringify(pos.toJSON())).toBe(before);
          expect(pos.legalMoves()).toEqual(beforeMoves);
          expect(after.isLegal(move)).toBe(false);
          pos = after;
        }
      }),
    );
  });

  it('throws IllegalMoveError for an illegal move and changes nothing', () => {
    const pos = next(mnk.create(), 4 as MnkMove);
    const before = JSON.stringify(pos.toJSON());
    for (const bad of [4, -1, 9, 1.5, Number.NaN]) {
      expect(() => next(pos, bad as MnkMove)).toThrow(IllegalMoveError);
    }
    expect(JSON.stringify(pos.toJSON())).toBe(before);
  });
});

describe('perft', () => {
  // Tic-tac-toe move sequences of each length, the game ending at a win or a full board
  // (9·8·7·6·5 = 15120 exactly, no game can end before move 5; the later depths drop the games
  // already won). Finished games: 1440, 5328, 47952, 72576 and 127872 at lengths 5..9, 255168
  // in all: 131184 won by X (first player), 77904 by O, 46080 drawn.
  const TIC_TAC_TOE = [1, 9, 72, 504, 3024, 15120, 54720, 148176, 200448, 127872];

  it.each(TIC_TAC_TOE.map((n, depth) => [depth, n]))('3x3 tic-tac-toe perft(%i) = %i', (depth, n) => {
    expect(perft(mnk.create(), depth)).toBe(n);
  });

  it('the naive walk agrees with the published tic-tac-toe table', () => {
    const { perft: counts, ended } = naiveTree(3, 3, 3, 9);
    expect(counts).toEqual(TIC_TAC_TOE);
    expect(ended).toEqual([0, 0, 0, 0, 0, 1440, 5328, 47952, 72576, 127872]);
    expect(ended.reduce((s, n) => s + n, 0)).toBe(255_168);
  });

  it('3x3 tic-tac-toe has 255168 finished games: 131184 X wins, 77904 O wins, 46080 draws', () => {
    const games = finishedGames(mnk.create());
    const total = (suffix: string) =>
      [...games].filter(([key]) => key.endsWith(suffix)).reduce((s, [, n]) => s + n, 0);
    expect(total('seat0')).toBe(131_184);
    expect(total('seat1')).toBe(77_904);
    expect(total('draw')).toBe(46_080);
    expect(games.get('5:seat0')).toBe(1440);
    expect(games.get('9:draw')).toBe(46_080);
    expect(games.get('9:seat0')).toBe(81_792);
  });

  it('matches the naive walk on small m,n,k-games', () => {
    fc.assert(
      fc.property(arbSmallMnk, fc.integer({ min: 0, max: 4 }), (options, depth) => {
        const { width = 3, height = width, k = 3 } = options;
        const expected = naiveTree(width, height, k, depth).perft[depth];
        expect(perft(mnk.create(options), depth)).toBe(expected);
      }),
      { numRuns: 60 },
    );
  });

  it('is n!/(n-d)! while no game can have ended yet (4x4, k = 4: fewer than 7 moves)', () => {
    const pos = mnk.create({ width: 4, k: 4 });
    let falling = 1;
    for (let d = 0; d <= 5; d++) {
      expect(perft(pos, d)).toBe(falling);
      falling *= 16 - d;
    }
  });

  it('does not change the position; perft(pos, 0) = 1 even when the game is over', () => {
    const pos = mnk.create();
    for (const m of [0, 3, 1, 4, 2] as MnkMove[]) pos.play(m); // a1 a2 b1 b2 c1: seat 0 wins
    expect(pos.isOver()).toBe(true);
    expect(perft(pos, 0)).toBe(1);
    expect(perft(pos, 1)).toBe(0);
    expect(perft(pos, 3)).toBe(0);
    const start = mnk.create();
    perft(start, 4);
    expect(start.history).toEqual([]);
    expect(start.legalMoves().length).toBe(9);
  });

  it('counts the same through legalMovesInto, one buffer per depth', () => {
    expect(buffered().clone()).toBeInstanceOf(BufferedMnk);
    for (let depth = 0; depth < TIC_TAC_TOE.length; depth++)
      expect(perft(buffered(), depth)).toBe(TIC_TAC_TOE[depth]);
    expect(perft(buffered({ width: 4, k: 3 }), 4)).toBe(perft(mnk.create({ width: 4, k: 3 }), 4));
  });

  it.each([-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, '2'])(
    'perft(pos, %s) throws OptionsError',
    (depth) => {
      expect(() => perft(mnk.create(), depth as number)).toThrow(OptionsError);
      expect(codeOf(() => perft(mnk.create(), depth as number))).toBe('ERR_OPTIONS');
    },
  );
});

describe('randomPlayout', () => {
  it('ends the game, is reproducible under a seed and leaves the start alone', () => {
    fc.assert(
      fc.property(arbSmallMnk, fc.integer(), (options, seed) => {
        const start = mnk.create(options);
        const end = randomPlayout(start, new Rng(seed));
        expect(end).not.toBe(start);
        expect(start.history).toEqual([]);
        expect(end.isOver()).toBe(true);
        expect(end.legalMoves()).toEqual([]);
        expect(end.history.length).toBeLessThanOrEqual(start.grid.size);
        expect(randomPlayout(start, new Rng(seed)).history).toEqual(end.history);
        // A replay through the protocol reaches the same position.
        expect(mnk.fromJSON(end.toJSON()).toJSON()).toEqual(end.toJSON());
      }),
    );
  });

  it('continues from a position part-way through a game', () => {
    const start = mnk.create({ width: 5, k: 4 });
    start.play(12 as MnkMove);
    const end = randomPlayout(start, new Rng(3));
    expect(end.history[0]).toBe(12);
    expect(end.isOver()).toBe(true);
  });

  it('honours maxPlies and inPlace', () => {
    expect(randomPlayout(mnk.create(), new Rng(1), { maxPlies: Number.POSITIVE_INFINITY }).isOver()).toBe(
      true,
    );
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 12 }), fc.integer(), (maxPlies, seed) => {
        const start = mnk.create({ width: 4, k: 4 });
        const end = randomPlayout(start, new Rng(seed), { maxPlies });
        expect(end.history.length).toBeLessThanOrEqual(maxPlies);
        if (!end.isOver()) expect(end.history.length).toBe(maxPlies);
        expect(end.history).toEqual(randomPlayout(start, new Rng(seed)).history.slice(0, end.history.length));
        const inPlace = mnk.create({ width: 4, k: 4 });
        expect(randomPlayout(inPlace, new Rng(seed), { maxPlies, inPlace: true })).toBe(inPlace);
        expect(inPlace.history).toEqual(end.history);
      }),
    );
  });

  it('picks each legal move about equally often', () => {
    const rng = new Rng(11);
    const counts = new Array<number>(9).fill(0);
    for (let i = 0; i < 9000; i++) counts[randomPlayout(mnk.create(), rng, { maxPlies: 1 }).history[0]!]!++;
    const chi = counts.reduce((s, c) => s + (c - 1000) ** 2 / 1000, 0);
    expect(chi).toBeLessThan(40); // 8 degrees of freedom: 0.1% critical value 26.1
  });

  it.each([-1, 1.5, Number.NaN, Number.NEGATIVE_INFINITY, '3'])(
    'rejects maxPlies %s with OptionsError',
    (maxPlies) => {
      expect(codeOf(() => randomPlayout(mnk.create(), new Rng(1), { maxPlies: maxPlies as number }))).toBe(
        'ERR_OPTIONS',
      );
    },
  );

  it('plays the same games through legalMovesInto, reusing its buffers', () => {
    fc.assert(
      fc.property(arbSmallMnk, fc.integer(), (options, seed) => {
        const plain = randomPlayout(mnk.create(options), new Rng(seed));
        const start = buffered(options);
        const end = randomPlayout(start, new Rng(seed));
        expect(end).toBeInstanceOf(BufferedMnk);
        expect(start.history).toEqual([]);
        expect(end.history).toEqual(plain.history);
        expect(end.isOver()).toBe(true);
      }),
    );
    // Nested playouts (a game whose play runs one) each get their own buffer.
    class Nested extends BufferedMnk {
      override play(move: MnkMove): void {
        randomPlayout(buffered({ width: 4, k: 4 }), new Rng(move));
        super.play(move);
      }
    }
    const nested = randomPlayout(new Nested(Grid.of(3, 3), 3), new Rng(5));
    expect(nested.history).toEqual(randomPlayout(mnk.create(), new Rng(5)).history);
  });

  it('accepts any Position: the type parameter carries through', () => {
    const end: MnkPosition = randomPlayout(mnk.create(), new Rng(1));
    expect(end.k).toBe(3);
  });
});
