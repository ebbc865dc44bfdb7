/**
 * Online rooms under load: `--rooms` concurrent Talpa rooms (default 200) of random
 * play against one server process of `@quadrille/colyseus`, two clients of the official SDK per
 * room, for `--seconds` (default 60). A room whose game ends is left and a new one created, so
 * the number of rooms in play stays the same.
 *
 *   flock /tmp/bench.lock npx tsx --conditions=@quadrille/source bench/online.ts
 *     [--rooms N] [--seconds S] [--think MS] [--redis] [--processes N] [--size N] [--seed N]
 *
 * The server runs in a child process (this script with `--serve`), the clients in this one:
 * both share the machine's two cores, as a server and its load generator would on one box.
 * `--think MS` waits that long before each move (0: every move answered at once, the server
 * saturated); `--redis` stores the rooms in a real redis-server started for the run (as
 * production would, every move written before it is broadcast), otherwise in memory.
 * `--processes N` (with `--redis`) runs N server processes on that one Redis (presence, driver
 * and store shared): each room is created through one process and its second player asks the
 * next one, so matchmaking requests are split between them and Colyseus sends each client to
 * the process that holds its room. Every load generator comes from one address: the servers'
 * per-address limits are lifted for the run.
 *
 * Reports moves per second (accepted by the server, counted by the clients) and the move
 * latency: from `room.send('move')` to the state patch that carries the move back to its sender,
 * p50, p90, p99 and max, over every move after the warm-up (the first 10% of the run). Also the
 * server's CPU time, and the load average before and after.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { Client, type Room } from '@colyseus/sdk';
import { type AnyGameDescription, type Position, Rng } from '@quadrille/core';
import { talpa } from '@quadrille/talpa';
import { freePort, type RedisServer, startRedis, track } from '../test-support/redis-server.js';

const { values } = parseArgs({
  options: {
    rooms: { type: 'string', default: '200' },
    seconds: { type: 'string', default: '60' },
    think: { type: 'string', default: '0' },
    size: { type: 'string', default: '8' },
    seed: { type: 'string', default: '31' },
    redis: { type: 'boolean', default: false },
    processes: { type: 'string', default: '1' },
    serve: { type: 'string' },
    'redis-url': { type: 'string' },
  },
});

const game: AnyGameDescription = talpa;

if (values.serve !== undefined) {
  // The server process.
  const { startServer } = await import('@quadrille/colyseus');
  const server = await startServer({
    games: [game],
    port: Number(values.serve),
    ...(values['redis-url'] === undefined ? {} : { redis: values['redis-url'] }),
    room: { maxMessagesPerSecond: 1000 },
    // The load generator is one address with 400 clients: per-address limits would refuse it.
    limits: { maxRoomsPerAddress: 1e6, maxSeatsPerAddress: 1e6, maxCreatesPerMinute: 1e6 },
  });
  console.log(`listening ${server.port}`);
  process.on('message', (m) => {
    if (m === 'usage') process.send?.({ cpu: process.cpuUsage(), rss: process.memoryUsage().rss });
  });
} else {
  await run();
}

async function run(): Promise<void> {
  const rooms = Number(values.rooms);
  const seconds = Number(values.seconds);
  const think = Number(values.think);
  const size = Number(values.size);
  const rng = new Rng(Number(values.seed));
  let redis: RedisServer | undefined;
  if (values.redis) redis = await startRedis();
  const processes = Number(values.processes);
  if (processes > 1 && redis === undefined) throw new Error('--processes needs --redis');
  const servers = await Promise.all(Array.from({ length: processes }, () => startServerProcess(redis)));
  const usage = async () => {
    const each = await Promise.all(servers.map((s) => s.usage()));
    return {
      cpu: each.reduce((t, u) => t + u.cpu.user + u.cpu.system, 0),
      rss: each.map((u) => u.rss),
    };
  };
  const urls = servers.map((s) => `ws://127.0.0.1:${s.port}`);
  let tables = 0;
  const latencies: number[] = [];
  let moves = 0;
  let games = 0;
  let errors = 0;
  const start = performance.now();
  const warm = start + seconds * 100; // the first 10%
  const end = start + seconds * 1000;
  const loadBefore = loadavg()[0]!;

  /** One room after another, each a game of random moves between two clients. */
  async function table(): Promise<void> {
    // Table i creates its rooms through process i mod N; its second player asks the next one.
    const first = tables++ % urls.length;
    const ask = [urls[first]!, urls[(first + 1) % urls.length]!] as const;
    while (performance.now() < end) {
      try {
        await playOne(ask);
        games++;
      } catch (e) {
        errors++;
        if (errors < 5) console.error(e instanceof Error ? e.message : e);
      }
    }
  }

  async function playOne(ask: readonly [string, string]): Promise<void> {
    // Handlers right after each join resolves: the room sends `seat` at once.
    const a = await new Client(ask[0]).create('talpa', { options: { size } });
    a.onMessage('seat', () => {});
    const b = await new Client(ask[1]).joinById(a.roomId, {});
    b.onMessage('seat', () => {});
    const players: Room[] = [a, b];
    for (const p of players) p.reconnection.enabled = false;
    const pos: Position<number> = game.create({ size });
    await new Promise<void>((resolve, reject) => {
      let sentAt = 0;
      let waiting = -1; // the ply whose echo we wait for
      const next = () => {
        if (pos.isOver() || performance.now() >= end) return resolve();
        const legal = pos.legalMoves();
        const text = game.formatMove(pos, legal[rng.int(legal.length)]!);
        const mover = players[pos.turn]!;
        const send = () => {
          waiting = pos.history.length;
          sentAt = performance.now();
          mover.send('move', text);
        };
        if (think > 0) setTimeout(send, think);
        else send();
      };
      const onState =
        (seat: number) => (state: { moves: { length: number; at(i: number): string | undefined } }) => {
          if (waiting < 0 || state.moves.length <= waiting || players[seat] !== players[pos.turn]) return;
          const now = performance.now();
          if (now > warm) latencies.push(now - sentAt);
          moves++;
          pos.play(game.parseMove(pos, state.moves.at(waiting)!));
          waiting = -1;
          next();
        };
      a.onStateChange(onState(0));
      b.onStateChange(onState(1));
      for (const p of players)
        p.onMessage('move-rejected', (m: { message: string }) => reject(new Error(m.message)));
      // Both seats are taken once b has joined: the game has started.
      setTimeout(next, 50);
    });
    await Promise.all(players.map((p) => p.leave()));
  }

  const cpuBefore = await usage();
  await Promise.all(Array.from({ length: rooms }, () => table()));
  const elapsed = (performance.now() - start) / 1000;
  const cpuAfter = await usage();
  const measured = (performance.now() - warm) / 1000;
  latencies.sort((x, y) => x - y);
  const q = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))] ?? NaN;
  const serverCpu = (cpuAfter.cpu - cpuBefore.cpu) / 1e6;
  console.log(
    [
      `online rooms: ${rooms} Talpa ${size}x${size} rooms, random play, think ${think} ms, store ${redis === undefined ? 'memory' : 'redis'}, ${processes} server process(es), ${elapsed.toFixed(0)} s`,
      `moves: ${moves} accepted (${(latencies.length / measured).toFixed(0)} moves/s after warm-up), ${games} games finished, ${errors} errors`,
      `latency (send → own echo): p50 ${q(0.5).toFixed(1)} ms, p90 ${q(0.9).toFixed(1)} ms, p99 ${q(0.99).toFixed(1)} ms, max ${q(1).toFixed(1)} ms over ${latencies.length} moves`,
      `server: ${serverCpu.toFixed(1)} s CPU (${((100 * serverCpu) / elapsed).toFixed(0)}% of a core, all processes), rss ${cpuAfter.rss.map((r) => (r / 2 ** 20).toFixed(0)).join(' + ')} MiB`,
      `load average: ${loadBefore.toFixed(2)} before, ${loadavg()[0]!.toFixed(2)} after`,
    ].join('\n'),
  );
  for (const s of servers) s.child.kill('SIGKILL');
  await redis?.stop();
  process.exit(0);
}

/** A server process (this script with `--serve`) at a free port, on `redis` if given. */
async function startServerProcess(redis: RedisServer | undefined) {
  const port = await freePort();
  const child: ChildProcess = track(
    spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '--conditions=@quadrille/source',
        new URL(import.meta.url).pathname,
        '--serve',
        String(port),
        ...(redis === undefined ? [] : ['--redis-url', redis.url]),
      ],
      { stdio: ['ignore', 'pipe', 'inherit', 'ipc'] },
    ),
  );
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (d: Buffer) => {
      if (d.toString().includes('listening')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`server exited (${code})`)));
  });
  const usage = () =>
    new Promise<{ cpu: NodeJS.CpuUsage; rss: number }>((resolve) => {
      child.once('message', (m) => resolve(m as { cpu: NodeJS.CpuUsage; rss: number }));
      child.send('usage');
    });
  return { child, port, usage };
}
