/** FollowedGame: a growing move list is followed by playing the new moves only. */
import { type MnkPosition, mnk } from '@quadrille/examples';
import { describe, expect, it } from 'vitest';
import { type FollowableGame, FollowedGame } from '../src/index.js';

const OPTIONS = { width: 4, height: 4, k: 4 };
/** A game of 4×4 without a winner before its last moves: every prefix is a legal game. */
const GAME = ['a1', 'b1', 'c1', 'd1', 'a2', 'b2', 'c2', 'd2'];

/** mnk, counting how often its start is made and its notation read. */
function counted(game: FollowableGame<MnkPosition> = mnk) {
  const calls = { create: 0, parseMove: 0 };
  const wrapped: FollowableGame<MnkPosition> = {
    create: (options) => {
      calls.create++;
      return game.create(options);
    },
    parseMove: (pos, text) => {
      calls.parseMove++;
      return game.parseMove(pos, text);
    },
  };
  return { game: wrapped, calls };
}

/** The position `moves` lead to, replayed from the start. */
function replayed(moves: readonly string[]): unknown {
  const pos = mnk.create(OPTIONS);
  for (const m of moves) pos.play(mnk.parseMove(pos, m));
  return pos.toJSON();
}

describe('FollowedGame', () => {
  it('reads each move once while the list grows one move at a time', () => {
    const { game, calls } = counted();
    const followed = new FollowedGame(game, OPTIONS);
    for (let n = 1; n <= GAME.length; n++) {
      const pos = followed.follow(GAME.slice(0, n));
      expect(pos.toJSON()).toEqual(replayed(GAME.slice(0, n)));
    }
    // A game of n moves: n reads and one start, not n²/2 reads and n starts.
    expect(calls).toEqual({ create: 1, parseMove: GAME.length });
    expect(followed.moves).toEqual(GAME);
    // The same list again, or several new moves at once, read nothing twice.
    followed.follow(GAME);
    expect(calls.parseMove).toBe(GAME.length);
  });

  it('takes any array-like list (a synced schema array) and several new moves at once', () => {
    const { game, calls } = counted();
    const followed = new FollowedGame(game, OPTIONS);
    followed.follow({ length: 2, 0: 'a1', 1: 'b1' });
    followed.follow(GAME.slice(0, 5));
    expect(calls.parseMove).toBe(5);
    expect(followed.position.toJSON()).toEqual(replayed(GAME.slice(0, 5)));
  });

  it('replays from the start a list that does not extend the moves followed (a take-back, a new game)', () => {
    const { game, calls } = counted();
    const followed = new FollowedGame(game, OPTIONS);
    followed.follow(GAME.slice(0, 4));
    // One move taken back.
    expect(followed.follow(GAME.slice(0, 3)).toJSON()).toEqual(replayed(GAME.slice(0, 3)));
    expect(calls).toEqual({ create: 2, parseMove: 4 + 3 });
    // The same length, another last move.
    const other = [...GAME.slice(0, 2), 'd4'];
    expect(followed.follow(other).toJSON()).toEqual(replayed(other));
    expect(calls).toEqual({ create: 3, parseMove: 7 + 3 });
    // Back to the start.
    expect(followed.follow([]).history).toEqual([]);
    expect(followed.moves).toEqual([]);
  });

  it('refuses a bad new move with the game error and keeps the game as it was (with undo)', () => {
    const followed = new FollowedGame(mnk, OPTIONS);
    followed.follow(GAME.slice(0, 3));
    const before = followed.position.toJSON();
    // 'a1' is taken: the third new move fails after two were played.
    expect(() => followed.follow([...GAME.slice(0, 5), 'a1'])).toThrow(
      expect.objectContaining({ code: 'ERR_ILLEGAL_MOVE' }),
    );
    expect(followed.position.toJSON()).toEqual(before);
    expect(followed.moves).toEqual(GAME.slice(0, 3));
    expect(() => followed.follow([...GAME.slice(0, 3), 'zz'])).toThrow(
      expect.objectContaining({ code: 'ERR_NOTATION' }),
    );
    expect(followed.position.toJSON()).toEqual(before);
    // A bad list that is not an extension leaves it as it was too.
    expect(() => followed.follow(['b1', 'b1'])).toThrow(
      expect.objectContaining({ code: 'ERR_ILLEGAL_MOVE' }),
    );
    expect(followed.position.toJSON()).toEqual(before);
    expect(followed.follow(GAME).toJSON()).toEqual(replayed(GAME));
  });

  it('keeps the game as it was after a bad move for positions without undo too', () => {
    const withoutUndo: FollowableGame<MnkPosition> = {
      create: (options) => {
        const pos = mnk.create(options);
        Object.defineProperty(pos, 'undo', { value: undefined });
        return pos;
      },
      parseMove: mnk.parseMove,
    };
    const followed = new FollowedGame(withoutUndo, OPTIONS);
    followed.follow(GAME.slice(0, 2));
    expect(() => followed.follow([...GAME.slice(0, 4), 'b1'])).toThrow(
      expect.objectContaining({ code: 'ERR_ILLEGAL_MOVE' }),
    );
    expect(followed.position.toJSON()).toEqual(replayed(GAME.slice(0, 2)));
    expect(followed.moves).toEqual(GAME.slice(0, 2));
    expect(followed.follow(GAME.slice(0, 4)).toJSON()).toEqual(replayed(GAME.slice(0, 4)));
  });

  it('refuses options the game refuses', () => {
    expect(() => new FollowedGame(mnk, { width: 0 })).toThrow(
      expect.objectContaining({ code: 'ERR_OPTIONS' }),
    );
  });
});
