/**
 * A soak of online rooms: `--rooms` Talpa rooms (default 2,000), `--parallel` at a time (default
 * 8), each created, joined by a second client, played a few random moves and left, against one
 * server process (bench/online.ts `--serve`, per-address limits lifted). Reports the server's
 * resident memory (from its `/metrics`) after a warm-up of 50 rooms, after all of them, and
 * after 10 s idle: closed rooms must give their memory back. The test suite runs the same with
 * 200 rooms (packages/colyseus/test/limits.test.ts).
 *
 *   flock /tmp/bench.lock npx tsx --conditions=@quadrille/source bench/rooms-soak.ts [--rooms N] [--parallel N]
 */
import { spawn } from 'node:child_process';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { Client } from '@colyseus/sdk';
import { Rng } from '@quadrille/core';
import { talpa } from '@quadrille/talpa';
import { freePort, track } from '../test-support/redis-server.js';

const { values } = parseArgs({
  options: {
    rooms: { type: 'string', default: '2000' },
    parallel: { type: 'string', default: '8' },
  },
});
const total = Number(values.rooms);
const port = await freePort();
const child = track(
  spawn(
    process.execPath,
    ['--import', 'tsx', '--conditions=@quadrille/source', 'bench/online.ts', '--serve', String(port)],
    { stdio: ['ignore', 'pipe', 'inherit', 'ipc'] },
  ),
);
await new Promise<void>((resolve, reject) => {
  child.stdout!.on('data', (d: Buffer) => d.toString().includes('listening') && resolve());
  child.once('exit', (code) => reject(new Error(`server exited (${code})`)));
});
const url = `ws://127.0.0.1:${port}`;
const rng = new Rng(7);

/** The server's resident memory in MiB, as its metrics say. */
async function rss(): Promise<number> {
  const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
  return Number(/^process_resident_memory_bytes (\d+)/m.exec(text)![1]) / 2 ** 20;
}

/** One room: created, joined, four random moves, left by both. */
async function oneRoom(): Promise<void> {
  const a = await new Client(url).create('talpa', { options: { size: 6 } });
  a.onMessage('seat', () => {});
  const b = await new Client(url).joinById(a.roomId, {});
  b.onMessage('seat', () => {});
  const pos = talpa.create({ size: 6 });
  const players = [a, b];
  for (let i = 0; i < 4 && !pos.isOver(); i++) {
    const moves = pos.legalMoves();
    const text = talpa.formatMove(pos, moves[rng.int(moves.length)]!);
    const n = pos.history.length;
    await new Promise<void>((resolve) => {
      const seen = (state: { moves: string[] }) => {
        if (state.moves.length <= n) return;
        a.onStateChange.remove(seen);
        resolve();
      };
      a.onStateChange(seen);
      players[pos.turn]!.send('move', text);
    });
    pos.play(talpa.parseMove(pos, text));
  }
  await Promise.all(players.map((p) => p.leave()));
}

async function rooms(n: number): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next++ < n) await oneRoom();
  };
  await Promise.all(Array.from({ length: Number(values.parallel) }, worker));
}

const load = loadavg()[0]!;
const started = performance.now();
await rooms(50);
const warm = await rss();
await rooms(total);
const after = await rss();
await new Promise((r) => setTimeout(r, 10_000));
const idle = await rss();
const seconds = (performance.now() - started) / 1000;
console.log(
  [
    `rooms soak: ${total} Talpa 6x6 rooms (created, joined, 4 moves, left), ${values.parallel} at a time, ${seconds.toFixed(0)} s`,
    `server RSS: ${warm.toFixed(0)} MiB after 50 rooms, ${after.toFixed(0)} MiB after ${total} more, ${idle.toFixed(0)} MiB after 10 s idle`,
    `load average: ${load.toFixed(2)} before, ${loadavg()[0]!.toFixed(2)} after`,
  ].join('\n'),
);
child.kill('SIGKILL');
process.exit(0);
