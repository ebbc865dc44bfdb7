/**
 * `@quadrille/board/computer`: a computer opponent for `<quadrille-board>` — {@link attachComputer}
 * on the page, {@link serveComputer} in the app's module Web Worker, where the search runs.
 *
 * @packageDocumentation
 */

export {
  attachComputer,
  type ComputerBoard,
  type ComputerHandle,
  type ComputerOptions,
} from './attach-computer.js';
export type { ComputerEventDetail } from './computer-event.js';
export { computerModule, type ServeComputerOptions, serveComputer } from './serve-computer.js';
