/**
 * Temporary directories for tests, removed when the tests that use them are done, whatever
 * happened: `<tmp>/quadrille-<name>-XXXXXX`, as every test of the repository names them. A test
 * run that leaves its directories behind fills a machine's /tmp run after run.
 *
 * - {@link fileTempDir}, at a test file's top level (or in a `describe`): removed after the file's
 *   (or that `describe`'s) tests, by `afterAll`.
 * - {@link testTempDir}, inside a test: removed when that test finishes, by `onTestFinished`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, onTestFinished } from 'vitest';

function create(name: string): string {
  return mkdtempSync(join(tmpdir(), `quadrille-${name}-`));
}

function remove(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}

/**
 * A fresh empty directory `<tmp>/quadrille-<name>-XXXXXX`, removed after the tests of the file
 * (or of the `describe`) that asked for it. Call it where `afterAll` may be called.
 */
export function fileTempDir(name: string): string {
  const dir = create(name);
  afterAll(() => remove(dir));
  return dir;
}

/**
 * A fresh empty directory `<tmp>/quadrille-<name>-XXXXXX`, removed when the running test
 * finishes (passed or failed). Call it inside a test: elsewhere it throws, and makes nothing.
 */
export function testTempDir(name: string): string {
  // Registered first: outside a test, onTestFinished throws before any directory is made.
  let dir: string | undefined;
  onTestFinished(() => {
    if (dir !== undefined) remove(dir);
  });
  dir = create(name);
  return dir;
}
