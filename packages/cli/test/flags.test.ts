import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aiSettings, clockFlag, numberFlag, parseFlags, stringFlags } from '../src/flags.js';
import { UsageError } from '../src/index.js';
import { run } from './harness.js';

/** Every flag of every command that takes a number, with a valid rest of the command line. */
const NUMBER_FLAGS: readonly (readonly [string[], string])[] = [
  [['perft', 'talpa'], 'depth'],
  [['bench', 'talpa'], 'seconds'],
  [['bench', 'talpa'], 'seed'],
  [['match', 'talpa'], 'games'],
  [['match', 'talpa'], 'seed'],
  [['match', 'talpa'], 'time'],
  [['match', 'talpa'], 'iterations'],
  [['play', 'talpa'], 'seat'],
  [['play', 'talpa'], 'iterations'],
  [['demo', 'talpa'], 'delay'],
  [['demo', 'talpa'], 'seed'],
  [['gtp', 'blokus'], 'iterations'],
  [['gtp', 'blokus'], 'time'],
  // Checked before the queue is reached: no Redis needed.
  [['solve', 'talpa', '--redis', 'redis://127.0.0.1:1/0'], 'workers'],
  [['solve', 'talpa', '--redis', 'redis://127.0.0.1:1/0'], 'split-depth'],
  [['solve', 'talpa', '--redis', 'redis://127.0.0.1:1/0'], 'lock-duration'],
  [['solve', '--worker', '--redis', 'redis://127.0.0.1:1/0'], 'stalled-interval'],
];

describe('number flags', { timeout: 30_000 }, () => {
  it.each(
    NUMBER_FLAGS.flatMap(([command, flag]) =>
      ['-1', '-0.5', '1e400', '0x10', 'ten', '', ' 3', '1_000'].map((bad) => [command, flag, bad] as const),
    ),
  )('%j --%s %j is one line of ours on stderr, exit 2', async (command, flag, bad) => {
    const { code, out, err } = await run([...command, `--${flag}`, bad]);
    expect(code).toBe(2);
    expect(out).toBe('');
    expect(err).toMatch(new RegExp(`^quadrille: --${flag} must be (an integer|a number) .*, got '`));
    expect(err.split('\n')).toEqual([expect.any(String), '']);
  });

  it('numberFlag returns a number in range or throws a one-line UsageError naming the flag', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.double().map(String), fc.integer().map(String)),
        fc.boolean(),
        (value, integer) => {
          try {
            const n = numberFlag('x', value, 0, { min: 1, max: 100, integer });
            expect(n >= 1 && n <= 100 && (!integer || Number.isInteger(n))).toBe(true);
          } catch (e) {
            expect(e).toBeInstanceOf(UsageError);
            expect((e as Error).message.startsWith('--x must be')).toBe(true);
          }
        },
      ),
    );
  });

  it('accepts what a person types for a number', () => {
    expect(numberFlag('t', '1.5', 0)).toBe(1.5);
    expect(numberFlag('t', '.5', 0)).toBe(0.5);
    expect(numberFlag('t', '2e3', 0, { max: 5000 })).toBe(2000);
    expect(numberFlag('n', '+7', 0, { integer: true })).toBe(7);
    expect(numberFlag('n', undefined, 3, { integer: true })).toBe(3);
  });
});

describe('parseFlags', () => {
  it('takes a table of flags with values made by stringFlags', () => {
    const flags = { ...stringFlags('memory', 'split-depth'), json: { type: 'boolean' } } as const;
    expect(flags).toEqual({
      memory: { type: 'string' },
      'split-depth': { type: 'string' },
      json: { type: 'boolean' },
    });
    const { values } = parseFlags(['--memory', '8', '--split-depth=2', '--json'], flags);
    expect(values).toEqual({ memory: '8', 'split-depth': '2', json: true });
  });

  const table = { depth: { type: 'string' }, verbose: { type: 'boolean' } } as const;

  it.each([
    [['--depth'], '--depth needs a value'],
    [['--depth', '--verbose'], '--depth needs a value'],
    [['--depth', '--depth=2'], '--depth needs a value'],
    [['--frob'], "unknown option '--frob'; options: --depth, --verbose"],
    [['-x'], "unknown option '-x'; options: --depth, --verbose"],
    [['--verbose=yes'], '--verbose takes no value'],
  ])('%j: %s', (args, message) => {
    expect(() => parseFlags(args, table)).toThrow(new UsageError(message));
  });

  it('takes a value that starts with a dash, so that the number check can explain it', () => {
    expect(parseFlags(['--depth', '-1', 'talpa'], table)).toMatchObject({
      values: { depth: '-1' },
      positionals: ['talpa'],
    });
    expect(parseFlags(['--depth=-2', '--verbose'], table).values).toEqual({ depth: '-2', verbose: true });
  });

  it('never throws anything but a one-line UsageError', () => {
    const token = fc.oneof(
      fc.constantFrom('--depth', '--verbose', '--', '-', '--depth=', '--verbose=1', '-1'),
      fc.string(),
    );
    fc.assert(
      fc.property(fc.array(token, { maxLength: 6 }), (args) => {
        try {
          parseFlags(args, table);
        } catch (e) {
          expect(e).toBeInstanceOf(UsageError);
          expect((e as Error).message).not.toContain('\n');
        }
      }),
    );
  });
});

describe('usage errors', () => {
  it.each([
    [['fly']],
    [['perft', 'talpa', '--depth', '-1']],
    [['perft', 'talpa', '--options', '{\n"size":\n']],
    [['match', 'talpa', '--games']],
    [['play', 'talpa', '--frobnicate']],
    [['bench', 'chess']],
  ])('%j: exactly one line on stderr', async (argv) => {
    const { code, err } = await run(argv);
    expect(code).toBe(2);
    expect(err).toMatch(/^quadrille: [^\n]+ \(see 'quadrille help'\)\n$/);
  });
});

describe('--clock SECONDS[+INCREMENT]', () => {
  it.each([
    ['60', { totalMs: 60_000 }],
    ['60+2', { totalMs: 60_000, incrementMs: 2000 }],
    ['0.5+0.1', { totalMs: 500, incrementMs: 100 }],
    ['1.1', { totalMs: 1100 }],
    ['.5+0', { totalMs: 500, incrementMs: 0 }],
    ['86400', { totalMs: 86_400_000 }],
  ])('%s is %j', (text, clock) => {
    expect(clockFlag(text)).toEqual(clock);
  });

  it.each([
    '',
    '0',
    '0.0001',
    '-5',
    '60+',
    '+2',
    '60+2+1',
    '1e3',
    'abc',
    '60 + 2',
    '60+-1',
    '86401',
    '60+86401',
  ])('refuses %j with a one-line UsageError saying what it must be', (text) => {
    expect(() => clockFlag(text)).toThrow(UsageError);
    expect(() => clockFlag(text)).toThrow(/^--clock must be SECONDS or SECONDS\+INCREMENT .*, got '/);
  });

  it('makes the budget a clock (no default time a move), with --iterations as a cap, never with --time', () => {
    expect(aiSettings({ clock: '60+2' }, 1).budget).toEqual({
      clock: { totalMs: 60_000, incrementMs: 2000 },
    });
    expect(aiSettings({ clock: '60', iterations: '500' }, 1).budget).toEqual({
      iterations: 500,
      clock: { totalMs: 60_000 },
    });
    expect(() => aiSettings({ clock: '60', time: '1' }, 1)).toThrow(
      '--clock and --time do not go together: the clock gives each move its time',
    );
  });

  it.each([
    [['match', 'talpa', '--clock', '60+x']],
    [['play', 'talpa', '--clock', '60', '--time', '1']],
    [['study', 'talpa', '--a', 'mcts', '--b', 'random', '--games', '1', '--clock', '0']],
    [['gtp', 'blokus', '--clock', '-1']],
  ])('%j: one line on stderr, exit 2', async (argv) => {
    const { code, out, err } = await run(argv);
    expect(code).toBe(2);
    expect(out).toBe('');
    expect(err).toMatch(/^quadrille: --clock [^\n]+\n$/);
  });
});
