// `quadrille match` against GTP engines (the fake of fixtures/fake-gtp.ts, never Pentobi), on
// worker threads, stopped by Ctrl-C; the `uct` baseline and the score intervals.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readSgf } from '@quadrille/blokus';
import { wilson } from '@quadrille/play';
import { describe, expect, it } from 'vitest';
import { fakeEngine, pidDir, running, started } from './engines.js';
import { run } from './harness.js';

const duo = (b: string, ...more: string[]) => [
  'match',
  'blokus',
  '--variant',
  'duo',
  '--a',
  'mcts',
  '--b',
  b,
  '--iterations',
  '10',
  ...more,
];

describe('quadrille match against a GTP engine', { timeout: 60_000 }, () => {
  it('relays the moves both ways, records the games, and gives the same games on two workers', async () => {
    const dir = pidDir();
    const file = join(dir, 'games.blksgf');
    const one = await run(duo(`gtp:${fakeEngine('honest', dir)}`, '--games', '2', '--record', file));
    expect(one.code).toBe(0);
    expect(one.out).toMatch(/^player\s+points\s+win %\s+Purple\s+Orange\s+ms\/move\s+95% interval$/m);
    expect(one.out).toMatch(
      /^B gtp:node\s+[\d.]+\s+[\d.]+\s+[\d.]+\/1\s+[\d.]+\/1\s+[\d.]+\s+\[[\d.]+, [\d.]+\]$/m,
    );
    const games = readFileSync(file, 'utf8')
      .trim()
      .split('\n')
      .map((line) => readSgf(line));
    expect(games.map((g) => g.position.isOver())).toEqual([true, true]);
    expect(games.map((g) => [g.info.PB, g.info.PW])).toEqual([
      ['mcts', 'gtp:node'],
      ['gtp:node', 'mcts'],
    ]);
    const two = await run(duo(`gtp:${fakeEngine('honest', dir)}`, '--games', '2', '--workers', '2'));
    expect(two.code).toBe(0);
    expect(two.out).toMatch(/2 games, 10 simulations per move, seed 1, 2 workers/);
    // The engine is seeded (set_random_seed): each game is the same on any thread.
    expect(two.err).toBe(one.err);
    expect(started(dir)).toBe(4);
    expect(running(dir)).toEqual([]);
  });

  it('ends with one line naming the engine, the game and the move when the engine misbehaves', async () => {
    const dir = pidDir();
    for (const workers of ['1', '2']) {
      const r = await run(duo(`gtp:${fakeEngine('illegal', dir)}`, '--games', '3', '--workers', workers));
      expect(r.code).toBe(1);
      expect(r.err).toMatch(
        /^quadrille: game [123], side B, move [12]: GTP engine Quadrille \S+ played 'a1' for \w+ \([bw]\), which is not a legal move: .* \(0 of 3 games finished\)\n$/,
      );
    }
    expect(running(dir)).toEqual([]);
  });

  it('stops cleanly on Ctrl-C, even while an engine hangs, and kills it', async () => {
    const dir = pidDir();
    let interrupt: (() => void) | undefined;
    const r = await run(duo(`gtp:${fakeEngine('hang', dir)}`, '--games', '2'), [], {
      stderrTty: true,
      onStderr: (_text, stop) => {
        // The first progress line is move 1; the engine then hangs on move 2. Ctrl-C once the
        // engine has started (it may take a while on a loaded machine), a moment later.
        if (interrupt === undefined) {
          interrupt = stop;
          const poll = setInterval(() => {
            if (started(dir) < 1) return;
            clearInterval(poll);
            setTimeout(stop, 300);
          }, 50);
        }
      },
    });
    expect(r.code).toBe(130);
    expect(r.err).toMatch(/quadrille: match stopped by Ctrl-C; 0 of 2 games finished\n$/);
    expect(started(dir)).toBe(1);
    expect(running(dir)).toEqual([]);
  });

  it('stops every worker on Ctrl-C and reports the games finished', async () => {
    const dir = pidDir();
    const r = await run(duo(`gtp:${fakeEngine('honest', dir)}`, '--games', '6', '--workers', '2'), [], {
      onStderr: (text, stop) => {
        if (text.startsWith('game 1/6')) stop();
      },
    });
    expect(r.code).toBe(130);
    expect(r.err).toMatch(/quadrille: match stopped by Ctrl-C; [1-6] of 6 games finished\n$/);
    expect(r.out).toMatch(/average length/);
    expect(running(dir)).toEqual([]);
  });

  it.each([
    [['--b', 'gtp:'], /the engine command line 'gtp:' is empty/],
    [['--b', 'gtp:"pentobi-gtp'], /unclosed " quote/],
    [['--b', 'gtp:x', '--options', '{"width":10,"height":10}'], /standard Blokus variants/],
    [['--a', 'uct:5'], /player 'uct' takes no argument, got 'uct:5'/],
    [['--workers', '0'], /--workers must be an integer from 1 to 256, got '0'/],
    [['--gtp-timeout', 'soon'], /--gtp-timeout must be a number/],
  ])('refuses %j with a usage error', async (flags, message) => {
    const r = await run(['match', 'blokus', '--variant', 'duo', ...flags]);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(message);
  });

  it('plays GTP engines in Blokus matches only', async () => {
    const talpa = await run(['match', 'talpa', '--b', 'gtp:gnugo --mode gtp']);
    expect(talpa.code).toBe(2);
    expect(talpa.err).toMatch(/a GTP engine \(gtp:…\) plays Blokus only/);
    const play = await run(['play', 'blokus', '--ai', 'gtp:pentobi-gtp'], ['quit']);
    expect(play.code).toBe(2);
    expect(play.err).toMatch(/plays in quadrille match only/);
  });
});

describe('quadrille match players and intervals', { timeout: 30_000 }, () => {
  it('plays the uct baseline and gives each side a 95% interval', async () => {
    const r = await run([
      'match',
      'talpa',
      '--variant',
      'beginner',
      '--a',
      'uct',
      '--b',
      'random',
      '--games',
      '2',
      '--iterations',
      '20',
    ]);
    expect(r.code).toBe(0);
    const rows = [...r.out.matchAll(/^[AB] (?:uct|random)\s+([\d.]+)\s.*(\[[\d.]+, [\d.]+\])$/gm)];
    expect(rows).toHaveLength(2);
    for (const [, points, interval] of rows) {
      const { low, high } = wilson(Number(points), 2);
      expect(interval).toBe(`[${(100 * low).toFixed(1)}, ${(100 * high).toFixed(1)}]`);
    }
  });
});
