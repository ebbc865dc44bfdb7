/** What a room stores (the game once: its options and moves) and reads back, in every layout. */
import { describe, expect, it } from 'vitest';
import { readStoredRoom, type StoredRoom } from '../src/index.js';
import { asVersion1, asVersion2, storedTalpa as room } from './fixtures/stored-rooms.js';

const DAY = 86_400_000;

/** `room` on a clock of a minute + 1 s, its seats 50 s and 40 s into it. */
const clocked: StoredRoom = {
  ...room,
  clock: { totalMs: 60_000, incrementMs: 1000, byoMs: 0, stones: 0 },
  clocks: [
    { remainingMs: 50_000, periodMovesLeft: 0 },
    { remainingMs: 40_000, periodMovesLeft: 0 },
  ],
};

/** `room` in byo-yomi: 10 s for every 5 moves, seat 1 three moves into a period. */
const byoYomi: StoredRoom = {
  ...room,
  clock: { totalMs: 60_000, incrementMs: 0, byoMs: 10_000, stones: 5 },
  clocks: [
    { remainingMs: 30_000, periodMovesLeft: 0 },
    { remainingMs: 4000, periodMovesLeft: 2 },
  ],
};

describe('readStoredRoom', () => {
  it('reads what a room writes: the game as its options and moves, once, and each seat’s account', () => {
    for (const stored of [room, clocked, byoYomi]) {
      const text = JSON.stringify(stored);
      expect(readStoredRoom(JSON.parse(text))).toEqual(stored);
      expect(Object.keys(JSON.parse(text))).not.toContain('record');
    }
  });

  it('reads a room written in the version 2 layout: { total, increment } and one number per seat', () => {
    const old = JSON.parse(JSON.stringify(asVersion2(clocked)));
    expect(old).toMatchObject({
      version: 2,
      clock: { total: 60_000, increment: 1000 },
      clocks: [50_000, 40_000],
    });
    expect(readStoredRoom(old)).toEqual(clocked);
    expect(readStoredRoom(JSON.parse(JSON.stringify(asVersion2(room))))).toEqual(room);
    // Written before the room capped its clocks: held to a day (and to 0), as rooms loaded them.
    const uncapped = { ...old, clock: { total: DAY, increment: DAY }, clocks: [40 * DAY, -5] };
    expect(readStoredRoom(uncapped)).toMatchObject({
      clock: { totalMs: DAY, incrementMs: DAY, byoMs: 0, stones: 0 },
      clocks: [
        { remainingMs: DAY, periodMovesLeft: 0 },
        { remainingMs: 0, periodMovesLeft: 0 },
      ],
    });
  });

  it('reads a room written in the version 1 layout, leaving out its second copy of the game', () => {
    for (const stored of [room, clocked]) {
      const old = JSON.parse(JSON.stringify(asVersion1(stored)));
      expect(old.record).toMatchObject({ game: 'talpa' });
      expect(readStoredRoom(old)).toEqual(stored);
    }
  });

  it('refuses anything else, naming the field', () => {
    const account = { remainingMs: 1000, periodMovesLeft: 0 };
    for (const bad of [
      null,
      [],
      { ...room, version: 4 },
      { ...room, extra: 1 },
      // Only version 1 had a record.
      { ...room, record: {} },
      { ...room, moves: [1] },
      { ...room, seats: [] },
      { ...room, seats: [{ token: 't' }] },
      { ...clocked, clocks: [] },
      { ...clocked, clocks: [account] },
      { ...clocked, clocks: [account, 1000] },
      // A hole is no account.
      { ...clocked, clocks: Object.assign(new Array<unknown>(2), { 0: account }) },
      { ...clocked, clocks: [account, { ...account, periodMovesLeft: 1 }] },
      { ...clocked, clocks: [account, { ...account, remainingMs: 2 * DAY }] },
      { ...clocked, clock: { totalMs: 1000 }, clocks: [account, { remainingMs: 1000 }] },
      { ...clocked, clock: { total: 60_000, increment: 0 } },
      { ...clocked, clock: { totalMs: 2 * DAY } },
      { ...clocked, clock: { totalMs: 1000, byoMs: 1000 } },
      { ...asVersion2(clocked), clock: { totalMs: 60_000 } },
      { ...asVersion2(clocked), clock: { total: 0, increment: 0 } },
      { ...asVersion2(clocked), clocks: [1000, 'x'] },
      { ...room, started: 'yes' },
      { ...room, end: 'won' },
      { ...room, result: { scores: [1] } },
      { ...asVersion1(room), game: 7 },
    ]) {
      expect(() => readStoredRoom(bad), JSON.stringify(bad)).toThrow(
        expect.objectContaining({ code: 'ERR_ROOM', reason: 'bad-record' }),
      );
    }
  });
});
