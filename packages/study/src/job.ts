/**
 * The data of one BullMQ job: one game of one study.
 *
 * @module
 */

import { failSetup, Reason, readRecord } from '@quadrille/core';
import { readStudySpec, type StudySpec } from './spec.js';

/** A job's data: the study id, the game index and its seed in plain sight, and the spec. */
export interface GameJob {
  /** The study id. */
  readonly study: string;
  /** The game's index. */
  readonly index: number;
  /** The game's seed (see `gameSeed`). */
  readonly seed: number;
  /** The whole study spec, so a worker needs nothing else. */
  readonly spec: StudySpec;
}

/**
 * Reads a job's data (untrusted: anyone who can write to the Redis can add jobs).
 *
 * @throws `SetupError` unless it is a game of its spec's study.
 */
export function readGameJob(data: unknown): GameJob {
  const o = readRecord(data, ['study', 'index', 'seed', 'spec'], 'job', failSetup, Reason.UnknownField);
  const spec = readStudySpec(o.spec);
  const index = o.index as number;
  if (o.study !== spec.id || !Number.isInteger(index) || index < 0 || index >= spec.games) {
    failSetup('job: study and index do not match its spec', Reason.BadType);
  }
  return { study: spec.id, index, seed: o.seed as number, spec };
}
