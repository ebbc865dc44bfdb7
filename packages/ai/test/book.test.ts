// bookPlayer: the book's move where it has one (no search), the wrapped player's elsewhere.
import type { MoveOf, OpeningBook, Position } from '@quadrille/core';
import { mnk } from '@quadrille/examples';
import { describe, expect, it } from 'vitest';
import { bookPlayer, randomPlayer } from '../src/index.js';

type P = Position<number>;

/** A book that knows one position, the empty board, and two moves there. */
const book: OpeningBook<P> = {
  choose: (pos, rng) => (pos.history.length === 0 ? ([0, 4][rng.int(2)] as MoveOf<P>) : undefined),
};

describe('bookPlayer', () => {
  it('plays a book move without searching where the book has one, seeded', async () => {
    const player = bookPlayer(book, randomPlayer<P>(1), 7);
    const seen = new Set<number>();
    for (let i = 0; i < 20; i++) {
      const { move, stats } = await player.chooseMove(mnk.create());
      expect(stats.iterations).toBe(0);
      seen.add(move);
    }
    expect(seen).toEqual(new Set([0, 4]));
    const again = bookPlayer(book, randomPlayer<P>(1), 7);
    const first = await bookPlayer(book, randomPlayer<P>(1), 7).chooseMove(mnk.create());
    expect((await again.chooseMove(mnk.create())).move).toBe(first.move);
  });

  it('asks the wrapped player where the book has nothing', async () => {
    const pos = mnk.create();
    pos.play(mnk.parseMove(pos, 'b2'));
    const expected = (await randomPlayer<P>(3).chooseMove(pos)).move;
    expect((await bookPlayer(book, randomPlayer<P>(3), 1).chooseMove(pos)).move).toBe(expected);
    expect(bookPlayer(book, randomPlayer<P>(3), 1).name).toBe('random');
  });

  it('passes on what the book throws as a rejection', async () => {
    const broken: OpeningBook<P> = {
      choose: () => {
        throw new Error('bad book');
      },
    };
    await expect(bookPlayer(broken, randomPlayer<P>(1), 1).chooseMove(mnk.create())).rejects.toThrow(
      'bad book',
    );
  });
});
