/**
 * `@quadrille/colyseus`: authoritative online rooms for any Quadrille game on
 * [Colyseus](https://colyseus.io) 0.17 — {@link quadrilleRoom} makes a room type of a game
 * description (seats and tokens, moves checked by the rules, computer seats, clocks,
 * reconnection), {@link redisStore} keeps every accepted move in Redis before it is broadcast,
 * {@link resumeRooms} brings back the rooms of a process that died, and {@link startServer}
 * wires it all (with Redis presence and driver for several processes) in one call.
 *
 * @packageDocumentation
 */

export { type ClockOption, MIN_CLOCK_MS } from './clock-option.js';
export {
  type Rejection,
  ROOM_ERROR,
  RoomError,
  type RoomErrorReason,
  readRefusal,
  refusalText,
  rejectionOf,
} from './errors.js';
export { DEFAULT_LIMITS, LimitKeeper, type ServerLimits } from './limits.js';
export { type LongTimer, MAX_TIMER_MS, setLongTimeout } from './long-timer.js';
export { type ServerMetrics, serverMetrics } from './metrics.js';
export { type CreateOptions, type JoinOptions, MAX_NAME_LENGTH, MAX_OPTIONS_TEXT } from './options.js';
export { type RedisStoreOptions, redisStore } from './redis-store.js';
export { type ResumeOptions, type Resumer, resumeRooms } from './resume.js';
export { MAX_MOVE_TEXT } from './room/move-text.js';
export { type QuadrilleServerMessages, quadrilleRoom } from './room/quadrille-room.js';
export type { QuadrilleRoomOptions } from './room/settings.js';
export {
  type ExpressApp,
  MAX_PAYLOAD,
  type QuadrilleServer,
  type StartServerOptions,
  startServer,
} from './server.js';
export { GameState, SeatState } from './state.js';
export { memoryStore, type RoomStore } from './store.js';
export {
  type GameEnd,
  type GameResult,
  readStoredRoom,
  type StoredRoom,
  type StoredSeat,
} from './stored-room.js';
export type { RoomWatch } from './watch.js';
