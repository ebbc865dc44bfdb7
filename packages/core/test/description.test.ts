/**
 * Game descriptions: the shape check and module scan, presets, selections and status words —
 * with the m,n,k-game of `@quadrille/examples` as the described game, and input mappings of our
 * own (ordered, several cells, shared cells) over it for the selection rules.
 */
import { readFileSync } from 'node:fs';
import * as core from '@quadrille/core';
import {
  type AnyGameDescription,
  cellFreeMoves,
  descriptionProblems,
  findGame,
  findPreset,
  gameOfModule,
  gamesOfModule,
  isGameDescription,
  matchSelection,
  outcomeWords,
  presetOptions,
  statusLine,
} from '@quadrille/core';
import * as examples from '@quadrille/examples';
import { type MnkMove, type MnkPosition, mnk } from '@quadrille/examples';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runSnippet } from '../../../test-support/doc-snippets.js';
import { codeOf } from './fixtures/models.js';

describe('descriptionProblems', () => {
  it('finds nothing wrong with a described game', () => {
    expect(descriptionProblems(mnk)).toEqual([]);
    expect(isGameDescription(mnk)).toBe(true);
  });

  it('names every missing or malformed field', () => {
    const { title: _t, view: _v, input: _i, ...bare } = mnk;
    expect(descriptionProblems(bare)).toEqual([
      'no title (a non-empty string)',
      'no view() function',
      'no input ({ ordered: boolean, cells(pos, move) })',
    ]);
    expect(descriptionProblems({ ...mnk, presets: [] })).toContain('no presets (a non-empty array)');
    expect(descriptionProblems({ ...mnk, presets: [mnk.presets[0], mnk.presets[0]] })).toContain(
      "presets[1].name 'tic-tac-toe' is not unique",
    );
    expect(descriptionProblems({ ...mnk, demo: { preset: 'nope', iterations: 0 } })).toEqual([
      'demo.preset is not the name of a preset',
      'demo.iterations is not a positive integer',
    ]);
    expect(descriptionProblems(null)).toEqual(['not an object']);
  });

  it('checks the optional explain and record.read hooks when they are there', () => {
    expect(descriptionProblems({ ...mnk, input: { ...mnk.input, explain: () => undefined } })).toEqual([]);
    expect(descriptionProblems({ ...mnk, input: { ...mnk.input, explain: 'why' } })).toEqual([
      'input.explain is not a function',
    ]);
    const record = { name: 'r', extension: 'r', write: () => '' };
    expect(descriptionProblems({ ...mnk, record: { ...record, read: () => mnk.create() } })).toEqual([]);
    expect(descriptionProblems({ ...mnk, record: { ...record, read: 1 } })).toEqual([
      'record.read is not a function',
    ]);
  });
});

describe('gamesOfModule', () => {
  it('collects exported descriptions and catalogue arrays, each once', () => {
    const games = gamesOfModule({ mnk, catalogue: [mnk], version: '1', helper: () => 1 }, 'm');
    expect(games).toEqual([mnk]);
  });

  it('says in one line what an undescribed game lacks', () => {
    const { title: _t, seats: _s, ...bare } = mnk;
    expect(() => gamesOfModule({ bare }, './my-game.js')).toThrow(
      './my-game.js has no game description: its games are not described (bare: no title (a non-empty string), no seats() function)',
    );
    expect(codeOf(() => gamesOfModule({ bare }, 'x'))).toBe('ERR_OPTIONS');
    expect(() => gamesOfModule({ answer: 42 }, 'x')).toThrow(/x has no game description: it exports no game/);
  });

  it('refuses two different games under one id', () => {
    expect(() => gamesOfModule({ a: mnk, b: { ...mnk } }, 'x')).toThrow(/two different games with id 'mnk'/);
  });
});

describe('gameOfModule: a GameModule looked up by id', () => {
  it('finds the description whose id the reference names, by name or in a list', () => {
    expect(gameOfModule({ mnk }, { module: 'm', game: 'mnk' })).toBe(mnk);
    expect(gameOfModule({ catalogue: [mnk] }, { module: 'm', game: 'mnk' })).toBe(mnk);
    // The export's name plays no part: only the id does.
    expect(gameOfModule({ game: mnk }, { module: 'm', game: 'mnk' })).toBe(mnk);
  });

  it('names the ids there are for an id the module lacks', () => {
    expect(() => gameOfModule({ mnk }, { module: 'm', game: 'chess' })).toThrow(
      "no game 'chess' in m; games: mnk",
    );
    expect(() => gameOfModule({ mnk }, { module: 'm', game: 'chess' })).toThrow(
      expect.objectContaining({ reason: 'unknown-game' }),
    );
    expect(() => gameOfModule({ answer: 42 }, { module: 'm', game: 'mnk' })).toThrow(
      expect.objectContaining({ reason: 'no-game' }),
    );
  });

  it('findGame matches ids exactly', () => {
    expect(findGame([mnk], 'mnk', 'here')).toBe(mnk);
    expect(() => findGame([mnk], 'MNK', 'here')).toThrow(expect.objectContaining({ reason: 'unknown-game' }));
    expect(() => findGame([], 'mnk', 'here')).toThrow("no game 'mnk' in here; games: ");
  });

  it('the @example of gameOfModule runs as written', () => {
    const source = readFileSync(new URL('../src/game-module.ts', import.meta.url), 'utf8').replace(
      /^\s*\* ?/gm,
      '',
    );
    const code = [...source.matchAll(/```ts\n([\s\S]*?)\n```/g)]
      .map((m) => m[1]!)
      .find((c) => c.includes('gameOfModule('));
    expect(runSnippet(code!, { ...core, examples })).toBe(1);
  });
});

describe('presets', () => {
  it('finds a preset by name or alias, the first by default', () => {
    expect(findPreset(mnk).name).toBe('tic-tac-toe');
    expect(findPreset(mnk, 'Gomoku ').options).toEqual({ width: 15, k: 5 });
    const aliased = { ...mnk, presets: [{ ...mnk.presets[0]!, aliases: ['ttt'] }] };
    expect(findPreset(aliased, 'ttt').name).toBe('tic-tac-toe');
  });

  it('refuses an unknown name with the presets there are', () => {
    expect(() => findPreset(mnk, 'chess')).toThrow(
      'mnk has no preset "chess"; presets: tic-tac-toe, four, gomoku',
    );
    expect(() => findPreset(mnk, 'toString')).toThrow(/no preset/);
  });

  it('puts the caller’s fields over the preset’s', () => {
    expect(presetOptions(mnk, 'gomoku', { k: 6 })).toEqual({ width: 15, k: 6 });
    expect(presetOptions(mnk)).toEqual({});
    expect(() => presetOptions(mnk, 'four', [1])).toThrow(/options must be a plain object/);
  });
});

type Input = AnyGameDescription['input'];

/** The legal moves whose cells equal or extend `selection`, by the plain definition. */
function naiveMatch(input: Input, pos: MnkPosition, selection: readonly number[]) {
  const moves: number[] = [];
  let extensible = false;
  for (const m of pos.legalMoves()) {
    const cells = input.cells(pos, m);
    const sameSet = (n: number) =>
      new Set(selection).size === selection.length &&
      selection.every((c) => cells.includes(c)) &&
      cells.length === n;
    const prefix = selection.every((c, i) => cells[i] === c);
    const fits = input.ordered
      ? prefix && new Set(selection).size === selection.length
      : sameSet(cells.length);
    if (!fits || cells.length === 0) continue;
    if (cells.length === selection.length) {
      if (selection.length > 0) moves.push(m);
    } else extensible = true;
  }
  return { moves, extensible };
}

describe('matchSelection', () => {
  const size = 9;
  // Moves of two cells (the cell and the next one round the board), in order; and every move
  // also "covering" cell 4, so that selections of one cell start many moves.
  const inputs: Input[] = [
    mnk.input as Input,
    { ordered: true, cells: (_p, m) => [m, (m + 1) % size] },
    { ordered: false, cells: (_p, m) => (m === 4 ? [4] : [m, 4]) },
    { ordered: false, cells: (_p, m) => (m % 3 === 0 ? [] : [m - (m % 3)]) },
  ];

  it('agrees with the plain definition for any selection', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...inputs),
        fc.array(fc.integer({ min: 0, max: 8 }), { maxLength: 4 }),
        fc.array(fc.integer({ min: 0, max: 8 }), { maxLength: 3 }),
        (input, played, selection) => {
          const pos = mnk.create();
          for (const m of played) if (pos.isLegal(m)) pos.play(m);
          const got = matchSelection({ input }, pos, selection);
          const want = naiveMatch(input, pos, selection);
          expect({ moves: [...got.moves], extensible: got.extensible }).toEqual(want);
        },
      ),
    );
  });

  it('tells a complete move, a longer move and shared cells apart', () => {
    const pos = mnk.create();
    const two = { input: inputs[1]! };
    expect(matchSelection(two, pos, [2])).toEqual({ moves: [], extensible: true });
    expect(matchSelection(two, pos, [2, 3])).toEqual({ moves: [2], extensible: false });
    expect(matchSelection(two, pos, [3, 2])).toEqual({ moves: [], extensible: false });
    const shared = { input: inputs[3]! };
    expect(matchSelection(shared, pos, [3])).toEqual({ moves: [4, 5], extensible: false });
    expect(cellFreeMoves(shared, pos)).toEqual([0, 3, 6]);
    const centre = { input: inputs[2]! };
    expect(matchSelection(centre, pos, [4])).toEqual({ moves: [4], extensible: true });
    expect(matchSelection(centre, pos, [])).toEqual({ moves: [], extensible: true });
    expect(matchSelection(centre, pos, [4, 4])).toEqual({ moves: [], extensible: false });
  });
});

describe('status words', () => {
  const after = (moves: string) => {
    const pos = mnk.create();
    for (const t of moves.split(' ').filter(Boolean)) pos.play(mnk.parseMove(pos, t) as MnkMove);
    return pos;
  };

  it('says who moves, who won, or that it is a draw, in one style', () => {
    const names = ['X', 'O'];
    expect(statusLine(after(''), names)).toBe('X to move');
    expect(statusLine(after('a1'), names, { details: ['move 2'] })).toBe('O to move · move 2');
    expect(statusLine(after('a1'), names, { mover: 'Orange', action: 'chooses' })).toBe('Orange chooses');
    expect(statusLine(after('a1 a2 b1 b2 c1'), names)).toBe('X wins');
    expect(statusLine(after('b2 a1 c1 a3 a2 c2 b1 b3 c3'), names)).toBe('Draw');
    expect(statusLine(after('a1'), [])).toBe('seat 1 to move');
  });

  it('names shared wins', () => {
    const names = ['Blue', 'Yellow', 'Red', 'Green'];
    expect(outcomeWords({ scores: [3, 3, 3, 1], winners: [0, 1, 2] }, names)).toBe(
      'Blue, Yellow and Red share the win',
    );
    expect(outcomeWords({ scores: [3, 3, 1, 1], winners: [0, 1] }, names)).toBe(
      'Blue and Yellow share the win',
    );
  });
});
