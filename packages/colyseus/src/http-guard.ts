/**
 * {@link guardHttp}: the server's HTTP front, ahead of Colyseus's routes. It serves the
 * matchmaking requests itself — a body over the limit refused with 413 before it is parsed,
 * a body that is not JSON of an object with 400, the client's address counted against the
 * server's limits, every refusal a short JSON `{ code, message }` with a 4xx status — and
 * `/healthz` and `/metrics`; everything else goes on to Colyseus and the Express app.
 *
 * @module
 */

import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { matchMaker } from '@colyseus/core';
import { isPlainObject } from '@quadrille/core';
import { RoomError } from './errors.js';
import { httpRefusal, sendRefusal } from './http-errors.js';
import type { LimitKeeper } from './limits.js';
import type { ServerMetrics } from './metrics.js';

/** What the front needs. */
export interface GuardSettings {
  readonly limits: LimitKeeper;
  /** The metrics served at `/metrics`, or `undefined` for none. */
  readonly metrics: ServerMetrics | undefined;
  /** Whether the server is shutting down (health answers 503, matchmaking refuses). */
  readonly stopping: () => boolean;
  /** Where the text of internal errors goes (never to the client). */
  readonly log: (line: string) => void;
}

/** Headers every response carries: no MIME sniffing, no referrer sent elsewhere. */
const COMMON_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
};

/**
 * Puts the front ahead of every `request` listener of `http` (call it once the server
 * listens, when Colyseus has bound its routes).
 */
export function guardHttp(http: Server, settings: GuardSettings): void {
  const behind = http.listeners('request') as ((req: IncomingMessage, res: ServerResponse) => void)[];
  http.removeAllListeners('request');
  http.on('request', (req: IncomingMessage, res: ServerResponse) => {
    for (const [name, value] of Object.entries(COMMON_HEADERS)) res.setHeader(name, value);
    const path = (req.url ?? '/').split('?')[0]!;
    const matchmake = /^\/matchmake\/([^/]+)\/([^/]+)$/.exec(path);
    if (req.method === 'POST' && matchmake !== null) {
      corsHeaders(req, res);
      void serveMatchmake(req, res, matchmake[1]!, matchmake[2]!, settings);
    } else if (req.method === 'GET' && path === '/healthz') serveHealth(res, settings);
    else if (req.method === 'GET' && path === '/metrics' && settings.metrics !== undefined)
      void serveMetrics(res, settings.metrics, settings.log);
    else for (const listener of behind) listener.call(http, req, res);
  });
}

/** Colyseus's CORS headers, as its own route sets them (clients may be pages elsewhere). */
function corsHeaders(req: IncomingMessage, res: ServerResponse): void {
  const headers = new Headers();
  for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string') headers.set(k, v);
  const cors = {
    ...matchMaker.controller.DEFAULT_CORS_HEADERS,
    ...matchMaker.controller.getCorsHeaders(headers),
  };
  for (const [k, v] of Object.entries(cors)) res.setHeader(k, v as string);
}

/** The client's address: the socket's, or with `trustProxy` the proxy's last `X-Forwarded-For`. */
export function clientAddress(req: IncomingMessage, trustProxy: boolean): string {
  const forwarded = req.headers['x-forwarded-for'];
  const last = typeof forwarded === 'string' ? forwarded.split(',').at(-1)?.trim() : undefined;
  const address = trustProxy && last ? last : (req.socket.remoteAddress ?? '');
  return address.startsWith('::ffff:') ? address.slice(7) : address;
}

async function serveMatchmake(
  req: IncomingMessage,
  res: ServerResponse,
  method: string,
  roomName: string,
  settings: GuardSettings,
): Promise<void> {
  const { limits } = settings;
  try {
    if (settings.stopping()) throw new RoomError('the server is shutting down', 'shutting-down');
    const options = parseOptions(await readBody(req, limits.limits.maxBodyBytes));
    const address = clientAddress(req, limits.limits.trustProxy);
    limits.admit(method, address);
    const authorization = req.headers.authorization;
    const token = authorization?.startsWith('Bearer ') ? authorization.slice(7) : undefined;
    const reservation = (await matchMaker.controller.invokeMethod(method, safeName(roomName), options, {
      token,
      headers: new Headers(),
      ip: address,
      req,
    })) as { roomId?: unknown; sessionId?: unknown };
    if (typeof reservation.roomId === 'string' && typeof reservation.sessionId === 'string')
      limits.reserved(method, address, reservation.roomId, reservation.sessionId);
    const body = JSON.stringify(reservation);
    res.setHeader('content-type', 'application/json');
    res.setHeader('content-length', Buffer.byteLength(body));
    res.end(body);
  } catch (e) {
    const refusal = httpRefusal(e);
    if (refusal.status >= 500 && refusal.rejection.code === 'ERR_INTERNAL')
      settings.log(`matchmaking ${method}: ${e instanceof Error ? e.message : String(e)}`);
    if (refusal.status === 413) drain(req);
    sendRefusal(res, refusal);
  }
}

/** The most bytes of a refused body read (and thrown away) so that the client sees the 413. */
const DRAIN_BYTES = 1024 * 1024;

/**
 * After a body too large, the rest is read and thrown away up to {@link DRAIN_BYTES} (nothing
 * is kept), so that a client still sending reads the 413 rather than a reset; past that the
 * connection is cut.
 */
function drain(req: IncomingMessage): void {
  let drained = 0;
  req.on('data', (chunk: Buffer) => {
    drained += chunk.length;
    if (drained > DRAIN_BYTES) req.socket.destroy();
  });
  req.resume();
}

/** The room name or id of the URL, decoded; a malformed one is the client's mistake. */
function safeName(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    throw new RoomError('the URL is malformed', 'bad-request');
  }
}

/** Reads a request's body, refusing it as soon as it passes `max` bytes (or says it will). */
function readBody(req: IncomingMessage, max: number): Promise<string> {
  const tooLarge = () =>
    new RoomError(`a matchmaking request's body is at most ${max} bytes`, 'body-too-large');
  if (Number(req.headers['content-length'] ?? 0) > max) return Promise.reject(tooLarge());
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > max) {
        req.removeAllListeners('data');
        req.pause();
        reject(tooLarge());
      } else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', () => reject(new RoomError('the request was cut', 'bad-request')));
  });
}

/** The options a body carries: an empty body is `{}`; anything but JSON of an object is refused. */
function parseOptions(text: string): Record<string, unknown> {
  if (text.trim() === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new RoomError('the body is not JSON', 'bad-request');
  }
  if (!isPlainObject(value)) throw new RoomError('the body must be a JSON object of options', 'bad-request');
  return value;
}

function serveHealth(res: ServerResponse, settings: GuardSettings): void {
  const stopping = settings.stopping();
  const body = JSON.stringify({ status: stopping ? 'stopping' : 'ok', rooms: settings.limits.roomCount });
  res.writeHead(stopping ? 503 : 200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  res.end(body);
}

async function serveMetrics(res: ServerResponse, metrics: ServerMetrics, log: (line: string) => void) {
  try {
    const text = await metrics.registry.metrics();
    res.setHeader('content-type', metrics.registry.contentType);
    res.end(text);
  } catch (e) {
    log(`metrics: ${e instanceof Error ? e.message : String(e)}`);
    sendRefusal(res, httpRefusal(e));
  }
}
