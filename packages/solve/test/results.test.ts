import { describe, expect, it } from 'vitest';
import { encodeStrategy, KeyMap } from '../src/index.js';
import { readJobProof, readJobValue, rootValue } from '../src/queue/results.js';
import type { TopNode } from '../src/queue/top-tree.js';
import { failure } from './games.js';

const value = { outcome: 'first', nodes: 12, ms: 3, line: ['a1', 'b2'] };

describe('stored results', () => {
  it('read back a value', () => {
    expect(readJobValue(JSON.stringify(value))).toEqual(value);
  });

  it.each([
    ['text that is not JSON', '{', 'ERR_SETUP bad-result'],
    ['an unknown field', JSON.stringify({ ...value, x: 1 }), 'ERR_SETUP bad-result'],
    ['another outcome', JSON.stringify({ ...value, outcome: 'won' }), 'ERR_SETUP bad-result'],
    ['negative nodes', JSON.stringify({ ...value, nodes: -1 }), 'ERR_SETUP bad-result'],
    ['a line of numbers', JSON.stringify({ ...value, line: [1] }), 'ERR_SETUP bad-type'],
  ])('refuse as a value %s', async (_, text, reason) => {
    expect(await failure(() => readJobValue(text))).toBe(reason);
  });

  it('read back a proof’s strategies, and refuse what is not one', async () => {
    const moves = new KeyMap();
    moves.set(1, 2, 3);
    const strategy = encodeStrategy({ seat: 1, goal: 'win', moves });
    const [read] = readJobProof(JSON.stringify({ strategies: [strategy] }));
    expect([read!.seat, read!.goal, read!.moves.get(1, 2)]).toEqual([1, 'win', 3]);
    expect(await failure(() => readJobProof(JSON.stringify({ strategies: [] })))).toBe(
      'ERR_SETUP bad-result',
    );
    expect(await failure(() => readJobProof(JSON.stringify({ strategies: [{}] })))).toBe(
      'ERR_SETUP bad-proof',
    );
  });

  it('give a job’s value for the start’s mover', () => {
    const at = (turn: number) => ({ turn }) as TopNode;
    const v = (outcome: 'first' | 'second' | 'draw') => ({ ...value, outcome });
    expect(rootValue(at(0), v('first'), 0)).toBe(1);
    expect(rootValue(at(1), v('first'), 0)).toBe(-1);
    expect(rootValue(at(1), v('second'), 0)).toBe(1);
    expect(rootValue(at(0), v('second'), 0)).toBe(-1);
    expect(rootValue(at(1), v('draw'), 0)).toBe(0);
  });
});
