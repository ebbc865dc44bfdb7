/**
 * {@link quadrilleRoom}: an authoritative Colyseus room for any game description — seats,
 * move validation by the game's rules, computer seats, clocks, reconnection, and a store that
 * holds every accepted move before the room broadcasts it.
 *
 * @module
 */

import { randomBytes, timingSafeEqual } from 'node:crypto';
import {
  type Client,
  CloseCode,
  type Deferred,
  defineRoom,
  ErrorCode,
  type RegisteredHandler,
  Room,
  ServerError,
} from '@colyseus/core';
import { type MctsLevel, mctsPlayer, type Player } from '@quadrille/ai';
import {
  type AnyGameDescription,
  IllegalMoveError,
  NotationError,
  type Position,
  Reason,
} from '@quadrille/core';
import { type Rejection, RoomError, refusalText, rejectionOf } from './errors.js';
import { type LongTimer, setLongTimeout } from './long-timer.js';
import { isMctsLevel, type Joining, MAX_CLOCK_MS, readCreateOptions, readJoinOptions } from './options.js';
import { reachedFromStart } from './record.js';
import { takeResume } from './resume.js';
import { GameState, SeatState } from './state.js';
import {
  type GameEnd,
  memoryStore,
  type RoomStore,
  readStoredRoom,
  type StoredRoom,
  type StoredSeat,
} from './store.js';
import type { RoomWatch } from './watch.js';
import { provideWebSocketGlobal } from './websocket-global.js';

/** How a room type is set up on the server (these are the server's, never a client's). */
export interface QuadrilleRoomOptions {
  /**
   * Where the room keeps its game (default: one {@link memoryStore} shared by the rooms made
   * without a store, lost with the process). Give `redisStore(url)` for rooms that survive a
   * crash and can be resumed by another process.
   */
  readonly store?: RoomStore;
  /**
   * Seconds a seated client that dropped (or left) keeps its seat (default 60): it comes back
   * with Colyseus's reconnection or by joining with its token. After that the seat is free.
   */
  readonly reconnectSeconds?: number;
  /** The highest computer level a client may ask for (default 4: 400 simulations a move). */
  readonly maxComputerLevel?: MctsLevel;
  /** The most clients in one room, players and spectators (default 64). */
  readonly maxClients?: number;
  /**
   * Milliseconds of a room's lease in the store (default 10,000): a room whose process died is
   * resumed by another process after at most this long.
   */
  readonly leaseMs?: number;
  /** The most messages a client may send a second before it is dropped (default 20). */
  readonly maxMessagesPerSecond?: number;
  /**
   * Milliseconds a person seat has for each move once the game runs (default: no limit). A seat
   * that does not move in time loses, as when its clock runs out (`end: 'time'`).
   */
  readonly moveTimeoutMs?: number;
  /**
   * Milliseconds a room may stay with no person seat connected (default: no limit): then it
   * ends, its clients (spectators) are disconnected and it is closed in the store.
   */
  readonly idleMs?: number;
  /**
   * What the server watches: limits across rooms and metrics. {@link startServer} gives its
   * own; a room defined by hand has none.
   */
  readonly watch?: RoomWatch;
}

/**
 * Messages a Quadrille room sends to one client. It sends `seat` as soon as the client joins:
 * register its handler right after the join resolves (the SDK drops a message that has no
 * handler), or send `seat` to the room to have it sent again.
 */
export interface QuadrilleServerMessages {
  /** The client sits at `seat`; `token` rejoins it (keep it secret). */
  seat: { seat: number; token: string };
  /** A `move` or `resign` of this client was refused; nothing changed. */
  'move-rejected': Rejection;
}

/** The longest move text a room reads (longer is refused as `too-long` before the game sees it). */
export const MAX_MOVE_TEXT = 1024;

const shared = { store: undefined as RoomStore | undefined };
function defaultStore(): RoomStore {
  shared.store ??= memoryStore();
  return shared.store;
}

/** A random secret of 128 bits, as text. */
function secret(): string {
  return randomBytes(16).toString('base64url');
}

function sameSecret(a: string, b: string): boolean {
  if (a === '' || b === '' || a.length !== b.length) return false;
  return timingSafeEqual(Buffer.from(a), Buffer.from(b));
}

/** What the room knows of a seat besides the synced state. */
interface SeatRuntime {
  token: string;
  /** The client sitting there, while connected. */
  client: Client | undefined;
  /** Frees the seat when it fires (a dropped or departed client's time to come back). */
  hold: LongTimer | undefined;
  /** Colyseus's pending reconnection of the dropped client, rejected when a token rejoins. */
  reconnection: Deferred<Client> | undefined;
}

/**
 * A Colyseus room type for `game`: give it to `defineServer({ rooms: { talpa: quadrilleRoom(talpa) } })`
 * (or `server.define`). Clients create a room with {@link CreateOptions} and join with
 * {@link JoinOptions}; they send `move` (the notation of a move) and `resign`, and receive the
 * {@link GameState} and the {@link QuadrilleServerMessages}.
 *
 * @example
 * ```ts
 * import { defineServer } from '@colyseus/core';
 * import { WebSocketTransport } from '@colyseus/ws-transport';
 * import { quadrilleRoom } from '@quadrille/colyseus';
 * import { talpa } from '@quadrille/talpa';
 *
 * const server = defineServer({
 *   transport: new WebSocketTransport(),
 *   rooms: { talpa: quadrilleRoom(talpa) },
 * });
 * await server.listen(2567, '127.0.0.1');
 * ```
 */
export function quadrilleRoom(
  game: AnyGameDescription,
  settings: QuadrilleRoomOptions = {},
): RegisteredHandler {
  const store = settings.store ?? defaultStore();
  const reconnectSeconds = settings.reconnectSeconds ?? 60;
  const maxLevel = settings.maxComputerLevel ?? 4;
  const leaseMs = settings.leaseMs ?? 10_000;
  const { moveTimeoutMs, idleMs, watch } = settings;
  if (
    !(reconnectSeconds >= 0) ||
    !isMctsLevel(maxLevel) ||
    !(leaseMs >= 1000) ||
    !(moveTimeoutMs === undefined || moveTimeoutMs >= 1000) ||
    !(idleMs === undefined || idleMs >= 1000)
  )
    throw new RangeError(
      'quadrilleRoom: reconnectSeconds >= 0, maxComputerLevel 1..8, leaseMs, moveTimeoutMs and idleMs >= 1000',
    );

  class QuadrilleRoom extends Room<{ state: GameState }> {
    override maxClients = settings.maxClients ?? 64;
    override maxMessagesPerSecond = settings.maxMessagesPerSecond ?? 20;
    override state = new GameState();

    private pos!: Position<number>;
    private stored!: StoredRoom;
    private seatsRt: SeatRuntime[] = [];
    private computers: (Player<Position<number>> | undefined)[] = [];
    private owner = secret();
    private queue: Promise<unknown> = Promise.resolve();
    private readonly timers = new Set<LongTimer>();
    private readonly intervals = new Set<ReturnType<typeof setInterval>>();
    /** Ends the turn of the seat to move when its clock or its move time runs out. */
    private flag: LongTimer | undefined;
    private ticker: ReturnType<typeof setInterval> | undefined;
    /** Ends the room when no person seat has been connected for `idleMs`. */
    private idle: LongTimer | undefined;
    /** Whether the watch counts this room (so that it is uncounted once). */
    private watched = false;
    /** When the seat to move began its turn (its clock runs from here). */
    private turnSince = 0;
    private lost = false;
    private shuttingDown = false;
    /** Whether the room has let go of its lease (see letGo). */
    private released = false;

    /**
     * Checks a client's join options when its seat is reserved (the matchmaking request), so
     * that a bad join is refused before any socket opens.
     */
    static override async onAuth(_token: string, options: unknown): Promise<true> {
      try {
        readJoinOptions(options);
      } catch (e) {
        throw refusal(e);
      }
      return true;
    }

    override async onCreate(options: unknown): Promise<void> {
      try {
        await this.create(options);
      } catch (e) {
        if (this.watched) watch?.closed(this.roomId);
        this.watched = false;
        throw refusal(e);
      }
    }

    private async create(options: unknown): Promise<void> {
      await provideWebSocketGlobal();
      const resume = takeResume(options);
      if (resume !== undefined) {
        this.roomId = resume.roomId;
        this.owner = resume.owner;
        this.restore(resume.stored);
        watch?.opened(this.roomId, true);
        this.watched = watch !== undefined;
      } else {
        // Server-wide limits (rooms in all) first: a refused create builds no tables.
        watch?.opened(this.roomId, false);
        this.watched = watch !== undefined;
        const { setup, position } = readCreateOptions<Position<number>>(game, options, maxLevel);
        // Then the memory the game's tables took: a create past the budget is refused.
        watch?.checkMemory();
        this.pos = position;
        this.stored = {
          version: 1,
          roomName: this.roomName,
          game: game.id,
          preset: setup.preset,
          options: setup.options,
          record: position.toJSON(),
          moves: [],
          seats: setup.computers.map((computer) => ({ token: '', name: '', computer })),
          clock: setup.clock ?? null,
          clocks: setup.clock === undefined ? [] : setup.computers.map(() => setup.clock!.total),
          started: false,
          end: null,
          result: null,
        };
        if (!(await store.claim(this.roomId, this.owner, leaseMs)))
          throw new RoomError(`room ${this.roomId} is held by another process`, 'room-moved');
        if (!(await store.save(this.roomId, this.owner, this.stored, leaseMs)))
          throw new RoomError('the store did not take the new room', 'not-stored');
      }
      this.seatsRt = this.stored.seats.map((s) => ({
        token: s.token,
        client: undefined,
        hold: undefined,
        reconnection: undefined,
      }));
      this.computers = this.stored.seats.map((s, seat) =>
        s.computer > 0 && isMctsLevel(s.computer)
          ? mctsPlayer<Position<number>>({
              level: s.computer,
              seed: hashSeed(this.roomId, seat),
              ...(game.knowledge === undefined ? {} : { knowledge: game.knowledge }),
            })
          : undefined,
      );
      this.syncAll();
      this.onMessage('move', (client, message: unknown) => this.enqueue(() => this.tryMove(client, message)));
      this.onMessage('resign', (client) => this.enqueue(() => this.tryResign(client)));
      // A client that missed its `seat` message (no handler yet) asks for it again.
      this.onMessage('seat', (client) => {
        const seat = this.seatOf(client);
        if (seat >= 0) client.send('seat', { seat, token: this.seatsRt[seat]!.token });
      });
      this.every(leaseMs / 3, () => {
        store.renew(this.roomId, this.owner, leaseMs).then(
          (held) => {
            if (!held) this.loseLease();
          },
          () => {},
        );
      });
      if (this.stored.started) await this.setPrivate(true);
      if (resume !== undefined) {
        // Nobody is here yet: wait for the seated players to come back, then dispose as usual.
        this.autoDispose = false;
        for (let seat = 0; seat < this.seatsRt.length; seat++)
          if (this.seatsRt[seat]!.token !== '') this.holdSeat(seat);
        this.later(reconnectSeconds * 1000 + 1000, () => {
          this.autoDispose = true;
        });
        this.startTurn();
      }
      this.watchIdle();
    }

    /** Brings back a room from the store: the record replayed from the start by the rules. */
    private restore(data: unknown): void {
      const stored = readStoredRoom(data);
      if (stored.game !== game.id)
        throw new RoomError(`stored room is a game of ${stored.game}`, 'bad-record');
      this.pos = reachedFromStart(game, stored.options, stored.record, stored.moves);
      if (stored.seats.length !== this.pos.seats)
        throw new RoomError('stored room: wrong number of seats', 'bad-record');
      // A record written before clocks were capped (or by hand) runs no longer than the cap.
      this.stored = { ...stored, clocks: stored.clocks.map(capClock) };
    }

    override onJoin(client: Client, options: unknown): void {
      try {
        this.join(client, options);
      } catch (e) {
        throw refusal(e);
      }
      watch?.joined(client.sessionId);
    }

    private join(client: Client, options: unknown): void {
      const joining = readJoinOptions(options);
      const seat = this.seatFor(joining);
      if (seat < 0) return; // a spectator
      const rt = this.seatsRt[seat]!;
      const state = this.state.seats[seat]!;
      rt.hold?.clear();
      rt.hold = undefined;
      const previous = rt.client;
      rt.reconnection?.reject(false);
      rt.reconnection = undefined;
      rt.client = client;
      if (previous !== undefined && previous !== client) previous.leave(CloseCode.CONSENTED);
      if (rt.token === '') rt.token = secret();
      state.sessionId = client.sessionId;
      state.connected = true;
      this.watchIdle();
      if (joining.name !== undefined && joining.name !== '') state.name = joining.name;
      else if (state.name === '') state.name = game.seats(this.pos)[seat]?.name ?? `Seat ${seat}`;
      this.updateSeat(seat);
      client.send('seat', { seat, token: rt.token });
      if (
        !this.stored.started &&
        this.seatsRt.every((s, i) => s.token !== '' || this.stored.seats[i]!.computer > 0)
      ) {
        this.stored = { ...this.stored, started: true };
        this.state.started = true;
        // Every seat is taken: `joinOrCreate` finds other rooms now; `joinById` still comes in.
        void this.setPrivate(true);
        this.startTurn();
      }
      this.enqueue(() => this.persist());
    }

    /** The seat `client` takes: by token, by asking, or the first free one; -1 to spectate. */
    private seatFor(joining: Joining): number {
      if (joining.token !== undefined) {
        const seat = this.seatsRt.findIndex((s) => sameSecret(s.token, joining.token!));
        if (seat < 0) throw new RoomError('that token holds no seat here', 'bad-token');
        return seat;
      }
      const taken = (seat: number) =>
        this.seatsRt[seat]!.token !== '' || this.stored.seats[seat]!.computer > 0;
      if (joining.seat !== undefined) {
        if (joining.seat >= this.seatsRt.length || this.stored.seats[joining.seat]!.computer > 0)
          throw new RoomError(`there is no seat ${joining.seat} for a person`, 'no-seat');
        if (taken(joining.seat)) throw new RoomError(`seat ${joining.seat} is taken`, 'seat-taken');
        return joining.seat;
      }
      if (this.stored.end !== null) return -1;
      for (let seat = 0; seat < this.seatsRt.length; seat++) if (!taken(seat)) return seat;
      return -1;
    }

    override onDrop(client: Client): void {
      // Shutting down: the seats stay as stored, for the process that resumes the room.
      if (this.shuttingDown) return;
      const seat = this.seatOf(client);
      if (seat < 0) return;
      this.state.seats[seat]!.connected = false;
      this.watchIdle();
      const reconnection = this.allowReconnection(client, reconnectSeconds);
      this.seatsRt[seat]!.reconnection = reconnection;
      reconnection.then(
        () => {},
        () => {},
      );
    }

    override onReconnect(client: Client): void {
      const seat = this.seatOf(client);
      if (seat < 0) return;
      this.seatsRt[seat]!.reconnection = undefined;
      this.seatsRt[seat]!.client = client;
      this.state.seats[seat]!.connected = true;
      this.watchIdle();
    }

    override onLeave(client: Client, code?: number): void {
      watch?.left(client.sessionId);
      if (this.shuttingDown) return;
      const seat = this.seatOf(client);
      if (seat < 0) return;
      const rt = this.seatsRt[seat]!;
      rt.client = undefined;
      rt.reconnection = undefined;
      this.state.seats[seat]!.connected = false;
      this.state.seats[seat]!.sessionId = '';
      this.watchIdle();
      // A client that left on purpose keeps its seat as long as a dropped one; a dropped one
      // whose reconnection time ran out loses it now.
      if (code === CloseCode.CONSENTED) this.holdSeat(seat);
      else this.freeSeat(seat);
    }

    override onBeforeShutdown(): void {
      this.shuttingDown = true;
      // Stored (or ended) now, after the move being stored, not when the room is disposed: a
      // dropped client's pending reconnection holds the disposal a while, and the process
      // does not wait for it.
      this.stopTimers();
      this.enqueue(() => this.letGo());
      super.onBeforeShutdown();
    }

    override async onDispose(): Promise<void> {
      this.stopTimers();
      if (this.watched) watch?.closed(this.roomId);
      this.watched = false;
      this.enqueue(() => this.letGo());
      await this.queue;
    }

    /**
     * Gives the room up in the store, once: a room shut down with its server stays open there
     * (a restart, or another process, resumes it); any other is closed.
     */
    private async letGo(): Promise<void> {
      if (this.lost || this.released) return;
      this.released = true;
      try {
        if (this.shuttingDown && this.stored.end === null) await store.release(this.roomId, this.owner);
        else await store.close(this.roomId, this.owner);
      } catch {
        // The lease runs out by itself.
      }
    }

    /** Clears every timer of the room: nothing of it runs after it is disposed. */
    private stopTimers(): void {
      for (const t of this.timers) t.clear();
      this.timers.clear();
      for (const t of this.intervals) clearInterval(t);
      this.intervals.clear();
      if (this.ticker !== undefined) clearInterval(this.ticker);
      this.flag?.clear();
      this.idle?.clear();
    }

    /**
     * Starts the idle countdown when no person seat is connected, stops it when one is: a room
     * nobody plays in ends after `idleMs` (spectators alone do not keep it).
     */
    private watchIdle(): void {
      if (idleMs === undefined) return;
      // Only person seats are ever connected.
      if (this.state.seats.some((s) => s.connected)) {
        this.idle?.clear();
        this.idle = undefined;
      } else if (this.idle === undefined) {
        this.idle = setLongTimeout(idleMs, () => this.enqueue(() => this.endIdle()));
      }
    }

    /** Ends a room nobody plays in: it is closed in the store and its clients told. */
    private endIdle(): void {
      this.idle = undefined;
      if (this.state.seats.some((s) => s.connected)) return;
      // Not awaited: the room's disposal waits for this queue.
      void this.disconnect(CloseCode.CONSENTED);
    }

    // ------------------------------------------------------------------ seats

    private seatOf(client: Client): number {
      return this.seatsRt.findIndex((s) => s.client !== undefined && s.client.sessionId === client.sessionId);
    }

    /** Keeps `seat` for its token holder for the reconnection time, then frees it. */
    private holdSeat(seat: number): void {
      const rt = this.seatsRt[seat]!;
      rt.hold?.clear();
      rt.hold = this.later(reconnectSeconds * 1000, () => {
        rt.hold = undefined;
        if (rt.client === undefined) this.freeSeat(seat);
      });
    }

    private freeSeat(seat: number): void {
      const rt = this.seatsRt[seat]!;
      rt.hold?.clear();
      rt.hold = undefined;
      rt.token = '';
      const state = this.state.seats[seat]!;
      state.sessionId = '';
      state.connected = false;
      this.enqueue(() => this.persist());
    }

    private updateSeat(seat: number): void {
      const seats = [...this.stored.seats];
      seats[seat] = { ...seats[seat]!, token: this.seatsRt[seat]!.token, name: this.state.seats[seat]!.name };
      this.stored = { ...this.stored, seats };
    }

    // ------------------------------------------------------------------ moves

    /** Runs `job` after every job before it: moves, stores and broadcasts happen one at a time. */
    private enqueue(job: () => Promise<void> | void): void {
      this.queue = this.queue.then(job).catch((e: unknown) => {
        console.error(`quadrille room ${this.roomId}:`, e);
      });
    }

    private reject(client: Client, error: unknown): void {
      client.send('move-rejected', rejectionOf(error));
    }

    private async tryMove(client: Client, message: unknown): Promise<void> {
      const start = performance.now();
      try {
        if (typeof message !== 'string')
          throw new NotationError('a move must be its notation as a string', Reason.NotAString);
        if (message.length > MAX_MOVE_TEXT)
          throw new NotationError(`a move is at most ${MAX_MOVE_TEXT} characters`, Reason.TooLong);
        const seat = this.mover(client);
        const move = game.parseMove(this.pos, message);
        await this.commit(seat, move);
        watch?.moved(undefined, (performance.now() - start) / 1000);
      } catch (e) {
        this.reject(client, e);
        watch?.moved(rejectionOf(e), (performance.now() - start) / 1000);
      }
    }

    /** The seat of `client` if it may move now. */
    private mover(client: Client): number {
      const seat = this.seatOf(client);
      if (seat < 0) throw new IllegalMoveError('spectators do not move', 'not-seated');
      if (this.stored.end !== null) throw new IllegalMoveError('the game is over', Reason.GameOver);
      if (!this.stored.started)
        throw new IllegalMoveError('waiting for players to take every seat', 'not-started');
      if (this.pos.turn !== seat)
        throw new IllegalMoveError(`it is seat ${this.pos.turn}'s turn`, 'not-your-turn');
      return seat;
    }

    /** Plays `move` for `seat`, stores the room, then shows it to every client. */
    private async commit(seat: number, move: number): Promise<void> {
      // A move that comes after its seat's time ran out (before the timer said so) loses.
      if (this.turnLeft(seat) <= 0) {
        await this.finish(seat, 'time');
        throw new IllegalMoveError('your time ran out', 'time-out');
      }
      const before = this.stored;
      const notation = game.formatMove(this.pos, move);
      const backup = this.pos.undo === undefined ? this.pos.clone() : undefined;
      this.pos.play(move);
      const clocks = this.chargedClocks(seat, true);
      const outcome = this.pos.isOver() ? this.pos.outcome() : undefined;
      const next: StoredRoom = {
        ...before,
        record: this.pos.toJSON(),
        moves: [...before.moves, notation],
        clocks,
        ...(outcome === undefined ? {} : { end: 'rules' as GameEnd, result: copyOutcome(outcome) }),
      };
      if (!(await this.save(next))) {
        if (backup !== undefined) this.pos = backup;
        else this.pos.undo!();
        throw new RoomError('the move could not be stored; play it again', 'not-stored');
      }
      this.stored = next;
      this.state.moves.push(notation);
      this.syncPlay();
      // Sent now rather than at the next patch: a move reaches the clients at once.
      this.broadcastPatch();
      this.startTurn();
    }

    private async tryResign(client: Client): Promise<void> {
      try {
        const seat = this.seatOf(client);
        if (seat < 0) throw new IllegalMoveError('spectators do not resign', 'not-seated');
        if (this.stored.end !== null) throw new IllegalMoveError('the game is over', Reason.GameOver);
        await this.finish(seat, 'resigned');
      } catch (e) {
        this.reject(client, e);
      }
    }

    /** Ends the game with `loser` losing (resignation or time): every other seat wins. */
    private async finish(loser: number, end: GameEnd): Promise<void> {
      const seats = this.pos.seats;
      const winners = Array.from({ length: seats }, (_, s) => s).filter((s) => s !== loser);
      const next: StoredRoom = {
        ...this.stored,
        clocks: this.stored.clock === null ? [] : this.chargedClocks(loser, false),
        end,
        result: { scores: Array.from({ length: seats }, (_, s) => (s === loser ? 0 : 1)), winners },
      };
      if (!(await this.save(next))) throw new RoomError('the result could not be stored', 'not-stored');
      this.stored = next;
      this.syncPlay();
      this.broadcastPatch();
      this.startTurn();
    }

    private async save(next: StoredRoom): Promise<boolean> {
      if (this.lost) return false;
      try {
        const held = await store.save(this.roomId, this.owner, next, leaseMs);
        if (!held) this.loseLease();
        return held;
      } catch {
        watch?.storeFailed();
        return false;
      }
    }

    /** Stores seats and names (no move): best effort, the next move stores them again. */
    private async persist(): Promise<void> {
      await this.save(this.stored);
    }

    private loseLease(): void {
      if (this.lost) return;
      this.lost = true;
      void this.disconnect(CloseCode.WITH_ERROR);
    }

    // ------------------------------------------------------------------ clocks and turns

    /** The clocks after `seat`'s turn ends now (with the increment when it moved). */
    private chargedClocks(seat: number, moved: boolean): number[] {
      const clock = this.stored.clock;
      if (clock === null) return [];
      const clocks = [...this.stored.clocks];
      if (this.stored.started && this.pos.turn >= 0) {
        const used = Date.now() - this.turnSince;
        clocks[seat] = capClock(Math.max(0, clocks[seat]! - used) + (moved ? clock.increment : 0));
      }
      return clocks;
    }

    /**
     * Milliseconds `seat` (the seat to move) has left for this move: its clock, and the move
     * time of a person seat; `Infinity` with neither.
     */
    private turnLeft(seat: number): number {
      const used = Date.now() - this.turnSince;
      const clock = this.stored.clock === null ? Number.POSITIVE_INFINITY : this.stored.clocks[seat]! - used;
      const person = this.stored.seats[seat]!.computer === 0;
      const move = moveTimeoutMs !== undefined && person ? moveTimeoutMs - used : Number.POSITIVE_INFINITY;
      return Math.min(clock, move);
    }

    /** Starts the turn of the seat to move: its clock and move time, or its computer. */
    private startTurn(): void {
      this.flag?.clear();
      this.flag = undefined;
      if (this.ticker !== undefined) clearInterval(this.ticker);
      this.ticker = undefined;
      this.turnSince = Date.now();
      if (this.stored.end !== null || !this.stored.started) return;
      const seat = this.pos.turn;
      const ply = this.stored.moves.length;
      const clock = this.stored.clock;
      const left = this.turnLeft(seat);
      // In pieces: a clock may hold more than a Node timer waits (2^31 − 1 ms).
      if (left !== Number.POSITIVE_INFINITY)
        this.flag = setLongTimeout(left, () => this.enqueue(() => this.timeUp(seat, ply)));
      if (clock !== null) {
        const clockLeft = this.stored.clocks[seat]!;
        this.ticker = setInterval(() => {
          this.state.seats[seat]!.clock = Math.max(0, clockLeft - (Date.now() - this.turnSince));
        }, 1000);
      }
      const computer = this.computers[seat];
      if (computer !== undefined) {
        const thinking = this.pos.clone();
        this.later(0, () => {
          computer.chooseMove(thinking).then(
            ({ move }) =>
              this.enqueue(async () => {
                if (this.stored.moves.length === ply && this.stored.end === null)
                  await this.commit(seat, move);
              }),
            (e: unknown) => console.error(`quadrille room ${this.roomId}: computer player failed`, e),
          );
        });
      }
    }

    private async timeUp(seat: number, ply: number): Promise<void> {
      if (this.stored.moves.length !== ply || this.stored.end !== null) return;
      await this.finish(seat, 'time');
    }

    private later(ms: number, f: () => void): LongTimer {
      const t = setLongTimeout(ms, () => {
        this.timers.delete(t);
        f();
      });
      this.timers.add(t);
      return t;
    }

    private every(ms: number, f: () => void): void {
      this.intervals.add(setInterval(f, ms));
    }

    // ------------------------------------------------------------------ state

    private syncAll(): void {
      const s = this.state;
      s.game = game.id;
      s.options = JSON.stringify(this.stored.options);
      s.started = this.stored.started;
      for (const m of this.stored.moves) s.moves.push(m);
      const names = game.seats(this.pos);
      this.stored.seats.forEach((seat: StoredSeat, i) => {
        s.seats.push(
          new SeatState({
            sessionId: '',
            connected: false,
            name:
              seat.name !== ''
                ? seat.name
                : seat.computer > 0
                  ? `Computer (level ${seat.computer})`
                  : (names[i]?.name ?? ''),
            computer: seat.computer,
            clock: this.stored.clock === null ? -1 : this.stored.clocks[i]!,
          }),
        );
      });
      this.syncPlay();
    }

    /** Turn, result and clocks from the stored room. */
    private syncPlay(): void {
      const s = this.state;
      s.turn = this.pos.turn;
      s.over = this.stored.end !== null;
      s.end = this.stored.end ?? '';
      const result = this.stored.result;
      s.scores.clear();
      s.winners.clear();
      if (result !== null) {
        for (const x of result.scores) s.scores.push(x);
        for (const x of result.winners) s.winners.push(x);
      }
      if (this.stored.clock !== null)
        this.stored.clocks.forEach((c, i) => {
          s.seats[i]!.clock = c;
        });
    }
  }

  // `joinOrCreate('talpa', { preset })` waits in a room of the same preset.
  return defineRoom(QuadrilleRoom).filterBy(['preset']);
}

/** `ms` within what a clock may hold: 0 to {@link MAX_CLOCK_MS}, whatever the increments added. */
function capClock(ms: number): number {
  return Math.min(MAX_CLOCK_MS, Math.max(0, ms));
}

/** A Colyseus error carrying `error`'s code, reason and message to the client (see readRefusal). */
function refusal(error: unknown): ServerError {
  if (error instanceof ServerError) return error;
  return new ServerError(ErrorCode.APPLICATION_ERROR, refusalText(rejectionOf(error)));
}

function copyOutcome(
  outcome: { scores: readonly number[]; winners: readonly number[] } | undefined,
): StoredRoom['result'] {
  return outcome === undefined ? null : { scores: [...outcome.scores], winners: [...outcome.winners] };
}

/** A 32-bit seed from the room id and the seat, so a computer plays the same after a resume. */
function hashSeed(roomId: string, seat: number): number {
  let h = 2166136261 ^ seat;
  for (let i = 0; i < roomId.length; i++) h = Math.imul(h ^ roomId.charCodeAt(i), 16777619);
  return h >>> 0;
}
