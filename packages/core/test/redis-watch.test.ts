import { expect, it } from 'vitest';
import { watchConnection } from '../src/index.js';

it('says once that the connection is lost and once that it is back', () => {
  const listeners: Record<string, (e?: Error) => void> = {};
  const said: string[] = [];
  watchConnection({ on: (event, l) => void (listeners[event] = l) }, 'redis://h:1/0', (m) => said.push(m));
  listeners.ready!(); // the first connection is not news
  listeners.error!(new Error('ECONNRESET'));
  listeners.error!(new Error('ECONNREFUSED')); // a retry that fails again
  listeners.ready!();
  listeners.ready!();
  expect(said).toEqual([
    'lost the connection to redis://h:1/0 (ECONNRESET); retrying',
    'connected to redis://h:1/0 again',
  ]);
});
