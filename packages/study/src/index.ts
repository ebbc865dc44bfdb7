/**
 * `@quadrille/study`: many games between two players, to measure a player's strength or a
 * variant's fairness — on every core of one machine ({@link runStudy} on worker threads) or on
 * any number of machines through a BullMQ queue on Redis ({@link runQueuedStudy} and
 * {@link startStudyWorker}), each game played through `@quadrille/play`'s game loop. Every game is seeded from the study seed and its index alone, so a
 * study gives the same records however it is run; {@link summariseStudy} reports each side's
 * score and win rate, the first seat's advantage and the draw rate with 95% Wilson intervals,
 * and the distribution of game lengths.
 *
 * @packageDocumentation
 */

// The queue's URL reading lives in core (distributed solves share it); exported here as before.
export { parseRedisUrl, type RedisTarget, redact } from '@quadrille/core';
/**
 * The game loop, player specs, seats and seeds, intervals and games by module, moved to
 * `@quadrille/play` (the thread pool to `@quadrille/play/node`): re-exported here for one
 * release.
 *
 * @deprecated Import them from `@quadrille/play` and `@quadrille/play/node`; these re-exports go
 *   in the next release.
 */
export {
  type AnyPosition,
  describePlayer,
  type GamePlayer,
  GameStopped,
  gameSeed,
  type Interval,
  type PlayedGame,
  type PlayerSpec,
  type PlaySettings,
  parsePlayerSpec,
  playGame,
  type Side,
  sideOf,
  sidesOf,
  wilson,
  Z95,
} from '@quadrille/play';
/** @deprecated Import them from `@quadrille/play/node`; these re-exports go in the next release. */
export {
  GameFailure,
  serveThread,
  type ThreadCommand,
  ThreadPool,
  type ThreadReply,
} from '@quadrille/play/node';
export { type QueueRunOptions, runQueuedStudy } from './coordinator.js';
export { type FailedGame, type StudyResult, studyResult } from './failure.js';
export { type GameJob, readGameJob } from './job.js';
export { type LocalRunOptions, runStudy } from './local.js';
export type { PlayRequest } from './messages.js';
export { GamePool } from './pool.js';
export {
  formatDuration,
  type ProgressBar,
  type ProgressOutput,
  progressBar,
  progressLine,
} from './progress.js';
export { jobId, STUDY_QUEUE, studyKeys } from './queue-keys.js';
export { type GameRecord, readGameRecord, recordLine } from './record.js';
export {
  checkStudyId,
  defineStudy,
  MAX_STUDY_GAMES,
  newStudyId,
  readStudySpec,
  type StudyInput,
  type StudySpec,
} from './spec.js';
export { playStudyGame } from './study-game.js';
export {
  formatStudySummary,
  type LengthSummary,
  type SideSummary,
  type StudySummary,
  summariseStudy,
} from './summary.js';
export { type StudyWorker, startStudyWorker, type WorkerOptions } from './worker.js';
