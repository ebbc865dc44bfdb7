/**
 * {@link defineBoard}: registers `<quadrille-board>`. Importing the package defines nothing (it
 * has no side effects, so bundlers may drop an import whose exports are unused): a page calls
 * `defineBoard()` once, before or after the elements are in the document.
 *
 * @module
 */

import type { AnyGameDescription } from '@quadrille/core';
import { QuadrilleBoard, registerGames } from './element.js';

/** The element's tag name. */
export const BOARD_TAG = 'quadrille-board';

/** Options of {@link defineBoard}. */
export interface DefineBoardOptions {
  /**
   * Games the `game` attribute may name by id (`<quadrille-board game="talpa">`), such as
   * `@quadrille/games`' `catalogue`. The `game` property takes any description without this.
   */
  readonly games?: readonly AnyGameDescription[];
}

/**
 * Defines `<quadrille-board>` (once: later calls only register more games) and returns its
 * class. Outside a browser (no `customElements`, as in Node) it only registers the games.
 *
 * @example
 * ```ts
 * import { defineBoard } from '@quadrille/board';
 * import { catalogue } from '@quadrille/games';
 *
 * defineBoard({ games: catalogue }); // <quadrille-board game="blokus" options="duo"> now plays
 * ```
 */
export function defineBoard(options: DefineBoardOptions = {}): typeof QuadrilleBoard {
  registerGames(options.games ?? []);
  if (typeof customElements !== 'undefined' && customElements.get(BOARD_TAG) === undefined) {
    customElements.define(BOARD_TAG, QuadrilleBoard);
  }
  return QuadrilleBoard;
}
