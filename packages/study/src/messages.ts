/**
 * The messages between a {@link GamePool} and its threads.
 *
 * @module
 */

import type { GameRecord } from './record.js';
import type { StudySpec } from './spec.js';

/** Main thread → game thread: play game `index` of `spec`. */
export interface PlayRequest {
  /** The study. */
  readonly spec: StudySpec;
  /** The game to play. */
  readonly index: number;
}

/** Game thread → main thread: the game's record, or why it could not be played. */
export type PlayReply =
  | { readonly index: number; readonly record: GameRecord }
  | { readonly index: number; readonly error: string };
