import { describe, expect, it } from 'vitest';
import { canonicalJson, solveJobId, solveKeys } from '../src/queue/index.js';

describe('solve keys', () => {
  it('name the game and its options, whatever the order of the options', () => {
    const keys = solveKeys('talpa', { width: 5, height: 4 });
    expect(keys.base).toBe('quadrille:solve:talpa:{"height":4,"width":5}');
    expect(keys.values).toBe(`${keys.base}:values`);
    expect(keys.proofs).toBe(`${keys.base}:proofs`);
    expect(solveKeys('talpa', { height: 4, width: 5 })).toEqual(keys);
    expect(solveKeys('talpa', { width: 4, height: 5 }).base).not.toBe(keys.base);
  });

  it('give BullMQ job ids without a colon, one per game, options and position', () => {
    const keys = solveKeys('talpa', { size: 5 });
    const id = solveJobId(keys, '00112233aabbccdd');
    expect(id).toMatch(/^[0-9a-f]{16}\.00112233aabbccdd$/);
    expect(solveJobId(solveKeys('talpa', { size: 4 }), '00112233aabbccdd')).not.toBe(id);
  });

  it('write JSON with sorted keys at every level', () => {
    expect(canonicalJson({ b: [{ d: 1, c: 2 }], a: null })).toBe('{"a":null,"b":[{"c":2,"d":1}]}');
    expect(canonicalJson({})).toBe('{}');
  });
});
