/**
 * `redis://[user:password@]host:port/db`, as the queues of studies and of distributed solves
 * take it (`--queue`, `--redis`): parsed into what a Redis client needs, and redacted for every
 * message — the password must never reach a terminal or a log.
 *
 * @module
 */

import { OptionsError } from './errors.js';

// The WHATWG URL parser every host has (Node, browsers, Deno), declared structurally: core is
// compiled without DOM or Node typings.
declare const URL: new (
  text: string,
) => {
  readonly protocol: string;
  readonly hostname: string;
  readonly host: string;
  readonly port: string;
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
  readonly username: string;
  readonly password: string;
};

/** A Redis server to connect to. */
export interface RedisTarget {
  /** Host name or address. */
  readonly host: string;
  /** TCP port (default 6379). */
  readonly port: number;
  /** Database number (default 0). */
  readonly db: number;
  /** ACL user name, if any. */
  readonly username?: string;
  /** Password, if any: never print it. */
  readonly password?: string;
  /** Whether to use TLS (`rediss://`). */
  readonly tls: boolean;
  /** The URL with the password replaced by `***`: the only form to print. */
  readonly display: string;
}

/**
 * Replaces the credentials of every URL in `text` (`scheme://user:password@`) by `***`, and
 * every occurrence of the given secrets.
 *
 * @example
 * ```ts
 * redact('cannot reach redis://:hunter2@db:6379/0'); // 'cannot reach redis://***@db:6379/0'
 * ```
 */
export function redact(text: string, secrets: readonly (string | undefined)[] = []): string {
  let out = text.replace(/\b([a-z][a-z0-9+.-]*:\/\/)[^@/\s]*@/gi, '$1***@');
  for (const secret of secrets)
    if (secret !== undefined && secret !== '') out = out.split(secret).join('***');
  return out;
}

/**
 * Parses a Redis URL.
 *
 * @param what - how messages name the URL: the flag it came from (`--queue`, `--redis`).
 * @throws `OptionsError` (reason `bad-queue-url`) for anything but `redis://` or `rediss://`
 *   with a host, a port in 1..65535 and a database number; the message shows the URL redacted.
 */
export function parseRedisUrl(text: string, what = 'a Redis URL'): RedisTarget {
  const bad = (why: string): never => {
    throw new OptionsError(
      `${what} must be redis://[user:password@]host:port/db (${why}), got ${redact(text)}`,
      'bad-queue-url',
    );
  };
  let url: InstanceType<typeof URL>;
  try {
    url = new URL(text);
  } catch {
    return bad('not a URL');
  }
  if (url.protocol !== 'redis:' && url.protocol !== 'rediss:') bad('the scheme must be redis: or rediss:');
  if (url.hostname === '') bad('no host');
  const port = url.port === '' ? 6379 : Number(url.port);
  const path = url.pathname.replace(/^\//, '');
  const db = path === '' ? 0 : Number(path);
  if (!Number.isInteger(db) || db < 0 || db > 65535) bad('the database must be a number');
  if (url.search !== '' || url.hash !== '') bad('no query or fragment');
  const username = url.username === '' ? undefined : decodeURIComponent(url.username);
  const password = url.password === '' ? undefined : decodeURIComponent(url.password);
  const credentials = username === undefined && password === undefined ? '' : '***@';
  return {
    host: url.hostname,
    port,
    db,
    ...(username === undefined ? {} : { username }),
    ...(password === undefined ? {} : { password }),
    tls: url.protocol === 'rediss:',
    display: `${url.protocol}//${credentials}${url.host}/${db}`,
  };
}
