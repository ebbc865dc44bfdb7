/**
 * `@quadrille/board`: `<quadrille-board>`, a playable board for any Quadrille game description
 * — the four games of `@quadrille/games` or your own — as a standard custom element, for plain
 * HTML, React, Vue or Svelte. Call {@link defineBoard} once, set `board.game`, and people play:
 * by selecting cells, with the keyboard, or with a piece tray where the game has pieces. A
 * computer opponent in a Web Worker comes from `@quadrille/board/computer`; the element's
 * decisions without the DOM ({@link BoardController}) also from `@quadrille/board/controller`.
 *
 * @packageDocumentation
 */

// The controller's subpath whole: the controller, its events, its frame, the settings' types.
export * from './controller.js';
export { type ControlState, controlSpecs } from './controls.js';
export { BOARD_TAG, type DefineBoardOptions, defineBoard } from './define.js';
export { QuadrilleBoard, registerGames } from './element.js';
export type { BoardEventMap } from './element-events.js';
export type { BoardChangeDetail, BoardErrorDetail } from './events.js';
export { type KeyAction, keyAction, moveCursor } from './keyboard.js';
export { MoveIndex } from './move-index.js';
export { type Oriented, orient } from './orientation.js';
export {
  guidance,
  judge,
  refusal,
  type SelectionContext,
  type SelectionStep,
  selectCell,
} from './selecting.js';
export { readBoardOptions, readOrientation, readSeats, readTheme } from './settings.js';
export { grip, pickPiece, placeOnScreen, trayPieces, turnPiece } from './tray.js';
