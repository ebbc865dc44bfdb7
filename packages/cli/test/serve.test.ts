/**
 * `quadrille serve` as a real process (from source) on 127.0.0.1 at a free port: the page, its
 * scripts and the import map of its browser modules, rooms named by game id (a --module's game
 * too) played by SDK clients, and a clean shutdown on SIGTERM. The rooms themselves are tested in
 * @quadrille/colyseus; the page in a browser by e2e/serve.e2e.ts.
 */
import type { ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Client } from '@colyseus/sdk';
import { catalogue } from '@quadrille/games';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, killAll } from '../../../test-support/redis-server.js';
import { testTempDir } from '../../../test-support/temp-dir.js';
import { browserModules } from '../src/serve/browser-modules.js';
import { run, spawnCli, startServe } from './harness.js';

let child: ChildProcess;
let port: number;
let err = () => '';
const base = () => `http://127.0.0.1:${port}`;

beforeAll(async () => {
  const serve = await startServe(['--module', '@quadrille/examples', '--max-level', '2']);
  ({ child, port } = serve);
  err = serve.stderr;
}, 60_000);

afterAll(() => {
  killAll();
});

describe('quadrille serve', () => {
  it('says where it serves which games', () => {
    expect(err()).toContain(`blokus, linkage, linage, talpa, mnk at http://127.0.0.1:${port}/`);
    expect(err()).toContain('rooms in memory');
  });

  it('serves the page, its scripts and the browser SDK', async () => {
    const page = await fetch(`${base()}/`);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain('<div id="board" data-board>');
    expect(html).toContain('<script type="importmap">{"imports":{');
    expect((await fetch(`${base()}/pkg/@quadrille/core/../../package.json`)).status).toBe(404);
    expect(html).toContain('"id":"mnk"');
    expect(html).toContain('the computer, level 2');
    expect(html).not.toContain('level 3');
    for (const [path, text] of [
      ['/app.js', "import { createBoard } from '/board.js'"],
      ['/board.js', "import { defineBoard } from '@quadrille/board'"],
      ['/colyseus.js', 'Colyseus'],
    ] as const) {
      const res = await fetch(`${base()}${path}`);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain(text);
    }
  });

  it('sends security headers and a strict policy with the page and its scripts', async () => {
    for (const path of ['/', '/app.js', '/board.js']) {
      const res = await fetch(`${base()}${path}`);
      const policy = res.headers.get('content-security-policy') ?? '';
      expect(policy, path).toContain("default-src 'none'");
      expect(policy, path).toContain("frame-ancestors 'none'");
      expect(policy, path).not.toMatch(/script-src[^;]*unsafe/);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('x-powered-by')).toBeNull();
    }
  });

  it('answers a malformed URL or a missing module with a short JSON 4xx, no stack or path', async () => {
    for (const path of [
      '/pkg/@quadrille/core/%E0%A4%A',
      '/mod/0/%E0%A4%A',
      '/pkg/@quadrille/core/nope.js',
      '/%E0%A4%A',
    ]) {
      const res = await fetch(`${base()}${path}`);
      const text = await res.text();
      expect(res.status, path).toBeGreaterThanOrEqual(400);
      expect(res.status, path).toBeLessThan(500);
      expect(Object.keys(JSON.parse(text)).sort(), path).toEqual(['code', 'message']);
      expect(text, path).not.toMatch(/URIError|\/work\/|node_modules|\s{2}at /);
    }
    expect((await fetch(`${base()}/healthz`)).status).toBe(200);
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
      [['--move-timeout', '-1'], '--move-timeout'],
      [['--memory-budget', '0'], '--memory-budget'],
      [['--max-rooms', 'many'], '--max-rooms'],
      [['extra'], "unexpected argument 'extra'"],
    ] as const) {
      const r = await run(['serve', ...args]);
      expect(r.code).toBe(2);
      expect(r.err).toContain(message);
    }
  });

  it('stops on SIGTERM at once, though a dropped player had a minute to come back', async () => {
    // The test above blocked this process (spawnSync) past the server's keep-alive: a pooled
    // socket may be stale, and one request that fails on it takes it out of the pool.
    await fetch(`${base()}/healthz`).catch(() => undefined);
    const a = await new Client(`ws://127.0.0.1:${port}`).create('talpa', { options: { size: 4 } });
    a.onMessage('seat', () => {});
    const b = await new Client(`ws://127.0.0.1:${port}`).joinById(a.roomId, {});
    b.onMessage('seat', () => {});
    for (const r of [a, b]) r.reconnection.enabled = false;
    // b's socket dies without a close: the room keeps its seat for --reconnect (60 s).
    const ws: unknown = Reflect.get(b.connection.transport, 'ws');
    (ws as { terminate(): void }).terminate();
    const told = new Promise<number>((resolve) => a.onLeave((code) => resolve(code)));
    await new Promise((r) => setTimeout(r, 200));
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    const since = Date.now();
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    // Generous against a loaded machine; before, the process waited out the 60 s.
    expect(Date.now() - since).toBeLessThan(20_000);
    expect(await told).toBe(4001);
    expect(err()).toContain('shutting down');
  });
});

describe('browserModules', () => {
  it('maps each package of the family, every game of the catalogue too, to its ESM build, or says it is not built', () => {
    const modules = browserModules([]);
    const games = catalogue.map((g) => `@quadrille/${g.id}`);
    for (const name of ['@quadrille/core', '@quadrille/board', '@quadrille/games', ...games]) {
      const url = modules.importMap[name];
      if (url === undefined) expect(modules.missing).toContain(name);
      else expect(modules.file(url)).toContain('export');
    }
  });

  it('serves a module file and its neighbours, JavaScript only, nothing outside its folder', () => {
    const dir = testTempDir('serve');
    writeFileSync(join(dir, 'game.js'), "export { mnk } from '@quadrille/examples';\n");
    writeFileSync(join(dir, 'notes.txt'), 'secret');
    const modules = browserModules([pathToFileURL(join(dir, 'game.js')).href, '@quadrille/no-such-package']);
    expect(modules.modules[0]).toBe('/mod/0/game.js');
    expect(modules.file('/mod/0/game.js')).toContain('mnk');
    expect(modules.file('/mod/0/notes.txt')).toBeUndefined();
    expect(modules.file('/mod/0/../../etc/passwd')).toBeUndefined();
    expect(modules.file('/mod/1/game.js')).toBeUndefined();
    expect(modules.missing).toContain('@quadrille/no-such-package');
  });
});
