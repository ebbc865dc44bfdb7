import { describe, expect, it } from 'vitest';
import { readSolveJob } from '../src/queue/index.js';
import { failure } from './games.js';

const job = {
  module: '@quadrille/games',
  game: 'talpa',
  options: { size: 5 },
  moves: ['a1xa2', 'b2xb1'],
  key: '0123456789abcdef',
};

describe('readSolveJob', () => {
  it('reads a job', () => {
    expect(readSolveJob(JSON.parse(JSON.stringify(job)))).toEqual(job);
  });

  it.each([
    ['not an object', [], 'ERR_SETUP not-an-object'],
    ['an unknown field', { ...job, extra: 1 }, 'ERR_SETUP unknown-field'],
    ['an empty module', { ...job, module: '' }, 'ERR_SETUP bad-type'],
    ['a game that is no string', { ...job, game: 5 }, 'ERR_SETUP bad-type'],
    ['options that are a list', { ...job, options: [] }, 'ERR_SETUP bad-type'],
    ['a move that is no string', { ...job, moves: ['a1xa2', 3] }, 'ERR_SETUP bad-type'],
    ['a hole in the moves', { ...job, moves: [null] }, 'ERR_SETUP missing'],
    ['a short key', { ...job, key: 'abc' }, 'ERR_SETUP bad-type'],
    ['a key in capitals', { ...job, key: '0123456789ABCDEF' }, 'ERR_SETUP bad-type'],
  ])('refuses %s', async (_, data, reason) => {
    expect(await failure(() => readSolveJob(data))).toBe(reason);
  });
});
