/**
 * {@link quadrilleRoom}: an authoritative Colyseus room type for any game description, and
 * {@link QuadrilleRoom}, the room itself. The room is Colyseus's side of things — clients,
 * messages, reconnection, the order of jobs — over parts that know nothing of Colyseus: the game
 * ({@link MoveLedger}), the seats ({@link SeatTable}), the clocks ({@link TurnClock}), the
 * computer players ({@link ComputerSeats}) and the room's hold on its store ({@link StoreLease}),
 * which takes every accepted move before the room broadcasts it.
 *
 * @module
 */

import {
  type Client,
  CloseCode,
  defineRoom,
  ErrorCode,
  type RegisteredHandler,
  Room,
  ServerError,
} from '@colyseus/core';
import { type AnyGameDescription, GameClock, IllegalMoveError, type Position, Reason } from '@quadrille/core';
import { type Rejection, RoomError, refusalText, rejectionOf } from '../errors.js';
import type { LongTimer } from '../long-timer.js';
import { readCreateOptions, readJoinOptions } from '../options.js';
import { takeResume } from '../resume.js';
import { GameState } from '../state.js';
import { type GameEnd, readStoredRoom, type StoredRoom, type StoredSeat } from '../stored-room.js';
import { provideWebSocketGlobal } from '../websocket-global.js';
import { ComputerSeats } from './computer-seats.js';
import { JobQueue } from './job-queue.js';
import { lossOf, MoveLedger } from './ledger.js';
import { readMoveText } from './move-text.js';
import { RoomTimers } from './room-timers.js';
import { SeatTable, secret } from './seats.js';
import { type QuadrilleRoomOptions, type RoomSettings, readRoomSettings } from './settings.js';
import { StoreLease } from './store-lease.js';
import { showClock, showPlay, showRoom, showSeats } from './synced-state.js';
import { TurnClock } from './turn-clock.js';

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

/** A room type: its game and its settings. */
export interface RoomType {
  /** The game its rooms play. */
  readonly game: AnyGameDescription;
  /** Its settings, checked, with the defaults filled in. */
  readonly settings: RoomSettings;
}

/** The seats and clocks of a room (new, or as stored), before its parts are made of them. */
interface Seating {
  readonly seats: readonly StoredSeat[];
  readonly clock: StoredRoom['clock'];
  readonly clocks: StoredRoom['clocks'];
  readonly started: boolean;
}

/**
 * A Quadrille room on Colyseus. Each room type is a subclass made by {@link quadrilleRoom}, which
 * sets its {@link QuadrilleRoom.type}; Colyseus makes the rooms.
 */
export class QuadrilleRoom extends Room<{ state: GameState }> {
  /** The game and settings of this room type (set on the subclass {@link quadrilleRoom} makes). */
  static type: RoomType | undefined;

  private readonly type = roomTypeOf(this);
  override maxClients = this.type.settings.maxClients;
  override maxMessagesPerSecond = this.type.settings.maxMessagesPerSecond;
  override state = new GameState();

  private ledger!: MoveLedger;
  private seats!: SeatTable<Client>;
  private turnClock!: TurnClock;
  private computers!: ComputerSeats;
  private lease!: StoreLease;
  private preset = '';
  private options: unknown;
  private readonly timers = new RoomTimers();
  private readonly jobs = new JobQueue((e) => console.error(`quadrille room ${this.roomId}:`, e));
  /** Ends the room when no person seat has been connected for `idleMs`. */
  private idle: LongTimer | undefined;
  /** Whether the watch counts this room (so that it is uncounted once). */
  private watched = false;
  /**
   * Whether the room was created: its parts are all made, and a lease lost from now on
   * disconnects it (before, it fails the create).
   */
  private opened = false;
  private shuttingDown = false;

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
      if (this.watched) this.type.settings.watch?.closed(this.roomId);
      this.watched = false;
      throw refusal(e);
    }
  }

  private async create(options: unknown): Promise<void> {
    const { game, settings } = this.type;
    const { watch } = settings;
    await provideWebSocketGlobal();
    const resume = takeResume(options);
    if (resume !== undefined) this.roomId = resume.roomId;
    // First, so that a room whose create fails lets go of what it holds as it is disposed.
    this.lease = new StoreLease(settings.store, this.roomId, resume?.owner ?? secret(), settings.leaseMs, {
      // Another process holds the room now: its clients rejoin the room there.
      lost: () => {
        if (this.opened) void this.disconnect(CloseCode.WITH_ERROR);
      },
      failed: () => watch?.storeFailed(),
    });
    if (resume !== undefined) {
      this.restore(resume.stored);
      watch?.opened(this.roomId, true);
      this.watched = watch !== undefined;
    } else {
      // Server-wide limits (rooms in all) first: a refused create builds no tables.
      watch?.opened(this.roomId, false);
      this.watched = watch !== undefined;
      const { setup, position } = readCreateOptions<Position<number>>(
        game,
        options,
        settings.maxComputerLevel,
      );
      // Then the memory the game's tables took: a create past the budget is refused.
      watch?.checkMemory();
      this.preset = setup.preset;
      this.options = setup.options;
      const clock = setup.clock ?? null;
      this.assemble(MoveLedger.start(game, position), {
        seats: setup.computers.map((computer) => ({ token: '', name: '', computer })),
        clock,
        clocks: clock === null ? [] : setup.computers.map(() => new GameClock(clock).toJSON()),
        started: false,
      });
      if (!(await this.lease.claim()))
        throw new RoomError(`room ${this.roomId} is held by another process`, 'room-moved');
      if (!(await this.lease.save(this.record())))
        throw new RoomError('the store did not take the new room', 'not-stored');
    }
    showRoom(this.state, this.shown());
    this.onMessage('move', (client, message: unknown) => this.jobs.add(() => this.tryMove(client, message)));
    this.onMessage('resign', (client) => this.jobs.add(() => this.tryResign(client)));
    // A client that missed its `seat` message (no handler yet) asks for it again.
    this.onMessage('seat', (client) => {
      const seat = this.seats.seatOf(client);
      if (seat >= 0) client.send('seat', { seat, token: this.seats.token(seat) });
    });
    this.timers.every(settings.leaseMs / 3, () => void this.lease.renew());
    this.opened = true;
    if (this.seats.started) await this.setPrivate(true);
    if (resume !== undefined) {
      // Nobody is here yet: wait for the seated players to come back, then dispose as usual.
      this.autoDispose = false;
      for (let seat = 0; seat < this.seats.count; seat++)
        if (this.seats.token(seat) !== '') this.holdSeat(seat);
      this.timers.later(settings.reconnectSeconds * 1000 + 1000, () => {
        this.autoDispose = true;
      });
      this.startTurn();
    }
    this.watchIdle();
  }

  /**
   * Brings back a room from its stored record (either layout): its moves replayed once by the
   * game's rules from `create(options)`, its seats, clocks and result as stored.
   */
  private restore(data: unknown): void {
    const { game } = this.type;
    const stored = readStoredRoom(data);
    if (stored.game !== game.id) throw new RoomError(`stored room is a game of ${stored.game}`, 'bad-record');
    const ledger = MoveLedger.replay(game, stored.options, stored.moves, stored.end, stored.result);
    if (stored.seats.length !== ledger.position.seats)
      throw new RoomError('stored room: wrong number of seats', 'bad-record');
    this.preset = stored.preset;
    this.options = stored.options;
    this.assemble(ledger, stored);
  }

  /** Makes the room's parts: its game, seats, clocks and computers. */
  private assemble(ledger: MoveLedger, seating: Seating): void {
    const { game, settings } = this.type;
    this.ledger = ledger;
    const names = game.seats(ledger.position).map((s) => s.name);
    this.seats = new SeatTable(seating.seats, names, seating.started);
    this.turnClock = new TurnClock(seating.clock, seating.clocks, settings.moveTimeoutMs);
    this.computers = new ComputerSeats(
      game,
      seating.seats.map((s) => s.computer),
      this.roomId,
    );
  }

  /** The room as its store keeps it (`clocks`: the clocks to store, by default the current ones). */
  private record(clocks: StoredRoom['clocks'] = this.turnClock.clocks): StoredRoom {
    return {
      version: 3,
      roomName: this.roomName,
      game: this.type.game.id,
      preset: this.preset,
      options: this.options,
      // A copy: a store may keep the record it is given while the ledger goes on.
      moves: [...this.ledger.moves],
      seats: this.seats.stored(),
      clock: this.turnClock.settings,
      clocks,
      started: this.seats.started,
      end: this.ledger.end,
      result: this.ledger.result,
    };
  }

  /** The parts the synced state shows. */
  private shown() {
    return {
      game: this.type.game.id,
      options: this.options,
      ledger: this.ledger,
      seats: this.seats,
      clock: this.turnClock,
    };
  }

  // ------------------------------------------------------------------ clients

  override onJoin(client: Client, options: unknown): void {
    try {
      this.join(client, options);
    } catch (e) {
      throw refusal(e);
    }
    this.type.settings.watch?.joined(client.sessionId);
  }

  private join(client: Client, options: unknown): void {
    const joining = readJoinOptions(options);
    const seat = this.seats.seatFor(joining, this.ledger.end !== null);
    if (seat < 0) return; // a spectator
    const previous = this.seats.sit(seat, client, joining.name);
    previous?.leave(CloseCode.CONSENTED);
    showSeats(this.state, this.seats);
    this.watchIdle();
    client.send('seat', { seat, token: this.seats.token(seat) });
    if (this.seats.startIfFull()) {
      showSeats(this.state, this.seats);
      // Every seat is taken: `joinOrCreate` finds other rooms now; `joinById` still comes in.
      void this.setPrivate(true);
      this.startTurn();
    }
    this.jobs.add(() => this.persist());
  }

  override onDrop(client: Client): void {
    // Shutting down: the seats stay as stored, for the process that resumes the room.
    if (this.shuttingDown) return;
    const seat = this.seats.seatOf(client);
    if (seat < 0) return;
    const reconnection = this.allowReconnection(client, this.type.settings.reconnectSeconds);
    this.seats.dropped(seat, () => reconnection.reject(false));
    showSeats(this.state, this.seats);
    this.watchIdle();
    reconnection.then(
      () => {},
      () => {},
    );
  }

  override onReconnect(client: Client): void {
    const seat = this.seats.seatOf(client);
    if (seat < 0) return;
    this.seats.reconnected(seat, client);
    showSeats(this.state, this.seats);
    this.watchIdle();
  }

  override onLeave(client: Client, code?: number): void {
    this.type.settings.watch?.left(client.sessionId);
    if (this.shuttingDown) return;
    const seat = this.seats.seatOf(client);
    if (seat < 0) return;
    this.seats.left(seat);
    showSeats(this.state, this.seats);
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
    this.jobs.add(() => this.letGo());
    super.onBeforeShutdown();
  }

  override async onDispose(): Promise<void> {
    this.stopTimers();
    if (this.watched) this.type.settings.watch?.closed(this.roomId);
    this.watched = false;
    this.jobs.add(() => this.letGo());
    await this.jobs.idle();
  }

  /**
   * Gives the room up in the store, once: a room shut down with its server stays open there
   * (a restart, or another process, resumes it); any other is closed.
   */
  private letGo(): Promise<void> {
    return this.lease.letGo(this.shuttingDown && this.opened && this.ledger.end === null);
  }

  /** Clears every timer of the room: nothing of it runs after it is disposed. */
  private stopTimers(): void {
    this.timers.clear();
    // A turn runs only in a room that was created (whose parts were all made).
    if (this.opened) this.turnClock.stop();
  }

  /**
   * Starts the idle countdown when no person seat is connected, stops it when one is: a room
   * nobody plays in ends after `idleMs` (spectators alone do not keep it).
   */
  private watchIdle(): void {
    const { idleMs } = this.type.settings;
    if (idleMs === undefined) return;
    if (this.seats.anyConnected) {
      this.idle?.clear();
      this.idle = undefined;
    } else if (this.idle === undefined) {
      this.idle = this.timers.later(idleMs, () => this.jobs.add(() => this.endIdle()));
    }
  }

  /** Ends a room nobody plays in: it is closed in the store and its clients told. */
  private endIdle(): void {
    this.idle = undefined;
    if (this.seats.anyConnected) return;
    // Not awaited: the room's disposal waits for this queue.
    void this.disconnect(CloseCode.CONSENTED);
  }

  /** Keeps `seat` for its token holder for the reconnection time, then frees it. */
  private holdSeat(seat: number): void {
    const hold = this.timers.later(this.type.settings.reconnectSeconds * 1000, () => {
      if (this.seats.holdEnded(seat)) this.freeSeat(seat);
    });
    this.seats.hold(seat, hold);
  }

  private freeSeat(seat: number): void {
    this.seats.free(seat);
    showSeats(this.state, this.seats);
    this.jobs.add(() => this.persist());
  }

  // ------------------------------------------------------------------ moves

  private async tryMove(client: Client, message: unknown): Promise<void> {
    const { game, settings } = this.type;
    const start = performance.now();
    try {
      const text = readMoveText(message);
      const seat = this.mover(client);
      const move = game.parseMove(this.ledger.position, text);
      await this.commit(seat, move);
      settings.watch?.moved(undefined, (performance.now() - start) / 1000);
    } catch (e) {
      client.send('move-rejected', rejectionOf(e));
      settings.watch?.moved(rejectionOf(e), (performance.now() - start) / 1000);
    }
  }

  /** The seat of `client` if it may move now. */
  private mover(client: Client): number {
    const seat = this.seats.seatOf(client);
    if (seat < 0) throw new IllegalMoveError('spectators do not move', 'not-seated');
    if (this.ledger.end !== null) throw new IllegalMoveError('the game is over', Reason.GameOver);
    if (!this.seats.started)
      throw new IllegalMoveError('waiting for players to take every seat', 'not-started');
    const turn = this.ledger.position.turn;
    if (turn !== seat) throw new IllegalMoveError(`it is seat ${turn}'s turn`, 'not-your-turn');
    return seat;
  }

  /** Plays `move` for `seat`, stores the room, then shows it to every client. */
  private async commit(seat: number, move: number): Promise<void> {
    // A move that comes after its seat's time ran out (before the timer said so) loses. One
    // instant decides that and what the move costs: a move in time never makes the flag fall.
    const now = Date.now();
    if (this.turnClock.left(now) <= 0) {
      await this.finish(seat, 'time');
      throw new IllegalMoveError('your time ran out', 'time-out');
    }
    const clocks = this.turnClock.charged(true, now);
    const played = this.ledger.play(move);
    if (!(await this.lease.save(this.record(clocks)))) {
      played.takeBack();
      throw new RoomError('the move could not be stored; play it again', 'not-stored');
    }
    this.turnClock.set(clocks);
    this.state.moves.push(played.notation);
    showPlay(this.state, this.shown());
    // Sent now rather than at the next patch: a move reaches the clients at once.
    this.broadcastPatch();
    this.startTurn();
  }

  private async tryResign(client: Client): Promise<void> {
    try {
      const seat = this.seats.seatOf(client);
      if (seat < 0) throw new IllegalMoveError('spectators do not resign', 'not-seated');
      if (this.ledger.end !== null) throw new IllegalMoveError('the game is over', Reason.GameOver);
      await this.finish(seat, 'resigned');
    } catch (e) {
      client.send('move-rejected', rejectionOf(e));
    }
  }

  /** Ends the game with `loser` losing (resignation or time): every other seat wins. */
  private async finish(loser: number, end: GameEnd): Promise<void> {
    const result = lossOf(loser, this.seats.count);
    const clocks = this.turnClock.charged(false);
    if (!(await this.lease.save({ ...this.record(clocks), end, result })))
      throw new RoomError('the result could not be stored', 'not-stored');
    this.ledger.finish(end, result);
    this.turnClock.set(clocks);
    showPlay(this.state, this.shown());
    this.broadcastPatch();
    this.startTurn();
  }

  /** Stores seats and names (no move): best effort, the next move stores them again. */
  private async persist(): Promise<void> {
    await this.lease.save(this.record());
  }

  /** Starts the turn of the seat to move: its clock and move time, or its computer. */
  private startTurn(): void {
    this.turnClock.stop();
    if (this.ledger.end !== null || !this.seats.started) return;
    const seat = this.ledger.position.turn;
    const ply = this.ledger.moves.length;
    this.turnClock.start(seat, this.seats.computer(seat) === 0, {
      timeUp: () => this.jobs.add(() => this.timeUp(seat, ply)),
      tick: (shown) => showClock(this.state, seat, shown),
    });
    if (this.computers.plays(seat)) {
      const thinking = this.ledger.position.clone();
      this.timers.later(0, () => {
        this.computers.choose(seat, thinking).then(
          (move) =>
            this.jobs.add(async () => {
              if (this.ledger.moves.length === ply && this.ledger.end === null) await this.commit(seat, move);
            }),
          (e: unknown) => console.error(`quadrille room ${this.roomId}: computer player failed`, e),
        );
      });
    }
  }

  private async timeUp(seat: number, ply: number): Promise<void> {
    if (this.ledger.moves.length !== ply || this.ledger.end !== null) return;
    await this.finish(seat, 'time');
  }
}

/** The room type of `room`'s class. */
function roomTypeOf(room: QuadrilleRoom): RoomType {
  const type = (room.constructor as typeof QuadrilleRoom).type;
  if (type === undefined) throw new Error('QuadrilleRoom: define room types with quadrilleRoom(game)');
  return type;
}

/**
 * A Colyseus room type for `game`: give it to `defineServer({ rooms: { talpa: quadrilleRoom(talpa) } })`
 * (or `server.define`). Clients create a room with {@link CreateOptions} and join with
 * {@link JoinOptions}; they send `move` (the notation of a move) and `resign`, and receive the
 * {@link GameState} and the {@link QuadrilleServerMessages}.
 *
 * @throws `RangeError` for settings out of range (see {@link QuadrilleRoomOptions}).
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
  const type: RoomType = { game, settings: readRoomSettings(settings) };
  class GameRoom extends QuadrilleRoom {
    static override type: RoomType | undefined = type;
  }
  // `joinOrCreate('talpa', { preset })` waits in a room of the same preset.
  return defineRoom(GameRoom).filterBy(['preset']);
}

/** A Colyseus error carrying `error`'s code, reason and message to the client (see readRefusal). */
function refusal(error: unknown): ServerError {
  if (error instanceof ServerError) return error;
  return new ServerError(ErrorCode.APPLICATION_ERROR, refusalText(rejectionOf(error)));
}
