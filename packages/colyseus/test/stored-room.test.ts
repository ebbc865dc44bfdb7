/** What a room stores (the game once: its options and moves) and reads back, in both layouts. */
import { describe, expect, it } from 'vitest';
import { readStoredRoom } from '../src/index.js';
import { asVersion1, storedTalpa as room } from './fixtures/stored-rooms.js';

describe('readStoredRoom', () => {
  it('reads what a room writes: the game as its options and moves, once', () => {
    const text = JSON.stringify(room);
    expect(readStoredRoom(JSON.parse(text))).toEqual(room);
    expect(Object.keys(JSON.parse(text))).not.toContain('record');
  });

  it('reads a room written in the version 1 layout, leaving out its second copy of the game', () => {
    const old = JSON.parse(JSON.stringify(asVersion1(room)));
    expect(old.record).toMatchObject({ game: 'talpa' });
    expect(readStoredRoom(old)).toEqual(room);
  });

  it('refuses anything else, naming the field', () => {
    for (const bad of [
      null,
      [],
      { ...room, version: 3 },
      { ...room, extra: 1 },
      // Only version 1 had a record.
      { ...room, record: {} },
      { ...room, moves: [1] },
      { ...room, seats: [] },
      { ...room, seats: [{ token: 't' }] },
      { ...room, clock: { total: 1000, increment: 0 }, clocks: [] },
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
