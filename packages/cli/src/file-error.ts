/**
 * {@link fileErrorLine}: a failed file operation (Node's `ENOENT`, `EACCES`, `EISDIR`…) told in
 * one line, so that no file error ever reaches the user as a stack trace.
 *
 * @module
 */

/** The system error codes of file operations that are the user's environment, not a bug. */
const FILE_ERROR_CODES = new Set([
  'ENOENT',
  'EACCES',
  'EPERM',
  'EISDIR',
  'ENOTDIR',
  'EEXIST',
  'EROFS',
  'ENOSPC',
  'EDQUOT',
  'EMFILE',
  'ENAMETOOLONG',
  'ELOOP',
  'EBUSY',
  'EIO',
]);

/** What Node attaches to a failed file operation. */
interface SystemError {
  readonly code: string;
  readonly syscall?: string;
  readonly path?: string;
}

/**
 * One line for a file error (`cannot open /missing/x.json: no such file or directory (ENOENT)`),
 * or `undefined` when `e` is not one.
 */
export function fileErrorLine(e: unknown): string | undefined {
  if (!(e instanceof Error) || !isSystemError(e) || !FILE_ERROR_CODES.has(e.code)) return undefined;
  // Node's message is `ENOENT: no such file or directory, open '/missing/x.json'`: keep its reason.
  const reason = /^[A-Z]+: ([^,]+)/.exec(e.message)?.[1] ?? e.message;
  const what = e.path === undefined ? '' : ` ${e.path}`;
  return `cannot ${e.syscall ?? 'use'}${what}: ${reason} (${e.code})`;
}

function isSystemError(e: Error): e is Error & SystemError {
  return typeof (e as { code?: unknown }).code === 'string';
}
