/** What a room loads (only its own records, only if the rules reach them) and the options it reads. */
import { blokus, parseMove } from '@quadrille/blokus';
import type { AnyGameDescription } from '@quadrille/core';
import { talpa } from '@quadrille/games';
import { describe, expect, it } from 'vitest';
import { memoryStore, reachedFromStart, readStoredRoom, type StoredRoom } from '../src/index.js';
import { readCreateOptions } from '../src/options.js';

const anyBlokus: AnyGameDescription = blokus;

describe('reachedFromStart', () => {
  it('restores a game played by the rules, and refuses a Blokus record out of turn or with setup', () => {
    const pos = blokus.create({ variant: 'duo' });
    pos.play(blokus.parseMove(pos, 'e10'));
    pos.play(blokus.parseMove(pos, 'j5'));
    const moves = ['e10', 'j5'];
    expect(reachedFromStart(anyBlokus, { variant: 'duo' }, pos.toJSON(), moves).toJSON()).toEqual(
      pos.toJSON(),
    );

    const outOfTurn = blokus.create({ variant: 'duo' });
    outOfTurn.playFor(1, parseMove(outOfTurn, 'j5', 1));
    // blokus.fromJSON takes it (an analysis); a room does not.
    expect(blokus.fromJSON(outOfTurn.toJSON()).history).toHaveLength(1);
    expect(() => reachedFromStart(anyBlokus, { variant: 'duo' }, outOfTurn.toJSON(), ['j5'])).toThrow(
      expect.objectContaining({ code: 'ERR_SETUP' }),
    );
    const setup = blokus.create({ variant: 'duo' });
    setup.addSetup(0, parseMove(setup, 'e10'));
    expect(() => reachedFromStart(anyBlokus, { variant: 'duo' }, setup.toJSON(), [])).toThrow(
      expect.objectContaining({ reason: 'not-reachable' }),
    );
    // Moves that do not match the record.
    expect(() => reachedFromStart(anyBlokus, { variant: 'duo' }, pos.toJSON(), ['e10'])).toThrow(
      expect.objectContaining({ reason: 'not-reachable' }),
    );
  });
});

describe('readStoredRoom', () => {
  const room: StoredRoom = {
    version: 1,
    roomName: 'talpa',
    game: 'talpa',
    preset: 'standard',
    options: { size: 4 },
    record: talpa.create({ size: 4 }).toJSON(),
    moves: [],
    seats: [
      { token: 't', name: 'Ann', computer: 0 },
      { token: '', name: '', computer: 2 },
    ],
    clock: null,
    clocks: [],
    started: false,
    end: null,
    result: null,
  };
  it('reads what a room writes and refuses anything else', () => {
    expect(readStoredRoom(JSON.parse(JSON.stringify(room)))).toEqual(room);
    for (const bad of [
      null,
      [],
      { ...room, version: 2 },
      { ...room, extra: 1 },
      { ...room, moves: [1] },
      { ...room, seats: [] },
      { ...room, clock: { total: 1000, increment: 0 }, clocks: [] },
      { ...room, end: 'won' },
    ]) {
      expect(() => readStoredRoom(bad)).toThrow(
        expect.objectContaining({ code: 'ERR_ROOM', reason: 'bad-record' }),
      );
    }
  });

  it('memoryStore: leases keep writers apart', async () => {
    const store = memoryStore();
    expect(await store.claim('r', 'a', 10_000)).toBe(true);
    expect(await store.claim('r', 'b', 10_000)).toBe(false);
    expect(await store.save('r', 'b', room, 10_000)).toBe(false);
    expect(await store.save('r', 'a', room, 10_000)).toBe(true);
    expect(await store.openRooms()).toEqual(['r']);
    expect(await store.orphanRooms()).toEqual([]);
    expect(await store.load('r')).toEqual(room);
    await store.release('r', 'a');
    expect(await store.orphanRooms()).toEqual(['r']);
    expect(await store.claim('r', 'b', 10_000)).toBe(true);
    await store.close('r', 'b');
    expect(await store.openRooms()).toEqual([]);
  });
});

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
      clock: { total: 60_000, increment: 0 },
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
    [{ clock: { total: 1000, bonus: 1 } }, 'unknown-option'],
    [{ preset: 7 }, 'bad-type'],
    [{ options: { size: 1 } }, 'bad-size'],
  ])('refuses %j (%s)', (options, reason) => {
    expect(() => readCreateOptions(game, options, 4)).toThrow(
      expect.objectContaining({ code: 'ERR_OPTIONS', reason }),
    );
  });
});
