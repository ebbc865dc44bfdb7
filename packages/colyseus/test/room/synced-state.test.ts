/** What the synced state shows of a room's parts: the game, the seats, the play. */
import { GameClock } from '@quadrille/core';
import { talpa } from '@quadrille/games';
import { describe, expect, it } from 'vitest';
import { GameState } from '../../src/index.js';
import { lossOf, MoveLedger } from '../../src/room/ledger.js';
import { type SeatClient, SeatTable } from '../../src/room/seats.js';
import { showClock, showPlay, showRoom, showSeats } from '../../src/room/synced-state.js';
import { TurnClock } from '../../src/room/turn-clock.js';

function parts() {
  const ledger = MoveLedger.replay(talpa, { size: 4 }, ['a1xa2']);
  const seats = new SeatTable<SeatClient>(
    [
      { token: 't', name: 'Ann', computer: 0 },
      { token: '', name: '', computer: 2 },
    ],
    ['Red', 'Blue'],
    true,
  );
  const settings = new GameClock({ totalMs: 60_000, byoMs: 10_000, stones: 5 }).settings;
  const clock = new TurnClock(settings, [
    { remainingMs: 50_000, periodMovesLeft: 0 },
    { remainingMs: 7000, periodMovesLeft: 3 },
  ]);
  return { game: 'talpa', options: { size: 4 }, ledger, seats, clock };
}

describe('the synced state', () => {
  it('shows a room: game, options, moves, seats and play', () => {
    const room = parts();
    const state = new GameState();
    showRoom(state, room);
    expect(state.toJSON()).toEqual({
      game: 'talpa',
      options: '{"size":4}',
      moves: ['a1xa2'],
      turn: 1,
      started: true,
      over: false,
      end: '',
      scores: [],
      winners: [],
      seats: [
        { sessionId: '', connected: false, name: 'Ann', computer: 0, clock: 50_000, periodMovesLeft: 0 },
        {
          sessionId: '',
          connected: false,
          name: 'Computer (level 2)',
          computer: 2,
          clock: 7000,
          periodMovesLeft: 3,
        },
      ],
    });
  });

  it('shows who sits where, and the end with its result', () => {
    const room = parts();
    const state = new GameState();
    showRoom(state, room);
    room.seats.sit(0, { sessionId: 's1' }, 'Annie');
    showSeats(state, room.seats);
    expect(state.seats[0]!.toJSON()).toMatchObject({ sessionId: 's1', connected: true, name: 'Annie' });
    room.ledger.finish('resigned', lossOf(1, 2));
    room.clock.set([
      { remainingMs: 40_000, periodMovesLeft: 0 },
      { remainingMs: 3000, periodMovesLeft: 2 },
    ]);
    showPlay(state, room);
    expect(state.toJSON()).toMatchObject({ over: true, end: 'resigned', scores: [1, 0], winners: [0] });
    expect(state.seats.map((s) => [s.clock, s.periodMovesLeft])).toEqual([
      [40_000, 0],
      [3000, 2],
    ]);
  });

  it('shows the tick of a running clock on its seat only', () => {
    const room = parts();
    const state = new GameState();
    showRoom(state, room);
    showClock(state, 0, { clock: 2000, periodMovesLeft: 5 });
    expect(state.seats.map((s) => [s.clock, s.periodMovesLeft])).toEqual([
      [2000, 5],
      [7000, 3],
    ]);
  });

  it('shows -1 for the clocks of a room without one', () => {
    const room = { ...parts(), clock: new TurnClock(null, []) };
    const state = new GameState();
    showRoom(state, room);
    expect(state.seats.map((s) => [s.clock, s.periodMovesLeft])).toEqual([
      [-1, 0],
      [-1, 0],
    ]);
  });
});
