// `--book FILE`: our searching players play the opening book's moves where it has one, in
// play, match (also on worker threads) and gtp; a bad book is a one-line usage error.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readSgf } from '@quadrille/blokus';
import { describe, expect, it } from 'vitest';
import { fileTempDir } from '../../../test-support/temp-dir.js';
import { run } from './harness.js';

const dir = fileTempDir('book');
const BOOK = join(dir, 'duo.blksgf');
writeFileSync(
  BOOK,
  `(;GM[Blokus Duo]
  (;B[e10,f10,f9,e9,d9]TE[1]
    (;W[j5,j4,i4,k4,j3]TE[1])
    (;W[j5,k5]BM[1]))
  (;B[e10]BM[1]))`,
);

describe('--book', { timeout: 60_000 }, () => {
  it('play: the computer answers from the book without searching', async () => {
    const { code, out } = await run(
      ['play', 'blokus', '--variant', 'duo', '--book', BOOK, '--iterations', '50'],
      ['d9,e9,f9,e10,f10', 'quit'],
    );
    expect(code).toBe(0);
    expect(out).toMatch(/^Orange plays j3,i4,j4,k4,j5$/m); // no "(… simulations …)": not searched
  });

  it('match: both searching sides open from the book, on threads too', async () => {
    const record = join(dir, 'match.sgf');
    const args = ['match', 'blokus', '--variant', 'duo', '--a', 'mcts', '--b', 'uct', '--games', '2'];
    const { code } = await run([
      ...args,
      '--iterations',
      '20',
      '--book',
      BOOK,
      '--record',
      record,
      '--workers',
      '2',
    ]);
    expect(code).toBe(0);
    const games = readFileSync(record, 'utf8')
      .trim()
      .split('\n')
      .map((l) => readSgf(l).tree.root);
    for (const root of games) {
      expect(root.children[0]!.props.B).toEqual(['d9,e9,f9,e10,f10']);
      expect(root.children[0]!.children[0]!.props.W).toEqual(['j3,i4,j4,k4,j5']);
    }
  });

  it('gtp: genmove plays the book move', async () => {
    const { code, out } = await run(
      ['gtp', 'blokus', '--book', BOOK, '--iterations', '20'],
      ['set_game Blokus Duo', 'genmove b', 'genmove w', 'quit'],
    );
    expect(code).toBe(0);
    expect(out).toBe('= \n\n= d9,e9,f9,e10,f10\n\n= j3,i4,j4,k4,j5\n\n= \n\n');
  });

  it('refuses a file that is not a book of the game, in one line', async () => {
    const nexos = join(dir, 'nexos.blksgf');
    writeFileSync(nexos, '(;GM[Nexos])');
    const bad = await run(['play', 'blokus', '--book', nexos], ['quit']);
    expect(bad.code).toBe(2);
    expect(bad.err).toMatch(
      /^quadrille: --book .*nexos\.blksgf: not an opening book for blokus: GM "Nexos" is a Pentobi game/,
    );
    const none = await run(['play', 'talpa', '--book', BOOK], ['quit']);
    expect(none.err).toMatch(/talpa has no opening books/);
    const missing = await run(['match', 'blokus', '--book', join(dir, 'nowhere')]);
    expect(missing.err).toMatch(/--book .*nowhere: cannot read it/);
  });
});
