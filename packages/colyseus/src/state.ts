/**
 * The state every client of a Quadrille room sees, as Colyseus schema classes: {@link GameState}
 * with one {@link SeatState} per seat. Clients decode it without these classes (the SDK reads
 * the schema from the server).
 *
 * @module
 */

import { schema } from '@colyseus/schema';

/**
 * One seat, as every client sees it: `sessionId` of the client sitting there (empty when the
 * seat is free or its client dropped and has not come back), whether that client is connected,
 * the player's `name`, whether a computer plays it (`computer`: its level, 0 for a person), the
 * milliseconds left on its clock (`clock`: of main time, or of the current byo-yomi period; -1
 * when the room has no clock) and the moves left to play in that byo-yomi period
 * (`periodMovesLeft`; 0 in main time and without byo-yomi).
 */
export const SeatState = schema(
  {
    sessionId: 'string',
    connected: 'boolean',
    name: 'string',
    computer: 'number',
    clock: 'number',
    periodMovesLeft: 'number',
  },
  'QuadrilleSeat',
);
/** An instance of {@link SeatState}. */
export type SeatState = InstanceType<typeof SeatState>;

/**
 * A room's state: the game's id, the options it was created with (JSON text), the moves in
 * notation in order, the seat to move, whether it is over and then the scores and winners, the
 * seats in order, and `started` (every person seat has been taken: moves and clocks run) and
 * `end` (how it ended: `rules`, `resigned`, `time`; empty while it runs).
 */
export const GameState = schema(
  {
    game: 'string',
    options: 'string',
    moves: ['string'],
    turn: 'number',
    started: 'boolean',
    over: 'boolean',
    end: 'string',
    scores: ['number'],
    winners: ['number'],
    seats: [SeatState],
  },
  'QuadrilleGame',
);
/** An instance of {@link GameState}. */
export type GameState = InstanceType<typeof GameState>;
