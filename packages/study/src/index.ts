/**
 * `@quadrille/study`: many games between two players, to measure a player's strength or a
 * variant's fairness — on every core of one machine ({@link runStudy} on worker threads) or on
 * any number of machines through a BullMQ queue on Redis ({@link runQueuedStudy} and
 * {@link startStudyWorker}). Every game is seeded from the study seed and its index alone, so a
 * study gives the same records however it is run; {@link summariseStudy} reports each side's
 * score and win rate, the first seat's advantage and the draw rate with 95% Wilson intervals,
 * and the distribution of game lengths.
 *
 * @packageDocumentation
 */

export { type QueueRunOptions, runQueuedStudy } from './coordinator.js';
export { type FailedGame, type StudyResult, studyResult } from './failure.js';
export { type AnyPosition, loadGame, loadGames } from './games.js';
export { type GameJob, readGameJob } from './job.js';
export { type LocalRunOptions, runStudy } from './local.js';
export type { PlayRequest } from './messages.js';
export {
  type GamePlayer,
  GameStopped,
  type PlayedGame,
  type PlaySettings,
  playGame,
  playStudyGame,
} from './play.js';
export {
  describePlayer,
  makeStudyPlayer,
  type PlayerSpec,
  parsePlayerSpec,
  studyPlayerNames,
} from './players.js';
export { GameFailure, GamePool } from './pool.js';
export {
  formatDuration,
  type ProgressBar,
  type ProgressOutput,
  progressBar,
  progressLine,
} from './progress.js';
export { jobId, STUDY_QUEUE, studyKeys } from './queue-keys.js';
export { type GameRecord, readGameRecord, recordLine } from './record.js';
export { parseRedisUrl, type RedisTarget, redact } from './redis-url.js';
export { gameSeed, type Side, sideOf, sidesOf } from './seeds.js';
export {
  checkStudyId,
  defineStudy,
  MAX_STUDY_GAMES,
  newStudyId,
  readStudySpec,
  type StudyInput,
  type StudySpec,
} from './spec.js';
export {
  formatStudySummary,
  type LengthSummary,
  type SideSummary,
  type StudySummary,
  summariseStudy,
} from './summary.js';
export { serveThread, type ThreadCommand, ThreadPool, type ThreadReply } from './thread-pool.js';
export { type Interval, wilson, Z95 } from './wilson.js';
export { type StudyWorker, startStudyWorker, type WorkerOptions } from './worker.js';
