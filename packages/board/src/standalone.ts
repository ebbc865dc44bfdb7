/**
 * `@quadrille/board/standalone`: the board for a page with no bundler — one self-contained ES
 * module (`dist/standalone.js`: the element, the catalogue's four games, the computer's
 * coordinator) and its worker beside it (`dist/standalone-worker.js`: the search, with the same
 * games), loaded by a `<script type="module">` from `node_modules` or a CDN:
 *
 * ```html
 * <!doctype html>
 * <quadrille-board game="blokus" options="duo" seats="0"></quadrille-board>
 * <script type="module">
 *   import { defineBoard, attachComputer } from './node_modules/@quadrille/board/dist/standalone.js';
 *   defineBoard();
 *   attachComputer(document.querySelector('quadrille-board'), { seats: [1] });
 * </script>
 * ```
 *
 * With a bundler, import `@quadrille/board` and `@quadrille/board/computer` instead: the app
 * then ships only the games it offers, and the search only in its worker.
 *
 * @packageDocumentation
 */

import type { AnyGameDescription } from '@quadrille/core';
import { catalogue } from '@quadrille/games';
import {
  attachComputer as attach,
  type ComputerBoard,
  type ComputerHandle,
  type ComputerOptions,
} from './attach-computer.js';
import { type DefineBoardOptions, defineBoard as define } from './define.js';
import type { QuadrilleBoard } from './element.js';
import { workerBeside } from './worker-beside.js';

export type { ComputerBoard, ComputerHandle, ComputerOptions } from './attach-computer.js';
export type { ComputerEventDetail } from './computer-event.js';
export * from './index.js';

/** The games of `@quadrille/games` (Blokus, Linkage, Linage, Talpa), built into this module. */
export const games: readonly AnyGameDescription[] = catalogue;

/**
 * Defines `<quadrille-board>` with {@link games} (or the games given), so that
 * `<quadrille-board game="blokus">` plays at once.
 *
 * @example
 * ```ts
 * defineBoard(); // <quadrille-board game="talpa" options="beginner"> now plays
 * ```
 */
export function defineBoard(options: DefineBoardOptions = {}): typeof QuadrilleBoard {
  return define({ games: options.games ?? games });
}

/** Options of the standalone {@link attachComputer}: `spawn` is optional. */
export type StandaloneComputerOptions = Omit<ComputerOptions, 'spawn'> &
  Partial<Pick<ComputerOptions, 'spawn'>>;

/**
 * `attachComputer` of `@quadrille/board/computer`, its worker the one shipped beside this
 * module (`standalone-worker.js`, with {@link games}) unless `spawn` says otherwise.
 *
 * @example
 * ```ts
 * attachComputer(document.querySelector('quadrille-board')!, { seats: [1], level: 3 });
 * ```
 * @throws `OptionsError` as `attachComputer` does.
 */
export function attachComputer(board: ComputerBoard, options: StandaloneComputerOptions): ComputerHandle {
  const script = new URL('./standalone-worker.js', import.meta.url);
  return attach(board, { spawn: () => workerBeside(script), ...options });
}
