import { describe, expect, it } from 'vitest';
import { run } from './harness.js';

describe('--option KEY=VALUE', { timeout: 30_000 }, () => {
  it('sets options one at a time, each read by the type the game gives it', async () => {
    const { code, out } = await run([
      'perft',
      'talpa',
      '--option',
      'size=4',
      '--option',
      'noMove=lose',
      '--depth',
      '1',
    ]);
    expect(code).toBe(0);
    expect(out).toContain('perft talpa {"size":4,"noMove":"lose"}');
  });

  it('goes over --variant and --options, the last word winning', async () => {
    const { code, out } = await run([
      'perft',
      'blokus',
      '--variant',
      'duo',
      '--options',
      '{"width":10,"scoring":"basic"}',
      '--option',
      'width=12',
      '--option',
      'pieces=["X","I5"]',
      '--depth',
      '1',
    ]);
    expect(code).toBe(0);
    expect(out).toContain('"width":12');
    expect(out).toContain('"scoring":"basic"');
    expect(out).toContain('"pieces":["X","I5"]');
  });

  it.each([
    [
      ['--option', 'size=99'],
      /^quadrille: --option size: size must be in 2\.\.64, got 99 \(see 'quadrille help'\)\n$/,
    ],
    [['--option', 'size=four'], /--option size: size must be an integer, got NaN/],
    [['--option', 'noMove=win'], /--option noMove: noMove must be one of pass, lose/],
    [
      ['--option', 'colours=3'],
      /--option colours: no option "colours" \(the options are variant, size, width, height, noMove\)/,
    ],
    [['--option', 'size'], /--option takes key=value, got 'size'/],
    [['--option', '=4'], /--option takes key=value, got '=4'/],
  ])('refuses %j as a usage error', async (flags, message) => {
    const { code, err } = await run(['perft', 'talpa', ...flags, '--depth', '1']);
    expect(code).toBe(2);
    expect(err).toMatch(message);
  });

  it('passes what the schema allows on to the game, which has the last word', async () => {
    // Both within the schema's bounds, but a board cannot be given twice over.
    const { code, err } = await run([
      'perft',
      'talpa',
      '--option',
      'size=5',
      '--option',
      'width=6',
      '--depth',
      '1',
    ]);
    expect(code).toBe(2);
    expect(err).toMatch(/invalid options for talpa/);
  });
});
