/**
 * {@link JobQueue}: a room's jobs one at a time — moves, writes to the store, broadcasts — each
 * started once the one before it has finished, so that two moves never interleave.
 *
 * @module
 */

/** Jobs run in the order they were added, one at a time. */
export class JobQueue {
  #tail: Promise<void> = Promise.resolve();
  readonly #failed: (error: unknown) => void;

  /** @param failed - told of a job that threw (the jobs after it still run). */
  constructor(failed: (error: unknown) => void) {
    this.#failed = failed;
  }

  /** Runs `job` after every job added before it. */
  add(job: () => Promise<void> | void): void {
    this.#tail = this.#tail.then(job).catch(this.#failed);
  }

  /** Resolves once every job added so far has run. */
  idle(): Promise<void> {
    return this.#tail;
  }
}
