import { describe, expect, it } from 'vitest';
import {
  checkStudyId,
  defineStudy,
  readGameJob,
  readGameRecord,
  readStudySpec,
  recordLine,
} from '../src/index.js';

const base = {
  module: '@quadrille/games',
  game: 'talpa',
  options: { size: 5 },
  players: ['mcts', 'random'] as const,
  budget: { iterations: 10 },
  games: 4,
};

describe('study specs', () => {
  it('fills in an id and seed 1', () => {
    const spec = defineStudy(base);
    expect(spec.id).toMatch(/^s-[0-9a-f]{10}$/);
    expect(spec.module).toBe('@quadrille/games');
    expect(spec.seed).toBe(1);
    expect(readStudySpec(JSON.parse(JSON.stringify(spec)))).toEqual(spec);
  });

  it.each([
    [{ games: 0 }, 'bad-games'],
    [{ games: 1.5 }, 'bad-games'],
    [{ seed: -1 }, 'bad-seed'],
    [{ id: 'a:b' }, 'bad-id'],
    [{ budget: { iterations: 0 } }, 'bad-budget'],
    [{ budget: {} }, 'bad-budget'],
    [{ budget: { iterations: 5, depth: 5 } }, 'bad-budget'],
    [{ budget: { timeMs: Number.POSITIVE_INFINITY } }, 'bad-budget'],
    [{ module: '' }, 'bad-type'],
    [{ players: ['mcts'] }, 'bad-type'],
    [{ extra: 1 }, 'unknown-field'],
  ])('rejects %o (%s)', (change, reason) => {
    expect(() => defineStudy({ ...base, ...change } as never)).toThrow(
      expect.objectContaining({ code: 'ERR_OPTIONS', reason }),
    );
    expect(() => readStudySpec({ ...defineStudy(base), ...change })).toThrow(
      expect.objectContaining({ code: 'ERR_SETUP', reason }),
    );
  });

  it('takes a budget of simulations, time or both', () => {
    for (const budget of [{ iterations: 5 }, { timeMs: 50 }, { iterations: 5, timeMs: 50 }]) {
      expect(readStudySpec({ ...defineStudy(base), budget }).budget).toEqual(budget);
    }
  });

  it('checks ids', () => {
    expect(checkStudyId('talpa-6x6_1')).toBe('talpa-6x6_1');
    expect(() => checkStudyId('')).toThrow(expect.objectContaining({ reason: 'bad-id' }));
  });

  it('reads jobs only for their own study and range', () => {
    const spec = defineStudy({ ...base, id: 'j' });
    expect(readGameJob({ study: 'j', index: 3, seed: 1006, spec }).index).toBe(3);
    for (const bad of [
      { study: 'k', index: 0, seed: 0, spec },
      { study: 'j', index: 4, seed: 0, spec },
      { study: 'j', index: 0, seed: 0, spec, more: 1 },
    ]) {
      expect(() => readGameJob(bad)).toThrow(expect.objectContaining({ code: 'ERR_SETUP' }));
    }
  });
});

describe('game records', () => {
  const record = {
    study: 's',
    index: 2,
    seed: 1004,
    players: ['random', 'mcts'],
    moves: ['a1xa2', 'pass'],
    outcome: { scores: [1, -1], winners: [0] },
  };

  it('round-trip through one JSON line', () => {
    expect(recordLine(record).endsWith('\n')).toBe(true);
    expect(readGameRecord(recordLine(record).trim())).toEqual(record);
  });

  it.each([
    ['{', 'malformed'],
    [JSON.stringify({ ...record, index: -1 }), 'bad-type'],
    [JSON.stringify({ ...record, moves: [1] }), 'bad-type'],
    [JSON.stringify({ ...record, extra: 1 }), 'unknown-field'],
    [JSON.stringify({ ...record, outcome: undefined }), 'missing'],
  ])('rejects %s', (line, reason) => {
    expect(() => readGameRecord(line)).toThrow(expect.objectContaining({ code: 'ERR_SETUP', reason }));
  });
});
