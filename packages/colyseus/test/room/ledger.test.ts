/**
 * MoveLedger: a room's game — moves played by the rules and written down, the last one taken back
 * when the store refuses it, the end — and a stored game replayed once by the rules.
 */
import { type AnyGameDescription, type Position, Rng } from '@quadrille/core';
import { mnk } from '@quadrille/examples';
import { blokus, talpa } from '@quadrille/games';
import { describe, expect, it } from 'vitest';
import { readStoredRoom } from '../../src/index.js';
import { lossOf, MoveLedger } from '../../src/room/ledger.js';
import { asVersion1, storedTalpa } from '../fixtures/stored-rooms.js';

/** Up to `n` moves of a game of `game` in notation: random (seeded) moves, or always the first. */
function someMoves(game: AnyGameDescription, options: unknown, n: number, seed?: number): string[] {
  const rng = seed === undefined ? undefined : new Rng(seed);
  const pos = game.create(options);
  const moves: string[] = [];
  while (moves.length < n && !pos.isOver()) {
    const legal = pos.legalMoves();
    const move = legal[rng === undefined ? 0 : rng.int(legal.length)]!;
    moves.push(game.formatMove(pos, move));
    pos.play(move);
  }
  return moves;
}

/**
 * `game`, counting how often a position is made (`create`, `fromJSON`), a move read, and a move
 * played or checked on any position it made (the game's own calls included).
 */
function counted(game: AnyGameDescription) {
  const calls = { create: 0, fromJSON: 0, parseMove: 0, play: 0, isLegal: 0 };
  const watch = (pos: Position<number>): Position<number> => {
    const { play, isLegal } = pos;
    Object.assign(pos, {
      play(move: number) {
        calls.play++;
        return play.call(pos, move);
      },
      isLegal(move: number) {
        calls.isLegal++;
        return isLegal.call(pos, move);
      },
    });
    return pos;
  };
  const wrapped: AnyGameDescription = {
    ...game,
    create: (options) => {
      calls.create++;
      return watch(game.create(options));
    },
    fromJSON: (data) => {
      calls.fromJSON++;
      return watch(game.fromJSON(data));
    },
    parseMove: (pos, text) => {
      calls.parseMove++;
      return game.parseMove(pos, text);
    },
  };
  return { game: wrapped, calls };
}

describe('MoveLedger.replay', () => {
  it.each([
    { game: talpa as AnyGameDescription, options: { size: 6 } },
    { game: blokus as AnyGameDescription, options: { variant: 'duo' } },
    { game: mnk as AnyGameDescription, options: { width: 5, k: 4 } },
  ])('checks each stored move once: $game.id', ({ game, options }) => {
    const moves = someMoves(game, options, 20, 5);
    const n = moves.length;
    expect(n).toBeGreaterThan(5);
    const { game: watched, calls } = counted(game);
    const ledger = MoveLedger.replay(watched, options, moves);
    // One start, each move read once and played once; no second copy of the game is loaded.
    expect(calls).toMatchObject({ create: 1, fromJSON: 0, parseMove: n, play: n });
    // Every check of the rules (the game's own `isLegal` calls too) is what one replay costs.
    const once = counted(game);
    const pos = once.game.create(options);
    for (const m of moves) pos.play(once.game.parseMove(pos, m));
    expect(calls).toEqual(once.calls);
    expect(ledger.moves).toEqual(moves);
    const again = game.create(options);
    for (const m of moves) again.play(game.parseMove(again, m));
    expect(ledger.position.toJSON()).toEqual(again.toJSON());
  });

  it('restores a room stored in the version 1 layout from its moves, once, leaving its record unread', () => {
    const stored = readStoredRoom(JSON.parse(JSON.stringify(asVersion1(storedTalpa))));
    const { game, calls } = counted(talpa);
    const ledger = MoveLedger.replay(game, stored.options, stored.moves, stored.end, stored.result);
    expect(calls).toMatchObject({ create: 1, fromJSON: 0, parseMove: 1, play: 1 });
    expect(ledger.moves).toEqual(['a1xa2']);
    expect(ledger.position.history).toHaveLength(1);
  });

  it('refuses stored moves the rules do not play (bad-moves), and options the game refuses', () => {
    // Blokus' permissive fromJSON takes a colour playing out of turn; a replay by the rules does not.
    expect(() => MoveLedger.replay(blokus, { variant: 'duo' }, ['j5', 'j5'])).toThrow(
      expect.objectContaining({ code: 'ERR_SETUP', reason: 'bad-moves' }),
    );
    expect(() => MoveLedger.replay(talpa, { size: 4 }, ['a1xa2', 'nonsense'])).toThrow(
      expect.objectContaining({ code: 'ERR_SETUP', reason: 'bad-moves' }),
    );
    expect(() => MoveLedger.replay(talpa, { size: 1 }, [])).toThrow(
      expect.objectContaining({ code: 'ERR_OPTIONS', reason: 'bad-size' }),
    );
  });

  it('keeps the stored end and result', () => {
    const result = lossOf(1, 2);
    const ledger = MoveLedger.replay(talpa, { size: 4 }, ['a1xa2'], 'resigned', result);
    expect([ledger.end, ledger.result]).toEqual(['resigned', result]);
  });
});

describe('MoveLedger.play', () => {
  it('plays a move by the rules and writes it down in notation', () => {
    const pos = talpa.create({ size: 4 });
    const ledger = MoveLedger.start(talpa, pos);
    const played = ledger.play(talpa.parseMove(pos, 'a1xa2'));
    expect(played.notation).toBe('a1xa2');
    expect(ledger.moves).toEqual(['a1xa2']);
    expect(ledger.position.history).toHaveLength(1);
    expect([ledger.end, ledger.result]).toEqual([null, null]);
  });

  it('refuses an illegal move and changes nothing', () => {
    const ledger = MoveLedger.start(talpa, talpa.create({ size: 4 }));
    const before = ledger.position.toJSON();
    expect(() => ledger.play(123_456)).toThrow(expect.objectContaining({ code: 'ERR_ILLEGAL_MOVE' }));
    expect(ledger.position.toJSON()).toEqual(before);
    expect(ledger.moves).toEqual([]);
  });

  it('ends by the rules with the outcome, and a move taken back takes the end back too', () => {
    const game: AnyGameDescription = mnk;
    const moves = someMoves(game, {}, 9);
    const ledger = MoveLedger.replay(game, {}, moves.slice(0, -1));
    const before = ledger.position.toJSON();
    const last = game.parseMove(ledger.position, moves.at(-1)!);
    const played = ledger.play(last);
    expect(ledger.end).toBe('rules');
    expect(ledger.result).toEqual(ledger.position.outcome());
    played.takeBack();
    expect([ledger.end, ledger.result]).toEqual([null, null]);
    expect(ledger.moves).toEqual(moves.slice(0, -1));
    expect(ledger.position.toJSON()).toEqual(before);
  });

  it('takes a move back on positions without undo, from a copy made before it', () => {
    const pos = talpa.create({ size: 4 });
    Object.defineProperty(pos, 'undo', { value: undefined });
    const ledger = MoveLedger.start(talpa, pos);
    const before = pos.toJSON();
    ledger.play(talpa.parseMove(pos, 'a1xa2')).takeBack();
    expect(ledger.position.toJSON()).toEqual(before);
    expect(ledger.moves).toEqual([]);
  });

  it('ends by a resignation or a clock once finished: the loser scores 0, the others 1 and win', () => {
    const ledger = MoveLedger.start(talpa, talpa.create({ size: 4 }));
    ledger.finish('time', lossOf(0, 2));
    expect([ledger.end, ledger.result]).toEqual(['time', { scores: [0, 1], winners: [1] }]);
    expect(lossOf(1, 4)).toEqual({ scores: [1, 0, 1, 1], winners: [0, 2, 3] });
  });
});
