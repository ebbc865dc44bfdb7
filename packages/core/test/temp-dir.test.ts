import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { fileTempDir, testTempDir } from '../../../test-support/temp-dir.js';

// Vitest runs the describes of a file in order: each second block sees what the first left.
let forFile = '';
let forTest = '';

describe('fileTempDir', () => {
  forFile = fileTempDir('temp-dir-file');

  it('is a fresh empty directory named quadrille-<name>-… in the system temp directory', () => {
    expect(dirname(forFile)).toBe(tmpdir());
    expect(basename(forFile)).toMatch(/^quadrille-temp-dir-file-\w{6}$/);
    expect(readdirSync(forFile)).toEqual([]);
    writeFileSync(join(forFile, 'kept.txt'), 'a file the next test of the block still reads');
  });

  it('stays while the tests of its block run', () => {
    expect(readdirSync(forFile)).toEqual(['kept.txt']);
  });
});

describe('fileTempDir after its block', () => {
  it('is gone, with what the tests wrote into it', () => {
    expect(forFile).not.toBe('');
    expect(existsSync(forFile)).toBe(false);
  });
});

describe('testTempDir', () => {
  it('is a fresh empty directory for the running test', () => {
    forTest = testTempDir('temp-dir-test');
    expect(basename(forTest)).toMatch(/^quadrille-temp-dir-test-\w{6}$/);
    expect(readdirSync(forTest)).toEqual([]);
    writeFileSync(join(forTest, 'left.txt'), 'removed with the directory');
  });

  it('is gone once that test finished', () => {
    expect(forTest).not.toBe('');
    expect(existsSync(forTest)).toBe(false);
  });
});

describe('testTempDir outside a test', () => {
  let refusal: unknown;
  const before = new Set(readdirSync(tmpdir()));
  beforeAll(() => {
    try {
      testTempDir('temp-dir-outside');
    } catch (e) {
      refusal = e;
    }
  });

  it('throws, and makes no directory that nothing would remove', () => {
    expect(String(refusal)).toMatch(/inside a test/);
    const made = readdirSync(tmpdir()).filter(
      (f) => !before.has(f) && f.startsWith('quadrille-temp-dir-outside-'),
    );
    expect(made).toEqual([]);
  });
});
