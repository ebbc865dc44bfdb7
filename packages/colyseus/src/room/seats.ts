/**
 * {@link SeatTable}: who sits where in a room — each seat's token, name and computer level (as
 * stored), the client sitting there, whether it is connected, and what keeps its seat while it
 * is away — and which seat a joining client takes.
 *
 * @module
 */

import { randomBytes, timingSafeEqual } from 'node:crypto';
import { RoomError } from '../errors.js';
import type { LongTimer } from '../long-timer.js';
import type { Joining } from '../options.js';
import type { StoredSeat } from '../stored-room.js';

/** A client as the seats know it. */
export interface SeatClient {
  /** The client's session, unique in the room. */
  readonly sessionId: string;
}

/** A seat as the room runs it. */
interface Seat<C extends SeatClient> {
  /** The secret that rejoins the seat; empty while the seat is free. */
  token: string;
  /** The name given (or the seat's name once taken); empty for none. */
  name: string;
  /** The computer's level, or 0 for a person. */
  readonly computer: number;
  /** The client sitting there, while it holds the seat (connected or dropped). */
  client: C | undefined;
  /** Whether that client is connected now. */
  connected: boolean;
  /** Frees the seat when it fires (a dropped or departed client's time to come back). */
  hold: LongTimer | undefined;
  /** Gives up the dropped client's pending reconnection (when a token rejoins the seat). */
  giveUpReconnection: (() => void) | undefined;
}

/** A random secret of 128 bits, as text. */
export function secret(): string {
  return randomBytes(16).toString('base64url');
}

/** Whether two secrets are the same, compared in constant time; an empty one is nobody's. */
export function sameSecret(a: string, b: string): boolean {
  if (a === '' || b === '' || a.length !== b.length) return false;
  return timingSafeEqual(Buffer.from(a), Buffer.from(b));
}

/**
 * The seats of a room, in order. A seat is taken when a token holds it or a computer plays it;
 * the game starts once every seat is taken, and stays started.
 *
 * @typeParam C - the room's client type.
 */
export class SeatTable<C extends SeatClient> {
  readonly #seats: Seat<C>[];
  readonly #names: readonly string[];
  #started: boolean;

  /**
   * @param stored - the seats as stored (a new room's: no token, no name).
   * @param names - the game's name of each seat (`Red`), shown for a person seat with no name.
   * @param started - whether every seat was taken already (a resumed room).
   */
  constructor(stored: readonly StoredSeat[], names: readonly string[], started: boolean) {
    this.#seats = stored.map((s) => ({
      token: s.token,
      name: s.name,
      computer: s.computer,
      client: undefined,
      connected: false,
      hold: undefined,
      giveUpReconnection: undefined,
    }));
    this.#names = names;
    this.#started = started;
  }

  /** The number of seats. */
  get count(): number {
    return this.#seats.length;
  }

  /** Whether every seat has been taken (moves and clocks run). */
  get started(): boolean {
    return this.#started;
  }

  /** Whether a client of a person seat is connected now (spectators do not count). */
  get anyConnected(): boolean {
    return this.#seats.some((s) => s.connected);
  }

  /** The seats as stored. */
  stored(): StoredSeat[] {
    return this.#seats.map(({ token, name, computer }) => ({ token, name, computer }));
  }

  /** The computer level of `seat`, or 0 for a person's. */
  computer(seat: number): number {
    return this.#seat(seat).computer;
  }

  /** The name shown for `seat`: the one given, else the computer's or the game's. */
  shownName(seat: number): string {
    const s = this.#seat(seat);
    if (s.name !== '') return s.name;
    if (s.computer > 0) return `Computer (level ${s.computer})`;
    return this.#names[seat] ?? `Seat ${seat}`;
  }

  /** The token of `seat` (empty while free). */
  token(seat: number): string {
    return this.#seat(seat).token;
  }

  /** The client at `seat` (connected or dropped), if any. */
  client(seat: number): C | undefined {
    return this.#seat(seat).client;
  }

  /** Whether the client at `seat` is connected. */
  connected(seat: number): boolean {
    return this.#seat(seat).connected;
  }

  /** The seat `client` sits at, or -1 (a spectator). */
  seatOf(client: SeatClient): number {
    return this.#seats.findIndex((s) => s.client !== undefined && s.client.sessionId === client.sessionId);
  }

  /** Whether `seat` is taken: a token holds it, or a computer plays it. */
  taken(seat: number): boolean {
    const s = this.#seat(seat);
    return s.token !== '' || s.computer > 0;
  }

  /**
   * The seat a joining client takes: the one its token holds, the one it asks for, or the first
   * free one; -1 to watch (every seat taken, or the game over).
   *
   * @param over - whether the game is over (then only a token or a seat asked for seats a client).
   * @throws {@link RoomError}: `bad-token` for a token that holds no seat, `no-seat` for a seat
   *   asked for that is not a person's, `seat-taken` for one that is taken.
   */
  seatFor(joining: Joining, over: boolean): number {
    if (joining.token !== undefined) {
      const seat = this.#seats.findIndex((s) => sameSecret(s.token, joining.token!));
      if (seat < 0) throw new RoomError('that token holds no seat here', 'bad-token');
      return seat;
    }
    if (joining.seat !== undefined) {
      if (joining.seat >= this.#seats.length || this.#seats[joining.seat]!.computer > 0)
        throw new RoomError(`there is no seat ${joining.seat} for a person`, 'no-seat');
      if (this.taken(joining.seat)) throw new RoomError(`seat ${joining.seat} is taken`, 'seat-taken');
      return joining.seat;
    }
    if (over) return -1;
    for (let seat = 0; seat < this.#seats.length; seat++) if (!this.taken(seat)) return seat;
    return -1;
  }

  /**
   * Sits `client` at `seat` (connected), with `name` if one is given: its hold ends, a pending
   * reconnection of the client before is given up, and a free seat gets a new token. Returns the
   * client that sat there before, if another one, for the room to send away.
   */
  sit(seat: number, client: C, name: string | undefined): C | undefined {
    const s = this.#seat(seat);
    s.hold?.clear();
    s.hold = undefined;
    s.giveUpReconnection?.();
    s.giveUpReconnection = undefined;
    const previous = s.client;
    s.client = client;
    s.connected = true;
    if (s.token === '') s.token = secret();
    s.name = name !== undefined && name !== '' ? name : this.shownName(seat);
    return previous !== undefined && previous !== client ? previous : undefined;
  }

  /**
   * Starts the game if every seat is taken now; whether it started just now (it starts once).
   */
  startIfFull(): boolean {
    if (this.#started || !this.#seats.every((_, seat) => this.taken(seat))) return false;
    this.#started = true;
    return true;
  }

  /**
   * The client at `seat` dropped: it keeps the seat while its reconnection is pending, which
   * `giveUp` gives up.
   */
  dropped(seat: number, giveUp: () => void): void {
    const s = this.#seat(seat);
    s.connected = false;
    s.giveUpReconnection = giveUp;
  }

  /** The client at `seat` came back (`client`, its new connection). */
  reconnected(seat: number, client: C): void {
    const s = this.#seat(seat);
    s.giveUpReconnection = undefined;
    s.client = client;
    s.connected = true;
  }

  /** The client at `seat` is gone; its token still holds the seat until it is freed. */
  left(seat: number): void {
    const s = this.#seat(seat);
    s.client = undefined;
    s.giveUpReconnection = undefined;
    s.connected = false;
  }

  /** Keeps `seat` for its token until `hold` fires (any hold before is cleared). */
  hold(seat: number, hold: LongTimer): void {
    const s = this.#seat(seat);
    s.hold?.clear();
    s.hold = hold;
  }

  /** The hold of `seat` fired: whether the seat is still empty (and so to be freed). */
  holdEnded(seat: number): boolean {
    const s = this.#seat(seat);
    s.hold = undefined;
    return s.client === undefined;
  }

  /** Frees `seat`: its token holds it no more, and the next client to come takes it. */
  free(seat: number): void {
    const s = this.#seat(seat);
    s.hold?.clear();
    s.hold = undefined;
    s.token = '';
    s.client = undefined;
    s.connected = false;
  }

  #seat(seat: number): Seat<C> {
    const s = this.#seats[seat];
    if (s === undefined) throw new RangeError(`no seat ${seat}`);
    return s;
  }
}
