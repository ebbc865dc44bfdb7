/**
 * Rooms stored in a real Redis (Debian's redis-server on a free port in a temp dir): a server
 * killed with SIGKILL mid-game loses no accepted move — after a restart the room comes back
 * under the same id and the players rejoin with their tokens — and two server processes
 * sharing the Redis serve one set of rooms.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AnyGameDescription } from '@quadrille/core';
import { linage, talpa } from '@quadrille/games';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { snippet } from '../../../test-support/doc-snippets.js';
import {
  freePort,
  killAll,
  type RedisServer,
  startRedis,
  track,
} from '../../../test-support/redis-server.js';
import { asVersion1, asVersion2, storedTalpa } from './fixtures/stored-rooms.js';
import {
  client,
  type GameServer,
  joinWhenThere,
  type Player,
  player,
  ROOT,
  startServer,
  until,
} from './harness.js';
import { playRandom } from './play.js';

const game: AnyGameDescription = talpa;
let redis: RedisServer;
const servers: GameServer[] = [];

beforeAll(async () => {
  redis = await startRedis();
}, 30_000);

afterAll(async () => {
  await Promise.all(servers.map((s) => s.kill()));
  await redis?.stop();
  killAll();
});

async function serve(port?: number): Promise<GameServer> {
  const server = await startServer({
    redis: redis.url,
    leaseMs: 2000,
    ...(port === undefined ? {} : { port }),
  });
  servers.push(server);
  return server;
}

describe('rooms in Redis', () => {
  it('resume after SIGKILL (and after a graceful restart) with every accepted move; the players rejoin with their tokens', async () => {
    const first = await serve();
    const a = player(await client(first).create('talpa', { options: { size: 4 }, name: 'Ann' }));
    const b = player(await client(first).joinById(a.room.roomId, { name: 'Bob' }));
    await until(() => a.seat !== undefined && b.seat !== undefined && a.state().started, 'both seats');
    await playRandom(game, [a, b], 21, 4);
    const moves = a.state().moves;
    expect(moves).toHaveLength(4);
    const roomId = a.room.roomId;
    await first.kill();

    // The same port, the same Redis: the room comes back under its id.
    const second = await serve(first.port);
    const a2 = await joinWhenThere(second, roomId, { token: a.seat!.token, name: 'Ann' });
    const b2 = await joinWhenThere(second, roomId, { token: b.seat!.token, name: 'Bob' });
    await until(() => a2.seat !== undefined && b2.seat !== undefined, 'seats again');
    expect(a2.seat).toEqual(a.seat);
    expect(b2.seat).toEqual(b.seat);
    expect(a2.state().moves).toEqual(moves);
    expect(second.output()).toContain(`room ${roomId} (talpa) resumed`);
    await playRandom(game, [a2, b2], 22, 6);
    const six = a2.state().moves;

    // A graceful shutdown (SIGTERM) keeps the room for the next start too.
    await second.stop();
    const third = await serve(first.port);
    const a3 = await joinWhenThere(third, roomId, { token: a.seat!.token });
    const b3 = await joinWhenThere(third, roomId, { token: b.seat!.token });
    await until(() => a3.seat !== undefined && b3.seat !== undefined, 'seats after the graceful restart');
    expect(a3.state().moves).toEqual(six);
    expect(a3.state().seats.map((s) => s.name)).toEqual(['Ann', 'Bob']);
    await playRandom(game, [a3, b3], 23);
    expect(b3.state().over).toBe(true);
    expect(b3.state().moves.slice(0, 6)).toEqual(six);
    await Promise.all([a3.room.leave(), b3.room.leave()]);
  }, 60_000);

  it('a resumed room whose clocks hold a day each never loses on time at once', async () => {
    const DAY = 86_400_000;
    const first = await serve();
    const a = player(
      await client(first).create('linage', { clock: { total: DAY, increment: DAY }, name: 'Ann' }),
    );
    const b = player(await client(first).joinById(a.room.roomId, { name: 'Bob' }));
    await until(() => a.state().started, 'started');
    // Uncapped, both clocks would now hold over 25 days: more than a Node timer waits.
    await playRandom(linage, [a, b], 31, 50);
    const roomId = a.room.roomId;
    await first.kill();
    const second = await serve(first.port);
    const back = await joinWhenThere(second, roomId, { token: a.seat!.token });
    await until(() => back.seat !== undefined, 'rejoined');
    await new Promise((r) => setTimeout(r, 1000));
    const state = back.state();
    expect(state.moves).toHaveLength(50);
    expect(state.over).toBe(false);
    for (const seat of state.seats) expect(seat.clock).toBeLessThanOrEqual(DAY);
    await back.room.leave();
  }, 60_000);

  /** Two people's seats, with the tokens they rejoin with. */
  const people = [
    { token: 'token-of-ann-000000000', name: 'Ann', computer: 0 },
    { token: 'token-of-bob-000000000', name: 'Bob', computer: 0 },
  ];

  /**
   * Writes `record` as a dead process left room `roomId` (its record and its place among the
   * open rooms, no lease), then has both people rejoin it on `server` with their tokens.
   */
  async function rejoinStored(
    server: GameServer,
    store: Redis,
    roomId: string,
    record: unknown,
  ): Promise<[Player, Player]> {
    await store.set(`quadrille:room:${roomId}`, JSON.stringify(record));
    await store.sadd('quadrille:open', roomId);
    const a = await joinWhenThere(server, roomId, { token: people[0]!.token });
    const b = await joinWhenThere(server, roomId, { token: people[1]!.token });
    await until(() => a.seat !== undefined && b.seat !== undefined, 'both seats');
    return [a, b];
  }

  it('resumes a room stored in the version 1 layout (the game twice), then stores it once', async () => {
    const server = await serve();
    const roomId = 'v1room001';
    const store = new Redis(redis.url);
    try {
      // As 0.2 left it.
      const [a, b] = await rejoinStored(server, store, roomId, asVersion1({ ...storedTalpa, seats: people }));
      expect([a.seat?.seat, b.seat?.seat]).toEqual([0, 1]);
      expect(a.state()).toMatchObject({ moves: ['a1xa2'], turn: 1, started: true, over: false });
      expect(a.state().seats.map((s) => s.name)).toEqual(['Ann', 'Bob']);
      // By this process or by one of the tests before still sharing the Redis.
      expect(servers.some((s) => s.output().includes(`room ${roomId} (talpa) resumed`))).toBe(true);
      await playRandom(game, [a, b], 41, 3);
      // Written again by this version: the options and moves, not the game a second time.
      const now = JSON.parse((await store.get(`quadrille:room:${roomId}`))!);
      expect(now).toMatchObject({ version: 3, moves: a.state().moves });
      expect(now).not.toHaveProperty('record');
      await Promise.all([a.room.leave(), b.room.leave()]);
    } finally {
      await store.quit();
    }
  }, 60_000);

  it('resumes a room stored in the version 2 layout with its clocks (one number per seat), then stores each seat’s account', async () => {
    const server = await serve();
    const roomId = 'v2clock01';
    const old = asVersion2({
      ...storedTalpa,
      seats: people,
      clock: { totalMs: 60_000, incrementMs: 1000, byoMs: 0, stones: 0 },
      clocks: [
        { remainingMs: 50_000, periodMovesLeft: 0 },
        { remainingMs: 40_000, periodMovesLeft: 0 },
      ],
    });
    expect(old).toMatchObject({
      version: 2,
      clock: { total: 60_000, increment: 1000 },
      clocks: [50_000, 40_000],
    });
    const store = new Redis(redis.url);
    try {
      const [a, b] = await rejoinStored(server, store, roomId, old);
      expect(a.state().seats.map((s) => [s.clock, s.periodMovesLeft])).toEqual([
        [50_000, 0],
        [40_000, 0],
      ]);
      // Seat 1 moves: charged by core's clock (the time it took, then the increment), stored as its account.
      await playRandom(game, [a, b], 42, 2);
      const now = JSON.parse((await store.get(`quadrille:room:${roomId}`))!);
      expect(now).toMatchObject({
        version: 3,
        clock: { totalMs: 60_000, incrementMs: 1000, byoMs: 0, stones: 0 },
        clocks: [{ remainingMs: 50_000, periodMovesLeft: 0 }, { periodMovesLeft: 0 }],
      });
      expect(now.clocks[1].remainingMs).toBeGreaterThan(30_000);
      expect(now.clocks[1].remainingMs).toBeLessThanOrEqual(41_000);
      expect(a.state().seats[1]!.clock).toBe(now.clocks[1].remainingMs);
      await Promise.all([a.room.leave(), b.room.leave()]);
    } finally {
      await store.quit();
    }
  }, 60_000);

  let one: GameServer;
  let two: GameServer;

  it('two processes on one Redis serve one set of rooms', async () => {
    [one, two] = await Promise.all([serve(), serve()]);
    // Created through one process, joined through the other.
    const a = player(await client(one).create('talpa', { options: { size: 4 } }));
    const b = player(await client(two).joinById(a.room.roomId, {}));
    const s = player(await client(two).joinById(a.room.roomId, {}));
    await until(() => a.seat !== undefined && b.seat !== undefined && a.state().started, 'both seats');
    await playRandom(game, [a, b], 5);
    await until(() => s.state().over, 'the spectator sees the end');
    expect(s.state().moves).toEqual(a.state().moves);
    // Rooms created through the second process are joined through the first, too.
    const c = player(await client(two).create('talpa', { options: { size: 4 } }));
    const d = player(await client(one).joinById(c.room.roomId, {}));
    await until(() => d.seat?.seat === 1, 'seat 1 through the other process');
    await Promise.all([a, b, s, c, d].map((p) => p.room.leave()));
  }, 60_000);

  it('resumes a room of a killed process on the other process', async () => {
    const a = player(await client(one).create('talpa', { options: { size: 4 } }));
    const b = player(await client(two).joinById(a.room.roomId, {}));
    await until(() => a.seat !== undefined && b.seat !== undefined && a.state().started, 'both seats');
    await playRandom(game, [a, b], 8, 3);
    // The process whose socket the room's clients hold is the room's.
    const url = String(Reflect.get(Reflect.get(a.room.connection.transport, 'ws') as object, 'url'));
    const [host, other] = url.includes(`:${one.port}/`) ? [one, two] : [two, one];
    await host.kill();
    const a2 = await joinWhenThere(other, a.room.roomId, { token: a.seat!.token });
    const b2 = await joinWhenThere(other, a.room.roomId, { token: b.seat!.token });
    await until(() => a2.seat !== undefined && b2.seat !== undefined, 'seats on the other process');
    expect(a2.state().moves).toEqual(a.state().moves);
    await playRandom(game, [a2, b2], 9);
    expect(a2.state().over).toBe(true);
    await Promise.all([a2.room.leave(), b2.room.leave()]);
  }, 60_000);

  it("runs docs/online.md's whole server, in at most 20 lines", async () => {
    const code = snippet(new URL('../../../docs/online.md', import.meta.url), '## The whole server in');
    expect(code.split('\n').length).toBeLessThanOrEqual(20);
    // Beside the repository's node_modules, so that its imports resolve as in an app.
    const dir = join(ROOT, 'node_modules', '.cache', 'quadrille-online-docs');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'server.mts'), code);
    const port = await freePort();
    let out = '';
    const child: ChildProcess = track(
      spawn(
        process.execPath,
        ['--import', 'tsx', '--conditions=@quadrille/source', join(dir, 'server.mts')],
        {
          cwd: ROOT,
          stdio: ['ignore', 'pipe', 'pipe'],
          env: { ...process.env, PORT: String(port), REDIS_URL: redis.url },
        },
      ),
    );
    child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
    try {
      const server = { url: `ws://127.0.0.1:${port}` };
      let a: ReturnType<typeof player> | undefined;
      for (let i = 0; a === undefined; i++) {
        try {
          a = player(await client(server).create('linage', { preset: 'small' }));
        } catch (e) {
          if (i > 150 || child.exitCode !== null)
            throw new Error(`the docs server did not serve: ${out} ${e}`);
          await new Promise((r) => setTimeout(r, 100));
        }
      }
      const b = player(await client(server).joinById(a.room.roomId, {}));
      await until(() => a.state().started, 'both seats');
      a.room.send('move', 'd4');
      await until(() => b.state().moves.length === 1, 'the move');
      expect(b.state().moves).toEqual(['d4']);
      await Promise.all([a.room.leave(), b.room.leave()]);
    } finally {
      child.kill('SIGKILL');
    }
  }, 60_000);
});
