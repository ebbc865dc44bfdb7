/**
 * `quadrille serve`: hosts every game of the catalogue (and of each `--module`) online — one
 * Colyseus room type per game, named by its id (`@quadrille/colyseus`) — and serves a page at
 * `/` to play in a browser against a friend or the computer. Colyseus is loaded only here, so
 * that the other commands never need it.
 *
 * @module
 */

import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { isQuadrilleError } from '@quadrille/core';
import { numberFlag, parseFlags } from '../flags.js';
import { type GameList, loadModules, withModules } from '../games.js';
import type { Io } from '../io.js';
import { type BrowserModules, browserModules } from '../serve/browser-modules.js';
import { DEFAULT_IDLE_S, DEFAULT_MOVE_TIMEOUT_S, LIMIT_FLAGS, serveLimits } from '../serve/limit-flags.js';
import { APP_JS, BOARD_JS, pageHtml } from '../serve/page.js';
import { pageHeaders } from '../serve/page-headers.js';
import { UsageError } from '../usage-error.js';

/** Usage of `quadrille serve`. */
export const SERVE_USAGE = `quadrille serve [--port P] [--host H] [--redis URL] [--module M]... [--reconnect S] [--max-level N]
    [--move-timeout S] [--idle S] [--max-rooms N] [--max-rooms-per-address N]
    [--max-seats-per-address N] [--max-creates-per-minute N] [--memory-budget MIB] [--trust-proxy]
  Hosts every game online (Colyseus rooms named by game id: talpa, blokus, ...) on H:P (default
  127.0.0.1:2567) with a page at / to play in a browser against a friend or the computer (levels
  1 to --max-level, default 4). --redis redis://host:port/db stores every move in Redis and lets
  several servers share the rooms; a seat is kept --reconnect seconds (default 60) for a player
  who dropped. A seat that does not move in --move-timeout seconds loses (default ${DEFAULT_MOVE_TIMEOUT_S}), a room
  with no player connected ends after --idle seconds (default ${DEFAULT_IDLE_S}); 0 turns either off. The
  limits across rooms (defaults 1000 rooms, 20 rooms and 50 seats per address, 30 creates a
  minute per address, 512 MiB of memory for games) and --trust-proxy (read the client's address
  from X-Forwarded-For) are in docs/security.md. /healthz and /metrics (Prometheus) are served
  beside the page. Needs @quadrille/colyseus and Colyseus (see docs/online.md).`;

/** What to install for `quadrille serve`. */
const INSTALL =
  'npm install @quadrille/colyseus @colyseus/core@0.17 @colyseus/schema@4 @colyseus/ws-transport@0.17 express @colyseus/sdk@0.17';

/** The `@quadrille/colyseus` module, or a usage error saying what to install. */
async function importColyseus(): Promise<typeof import('@quadrille/colyseus')> {
  try {
    return await import('@quadrille/colyseus');
  } catch (e) {
    const code = (e as { code?: unknown }).code;
    if (code !== 'ERR_MODULE_NOT_FOUND' && code !== 'MODULE_NOT_FOUND') throw e;
    throw new UsageError(`quadrille serve needs Colyseus, which is not installed: ${INSTALL}`);
  }
}

/** The browser build of the Colyseus client SDK, or `undefined` when it is not installed. */
function sdkScript(): string | undefined {
  try {
    const pkg = createRequire(import.meta.url).resolve('@colyseus/sdk/package.json');
    return readFileSync(join(dirname(pkg), 'dist', 'colyseus.js'), 'utf8');
  } catch {
    return undefined;
  }
}

function send(
  res: ServerResponse,
  headers: Readonly<Record<string, string>>,
  status: number,
  type: string,
  body: string,
): void {
  res.statusCode = status;
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.setHeader('content-type', `${type}; charset=utf-8`);
  res.end(body);
}

/** The path of a module URL, decoded; `undefined` for a malformed one (a client's mistake). */
function modulePath(url: string | undefined): string | undefined {
  try {
    return decodeURIComponent(new URL(url ?? '/', 'http://page').pathname);
  } catch {
    return undefined;
  }
}

/** Routes of the Express app that Colyseus's transport serves beside the rooms. */
interface Routes {
  get(path: string | RegExp, handler: (req: IncomingMessage, res: ServerResponse) => void): unknown;
}

/**
 * Adds the page, its scripts and the browser builds of its modules to `app`, each with the
 * page's security headers (`otherProcesses`: rooms may live on other processes, see
 * {@link pageHeaders}).
 */
export function addPageRoutes(
  app: Routes,
  games: GameList,
  maxLevel: number,
  modules: BrowserModules,
  otherProcesses = false,
): void {
  const html = pageHtml(games, maxLevel, modules);
  const headers = pageHeaders(html, otherProcesses);
  const sdk = sdkScript();
  app.get('/', (_req, res) => send(res, headers, 200, 'text/html', html));
  app.get('/favicon.ico', (_req, res) => send(res, headers, 204, 'text/plain', ''));
  app.get('/app.js', (_req, res) => send(res, headers, 200, 'text/javascript', APP_JS));
  app.get('/board.js', (_req, res) => send(res, headers, 200, 'text/javascript', BOARD_JS));
  app.get('/colyseus.js', (_req, res) =>
    sdk === undefined
      ? send(
          res,
          headers,
          404,
          'text/plain',
          'the page needs @colyseus/sdk 0.17: npm install @colyseus/sdk@0.17',
        )
      : send(res, headers, 200, 'text/javascript', sdk),
  );
  app.get(/^\/(pkg|mod)\//, (req, res) => {
    const path = modulePath(req.url);
    const text = path === undefined ? undefined : modules.file(path);
    // The answer names no path: a module the page does not have is simply not found.
    if (text === undefined) send(res, headers, 404, 'application/json', NO_MODULE);
    else send(res, headers, 200, path!.endsWith('.map') ? 'application/json' : 'text/javascript', text);
  });
}

/** The answer for a module URL the page does not serve. */
const NO_MODULE = JSON.stringify({ code: 'ERR_ROOM', message: 'ERR_ROOM not-found: no such module' });

/** Runs `quadrille serve` until SIGINT or SIGTERM. */
export async function serve(args: readonly string[], io: Io, catalogueGames: GameList): Promise<number> {
  const { values, positionals } = parseFlags(args, {
    port: { type: 'string' },
    host: { type: 'string' },
    redis: { type: 'string' },
    module: { type: 'string', multiple: true },
    reconnect: { type: 'string' },
    'max-level': { type: 'string' },
    ...LIMIT_FLAGS,
  });
  if (positionals.length > 0) throw new UsageError(`unexpected argument '${positionals[0]}'`);
  const port = numberFlag('port', values.port, 2567, { min: 1, max: 65535, integer: true });
  const reconnectSeconds = numberFlag('reconnect', values.reconnect, 60, {
    min: 0,
    max: 86_400,
    integer: true,
  });
  const maxLevel = numberFlag('max-level', values['max-level'], 4, { min: 1, max: 8, integer: true });
  const host = values.host ?? '127.0.0.1';
  const bounds = serveLimits(values);
  if (values.redis !== undefined && !/^rediss?:\/\//.test(values.redis))
    throw new UsageError('--redis takes a URL: redis://host:port/db');
  const loaded = await loadModules(values.module);
  const games = withModules(catalogueGames, loaded);
  const modules = browserModules(loaded.map((m) => m.specifier));
  const { startServer } = await importColyseus();
  const running = await startServer({
    games,
    port,
    host,
    ...(values.redis === undefined ? {} : { redis: values.redis }),
    room: { reconnectSeconds, maxComputerLevel: maxLevel as 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8, ...bounds.room },
    limits: bounds.limits,
    express: (app: Routes) => addPageRoutes(app, games, maxLevel, modules, values.redis !== undefined),
    log: (line) => io.stderr.write(`${line}\n`),
  }).catch((e: unknown) => {
    if (isQuadrilleError(e))
      throw new UsageError(e.reason === 'no-colyseus' ? `${e.message} (${INSTALL})` : e.message);
    if ((e as { code?: unknown }).code === 'EADDRINUSE')
      throw new UsageError(`port ${port} on ${host} is in use: give another with --port`);
    throw e;
  });
  const where = `http://${host.includes(':') ? `[${host}]` : host}:${running.port}/`;
  io.stderr.write(
    `quadrille serve: ${games.map((g) => g.id).join(', ')} at ${where} (rooms in ${running.store.name}${running.store.durable ? '' : ', lost when this process ends'})\n`,
  );
  if (modules.missing.length > 0)
    io.stderr.write(
      `quadrille serve: the page's board needs the builds of ${modules.missing.join(', ')} (npm run build)\n`,
    );
  await new Promise<void>((resolve) => {
    process.once('SIGINT', resolve);
    process.once('SIGTERM', resolve);
  });
  io.stderr.write('quadrille serve: shutting down\n');
  // Every room is stored (Redis) or ended, and its clients told, within the server's deadline.
  await running.stop();
  // Colyseus's reconnection timers would keep the process for the reconnection window: the
  // rooms are gone, so the process ends now (an unref'd timer does not itself keep it alive).
  setTimeout(() => process.exit(process.exitCode ?? 0), 100).unref();
  return 0;
}
