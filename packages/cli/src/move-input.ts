/**
 * What a line typed at `quadrille play`'s prompt means as a move, with the input model of
 * `<quadrille-board>` (`@quadrille/board`): the game's notation; a list of cells, matched against
 * the legal moves as a board matches a selection (several moves on the same cells are offered to
 * choose from, and a refusal gives the game's reason); or, in a game whose side to move holds
 * pieces (Blokus), a piece, an orientation and a cell — {@link PIECE_SYNTAX}.
 *
 * @module
 */

import {
  MoveIndex,
  pickPiece,
  refusal,
  type SelectionContext,
  trayPieces,
  turnPiece,
} from '@quadrille/board/input';
import { type AnyGameDescription, type BoardView, isQuadrilleError, type Polyomino } from '@quadrille/core';
import type { AnyPosition } from '@quadrille/play';

/** The piece syntax, as `help` shows it. */
export const PIECE_SYNTAX = `<piece> [r0-r3][f] <cell>: the piece as 'pieces' draws it, turned 0 to 3 quarter turns
              clockwise (r1 …), then mirrored left to right if f, put with its lowest square
              (the leftmost of those) on <cell>: 'L5 r1f e8', 'X e9', 'V3 f k4'. A first word
              that names a piece you hold is read so: type cells with commas (l5,l6)`;

/** What a typed line comes to. */
export type TypedMove =
  /** One legal move. */
  | { readonly kind: 'move'; readonly move: number }
  /** Several moves share the cells typed: type one of them. */
  | { readonly kind: 'choose'; readonly moves: readonly number[] }
  /** No move: why, in the game's words where it has some. */
  | { readonly kind: 'refused'; readonly message: string };

/** The cell named `name` in `view` (case-insensitive), or undefined. */
function cellNamed(view: BoardView, name: string): number | undefined {
  const wanted = name.toLowerCase();
  const at = view.cells.findIndex((c) => c.name.toLowerCase() === wanted);
  return at < 0 ? undefined : at;
}

/**
 * The move `text` makes in `pos`: the game's notation first; then, where the side to move holds
 * pieces, the piece syntax when the first word names one of them (or is no cell); then a list of
 * cells (spaces or commas between them).
 */
export function readTypedMove(game: AnyGameDescription, pos: AnyPosition, text: string): TypedMove {
  let notationError: string;
  try {
    return { kind: 'move', move: game.parseMove(pos, text) };
  } catch (e) {
    if (!isQuadrilleError(e)) throw e;
    notationError = e.message;
  }
  const view = game.view(pos);
  const tokens = text
    .trim()
    .split(/[\s,]+/)
    .filter((t) => t !== '');
  const pieces = trayPieces(view);
  // The piece syntax: a first word that names a piece (of any colour: one played is named as
  // such) or is no cell, or an orientation in the middle. L5 is also a cell on a wide board:
  // cells typed with commas are the notation, read above.
  const first = tokens[0]?.toLowerCase();
  const isPiece = view.colours.some((c) => c.pieces?.some((p) => p.name.toLowerCase() === first) === true);
  const oriented = tokens.length === 3 && /^(?:r[0-3]f?|f)$/i.test(tokens[1]!);
  if (
    pieces !== undefined &&
    tokens.length >= 2 &&
    (isPiece || oriented || cellNamed(view, tokens[0]!) === undefined)
  ) {
    return readPieceMove(game, pos, view, tokens);
  }
  const cells = tokens.map((t) => cellNamed(view, t));
  if (tokens.length === 0 || cells.some((c) => c === undefined))
    return { kind: 'refused', message: notationError };
  return bySelection(context(game, pos, view), cells as number[]);
}

/** The input context of `@quadrille/board` for `pos`. */
function context(game: AnyGameDescription, pos: AnyPosition, view: BoardView): SelectionContext {
  return { game, pos, index: new MoveIndex(game, pos), name: (c) => view.cells[c]?.name ?? String(c) };
}

/**
 * The move `cells`, typed in full, make: one move (also when a longer one starts with them);
 * several to choose from; or a refusal in the game's words.
 */
function bySelection(context: SelectionContext, cells: readonly number[]): TypedMove {
  const match = context.index.match(cells);
  if (match.moves.length === 1) return { kind: 'move', move: match.moves[0]! };
  if (match.moves.length > 1) return { kind: 'choose', moves: match.moves };
  if (match.extensible && context.game.input.explain === undefined) {
    const names = cells.map(context.name).join(' ');
    return { kind: 'refused', message: `${names} start a move but are not one: type all its cells.` };
  }
  return { kind: 'refused', message: refusal(context, cells, true) };
}

/** `<piece> [orientation] <cell>`, in a game whose side to move holds pieces. */
function readPieceMove(
  game: AnyGameDescription,
  pos: AnyPosition,
  view: BoardView,
  tokens: string[],
): TypedMove {
  const [name = '', ...rest] = tokens;
  const where = rest.at(-1)!;
  const orientation = rest.length === 2 ? rest[0]! : '';
  if (rest.length > 2) return { kind: 'refused', message: `Too many words: ${PIECE_SYNTAX}.` };
  const turns = /^(?:r([0-3]))?(f)?$/i.exec(orientation);
  if (turns === null) {
    return {
      kind: 'refused',
      message: `${orientation} is not an orientation: r0 to r3, then f to mirror (r1f).`,
    };
  }
  const mover = view.colours[view.toMove ?? 0]?.name ?? 'The side to move';
  const piece = trayPieces(view)!.find((p) => p.name.toLowerCase() === name.toLowerCase());
  if (piece === undefined) {
    return { kind: 'refused', message: `${mover} has no piece ${name} left: type 'pieces' to see them.` };
  }
  let held = pickPiece(view, piece.name)!;
  for (let i = 0; i < Number(turns[1] ?? 0); i++) held = turnPiece(held, 'rotate');
  if (turns[2] !== undefined) held = turnPiece(held, 'flip');
  const at = cellNamed(view, where);
  if (at === undefined) return { kind: 'refused', message: `${where} is not a cell of this board.` };
  const cells = placeByLowest(held.shape, at, view.width, view.height);
  if (cells === undefined) {
    return { kind: 'refused', message: `${piece.name} does not fit there: it would leave the board.` };
  }
  return bySelection(context(game, pos, view), cells);
}

/**
 * The cells `shape` covers with its lowest square (the leftmost of those: its first cell) on
 * `cell`, ascending; undefined if a square falls off the board.
 */
export function placeByLowest(
  shape: Polyomino,
  cell: number,
  width: number,
  height: number,
): number[] | undefined {
  const [x0, y0] = shape.cells[0]!;
  const file = cell % width;
  const rank = (cell - file) / width;
  const cells: number[] = [];
  for (const [x, y] of shape.cells) {
    const f = file + x - x0;
    const r = rank + y - y0;
    if (f < 0 || r < 0 || f >= width || r >= height) return undefined;
    cells.push(r * width + f);
  }
  return cells.sort((a, b) => a - b);
}
