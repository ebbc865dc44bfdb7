/** What the synced state shows of a room's parts: the game, the seats, the play. */
import { talpa } from '@quadrille/games';
import { describe, expect, it } from 'vitest';
import { GameState } from '../../src/index.js';
import { lossOf, MoveLedger } from '../../src/room/ledger.js';
import { type SeatClient, SeatTable } from '../../src/room/seats.js';
import { showPlay, showRoom, showSeats } from '../../src/room/synced-state.js';
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
  const clock = new TurnClock({ total: 60_000, increment: 0 }, [50_000, 60_000]);
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
        { sessionId: '', connected: false, name: 'Ann', computer: 0, clock: 50_000 },
        { sessionId: '', connected: false, name: 'Computer (level 2)', computer: 2, clock: 60_000 },
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
    room.clock.set([40_000, 30_000]);
    showPlay(state, room);
    expect(state.toJSON()).toMatchObject({ over: true, end: 'resigned', scores: [1, 0], winners: [0] });
    expect(state.seats.map((s) => s.clock)).toEqual([40_000, 30_000]);
  });

  it('shows -1 for the clocks of a room without one', () => {
    const room = { ...parts(), clock: new TurnClock(null, []) };
    const state = new GameState();
    showRoom(state, room);
    expect(state.seats.map((s) => s.clock)).toEqual([-1, -1]);
  });
});
