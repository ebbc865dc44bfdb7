/**
 * {@link BoardControllerEventMap}: what the board's controller tells its view, by event name —
 * the moves, changes and end of the game that `<quadrille-board>` dispatches as DOM events, and
 * what the view has to draw or say.
 *
 * @module
 */

import type { SearchStats } from '@quadrille/ai';
import type { ComputerEventDetail } from './computer-event.js';
import type { BoardChangeCause, BoardMoveDetail, BoardOverDetail } from './events.js';

/** What changed a controller's position: a cause of `<quadrille-board>`'s, or `redo`. */
export type ControllerChangeCause =
  | BoardChangeCause
  /** `controller.redo()` played again moves that `undo` took back. */
  | 'redo';

/** The detail of a controller's `change` event. */
export interface ControllerChangeDetail {
  /** Why the position changed. */
  readonly cause: ControllerChangeCause;
}

/** The detail of a controller's `refused` event. */
export interface RefusedSettingDetail {
  /** The setting whose value was dropped (`options`). */
  readonly setting: string;
  /** Why: a Quadrille error (`OptionsError` …), typed. */
  readonly error: Error;
}

/** The events of a `BoardController`, by name, with their details. */
export interface BoardControllerEventMap {
  /** The person at the board made a move (not a move given through `play`, nor the computer's). */
  move: BoardMoveDetail;
  /** The position changed, for whatever reason (after `move`, when there is one). */
  change: ControllerChangeDetail;
  /** A move ended the game (after its `change`). */
  over: BoardOverDetail;
  /**
   * A new game dropped options that were set for it before it came and that it refuses: it
   * started from its first preset (a setter throws instead when it can).
   */
  refused: RefusedSettingDetail;
  /** Something to say to the person now (a move, a refusal, the cell under the cursor): a live region's text. */
  announce: { readonly text: string };
  /** Something shown changed: draw `frame()` again (many may come before a view draws). */
  update: undefined;
  /** The controller's computer is thinking, has played, failed or stopped. */
  computer: ComputerEventDetail<SearchStats>;
}
