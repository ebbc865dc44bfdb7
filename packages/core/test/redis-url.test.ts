import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseRedisUrl, redact } from '../src/index.js';

describe('parseRedisUrl', () => {
  it('reads host, port, database and credentials', () => {
    const t = parseRedisUrl('redis://worker:s3cret@db.example:6380/2');
    expect(t).toMatchObject({
      host: 'db.example',
      port: 6380,
      db: 2,
      username: 'worker',
      password: 's3cret',
    });
    expect(t.display).toBe('redis://***@db.example:6380/2');
    expect(parseRedisUrl('redis://localhost')).toMatchObject({ port: 6379, db: 0, tls: false });
    expect(parseRedisUrl('rediss://h:1/0').tls).toBe(true);
  });

  it.each([
    ['http://h:1/0', /scheme/],
    ['redis://h:1/x', /database/],
    ['not a url', /not a URL/],
    ['redis://h:1/0?x=1', /query/],
  ])('rejects %s with a typed error', (url, message) => {
    expect(() => parseRedisUrl(url)).toThrow(
      expect.objectContaining({ code: 'ERR_OPTIONS', reason: 'bad-queue-url' }),
    );
    expect(() => parseRedisUrl(url)).toThrow(message);
  });

  it('names the URL in its messages as the caller says', () => {
    expect(() => parseRedisUrl('redis://h:1/x', '--redis')).toThrow(/^--redis must be redis:\/\//);
    expect(() => parseRedisUrl('redis://h:1/x')).toThrow(/^a Redis URL must be/);
  });

  it('never puts the password in a message or the display form', () => {
    const secret = fc.stringMatching(/^[A-Za-z0-9]{4,20}$/);
    fc.assert(
      fc.property(
        secret,
        fc.constantFrom('/0', '/x', ':99999/0', '/0?a', ''),
        fc.constantFrom('redis', 'rediss', 'http'),
        (password, tail, scheme) => {
          const url = `${scheme}://:${password}@host${tail}`;
          let text: string;
          try {
            text = parseRedisUrl(url).display;
          } catch (e) {
            text = (e as Error).message;
          }
          expect(text).not.toContain(password);
        },
      ),
    );
  });
});

describe('redact', () => {
  it('hides credentials of every Redis URL and the given secrets', () => {
    expect(redact('a redis://u:p@h:1/0 b rediss://:q@h/1')).toBe('a redis://***@h:1/0 b rediss://***@h/1');
    expect(redact('WRONGPASS for hunter2', ['hunter2'])).toBe('WRONGPASS for ***');
    expect(redact('got http://:hunter2@h/0')).toBe('got http://***@h/0');
  });
});
