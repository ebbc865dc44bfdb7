import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fileTempDir } from '../../../test-support/temp-dir.js';
import { fileErrorLine } from '../src/file-error.js';
import { VERSION } from '../src/index.js';
import { COMMANDS } from '../src/main.js';
import { run, spawnCli } from './harness.js';

const dir = fileTempDir('cli-files');
const missing = join(dir, 'missing', 'x.json');

describe('--help on every command', () => {
  it.each(Object.keys(COMMANDS))('%s --help prints its usage and exits 0', async (name) => {
    const usage = `Usage: ${COMMANDS[name]!.usage}\n`;
    expect(await run([name, '--help'])).toEqual({ code: 0, out: usage, err: '' });
    // Anywhere among the arguments, -h too, and as `quadrille help <command>`.
    expect((await run([name, 'talpa', '--games', '1', '-h'])).out).toBe(usage);
    expect((await run(['help', name])).out).toBe(usage);
  });

  it('after --, --help is an argument, not a request for help', async () => {
    // render takes one game: the `--help` after `--` is a second one.
    const { code, out, err } = await run(['render', 'talpa', '--', '--help']);
    expect(code).toBe(2);
    expect(out).toBe('');
    expect(err).toContain("render takes one game, got 'talpa --help'");
  });
});

describe('output files are checked before any work', () => {
  it.each([
    [['match', 'talpa', '--record', missing], `--record ${missing}: no folder ${join(dir, 'missing')}`],
    [['match', 'talpa', '--svg', dir], `--svg ${dir}: is a folder, not a file`],
    [['play', 'talpa', '--svg', missing], `--svg ${missing}: no folder ${join(dir, 'missing')}`],
    [
      ['study', 'talpa', '--a', 'random', '--b', 'random', '--games', '2', '--sgf', missing],
      `--sgf ${missing}: no folder ${join(dir, 'missing')}`,
    ],
    [['study', 'talpa', '--out', ''], '--out : give a file name'],
  ])('%j: exit 2, one line, nothing played', async (argv, message) => {
    const { code, out, err } = await run(argv, ['quit']);
    expect(code).toBe(2);
    expect(out).toBe('');
    expect(err).toBe(`quadrille: ${message} (see 'quadrille help')\n`);
  });

  it('a file inside a plain file is no folder', async () => {
    const file = join(dir, 'plain.txt');
    writeFileSync(file, 'x');
    const { code, err } = await run(['match', 'talpa', '--record', join(file, 'x.json')]);
    expect(code).toBe(2);
    expect(err).toBe(
      `quadrille: --record ${join(file, 'x.json')}: ${file} is not a folder (see 'quadrille help')\n`,
    );
  });

  it('the installed command says it in one line too, with no stack trace', () => {
    const { code, out, err } = spawnCli(['match', 'talpa', '--games', '1', '--record', missing]);
    expect(code).toBe(2);
    expect(out).toBe('');
    expect(err.trim().split('\n')).toHaveLength(1);
  });
});

describe('file errors in one line', () => {
  it('tells a system error of a file operation in one line', () => {
    const e = Object.assign(new Error("ENOENT: no such file or directory, open '/missing/x.json'"), {
      code: 'ENOENT',
      syscall: 'open',
      path: '/missing/x.json',
    });
    expect(fileErrorLine(e)).toBe('cannot open /missing/x.json: no such file or directory (ENOENT)');
  });

  it('leaves other errors alone (a bug still shows its stack)', () => {
    expect(fileErrorLine(new TypeError('x is undefined'))).toBeUndefined();
    expect(fileErrorLine(Object.assign(new Error('refused'), { code: 'ECONNREFUSED' }))).toBeUndefined();
  });
});

describe('npx quadrille in a clone', () => {
  it('runs this repository’s CLI from its sources, never the registry', () => {
    const root = new URL('../../../', import.meta.url);
    // --no: fail rather than install anything if the local command were missing.
    const r = spawnSync('npm', ['exec', '--no', '--', 'quadrille', '--version'], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(r.stdout).toBe(`quadrille ${VERSION}\n`);
    expect(r.status).toBe(0);
  });
});
