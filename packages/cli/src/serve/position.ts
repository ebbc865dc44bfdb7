/**
 * {@link describePosition}: what the page of `quadrille serve` shows of a room's game — the
 * board as SVG, the legal moves with the cells a person clicks to make each, and the status —
 * computed from the room's synced state (game id, options, moves), which the browser posts. The
 * body comes from a browser, so it is read as untrusted input: the engines validate options and
 * moves, and sizes are bounded.
 *
 * @module
 */

import { type AnyGameDescription, describeValue, isPlainObject, OptionsError } from '@quadrille/core';
import { renderSvg } from '@quadrille/svg';

/** The longest list of moves a request may carry. */
export const MAX_POSITION_MOVES = 4096;

/** A legal move as the page offers it. */
export interface OfferedMove {
  /** Its notation: what the page sends to the room. */
  readonly notation: string;
  /** The names of the cells a person selects to make it (empty: a button). */
  readonly cells: readonly string[];
}

/** What the page draws. */
export interface PositionDescription {
  /** The board. */
  readonly svg: string;
  /** Whether selection order matters (Talpa: from, then to). */
  readonly ordered: boolean;
  /** The legal moves (none once the game is over). */
  readonly moves: readonly OfferedMove[];
  /** One line: who is to move, or the result. */
  readonly status: string;
  /** The seats' names and colours. */
  readonly seats: readonly { readonly name: string; readonly colour: string }[];
}

/**
 * The position of `body` (`{ game, options, moves }`, as the room's state has them) in `games`.
 *
 * @throws `OptionsError` (reasons `not-an-object`, `unknown-game`, `bad-type`, `too-large`) for
 *   a body of the wrong shape; the games' own errors for bad options or moves.
 */
export function describePosition(games: readonly AnyGameDescription[], body: unknown): PositionDescription {
  if (!isPlainObject(body))
    throw new OptionsError(`expected { game, options, moves }, got ${describeValue(body)}`, 'not-an-object');
  const game = games.find((g) => g.id === body.game);
  if (game === undefined) throw new OptionsError(`no game ${describeValue(body.game)} here`, 'unknown-game');
  const moves = body.moves;
  if (!Array.isArray(moves) || !moves.every((m) => typeof m === 'string'))
    throw new OptionsError('moves must be a list of notations', 'bad-type');
  if (moves.length > MAX_POSITION_MOVES)
    throw new OptionsError(`more than ${MAX_POSITION_MOVES} moves`, 'too-large');
  const pos = game.create(body.options);
  for (const text of moves) pos.play(game.parseMove(pos, text));
  const view = game.view(pos);
  const name = (cell: number) => view.cells[cell]?.name ?? String(cell);
  const legal = pos.isOver() ? [] : pos.legalMoves();
  return {
    svg: renderSvg(view, { coordinates: true }),
    ordered: game.input.ordered,
    moves: legal.map((m) => ({
      notation: game.formatMove(pos, m),
      cells: game.input.cells(pos, m).map(name),
    })),
    status: view.status,
    seats: game.seats(pos).map((s) => ({ name: s.name, colour: s.colour })),
  };
}
