import { describe, expect, it } from 'vitest';
import { parseRedisUrl, reachRedis, redisConnectionOptions } from '../src/index.js';

describe('redisConnectionOptions', () => {
  it('gives a client the target, credentials and TLS, with commands that wait through an outage', () => {
    expect(redisConnectionOptions(parseRedisUrl('rediss://u:pw@db.example:6380/2'))).toEqual({
      host: 'db.example',
      port: 6380,
      db: 2,
      username: 'u',
      password: 'pw',
      tls: {},
      maxRetriesPerRequest: null,
    });
    expect(redisConnectionOptions(parseRedisUrl('redis://h'))).toEqual({
      host: 'h',
      port: 6379,
      db: 0,
      maxRetriesPerRequest: null,
    });
  });
});

/** A client whose connection errors the test raises. */
function fakeClient() {
  let listener: ((e: Error) => void) | undefined;
  return {
    on: (_event: 'error', l: (e: Error) => void) => {
      listener = l;
    },
    fail: (message: string) => listener?.(new Error(message)),
  };
}

describe('reachRedis', () => {
  const target = parseRedisUrl('redis://:hunter2@127.0.0.1:1/0');

  it('resolves once the client is ready', async () => {
    await expect(reachRedis(Promise.resolve(), fakeClient(), target)).resolves.toBeUndefined();
  });

  it('fails on the first connection error, with the password redacted', async () => {
    const client = fakeClient();
    const reached = reachRedis(new Promise(() => {}), client, target);
    client.fail('connect ECONNREFUSED 127.0.0.1:1 (password hunter2)');
    await expect(reached).rejects.toMatchObject({ code: 'ERR_OPTIONS', reason: 'no-redis' });
    await expect(reached).rejects.toThrow(
      'cannot reach Redis at redis://***@127.0.0.1:1/0: connect ECONNREFUSED 127.0.0.1:1 (password ***)',
    );
  });

  it('fails when the server does not answer in time', async () => {
    const reached = reachRedis(new Promise(() => {}), fakeClient(), target, 20);
    await expect(reached).rejects.toThrow(/no answer in 20 ms/);
  });
});
