/**
 * What a room shows its clients: its parts (the ledger, the seats, the clocks) written into the
 * synced {@link GameState}. Colyseus sends only what changed, so writing a field again with the
 * same value costs nothing.
 *
 * @module
 */

import { type GameState, SeatState } from '../state.js';
import type { MoveLedger } from './ledger.js';
import type { SeatClient, SeatTable } from './seats.js';
import type { ShownClock, TurnClock } from './turn-clock.js';

/** The parts of a room that its state shows. */
export interface ShownRoom {
  /** The game's id. */
  readonly game: string;
  /** The options the game was created with. */
  readonly options: unknown;
  /** The game: its moves, the seat to move, the end. */
  readonly ledger: MoveLedger;
  /** The seats: who sits where, names, computers, whether the game started. */
  readonly seats: SeatTable<SeatClient>;
  /** The clocks. */
  readonly clock: TurnClock;
}

/**
 * Writes `room` into a new, empty `state`: the game, its options, every move so far, one entry
 * per seat, and the play.
 */
export function showRoom(state: GameState, room: ShownRoom): void {
  state.game = room.game;
  state.options = JSON.stringify(room.options);
  for (const m of room.ledger.moves) state.moves.push(m);
  for (let seat = 0; seat < room.seats.count; seat++)
    state.seats.push(
      new SeatState({
        sessionId: '',
        connected: false,
        name: '',
        computer: room.seats.computer(seat),
        ...room.clock.shown(seat),
      }),
    );
  showSeats(state, room.seats);
  showPlay(state, room);
}

/** Each seat's client, connection and name; and whether the game started. */
export function showSeats(state: GameState, seats: SeatTable<SeatClient>): void {
  state.started = seats.started;
  for (let seat = 0; seat < seats.count; seat++) {
    const shown = state.seats[seat]!;
    shown.sessionId = seats.client(seat)?.sessionId ?? '';
    shown.connected = seats.connected(seat);
    shown.name = seats.shownName(seat);
  }
}

/** The seat to move, how the game ended and its result, and the clocks as of the turn's start. */
export function showPlay(state: GameState, room: Pick<ShownRoom, 'ledger' | 'clock'>): void {
  const { ledger, clock } = room;
  state.turn = ledger.position.turn;
  state.over = ledger.end !== null;
  state.end = ledger.end ?? '';
  state.scores.clear();
  state.winners.clear();
  const result = ledger.result;
  if (result !== null) {
    for (const x of result.scores) state.scores.push(x);
    for (const x of result.winners) state.winners.push(x);
  }
  for (let seat = 0; seat < state.seats.length; seat++) showClock(state, seat, clock.shown(seat));
}

/** What `seat`'s clock shows: its time left and its byo-yomi moves (the ticks of a running turn). */
export function showClock(state: GameState, seat: number, shown: ShownClock): void {
  const seatState = state.seats[seat]!;
  seatState.clock = shown.clock;
  seatState.periodMovesLeft = shown.periodMovesLeft;
}
