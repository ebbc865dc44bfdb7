/**
 * {@link GamePool}: games played on `worker_threads`, one game per thread at a time, so a study
 * uses every core and the calling thread stays free (a queue worker must keep renewing its job
 * locks while games run).
 *
 * @module
 */

import { Worker } from 'node:worker_threads';
import type { PlayReply, PlayRequest } from './messages.js';
import type { GameRecord } from './record.js';
import type { StudySpec } from './spec.js';

/**
 * Run from source (tests, `tsx`), this module is a `.ts` file: its thread must load TypeScript
 * too, so it starts by registering tsx (a worker ignores `--import` in `execArgv` on Node 20).
 * Built, the thread is the `.js` file beside this one.
 */
const FROM_SOURCE = import.meta.url.endsWith('.ts');
const THREAD_URL = new URL(FROM_SOURCE ? './thread.ts' : './thread.js', import.meta.url);

function startThread(): Worker {
  if (!FROM_SOURCE) return new Worker(THREAD_URL);
  const boot = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(THREAD_URL.href)}); });`;
  return new Worker(boot, { eval: true, execArgv: ['--conditions=@quadrille/source'] });
}

interface Task {
  readonly request: PlayRequest;
  resolve(record: GameRecord): void;
  reject(error: Error): void;
}

interface Slot {
  worker: Worker;
  task: Task | undefined;
}

/** A failed game: the error the game thread reported (or its crash). */
export class GameFailure extends Error {
  /** The game's index. */
  readonly index: number;
  /** What went wrong, without the game number. */
  readonly detail: string;

  /**
   * @param index - the game.
   * @param message - what went wrong.
   */
  constructor(index: number, message: string) {
    super(`game ${index}: ${message}`);
    this.name = 'GameFailure';
    this.index = index;
    this.detail = message;
  }
}

/**
 * A fixed number of game threads. {@link GamePool.play} queues a game and resolves to its
 * record; {@link GamePool.close} ends the threads.
 *
 * @example
 * ```ts
 * const pool = new GamePool(2);
 * const records = await Promise.all([0, 1, 2, 3].map((i) => pool.play(spec, i)));
 * await pool.close();
 * ```
 */
export class GamePool {
  private readonly slots: Slot[] = [];
  private readonly waiting: Task[] = [];
  private closed = false;

  /** The number of threads. */
  readonly size: number;

  /** @param size - the number of threads (at least 1). */
  constructor(size: number) {
    this.size = Math.max(1, Math.floor(size));
    for (let i = 0; i < this.size; i++) this.slots.push(this.spawn());
  }

  /**
   * Plays game `index` of `spec` on the next free thread.
   *
   * @returns the record; rejects with a {@link GameFailure} if the game threw or its thread died.
   */
  play(spec: StudySpec, index: number): Promise<GameRecord> {
    if (this.closed) return Promise.reject(new GameFailure(index, 'the pool is closed'));
    return new Promise((resolve, reject) => {
      this.waiting.push({ request: { spec, index }, resolve, reject });
      this.dispatch();
    });
  }

  /** Ends every thread; games not finished are rejected. */
  async close(): Promise<void> {
    this.closed = true;
    for (const task of this.waiting.splice(0))
      task.reject(new GameFailure(task.request.index, 'the pool closed'));
    await Promise.all(this.slots.map((slot) => slot.worker.terminate()));
  }

  private spawn(): Slot {
    const worker = startThread();
    const slot: Slot = { worker, task: undefined };
    worker.on('message', (reply: PlayReply) => {
      const task = slot.task;
      slot.task = undefined;
      if (task !== undefined) {
        if ('record' in reply) task.resolve(reply.record);
        else task.reject(new GameFailure(reply.index, reply.error));
      }
      this.dispatch();
    });
    // A thread that dies (out of memory, a crash in a game) fails its game and is replaced.
    worker.on('error', (error) => this.replace(slot, error.message));
    worker.on('exit', (code) => {
      if (!this.closed) this.replace(slot, `its thread exited with code ${code}`);
    });
    worker.unref();
    return slot;
  }

  private replace(slot: Slot, message: string): void {
    const task = slot.task;
    slot.task = undefined;
    task?.reject(new GameFailure(task.request.index, message));
    if (this.closed) return;
    const at = this.slots.indexOf(slot);
    if (at < 0) return;
    slot.worker.removeAllListeners();
    void slot.worker.terminate();
    this.slots[at] = this.spawn();
    this.dispatch();
  }

  private dispatch(): void {
    for (const slot of this.slots) {
      if (slot.task !== undefined) continue;
      const task = this.waiting.shift();
      if (task === undefined) return;
      slot.task = task;
      slot.worker.ref();
      slot.worker.postMessage(task.request);
    }
    for (const slot of this.slots) if (slot.task === undefined) slot.worker.unref();
  }
}
