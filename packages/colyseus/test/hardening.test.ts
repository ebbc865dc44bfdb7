/**
 * A server on the open internet, attacked as a visitor would (real server processes, SDK
 * clients, plain HTTP): bodies too large or malformed,
 * join options checked at reservation, no stack or path in any answer, seats that never move,
 * rooms nobody plays in, health and metrics.
 */
import { connect } from 'node:net';
import { linage, talpa } from '@quadrille/games';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { killAll } from '../../../test-support/redis-server.js';
import { readRefusal } from '../src/index.js';
import { client, drop, type GameServer, type Player, player, startServer, until } from './harness.js';
import { playRandom } from './play.js';

let server: GameServer;
const base = () => `http://127.0.0.1:${server.port}`;

beforeAll(async () => {
  server = await startServer({
    reconnectSeconds: 2,
    env: {
      MOVE_TIMEOUT_MS: '4000',
      IDLE_MS: '2000',
      LIMITS: JSON.stringify({ maxCreatesPerMinute: 10_000, maxRoomsPerAddress: 10_000 }),
    },
  });
}, 60_000);

afterAll(async () => {
  await server?.kill();
  killAll();
});

async function pair(options: Record<string, unknown>): Promise<[Player, Player]> {
  const a = player(await client(server).create('linage', { ...options, name: 'Ann' }));
  const b = player(await client(server).joinById(a.room.roomId, { name: 'Bob' }));
  await until(() => a.seat !== undefined && b.seat !== undefined && a.state().started, 'both seats');
  return [a, b];
}

/** A matchmaking request by hand: its status and its JSON body. */
async function matchmake(path: string, body: string | undefined, headers: Record<string, string> = {}) {
  const res = await fetch(`${base()}/matchmake/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    ...(body === undefined ? {} : { body }),
  });
  const text = await res.text();
  return { status: res.status, text, json: JSON.parse(text) as Record<string, unknown> };
}

/**
 * A create whose body is `x`s sent on a raw socket, 1,000 bytes at a time (500 KB at most),
 * until the server answers: its status and JSON body. (Node's HTTP client shows no answer
 * that comes while it is still sending, as this one must.)
 */
function post(headers: Record<string, string>) {
  return new Promise<{ status: number; text: string; json: Record<string, unknown> }>((resolve, reject) => {
    const socket = connect(server.port, '127.0.0.1');
    const head = Object.entries({ host: '127.0.0.1', 'content-type': 'application/json', ...headers })
      .map(([k, v]) => `${k}: ${v}\r\n`)
      .join('');
    let answer = '';
    socket.on('data', (d: Buffer) => {
      answer += d.toString();
      const [top, body] = answer.split('\r\n\r\n');
      const length = Number(/content-length: (\d+)/i.exec(top ?? '')?.[1] ?? -1);
      if (body === undefined || Buffer.byteLength(body) < length) return;
      socket.destroy();
      resolve({ status: Number(top!.split(' ')[1]), text: body, json: JSON.parse(body) });
    });
    socket.on('error', (e) => reject(e));
    socket.write(`POST /matchmake/create/talpa HTTP/1.1\r\n${head}\r\n`);
    const chunked = headers['transfer-encoding'] === 'chunked';
    const piece = chunked ? `3e8\r\n${'x'.repeat(1000)}\r\n` : 'x'.repeat(1000);
    const write = (left: number): void => {
      // setImmediate: the answer is read between two writes.
      if (left > 0 && !socket.destroyed) socket.write(piece, () => setImmediate(() => write(left - 1)));
    };
    // About 500 KB, less than the server reads and throws away after a 413 (1 MiB): past that
    // it cuts the connection, and a client still writing may then see the reset before the
    // answer (it did on a loaded machine, where the server read a megabyte already sent before
    // it answered).
    write(500);
  });
}

/** An answer a visitor may see: short JSON `{ code, message }`, nothing of the server's insides. */
function expectCleanRefusal(answer: { status: number; text: string; json: Record<string, unknown> }) {
  expect(answer.status, answer.text).toBeGreaterThanOrEqual(400);
  expect(answer.status, answer.text).toBeLessThan(500);
  expect(Object.keys(answer.json).sort()).toEqual(['code', 'message']);
  expect(answer.text.length).toBeLessThan(400);
  expect(answer.text).not.toMatch(/\s{2}at |\/work\/|node_modules|\.ts:\d|TypeError|Cannot read/);
}

describe('matchmaking requests', () => {
  it('refuses a body over 16 KiB with 413 before reading it, declared or streamed', async () => {
    // 10 MB declared: answered from the headers, while the client is still sending.
    const declared = await post({ 'content-length': String(10_000_000) });
    expect(declared.status).toBe(413);
    expectCleanRefusal(declared);
    expect(readRefusal(declared.json.message)).toMatchObject({ code: 'ERR_ROOM', reason: 'body-too-large' });
    // Streamed without a length: cut off once past the limit.
    const streamed = await post({ 'transfer-encoding': 'chunked' });
    expect(streamed.status).toBe(413);
    expect(readRefusal(streamed.json.message)?.reason).toBe('body-too-large');
  });

  it('answers a client mistake with a 4xx and a short JSON, never a 5xx or a stack', async () => {
    const cases: [string, string | undefined, number, string][] = [
      ['create/talpa', 'null', 400, 'bad-request'],
      ['create/talpa', '{"preset":', 400, 'bad-request'],
      ['create/talpa', '[1,2]', 400, 'bad-request'],
      ['create/talpa', '"talpa"', 400, 'bad-request'],
      ['create/talpa', '{"nope":1}', 400, 'unknown-option'],
      ['create/talpa', '{"options":{"size":1000}}', 400, 'bad-size'],
      ['create/talpa', JSON.stringify({ name: 'x'.repeat(1000) }), 400, 'bad-join'],
      ['create/talpa', '{"seat":"zero"}', 400, 'bad-join'],
      ['create/nosuchgame', '{}', 404, 'not-found'],
      ['nosuchmethod/talpa', '{}', 404, 'not-found'],
      ['joinById/nosuchroom', '{}', 404, 'not-found'],
      ['create/%E0%A4%A', '{}', 400, 'bad-request'],
      ['reconnect/nosuchroom', '{}', 404, 'not-found'],
    ];
    for (const [path, body, status, reason] of cases) {
      const answer = await matchmake(path, body);
      expectCleanRefusal(answer);
      expect(answer.status, `${path} ${body}`).toBe(status);
      expect(readRefusal(answer.json.message)?.reason, `${path} ${body}`).toBe(reason);
    }
    for (const path of ['/pkg/@quadrille/core/%E0%A4%A', '/%E0%A4%A', '/nothing']) {
      const res = await fetch(`${base()}${path}`);
      const text = await res.text();
      expectCleanRefusal({ status: res.status, text, json: JSON.parse(text) });
    }
  });

  it('checks join options when the seat is reserved: a 10 MB or bad name never reaches a socket', async () => {
    const a = player(await client(server).create('talpa', { options: { size: 4 } }));
    const answer = await matchmake(`joinById/${a.room.roomId}`, JSON.stringify({ name: 'x'.repeat(41) }));
    expect(answer.status).toBe(400);
    expect(readRefusal(answer.json.message)).toMatchObject({ code: 'ERR_ROOM', reason: 'bad-join' });
    // The SDK sees the same refusal, in its error's message.
    const refused = await client(server)
      .joinById(a.room.roomId, { seat: -1 })
      .then(
        () => undefined,
        (e: unknown) => readRefusal(e),
      );
    expect(refused).toMatchObject({ code: 'ERR_ROOM', reason: 'bad-join' });
    await a.room.leave();
  });
});

describe('abandonment', () => {
  it('a seat that does not move within moveTimeoutMs loses, as on a clock', async () => {
    const [a, b] = await pair({});
    await playRandom(linage, [a, b], 5, 1);
    // Seat 1 to move; it never does (the server's moveTimeoutMs is 4 s).
    await until(() => a.state().over, 'the move time runs out', 20_000);
    expect(a.state()).toMatchObject({ end: 'time', winners: [0] });
    b.room.send('move', 'a1');
    await until(() => b.rejections.length === 1, 'refused after the end');
    expect(b.rejections[0]!.reason).toBe('game-over');
    await Promise.all([a.room.leave(), b.room.leave()]);
  });

  it('a room where no seat is connected ends after idleMs, spectators or not', async () => {
    const a = player(await client(server).create('talpa', { options: { size: 4 } }));
    const id = a.room.roomId;
    const b = player(await client(server).joinById(id, {}));
    await until(() => a.state().started, 'started');
    const spectator = player(await client(server).joinById(id, { name: 'Sue' }));
    await until(() => spectator.state().started, 'the spectator sees the room');
    expect(spectator.seat).toBeUndefined();
    const closed = new Promise<number>((resolve) => spectator.room.onLeave((code) => resolve(code)));
    await Promise.all([a.room.leave(), b.room.leave()]);
    // Seats are held for reconnectSeconds (2 s), and then the room is idle for idleMs (2 s).
    await closed;
    const again = await matchmake(`joinById/${id}`, '{}');
    expect(again.status).toBe(404);
  });
});

describe('health and metrics', () => {
  it('answers /healthz, and counts rooms, clients and moves by result in /metrics', async () => {
    const health = await fetch(`${base()}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: 'ok' });
    const a = player(await client(server).create('talpa', { options: { size: 4 } }));
    const b = player(await client(server).joinById(a.room.roomId, {}));
    await until(() => a.state().started, 'started');
    a.room.send('move', 'nonsense');
    await until(() => a.rejections.length === 1, 'a rejection');
    await playRandom(talpa, [a, b], 2, 1);
    const text = await (await fetch(`${base()}/metrics`)).text();
    const value = (pattern: RegExp) => Number(pattern.exec(text)?.[1] ?? Number.NaN);
    expect(value(/^quadrille_rooms (\d+)/m)).toBeGreaterThanOrEqual(1);
    expect(value(/^quadrille_clients (\d+)/m)).toBeGreaterThanOrEqual(2);
    expect(
      value(/^quadrille_moves_total\{result="accepted",code="",reason=""\} (\d+)/m),
    ).toBeGreaterThanOrEqual(1);
    expect(
      value(/^quadrille_moves_total\{result="rejected",code="ERR_NOTATION",[^}]*\} (\d+)/m),
    ).toBeGreaterThanOrEqual(1);
    expect(value(/^quadrille_move_seconds_count (\d+)/m)).toBeGreaterThanOrEqual(2);
    expect(text).toMatch(/^quadrille_store_errors_total 0/m);
    expect(value(/^process_resident_memory_bytes (\d+)/m)).toBeGreaterThan(0);
    await Promise.all([a.room.leave(), b.room.leave()]);
  });
});

describe('shutdown', () => {
  it('SIGTERM ends every room, tells its clients and exits, without waiting out the reconnection window', async () => {
    const own = await startServer({ reconnectSeconds: 60 });
    try {
      const a = player(await client(own).create('talpa', { options: { size: 4 } }));
      const b = player(await client(own).joinById(a.room.roomId, {}));
      await until(() => a.state().started, 'started');
      // A dropped seat: Colyseus waits 60 s for it to come back.
      drop(b.room);
      await until(() => !a.state().seats[1]!.connected, 'the drop seen');
      const told = new Promise<number>((resolve) => a.room.onLeave((code) => resolve(code)));
      const since = Date.now();
      await own.stop();
      expect(await own.exited()).toBe(0);
      // Generous against a loaded machine; the reconnection window alone is 60 s.
      expect(Date.now() - since).toBeLessThan(20_000);
      expect(await told).toBe(4001);
      expect(own.output()).not.toMatch(/Error|at .*\.ts:/);
    } finally {
      await own.kill();
    }
  });
});
