// `--threads N` on play, match and gtp: the computer's mcts searches on N real threads (one shared
// tree), also on a --clock, and the threads end with the command; N must be a whole number ≥ 1.
import { describe, expect, it } from 'vitest';
import { run } from './harness.js';

/** The m,n,k-game of @quadrille/examples: a module of the user's own, as threads import it. */
const EXAMPLES = ['--module', '@quadrille/examples'];

describe('--threads', { timeout: 60_000 }, () => {
  it('play: mcts searches on two threads, each its simulations', async () => {
    const { code, out } = await run(
      ['play', 'talpa', '--variant', 'beginner', '--seat', '1', '--iterations', '30', '--threads', '2'],
      ['quit'],
    );
    expect(code).toBe(0);
    // 30 simulations on each thread, in one tree.
    expect(out).toMatch(/^Red plays \S+ \(60 simulations, value \d+%, \d+\.\d s\)$/m);
    expect(out).toContain('Bye.');
  });

  it('play: on a --clock, the threads search the time the schedule gives each move', async () => {
    const { code, out } = await run(
      ['play', 'mnk', ...EXAMPLES, '--seat', '1', '--clock', '2+0.1', '--threads', '2'],
      ['quit'],
    );
    expect(code).toBe(0);
    // The first move's search gets its planned 0.19 s once the threads have started; the clock pays
    // for their start too.
    const line = /^X plays \S+ \((\d+) simulations, value \d+%, \d+\.\d s, (-?\d+\.\d) s left\)$/m.exec(out);
    expect(line).not.toBeNull();
    expect(Number(line![1])).toBeGreaterThan(0);
    expect(Number(line![2])).toBeLessThan(2);
  });

  it('match: our mcts side searches on two threads, named in the header', async () => {
    const { code, out } = await run([
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
      '--threads',
      '2',
    ]);
    expect(code).toBe(0);
    expect(out).toMatch(/A mcts vs B random, 2 games, 30 simulations per move, mcts on 2 threads, seed 1/);
    expect(out).toMatch(/average length: [\d.]+ moves over 2 games/);
  });

  it('match: with --workers and --clock, each worker’s mcts players get their threads', async () => {
    const { code, out } = await run([
      'match',
      'mnk',
      ...EXAMPLES,
      '--a',
      'mcts:2',
      '--b',
      'mcts',
      '--games',
      '2',
      '--workers',
      '2',
      '--clock',
      '1',
      '--threads',
      '2',
    ]);
    expect(code).toBe(0);
    expect(out).toMatch(/a clock of 1 s a game, mcts on 2 threads, seed 1, 2 workers/);
    expect(out).toMatch(/average length: [\d.]+ moves over 2 games/);
  });

  it('gtp: genmove searches on two threads, on the engine’s --clock too', async () => {
    const plain = await run(
      ['gtp', 'blokus', '--iterations', '20', '--threads', '2'],
      ['set_game Blokus Duo', 'genmove b', 'genmove w', 'quit'],
    );
    expect(plain.code).toBe(0);
    expect(plain.out).toMatch(/^= \n\n= [a-n]\d+(,[a-n]\d+)*\n\n= [a-n]\d+(,[a-n]\d+)*\n\n= \n\n$/);
    const clocked = await run(
      ['gtp', 'blokus', '--clock', '5', '--iterations', '20', '--threads', '2'],
      ['set_game Blokus Duo', 'genmove b', 'quit'],
    );
    expect(clocked.code).toBe(0);
    expect(clocked.out).toMatch(/^= \n\n= [a-n]\d+(,[a-n]\d+)*\n\n= \n\n$/);
  });

  it.each([
    [['play', 'talpa'], '0'],
    [['match', 'talpa'], '1.5'],
    [['gtp', 'blokus'], 'two'],
    [['play', 'talpa'], '-2'],
  ])('%s refuses --threads %s (usage error, exit 2)', async (command, value) => {
    const { code, out, err } = await run([...command, '--threads', value]);
    expect(code).toBe(2);
    expect(out).toBe('');
    expect(err).toBe(
      `quadrille: --threads must be an integer from 1 to 256, got '${value}' (see 'quadrille help')\n`,
    );
  });
});
