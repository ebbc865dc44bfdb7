/**
 * `@quadrille/board/input`: the input model of `<quadrille-board>` without the element — what
 * selecting cells comes to in any described game ({@link selectCell}, {@link judge},
 * {@link refusal} over a {@link MoveIndex}), the piece tray's turns and placements, and turned
 * boards ({@link orient}) — for other front ends: a terminal (`quadrille play` uses it), a
 * canvas, a test. It needs no DOM.
 *
 * @packageDocumentation
 */

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
export { grip, type HeldPiece, pickPiece, placeOnScreen, trayPieces, turnPiece } from './tray.js';
