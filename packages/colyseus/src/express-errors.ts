/**
 * {@link jsonErrors}: the last handlers of the server's Express app — a request no route
 * answered is a JSON 404, and an error a route threw is a JSON answer with the error's 4xx
 * status (a malformed URL is 400) or a bare 500, never Express's page with its stack and paths.
 *
 * @module
 */

import type { IncomingMessage, ServerResponse } from 'node:http';
import { type HttpRefusal, sendRefusal } from './http-errors.js';

/** The least of an Express app these handlers need. */
interface Handlers {
  use(handler: (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void): unknown;
  use(
    handler: (
      error: unknown,
      req: IncomingMessage,
      res: ServerResponse,
      next: (error?: unknown) => void,
    ) => void,
  ): unknown;
}

/** The refusal of an error an Express route threw (Express and its parsers set `status`). */
export function expressRefusal(error: unknown): HttpRefusal {
  const status = error instanceof URIError ? 400 : (error as { status?: unknown } | undefined)?.status;
  const code = typeof status === 'number' && status >= 400 && status < 500 ? status : 500;
  if (code === 500 || !(error instanceof Error))
    return { status: 500, rejection: { code: 'ERR_INTERNAL', reason: '', message: 'internal error' } };
  const message = error instanceof URIError ? 'the URL is malformed' : 'the request was refused';
  return { status: code, rejection: { code: 'ERR_ROOM', reason: 'bad-request', message } };
}

/** Adds the JSON 404 and error handlers to `app` (after every other route). */
export function jsonErrors(app: unknown, log: (line: string) => void): void {
  const handlers = app as Handlers;
  handlers.use((_req, res) => {
    sendRefusal(res, {
      status: 404,
      rejection: { code: 'ERR_ROOM', reason: 'not-found', message: 'nothing here' },
    });
  });
  handlers.use((error: unknown, req: IncomingMessage, res: ServerResponse, _next: (e?: unknown) => void) => {
    const refusal = expressRefusal(error);
    if (refusal.status === 500)
      log(`${req.method} ${req.url}: ${error instanceof Error ? error.message : String(error)}`);
    if (res.headersSent) res.destroy();
    else sendRefusal(res, refusal);
  });
}
