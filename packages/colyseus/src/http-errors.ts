/**
 * How the server answers an HTTP request it refuses: a status (4xx for a client's mistake, 5xx
 * only for the server's own trouble) and a short JSON body `{ code, message }` — never a stack,
 * a path or an exception's text. The message is the refusal line `CODE reason: message` that
 * the SDK shows as its error and {@link readRefusal} reads back.
 *
 * @module
 */

import type { ServerResponse } from 'node:http';
import { ErrorCode } from '@colyseus/core';
import { isQuadrilleError } from '@quadrille/core';
import { type Rejection, RoomError, readRefusal, refusalText, rejectionOf } from './errors.js';

/** A refusal, ready to send. */
export interface HttpRefusal {
  readonly status: number;
  readonly rejection: Rejection;
}

/** The HTTP status of a refusal. */
export function httpStatus(rejection: Rejection): number {
  if (rejection.code === 'ERR_INTERNAL') return 500;
  if (rejection.code !== 'ERR_ROOM') return 400;
  switch (rejection.reason) {
    case 'body-too-large':
      return 413;
    case 'not-found':
    case 'bad-token':
      return 404;
    case 'seat-taken':
    case 'room-full':
      return 409;
    case 'address-rooms':
    case 'address-seats':
    case 'create-rate':
      return 429;
    case 'too-many-rooms':
    case 'memory-budget':
    case 'shutting-down':
    case 'not-stored':
    case 'room-moved':
      return 503;
    default:
      return 400;
  }
}

const room = (reason: string, message: string): Rejection => ({ code: 'ERR_ROOM', reason, message });

/**
 * The refusal for `error`, thrown while serving a matchmaking request: a room's own refusal (its
 * text in a Colyseus error), a Colyseus matchmaking error, or anything else as an internal
 * error whose text stays in the server's log.
 */
export function httpRefusal(error: unknown): HttpRefusal {
  const rejection = toRejection(error);
  return { status: httpStatus(rejection), rejection };
}

function toRejection(error: unknown): Rejection {
  // Only our own errors tell their text: Node's (`ERR_…` too) may hold paths.
  if (error instanceof RoomError || isQuadrilleError(error)) return rejectionOf(error);
  const code = (error as { code?: unknown } | undefined)?.code;
  const message = error instanceof Error ? error.message : '';
  const refused = readRefusal(message);
  if (refused !== undefined) return refused;
  switch (code) {
    case ErrorCode.MATCHMAKE_NO_HANDLER:
      return room('not-found', 'no such room type or matchmaking method');
    case ErrorCode.MATCHMAKE_INVALID_CRITERIA:
    case ErrorCode.MATCHMAKE_INVALID_ROOM_ID:
    case ErrorCode.MATCHMAKE_EXPIRED:
      return room('not-found', 'no such room (or it is locked, or the reconnection expired)');
    case ErrorCode.AUTH_FAILED:
      return room('bad-join', 'the join was refused');
  }
  if (/already full|locked/.test(message)) return room('room-full', 'the room has no place left');
  return { code: 'ERR_INTERNAL', reason: '', message: 'internal error' };
}

/** Sends `refusal` as `{ code, message }` JSON. */
export function sendRefusal(res: ServerResponse, refusal: HttpRefusal): void {
  const body = JSON.stringify({ code: refusal.rejection.code, message: refusalText(refusal.rejection) });
  res.statusCode = refusal.status;
  res.setHeader('content-type', 'application/json; charset=utf-8');
  res.setHeader('content-length', Buffer.byteLength(body));
  res.end(body);
}
