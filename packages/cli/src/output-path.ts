/**
 * {@link checkOutputPath}: an output flag's file (`--record`, `--svg`, `--out`, `--sgf`) checked
 * before any work, so that a typo in a folder name costs a usage line, not a whole match played
 * for nothing and a stack trace at the end.
 *
 * @module
 */

import { accessSync, constants, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { UsageError } from './usage-error.js';

/**
 * Checks that `path` can be written: its folder exists and is writable, and the path is not a
 * folder (nor a file this user may not write). Does nothing when `path` is undefined (the flag
 * was not given). Creates nothing.
 *
 * @param flag - the flag's name without dashes, for the message (`record`).
 * @throws {@link UsageError} naming the flag, the path and what is wrong, in one line.
 */
export function checkOutputPath(flag: string, path: string | undefined): void {
  if (path === undefined) return;
  const fail = (why: string): never => {
    throw new UsageError(`--${flag} ${path}: ${why}`);
  };
  if (path === '') fail('give a file name');
  const dir = dirname(resolve(path));
  const folder = statSync(dir, { throwIfNoEntry: false });
  if (folder === undefined) fail(`no folder ${dir}`);
  if (!folder!.isDirectory()) fail(`${dir} is not a folder`);
  const file = statSync(path, { throwIfNoEntry: false });
  if (file?.isDirectory() === true) fail('is a folder, not a file');
  try {
    accessSync(file === undefined ? dir : path, constants.W_OK);
  } catch {
    fail(file === undefined ? `cannot write in ${dir}` : 'cannot be written');
  }
}
