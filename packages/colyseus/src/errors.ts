/**
 * {@link RoomError}: what a room refuses that is not the game's to say — a join it cannot seat,
 * a move it could not store. The game's own refusals keep their codes (`ERR_OPTIONS`,
 * `ERR_NOTATION`, `ERR_ILLEGAL_MOVE`, see core's errors).
 *
 * @module
 */

/** The code of every {@link RoomError}. */
export const ROOM_ERROR = 'ERR_ROOM';

/**
 * Why a room refused something, as {@link RoomError.reason}:
 * - `seat-taken` — a join asked for a seat another client holds;
 * - `no-seat` — a join asked for a seat the game does not have, or a computer's;
 * - `bad-token` — a join gave a token that holds no seat of this room;
 * - `bad-join` — join options that are not `{ seat?, name?, token? }` of the right types;
 * - `not-stored` — the store did not take an accepted move (nothing changed);
 * - `room-moved` — another process holds this room now (its lease was lost);
 * - `bad-record` — a stored room that does not restore;
 * - `too-many-rooms` — the server holds as many rooms as it may (`maxRooms`);
 * - `memory-budget` — the games' tables of the server's rooms would pass its memory budget;
 * - `address-rooms` — the client's address holds as many open rooms as it may;
 * - `address-seats` — the client's address holds as many seats (connections) as it may;
 * - `create-rate` — the client's address created rooms too often this last minute;
 * - `body-too-large` — a matchmaking request's body is over the limit (HTTP 413);
 * - `bad-request` — a matchmaking request that is not JSON of an object, or a malformed URL;
 * - `not-found` — no such room, room type or matchmaking method;
 * - `room-full` — the room has no place left (locked or at its most clients);
 * - `shutting-down` — the server is shutting down.
 */
export type RoomErrorReason =
  | 'seat-taken'
  | 'no-seat'
  | 'bad-token'
  | 'bad-join'
  | 'not-stored'
  | 'room-moved'
  | 'bad-record'
  | 'too-many-rooms'
  | 'memory-budget'
  | 'address-rooms'
  | 'address-seats'
  | 'create-rate'
  | 'body-too-large'
  | 'bad-request'
  | 'not-found'
  | 'room-full'
  | 'shutting-down';

/** A room's refusal, with the stable code {@link ROOM_ERROR} and a reason. */
export class RoomError extends Error {
  /** Always {@link ROOM_ERROR}. */
  readonly code: typeof ROOM_ERROR = ROOM_ERROR;
  /** Why. */
  readonly reason: RoomErrorReason;

  /**
   * @param message - one line for people.
   * @param reason - the stable reason.
   */
  constructor(message: string, reason: RoomErrorReason) {
    super(message);
    this.name = 'RoomError';
    this.reason = reason;
  }
}

/**
 * What a client receives as a `move-rejected` message (and as the error of a refused join, in
 * its message): the error's code (`ERR_NOTATION`, `ERR_ILLEGAL_MOVE`, `ERR_ROOM`, …), its reason
 * (`not-your-turn`, `too-long`, …) and one line for people.
 */
export interface Rejection {
  /** The stable code of the error. */
  readonly code: string;
  /** The stable reason within the code (empty when the error has none). */
  readonly reason: string;
  /** One line for people. */
  readonly message: string;
}

/**
 * The one line a refused create or join carries to the client as its error message:
 * `CODE reason: message` (`ERR_OPTIONS bad-size: size must be from 2 to 64, got 1000`), which
 * {@link readRefusal} reads back.
 */
export function refusalText(rejection: Rejection): string {
  return `${rejection.code}${rejection.reason === '' ? '' : ` ${rejection.reason}`}: ${rejection.message}`;
}

/**
 * The {@link Rejection} in the message of a refused create or join (the SDK's error), or
 * `undefined` for an error that is not a room's refusal (a network error).
 *
 * @example
 * ```ts
 * try {
 *   await client.create('talpa', { options: { size: 1000 } });
 * } catch (e) {
 *   readRefusal(e); // { code: 'ERR_OPTIONS', reason: 'bad-size', message: 'size must be …' }
 * }
 * ```
 */
export function readRefusal(error: unknown): Rejection | undefined {
  const text = error instanceof Error ? error.message : typeof error === 'string' ? error : undefined;
  const match = text === undefined ? null : /^(ERR_[A-Z_]+)(?: ([a-z0-9-]+))?: (.*)$/s.exec(text);
  if (match === null) return undefined;
  return { code: match[1]!, reason: match[2] ?? '', message: match[3]! };
}

/** The {@link Rejection} for an error thrown while handling a client's message. */
export function rejectionOf(error: unknown): Rejection {
  if (error instanceof Error) {
    const { code, reason } = error as { code?: unknown; reason?: unknown };
    return {
      code: typeof code === 'string' ? code : 'ERR_INTERNAL',
      reason: typeof reason === 'string' ? reason : '',
      message: typeof code === 'string' ? error.message : 'internal error',
    };
  }
  return { code: 'ERR_INTERNAL', reason: '', message: 'internal error' };
}
