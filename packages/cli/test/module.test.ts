// `--module`: a user's own games in every command — mnk from @quadrille/examples (a package
// name) and a game from a file path — and the one-line usage errors for modules without games.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { perft } from '@quadrille/core';
import { mnk } from '@quadrille/examples';
import { describe, expect, it } from 'vitest';
import { fileTempDir } from '../../../test-support/temp-dir.js';
import { run } from './harness.js';

const EXAMPLES = ['--module', '@quadrille/examples'];
const dir = fileTempDir('module');

describe('--module', { timeout: 60_000 }, () => {
  it('perft counts the m,n,k-game as core does', async () => {
    const { code, out } = await run(['perft', 'mnk', ...EXAMPLES, '--depth', '6']);
    expect(code).toBe(0);
    const rows = out
      .trim()
      .split('\n')
      .slice(2)
      .map((r) => Number(r.trim().split(/\s+/)[1]));
    expect(rows).toEqual([1, 2, 3, 4, 5, 6].map((d) => perft(mnk.create(), d)));
    expect(rows.at(-1)).toBe(54_720);
  });

  it('play draws the board from the game’s view and names the seats from its description', async () => {
    const { code, out } = await run(['play', 'mnk', ...EXAMPLES, '--ai', 'random'], ['b2', 'zz', 'quit']);
    expect(code).toBe(0);
    expect(out).toContain('mnk: you play X (seat 0).');
    expect(out).toMatch(/^3 \. \. \.\n2 \. \. \.\n1 \. \. \.\n {2}a b c\nX to move$/m);
    expect(out).toMatch(/^O plays [a-c][1-3]$/m);
    expect(out).toMatch(/"zz" is not a cell of this board/);
  });

  it('match, demo, bench and render take the game too', async () => {
    const m = await run([
      'match',
      'mnk',
      ...EXAMPLES,
      '--a',
      'mcts',
      '--b',
      'random',
      '--games',
      '2',
      '--iterations',
      '30',
    ]);
    expect(m.code).toBe(0);
    expect(m.out).toMatch(/^A mcts\s+[\d.]+\s+[\d.]+\s+[\d.]+\/1\s+[\d.]+\/1/m);
    const d = await run(['demo', 'mnk', ...EXAMPLES]);
    expect(d.code).toBe(0);
    expect(d.out).toContain('== mnk (four), MCTS 200 simulations per move against itself');
    expect(d.out).toMatch(/^Game over: (X wins|O wins|Draw) \(X -?\d, O -?\d\) after \d+ moves$/m);
    const b = await run(['bench', 'mnk', ...EXAMPLES, '--variant', 'gomoku', '--seconds', '0.05']);
    expect(b.code).toBe(0);
    expect(b.out).toMatch(/^bench mnk \{"width":15,"k":5\}: \d+ random games/);
    const r = await run(['render', 'mnk', ...EXAMPLES, '--moves', 'b2 a1']);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^<svg[\s\S]*data-cell="b2" data-owner="0"/);
  });

  it('plays a module’s game on worker threads, in matches and studies', async () => {
    const file = join(dir, 'out.jsonl');
    const args = ['mnk', ...EXAMPLES, '--a', 'mcts', '--b', 'random', '--games', '4', '--iterations', '20'];
    const threads = await run(['match', ...args, '--workers', '2']);
    const here = await run(['match', ...args]);
    expect(threads.code).toBe(0);
    // The same games, whatever the threads: the result table is the same but for the timings.
    const table = (out: string) =>
      out
        .split('\n')
        .filter((l) => /^[AB] /.test(l))
        .map((l) => l.split(/\s+/).slice(0, 4));
    expect(table(threads.out)).toEqual(table(here.out));
    const study = await run(['study', ...args, '--workers', '2', '--out', file]);
    expect(study.code).toBe(0);
    expect(readFileSync(file, 'utf8').trim().split('\n')).toHaveLength(4);
  });

  it('loads a game from a file path', async () => {
    const path = new URL('./fixtures/own-game.ts', import.meta.url).pathname;
    const { code, out } = await run(['perft', 'four', '--module', path, '--depth', '2']);
    expect(code).toBe(0);
    expect(out).toContain('perft four {"width":4,"k":3}');
  });

  it('says in one line what a module without games lacks', async () => {
    const none = await run(['perft', 'mnk', '--module', '@quadrille/core']);
    expect(none.code).toBe(2);
    expect(none.err).toMatch(
      /^quadrille: --module @quadrille\/core: @quadrille\/core has no game description: it exports no game/,
    );
    expect(none.err.trim().split('\n')).toHaveLength(1);
    const missing = await run(['perft', 'mnk', '--module', './no/such/file.js']);
    expect(missing.code).toBe(2);
    expect(missing.err).toMatch(/^quadrille: --module \.\/no\/such\/file\.js: cannot load it/);
    const unknown = await run(['perft', 'mnk']);
    expect(unknown.err).toContain("unknown game 'mnk'; games: blokus, linkage, linage, talpa");
  });
});
