/**
 * What a {@link GamePool} sends its threads.
 *
 * @module
 */

import type { StudySpec } from './spec.js';

/** Main thread → game thread: play game `index` of `spec`. */
export interface PlayRequest {
  /** The study. */
  readonly spec: StudySpec;
  /** The game to play. */
  readonly index: number;
}
