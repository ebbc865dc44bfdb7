/**
 * Rooms on a real server (a child process, no Redis): whole games of every game between two
 * SDK clients, spectators, every bad payload refused with nothing changed, reconnection with a
 * token and with Colyseus's own reconnection, computer seats, and clocks that run out (with
 * byo-yomi too).
 */
import type { AnyGameDescription } from '@quadrille/core';
import { mnk } from '@quadrille/examples';
import { blokus, linage, linkage, talpa } from '@quadrille/games';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { killAll } from '../../../test-support/redis-server.js';
import { readRefusal } from '../src/index.js';
import { client, drop, type GameServer, type Player, player, sleep, startServer, until } from './harness.js';
import { following, playRandom } from './play.js';

let server: GameServer;

beforeAll(async () => {
  server = await startServer({ reconnectSeconds: 4 });
}, 60_000);

afterAll(async () => {
  await server?.kill();
  killAll();
});

/** Two clients at a new room of `game`: the creator at seat 0, the second at seat 1. */
async function pair(game: AnyGameDescription, options: Record<string, unknown>): Promise<[Player, Player]> {
  const a = player(await client(server).create(game.id, { ...options, name: 'Ann' }));
  const b = player(await client(server).joinById(a.room.roomId, { name: 'Bob' }));
  await until(() => a.seat !== undefined && b.seat !== undefined && a.state().started, 'both seats');
  return [a, b];
}

describe('whole games between two clients', () => {
  const games: [AnyGameDescription, Record<string, unknown>][] = [
    [talpa, { options: { size: 4 } }],
    [linkage, { options: { width: 5, piecesPerColour: 3, threshold: 5 } }],
    [linage, { preset: 'small' }],
    [blokus, { preset: 'duo' }],
    [mnk, {}],
  ];
  it.each(games.map(([game, options]) => ({ id: game.id, game, options })))(
    '$id',
    async ({ game, options }) => {
      const [a, b] = await pair(game, options);
      expect(a.seat?.seat).toBe(0);
      expect(b.seat?.seat).toBe(1);
      expect(a.seat?.token).toMatch(/^[\w-]{22}$/);
      // Asked again, the seat message comes again.
      const first = a.seat;
      a.seat = undefined;
      a.room.send('seat');
      await until(() => a.seat !== undefined, 'the seat message again');
      expect(a.seat).toEqual(first);
      await playRandom(game, [a, b], 7);
      const state = b.state();
      expect(state.over).toBe(true);
      expect(state.end).toBe('rules');
      expect(state.winners.length).toBeGreaterThan(0);
      expect(state.seats.map((s) => s.name)).toEqual(['Ann', 'Bob']);
      // Every client saw the same game, which the rules reach.
      expect(a.state().moves).toEqual(state.moves);
      await Promise.all([a.room.leave(), b.room.leave()]);
    },
  );
});

describe('a game of Talpa 4×4', () => {
  it('joinOrCreate pairs players in a waiting room, then opens a new one', async () => {
    const options = { preset: 'beginner', options: { noMove: 'lose' } };
    const a = player(await client(server).joinOrCreate('talpa', options));
    const b = player(await client(server).joinOrCreate('talpa', options));
    expect(b.room.roomId).toBe(a.room.roomId);
    await until(() => b.seat?.seat === 1 && a.state().started, 'paired');
    const c = player(await client(server).joinOrCreate('talpa', options));
    expect(c.room.roomId).not.toBe(a.room.roomId);
    // A started room is still reached by id (spectators, tokens).
    const s = player(await client(server).joinById(a.room.roomId, {}));
    await until(() => s.state().started, 'the spectator sees the game');
    await Promise.all([a, b, c, s].map((p) => p.room.leave()));
  });

  it('spectators see every move and cannot move', async () => {
    const [a, b] = await pair(talpa, { options: { size: 4 } });
    const s = player(await client(server).joinById(a.room.roomId, { name: 'Sue' }));
    await playRandom(talpa, [a, b], 3, 3);
    await until(() => s.state().moves.length === 3, 'the spectator sees three moves');
    expect(s.seat).toBeUndefined();
    expect(s.state().seats.map((x) => x.sessionId)).toEqual([a.room.sessionId, b.room.sessionId]);
    s.room.send('move', 'a1xa2');
    await until(() => s.rejections.length === 1, 'the spectator refused');
    expect(s.rejections[0]).toMatchObject({ code: 'ERR_ILLEGAL_MOVE', reason: 'not-seated' });
    expect(s.state().moves).toHaveLength(3);
    await Promise.all([a.room.leave(), b.room.leave(), s.room.leave()]);
  });

  it('refuses every bad payload to its sender only, and nothing changes', async () => {
    const [a, b] = await pair(talpa, { options: { size: 4 } });
    await playRandom(talpa, [a, b], 5, 2);
    const before = JSON.stringify(a.state());
    const turn = a.state().turn;
    const mover = turn === 0 ? a : b;
    const waiting = turn === 0 ? b : a;
    const bad: [Player, unknown, string, string][] = [
      [waiting, 'a1xa2', 'ERR_ILLEGAL_MOVE', 'not-your-turn'],
      [mover, { move: 'a1xa2' }, 'ERR_NOTATION', 'not-a-string'],
      [mover, 12, 'ERR_NOTATION', 'not-a-string'],
      [mover, ['a1xa2'], 'ERR_NOTATION', 'not-a-string'],
      [mover, null, 'ERR_NOTATION', 'not-a-string'],
      [mover, 'x'.repeat(1_000_000), 'ERR_NOTATION', 'too-long'],
      [mover, 'zz9', 'ERR_NOTATION', ''],
      [mover, 'a1xa1', 'ERR_', ''],
    ];
    for (const [who, payload, code, reason] of bad) {
      const n = who.rejections.length;
      who.room.send('move', payload);
      await until(
        () => who.rejections.length === n + 1,
        `a rejection of ${JSON.stringify(payload)?.slice(0, 20)}`,
      );
      const r = who.rejections[n]!;
      expect(r.code.startsWith(code), JSON.stringify(r)).toBe(true);
      if (reason !== '') expect(r.reason).toBe(reason);
      expect(r.message).not.toBe('');
    }
    // Only the senders were told; the game did not change.
    expect(mover.rejections.length + waiting.rejections.length).toBe(bad.length);
    await sleep(100);
    expect(JSON.stringify(a.state())).toBe(before);
    expect(JSON.stringify(b.state())).toBe(before);
    await Promise.all([a.room.leave(), b.room.leave()]);
  });

  it('refuses bad create options with the game error code, and bad joins with the room code', async () => {
    const refusal = async (p: Promise<unknown>) =>
      readRefusal(
        await p.then(
          () => undefined,
          (e: unknown) => e,
        ),
      );
    expect(await refusal(client(server).create('talpa', { options: { size: 1000 } }))).toMatchObject({
      code: 'ERR_OPTIONS',
      reason: 'bad-size',
    });
    expect(await refusal(client(server).create('talpa', { preset: 'nope' }))).toMatchObject({
      code: 'ERR_OPTIONS',
      reason: 'unknown-preset',
    });
    expect(await refusal(client(server).create('talpa', { computers: { 0: 1, 1: 1 } }))).toMatchObject({
      code: 'ERR_OPTIONS',
      reason: 'bad-computers',
    });
    expect(await refusal(client(server).create('talpa', { clock: { total: 5 } }))).toMatchObject({
      code: 'ERR_OPTIONS',
      reason: 'bad-clock',
    });
    expect(await refusal(client(server).create('talpa', { record: {} }))).toMatchObject({
      code: 'ERR_OPTIONS',
      reason: 'unknown-option',
    });
    const [a, b] = await pair(talpa, { options: { size: 4 } });
    expect(await refusal(client(server).joinById(a.room.roomId, { seat: 0 }))).toMatchObject({
      code: 'ERR_ROOM',
      reason: 'seat-taken',
    });
    expect(await refusal(client(server).joinById(a.room.roomId, { token: 'nope' }))).toMatchObject({
      code: 'ERR_ROOM',
      reason: 'bad-token',
    });
    await Promise.all([a.room.leave(), b.room.leave()]);
  });

  it('keeps a dropped seat: the client rejoins with its token (or reconnects) and sees every move', async () => {
    const [a, b] = await pair(talpa, { options: { size: 4 } });
    await playRandom(talpa, [a, b], 11, 2);
    const token = b.seat!.token;
    // A drop, not a leave: the socket closes without consent.
    drop(b.room);
    await until(() => !a.state().seats[1]!.connected, 'seat 1 shown disconnected');
    expect(a.state().seats[1]!.name).toBe('Bob');
    // Nobody else may take the seat meanwhile.
    const other = player(await client(server).joinById(a.room.roomId, {}));
    expect(other.seat).toBeUndefined();
    const back = player(await client(server).joinById(a.room.roomId, { token }));
    await until(() => back.seat !== undefined, 'the seat message');
    expect(back.seat).toEqual({ seat: 1, token });
    expect(back.state().moves).toEqual(a.state().moves);
    await until(
      () => a.state().seats[1]!.connected && a.state().seats[1]!.sessionId === back.room.sessionId,
      'rejoined',
    );
    // Colyseus's own reconnection (the SDK's, automatic), for the other seat.
    a.room.reconnection.enabled = true;
    drop(a.room);
    await until(() => !back.state().seats[0]!.connected, 'seat 0 shown disconnected');
    await until(() => back.state().seats[0]!.connected, 'seat 0 back');
    expect(back.state().seats[0]!.sessionId).toBe(a.room.sessionId);
    const again = a;
    await playRandom(talpa, [again, back], 12, 6);
    expect(back.state().moves).toHaveLength(6);
    await Promise.all([again.room.leave(), back.room.leave(), other.room.leave()]);
  });

  it('frees a seat whose client did not come back in time', async () => {
    const [a, b] = await pair(talpa, { options: { size: 4 } });
    drop(b.room);
    // reconnectSeconds is 4 on this server.
    await until(
      () => a.state().seats[1]!.sessionId === '' && !a.state().seats[1]!.connected,
      'dropped',
      5000,
    );
    const c = player(await client(server).joinById(a.room.roomId, { name: 'Cid' }));
    await until(() => c.seat !== undefined, 'the free seat taken');
    expect(c.seat?.seat).toBe(1);
    expect(c.seat?.token).not.toBe(b.seat?.token);
    await Promise.all([a.room.leave(), c.room.leave()]);
  });

  it('plays a computer seat', async () => {
    const a = player(await client(server).create('talpa', { options: { size: 4 }, computers: { 1: 1 } }));
    await until(() => a.seat !== undefined && a.state().started, 'seated, started');
    expect(a.state().seats[1]).toMatchObject({ computer: 1, sessionId: '' });
    await playRandomAgainstComputer(a);
    expect(a.state().over).toBe(true);
    await a.room.leave();
  });

  it('a day of total and a day of increment never overflow a timer: no seat loses on time at ply 48', async () => {
    const DAY = 86_400_000;
    const a = player(await client(server).create('linage', { clock: { total: DAY, increment: DAY } }));
    const b = player(await client(server).joinById(a.room.roomId, {}));
    await until(() => a.state().started, 'started');
    // Uncapped, the clocks passed 2^31 - 1 ms after 24 moves each, and Node fired at once.
    await playRandom(linage, [a, b], 3, 52);
    const state = a.state();
    expect(state.moves).toHaveLength(52);
    expect(state.over).toBe(false);
    for (const seat of state.seats) expect(seat.clock).toBeLessThanOrEqual(DAY);
    expect(state.seats.every((s) => s.clock > DAY / 2)).toBe(true);
    await Promise.all([a.room.leave(), b.room.leave()]);
  });

  it('ends the game when a clock runs out, and on resignation', async () => {
    const [a, b] = await pair(talpa, { options: { size: 4 }, clock: { total: 2500, increment: 100 } });
    expect(a.state().seats.map((s) => s.clock)).toEqual([2500, 2500]);
    await playRandom(talpa, [a, b], 1, 1);
    await until(() => a.state().over, 'the clock runs out', 15_000);
    expect(a.state()).toMatchObject({ end: 'time', winners: [0], scores: [1, 0] });
    expect(a.state().seats[1]!.clock).toBeLessThanOrEqual(100);
    // Seat 0 moved once: its time used, plus the increment (how much time it used depends on the load).
    expect(a.state().seats[0]!.clock).toBeGreaterThan(100);
    expect(a.state().seats[0]!.clock).toBeLessThanOrEqual(2600);
    await Promise.all([a.room.leave(), b.room.leave()]);

    const [c, d] = await pair(talpa, { options: { size: 4 } });
    d.room.send('resign');
    await until(() => c.state().over, 'the resignation');
    expect(c.state()).toMatchObject({ end: 'resigned', winners: [0] });
    c.room.send('move', 'a1xa2');
    await until(() => c.rejections.length === 1, 'refused after the end');
    expect(c.rejections[0]!.reason).toBe('game-over');
    await Promise.all([c.room.leave(), d.room.leave()]);
  });
});

describe('a clock with byo-yomi (core’s clock, kept by the room)', () => {
  it('enters byo-yomi when the main time is spent, starts a period afresh after a move in time, and ends a game on time', async () => {
    const [a, b] = await pair(talpa, {
      options: { size: 4 },
      clock: { totalMs: 1000, byoMs: 3000, stones: 1 },
    });
    const shown = () => a.state().seats.map((s) => [s.clock, s.periodMovesLeft]);
    expect(shown()).toEqual([
      [1000, 0],
      [1000, 0],
    ]);
    // Seat 0 spends its main time and moves in its byo-yomi period: the period, less what the
    // move ran over, and one move to play in it.
    await sleep(1300);
    await playRandom(talpa, [a, b], 61, 1);
    const [clock, periodMovesLeft] = shown()[0]!;
    expect(periodMovesLeft).toBe(1);
    expect(clock).toBeGreaterThan(0);
    expect(clock).toBeLessThan(3000);
    // Seat 1 moves in its main time; seat 0's move in its period starts the next one afresh.
    await playRandom(talpa, [a, b], 62, 3);
    expect(a.state().over).toBe(false);
    expect(shown()[0]).toEqual([3000, 1]);
    expect(shown()[1]![1]).toBe(0);
    // Seat 1 waits: its main time runs out, the running clock shows its period, then that too.
    await until(
      () => a.state().over || a.state().seats[1]!.periodMovesLeft === 1,
      'seat 1 in byo-yomi',
      15_000,
    );
    expect(a.state().over).toBe(false);
    expect(a.state().seats[1]!.clock).toBeLessThanOrEqual(3000);
    await until(() => a.state().over, 'seat 1 out of time', 15_000);
    expect(a.state()).toMatchObject({ end: 'time', winners: [0], scores: [1, 0] });
    expect(a.state().seats[1]!.clock).toBe(0);
    expect(b.state().end).toBe('time');
    await Promise.all([a.room.leave(), b.room.leave()]);
  });

  it('refuses a clock under a second a stretch, or byo-yomi half given', async () => {
    for (const clock of [
      { totalMs: 60_000, byoMs: 500, stones: 1 },
      { totalMs: 60_000, stones: 1 },
    ]) {
      const refused = await client(server)
        .create('talpa', { clock })
        .then(
          () => undefined,
          (e: unknown) => readRefusal(e),
        );
      expect(refused).toMatchObject({ code: 'ERR_OPTIONS', reason: 'bad-clock' });
    }
  });
});

/** Seat 0 plays random moves; the computer at seat 1 answers. */
async function playRandomAgainstComputer(a: Player): Promise<void> {
  const game: AnyGameDescription = talpa;
  const position = following(game, a);
  for (let i = 0; i < 200 && !a.state().over; i++) {
    await until(() => a.state().over || a.state().turn === 0, 'our turn');
    if (a.state().over) break;
    const pos = position();
    const moves = pos.legalMoves();
    const n = a.state().moves.length;
    a.room.send('move', game.formatMove(pos, moves[i % moves.length]!));
    await until(() => a.state().moves.length > n, 'our move');
  }
}
