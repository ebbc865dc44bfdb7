/** The options a client gives: create options (the game's setup, computers, a clock) and join options. */
import type { AnyGameDescription } from '@quadrille/core';
import { talpa } from '@quadrille/games';
import { describe, expect, it } from 'vitest';
import { readCreateOptions, readJoinOptions } from '../src/options.js';

describe('readCreateOptions', () => {
  const game: AnyGameDescription = talpa;
  it('reads a preset, options over it, computers and a clock', () => {
    const { setup, position } = readCreateOptions<{ seats: number }>(
      game,
      { preset: 'beginner', options: { noMove: 'lose' }, computers: { 1: 3 }, clock: { total: 60_000 } },
      4,
    );
    expect(setup).toEqual({
      preset: 'beginner',
      options: { variant: 'beginner', noMove: 'lose' },
      computers: [0, 3],
      clock: { totalMs: 60_000, incrementMs: 0, byoMs: 0, stones: 0 },
    });
    expect(position.seats).toBe(2);
  });
  it.each([
    [{ computers: { 1: 5 } }, 'bad-computers'],
    [{ computers: { 2: 1 } }, 'bad-computers'],
    [{ computers: [1] }, 'not-an-object'],
    [{ options: 'big' }, 'not-an-object'],
    [{ options: { size: 'x'.repeat(5000) } }, 'too-large'],
    [{ clock: { total: 1000, increment: -1 } }, 'bad-clock'],
    [{ clock: { total: 1000, bonus: 1 } }, 'bad-clock'],
    [{ clock: { totalMs: 1000, byoMs: 1000 } }, 'bad-clock'],
    [{ clock: 60 }, 'bad-clock'],
    [{ timer: 60 }, 'unknown-option'],
    [{ preset: 7 }, 'bad-type'],
    [{ options: { size: 1 } }, 'bad-size'],
  ])('refuses %j (%s)', (options, reason) => {
    expect(() => readCreateOptions(game, options, 4)).toThrow(
      expect.objectContaining({ code: 'ERR_OPTIONS', reason }),
    );
  });
});

describe('readJoinOptions', () => {
  it('reads a seat, a name (trimmed) and a token', () => {
    expect(readJoinOptions(undefined)).toEqual({ seat: undefined, name: undefined, token: undefined });
    expect(readJoinOptions({ seat: 1, name: ' Ann ', token: 't' })).toEqual({
      seat: 1,
      name: 'Ann',
      token: 't',
    });
  });
  it.each([[[]], ['x'], [{ seat: -1 }], [{ seat: 1.5 }], [{ name: 'x'.repeat(41) }], [{ token: 5 }]])(
    'refuses %j (bad-join)',
    (options) => {
      expect(() => readJoinOptions(options)).toThrow(
        expect.objectContaining({ code: 'ERR_ROOM', reason: 'bad-join' }),
      );
    },
  );
});
