/** SeatTable: which seat a joining client takes, tokens, names, drops, holds and the start. */
import { describe, expect, it } from 'vitest';
import type { LongTimer } from '../../src/long-timer.js';
import type { Joining } from '../../src/options.js';
import { SeatTable, sameSecret, secret } from '../../src/room/seats.js';

const nobody: Joining = { seat: undefined, name: undefined, token: undefined };
const client = (sessionId: string) => ({ sessionId });

/** A two-seat table (Red, Blue), both seats a person's. */
function table(computers: readonly number[] = [0, 0]) {
  return new SeatTable(
    computers.map((computer) => ({ token: '', name: '', computer })),
    ['Red', 'Blue'],
    false,
  );
}

/** A hold that records whether it was cleared. */
function hold() {
  const h = { cleared: false, clear: () => void (h.cleared = true) };
  return h satisfies LongTimer;
}

describe('SeatTable', () => {
  it('seats clients in order with a token each, starts once every seat is taken, then seats no one', () => {
    const seats = table();
    expect(seats.seatFor(nobody, false)).toBe(0);
    expect(seats.sit(0, client('a'), 'Ann')).toBeUndefined();
    expect(seats.startIfFull()).toBe(false);
    expect(seats.seatFor(nobody, false)).toBe(1);
    seats.sit(1, client('b'), undefined);
    expect(seats.startIfFull()).toBe(true);
    expect(seats.startIfFull()).toBe(false);
    expect(seats.started).toBe(true);
    expect(seats.seatFor(nobody, false)).toBe(-1);
    expect(seats.token(0)).toMatch(/^[\w-]{22}$/);
    expect(seats.token(1)).not.toBe(seats.token(0));
    expect([seats.shownName(0), seats.shownName(1)]).toEqual(['Ann', 'Blue']);
    expect(seats.stored()).toEqual([
      { token: seats.token(0), name: 'Ann', computer: 0 },
      { token: seats.token(1), name: 'Blue', computer: 0 },
    ]);
    expect(seats.seatOf(client('b'))).toBe(1);
    expect(seats.seatOf(client('s'))).toBe(-1);
  });

  it('counts computer seats as taken and names them', () => {
    const seats = table([0, 3]);
    expect(seats.shownName(1)).toBe('Computer (level 3)');
    seats.sit(seats.seatFor(nobody, false), client('a'), '');
    expect(seats.startIfFull()).toBe(true);
    expect(seats.shownName(0)).toBe('Red');
    expect(() => seats.seatFor({ ...nobody, seat: 1 }, false)).toThrow(
      expect.objectContaining({ code: 'ERR_ROOM', reason: 'no-seat' }),
    );
  });

  it('seats a client by the seat it asks for or by its token; refuses a taken seat and a bad token', () => {
    const seats = table();
    expect(seats.seatFor({ ...nobody, seat: 1 }, false)).toBe(1);
    seats.sit(1, client('b'), 'Bob');
    expect(() => seats.seatFor({ ...nobody, seat: 1 }, false)).toThrow(
      expect.objectContaining({ reason: 'seat-taken' }),
    );
    expect(() => seats.seatFor({ ...nobody, seat: 2 }, false)).toThrow(
      expect.objectContaining({ reason: 'no-seat' }),
    );
    expect(() => seats.seatFor({ ...nobody, token: 'nope' }, false)).toThrow(
      expect.objectContaining({ reason: 'bad-token' }),
    );
    // A token rejoins its seat, even once the game is over; a stranger then watches.
    expect(seats.seatFor({ ...nobody, token: seats.token(1) }, true)).toBe(1);
    expect(seats.seatFor(nobody, true)).toBe(-1);
  });

  it('a token rejoining from elsewhere takes the seat over: the client before is returned, its reconnection given up', () => {
    const seats = table();
    const first = client('a');
    seats.sit(0, first, 'Ann');
    const token = seats.token(0);
    let givenUp = 0;
    seats.dropped(0, () => givenUp++);
    expect(seats.connected(0)).toBe(false);
    expect(seats.client(0)).toBe(first);
    expect(seats.sit(0, client('a2'), undefined)).toBe(first);
    expect(givenUp).toBe(1);
    expect(seats.token(0)).toBe(token);
    // The name given before stays.
    expect(seats.shownName(0)).toBe('Ann');
    expect(seats.connected(0)).toBe(true);
  });

  it('keeps a dropped seat for its client, which reconnects', () => {
    const seats = table();
    seats.sit(0, client('a'), undefined);
    seats.dropped(0, () => {});
    expect(seats.anyConnected).toBe(false);
    const back = client('a');
    seats.reconnected(0, back);
    expect(seats.client(0)).toBe(back);
    expect(seats.anyConnected).toBe(true);
  });

  it('holds a departed seat for its token, then frees it for the next client', () => {
    const seats = table();
    seats.sit(0, client('a'), undefined);
    seats.left(0);
    expect(seats.client(0)).toBeUndefined();
    expect(seats.taken(0)).toBe(true);
    const first = hold();
    seats.hold(0, first);
    const second = hold();
    seats.hold(0, second);
    expect(first.cleared).toBe(true);
    expect(seats.holdEnded(0)).toBe(true);
    seats.free(0);
    expect([seats.token(0), seats.taken(0)]).toEqual(['', false]);
    expect(seats.seatFor(nobody, false)).toBe(0);
    // A seat taken again while held: its hold ends, and it is not freed.
    seats.sit(0, client('c'), undefined);
    seats.left(0);
    const third = hold();
    seats.hold(0, third);
    seats.sit(0, client('c'), undefined);
    expect(third.cleared).toBe(true);
    expect(seats.holdEnded(0)).toBe(false);
  });

  it('restores stored seats: tokens, names, and whether the game started', () => {
    const seats = new SeatTable(
      [
        { token: 'tok-a', name: 'Ann', computer: 0 },
        { token: '', name: '', computer: 2 },
      ],
      ['Red', 'Blue'],
      true,
    );
    expect(seats.started).toBe(true);
    expect(seats.seatFor({ ...nobody, token: 'tok-a' }, false)).toBe(0);
    expect(seats.client(0)).toBeUndefined();
    expect(seats.computer(1)).toBe(2);
    expect(() => seats.token(2)).toThrow(RangeError);
  });
});

describe('secrets', () => {
  it('are 128 random bits, compared in constant time; an empty one matches nothing', () => {
    const a = secret();
    expect(a).toMatch(/^[\w-]{22}$/);
    expect(secret()).not.toBe(a);
    expect(sameSecret(a, `${a}`)).toBe(true);
    expect(sameSecret(a, secret())).toBe(false);
    expect(sameSecret('', '')).toBe(false);
    expect(sameSecret(a, a.slice(1))).toBe(false);
  });
});
