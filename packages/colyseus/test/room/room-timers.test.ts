/** RoomTimers: every timer of a room cleared at once, so nothing of a disposed room runs later. */
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { RoomTimers } from '../../src/room/room-timers.js';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

it('fires timeouts (of any length) and intervals until cleared, and forgets the ones done', () => {
  const timers = new RoomTimers();
  const fired: string[] = [];
  timers.later(100, () => fired.push('soon'));
  timers.later(30 * 86_400_000, () => fired.push('in a month'));
  const cancelled = timers.later(50, () => fired.push('cancelled'));
  timers.every(40, () => fired.push('tick'));
  cancelled.clear();
  expect(timers.pending).toBe(3);
  vi.advanceTimersByTime(100);
  expect(fired).toEqual(['tick', 'tick', 'soon']);
  expect(timers.pending).toBe(2);
  timers.clear();
  expect(timers.pending).toBe(0);
  vi.advanceTimersByTime(31 * 86_400_000);
  expect(fired).toEqual(['tick', 'tick', 'soon']);
});
