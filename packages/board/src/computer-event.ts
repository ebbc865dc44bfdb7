/**
 * {@link ComputerEventDetail}: what the `quadrille-computer` event of a computer attached with
 * `attachComputer` tells — its own home, so that the board (which shows a failed computer) and the
 * computer read it without importing each other.
 *
 * @module
 */

import type { ParallelStats } from '@quadrille/ai';

/** What a `quadrille-computer` event tells. */
export type ComputerEventDetail =
  /** The computer started searching for `seat`. */
  | { readonly state: 'thinking'; readonly seat: number }
  /** The computer played `notation` for `seat`; `stats` say how it searched. */
  | {
      readonly state: 'played';
      readonly seat: number;
      readonly move: number;
      readonly notation: string;
      /** The expected line, in notation, from the move played. */
      readonly line: readonly string[];
      readonly stats: ParallelStats;
    }
  /**
   * The search failed (the worker script did not load, could not load the game, or died):
   * `error` says why. The board shows it and the console logs it, unless a listener calls
   * `preventDefault()` (this event alone is cancelable) to tell the person in its own way.
   */
  | { readonly state: 'failed'; readonly seat: number; readonly error: Error }
  /** The search for `seat` was abandoned: the position changed (an undo, a new game) or it was detached. */
  | { readonly state: 'stopped'; readonly seat: number };

declare global {
  interface HTMLElementEventMap {
    /** A computer attached with `attachComputer` is thinking, has played, failed or stopped. */
    'quadrille-computer': CustomEvent<ComputerEventDetail>;
  }
}
