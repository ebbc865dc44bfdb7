/**
 * The server's limits across rooms, each hit as an attacker would (one address, a script of SDK
 * clients): rooms and seats per address, creates a minute, rooms in all, the memory budget of
 * the games' tables — and a soak that opens and closes many rooms and gives the memory back.
 */
import type { IncomingMessage } from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import { killAll } from '../../../test-support/redis-server.js';
import { clientAddress } from '../src/http-guard.js';
import { DEFAULT_LIMITS, LimitKeeper, readRefusal } from '../src/index.js';
import { client, type GameServer, player, startServer } from './harness.js';

const servers: GameServer[] = [];
afterAll(async () => {
  await Promise.all(servers.map((s) => s.kill()));
  killAll();
});

async function serverWith(limits: Record<string, unknown>): Promise<GameServer> {
  const server = await startServer({ env: { LIMITS: JSON.stringify(limits) } });
  servers.push(server);
  return server;
}

/** The refusal of a create or join, or `undefined` when it succeeded (the room is left). */
async function refusalOf(attempt: Promise<{ leave(): Promise<unknown> }>) {
  return attempt.then(
    async (room) => {
      await room.leave();
      return undefined;
    },
    (e: unknown) => readRefusal(e),
  );
}

/** Resident memory of `server` as its metrics say, in MiB. */
async function rssMiB(server: GameServer): Promise<number> {
  const text = await (await fetch(`http://127.0.0.1:${server.port}/metrics`)).text();
  return Number(/^process_resident_memory_bytes (\d+)/m.exec(text)![1]) / 2 ** 20;
}

describe('LimitKeeper', () => {
  it('fills in the defaults and refuses a limit below 1', () => {
    expect(new LimitKeeper({ maxRooms: 5 }).limits).toEqual({ ...DEFAULT_LIMITS, maxRooms: 5 });
    expect(() => new LimitKeeper({ maxSeatsPerAddress: 0 })).toThrow(RangeError);
  });

  it('counts creates per address in a sliding minute, addresses apart', () => {
    const keeper = new LimitKeeper({ maxCreatesPerMinute: 2 });
    keeper.admit('create', 'a', 0);
    keeper.admit('joinOrCreate', 'a', 1000);
    expect(() => keeper.admit('create', 'a', 2000)).toThrow(
      expect.objectContaining({ reason: 'create-rate' }),
    );
    keeper.admit('create', 'b', 2000);
    keeper.admit('joinById', 'a', 2000);
    keeper.admit('create', 'a', 61_000);
  });

  it('counts a reservation for its address until it is used or too old to be', () => {
    const keeper = new LimitKeeper({ maxSeatsPerAddress: 1 });
    keeper.reserved('joinById', 'a', 'room', 's1', 0);
    expect(() => keeper.admit('joinById', 'a', 1000)).toThrow(
      expect.objectContaining({ reason: 'address-seats' }),
    );
    keeper.admit('joinById', 'a', 60_000);
    keeper.reserved('joinById', 'a', 'room', 's2', 60_000);
    keeper.joined('s2');
    expect(() => keeper.admit('joinById', 'a', 200_000)).toThrow(
      expect.objectContaining({ reason: 'address-seats' }),
    );
    keeper.left('s2');
    keeper.admit('joinById', 'a', 200_000);
  });
});

describe('clientAddress', () => {
  it('is the socket address, or behind a trusted proxy the last X-Forwarded-For entry', () => {
    const req = (forwarded: string | undefined, remote: string) =>
      ({
        headers: forwarded === undefined ? {} : { 'x-forwarded-for': forwarded },
        socket: { remoteAddress: remote },
      }) as unknown as IncomingMessage;
    expect(clientAddress(req('203.0.113.7', '::ffff:10.0.0.2'), false)).toBe('10.0.0.2');
    expect(clientAddress(req('203.0.113.7, 198.51.100.9', '10.0.0.2'), true)).toBe('198.51.100.9');
    expect(clientAddress(req(undefined, '10.0.0.2'), true)).toBe('10.0.0.2');
  });
});

describe('limits on a real server', () => {
  it('refuses a fourth room from one address, then seats past its limit, with typed refusals', async () => {
    const server = await serverWith({ maxRoomsPerAddress: 3, maxSeatsPerAddress: 5 });
    const rooms = [];
    for (let i = 0; i < 3; i++)
      rooms.push(player(await client(server).create('talpa', { options: { size: 4 } })));
    expect(await refusalOf(client(server).create('talpa', {}))).toMatchObject({
      code: 'ERR_ROOM',
      reason: 'address-rooms',
    });
    // A forged X-Forwarded-For does not make another address (the server trusts no proxy).
    const forged = await fetch(`http://127.0.0.1:${server.port}/matchmake/create/talpa`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.7' },
      body: '{}',
    });
    expect(forged.status).toBe(429);
    // Two spectators more make five seats: the sixth is refused.
    for (let i = 0; i < 2; i++) rooms.push(player(await client(server).joinById(rooms[0]!.room.roomId, {})));
    expect(await refusalOf(client(server).joinById(rooms[1]!.room.roomId, {}))).toMatchObject({
      reason: 'address-seats',
    });
    // Rooms closed give their places back.
    await Promise.all(rooms.map((p) => p.room.leave()));
    let again: unknown = 'pending';
    for (let i = 0; i < 50 && again !== undefined; i++) {
      again = await refusalOf(client(server).create('talpa', { options: { size: 4 } }));
      if (again !== undefined) await new Promise((r) => setTimeout(r, 200));
    }
    expect(again).toBeUndefined();
  });

  it('refuses creates past the rate of its address, and rooms past the server total', async () => {
    const server = await serverWith({ maxCreatesPerMinute: 3, maxRooms: 2 });
    const a = await client(server).create('talpa', {});
    const b = await client(server).create('talpa', {});
    expect(await refusalOf(client(server).create('talpa', {}))).toMatchObject({ reason: 'too-many-rooms' });
    const answer = await fetch(`http://127.0.0.1:${server.port}/matchmake/create/talpa`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(answer.status).toBe(429);
    expect(readRefusal(((await answer.json()) as { message: string }).message)).toMatchObject({
      reason: 'create-rate',
    });
    await Promise.all([a.leave(), b.leave()]);
  });

  it('refuses a create whose tables pass the memory budget, and gives the memory back once rooms close', async () => {
    const server = await serverWith({ memoryBudgetBytes: 160 * 2 ** 20, maxCreatesPerMinute: 1000 });
    const start = await rssMiB(server);
    const rooms = [];
    let refused: ReturnType<typeof readRefusal> | 'none' = 'none';
    // Large Linage boards, each of its own size: tables that no cache shares.
    for (let size = 256; size > 200 && refused === 'none'; size--) {
      try {
        rooms.push(await client(server).create('linage', { options: { size } }));
      } catch (e) {
        refused = readRefusal(e);
      }
    }
    expect(refused).toMatchObject({ code: 'ERR_ROOM', reason: 'memory-budget' });
    const peak = await rssMiB(server);
    await Promise.all(rooms.map((r) => r.leave()));
    // The tables of closed rooms are given back (a collection may take a few creates to come).
    let ok = false;
    for (let i = 0; i < 40 && !ok; i++) {
      const room = await client(server)
        .create('talpa', { options: { size: 4 } })
        .catch(() => undefined);
      ok = room !== undefined;
      await room?.leave();
      if (!ok) await new Promise((r) => setTimeout(r, 250));
    }
    expect(ok).toBe(true);
    console.log(
      `memory budget: RSS ${start.toFixed(0)} MiB at start, ${peak.toFixed(0)} at the refusal (${rooms.length} Linage rooms), ${(await rssMiB(server)).toFixed(0)} after they closed`,
    );
  });

  it('soak: 200 rooms opened, joined and closed leave the resident memory near where it started', async () => {
    const server = await serverWith({ maxCreatesPerMinute: 100_000, maxRoomsPerAddress: 100_000 });
    const warm = async (n: number) => {
      for (let i = 0; i < n; i++) {
        const a = player(await client(server).create('talpa', { options: { size: 6 } }));
        const b = player(await client(server).joinById(a.room.roomId, {}));
        await Promise.all([a.room.leave(), b.room.leave()]);
      }
    };
    await warm(20);
    const start = await rssMiB(server);
    await warm(200);
    const health = (await (await fetch(`http://127.0.0.1:${server.port}/healthz`)).json()) as {
      rooms: number;
    };
    const end = await rssMiB(server);
    console.log(`soak: RSS ${start.toFixed(0)} MiB after 20 rooms, ${end.toFixed(0)} MiB after 200 more`);
    expect(end - start).toBeLessThan(64);
    expect(health.rooms).toBeLessThanOrEqual(2);
  }, 120_000);
});
