/** memoryStore: rooms kept in this process, with leases that keep writers apart. */
import { expect, it } from 'vitest';
import { memoryStore } from '../src/index.js';
import { storedTalpa as room } from './fixtures/stored-rooms.js';

it('keeps rooms while leases keep writers apart', async () => {
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
  // A finished room is no longer open.
  expect(
    await store.save(
      'r',
      'b',
      { ...room, end: 'resigned', result: { scores: [0, 1], winners: [1] } },
      10_000,
    ),
  ).toBe(true);
  expect(await store.openRooms()).toEqual([]);
  await store.close('r', 'b');
  expect(await store.load('r')).toBeUndefined();
});
