/**
 * Rooms stored in a real Redis (Debian's redis-server on a free port in a temp dir): a server
 * killed with SIGKILL mid-game loses no accepted move — after a restart the room comes back
 * under the same id and the players rejoin with their tokens — and two server processes
 * sharing the Redis serve one set of rooms.
 */
import type { AnyGameDescription } from '@quadrille/core';
import { talpa } from '@quadrille/games';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { killAll, type RedisServer, startRedis } from '../../../test-support/redis-server.js';
import { client, type GameServer, player, startServer, until } from './harness.js';
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
    leaseMs: 1500,
    ...(port === undefined ? {} : { port }),
  });
  servers.push(server);
  return server;
}

describe('rooms in Redis', () => {
  it('resume after SIGKILL with every accepted move, and the players rejoin with their tokens', async () => {
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
    const reach = async (token: string, name: string) => {
      for (let i = 0; ; i++) {
        try {
          return player(await client(second).joinById(roomId, { token, name }));
        } catch (e) {
          if (i > 100) throw e;
          await new Promise((r) => setTimeout(r, 100));
        }
      }
    };
    const a2 = await reach(a.seat!.token, 'Ann');
    const b2 = await reach(b.seat!.token, 'Bob');
    await until(() => a2.seat !== undefined && b2.seat !== undefined, 'seats again');
    expect(a2.seat).toEqual(a.seat);
    expect(b2.seat).toEqual(b.seat);
    expect(a2.state().moves).toEqual(moves);
    expect(second.output()).toContain(`room ${roomId} (talpa) resumed`);
    await playRandom(game, [a2, b2], 22);
    expect(b2.state().over).toBe(true);
    expect(b2.state().moves.slice(0, 4)).toEqual(moves);
    await Promise.all([a2.room.leave(), b2.room.leave()]);
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
    const rejoin = async (token: string) => {
      for (let i = 0; ; i++) {
        try {
          return player(await client(other).joinById(a.room.roomId, { token }));
        } catch (e) {
          if (i > 100) throw e;
          await new Promise((r) => setTimeout(r, 100));
        }
      }
    };
    const a2 = await rejoin(a.seat!.token);
    const b2 = await rejoin(b.seat!.token);
    await until(() => a2.seat !== undefined && b2.seat !== undefined, 'seats on the other process');
    expect(a2.state().moves).toEqual(a.state().moves);
    await playRandom(game, [a2, b2], 9);
    expect(a2.state().over).toBe(true);
    await Promise.all([a2.room.leave(), b2.room.leave()]);
  }, 60_000);
});
