// `quadrille study` on this machine: the same games as `quadrille match` with the same seed
// (players, levels and Linkage's search settings included), the same records on one or two
// worker threads, Pentobi SGF for Blokus, usage errors.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readSgf } from '@quadrille/blokus';
import { describe, expect, it } from 'vitest';
import { fileTempDir } from '../../../test-support/temp-dir.js';
import { run } from './harness.js';

const dir = fileTempDir('study');
/** The JSON lines of `file`. */
const lines = (file: string) =>
  readFileSync(file, 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l));
/** A study's records, by game index. */
const read = (file: string) => lines(file).sort((a, b) => a.index - b.index);

describe('quadrille study', { timeout: 60_000 }, () => {
  it('plays the games quadrille match plays with the same seed, on one thread or two', async () => {
    const game = ['talpa', '--options', '{"size":4}', '--a', 'mcts', '--b', 'random', '--iterations', '30'];
    const one = join(dir, 'one.jsonl');
    const two = join(dir, 'two.jsonl');
    const matchFile = join(dir, 'match.jsonl');
    const a = await run(['study', ...game, '--games', '4', '--seed', '3', '--workers', '1', '--out', one]);
    const b = await run([
      'study',
      ...game,
      '--games',
      '4',
      '--seed',
      '3',
      '--workers',
      '2',
      '--out',
      two,
      '--id',
      'x',
    ]);
    const m = await run(['match', ...game, '--games', '4', '--seed', '3', '--record', matchFile]);
    expect([a.code, b.code, m.code]).toEqual([0, 0, 0]);
    expect(a.out).toMatch(/A mcts vs B random, 4 games, 30 simulations per move, seed 3, study s-/);
    expect(a.out).toMatch(/A mcts\s+[\d.]+\s+score [\d.]+% \[[\d.]+%, [\d.]+%\]\s+wins/);
    expect(a.out).toMatch(/first seat\s+score .*advantage [-+][\d.]+ \[/);
    expect(a.out).toMatch(/draws\s+[\d.]+%/);
    expect(a.out).toMatch(/length\s+mean [\d.]+ moves; min \d+, 10% \d+, median \d+, 90% \d+, max \d+/);
    // Same per-game results whatever the number of workers, and the same summary.
    const strip = ({ study: _, ...rest }: { study: string }) => rest;
    expect(read(two).map(strip)).toEqual(read(one).map(strip));
    const summary = (text: string) => text.split('\n').filter((l) => !/^(talpa|wrote)/.test(l));
    expect(summary(b.out)).toEqual(summary(a.out));
    // Record i is game i of the match.
    expect(read(one).map((r) => [r.index, r.players, r.moves, r.outcome])).toEqual(
      lines(matchFile).map((g, i) => [i, g.players, g.moves, g.outcome]),
    );
  });

  it('plays Linkage as quadrille match does: mcts with the game’s search settings, and uct', async () => {
    const game = 'linkage --a mcts --b uct --games 2 --iterations 20 --seed 6'.split(' ');
    const studyFile = join(dir, 'linkage.jsonl');
    const matchFile = join(dir, 'linkage-match.jsonl');
    const s = await run(['study', ...game, '--workers', '1', '--out', studyFile]);
    const m = await run(['match', ...game, '--record', matchFile]);
    expect([s.code, m.code]).toEqual([0, 0]);
    expect(read(studyFile).map((r) => [r.players, r.moves])).toEqual(
      lines(matchFile).map((g) => [g.players, g.moves]),
    );
  });

  it('takes a difficulty level after mcts:', async () => {
    const argv = 'study talpa --options {"size":4} --a mcts:1 --b random --games 2 --workers 1';
    const { code, out } = await run(argv.split(' '));
    expect(code).toBe(0);
    expect(out).toMatch(/A mcts:1 \(8 simulations per move\) vs B random, 2 games/);
  });

  it('writes Blokus games as Pentobi SGF', async () => {
    const sgf = join(dir, 'duo.blksgf');
    const { code, out } = await run([
      'study',
      'blokus',
      '--variant',
      'duo',
      '--a',
      'greedy',
      '--b',
      'random',
      '--games',
      '2',
      '--workers',
      '1',
      '--sgf',
      sgf,
    ]);
    expect(code).toBe(0);
    expect(out).toContain(`wrote 2 games to ${sgf}`);
    const games = readFileSync(sgf, 'utf8')
      .trim()
      .split('\n')
      .map((l) => readSgf(l));
    expect(games.map((g) => [g.info.PB, g.info.PW])).toEqual([
      ['greedy', 'random'],
      ['random', 'greedy'],
    ]);
    for (const g of games) expect(g.position.isOver()).toBe(true);
  });

  it.each([
    [['talpa', '--b', 'random', '--games', '2'], /name both players/],
    [
      ['talpa', '--a', 'mcts', '--b', 'nobody', '--games', '2'],
      /unknown player 'nobody'; players: mcts, random, uct \(see/,
    ],
    [
      ['talpa', '--a', 'mcts:9', '--b', 'random', '--games', '2'],
      /mcts:<level> takes a level, 1 to 8, or easy, medium, hard/,
    ],
    [['talpa', '--a', 'uct:1', '--b', 'random', '--games', '2'], /player 'uct' takes no argument/],
    [['blokus', '--a', 'gtp:pentobi-gtp', '--b', 'random', '--games', '2'], /plays in quadrille match only/],
    [['talpa', '--a', 'mcts', '--b', 'random'], /--games N/],
    [['--resume', 's-1'], /--resume needs the --queue/],
    [
      ['talpa', '--a', 'mcts', '--b', 'random', '--games', '2', '--queue', 'redis://h/0', '--workers', '2'],
      /quadrille worker/,
    ],
    [
      ['talpa', '--a', 'mcts', '--b', 'random', '--games', '2', '--queue', 'http://:hunter2@h/0'],
      /redis:\/\/\[user/,
    ],
    [['talpa', '--a', 'mcts', '--b', 'random', '--games', '2', '--id', 'a:b'], /id must be 1 to 64/],
  ])('rejects %j', async (argv, message) => {
    const { code, err } = await run(['study', ...argv]);
    expect(code).toBe(2);
    expect(err).toMatch(message);
    expect(err).not.toContain('hunter2');
  });

  it('takes --time and --iterations together: whichever ends a search first', async () => {
    const argv = ['talpa', '--options', '{"size":4}', '--a', 'mcts', '--b', 'random', '--games', '2'];
    const { code, out } = await run([
      'study',
      ...argv,
      '--time',
      '5',
      '--iterations',
      '10',
      '--workers',
      '1',
    ]);
    expect(code).toBe(0);
    expect(out).toContain('2 games, 10 simulations or 5 s per move, whichever comes first, seed 1');
  });

  it('asks the worker for a queue', async () => {
    const { code, err } = await run(['worker']);
    expect(code).toBe(2);
    expect(err).toMatch(/--queue redis:/);
  });
});
