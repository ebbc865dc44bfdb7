/**
 * {@link StudyResult}: the records of a study and the games that could not be played — a game
 * that keeps failing is reported, never silently dropped.
 *
 * @module
 */

import type { GameRecord } from './record.js';

/** A game that could not be played, and why. */
export interface FailedGame {
  /** The game's index. */
  readonly index: number;
  /** The last error. */
  readonly error: string;
}

/** What a study run ends with. */
export interface StudyResult {
  /** The finished games, by index. */
  readonly records: readonly GameRecord[];
  /** The games that failed (empty when all went well). */
  readonly failures: readonly FailedGame[];
}

/** The records ordered by index, and the failures likewise. */
export function studyResult(records: Iterable<GameRecord>, failures: Iterable<FailedGame>): StudyResult {
  return {
    records: [...records].sort((a, b) => a.index - b.index),
    failures: [...failures].sort((a, b) => a.index - b.index),
  };
}
