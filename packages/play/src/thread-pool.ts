/**
 * {@link ThreadPool}: tasks run on a fixed number of `worker_threads`, one task per thread at a
 * time, and {@link serveThread}, the other end inside each thread. Studies play their games on
 * it (`@quadrille/study`'s `GamePool`); `quadrille match --workers N` plays its games on it with
 * players of its own (GTP engines among them), which is why a task can be asked to stop: a
 * thread cannot be terminated safely while it holds child processes, so {@link ThreadPool.close}
 * first asks the busy threads to stop their tasks and give back what they hold.
 *
 * @module
 */

import { parentPort, Worker } from 'node:worker_threads';

/** Main thread → task thread: run a task, or stop the one running. */
export type ThreadCommand<Request> =
  | {
      /** The task to run. */
      readonly run: Request;
    }
  | {
      /** Stop the task running. */
      readonly stop: true;
    };

/** Task thread → main thread: the task's result, or why it failed. */
export type ThreadReply<Result> =
  | {
      /** The task's result. */
      readonly result: Result;
    }
  | {
      /** Why the task failed: its error's message. */
      readonly error: string;
    };

/** How long {@link ThreadPool.close} waits for busy threads to stop their tasks before terminating them. */
const STOP_GRACE_MS = 5000;

/**
 * Starts the thread of `entry`. Run from source (tests, `tsx`), the entry is a `.ts` file: its
 * thread must load TypeScript too, so it starts by registering tsx (a worker ignores `--import`
 * in `execArgv` on Node 20). Built, the entry is plain JavaScript.
 */
function startThread(entry: URL): Worker {
  if (!entry.pathname.endsWith('.ts')) return new Worker(entry);
  const boot = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(entry.href)}); });`;
  return new Worker(boot, { eval: true, execArgv: ['--conditions=@quadrille/source'] });
}

/** A failed task (a game): the error its thread reported, or the thread's crash. */
export class GameFailure extends Error {
  /** The task's index (the game's). */
  readonly index: number;
  /** What went wrong, without the index. */
  readonly detail: string;

  /**
   * @param index - the task (game).
   * @param message - what went wrong.
   */
  constructor(index: number, message: string) {
    super(`game ${index}: ${message}`);
    this.name = 'GameFailure';
    this.index = index;
    this.detail = message;
  }
}

interface Task<Request, Result> {
  readonly request: Request;
  readonly index: number;
  resolve(result: Result): void;
  reject(error: Error): void;
  /** Settles when the task has its result or its failure. */
  readonly settled: Promise<void>;
}

interface Slot<Request, Result> {
  worker: Worker;
  task: Task<Request, Result> | undefined;
}

/**
 * A fixed number of threads running the module `entry`, which must call {@link serveThread}.
 * {@link ThreadPool.run} queues a task and resolves to its result; {@link ThreadPool.close}
 * stops the tasks still running and ends the threads.
 *
 * @typeParam Request - what a task is given (structured-cloneable).
 * @typeParam Result - what it resolves to (structured-cloneable).
 * @example
 * ```ts
 * const pool = new ThreadPool<number, number>(new URL('./square-thread.js', import.meta.url), 2);
 * const squares = await Promise.all([1, 2, 3].map((n, i) => pool.run(n, i)));
 * await pool.close();
 * ```
 */
export class ThreadPool<Request, Result> {
  private readonly slots: Slot<Request, Result>[] = [];
  private readonly waiting: Task<Request, Result>[] = [];
  private closed = false;

  /** The number of threads. */
  readonly size: number;

  /**
   * @param entry - the thread's module (a `.ts` file is run through tsx).
   * @param size - the number of threads (at least 1).
   */
  constructor(
    private readonly entry: URL,
    size: number,
  ) {
    this.size = Math.max(1, Math.floor(size));
    for (let i = 0; i < this.size; i++) this.slots.push(this.spawn());
  }

  /**
   * Runs task `index` on the next free thread.
   *
   * @returns the result; rejects with a {@link GameFailure} if the task threw or its thread died.
   */
  run(request: Request, index: number): Promise<Result> {
    if (this.closed) return Promise.reject(new GameFailure(index, 'the pool is closed'));
    return new Promise((resolve, reject) => {
      let settle!: () => void;
      const settled = new Promise<void>((done) => {
        settle = done;
      });
      this.waiting.push({
        request,
        index,
        settled,
        resolve: (result) => {
          settle();
          resolve(result);
        },
        reject: (error) => {
          settle();
          reject(error);
        },
      });
      this.dispatch();
    });
  }

  /**
   * Ends every thread. Tasks not started are rejected; running ones are asked to stop (their
   * thread's `signal` is aborted) and get a few seconds to give back what they hold before
   * their threads are terminated.
   */
  async close(): Promise<void> {
    this.closed = true;
    for (const task of this.waiting.splice(0)) task.reject(new GameFailure(task.index, 'the pool closed'));
    const running: Promise<void>[] = [];
    for (const slot of this.slots) {
      if (slot.task === undefined) continue;
      running.push(slot.task.settled);
      slot.worker.postMessage({ stop: true } satisfies ThreadCommand<Request>);
    }
    if (running.length > 0) {
      let timer: NodeJS.Timeout | undefined;
      const grace = new Promise<void>((done) => {
        timer = setTimeout(done, STOP_GRACE_MS);
      });
      await Promise.race([Promise.all(running), grace]);
      clearTimeout(timer);
    }
    await Promise.all(this.slots.map((slot) => slot.worker.terminate()));
  }

  private spawn(): Slot<Request, Result> {
    const worker = startThread(this.entry);
    const slot: Slot<Request, Result> = { worker, task: undefined };
    worker.on('message', (reply: ThreadReply<Result>) => {
      const task = slot.task;
      slot.task = undefined;
      if (task !== undefined) {
        if ('result' in reply) task.resolve(reply.result);
        else task.reject(new GameFailure(task.index, reply.error));
      }
      this.dispatch();
    });
    // A thread that dies (out of memory, a crash in a task) fails its task and is replaced.
    worker.on('error', (error) => this.replace(slot, error.message));
    worker.on('exit', (code) => {
      if (!this.closed) this.replace(slot, `its thread exited with code ${code}`);
      else this.fail(slot, `its thread exited with code ${code}`);
    });
    worker.unref();
    return slot;
  }

  private fail(slot: Slot<Request, Result>, message: string): void {
    const task = slot.task;
    slot.task = undefined;
    task?.reject(new GameFailure(task.index, message));
  }

  private replace(slot: Slot<Request, Result>, message: string): void {
    this.fail(slot, message);
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
      if (slot.task !== undefined || this.closed) continue;
      const task = this.waiting.shift();
      if (task === undefined) break;
      slot.task = task;
      slot.worker.ref();
      slot.worker.postMessage({ run: task.request } satisfies ThreadCommand<Request>);
    }
    for (const slot of this.slots) if (slot.task === undefined) slot.worker.unref();
  }
}

/**
 * The thread's side of a {@link ThreadPool}: runs each task it is sent with `handle`, one at a
 * time, and replies with the result or the error's message. A stop request aborts the `signal`
 * of the task running: `handle` should then give back what it holds (child processes) and
 * settle soon.
 *
 * @example
 * ```ts
 * // square-thread.ts
 * serveThread<number, number>(async (n) => n * n);
 * ```
 */
export function serveThread<Request, Result>(
  handle: (request: Request, signal: AbortSignal) => Promise<Result>,
): void {
  let running: AbortController | undefined;
  parentPort?.on('message', (command: ThreadCommand<Request>) => {
    if ('stop' in command) {
      running?.abort();
      return;
    }
    const controller = new AbortController();
    running = controller;
    void handle(command.run, controller.signal)
      .then(
        (result): ThreadReply<Result> => ({ result }),
        (e: unknown): ThreadReply<Result> => ({ error: e instanceof Error ? e.message : String(e) }),
      )
      .then((reply) => {
        running = undefined;
        parentPort?.postMessage(reply);
      });
  });
}
