import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fileTempDir } from '../../../test-support/temp-dir.js';
import { run } from './harness.js';

const dir = fileTempDir('render');

/** The `data-cell` names of an SVG, and the owner of each occupied one. */
function cellsOf(svg: string): Map<string, string | undefined> {
  return new Map(
    [...svg.matchAll(/data-cell="([a-z]+\d+)"(?: data-owner="(\d+)")?/g)].map((m) => [m[1]!, m[2]]),
  );
}

describe('quadrille render', { timeout: 30_000 }, () => {
  it('draws the board after the moves as SVG on standard output', async () => {
    const { code, out, err } = await run(['render', 'linage', '--variant', 'small', '--moves', 'c3 pass d4']);
    expect([code, err]).toEqual([0, '']);
    expect(out.startsWith('<svg')).toBe(true);
    const cells = cellsOf(out);
    expect(cells.size).toBe(49);
    expect([cells.get('c3'), cells.get('d4'), cells.get('a1')]).toEqual(['2', '2', undefined]);
  });

  it('takes a theme and legal targets, and draws Blokus pieces by colour', async () => {
    const { code, out } = await run([
      'render',
      'blokus',
      '--variant',
      'duo',
      '--moves',
      'e8,d9,e9,f9,e10',
      '--theme',
      'dark',
      '--targets',
    ]);
    expect(code).toBe(0);
    expect(cellsOf(out).get('e10')).toBe('0');
    expect(out).toContain('data-overlay="targets"');
  });

  it('refuses a bad move or theme with one line', async () => {
    const bad = await run(['render', 'talpa', '--moves', 'a1xa2 zz']);
    expect(bad.code).toBe(2);
    expect(bad.err).toMatch(/^quadrille: --moves: move 2 'zz': .*\n$/);
    const theme = await run(['render', 'talpa', '--theme', 'neon']);
    expect(theme.code).toBe(2);
    expect(theme.err.split('\n')).toHaveLength(2);
  });

  it('match --svg draws the last game’s final board', async () => {
    const file = join(dir, 'final.svg');
    const { code, out } = await run([
      'match',
      'talpa',
      '--variant',
      'beginner',
      '--games',
      '1',
      '--a',
      'random',
      '--b',
      'random',
      '--svg',
      file,
    ]);
    expect(code).toBe(0);
    expect(out).toContain(`final board in ${file}`);
    const svg = readFileSync(file, 'utf8');
    expect(svg).toContain('data-overlay="path"'); // a finished Talpa game shows the winning path
  });

  it('play --svg draws the board where the session ended', async () => {
    const file = join(dir, 'play.svg');
    const { code, out } = await run(
      ['play', 'linage', '--variant', 'small', '--svg', file, '--iterations', '5'],
      ['c3', 'quit'],
    );
    expect(code).toBe(0);
    expect(out).toContain(`final board in ${file}`);
    expect(cellsOf(readFileSync(file, 'utf8')).get('c3')).toBe('2');
  });
});
