import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { blokus, readSgf } from '@quadrille/blokus';
import { talpa } from '@quadrille/talpa';
import { describe, expect, it } from 'vitest';
import { fileTempDir } from '../../../test-support/temp-dir.js';
import { run } from './harness.js';

const dir = fileTempDir('match');

describe('quadrille match', { timeout: 30_000 }, () => {
  it('prints progress and a result table, and records the games as JSON lines', async () => {
    const file = join(dir, 'games.jsonl');
    const { code, out, err } = await run([
      'match',
      'talpa',
      '--variant',
      'beginner',
      '--a',
      'mcts',
      '--b',
      'random',
      '--games',
      '4',
      '--iterations',
      '30',
      '--seed',
      '5',
      '--record',
      file,
    ]);
    expect(code).toBe(0);
    expect(err.trim().split('\n')).toHaveLength(4);
    expect(err).toMatch(/^game 1\/4: \d+ moves, won by (mcts|random)@[01]/);
    expect(out).toMatch(/A mcts vs B random, 4 games, 30 simulations per move, seed 5/);
    expect(out).toMatch(/player\s+points\s+win %\s+Red\s+Blue\s+ms\/move/);
    expect(out).toMatch(/A mcts\s+[\d.]+\s+[\d.]+\s+[\d.]+\/2\s+[\d.]+\/2/);
    expect(out).toMatch(/average length: [\d.]+ moves over 4 games/);

    const games = readFileSync(file, 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(games).toHaveLength(4);
    for (const [g, game] of games.entries()) {
      // Each record replays to its final position, which the game restores from the JSON.
      const pos = talpa.create(game.options);
      for (const m of game.moves) pos.play(talpa.parseMove(pos, m));
      expect(pos.toJSON()).toEqual(game.position);
      expect(pos.outcome()).toEqual(game.outcome);
      expect(game.players).toEqual(g % 2 === 0 ? ['mcts', 'random'] : ['random', 'mcts']);
    }
  });

  it('is reproducible under an iteration budget', async () => {
    const argv = ['match', 'linkage', '--games', '2', '--iterations', '20', '--seed', '9'];
    const a = await run(argv);
    const b = await run(argv);
    expect(a.err).toBe(b.err);
  });

  it('runs Blokus with the greedy baseline and records Pentobi SGF', async () => {
    const file = join(dir, 'games.blksgf');
    const argv = [
      'match',
      'blokus',
      '--variant',
      'duo',
      '--a',
      'greedy',
      '--b',
      'random',
      '--games',
      '2',
      '--record',
      file,
    ];
    const { code, out } = await run(argv);
    expect(code).toBe(0);
    expect(out).toMatch(/Purple\s+Orange/);
    expect(out).toMatch(/A greedy/);
    const lines = readFileSync(file, 'utf8').trim().split('\n');
    expect(lines).toHaveLength(2);
    for (const [g, line] of lines.entries()) {
      const { position, info } = readSgf(line);
      expect(position.isOver()).toBe(true);
      expect(position.rules.variant).toBe('duo');
      expect(line.startsWith('(;FF[4]CA[UTF-8]AP[Quadrille]GM[Blokus Duo]')).toBe(true);
      expect([info.PB, info.PW]).toEqual(g === 0 ? ['greedy', 'random'] : ['random', 'greedy']);
    }
  });

  it('records custom Blokus variants as JSON lines', async () => {
    const file = join(dir, 'custom.jsonl');
    const options = '{"variant":"duo","width":8,"height":8,"maxPieceSize":3}';
    const { code } = await run([
      'match',
      'blokus',
      '--options',
      options,
      '--a',
      'random',
      '--games',
      '1',
      '--record',
      file,
    ]);
    expect(code).toBe(0);
    const game = JSON.parse(readFileSync(file, 'utf8'));
    expect(blokus.fromJSON(game.position).isOver()).toBe(true);
  });

  it('seats A alone against the field with --seating one', async () => {
    const { code, out } = await run([
      'match',
      'blokus',
      '--a',
      'greedy',
      '--b',
      'random',
      '--games',
      '4',
      '--seating',
      'one',
    ]);
    expect(code).toBe(0);
    expect(out).toMatch(/A greedy\s+[\d.]+\s+[\d.]+\s+[\d.]+\/1\s+[\d.]+\/1\s+[\d.]+\/1\s+[\d.]+\/1/);
    expect(out).toMatch(/B random\s+[\d.]+\s+[\d.]+\s+[\d.]+\/3\s+[\d.]+\/3\s+[\d.]+\/3\s+[\d.]+\/3/);
  });

  it('on a terminal, redraws a progress line during each game, not only between games', async () => {
    const argv = [
      'match',
      'talpa',
      '--variant',
      'beginner',
      '--a',
      'random',
      '--b',
      'random',
      '--games',
      '2',
    ];
    const { code, err } = await run(argv, [], { stderrTty: true });
    expect(code).toBe(0);
    const lines = err.split('\r\u001b[2K').filter((l) => l !== '');
    // The first move of each game is always shown, with the side to move next.
    expect(lines).toContainEqual(
      expect.stringMatching(/^game 1\/2: move 1 [a-f]\dx[a-f]\d, (Red|Blue) to move$/),
    );
    expect(lines).toContainEqual(
      expect.stringMatching(/^game 2\/2: move 1 [a-f]\dx[a-f]\d, (Red|Blue) to move$/),
    );
    expect(lines).toContainEqual(expect.stringMatching(/^game 1\/2: \d+ moves, won by random@[01]/));
    // Piped, only the line per game.
    const piped = await run(argv);
    expect(piped.err).not.toContain(' to move');
    expect(piped.err.trim().split('\n')).toHaveLength(2);
  });

  it('rejects unknown players before playing', async () => {
    const { code, err } = await run(['match', 'talpa', '--b', 'stockfish']);
    expect(code).toBe(2);
    expect(err).toContain("unknown player 'stockfish'; players: mcts, random");
  });
});

describe('quadrille perft and bench', { timeout: 30_000 }, () => {
  it.each([
    // Published facts from the rules pages (shared/rules): first plies of each game.
    { argv: ['perft', 'talpa', '--variant', 'beginner', '--depth', '3'], counts: [60, 3244, 157408] },
    { argv: ['perft', 'talpa', '--depth', '2'], counts: [112, 11848] },
    { argv: ['perft', 'blokus', '--variant', 'duo', '--depth', '1'], counts: [414] },
    { argv: ['perft', 'blokus', '--depth', '2'], counts: [58, 3364] },
  ])('$argv', async ({ argv, counts }) => {
    const { code, out } = await run(argv);
    expect(code).toBe(0);
    const rows = out
      .trim()
      .split('\n')
      .slice(2)
      .map((l) => l.trim().split(/\s+/).map(Number));
    expect(rows.map((r) => r[0])).toEqual(counts.map((_, i) => i + 1));
    expect(rows.map((r) => r[1])).toEqual(counts);
  });

  it('bench prints games and moves per second', async () => {
    const { code, out } = await run(['bench', 'linkage', '--seconds', '0.2']);
    expect(code).toBe(0);
    expect(out).toMatch(
      /^bench linkage \{\}: \d+ random games in [\d.]+ s\ngames\/s [\d.]+ {2}moves\/s \d+ {2}average length [\d.]+\n$/,
    );
  });

  it.each([
    [['perft', 'talpa', '--depth', '0'], /--depth must be an integer from 1 to 20/],
    [['bench', 'talpa', '--seconds', 'soon'], /--seconds must be a number/],
  ])('rejects %j', async (argv, message) => {
    const { code, err } = await run(argv);
    expect(code).toBe(2);
    expect(err).toMatch(message);
  });
});

describe('player names', { timeout: 30_000 }, () => {
  it('are the game’s own: an inherited name such as toString is an unknown player', async () => {
    for (const name of ['toString', 'constructor']) {
      const { code, err } = await run(['match', 'blokus', '--variant', 'duo', '--a', name, '--games', '1']);
      expect(code).toBe(2);
      expect(err).toMatch(new RegExp(`^quadrille: unknown player '${name}'; players: mcts, random, greedy`));
    }
  });

  it('take a level after mcts:, by number or name (the level’s budget, whatever --time says)', async () => {
    const { code, out } = await run([
      'match',
      'talpa',
      '--variant',
      'beginner',
      '--a',
      'mcts:1',
      '--b',
      'mcts:easy',
      '--games',
      '2',
      '--time',
      '60',
    ]);
    expect(code).toBe(0);
    expect(out).toMatch(
      /A mcts:1 \(8 simulations per move\) vs B mcts:easy \(120 simulations per move\), 2 games, 60 s per move/,
    );
  });

  it.each(['mcts:0', 'mcts:9', 'mcts:x', 'mcts:', 'random:3'])('refuse %s', async (name) => {
    const { code, err } = await run(['match', 'talpa', '--a', name, '--games', '1']);
    expect(code).toBe(2);
    expect(err).toMatch(/mcts:<level> takes a level, 1 to 8, or easy, medium, hard|takes no argument/);
  });
});
