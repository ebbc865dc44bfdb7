/** StoreLease: a room's lease and writes in its store; a refused write loses the lease, once. */
import { describe, expect, it } from 'vitest';
import { memoryStore, type RoomStore } from '../../src/index.js';
import { StoreLease } from '../../src/room/store-lease.js';
import { storedTalpa as room } from '../fixtures/stored-rooms.js';

/** A lease on `store` that records what it tells its room. */
function leaseOn(store: RoomStore, owner = 'me') {
  const told = { lost: 0, failed: 0 };
  const lease = new StoreLease(store, 'r', owner, 10_000, {
    lost: () => void told.lost++,
    failed: () => void told.failed++,
  });
  return { lease, told };
}

describe('StoreLease', () => {
  it('claims a new room, writes under its lease, and closes the room when it lets go', async () => {
    const store = memoryStore();
    const { lease, told } = leaseOn(store);
    expect(await lease.claim()).toBe(true);
    expect(await leaseOn(store, 'other').lease.claim()).toBe(false);
    expect(await lease.save(room)).toBe(true);
    await lease.renew();
    expect(await store.load('r')).toEqual(room);
    await lease.letGo(false);
    expect(await store.load('r')).toBeUndefined();
    expect(told).toEqual({ lost: 0, failed: 0 });
  });

  it('keeps an unfinished room open for another process when it lets go at a shutdown, once', async () => {
    const store = memoryStore();
    const { lease } = leaseOn(store);
    await lease.claim();
    await lease.save(room);
    await lease.letGo(true);
    expect(await store.orphanRooms()).toEqual(['r']);
    // Once: a second letting go (a disposal after the shutdown) does not close it.
    await lease.letGo(false);
    expect(await store.load('r')).toEqual(room);
  });

  it('loses the lease when the store refuses a write or a renewal (another process holds the room): told once', async () => {
    const store = memoryStore();
    const { lease, told } = leaseOn(store);
    await lease.claim();
    await store.release('r', 'me');
    await store.claim('r', 'other', 10_000);
    expect(await lease.save(room)).toBe(false);
    expect(lease.lost).toBe(true);
    await lease.renew();
    expect(await lease.save(room)).toBe(false);
    expect(told).toEqual({ lost: 1, failed: 0 });
    // A lost lease lets go of nothing: the room is the other process's.
    await lease.letGo(false);
    expect(await store.openRooms()).toEqual([]);
    expect(await store.claim('r', 'third', 10_000)).toBe(false);
  });

  it('reports a write that fails (the store unreachable) without losing the lease', async () => {
    const store: RoomStore = {
      ...memoryStore(),
      save: () => Promise.reject(new Error('Redis is away')),
      renew: () => Promise.reject(new Error('Redis is away')),
    };
    const { lease, told } = leaseOn(store);
    expect(await lease.save(room)).toBe(false);
    await lease.renew();
    expect(told).toEqual({ lost: 0, failed: 1 });
    expect(lease.lost).toBe(false);
  });
});
