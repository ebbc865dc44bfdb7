/**
 * {@link resumeRooms}: brings back, on this process, the rooms of a durable store whose process
 * is gone (killed, crashed, restarted): each under its own id, with every stored move, its
 * seats' tokens and its clocks. Every process sharing the store runs it; a room's lease in the
 * store makes sure exactly one process resumes it.
 *
 * @module
 */

import { randomBytes } from 'node:crypto';
import { matchMaker } from '@colyseus/core';
import { isPlainObject } from '@quadrille/core';
import type { RoomStore } from './store.js';

/** The create option that carries a resume key; a client cannot guess a key. */
const RESUME_KEY = '~quadrilleResume';

interface Resume {
  readonly roomId: string;
  readonly stored: unknown;
  /** The lease owner the room goes on with. */
  readonly owner: string;
}

/** Resumes under way in this process, by their secret key. */
const pending = new Map<string, Resume>();

/**
 * The resume that `options` (a room's create options) names, if they name one made by
 * {@link resumeRooms} in this process; taken once. A client's options never name one: keys are
 * random and live only here.
 */
export function takeResume(options: unknown): Resume | undefined {
  if (!isPlainObject(options)) return undefined;
  const key = Object.getOwnPropertyDescriptor(options, RESUME_KEY)?.value;
  if (typeof key !== 'string') return undefined;
  const resume = pending.get(key);
  pending.delete(key);
  if (resume !== undefined && isPlainObject(options)) delete options[RESUME_KEY];
  return resume;
}

function hasHandler(roomName: string): boolean {
  try {
    return matchMaker.getHandler(roomName) !== undefined;
  } catch {
    return false;
  }
}

/** Options of {@link resumeRooms}. */
export interface ResumeOptions {
  /** Milliseconds between two looks at the store (default 2,000). */
  readonly intervalMs?: number;
  /** Milliseconds of the lease taken while a room is brought back (default 10,000, as rooms). */
  readonly leaseMs?: number;
  /** Told of each room resumed, or that could not be. */
  readonly log?: (line: string) => void;
}

/** What {@link resumeRooms} returns. */
export interface Resumer {
  /** Looks at the store once now; resolves to the ids of the rooms resumed. */
  sweep(): Promise<string[]>;
  /** Stops looking. */
  stop(): void;
}

/**
 * Looks at `store` now and every `intervalMs`, and resumes on this process every open room
 * that no process holds (its lease ran out). Call it once the server listens.
 *
 * @example
 * ```ts
 * const store = await redisStore(url);
 * // … define the rooms with { store }, then listen …
 * const resumer = resumeRooms(store);
 * ```
 */
export function resumeRooms(store: RoomStore, options: ResumeOptions = {}): Resumer {
  const leaseMs = options.leaseMs ?? 10_000;
  const log = options.log ?? (() => {});
  let running: Promise<string[]> | undefined;
  const sweepOnce = async (): Promise<string[]> => {
    const resumed: string[] = [];
    for (const roomId of await store.orphanRooms()) {
      if (matchMaker.getLocalRoomById(roomId) !== undefined) continue;
      const owner = randomBytes(16).toString('base64url');
      if (!(await store.claim(roomId, owner, leaseMs))) continue;
      try {
        const stored = await store.load(roomId);
        const roomName = isPlainObject(stored) ? stored.roomName : undefined;
        if (typeof roomName !== 'string' || !hasHandler(roomName)) {
          log(`room ${roomId}: not resumed (no room type ${String(roomName)} here)`);
          await store.release(roomId, owner);
          continue;
        }
        const key = randomBytes(16).toString('base64url');
        pending.set(key, { roomId, stored, owner });
        try {
          await matchMaker.handleCreateRoom(roomName, { [RESUME_KEY]: key });
          resumed.push(roomId);
          log(`room ${roomId} (${roomName}) resumed`);
        } finally {
          pending.delete(key);
        }
      } catch (e) {
        log(`room ${roomId}: not resumed (${e instanceof Error ? e.message : String(e)})`);
        // A record that does not restore never will: close it rather than try again and again.
        const code = (e as { code?: unknown }).code;
        const broken = typeof code === 'string' && code.startsWith('ERR_');
        await (broken ? store.close(roomId, owner) : store.release(roomId, owner)).catch(() => {});
      }
    }
    return resumed;
  };
  const sweep = (): Promise<string[]> => {
    running ??= sweepOnce().finally(() => {
      running = undefined;
    });
    return running;
  };
  const timer = setInterval(() => {
    sweep().catch((e: unknown) => log(`resume: ${e instanceof Error ? e.message : String(e)}`));
  }, options.intervalMs ?? 2000);
  timer.unref();
  void sweep().catch((e: unknown) => log(`resume: ${e instanceof Error ? e.message : String(e)}`));
  return {
    sweep,
    stop: () => clearInterval(timer),
  };
}
