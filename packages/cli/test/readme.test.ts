// The quick start of packages/cli/README.md, command by command (the interactive first line
// is covered by play.test.ts; here its piped form runs).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// Real games on a shared machine: allow more than vitest's default 5 s per test.
const SLOW = 30_000;

import { run } from './harness.js';

describe('README quick start', () => {
  it('play, piped', async () => {
    const r = await run(
      ['play', 'talpa', '--variant', 'beginner', '--iterations', '100'],
      ['a1xa2', 'hint', 'quit'],
    );
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/Hint: \S+/);
  });

  it(
    'match',
    async () => {
      const r = await run([
        'match',
        'talpa',
        '--a',
        'mcts',
        '--b',
        'random',
        '--games',
        '4',
        '--iterations',
        '200',
      ]);
      expect(r.code).toBe(0);
      expect(r.out).toMatch(/average length/);
    },
    SLOW,
  );

  it('perft', async () => {
    const r = await run(['perft', 'blokus', '--variant', 'duo', '--depth', '2']);
    expect(r.out).toMatch(/\n1\s+414\s.*\n2\s+171396\s/);
  });

  it('bench', async () => {
    const r = await run(['bench', 'linkage', '--seconds', '1']);
    expect(r.out).toMatch(/games\/s/);
  });

  it(
    'gtp',
    async () => {
      const r = await run(
        ['gtp', 'blokus', '--iterations', '100'],
        ['set_game Blokus Duo', 'genmove b', 'quit'],
      );
      expect(r.out).toMatch(/^= \n\n= [a-n]\d+(,[a-n]\d+){4}\n\n= \n\n$/);
    },
    SLOW,
  );
});

describe('README usage error example', () => {
  it('shows what quadrille prints', async () => {
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
    const [, command, printed] = /```text\n\$ quadrille (.*)\n(.*)\n```/.exec(readme)!;
    const r = await run(command!.split(' '));
    expect(r.code).toBe(2);
    expect(r.err).toBe(`${printed}\n`);
  });
});
