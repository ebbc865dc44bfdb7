/**
 * {@link BoardFrame}: everything a board shows at one moment, as plain data — what the board's
 * controller works out (`BoardController.frame()`) and a view draws: `<quadrille-board>` as SVG in
 * its shadow root, another view as it likes.
 *
 * @module
 */

import type { BoardView, PieceView, Point } from '@quadrille/core';
import type { ControlSpec } from './controls.js';
import type { BoardTheme } from './settings.js';

/** Everything the board shows at one moment. */
export interface BoardFrame {
  /** The colours. */
  readonly theme: BoardTheme;
  /** The message line: guidance, or (`error`) why a selection was refused. */
  readonly message: { readonly text: string; readonly kind: 'info' | 'error' };
  /** The picture, or undefined while there is no game. */
  readonly picture:
    | {
        /** The view to draw, laid out for the screen (turned, with the selection's overlays). */
        readonly view: BoardView;
        /** The picture's title and the board's accessible name start with it (`Talpa`). */
        readonly title: string;
        /** Coordinates to write when the board is turned: columns, then rows. */
        readonly labels:
          | { readonly columns: readonly string[]; readonly rows: readonly string[] }
          | undefined;
        /** The name of the cell under the keyboard cursor. */
        readonly cursor: string | undefined;
      }
    | undefined;
  /** The buttons beside the board. */
  readonly controls: readonly ControlSpec[];
  /** The tray, when the person here is to move and the view gives pieces. */
  readonly tray:
    | {
        readonly pieces: readonly PieceView[];
        /** The colour index and name the pieces are drawn in. */
        readonly colour: number;
        readonly colourName: string;
        /** The piece in hand, as turned. */
        readonly held: { readonly name: string; readonly cells: readonly Point[] } | undefined;
      }
    | undefined;
}
