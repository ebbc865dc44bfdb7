/**
 * {@link StalledJobSettings}: how a queue worker (a study's, a distributed solve's) lets the
 * queue notice that it died in the middle of a job — BullMQ's lock and stalled-job check — with
 * the defaults both use ({@link stalledJobOptions}).
 *
 * @module
 */

/** The lock and stalled-job settings of a queue worker. */
export interface StalledJobSettings {
  /** How long a job's lock lasts without renewal, ms (BullMQ's `lockDuration`, default 30,000). */
  readonly lockDuration?: number;
  /** How often stalled jobs are looked for, ms (BullMQ's `stalledInterval`, default 30,000). */
  readonly stalledInterval?: number;
  /** How many times a job may stall before it fails (BullMQ's `maxStalledCount`, default 2). */
  readonly maxStalledCount?: number;
}

/**
 * `settings` with the defaults filled in, as BullMQ's worker options take them: a worker killed
 * mid-job loses the job to another worker within a minute, and a job that kills two workers fails.
 */
export function stalledJobOptions(settings: StalledJobSettings): Required<StalledJobSettings> {
  return {
    lockDuration: settings.lockDuration ?? 30_000,
    stalledInterval: settings.stalledInterval ?? 30_000,
    maxStalledCount: settings.maxStalledCount ?? 2,
  };
}
