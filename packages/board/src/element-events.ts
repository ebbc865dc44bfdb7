/**
 * {@link BoardEventMap}: the DOM events `<quadrille-board>` dispatches, and the one a computer
 * attached to it dispatches on it (`quadrille-computer`, which the board listens to). All bubble
 * and are composed (they leave the shadow root), so a page can listen on the board or on any
 * ancestor.
 *
 * @module
 */

import type { ComputerEventDetail } from './computer-event.js';
import type { BoardChangeDetail, BoardErrorDetail, BoardMoveDetail, BoardOverDetail } from './events.js';

/** The board's events by name, with their details. */
export interface BoardEventMap {
  /** The person at this board made a move. */
  'quadrille-move': CustomEvent<BoardMoveDetail>;
  /** A move ended the game. */
  'quadrille-over': CustomEvent<BoardOverDetail>;
  /** The position changed. */
  'quadrille-change': CustomEvent<BoardChangeDetail>;
  /** An attribute's value was refused. */
  'quadrille-error': CustomEvent<BoardErrorDetail>;
}

declare global {
  interface HTMLElementEventMap {
    /** A computer attached with `attachComputer` is thinking, has played, failed or stopped. */
    'quadrille-computer': CustomEvent<ComputerEventDetail>;
  }
}
