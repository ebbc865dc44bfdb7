/**
 * The piece tray, for games whose view gives the side to move pieces (`BoardView.colours[c].pieces`,
 * as Blokus does): the piece a person holds, turned with core's `Polyomino` transforms, and the
 * cells it covers where it is put down. Nothing here knows a game: a placement is only a
 * selection of cells, which the board matches against the legal moves like any other.
 *
 * Shapes are held as the person sees them on the screen (a turned board included), `[x, y]`
 * with y up; {@link placeOnScreen} gives screen cells, which the board maps back to the game's.
 *
 * @module
 */

import { type BoardView, type PieceView, type Point, Polyomino } from '@quadrille/core';

/** A piece in the person's hand: its name and its shape as turned so far. */
export interface HeldPiece {
  /** The piece's name (`X`, `L5`). */
  readonly name: string;
  /** The shape as turned and flipped, normalised. */
  readonly shape: Polyomino;
}

/** The pieces the colour to move holds, or undefined when the view gives none. */
export function trayPieces(view: BoardView): readonly PieceView[] | undefined {
  if (view.over || view.toMove === undefined) return undefined;
  return view.colours[view.toMove]?.pieces;
}

/** The piece named `name` from the tray of `view`, in hand; undefined if the colour lacks it. */
export function pickPiece(view: BoardView, name: string): HeldPiece | undefined {
  const piece = trayPieces(view)?.find((p) => p.name === name);
  return piece === undefined ? undefined : { name, shape: Polyomino.fromCells(piece.cells) };
}

/**
 * The piece turned a quarter turn clockwise (`rotate`) or mirrored left to right (`flip`), as
 * seen on the screen.
 */
export function turnPiece(piece: HeldPiece, how: 'rotate' | 'flip'): HeldPiece {
  // Core's transforms: 3 is three quarter turns anticlockwise (one clockwise), 4 the mirror x → −x.
  return { name: piece.name, shape: piece.shape.transform(how === 'rotate' ? 3 : 4) };
}

/**
 * The square of `shape` that goes under the pointer: the one nearest the middle of the shape
 * (the first of those, in the shape's order), so that the piece is centred where it is put.
 */
export function grip(shape: Polyomino): Point {
  const cx = (shape.width - 1) / 2;
  const cy = (shape.height - 1) / 2;
  let best = shape.cells[0]!;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const p of shape.cells) {
    const d = (p[0] - cx) ** 2 + (p[1] - cy) ** 2;
    if (d < bestDistance) {
      best = p;
      bestDistance = d;
    }
  }
  return best;
}

/**
 * The screen cells (`row * width + column`, row 0 at the bottom) that `shape` covers with its
 * {@link grip} on screen cell `at`, ascending; undefined when a square would fall off the board.
 */
export function placeOnScreen(
  shape: Polyomino,
  at: number,
  width: number,
  height: number,
): number[] | undefined {
  const [gx, gy] = grip(shape);
  const column = at % width;
  const row = (at - column) / width;
  const cells: number[] = [];
  for (const [x, y] of shape.cells) {
    const c = column + x - gx;
    const r = row + y - gy;
    if (c < 0 || r < 0 || c >= width || r >= height) return undefined;
    cells.push(r * width + c);
  }
  return cells.sort((a, b) => a - b);
}
