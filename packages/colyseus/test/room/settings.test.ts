/** A room type's settings: defaults filled in, out-of-range values refused. */
import { describe, expect, it } from 'vitest';
import { memoryStore } from '../../src/index.js';
import { readRoomSettings } from '../../src/room/settings.js';

describe('readRoomSettings', () => {
  it('fills in the defaults, one memory store shared by the rooms given none', () => {
    const settings = readRoomSettings();
    expect(settings).toMatchObject({
      reconnectSeconds: 60,
      maxComputerLevel: 4,
      maxClients: 64,
      leaseMs: 10_000,
      maxMessagesPerSecond: 20,
      moveTimeoutMs: undefined,
      idleMs: undefined,
      watch: undefined,
    });
    expect(readRoomSettings({}).store).toBe(settings.store);
    const store = memoryStore();
    expect(readRoomSettings({ store, idleMs: 5000 })).toMatchObject({ store, idleMs: 5000 });
  });

  it.each([
    { reconnectSeconds: -1 },
    { maxComputerLevel: 9 as never },
    { leaseMs: 999 },
    { moveTimeoutMs: 10 },
    { idleMs: 0 },
    { leaseMs: Number.NaN },
  ])('refuses %j', (settings) => {
    expect(() => readRoomSettings(settings)).toThrow(RangeError);
  });
});
