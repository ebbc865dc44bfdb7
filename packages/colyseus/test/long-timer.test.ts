/** setLongTimeout: a timeout longer than Node's 2^31 − 1 ms fires when due, never at once. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_TIMER_MS, setLongTimeout } from '../src/index.js';

const DAY = 86_400_000;

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('setLongTimeout', () => {
  it('waits 25 days (more than one Node timer can) in pieces', () => {
    const fired = vi.fn();
    setLongTimeout(25 * DAY, fired);
    vi.advanceTimersByTime(1);
    expect(fired).not.toHaveBeenCalled();
    vi.advanceTimersByTime(MAX_TIMER_MS);
    expect(fired).not.toHaveBeenCalled();
    vi.advanceTimersByTime(25 * DAY - MAX_TIMER_MS - 2);
    expect(fired).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fired).toHaveBeenCalledTimes(1);
  });

  it('fires a short or non-positive delay like setTimeout, and not at all once cleared', () => {
    const short = vi.fn();
    const zero = vi.fn();
    const cleared = vi.fn();
    setLongTimeout(50, short);
    setLongTimeout(-5, zero);
    const timer = setLongTimeout(30 * DAY, cleared);
    vi.advanceTimersByTime(MAX_TIMER_MS + 10);
    timer.clear();
    vi.advanceTimersByTime(30 * DAY);
    expect(short).toHaveBeenCalledTimes(1);
    expect(zero).toHaveBeenCalledTimes(1);
    expect(cleared).not.toHaveBeenCalled();
  });

  it('cuts its wait into the pieces it is given', () => {
    const fired = vi.fn();
    setLongTimeout(1000, fired, 300);
    vi.advanceTimersByTime(999);
    expect(fired).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fired).toHaveBeenCalledTimes(1);
  });
});
