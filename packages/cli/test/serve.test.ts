/**
 * `quadrille serve` as a real process (from source) on 127.0.0.1 at a free port: the page and
 * its scripts, the position service the page draws from, rooms named by game id (a --module's
 * game too) played by SDK clients, and a clean shutdown on SIGTERM. The rooms themselves are
 * tested in @quadrille/colyseus.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { Client } from '@colyseus/sdk';
import { catalogue } from '@quadrille/games';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, killAll, track } from '../../../test-support/redis-server.js';
import { describePosition } from '../src/serve/position.js';
import { ROOT, run, spawnCli } from './harness.js';

let child: ChildProcess;
let port: number;
let err = '';
const base = () => `http://127.0.0.1:${port}`;

beforeAll(async () => {
  port = await freePort();
  child = track(
    spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '--conditions=@quadrille/source',
        'packages/cli/src/bin.ts',
        'serve',
        '--port',
        String(port),
        '--module',
        '@quadrille/examples',
        '--max-level',
        '2',
      ],
      { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] },
    ),
  );
  child.stderr!.on('data', (d: Buffer) => (err += d.toString()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`serve did not start: ${err}`)), 30_000);
    child.stderr!.on('data', () => {
      if (err.includes('quadrille serve:')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => reject(new Error(`serve exited (${code}): ${err}`)));
  });
}, 60_000);

afterAll(() => {
  killAll();
});

describe('quadrille serve', () => {
  it('says where it serves which games', () => {
    expect(err).toContain(`blokus, linkage, linage, talpa, mnk at http://127.0.0.1:${port}/`);
    expect(err).toContain('rooms in memory');
  });

  it('serves the page, its scripts and the browser SDK', async () => {
    const page = await fetch(`${base()}/`);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain('<div id="board" data-board>');
    expect(html).toContain('"id":"mnk"');
    expect(html).toContain('the computer, level 2');
    expect(html).not.toContain('level 3');
    for (const [path, text] of [
      ['/app.js', "import { createBoard } from '/board.js'"],
      ['/board.js', 'export function createBoard'],
      ['/colyseus.js', 'Colyseus'],
    ] as const) {
      const res = await fetch(`${base()}${path}`);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain(text);
    }
  });

  it('describes positions for the page, and refuses bad requests', async () => {
    const post = (body: string) =>
      fetch(`${base()}/api/position`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
    const ok = await post(JSON.stringify({ game: 'talpa', options: { size: 4 }, moves: ['a1xa2'] }));
    expect(ok.status).toBe(200);
    const position = (await ok.json()) as { svg: string; moves: { cells: string[] }[]; ordered: boolean };
    expect(position.svg).toContain('data-cell="a1"');
    expect(position.ordered).toBe(true);
    expect(position.moves.length).toBeGreaterThan(0);
    for (const [body, reason] of [
      [JSON.stringify({ game: 'chess', options: {}, moves: [] }), 'unknown-game'],
      [JSON.stringify({ game: 'talpa', options: { size: 1000 }, moves: [] }), 'bad-size'],
      [JSON.stringify({ game: 'talpa', options: {}, moves: ['zz'] }), undefined],
      ['not json', undefined],
      [JSON.stringify({ game: 'talpa', options: {}, moves: ['x'.repeat(300_000)] }), undefined],
    ] as const) {
      const res = await post(body);
      expect(res.status).toBe(400);
      const answer = (await res.json()) as { reason?: string; message: string };
      expect(answer.message).not.toBe('');
      if (reason !== undefined) expect(answer.reason).toBe(reason);
    }
  });

  it('hosts a room per game id, a module game too', async () => {
    const a = await new Client(`ws://127.0.0.1:${port}`).create('mnk', {});
    a.onMessage('seat', () => {});
    const b = await new Client(`ws://127.0.0.1:${port}`).joinById(a.roomId, {});
    b.onMessage('seat', () => {});
    for (const r of [a, b]) r.reconnection.enabled = false;
    await new Promise((r) => setTimeout(r, 200));
    a.send('move', 'b2');
    const until = Date.now() + 5000;
    while (b.state.moves.length === 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
    expect([...b.state.moves]).toEqual(['b2']);
    expect(b.state.game).toBe('mnk');
    await Promise.all([a.leave(), b.leave()]);
  });

  it('says in one line what is wrong: a port in use, a Redis that does not answer, bad flags', async () => {
    const busy = spawnCli(['serve', '--port', String(port)]);
    expect(busy.code).toBe(2);
    expect(busy.err).toContain(`quadrille: port ${port} on 127.0.0.1 is in use: give another with --port`);
    const noRedis = spawnCli([
      'serve',
      '--port',
      String(await freePort()),
      '--redis',
      'redis://:hush@127.0.0.1:1/0',
    ]);
    expect(noRedis.code).toBe(2);
    expect(noRedis.err).toContain('quadrille: cannot reach Redis at 127.0.0.1:1');
    expect(noRedis.err).not.toContain('hush');
    for (const [args, message] of [
      [['--redis', 'localhost'], '--redis takes a URL'],
      [['--port', '0'], '--port'],
      [['--max-level', '9'], '--max-level'],
      [['extra'], "unexpected argument 'extra'"],
    ] as const) {
      const r = await run(['serve', ...args]);
      expect(r.code).toBe(2);
      expect(r.err).toContain(message);
    }
  });

  it('stops on SIGTERM', async () => {
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(err).toContain('shutting down');
  });
});

describe('describePosition', () => {
  it('offers each legal move with the cells a person clicks', () => {
    const d = describePosition(catalogue, { game: 'linkage', options: {}, moves: [] });
    expect(d.moves.some((m) => m.cells.length === 2)).toBe(true);
    expect(d.status).toMatch(/to move/);
    expect(d.seats).toHaveLength(2);
  });
});
