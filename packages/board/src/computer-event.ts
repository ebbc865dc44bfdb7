/**
 * {@link ComputerEventDetail}: what a computer tells — the `quadrille-computer` event of a
 * computer attached with `attachComputer`, and the `computer` event of the board's controller —
 * in its own home, so that the board (which shows a failed computer), the controller and the
 * computer read it without importing each other.
 *
 * @module
 */

import type { ParallelStats, SearchStats } from '@quadrille/ai';

/**
 * What a computer tells: the detail of a `quadrille-computer` event, and of a controller's
 * `computer` event.
 *
 * @typeParam S - the search's statistics: `attachComputer`'s searches on threads give
 *   `ParallelStats`; a controller's player gives its own (`SearchStats` at least).
 */
export type ComputerEventDetail<S extends SearchStats = ParallelStats> =
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
      readonly stats: S;
    }
  /**
   * The search failed (`attachComputer`'s worker script did not load, could not load the game,
   * or died; a controller's player rejected): `error` says why. The board shows it in its
   * message line; for `attachComputer` the console logs it too, unless a listener of the DOM event
   * calls `preventDefault()` (this event alone is cancelable) to tell the person in its own way.
   */
  | { readonly state: 'failed'; readonly seat: number; readonly error: Error }
  /** The search for `seat` was abandoned: the position changed (an undo, a new game) or it was detached. */
  | { readonly state: 'stopped'; readonly seat: number };
