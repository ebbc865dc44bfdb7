/**
 * `@quadrille/board/controller`: `<quadrille-board>` without the DOM — {@link BoardController}
 * holds the game, the moves, undo and redo, the selection of cells into a move, the piece in hand,
 * whose turn it is and which seats the person and the computer play, and works out what to show
 * ({@link BoardFrame}) and what happened (its events). Drive a board from a view of your own
 * (React, a canvas, a terminal) or from a test in Node; the element is one such view.
 *
 * @packageDocumentation
 */

export {
  type BoardComputer,
  BoardController,
  type BoardControllerOptions,
  type BoardMessage,
  type BoardSelection,
} from './board-controller.js';
export type { ComputerEventDetail } from './computer-event.js';
export type { MoveChooser } from './computer-turns.js';
export type {
  BoardControllerEventMap,
  ControllerChangeCause,
  ControllerChangeDetail,
  RefusedSettingDetail,
} from './controller-events.js';
export { type ControlSpec, MAX_MOVE_BUTTONS } from './controls.js';
export type { Listener } from './emitter.js';
export type { BoardChangeCause, BoardMoveDetail, BoardOverDetail } from './events.js';
export type { BoardFrame } from './frame.js';
export {
  BOARD_THEMES,
  type BoardOptions,
  type BoardSeats,
  type BoardTheme,
  ORIENTATIONS,
  type Orientation,
} from './settings.js';
export type { HeldPiece } from './tray.js';
