import { expect, it } from 'vitest';
import { stalledJobOptions } from '../src/index.js';

it('fills in the lock and stalled-job defaults, keeping what is given', () => {
  expect(stalledJobOptions({})).toEqual({
    lockDuration: 30_000,
    stalledInterval: 30_000,
    maxStalledCount: 2,
  });
  expect(stalledJobOptions({ lockDuration: 1000, maxStalledCount: 5 })).toEqual({
    lockDuration: 1000,
    stalledInterval: 30_000,
    maxStalledCount: 5,
  });
});
