// Player specs: read once into their parts (levels by number or name, GTP command lines split),
// labelled for tables, described for headers; malformed names are errors with a stable reason.
import { describe, expect, it } from 'vitest';
import { describePlayer, levelSpec, parsePlayerSpec } from '../src/index.js';

describe('parsePlayerSpec', () => {
  it('reads a name once into its parts', () => {
    expect(parsePlayerSpec('mcts:3')).toEqual({
      text: 'mcts:3',
      name: 'mcts',
      argument: '3',
      level: 3,
      command: undefined,
      label: 'mcts:3',
    });
    expect(parsePlayerSpec('gtp:pentobi-gtp --level 3')).toEqual({
      text: 'gtp:pentobi-gtp --level 3',
      name: 'gtp',
      argument: 'pentobi-gtp --level 3',
      level: undefined,
      command: ['pentobi-gtp', '--level', '3'],
      label: 'gtp:pentobi-gtp',
    });
  });

  it('takes a level by name, and labels an engine by its program’s file name', () => {
    expect(parsePlayerSpec('mcts:hard').level).toBe(7);
    expect(levelSpec('medium')).toEqual(parsePlayerSpec('mcts:medium'));
    expect(parsePlayerSpec("gtp:'/opt/my engine/gtp' -q").label).toBe('gtp:gtp');
    expect(parsePlayerSpec('gtp:"C:\\engines\\pentobi.exe"').label).toBe('gtp:pentobi.exe');
  });

  it.each([
    ['mcts:9', "mcts:<level> takes a level, 1 to 8, or easy, medium, hard, got '9'"],
    ['mcts:', "mcts:<level> takes a level, 1 to 8, or easy, medium, hard, got ''"],
    ['mcts:toString', "mcts:<level> takes a level, 1 to 8, or easy, medium, hard, got 'toString'"],
    ['', "a player needs a name, got ''"],
    [':3', "a player needs a name, got ':3'"],
  ])('refuses %j as unknown-player', (name, message) => {
    expect(() => parsePlayerSpec(name)).toThrow(
      expect.objectContaining({ code: 'ERR_OPTIONS', reason: 'unknown-player', message }),
    );
  });

  it.each([
    ['gtp:', "the engine command line 'gtp:' is empty: give the engine's command line"],
    ['gtp', "the engine command line 'gtp' is empty: give the engine's command line"],
    ['gtp:"pentobi', `the engine command line 'gtp:"pentobi' has an unclosed " quote: "pentobi`],
  ])('refuses the engine %j as bad-command-line', (name, message) => {
    expect(() => parsePlayerSpec(name)).toThrow(
      expect.objectContaining({ code: 'ERR_OPTIONS', reason: 'bad-command-line', message }),
    );
  });
});

describe('describePlayer', () => {
  it('adds a level’s budget, and names the rest as given', () => {
    expect(describePlayer(parsePlayerSpec('mcts:3'))).toBe('mcts:3 (120 simulations per move)');
    expect(describePlayer(parsePlayerSpec('mcts:hard'))).toBe('mcts:hard (15000 simulations per move)');
    expect(describePlayer(parsePlayerSpec('gtp:pentobi-gtp --level 3'))).toBe('gtp:pentobi-gtp --level 3');
    expect(describePlayer(parsePlayerSpec('greedy'))).toBe('greedy');
  });
});
