/**
 * What the board tells, as plain data: the details of the events `<quadrille-board>` dispatches
 * (see `BoardEventMap`), which are those of the controller's events.
 *
 * @module
 */

import type { Outcome } from '@quadrille/core';

/** `quadrille-move`: the person at this board made a move (not moves given through `play`). */
export interface BoardMoveDetail {
  /** The move (the game's move id). */
  readonly move: number;
  /** The move in the game's notation, as in the position before it. */
  readonly notation: string;
  /** The seat that made it. */
  readonly seat: number;
}

/** `quadrille-over`: a move ended the game. */
export interface BoardOverDetail {
  /** The outcome (scores and winners by seat). */
  readonly outcome: Outcome;
  /** The result in words, with the seats' names (`Red wins`, `Draw`). */
  readonly result: string;
}

/** What changed the position, in a {@link BoardChangeDetail}. */
export type BoardChangeCause =
  /** The person at this board moved (a `quadrille-move` event came first). */
  | 'move'
  /** A move came through `board.play`. */
  | 'play'
  /** `board.undo()` took a move back. */
  | 'undo'
  /** A position was set (`board.position`). */
  | 'position'
  /** A new game started (`board.game` or `board.options`). */
  | 'game';

/** `quadrille-change`: the board's position changed, for whatever reason. */
export interface BoardChangeDetail {
  /** Why. */
  readonly cause: BoardChangeCause;
}

/**
 * `quadrille-error`: an attribute's value was refused (a property setter throws instead). The
 * board keeps what it had.
 */
export interface BoardErrorDetail {
  /** The attribute. */
  readonly attribute: string;
  /** Why it was refused: a Quadrille error (`OptionsError` …), typed. */
  readonly error: Error;
}
